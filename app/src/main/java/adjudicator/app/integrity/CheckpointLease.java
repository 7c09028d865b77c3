package adjudicator.app.integrity;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.MongoCommandException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Updates;
import org.bson.Document;

import java.time.Duration;
import java.time.Instant;
import java.util.Date;

/**
 * Who signs the checkpoints (docs/scaling.md): one node at a time, so that they stay one chain, numbered without a gap
 * or a repeat. A node signs only while it holds the lease; it takes it when nobody holds it or its holder let it run
 * out ({@code adjudicator.integrity.lease}, 30 s: a dead holder's is taken over within that time), and keeps it by
 * taking it again before each checkpoint and on every renewal.
 */
public interface CheckpointLease {

    /** Takes or keeps the lease; whether this node holds it now. */
    boolean hold();

    /** The node that holds it, as far as this node knows; null when nobody does. */
    String holder();

    /** The embedded store: one process, which always signs. */
    static CheckpointLease solo() {
        return new CheckpointLease() {
            @Override
            public boolean hold() {
                return true;
            }

            @Override
            public String holder() {
                return null;
            }
        };
    }

    /**
     * The lease in MongoDB: the document {@code _id: "checkpoints"} of the collection {@code leases}, with its
     * {@code holder} and the instant it runs out ({@code until}). Taken by one update that matches only when this node
     * holds it or it has run out; when another node holds it, the update's insert meets the document's {@code _id}
     * and is refused (a duplicate key): the lease is not taken.
     */
    static CheckpointLease mongo(MongoCollection<Document> leases, String node, Duration length) {
        return new CheckpointLease() {
            private volatile String holder;

            @Override
            public boolean hold() {
                Instant now = Instant.now();
                try {
                    Document taken = leases.findOneAndUpdate(
                            Filters.and(Filters.eq("_id", "checkpoints"),
                                    Filters.or(Filters.eq("holder", node), Filters.lt("until", Date.from(now)))),
                            Updates.combine(Updates.set("holder", node), Updates.set("until", Date.from(now.plus(length)))),
                            new FindOneAndUpdateOptions().upsert(true).returnDocument(ReturnDocument.AFTER));
                    holder = taken == null ? null : taken.getString("holder");
                    return node.equals(holder);
                } catch (MongoWriteException e) {
                    if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                        throw e;
                    }
                } catch (MongoCommandException e) {
                    if (e.getErrorCode() != 11000) {
                        throw e;
                    }
                }
                Document current = leases.find(Filters.eq("_id", "checkpoints")).first();
                holder = current == null ? null : current.getString("holder");
                return false;
            }

            @Override
            public String holder() {
                return holder;
            }
        };
    }
}
