package adjudicator.command.record;

import adjudicator.command.api.GameEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Renders a game's events as the contract's audit trail: {@code seq}, {@code type}, {@code at},
 * {@code recordedAt} (when the server stored it), {@code actor} (the role in the Laws),
 * {@code recordedBy} (the account that sent the command: name and role; null before accounts
 * existed), {@code article}, {@code recordHash} and {@code previousHash} (the event's link in the
 * game's hash chain, docs/integrity.md; null before the chain existed), then the event's own fields;
 * {@code recordSigningKey} and {@code recordSignature} after them where the event is signed ({@link EventSignature}: every
 * event stored since events are signed one by one); {@code atFromServerClock} true after {@code at} where the server's clock gave it ({@link ServerClock}). Read straight from the event store, the system of record, or (for a command's answer)
 * rendered from the messages the store appended.
 */
@Component
public class EventRenderer {

    private static final List<String> LEADING = List.of("seq", "type", "at", "recordedAt", "actor", "recordedBy", "article",
            RecordHash.HASH, RecordHash.PREVIOUS, EventSignature.KEY, EventSignature.SIGNATURE);

    private final EventStore eventStore;
    private final ObjectMapper mapper;

    public EventRenderer(EventStore eventStore, ObjectMapper mapper) {
        this.eventStore = eventStore;
        this.mapper = mapper;
    }

    /** The events of {@code gameId} with sequence numbers {@code first..last} inclusive ({@code last < 0}: to the end). */
    public List<ObjectNode> render(String gameId, long first, long last) {
        List<ObjectNode> out = new ArrayList<>();
        DomainEventStream stream = eventStore.readEvents(gameId, first);
        Iterator<? extends DomainEventMessage<?>> it = stream.asStream().iterator();
        while (it.hasNext()) {
            DomainEventMessage<?> message = it.next();
            if (last >= 0 && message.getSequenceNumber() > last) {
                break;
            }
            out.add(render(message));
        }
        return out;
    }

    public ObjectNode render(DomainEventMessage<?> message) {
        // the stores keep milliseconds; an answer rendered from the message as applied must say the same
        return render(message.getSequenceNumber(), (GameEvent) message.getPayload(),
                message.getTimestamp().truncatedTo(ChronoUnit.MILLIS).toString(), RecordedBy.of(message.getMetaData()),
                message.getMetaData().get(RecordHash.HASH), message.getMetaData().get(RecordHash.PREVIOUS),
                message.getMetaData().get(EventSignature.KEY), message.getMetaData().get(EventSignature.SIGNATURE),
                ServerClock.gave(message.getMetaData()));
    }

    /** An event that was not stored (a re-adjudication's): as the trail renders it, without a receipt time or an account. */
    public ObjectNode render(long seq, GameEvent event) {
        return render(seq, event, null, null, null, null, null, null, false);
    }

    /** {@code recordedAt} null: not stored, so neither receipt time nor account nor hashes. */
    private ObjectNode render(long seq, GameEvent event, String recordedAt, RecordedBy by, Object hash, Object previousHash,
                              Object signingKey, Object signature, boolean serverClock) {
        ObjectNode fields = mapper.valueToTree(event);
        ObjectNode node = mapper.createObjectNode();
        node.put("seq", seq);
        node.put("type", event.getClass().getSimpleName());
        node.set("at", fields.get("at"));
        if (serverClock) { // only where it is so: the trail of a game whose instants all came from its devices is as it was
            node.put(ServerClock.KEY, true);
        }
        if (recordedAt != null) {
            node.put("recordedAt", recordedAt);
        }
        node.set("actor", fields.get("actor"));
        if (recordedAt != null) {
            node.set("recordedBy", by == null ? mapper.nullNode() : mapper.valueToTree(by));
        }
        node.set("article", fields.hasNonNull("article") ? fields.get("article") : mapper.nullNode());
        if (recordedAt != null) { // null for events stored before the chain (docs/integrity.md)
            node.put(RecordHash.HASH, hash == null ? null : hash.toString());
            node.put(RecordHash.PREVIOUS, previousHash == null ? null : previousHash.toString());
            if (signature != null || signingKey != null) { // only where signed: the trail of an earlier record is as it was
                node.put(EventSignature.KEY, signingKey == null ? null : signingKey.toString());
                node.put(EventSignature.SIGNATURE, signature == null ? null : signature.toString());
            }
        }
        if (event instanceof adjudicator.command.api.GameCreated && fields.path("source").isNull()) {
            fields.remove("source"); // only an imported game has one: the trail of a game recorded here is as it was
        }
        fields.fieldNames().forEachRemaining(name -> {
            if (!LEADING.contains(name)) {
                node.set(name, fields.get(name));
            }
        });
        return node;
    }
}
