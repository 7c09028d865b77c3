package adjudicator.command.record;

import org.axonframework.common.DateTimeUtils;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Seals every event as it is stored: an event-store dispatch interceptor (run as the command's unit
 * of work prepares its commit, before the events are appended) adds to each event's metadata its
 * {@link RecordHash}, its predecessor's and its {@link EventSignature} by the server's key, so that
 * hash, signature and event are written together by the store itself: in one row, in the command's
 * transaction (the embedded store), or in the event's own document (MongoDB). Nothing is chained
 * onto a game whose record is known to fail verification. The game's head (last sequence number and hash) is kept for the
 * games written lately and updated only once the unit of work has committed; otherwise the game's
 * stored events are verified ({@link RecordVerifier}) and the head taken from them. A game whose
 * events were stored before the chain continues the chain computed over them as stored
 * (docs/integrity.md).
 */
@Component
public class RecordChain {

    /** The last event of a game: its sequence number and hash. */
    public record Head(long seq, String hash) {
    }

    private final Serializer serializer;
    private final StoredEvents stored;
    private final RecordVerifier verifier;
    private final EventSignature.Signer signer;
    private final Map<String, Head> heads;

    public RecordChain(EventStore eventStore, @Qualifier("eventSerializer") Serializer serializer, StoredEvents stored,
                       RecordVerifier verifier, EventSignature.Signer signer,
                       @Value("${adjudicator.aggregate-cache-size:1000}") int size) {
        this.serializer = serializer;
        this.stored = stored;
        this.verifier = verifier;
        this.signer = signer;
        this.heads = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Head> eldest) {
                return size() > Math.max(16, size);
            }
        });
        eventStore.registerDispatchInterceptor(messages -> {
            List<EventMessage<?>> sealed = seal(messages);
            return (index, message) -> sealed.get(index);
        });
    }

    /**
     * The game's head (its last event's sequence number and hash): the one kept since its last write
     * here, or the stored record's, verified. Empty for an unknown game.
     */
    public Optional<Head> head(String game) {
        Head known = heads.get(game);
        if (known != null) {
            return Optional.of(known);
        }
        return stored.last(game).map(last -> verifiedHead(game, last.seq()));
    }

    /**
     * Refuses, with {@link RecordFailsVerificationException}, a command to a game whose stored record
     * fails verification, before the command is decided on that record. A game whose last event was
     * sealed here is not read again; any other is verified once (after a restart, say) and its head kept.
     */
    public void ensureSound(String game) {
        verifier.refuseIfFailing(game);
        if (heads.containsKey(game)) {
            return;
        }
        stored.last(game).ifPresent(last -> {
            Head head = verifiedHead(game, last.seq());
            heads.putIfAbsent(game, head);
        });
    }

    /** The head over the game's events 0..{@code upTo} as stored, refused when they fail verification. */
    private Head verifiedHead(String game, long upTo) {
        Verification verification = verifier.check(game, upTo);
        return new Head(verification.events() - 1, verification.head());
    }

    private List<EventMessage<?>> seal(List<? extends EventMessage<?>> messages) {
        Map<String, Head> written = new HashMap<>();
        List<EventMessage<?>> sealed = new ArrayList<>(messages.size());
        for (EventMessage<?> message : messages) {
            if (!(message instanceof DomainEventMessage<?> event) || event.getAggregateIdentifier() == null) {
                sealed.add(message);
                continue;
            }
            String game = event.getAggregateIdentifier();
            long seq = event.getSequenceNumber();
            Head before = written.containsKey(game) ? written.get(game) : headBefore(game, seq);
            String previous = before != null && before.seq() == seq - 1 ? before.hash() : null;
            String hash = RecordHash.of(asStored(event), previous);
            Map<String, Object> chain = new HashMap<>();
            chain.put(RecordHash.HASH, hash);
            if (previous != null) {
                chain.put(RecordHash.PREVIOUS, previous);
            }
            EventSignature signature = signer.sign(game, seq, hash);
            chain.put(EventSignature.KEY, signature.key());
            chain.put(EventSignature.SIGNATURE, signature.value());
            sealed.add(event.andMetaData(chain));
            written.put(game, new Head(seq, hash));
        }
        if (!written.isEmpty() && CurrentUnitOfWork.isStarted()) {
            UnitOfWork<?> unitOfWork = CurrentUnitOfWork.get();
            unitOfWork.afterCommit(u -> heads.putAll(written));
            unitOfWork.onRollback(u -> written.keySet().forEach(heads::remove));
        } else {
            heads.putAll(written);
        }
        return sealed;
    }

    /**
     * The head that event {@code seq} of the game follows: the one kept when it is {@code seq - 1};
     * otherwise the stored record's, verified first, so that nothing is chained onto a record that
     * fails verification (the command is then refused with the verification's problem).
     */
    private Head headBefore(String game, long seq) {
        if (seq == 0) {
            return null;
        }
        verifier.refuseIfFailing(game);
        Head known = heads.get(game);
        if (known != null && known.seq() == seq - 1) {
            return known;
        }
        return verifiedHead(game, seq - 1);
    }

    /** The event as the store will keep it: its payload serialized by the store's serializer. */
    private StoredEvent asStored(DomainEventMessage<?> event) {
        SerializedObject<byte[]> payload = event.serializePayload(serializer, byte[].class);
        return StoredEvent.of(event.getAggregateIdentifier(), event.getSequenceNumber(), payload.getType().getName(),
                payload.getType().getRevision(), new String(payload.getData(), StandardCharsets.UTF_8),
                DateTimeUtils.formatInstant(event.getTimestamp()), event.getMetaData());
    }
}
