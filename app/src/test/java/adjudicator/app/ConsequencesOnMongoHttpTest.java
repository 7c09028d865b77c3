package adjudicator.app;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On MongoDB, whose tracking tokens are no numbered positions, a tournament's command still waits for the process
 * managers to have handled every event stored before it: a pairing sent right after an expulsion in a game of the
 * tournament is refused for it (12.9.9 in 2017 numbering, as {@link ConsequencesHttpTest} checks on the embedded store).
 */
class ConsequencesOnMongoHttpTest {

    private static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");

    @TempDir
    Path dir;

    @Test
    void Art12_9_9_aPairingRightAfterAnExpulsionIsRefused_onMongoDb() {
        MongoServer mongo = new MongoServer(new MemoryBackend());
        mongo.bind("127.0.0.1", 0);
        TestServer server = null;
        try {
            server = TestServer.start(dir, "--spring.data.mongodb.uri=mongodb://127.0.0.1:" + mongo.getLocalAddress().getPort(),
                    "--adjudicator.mongodb.database=consequences", "--adjudicator.consequences.start-delay=0s");
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
        } finally {
            if (server != null) {
                server.close();
            }
            mongo.shutdownNow();
        }
    }
}
