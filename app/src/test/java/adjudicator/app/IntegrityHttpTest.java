package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hash chain through the real entry points: each command's answer carries the game's head, the
 * trail shows each event's link, and a record altered in the store while the server was stopped (as
 * with the sqlite3 tool on {@code data/events.db}) is refused by every read of the game with the
 * problem type of its own, listed by {@code GET /api/admin/integrity} and by {@code verify}, and takes
 * no command. docs/integrity.md.
 */
@Tag("reliability")
class IntegrityHttpTest {

    private static final String PROBLEM = "tag:adjudicator,2026:record-fails-verification";

    @TempDir
    Path dataDir;

    /** A run of the {@code verify} verb: its exit status and what it wrote. */
    record Run(int status, String out, String err) {
    }

    private Run verify() {
        return verify(dataDir);
    }

    /** {@code verify} on the store in {@code dataDir}, as the command line runs it. */
    static Run verify(Path dataDir, String... more) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("--adjudicator.data-dir=" + dataDir,
                "--adjudicator.integrity.key-dir=" + TestServer.keyDirectory(dataDir)));
        args.addAll(java.util.List.of(more));
        int status = new CommandLine(new VerifyCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true)
                .execute(args.toArray(String[]::new));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private int update(String sql, Object... parameters) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db"));
             PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                st.setObject(i + 1, parameters[i]);
            }
            return st.executeUpdate();
        }
    }

    private long storedEvents(String game) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db"));
             PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM DomainEventEntry WHERE aggregateIdentifier = ?")) {
            st.setString(1, game);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    @Test
    void everyAnswerCarriesTheHeadAndAnAlteredRecordIsRefusedEverywhere() throws SQLException {
        String mated;
        String other;
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            Http.Response created = http.post("/api/games", "{\"event\":\"Other Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            other = created.json().get("gameId").asText();
            JsonNode createdHead = created.json().get("head");
            assertThat(createdHead.get("seq").asLong()).isZero();
            assertThat(createdHead.get("hash").asText()).matches("[0-9a-f]{64}");
            String previous = createdHead.get("hash").asText();
            for (String move : List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6")) {
                Http.Response r = http.post("/api/games/" + other + "/commands", TestServer.command("MakeMove", "2026-03-01T10:00:00Z",
                        "\"player\":\"" + (List.of("e4", "Nf3", "Bb5").contains(move) ? "WHITE" : "BLACK") + "\",\"move\":\"" + move + "\""));
                assertThat(r.status()).as(r.body()).isEqualTo(200);
                JsonNode event = r.json().get("events").get(0);
                assertThat(event.get("previousHash").asText()).as("each event names its predecessor's hash").isEqualTo(previous);
                assertThat(r.json().get("head").get("hash").asText()).isEqualTo(event.get("recordHash").asText());
                assertThat(r.json().get("head").get("seq").asLong()).isEqualTo(event.get("seq").asLong());
                previous = event.get("recordHash").asText();
            }
            mated = FoolsMateHttpTest.playFoolsMate(http, "FIDE_2017");
            JsonNode events = http.get("/api/games/" + mated + "/events").json();
            assertThat(events.get(0).get("previousHash").isNull()).isTrue();
            for (int i = 1; i < events.size(); i++) {
                assertThat(events.get(i).get("previousHash").asText()).isEqualTo(events.get(i - 1).get("recordHash").asText());
            }
            JsonNode integrity = http.get("/api/games/" + mated + "/integrity").json();
            assertThat(integrity.get("status").asText()).isEqualTo("SOUND");
            assertThat(integrity.get("head").get("seq").asLong()).isEqualTo(9);
            assertThat(integrity.get("head").get("hash").asText()).isEqualTo(events.get(9).get("recordHash").asText());
            assertThat(http.get("/api/games/" + mated).json().get("result").asText()).isEqualTo("0-1");
        }
        Run sound = verify();
        assertThat(sound.status()).as(sound.out() + sound.err()).isZero();
        assertThat(sound.out()).contains("verified 2 games, 17 events: 2 sound, 0 unprotected, 0 failing");

        // the attack of the issue: the mate's result turned round in the stored row, the server stopped
        assertThat(update("UPDATE DomainEventEntry SET payload = CAST(REPLACE(CAST(payload AS TEXT), '\"0-1\"', '\"1-0\"') AS BLOB)"
                + " WHERE aggregateIdentifier = ? AND sequenceNumber = 9", mated)).isEqualTo(1);

        Run found = verify();
        assertThat(found.status()).isEqualTo(1);
        assertThat(found.out()).contains(mated + ": FAILS at event 9: its content does not match its hash")
                .contains("2 games, 16 events: 1 sound, 0 unprotected, 1 failing"); // the events checked: 7, and 9 before the failing one

        TestServer server = TestServer.start(dataDir);
        try {
            Http http = server.http;
            String base = "/api/games/" + mated;
            for (String read : List.of(base, base + "/position?afterEvent=3", base + "?at=2026-03-01T10:00:30Z", base + "/events",
                    base + "/timeline", base + "/timeline?format=csv", base + "/pgn", base + "/scoresheet", base + "/readjudication",
                    "/api/events/Open%20A/results", "/api/events/Open%20A/crosstable", "/api/games/pgn?event=Open%20A")) {
                Http.Response r = http.get(read);
                assertThat(r.status()).as(read + ": " + r.body()).isEqualTo(409);
                assertThat(r.contentType()).startsWith("application/problem+json");
                assertThat(r.json().get("type").asText()).isEqualTo(PROBLEM);
                assertThat(r.json().get("failingSeq").asLong()).isEqualTo(9);
                assertThat(r.json().get("detail").asText()).contains("event 9");
            }
            assertThat(http.get("/api/games/" + other).status()).as("the other game is sound").isEqualTo(200);

            long before = storedEvents(mated);
            Http.Response command = http.post(base + "/commands", TestServer.command("AwardTime", "2026-03-01T10:02:00Z",
                    "\"player\":\"WHITE\",\"amountMs\":1000"));
            assertThat(command.status()).as(command.body()).isEqualTo(409);
            assertThat(command.json().get("type").asText()).as(command.body()).isEqualTo(PROBLEM);
            assertThat(storedEvents(mated)).as("nothing written to a record that fails").isEqualTo(before);

            JsonNode report = http.get(base + "/integrity").json();
            assertThat(report.get("status").asText()).isEqualTo("FAILS");
            assertThat(report.get("failingSeq").asLong()).isEqualTo(9);
            JsonNode store = http.get("/api/admin/integrity").json();
            assertThat(store.get("games").asInt()).isEqualTo(2);
            assertThat(store.get("sound").asInt()).isEqualTo(1);
            assertThat(store.get("failing")).hasSize(1);
            assertThat(store.get("failing").get(0).get("gameId").asText()).isEqualTo(mated);
        } finally {
            server.stopUnchecked();
        }

        // a deleted event in the middle of the other game: found where it is missing
        assertThat(update("DELETE FROM DomainEventEntry WHERE aggregateIdentifier = ? AND sequenceNumber = 3", other)).isEqualTo(1);
        Run deleted = verify();
        assertThat(deleted.status()).isEqualTo(1);
        assertThat(deleted.out()).contains(other + ": FAILS at event 3: event 3 is missing (the next stored is 4)");
    }

    @Test
    void signedCheckpointsFindADeletedTailAndADeletedGameEvenWhenTheStoresCopyIsGone() throws Exception {
        String shortened;
        String deleted;
        String fingerprint;
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            Http.Response key = http.anonymous().get("/api/integrity/key");
            assertThat(key.status()).as("the public key needs no credential").isEqualTo(200);
            fingerprint = key.json().get("fingerprint").asText();
            assertThat(key.json().get("publicKey").asText()).startsWith("-----BEGIN PUBLIC KEY-----");
            Http.Response none = http.get("/api/integrity/checkpoints/latest");
            assertThat(none.status()).as("none yet").isEqualTo(404);
            assertThat(none.contentType()).startsWith("application/problem+json");
            assertThat(none.json().get("detail").asText()).isEqualTo("no checkpoint has been signed yet: one is signed when a game ends, "
                    + "on the interval, or on demand (POST /api/admin/integrity/checkpoints)");
            // in the language the request names (issue 37)
            Http.Response noneRu = http.get("/api/integrity/checkpoints/latest?lang=ru");
            assertThat(noneRu.status()).isEqualTo(404);
            assertThat(noneRu.json().get("detail").asText()).isEqualTo("ещё не подписано ни одной контрольной точки: она подписывается "
                    + "по окончании партии, через заданный интервал или по запросу (POST /api/admin/integrity/checkpoints)");
            assertThat(noneRu.json().get("title").asText()).isEqualTo("Контрольной точки ещё нет");

            shortened = server.newGame("{\"event\":\"Open B\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            for (String[] m : new String[][]{{"WHITE", "d4"}, {"BLACK", "d5"}, {"WHITE", "c4"}, {"BLACK", "e6"}}) {
                server.send(shortened, "MakeMove", java.time.Instant.parse("2026-03-01T10:00:00Z"), "\"player\":\"" + m[0] + "\",\"move\":\"" + m[1] + "\"");
            }
            deleted = server.newGame("{\"event\":\"Open B\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            Http.Response signed = http.post("/api/admin/integrity/checkpoints", "");
            assertThat(signed.status()).as(signed.body()).isEqualTo(201);
            JsonNode checkpoint = signed.json();
            assertThat(checkpoint.get("number").asLong()).isEqualTo(1);
            assertThat(checkpoint.get("key").asText()).isEqualTo(fingerprint);
            assertThat(checkpoint.get("signature").asText()).isNotBlank();
            assertThat(checkpoint.get("heads").toString()).contains(shortened).contains(deleted);

            // a game's end signs the next checkpoint by itself
            String mated = FoolsMateHttpTest.playFoolsMate(http, "FIDE_2023");
            JsonNode latest = null;
            for (int i = 0; i < 100; i++) {
                latest = http.get("/api/integrity/checkpoints/latest").json();
                if (latest.get("number").asLong() >= 2) {
                    break;
                }
                Thread.sleep(100);
            }
            assertThat(latest.get("reason").asText()).isEqualTo("game-ended");
            assertThat(latest.get("previousCheckpoint").asText()).isNotBlank();
            assertThat(latest.get("heads").toString()).contains(mated);
        }
        Path keys = TestServer.keyDirectory(dataDir);
        assertThat(keys.startsWith(dataDir)).isFalse();
        assertThat(java.nio.file.Files.getPosixFilePermissions(keys.resolve("checkpoint-signing.key")))
                .containsExactlyInAnyOrder(java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                        java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
        assertThat(java.nio.file.Files.getPosixFilePermissions(keys)).containsExactlyInAnyOrder(
                java.nio.file.attribute.PosixFilePermission.OWNER_READ, java.nio.file.attribute.PosixFilePermission.OWNER_WRITE,
                java.nio.file.attribute.PosixFilePermission.OWNER_EXECUTE);
        assertThat(java.nio.file.Files.readAllLines(keys.resolve("checkpoints.jsonl"))).hasSize(2);

        // the tail of one game and the whole of another deleted, and the store's copy of the checkpoints with them
        assertThat(update("DELETE FROM DomainEventEntry WHERE aggregateIdentifier = ? AND sequenceNumber >= 3", shortened)).isEqualTo(2);
        assertThat(update("DELETE FROM DomainEventEntry WHERE aggregateIdentifier = ?", deleted)).isEqualTo(1);
        assertThat(update("DELETE FROM checkpoints")).isEqualTo(2);

        Run found = verify();
        assertThat(found.status()).isEqualTo(1);
        assertThat(found.out()).contains(shortened + ": FAILS at event 3: events 3 to 4 are missing")
                .contains(deleted + ": FAILS at event 0: the game is missing from the store")
                .contains("compared with signed checkpoint 2");

        TestServer server = TestServer.start(dataDir);
        try {
            Http http = server.http;
            Http.Response tail = http.get("/api/games/" + shortened);
            assertThat(tail.status()).as(tail.body()).isEqualTo(409);
            assertThat(tail.json().get("type").asText()).isEqualTo(PROBLEM);
            assertThat(tail.json().get("failingSeq").asLong()).isEqualTo(3);
            Http.Response gone = http.get("/api/games/" + deleted + "/events");
            assertThat(gone.status()).as("a deleted game is not simply unknown: " + gone.body()).isEqualTo(409);
            assertThat(gone.json().get("failingSeq").asLong()).isZero();
            assertThat(http.get("/api/games/no-such-game").status()).isEqualTo(404);
            JsonNode store = http.get("/api/admin/integrity").json();
            assertThat(store.get("failing")).hasSize(2);
            assertThat(store.get("checkpoint").get("number").asLong()).isEqualTo(2);
        } finally {
            server.stopUnchecked();
        }
    }

    @Test
    void aForgedCheckpointIsReportedAndNotTrusted() throws Exception {
        try (TestServer server = TestServer.start(dataDir)) {
            server.newGame("{\"event\":\"Open C\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            assertThat(server.http.post("/api/admin/integrity/checkpoints", "").status()).isEqualTo(201);
        }
        java.security.KeyPair other = java.security.KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        adjudicator.command.record.Checkpoint forged = adjudicator.command.record.Checkpoint.sign(2, "2026-12-01T00:00:00.000Z",
                "on-demand", null, other.getPublic(), other.getPrivate(), List.of());
        assertThat(update("INSERT INTO checkpoints (number, body) VALUES (?, ?)", 2, forged.toJson())).isEqualTo(1);
        Run found = verify();
        assertThat(found.status()).isEqualTo(1);
        assertThat(found.out()).contains("checkpoints: SqliteCheckpointStore: checkpoint 2 is not signed by the server's key")
                .contains("compared with signed checkpoint 1");
    }

    @Test
    void theSigningKeyIsNeverKeptInsideTheDataDirectory() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> TestServer.start(dataDir,
                        "--adjudicator.integrity.key-dir=" + dataDir.resolve("keys")))
                .hasStackTraceContaining("is inside the data directory");
    }

    static Run verifyExport(Path bundle, String key) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new CommandLine(new VerifyExportCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).execute(bundle.toString(), "--key", key);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anExportIsCheckedOfflineAgainstATrustedKeyAndNeverOnlyItsOwn(@TempDir Path work) throws Exception {
        String mated;
        String elsewhere;
        String gameBundle;
        String eventBundle;
        String pem;
        String fingerprint;
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            mated = FoolsMateHttpTest.playFoolsMate(http, "FIDE_2005");
            FoolsMateHttpTest.playFoolsMate(http, "FIDE_2023");
            elsewhere = server.newGame("{\"event\":\"Open B\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            Thread.sleep(5_500); // the games stored well before the checkpoint (RecordExport.STORED_BEFORE), which must name them
            assertThat(http.post("/api/admin/integrity/checkpoints", "").status()).isEqualTo(201);
            JsonNode key = http.anonymous().get("/api/integrity/key").json();
            pem = key.get("publicKey").asText();
            fingerprint = key.get("fingerprint").asText();
            Http.Response game = http.get("/api/games/" + mated + "/export");
            assertThat(game.status()).as(game.body()).isEqualTo(200);
            gameBundle = game.body();
            for (int i = 0; i < 100 && http.get("/api/games?event=Open%20A").json().size() < 2; i++) {
                Thread.sleep(100); // the event's games come from the read model
            }
            Http.Response event = http.get("/api/events/Open%20A/export?round=3");
            assertThat(event.status()).as(event.body()).isEqualTo(200);
            eventBundle = event.body();
            // an arbiter of Open A: its bundle holds nothing of Open B, not even its head
            String arbiter = AccessHttpTest.account(http, "{\"name\":\"open-a\",\"role\":\"ARBITER\",\"events\":[\"Open A\"]}");
            Http.Response scoped = http.as(arbiter).get("/api/events/Open%20A/export");
            assertThat(scoped.status()).as(scoped.body()).isEqualTo(200);
            assertThat(scoped.body()).contains(mated).doesNotContain(elsewhere);
            assertThat(http.as(arbiter).get("/api/games/" + elsewhere + "/export").status()).isEqualTo(403);
            Http.Response noEvent = http.get("/api/events/No%20Such%20Event/export");
            assertThat(noEvent.status()).isEqualTo(404);
            assertThat(noEvent.json().get("detail").asText()).isEqualTo("no games of event \"No Such Event\"");
            assertThat(http.get("/api/events/No%20Such%20Event/export?round=2").json().get("detail").asText())
                    .isEqualTo("no games of event \"No Such Event\" round 2");
            assertThat(http.get("/api/events/No%20Such%20Event/export?lang=ru").json().get("detail").asText())
                    .isEqualTo("нет партий турнира \"No Such Event\"");
            assertThat(http.get("/api/events/No%20Such%20Event/export?round=2&lang=ru").json().get("detail").asText())
                    .isEqualTo("нет партий тура 2 турнира \"No Such Event\"");
            assertThat(http.get("/api/games/no-such-game/export").status()).isEqualTo(404);
        }
        Path keyFile = java.nio.file.Files.writeString(work.resolve("published.pub"), pem);
        Path gameFile = java.nio.file.Files.writeString(work.resolve("game.json"), gameBundle);
        Path eventFile = java.nio.file.Files.writeString(work.resolve("event.json"), eventBundle);

        Run sound = verifyExport(gameFile, keyFile.toString());
        assertThat(sound.status()).as(sound.out() + sound.err()).isZero();
        assertThat(sound.out()).contains(mated + ": SOUND, 10 events").contains("signed up to event 9").endsWith("sound\n");
        Run byFingerprint = verifyExport(eventFile, fingerprint);
        assertThat(byFingerprint.status()).as(byFingerprint.out() + byFingerprint.err()).isZero();
        assertThat(byFingerprint.out()).contains("checked 2 games");

        // another key (a bundle re-signed by whoever edited it carries its own key): never trusted by itself
        java.security.KeyPair other = java.security.KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Path otherKey = java.nio.file.Files.writeString(work.resolve("other.pub"),
                "-----BEGIN PUBLIC KEY-----\n" + java.util.Base64.getEncoder().encodeToString(other.getPublic().getEncoded())
                        + "\n-----END PUBLIC KEY-----\n");
        Run wrongKey = verifyExport(gameFile, otherKey.toString());
        assertThat(wrongKey.status()).isEqualTo(1);
        assertThat(wrongKey.out()).contains("is not signed by the trusted key");
        // a fingerprint the bundle's key does not have: the key reads, and is not what signed: 1, naming both keys
        Run otherFingerprint = verifyExport(gameFile, adjudicator.command.record.Checkpoint.fingerprint(other.getPublic()));
        assertThat(otherFingerprint.status()).as("a fingerprint the bundle's key does not have").isEqualTo(1);
        assertThat(otherFingerprint.out()).contains(adjudicator.command.record.Checkpoint.fingerprint(other.getPublic()))
                .contains(fingerprint);

        // the bundle edited: the result turned round
        Path edited = java.nio.file.Files.writeString(work.resolve("edited.json"), gameBundle.replace("\"result\":\"0-1\"", "\"result\":\"1-0\""));
        assertThat(java.nio.file.Files.readString(edited)).isNotEqualTo(gameBundle);
        Run found = verifyExport(edited, keyFile.toString());
        assertThat(found.status()).isEqualTo(1);
        assertThat(found.out()).contains(mated + ": FAILS at event 9: its content does not match its hash");
        // the bundle cut short: its last event dropped, hashes and all
        JsonNode cut = new com.fasterxml.jackson.databind.ObjectMapper().readTree(gameBundle);
        ((com.fasterxml.jackson.databind.node.ArrayNode) cut.get("games").get(0).get("events")).remove(9);
        Path shortened = java.nio.file.Files.writeString(work.resolve("cut.json"), cut.toString());
        Run tail = verifyExport(shortened, keyFile.toString());
        assertThat(tail.status()).isEqualTo(1);
        assertThat(tail.out()).contains(mated + ": FAILS at event 9: event 9 is missing, though a signed checkpoint covers the game up to event 9");

        // version 2: the game's bundle carries its own signed head and its proof, and nothing of the other game
        JsonNode bundle = new com.fasterxml.jackson.databind.ObjectMapper().readTree(gameBundle);
        assertThat(bundle.get("format").asText()).isEqualTo("adjudicator-record-export/2");
        assertThat(bundle.get("checkpoint").get("heads").isNull()).as("no list of the store's heads").isTrue();
        assertThat(bundle.get("checkpoint").get("headsRoot").asText()).hasSize(64);
        assertThat(bundle.get("games").get(0).get("signedHead").get("seq").asLong()).isEqualTo(9);
        assertThat(bundle.get("games").get(0).get("inclusion").get("size").asInt()).isEqualTo(3);
        assertThat(bundle.get("games").get(0).get("inclusion").get("path")).isNotEmpty();
        assertThat(gameBundle).doesNotContain(elsewhere);
        String otherGame = new com.fasterxml.jackson.databind.ObjectMapper().readTree(eventBundle).get("games").findValuesAsText("gameId")
                .stream().filter(g -> !g.equals(mated)).findFirst().orElseThrow();
        assertThat(gameBundle).doesNotContain(otherGame);
        // its signed head edited to match a cut: it no longer leads to the signed root
        JsonNode forgedHead = cut.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) forgedHead.get("games").get(0).get("signedHead")).put("seq", 8)
                .put("hash", cut.get("games").get(0).get("events").get(8).get("recordHash").asText());
        Run proof = verifyExport(java.nio.file.Files.writeString(work.resolve("forged-head.json"), forgedHead.toString()), keyFile.toString());
        assertThat(proof.status()).isEqualTo(1);
        assertThat(proof.out()).contains("the signed head of game " + mated + " does not lead to checkpoint");
        // its signed head dropped with the cut: the game was stored before the checkpoint, so its head is missed
        JsonNode dropped = cut.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) dropped.get("games").get(0)).remove(java.util.List.of("signedHead", "inclusion"));
        Run missing = verifyExport(java.nio.file.Files.writeString(work.resolve("dropped.json"), dropped.toString()), keyFile.toString());
        assertThat(missing.status()).as(missing.out()).isEqualTo(1);
        assertThat(missing.out()).contains("game " + mated + " was stored before checkpoint");
    }
}
