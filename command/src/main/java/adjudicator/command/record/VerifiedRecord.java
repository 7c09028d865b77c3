package adjudicator.command.record;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The events of one record of the store (a tournament's, an appeal's) read for a fold: checked against
 * the hash chain first (a record a signed checkpoint names but the store lacks is a failure, not an
 * unknown id), all of one kind, up to the last event seen when the read began.
 */
public final class VerifiedRecord {

    private VerifiedRecord() {
    }

    /**
     * The record's events as {@code type}; {@code unknown} gives the exception for an id the store does
     * not hold, or holds as another kind of record.
     */
    public static <E> List<E> events(EventStore eventStore, RecordVerifier verifier, String id, Class<E> type,
                                     Function<String, RuntimeException> unknown) {
        return messages(eventStore, verifier, id, type, unknown).stream().map(m -> type.cast(m.getPayload())).toList();
    }

    /**
     * The record's events as stored (upcast, with their sequence numbers), checked as {@link #events} checks
     * them: for an audit trail or a timeline, read once.
     */
    public static List<DomainEventMessage<?>> messages(EventStore eventStore, RecordVerifier verifier, String id, Class<?> type,
                                                       Function<String, RuntimeException> unknown) {
        Optional<Long> last = eventStore.lastSequenceNumberFor(id);
        if (last.isEmpty()) {
            verifier.checkMissing(id);
            throw unknown.apply(id);
        }
        verifier.check(id, last.get());
        List<DomainEventMessage<?>> out = new ArrayList<>();
        java.util.Iterator<? extends DomainEventMessage<?>> it = eventStore.readEvents(id, 0).asStream().iterator();
        while (it.hasNext()) {
            DomainEventMessage<?> message = it.next();
            if (!type.isInstance(message.getPayload())) {
                throw unknown.apply(id);
            }
            if (message.getSequenceNumber() <= last.get()) {
                out.add(message);
            }
        }
        return out;
    }

    /** The ids of the store's records of one kind ({@code kind}, e.g. {@link StoredEvent#ofAppeal}), sorted. */
    public static List<String> ids(StoredEvents stored, Predicate<StoredEvent> kind) {
        try (Stream<StoredEvent> heads = stored.heads()) {
            return heads.filter(kind).map(StoredEvent::game).sorted().toList();
        }
    }
}
