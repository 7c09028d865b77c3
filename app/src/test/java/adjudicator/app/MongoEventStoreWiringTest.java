package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The production wiring (events in Axon's Mongo event store, tokens and read models in the same
 * database) exercised once, against mongo-java-server standing in for MongoDB.
 */
class MongoEventStoreWiringTest {

    @TempDir
    Path workDir;

    @Test
    void aGamePlayedOnMongoKeepsItsEventsAndViewsInMongo() {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        InetSocketAddress address = server.getLocalAddress();
        String uri = "mongodb://127.0.0.1:" + address.getPort();
        Path unusedDataDir = workDir.resolve("data");
        TestServer app = TestServer.start(unusedDataDir,
                "--spring.data.mongodb.uri=" + uri, "--adjudicator.mongodb.database=wiring");
        try {
            Http http = app.http;
            String id = FoolsMateHttpTest.playFoolsMate(http, "FIDE_2017");

            JsonNode state = http.get("/api/games/" + id).json();
            assertThat(state.get("result").asText()).isEqualTo("0-1");
            assertThat(state.get("termination").asText()).isEqualTo("CHECKMATE");
            assertThat(state.get("terminationArticle").asText()).isEqualTo("5.1.1");
            assertThat(http.get("/api/games/" + id + "/events").json()).hasSize(10);
            JsonNode projections = http.get("/api/admin/projections").json();
            assertThat(projections.get(0).get("name").asText()).isEqualTo("game-views");
            assertThat(projections.get(0).get("behind").isNull()).as("Mongo tokens carry no position").isTrue();

            try (MongoClient client = MongoClients.create(uri)) {
                var db = client.getDatabase("wiring");
                assertThat(db.getCollection("domainevents").countDocuments(new Document("aggregateIdentifier", id)))
                        .isEqualTo(10);
                // each event's own document carries its signature (MongoDB has no transactions here: no genuine
                // event can be stored without it, whatever a crash cuts)
                for (Document event : db.getCollection("domainevents").find(new Document("aggregateIdentifier", id))) {
                    assertThat(event.toJson()).as("event %s", event.get("sequenceNumber")).contains("recordSignature")
                            .contains("recordSigningKey").contains("recordHash");
                }
                ProjectionRebuildTest.settledViews(new adjudicator.query.GameSummaryRepository(db,
                        app.bean(com.fasterxml.jackson.databind.ObjectMapper.class)), 1, 9);
                assertThat(db.getCollection("trackingtokens").countDocuments()).isGreaterThan(0);
                // the accounts live beside the events, each token only as its SHA-256
                Document admin = db.getCollection("accounts").find(new Document("_id", "admin")).first();
                assertThat(admin.getString("role")).isEqualTo("ADMIN");
                assertThat(admin.getString("tokenSha256")).isEqualTo(adjudicator.app.access.Tokens.sha256(TestServer.ADMIN_TOKEN));
                assertThat(admin.toJson()).doesNotContain(TestServer.ADMIN_TOKEN);
            }
            // the hash chain and the checkpoints on MongoDB: sound as stored, then an edited result found
            JsonNode integrity = http.get("/api/games/" + id + "/integrity").json();
            assertThat(integrity.get("status").asText()).isEqualTo("SOUND");
            assertThat(http.post("/api/admin/integrity/checkpoints", "").status()).isEqualTo(201);
            try (MongoClient client = MongoClients.create(uri)) {
                var db = client.getDatabase("wiring");
                assertThat(db.getCollection("checkpoints").countDocuments()).isPositive();
                Document ended = db.getCollection("domainevents").find(new Document("aggregateIdentifier", id)
                        .append("sequenceNumber", 9L)).first();
                Object payload = ended.get("serializedPayload");
                Object altered = payload instanceof String text ? text.replace("\"0-1\"", "\"1-0\"")
                        : new Document((Document) payload).append("result", "1-0");
                assertThat(altered.toString()).contains("1-0");
                db.getCollection("domainevents").updateOne(new Document("_id", ended.get("_id")),
                        new Document("$set", new Document("serializedPayload", altered)));
            }
            JsonNode after = http.get("/api/games/" + id + "/integrity").json();
            assertThat(after.get("status").asText()).isEqualTo("FAILS");
            assertThat(after.get("failingSeq").asLong()).isEqualTo(9);
            assertThat(http.get("/api/admin/integrity").json().get("failing")).hasSize(1);
            assertThat(Files.exists(unusedDataDir)).as("no embedded store is created in MongoDB mode").isFalse();
        } finally {
            app.stopUnchecked(); // its record was altered on purpose
            server.shutdownNow();
        }
    }
}
