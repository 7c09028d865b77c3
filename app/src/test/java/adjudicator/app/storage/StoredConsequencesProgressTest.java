package adjudicator.app.storage;

import adjudicator.command.process.Consequences;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.extensions.mongo.DefaultMongoTemplate;
import org.axonframework.extensions.mongo.eventsourcing.eventstore.MongoTrackingToken;
import org.axonframework.extensions.mongo.eventsourcing.tokenstore.MongoTokenStore;
import org.axonframework.serialization.json.JacksonSerializer;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * On MongoDB a tournament's command waits until the process managers have handled every event stored before it: until
 * the token the token store keeps for each of their segments covers the newest event, whichever node holds it. The
 * tokens written by Axon's own token store, as the nodes write them.
 */
class StoredConsequencesProgressTest {

    private static final Instant T = Instant.parse("2026-04-01T10:00:00Z");

    private MongoServer server;
    private MongoClient client;
    private MongoTokenStore tokenStore;
    private StoredConsequencesProgress progress;
    private MongoCollection<Document> events;

    @BeforeEach
    void start() {
        server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        client = MongoClients.create("mongodb://127.0.0.1:" + server.getLocalAddress().getPort());
        MongoDatabase db = client.getDatabase("progress");
        JacksonSerializer serializer = JacksonSerializer.defaultSerializer();
        tokenStore = MongoTokenStore.builder().mongoTemplate(DefaultMongoTemplate.builder().mongoDatabase(client, "progress").build())
                .serializer(serializer).nodeId("node-a").build();
        events = db.getCollection("domainevents");
        progress = new StoredConsequencesProgress(db.getCollection("trackingtokens"), events, serializer);
    }

    @AfterEach
    void stop() {
        client.close();
        server.shutdownNow();
    }

    /** The token of a stream that has read e1 (stored at T) and, when {@code second}, e2 (a second later). */
    private static TrackingToken read(boolean second) {
        return second ? MongoTrackingToken.of(T.plusSeconds(1), Map.of("e1", T.toEpochMilli(), "e2", T.plusSeconds(1).toEpochMilli()))
                : MongoTrackingToken.of(T, Map.of("e1", T.toEpochMilli()));
    }

    private void stored(String id, Instant at) {
        events.insertOne(new Document("eventIdentifier", id).append("timestamp", at.toString()).append("aggregateIdentifier", "g")
                .append("sequenceNumber", 0L));
    }

    @Test
    void theNewestEventIsHandled_onlyOnceEverySegmentsStoredTokenCoversIt() {
        assertThat(progress.head()).as("an empty store").isNull();
        stored("e1", T);
        stored("e2", T.plusSeconds(1));
        TrackingToken head = progress.head();
        tokenStore.initializeTokenSegments(Consequences.GROUP, 3, null);
        assertThat(progress.covers(head)).as("no segment has started").isFalse();

        tokenStore.fetchToken(Consequences.GROUP, 0);
        tokenStore.storeToken(read(true), Consequences.GROUP, 0);
        tokenStore.fetchToken(Consequences.GROUP, 1);
        tokenStore.storeToken(read(true), Consequences.GROUP, 1);
        tokenStore.fetchToken(Consequences.GROUP, 2);
        tokenStore.storeToken(read(false), Consequences.GROUP, 2);
        assertThat(progress.covers(head)).as("segment 2 has not read e2 yet").isFalse();

        tokenStore.storeToken(read(true), Consequences.GROUP, 2);
        assertThat(progress.covers(head)).as("every segment has read e2").isTrue();

        stored("e3", T.plusSeconds(2));
        assertThat(progress.covers(progress.head())).as("a newer event, which no segment has read").isFalse();
    }

    @Test
    void anotherProcessorsTokens_doNotCount() {
        stored("e1", T);
        tokenStore.initializeTokenSegments("game-views", 1, null);
        tokenStore.fetchToken("game-views", 0);
        tokenStore.storeToken(read(false), "game-views", 0);
        assertThat(progress.covers(progress.head())).as("the process managers have no token").isFalse();
    }
}
