package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Several nodes on one MongoDB: a rebuild must hold the claim of every segment of the game views. A node that keeps its
 * claim past {@code adjudicator.projection.rebuild-wait} (one that does not read the rebuild orders: here a "node" that
 * is only its claim, renewed in the token store) gets the rebuild refused with 409 and Retry-After, and nothing is reset;
 * once its claim runs out, this node takes the segment over, and a rebuild goes through (docs/scaling.md).
 */
class RebuildHeldElsewhereTest {

    private static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");

    @TempDir
    Path dir;

    @Test
    void aRebuildWhileAnotherNodeKeepsItsClaim_isRefused409_andResetsNothing() throws Exception {
        MongoServer mongo = new MongoServer(new MemoryBackend());
        mongo.bind("127.0.0.1", 0);
        String uri = "mongodb://127.0.0.1:" + mongo.getLocalAddress().getPort();
        AtomicBoolean ghostAlive = new AtomicBoolean(true);
        TestServer server = null;
        try (MongoClient client = MongoClients.create(uri)) {
            MongoCollection<Document> tokens = client.getDatabase("held").getCollection("trackingtokens");
            // the other node: it claimed the game views' one segment before this node started, and renews its claim
            tokens.insertOne(new Document("processorName", "game-views").append("segment", 0).append("owner", "ghost")
                    .append("timestamp", System.currentTimeMillis()).append("token", null).append("tokenType", null));
            Thread ghost = new Thread(() -> {
                while (ghostAlive.get()) {
                    tokens.updateOne(Filters.and(Filters.eq("processorName", "game-views"), Filters.eq("owner", "ghost")),
                            Updates.set("timestamp", System.currentTimeMillis()));
                    try {
                        Thread.sleep(300);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "ghost-node");
            ghost.setDaemon(true);
            ghost.start();

            server = TestServer.start(dir, "--spring.data.mongodb.uri=" + uri, "--adjudicator.mongodb.database=held",
                    "--adjudicator.projection.rebuild-wait=PT2S", "--adjudicator.processing.claim-timeout=PT3S",
                    "--adjudicator.processing.claim-interval-ms=500");
            String game = server.newGame("{\"white\":\"W, W\",\"black\":\"B, B\",\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
            server.send(game, "StartClocks", T0, "");
            assertThat(gameViews(server).get("segments").asInt()).as("the other node holds the game views").isZero();

            long asked = System.nanoTime();
            Http.Response refused = server.http.post("/api/admin/projections/rebuild", "");
            double waited = (System.nanoTime() - asked) / 1e9;
            assertThat(refused.status()).as(refused.body()).isEqualTo(409);
            assertThat(refused.header("Content-Type")).startsWith("application/problem+json");
            assertThat(refused.json().get("title").asText()).isEqualTo("Projection held by another node");
            assertThat(refused.json().get("detail").asText()).contains("game-views");
            assertThat(refused.header("Retry-After")).isNotBlank();
            assertThat(waited).as("seconds waited for the claims (rebuild-wait 2 s)").isGreaterThanOrEqualTo(2.0);
            // nothing reset: the other node's claim and token as they were, the order turned back, the processor running here
            Document held = tokens.find(Filters.eq("processorName", "game-views")).first();
            assertThat(held.getString("owner")).isEqualTo("ghost");
            assertThat(held.get("token")).isNull();
            Document order = client.getDatabase("held").getCollection("projection_state").find(Filters.eq("_id", "rebuild")).first();
            assertThat(order.getString("phase")).as("every node goes on as before").isEqualTo("replay");
            assertThat(gameViews(server).get("running").asBoolean()).isTrue();

            // the other node dies: its claim runs out (3 s), this node takes the segment and lists the game
            ghostAlive.set(false);
            ghost.join();
            for (long deadline = System.nanoTime() + 30_000_000_000L; System.nanoTime() < deadline; Thread.sleep(100)) {
                if (server.http.get("/api/games").json().toString().contains(game)) {
                    break;
                }
            }
            assertThat(gameViews(server).get("segments").asInt()).as("taken over").isOne();
            assertThat(server.http.get("/api/games").json().toString()).contains(game);
            Http.Response rebuilt = server.http.post("/api/admin/projections/rebuild", "");
            assertThat(rebuilt.status()).as(rebuilt.body()).isEqualTo(202);
        } finally {
            ghostAlive.set(false);
            if (server != null) {
                server.close();
            }
            mongo.shutdownNow();
        }
    }

    private static JsonNode gameViews(TestServer server) {
        for (JsonNode p : server.http.get("/api/admin/projections").json()) {
            if (p.get("name").asText().equals("game-views")) {
                return p;
            }
        }
        throw new AssertionError("no game views in /api/admin/projections");
    }
}
