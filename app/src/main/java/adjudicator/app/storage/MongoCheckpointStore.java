package adjudicator.app.storage;

import adjudicator.app.integrity.CheckpointStore;
import adjudicator.command.record.Checkpoint;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Sorts;
import org.bson.Document;

import java.util.ArrayList;
import java.util.List;

/** Signed checkpoints in MongoDB's collection {@code checkpoints}, one document each, keyed by number. */
final class MongoCheckpointStore implements CheckpointStore {

    private final MongoCollection<Document> checkpoints;

    MongoCheckpointStore(MongoCollection<Document> checkpoints) {
        this.checkpoints = checkpoints;
    }

    @Override
    public void save(Checkpoint checkpoint) {
        // inserted, never replaced: a checkpoint of a number already kept (two nodes signing at once) is refused, and the
        // one kept stays (docs/scaling.md)
        checkpoints.insertOne(new Document("_id", checkpoint.number()).append("body", checkpoint.toJson()));
    }

    @Override
    public List<String> newestFirst() {
        List<String> out = new ArrayList<>();
        for (Document d : checkpoints.find().sort(Sorts.descending("_id"))) {
            out.add(d.getString("body"));
        }
        return out;
    }
}
