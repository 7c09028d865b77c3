package adjudicator.app.integrity;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import org.bson.Document;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** One node at a time holds the lease of the checkpoints; another takes it once its holder has let it run out. */
class CheckpointLeaseTest {

    @Test
    void oneNodeAtATimeHoldsTheLeaseAndAnotherTakesItOnceItRunsOut() throws Exception {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        try (MongoClient client = MongoClients.create("mongodb://127.0.0.1:" + server.getLocalAddress().getPort())) {
            MongoCollection<Document> leases = client.getDatabase("lease").getCollection("leases");
            CheckpointLease a = CheckpointLease.mongo(leases, "node-a", Duration.ofMillis(500));
            CheckpointLease b = CheckpointLease.mongo(leases, "node-b", Duration.ofMillis(500));
            assertThat(a.hold()).isTrue();
            assertThat(b.hold()).isFalse();
            assertThat(b.holder()).isEqualTo("node-a");
            assertThat(a.hold()).as("kept by its holder").isTrue();
            Thread.sleep(700); // node-a stops renewing it (a dead node)
            assertThat(b.hold()).as("taken over once it ran out").isTrue();
            assertThat(a.hold()).isFalse();
            assertThat(a.holder()).isEqualTo("node-b");
            assertThat(CheckpointLease.solo().hold()).as("the embedded store's one process").isTrue();
        } finally {
            server.shutdownNow();
        }
    }
}
