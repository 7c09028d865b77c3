package adjudicator.command.process;

import adjudicator.command.appeal.AppealEvent;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.async.SequencingPolicy;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Which of the process managers' segments handles an event (docs/scaling.md): every cause that concerns one game in
 * one segment, in the order stored. A game's own events are the game's; an appeal's decision is its game's too (read
 * once from the appeal's first event, {@link AppealEvent.AppealLodged}, which names it and is never changed), so that
 * two appeals decided on one game have their effects applied to it in the order of the decisions, and a replay ordered
 * on appeal follows the annulment it comes from. Causes in different games may be handled in another order than they
 * were stored: their consequences are commands to a tournament that do not depend on one another (an expulsion's
 * outcome does not depend on a replay ordered, nor on another player's expulsion), each sent with its own command id.
 */
public class ConsequenceSequence implements SequencingPolicy<EventMessage<?>> {

    private final Supplier<EventStore> eventStore;
    /** The games of appeals read so far (an appeal's game never changes). */
    private final Map<String, String> gameOfAppeal = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > 4096;
        }
    });

    public ConsequenceSequence(Supplier<EventStore> eventStore) {
        this.eventStore = eventStore;
    }

    @Override
    public Object getSequenceIdentifierFor(EventMessage<?> event) {
        if (!(event instanceof DomainEventMessage<?> domain)) {
            return null; // no record's: any segment (none of the process managers handles such an event)
        }
        if (domain.getPayload() instanceof AppealEvent.AppealDecided decided) {
            String game = gameOf(decided.appealId());
            if (game != null) {
                return game;
            }
        }
        return domain.getAggregateIdentifier();
    }

    /** The game an appeal was lodged against, or null when its first event is not its lodging. */
    private String gameOf(String appealId) {
        String known = gameOfAppeal.get(appealId);
        if (known != null) {
            return known;
        }
        DomainEventStream events = eventStore.get().readEvents(appealId, 0);
        if (events.hasNext() && events.next().getPayload() instanceof AppealEvent.AppealLodged lodged && lodged.gameId() != null) {
            gameOfAppeal.put(appealId, lodged.gameId());
            return lodged.gameId();
        }
        return null;
    }
}
