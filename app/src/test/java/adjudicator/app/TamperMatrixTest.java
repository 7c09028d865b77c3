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
}
