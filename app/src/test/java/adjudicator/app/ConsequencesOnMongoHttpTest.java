package adjudicator.app;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Instant;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * On MongoDB, whose tracking tokens are no numbered positions, a tournament's command still waits for the process
 * managers to have handled every event stored before it: a pairing sent right after an expulsion in a game of the
 * tournament is refused for it (12.9.9 in 2017 numbering, as {@link ConsequencesHttpTest} checks on the embedded store),
 * with the process managers in one segment and in three (then it waits for every segment's stored token); and a chain
 * of consequences across segments (an appeal's decision annuls its game, whose annulment frees the tournament's board
 * for a replay) goes through.
 */
class ConsequencesOnMongoHttpTest {

    private static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "the process managers in {0} segment(s)")
    @ValueSource(ints = {1, 3})
    void Art12_9_9_aPairingRightAfterAnExpulsionIsRefused_onMongoDb(int segments) {
        MongoServer mongo = new MongoServer(new MemoryBackend());
        mongo.bind("127.0.0.1", 0);
        TestServer server = null;
        try {
            server = TestServer.start(dir, "--spring.data.mongodb.uri=mongodb://127.0.0.1:" + mongo.getLocalAddress().getPort(),
                    "--adjudicator.mongodb.database=consequences", "--adjudicator.consequences.start-delay=0s",
                    "--adjudicator.processing.segments=" + segments);
            JsonNode managers = null;
            for (JsonNode p : ok(server.http.get("/api/admin/projections"))) {
                if (p.get("name").asText().equals("consequences")) {
                    managers = p;
                }
            }
            assertThat(managers).as("the process managers' processor").isNotNull();
            // a few times over: without the wait, the pairing is decided before the expulsion reached the tournament
            for (int i = 0; i < 5; i++) {
                String t = server.newTournament("Mongo Cup " + i, "A, A", "B, B", "C, C");
                Http.Response paired = server.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,"
                        + "\"black\":2}],\"byes\":[{\"player\":3,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}");
                assertThat(paired.status()).as(paired.body()).isEqualTo(200);
                Http.Response games = server.http.post(t + "/rounds/1/games?at=" + T0.minusSeconds(60), "");
                assertThat(games.status()).as(games.body()).isEqualTo(200);
                String game = games.json().get("boards").get(0).get("gameId").asText();
                server.send(game, "StartClocks", T0, "");
                server.send(game, "ImposePenalty", T0.plusSeconds(30), "\"player\":\"WHITE\",\"penalty\":\"EXPULSION\","
                        + "\"reason\":\"a mobile phone rang\"");
                Http.Response pairing = server.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":2,\"games\":[{\"white\":1,"
                        + "\"black\":3}],\"byes\":[{\"player\":2,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}");
                assertThat(pairing.status()).as("pairing " + i + ": " + pairing.body()).isEqualTo(409);
                assertThat(pairing.body()).contains("expelled", "12.9.9");
            }
            for (JsonNode p : ok(server.http.get("/api/admin/projections"))) {
                if (p.get("name").asText().equals("consequences")) {
                    assertThat(p.get("segments").asInt()).as("the process managers' segments, all on this one node").isEqualTo(segments);
                }
            }
            // an appeal's decision annuls a tournament's game and orders it replayed: the game's annulment, handled by its
            // segment, frees the board in the tournament
            String t = server.newTournament("Mongo Appeal Cup", "A, A", "B, B");
            ok(server.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}"));
            String first = ok(server.http.post(t + "/rounds/1/games?at=" + T0.minusSeconds(60), "")).get("boards").get(0)
                    .get("gameId").asText();
            server.send(first, "StartClocks", T0, "");
            server.send(first, "Resign", T0.plusSeconds(100), "\"player\":\"BLACK\"");
            String appeal = ok(server.http.post("/api/appeals", "{\"gameId\":\"" + first + "\",\"appellant\":\"BLACK\",\"grounds\":"
                    + "\"the pieces were set up wrongly\",\"at\":\"" + T0.plusSeconds(300) + "\"}")).get("appealId").asText();
            ok(server.http.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"FormCommittee\",\"members\":[{\"name\":\"A\","
                    + "\"federation\":\"GER\"},{\"name\":\"B\",\"federation\":\"IND\"},{\"name\":\"C\",\"federation\":\"USA\"}]}"));
            JsonNode decided = ok(server.http.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\""
                    + T0.plusSeconds(2000) + "\",\"decision\":\"UPHELD\",\"reasons\":\"the initial position was wrong\",\"votes\":["
                    + "{\"member\":\"A\",\"vote\":\"UPHELD\"},{\"member\":\"B\",\"vote\":\"UPHELD\"},{\"member\":\"C\",\"vote\":"
                    + "\"UPHELD\"}],\"effects\":[{\"kind\":\"ANNUL_AND_REPLAY\"}]}"));
            assertThat(decided.get("effects").asText()).as(decided.toString()).isEqualTo("APPLIED");
            assertThat(ok(server.http.get("/api/games/" + first)).get("status").asText()).isEqualTo("ANNULLED");
            // the replay's board is freed by the process managers, which a tournament's request waits for
            String replay = ok(server.http.post(t + "/rounds/1/games?at=" + T0.plusSeconds(3000), "")).get("boards").get(0)
                    .get("gameId").asText();
            assertThat(replay).isNotEqualTo(first);
            String events = ok(server.http.get(t + "/events")).toString();
            assertThat(events).contains("ReplayOrdered", appeal);
        } finally {
            if (server != null) {
                server.close();
            }
            mongo.shutdownNow();
        }
    }
}
