package adjudicator.app.storage;

import adjudicator.command.process.Consequences;
import adjudicator.command.process.ConsequencesProgress;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import org.axonframework.common.DateTimeUtils;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.extensions.mongo.eventsourcing.eventstore.MongoTrackingToken;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.bson.Document;
import org.bson.types.Binary;

import java.time.Instant;
import java.util.Map;

/**
 * How far the process managers have got on MongoDB, whichever node runs them (docs/scaling.md): the newest stored
 * event as a token, and whether the token the token store keeps for every segment of theirs (collection
 * {@code trackingtokens}, read without claiming it) covers it. Each segment reads the whole stream and stores its
 * token past the events of the other segments too, so a cause is handled once every segment's token covers it.
 */
final class StoredConsequencesProgress implements ConsequencesProgress {

    private final MongoCollection<Document> tokens;
    private final MongoCollection<Document> events;
    private final Serializer serializer;

    StoredConsequencesProgress(MongoCollection<Document> tokens, MongoCollection<Document> events, Serializer serializer) {
        this.tokens = tokens;
        this.events = events;
        this.serializer = serializer;
    }

    @Override
    public TrackingToken head() {
        Document newest = events.find().sort(Sorts.descending("timestamp"))
                .projection(new Document("timestamp", 1).append("eventIdentifier", 1)).first();
        if (newest == null) {
            return null;
        }
        Instant at = DateTimeUtils.parseInstant(String.valueOf(newest.get("timestamp")));
        return MongoTrackingToken.of(at, Map.of(newest.getString("eventIdentifier"), at.toEpochMilli()));
    }

    @Override
    public boolean covers(TrackingToken head) {
        boolean any = false;
        for (Document d : tokens.find(Filters.eq("processorName", Consequences.GROUP))) {
            Object data = d.get("token");
            if (data == null) {
                return false; // a segment not started yet
            }
            byte[] bytes = data instanceof Binary binary ? binary.getData() : (byte[]) data;
            TrackingToken token = serializer.deserialize(new SimpleSerializedObject<>(bytes, byte[].class, d.getString("tokenType"), null));
            if (token == null || !token.covers(head)) {
                return false;
            }
            any = true;
        }
        return any;
    }
}
