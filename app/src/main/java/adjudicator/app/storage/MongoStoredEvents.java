package adjudicator.app.storage;

import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import org.bson.Document;
import org.bson.types.Binary;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * MongoDB's events as stored: the documents of Axon's {@code domainevents} collection (one per
 * event). The payload and metadata are kept as JSON text or as documents, as the serializer chose;
 * both are read back as JSON.
 */
final class MongoStoredEvents implements StoredEvents {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final MongoCollection<Document> events;

    MongoStoredEvents(MongoCollection<Document> events) {
        this.events = events;
    }

    @Override
    public Stream<StoredEvent> read(String game, long fromSeq) {
        List<StoredEvent> found = new ArrayList<>();
        for (Document d : events.find(Filters.and(Filters.eq("aggregateIdentifier", game), Filters.gte("sequenceNumber", fromSeq)))
                .sort(Sorts.ascending("sequenceNumber"))) {
            found.add(of(d));
        }
        return found.stream();
    }

    @Override
    public Optional<StoredEvent> last(String game) {
        Document d = events.find(Filters.eq("aggregateIdentifier", game)).sort(Sorts.descending("sequenceNumber")).first();
        return Optional.ofNullable(d).map(MongoStoredEvents::of);
    }

    @Override
    public Stream<String> games() {
        List<String> games = new ArrayList<>();
        events.distinct("aggregateIdentifier", String.class).into(games);
        return games.stream().sorted();
    }

    private static StoredEvent of(Document d) {
        return StoredEvent.of(d.getString("aggregateIdentifier"), ((Number) d.get("sequenceNumber")).longValue(),
                d.getString("payloadType"), d.getString("payloadRevision"), json(d.get("serializedPayload")),
                String.valueOf(d.get("timestamp")), json(d.get("serializedMetaData")));
    }

    private static String json(Object stored) {
        if (stored == null) {
            return null;
        }
        if (stored instanceof String text) {
            return text;
        }
        if (stored instanceof Binary binary) {
            return new String(binary.getData(), StandardCharsets.UTF_8);
        }
        if (stored instanceof byte[] bytes) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
        if (stored instanceof Map<?, ?> map) {
            try {
                return JSON.writeValueAsString(map);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot read a stored document as JSON", e);
            }
        }
        return stored.toString();
    }
}
