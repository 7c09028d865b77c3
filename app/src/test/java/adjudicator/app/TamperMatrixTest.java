package adjudicator.app;

import adjudicator.command.record.Checkpoint;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tamper matrix of issue 19: a store with a signed checkpoint is attacked with the sqlite3
 * tool's means (SQL on the stopped server's {@code events.db}), one attack per game, then read
 * through HTTP and checked by {@code verify}. Every attack must be found by both: each game's reads
 * answer 409 naming the first event that fails, and {@code verify} names it and exits 1. A forged
 * checkpoint is reported and not trusted. The matrix is printed (docs/reliability.md).
 */
@Tag("reliability")
class TamperMatrixTest {

    private static final String PROBLEM = "tag:adjudicator,2026:record-fails-verification";
    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    private static final String[][] MOVES = {{"WHITE", "d4"}, {"BLACK", "d5"}, {"WHITE", "c4"}, {"BLACK", "e6"}, {"WHITE", "Nc3"}};

    @TempDir
    Path dataDir;

    /** One attack: what it does, the SQL it runs on its game, and the first seq that must fail. */
    private record Attack(String name, String sql, long failingSeq, String verifySays) {
    }

    @Test
    void everyAttackIsFoundByTheReadsAndByVerify() throws Exception {
        List<String> names = List.of("edited payload", "edited at", "deleted event", "two events swapped",
                "deleted tail", "deleted game", "copied under another game");
        Map<String, String> games = new LinkedHashMap<>();
        String untouched;
        try (TestServer server = TestServer.start(dataDir)) {
            for (String name : names) {
                String id = server.newGame("{\"event\":\"Tamper Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
                for (int i = 0; i < MOVES.length; i++) {
                    server.send(id, "MakeMove", T0.plusSeconds(10L * i), "\"player\":\"" + MOVES[i][0] + "\",\"move\":\"" + MOVES[i][1] + "\"");
                }
                games.put(name, id);
            }
            untouched = server.newGame("{\"event\":\"Tamper Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            assertThat(server.http.post("/api/admin/integrity/checkpoints", "").status()).isEqualTo(201);
        }
        String copy = "copied-" + games.get("copied under another game");
        List<Attack> attacks = List.of(
                new Attack("edited payload", "UPDATE DomainEventEntry SET payload = CAST(REPLACE(CAST(payload AS TEXT), '\"c4\"', '\"c3\"') AS BLOB)"
                        + " WHERE aggregateIdentifier = '%s' AND sequenceNumber = 3", 3, "its content does not match its hash"),
                new Attack("edited at", "UPDATE DomainEventEntry SET payload = CAST(REPLACE(CAST(payload AS TEXT), '2026-03-01T10:00:10Z',"
                        + " '2026-03-01T10:00:09Z') AS BLOB) WHERE aggregateIdentifier = '%s' AND sequenceNumber = 2", 2,
                        "its content does not match its hash"),
                new Attack("deleted event", "DELETE FROM DomainEventEntry WHERE aggregateIdentifier = '%s' AND sequenceNumber = 2", 2,
                        "event 2 is missing"),
                new Attack("two events swapped", "UPDATE DomainEventEntry SET sequenceNumber = -1 WHERE aggregateIdentifier = '%1$s'"
                        + " AND sequenceNumber = 2; UPDATE DomainEventEntry SET sequenceNumber = 2 WHERE aggregateIdentifier = '%1$s'"
                        + " AND sequenceNumber = 4; UPDATE DomainEventEntry SET sequenceNumber = 4 WHERE aggregateIdentifier = '%1$s'"
                        + " AND sequenceNumber = -1", 2, "does not follow the event stored before it"),
                new Attack("deleted tail", "DELETE FROM DomainEventEntry WHERE aggregateIdentifier = '%s' AND sequenceNumber >= 4", 4,
                        "events 4 to 5 are missing"),
                new Attack("deleted game", "DELETE FROM DomainEventEntry WHERE aggregateIdentifier = '%s'", 0,
                        "the game is missing from the store"),
                new Attack("copied under another game", "INSERT INTO DomainEventEntry (eventIdentifier, metaData, payload, payloadRevision,"
                        + " payloadType, timeStamp, aggregateIdentifier, sequenceNumber, type) SELECT eventIdentifier || '-copy', metaData,"
                        + " payload, payloadRevision, payloadType, timeStamp, 'copied-' || aggregateIdentifier, sequenceNumber, type"
                        + " FROM DomainEventEntry WHERE aggregateIdentifier = '%s' ORDER BY sequenceNumber", 0, "does not match its hash"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db")); Statement st = c.createStatement()) {
            for (Attack attack : attacks) {
                for (String statement : attack.sql().formatted(games.get(attack.name())).split("; ")) {
                    assertThat(st.executeUpdate(statement)).as(attack.name()).isPositive();
                }
            }
            // and a checkpoint signed by another key, that would vouch for whatever it names
            KeyPair other = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
            Checkpoint forged = Checkpoint.sign(2, "2026-12-01T00:00:00.000Z", "on-demand", null, other.getPublic(),
                    other.getPrivate(), List.of());
            st.executeUpdate("INSERT INTO checkpoints (number, body) VALUES (2, '" + forged.toJson().replace("'", "''") + "')");
        }

        IntegrityHttpTest.Run verify = IntegrityHttpTest.verify(dataDir);
        assertThat(verify.status()).as(verify.out() + verify.err()).isEqualTo(1);
        TestServer server = TestServer.start(dataDir);
        StringBuilder matrix = new StringBuilder("| attack | first failing seq | reads (GET game, /events) | verify |\n");
        try {
            Http http = server.http;
            for (Attack attack : attacks) {
                String id = attack.name().equals("copied under another game") ? copy : games.get(attack.name());
                String line = verify.out().lines().filter(l -> l.startsWith(id + ": FAILS")).findFirst().orElse("(not found)");
                assertThat(line).as(attack.name()).contains("FAILS at event " + attack.failingSeq()).contains(attack.verifySays());
                for (String read : List.of("/api/games/" + id, "/api/games/" + id + "/events")) {
                    Http.Response r = http.get(read);
                    assertThat(r.status()).as(attack.name() + ": " + read + ": " + r.body()).isEqualTo(409);
                    assertThat(r.json().get("type").asText()).isEqualTo(PROBLEM);
                    assertThat(r.json().get("failingSeq").asLong()).as(attack.name()).isEqualTo(attack.failingSeq());
                }
                matrix.append("| ").append(attack.name()).append(" | ").append(attack.failingSeq())
                        .append(" | 409 record-fails-verification | exit 1: ").append(line.substring(line.indexOf("FAILS"))).append(" |\n");
            }
            assertThat(verify.out()).contains("checkpoint 2 is not signed by the server's key").contains("compared with signed checkpoint 1");
            JsonNode store = http.get("/api/admin/integrity").json();
            assertThat(store.get("checkpoint").get("number").asLong()).as("the forged one is not trusted").isEqualTo(1);
            assertThat(store.get("checkpointProblems").toString()).contains("not signed by the server's key");
            assertThat(store.get("failing")).hasSize(attacks.size());
            matrix.append("| forged checkpoint | - | not trusted: GET /api/admin/integrity lists it | exit 1: named, compared with checkpoint 1 |\n");
            assertThat(http.get("/api/games/" + untouched).status()).as("an untouched game is served").isEqualTo(200);
        } finally {
            server.stopUnchecked();
        }
        System.out.print(matrix);
    }

    /** A stored row as the sqlite3 tool sees it. */
    private record Row(String type, String revision, String payload, String timeStamp, String metaData) {
    }

    private static List<Row> rows(Connection c, String game) throws Exception {
        List<Row> rows = new java.util.ArrayList<>();
        try (java.sql.PreparedStatement st = c.prepareStatement("SELECT payloadType, payloadRevision, CAST(payload AS TEXT), timeStamp,"
                + " CAST(metaData AS TEXT) FROM DomainEventEntry WHERE aggregateIdentifier = ? ORDER BY sequenceNumber")) {
            st.setString(1, game);
            try (java.sql.ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    rows.add(new Row(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5)));
                }
            }
        }
        return rows;
    }

    /**
     * Appends {@code row} to {@code game} at {@code seq} as someone with the store but not the key
     * would: chained to {@code previous} with the hash the published algorithm gives (when
     * {@code chained}), the metadata's signature fields kept ({@code keepSignature}: copied from a
     * genuine event) or dropped. Returns the new row's hash.
     */
    private static String forge(Connection c, String game, long seq, Row row, String previous, boolean chained, boolean keepSignature)
            throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode meta = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(row.metaData());
        meta.remove(List.of(adjudicator.command.record.RecordHash.HASH, adjudicator.command.record.RecordHash.PREVIOUS));
        if (!keepSignature) {
            meta.remove(List.of(adjudicator.command.record.EventSignature.KEY, adjudicator.command.record.EventSignature.SIGNATURE));
        }
        String hash = null;
        if (chained) {
            adjudicator.command.record.StoredEvent e = adjudicator.command.record.StoredEvent.of(game, seq, row.type(), row.revision(),
                    row.payload(), row.timeStamp(), meta.toString());
            hash = adjudicator.command.record.RecordHash.of(e, previous);
            meta.put(adjudicator.command.record.RecordHash.HASH, hash);
            if (previous != null) {
                meta.put(adjudicator.command.record.RecordHash.PREVIOUS, previous);
            }
        }
        try (java.sql.PreparedStatement st = c.prepareStatement("INSERT INTO DomainEventEntry (eventIdentifier, metaData, payload,"
                + " payloadRevision, payloadType, timeStamp, aggregateIdentifier, sequenceNumber, type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'Game')")) {
            st.setString(1, java.util.UUID.randomUUID().toString());
            st.setBytes(2, meta.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            st.setBytes(3, row.payload().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            st.setString(4, row.revision());
            st.setString(5, row.type());
            st.setString(6, row.timeStamp());
            st.setString(7, game);
            st.setLong(8, seq);
            assertThat(st.executeUpdate()).isEqualTo(1);
        }
        return hash;
    }

    private static String hashOf(Row row) throws Exception {
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(row.metaData()).get("recordHash").asText();
    }

    /**
     * Issue 31: what someone with write access to the store but not to the key's directory can add.
     * Every event is signed with the server's key as it is stored, and the first checkpoint since
     * names what may stay unsigned: a chained resignation appended to a game (without a signature, or
     * with one copied from another event), a wholly forged game (chained, or without hashes) are each
     * found by the reads (409, the commands refused), by {@code verify} and by {@code verify-export},
     * at the first forged event; the next checkpoint signs none of them. {@code verify} writes nothing.
     */
    @Test
    void forgeriesWithoutTheKeyAreFoundByTheReadsVerifyAndVerifyExport(@TempDir Path work) throws Exception {
        List<String> names = List.of("resignation appended, chained", "resignation appended, signature copied",
                "forged game, chained", "forged game, no hashes");
        Map<String, String> games = new LinkedHashMap<>();
        String template;
        String keyPem;
        try (TestServer server = TestServer.start(dataDir)) {
            for (String name : names.subList(0, 2)) {
                String id = server.newGame("{\"event\":\"Forgery Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
                for (int i = 0; i < MOVES.length; i++) {
                    server.send(id, "MakeMove", T0.plusSeconds(10L * i), "\"player\":\"" + MOVES[i][0] + "\",\"move\":\"" + MOVES[i][1] + "\"");
                }
                games.put(name, id);
            }
            template = server.newGame("{\"event\":\"Forgery Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            server.send(template, "MakeMove", T0, "\"player\":\"WHITE\",\"move\":\"e4\"");
            server.send(template, "Resign", T0.plusSeconds(60), "\"player\":\"BLACK\"");
            JsonNode events = server.http.get("/api/games/" + template + "/events").json();
            assertThat(events.get(0).get("recordSigningKey").asText()).startsWith("SHA256:");
            assertThat(events.get(0).get("recordSignature").asText()).isNotBlank();
            Http.Response boundary = server.http.post("/api/admin/integrity/checkpoints", "");
            assertThat(boundary.status()).isEqualTo(201);
            assertThat(boundary.json().get("headsRoot").asText()).as("the boundary signs the heads' root").hasSize(64);
            boundary.json().get("heads").forEach(h -> assertThat(h.has("unsignedUpTo")).as("every game here was signed event by event")
                    .isFalse());
            keyPem = server.http.get("/api/integrity/key").json().get("publicKey").asText();
        }
        Path published = java.nio.file.Files.writeString(work.resolve("published.pub"), keyPem);

        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db"))) {
            List<Row> resignation = rows(c, template).subList(2, 4); // PlayerResigned, GameEnded (Black resigned: 1-0)
            assertThat(resignation.get(0).type()).endsWith("PlayerResigned");
            for (String name : names.subList(0, 2)) {
                String id = games.get(name);
                List<Row> own = rows(c, id);
                String previous = hashOf(own.get(own.size() - 1));
                boolean copied = name.endsWith("copied");
                for (int i = 0; i < 2; i++) {
                    Row r = resignation.get(i);
                    Row moved = new Row(r.type(), r.revision(), r.payload().replace(template, id), r.timeStamp(), r.metaData());
                    previous = forge(c, id, own.size() + i, moved, previous, true, copied);
                }
            }
            List<Row> original = rows(c, games.get(names.get(0))).subList(0, 6);
            for (String name : names.subList(2, 4)) {
                String id = java.util.UUID.randomUUID().toString();
                games.put(name, id);
                boolean chained = name.endsWith("chained");
                String previous = null;
                for (int i = 0; i < original.size(); i++) {
                    Row r = original.get(i);
                    previous = forge(c, id, i, new Row(r.type(), r.revision(), r.payload().replace(games.get(names.get(0)), id),
                            r.timeStamp(), r.metaData()), previous, chained, false);
                }
            }
        }

        // verify only reads: the store's file and the key's directory are the same after it
        Path keys = TestServer.keyDirectory(dataDir);
        String before = fingerprintOf(dataDir.resolve("events.db")) + fingerprintOfTree(keys);
        IntegrityHttpTest.Run verify = IntegrityHttpTest.verify(dataDir);
        assertThat(fingerprintOf(dataDir.resolve("events.db")) + fingerprintOfTree(keys)).as("verify wrote nothing").isEqualTo(before);
        assertThat(verify.status()).as(verify.out() + verify.err()).isEqualTo(1);
        IntegrityHttpTest.Run byFingerprint = IntegrityHttpTest.verify(dataDir, "--key",
                adjudicator.command.record.Checkpoint.fingerprint(SigningKeyAccess.read(keyPem)));
        assertThat(byFingerprint.out()).isEqualTo(verify.out());

        Map<String, Long> failingAt = Map.of(names.get(0), 6L, names.get(1), 6L, names.get(2), 0L, names.get(3), 0L);
        Map<String, String> says = Map.of(names.get(0), "no signature, though an event before it has one",
                names.get(1), "signature does not verify", names.get(2), "must have one", names.get(3), "must have one");
        StringBuilder matrix = new StringBuilder("| forgery (no key) | first failing seq | reads | verify | verify-export |\n");
        TestServer server = TestServer.start(dataDir);
        try {
            Http http = server.http;
            for (String name : names) {
                String id = games.get(name);
                String line = verify.out().lines().filter(l -> l.startsWith(id + ": FAILS")).findFirst().orElse("(not found)");
                assertThat(line).as(name).contains("FAILS at event " + failingAt.get(name)).contains(says.get(name));
                Http.Response read = http.get("/api/games/" + id);
                assertThat(read.status()).as(name + ": " + read.body()).isEqualTo(409);
                assertThat(read.json().get("type").asText()).isEqualTo(PROBLEM);
                assertThat(read.json().get("failingSeq").asLong()).isEqualTo(failingAt.get(name));
                Http.Response command = http.post("/api/games/" + id + "/commands", TestServer.command("OfferDraw", T0.plusSeconds(500),
                        "\"player\":\"WHITE\""));
                assertThat(command.status()).as(name + ": " + command.body()).isEqualTo(409);
                assertThat(command.json().get("type").asText()).isEqualTo(PROBLEM);
                Path bundle = java.nio.file.Files.writeString(work.resolve(id + ".json"), http.get("/api/games/" + id + "/export").body());
                IntegrityHttpTest.Run exported = IntegrityHttpTest.verifyExport(bundle, published.toString());
                assertThat(exported.status()).as(exported.out()).isEqualTo(1);
                assertThat(exported.out()).contains(id + ": FAILS at event " + failingAt.get(name));
                matrix.append("| ").append(name).append(" | ").append(failingAt.get(name)).append(" | 409, commands refused | exit 1: ")
                        .append(line.substring(line.indexOf("FAILS"))).append(" | exit 1 |\n");
            }
            // the next checkpoint signs none of it
            JsonNode next = http.post("/api/admin/integrity/checkpoints", "").json();
            Map<String, Long> signed = new LinkedHashMap<>();
            next.get("heads").forEach(h -> signed.put(h.get("game").asText(), h.get("seq").asLong()));
            assertThat(signed.get(games.get(names.get(0)))).isEqualTo(5L);
            assertThat(signed.get(games.get(names.get(1)))).isEqualTo(5L);
            assertThat(signed).doesNotContainKeys(games.get(names.get(2)), games.get(names.get(3)));
            assertThat(http.get("/api/games/" + template).status()).as("an untouched game is served").isEqualTo(200);
        } finally {
            server.stopUnchecked();
        }
        // a key that reads but is not the one that signed: 1, naming both keys
        KeyPair other = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Path otherPem = java.nio.file.Files.writeString(work.resolve("other.pub"), "-----BEGIN PUBLIC KEY-----\n"
                + java.util.Base64.getEncoder().encodeToString(other.getPublic().getEncoded()) + "\n-----END PUBLIC KEY-----\n");
        IntegrityHttpTest.Run wrongKey = IntegrityHttpTest.verify(dataDir, "--key", otherPem.toString());
        assertThat(wrongKey.status()).isEqualTo(1);
        assertThat(wrongKey.out()).contains(Checkpoint.fingerprint(other.getPublic()))
                .contains(Checkpoint.fingerprint(SigningKeyAccess.read(keyPem)));
        // no key to verify against: 2, and no key directory made
        Path elsewhere = work.resolve("no-keys");
        IntegrityHttpTest.Run noKey = IntegrityHttpTest.verify(dataDir, "--adjudicator.integrity.key-dir=" + elsewhere);
        assertThat(noKey.status()).as(noKey.err()).isEqualTo(2);
        assertThat(elsewhere).doesNotExist();
        System.out.print(matrix);
    }

    /**
     * Issue 31: a game edited in the store while the server runs, after a read had checked it. The
     * next read that reads it from the store (here every read does: no read cache) and cannot fold it
     * answers the verification's 409 (not a 500), and a command to it is refused and appends nothing.
     * An edit that folds (an instant changed) is found by the next full check
     * ({@code GET .../integrity}), after which the same holds.
     */
    @Test
    void aLiveEditIsAnsweredAsAFailingRecordAndTakesNoCommand() throws Exception {
        String id;
        try (TestServer server = TestServer.start(dataDir)) {
            id = server.newGame("{\"event\":\"Live Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            for (int i = 0; i < MOVES.length; i++) {
                server.send(id, "MakeMove", T0.plusSeconds(10L * i), "\"player\":\"" + MOVES[i][0] + "\",\"move\":\"" + MOVES[i][1] + "\"");
            }
        }
        TestServer server = TestServer.start(dataDir, "--adjudicator.read-cache-size=0");
        try {
            assertThat(server.http.get("/api/games/" + id + "/integrity").json().get("status").asText()).isEqualTo("SOUND");
            assertThat(server.http.get("/api/games/" + id).status()).isEqualTo(200);
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db")); Statement st = c.createStatement()) {
                // c2c4 becomes a pawn's move of three squares
                assertThat(st.executeUpdate("UPDATE DomainEventEntry SET payload = CAST(REPLACE(CAST(payload AS TEXT), '\"c2c4\"', '\"c2c5\"')"
                        + " AS BLOB) WHERE aggregateIdentifier = '" + id + "' AND sequenceNumber = 3")).isEqualTo(1);
            }
            Http.Response read = server.http.get("/api/games/" + id);
            assertThat(read.status()).as(read.body()).isEqualTo(409);
            assertThat(read.json().get("type").asText()).isEqualTo(PROBLEM);
            assertThat(read.json().get("failingSeq").asLong()).isEqualTo(3);
            Http.Response command = server.http.post("/api/games/" + id + "/commands", TestServer.command("OfferDraw", T0.plusSeconds(500),
                    "\"player\":\"BLACK\""));
            assertThat(command.status()).as(command.body()).isEqualTo(409);
            assertThat(command.json().get("type").asText()).isEqualTo(PROBLEM);
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db")); Statement st = c.createStatement();
                 java.sql.ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM DomainEventEntry WHERE aggregateIdentifier = '" + id + "'")) {
                rs.next();
                assertThat(rs.getLong(1)).as("nothing appended to the failing record").isEqualTo(6);
            }

            // an edit that folds: served from what was checked until the next full check finds it
            String other = server.newGame("{\"event\":\"Live Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            server.send(other, "MakeMove", T0, "\"player\":\"WHITE\",\"move\":\"d4\"");
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db")); Statement st = c.createStatement()) {
                assertThat(st.executeUpdate("UPDATE DomainEventEntry SET payload = CAST(REPLACE(CAST(payload AS TEXT), '2026-03-01T10:00:00Z',"
                        + " '2026-03-01T10:00:01Z') AS BLOB) WHERE aggregateIdentifier = '" + other + "' AND sequenceNumber = 1")).isEqualTo(1);
            }
            JsonNode check = server.http.get("/api/games/" + other + "/integrity").json();
            assertThat(check.get("status").asText()).isEqualTo("FAILS");
            assertThat(server.http.get("/api/games/" + other).status()).isEqualTo(409);
            Http.Response after = server.http.post("/api/games/" + other + "/commands", TestServer.command("MakeMove", T0.plusSeconds(5),
                    "\"player\":\"BLACK\",\"move\":\"d5\""));
            assertThat(after.status()).as(after.body()).isEqualTo(409);
            assertThat(after.json().get("type").asText()).isEqualTo(PROBLEM);
        } finally {
            server.stopUnchecked();
        }
    }

    /**
     * Issue 31: what only a heads file kept apart finds. Events deleted after the latest checkpoint
     * leave a shorter record that is sound ({@code verify} exits 0); a store rewritten and re-signed
     * by someone who also put their own key in the key's directory and deleted both copies of the
     * checkpoints is sound under that key. {@code verify --against} a heads file taken before finds both.
     */
    @Test
    void aTailDeletedAfterTheCheckpointAndAStoreResignedWithAnotherKeyAreFoundAgainstAHeadsFile(@TempDir Path work) throws Exception {
        String rewritten;
        String shortened;
        Path checkpointFile = work.resolve("checkpoint.json");
        Path headsFile = work.resolve("heads.json");
        Path published = work.resolve("published.pub");
        try (TestServer server = TestServer.start(dataDir)) {
            rewritten = server.newGame("{\"event\":\"Heads Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            shortened = server.newGame("{\"event\":\"Heads Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            for (String id : List.of(rewritten, shortened)) {
                for (int i = 0; i < 3; i++) {
                    server.send(id, "MakeMove", T0.plusSeconds(10L * i), "\"player\":\"" + MOVES[i][0] + "\",\"move\":\"" + MOVES[i][1] + "\"");
                }
            }
            assertThat(server.http.post("/api/admin/integrity/checkpoints", "").status()).isEqualTo(201);
            java.nio.file.Files.writeString(checkpointFile, server.http.get("/api/integrity/checkpoints/latest").body());
            for (int i = 3; i < 5; i++) { // after the checkpoint
                server.send(shortened, "MakeMove", T0.plusSeconds(10L * i), "\"player\":\"" + MOVES[i][0] + "\",\"move\":\"" + MOVES[i][1] + "\"");
            }
            Http.Response heads = server.http.get("/api/integrity/heads");
            assertThat(heads.status()).isEqualTo(200);
            assertThat(heads.json().get("reason").asText()).isEqualTo("heads");
            assertThat(heads.json().get("number").asLong()).isZero();
            java.nio.file.Files.writeString(headsFile, heads.body());
            java.nio.file.Files.writeString(published, server.http.get("/api/integrity/key").json().get("publicKey").asText());
            assertThat(server.http.get("/api/integrity/checkpoints/latest").json().get("number").asLong())
                    .as("the heads document is kept nowhere").isEqualTo(1);
        }

        // deleting is not forging: the tail appended after the checkpoint, deleted, leaves a sound shorter record
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db")); Statement st = c.createStatement()) {
            assertThat(st.executeUpdate("DELETE FROM DomainEventEntry WHERE aggregateIdentifier = '" + shortened + "' AND sequenceNumber >= 4"))
                    .isEqualTo(2);
        }
        IntegrityHttpTest.Run deleted = IntegrityHttpTest.verify(dataDir);
        assertThat(deleted.status()).as(deleted.out()).isZero();
        IntegrityHttpTest.Run againstHeads = IntegrityHttpTest.verify(dataDir, "--against", headsFile.toString());
        assertThat(againstHeads.status()).as(againstHeads.out()).isEqualTo(1);
        assertThat(againstHeads.out()).contains(shortened + ": FAILS against the heads file at event 4: events 4 to 5 are missing");

        // the key substituted, both copies of the checkpoints deleted, one game rewritten and the whole store re-signed
        KeyPair attacker = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Path keys = TestServer.keyDirectory(dataDir);
        java.nio.file.Files.writeString(keys.resolve("checkpoint-signing.key"), "-----BEGIN PRIVATE KEY-----\n"
                + java.util.Base64.getEncoder().encodeToString(attacker.getPrivate().getEncoded()) + "\n-----END PRIVATE KEY-----\n");
        java.nio.file.Files.writeString(keys.resolve("checkpoint-signing.pub"), "-----BEGIN PUBLIC KEY-----\n"
                + java.util.Base64.getEncoder().encodeToString(attacker.getPublic().getEncoded()) + "\n-----END PUBLIC KEY-----\n");
        java.nio.file.Files.delete(keys.resolve("checkpoints.jsonl"));
        adjudicator.command.record.EventSignature.Signer signer = adjudicator.command.record.EventSignature.signer(attacker.getPublic(),
                attacker.getPrivate());
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db")); Statement st = c.createStatement()) {
            st.executeUpdate("DELETE FROM checkpoints");
            List<String[]> rows = new java.util.ArrayList<>();
            try (java.sql.ResultSet rs = st.executeQuery("SELECT eventIdentifier, aggregateIdentifier, sequenceNumber, payloadType, payloadRevision,"
                    + " CAST(payload AS TEXT), timeStamp, CAST(metaData AS TEXT) FROM DomainEventEntry ORDER BY aggregateIdentifier, sequenceNumber")) {
                while (rs.next()) {
                    rows.add(new String[]{rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
                            rs.getString(6), rs.getString(7), rs.getString(8)});
                }
            }
            String previous = null;
            String game = null;
            for (String[] r : rows) {
                if (!r[1].equals(game)) {
                    game = r[1];
                    previous = null;
                }
                long seq = Long.parseLong(r[2]);
                String payload = r[1].equals(rewritten) && seq == 3 ? r[5].replace("2026-03-01T10:00:20Z", "2026-03-01T10:00:21Z") : r[5];
                com.fasterxml.jackson.databind.node.ObjectNode meta = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(r[7]);
                meta.remove(List.of("recordHash", "previousHash", "recordSigningKey", "recordSignature"));
                String hash = adjudicator.command.record.RecordHash.of(adjudicator.command.record.StoredEvent.of(r[1], seq, r[3], r[4],
                        payload, r[6], meta.toString()), previous);
                adjudicator.command.record.EventSignature sig = signer.sign(r[1], seq, hash);
                meta.put("recordHash", hash);
                if (previous != null) {
                    meta.put("previousHash", previous);
                }
                meta.put("recordSigningKey", sig.key()).put("recordSignature", sig.value());
                try (java.sql.PreparedStatement up = c.prepareStatement("UPDATE DomainEventEntry SET payload = ?, metaData = ? WHERE eventIdentifier = ?")) {
                    up.setBytes(1, payload.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    up.setBytes(2, meta.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    up.setString(3, r[0]);
                    assertThat(up.executeUpdate()).isEqualTo(1);
                }
                previous = hash;
            }
        }
        IntegrityHttpTest.Run underTheirKey = IntegrityHttpTest.verify(dataDir);
        assertThat(underTheirKey.status()).as("consistent under the substituted key: " + underTheirKey.out()).isZero();
        IntegrityHttpTest.Run underThePublishedKey = IntegrityHttpTest.verify(dataDir, "--key", published.toString());
        assertThat(underThePublishedKey.status()).as(underThePublishedKey.out()).isEqualTo(1);
        assertThat(underThePublishedKey.out()).contains(rewritten + ": FAILS at event 0: it is signed by the key "
                + Checkpoint.fingerprint(attacker.getPublic()));
        IntegrityHttpTest.Run againstCheckpoint = IntegrityHttpTest.verify(dataDir, "--against", checkpointFile.toString());
        assertThat(againstCheckpoint.status()).as(againstCheckpoint.out()).isEqualTo(1);
        assertThat(againstCheckpoint.out()).contains(rewritten + ": FAILS against the heads file at event 3: its chain differs from the signed"
                + " checkpoint's head").contains("not the trusted key " + Checkpoint.fingerprint(attacker.getPublic()));
    }

    private static String fingerprintOf(Path file) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(java.nio.file.Files.readAllBytes(file)));
    }

    private static String fingerprintOfTree(Path dir) throws Exception {
        StringBuilder out = new StringBuilder();
        try (var files = java.nio.file.Files.walk(dir)) {
            for (Path f : files.sorted().toList()) {
                out.append(dir.relativize(f)).append(java.nio.file.Files.isRegularFile(f) ? fingerprintOf(f) : "/").append('\n');
            }
        }
        return out.toString();
    }

    /** The published key read as the verifier reads it. */
    private static final class SigningKeyAccess {
        static java.security.PublicKey read(String pem) throws Exception {
            return adjudicator.app.integrity.SigningKey.readPublic(pem);
        }
    }
}
