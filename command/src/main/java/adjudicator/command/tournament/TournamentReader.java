package adjudicator.command.tournament;

import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.record.VerifiedRecord;
import adjudicator.command.tournament.TournamentState;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A tournament as of its last event, folded from its events in the system of record once they are
 * checked against the hash chain (as a game's are): never behind what a command has acknowledged.
 */
@Component
public class TournamentReader {

    private final EventStore eventStore;
    private final RecordVerifier verifier;
    private final StoredEvents stored;
    /**
     * The states folded lately, each handed to every read of the tournament until it has another event: a
     * reader only reads a state (the aggregate folds its own), and folding a big tournament's thousands of
     * events at every read was most of a read's time.
     */
    private final Map<String, Folded> folded = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Folded> eldest) {
            return size() > 64;
        }
    });
    /** The events of the tournaments read lately, as read from the store. */
    private final Map<String, List<DomainEventMessage<?>>> read = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<DomainEventMessage<?>>> eldest) {
            return size() > 64;
        }
    });

    public TournamentReader(EventStore eventStore, RecordVerifier verifier, StoredEvents stored) {
        this.eventStore = eventStore;
        this.verifier = verifier;
        this.stored = stored;
    }

    /**
     * The tournament's state; {@link UnknownTournamentException} when the store has no such tournament. Folded
     * from its events, which are read from the store only once: a tournament's events never change once stored
     * (its chain, checked at each read up to its last event, says so), so a read fetches only those stored
     * since the last, and a tournament with no new event is not folded again. The state is shared by the
     * reads: never to be changed.
     */
    public TournamentState current(String tournamentId) {
        List<DomainEventMessage<?>> events = events(tournamentId);
        Folded known = folded.get(tournamentId);
        if (known != null && known.events() == events.size()) {
            return known.state(); // the same events: the same fold, which no reader changes
        }
        TournamentState state = new TournamentState();
        events.forEach(m -> TournamentState.TournamentFold.evolve(state, (TournamentEvent) m.getPayload()));
        folded.put(tournamentId, new Folded(events.size(), state));
        return state;
    }

    /** A tournament's state as folded from its first {@code events} events. */
    private record Folded(int events, TournamentState state) {
    }

    /** The tournament's events with their sequence numbers, as stored (upcast), checked against its chain. */
    public List<DomainEventMessage<?>> events(String tournamentId) {
        Optional<Long> last = eventStore.lastSequenceNumberFor(tournamentId);
        if (last.isEmpty()) {
            verifier.checkMissing(tournamentId);
            throw new UnknownTournamentException(tournamentId);
        }
        verifier.check(tournamentId, last.get());
        List<DomainEventMessage<?>> known = read.getOrDefault(tournamentId, List.of());
        if (known.size() <= last.get()) {
            List<DomainEventMessage<?>> all = new ArrayList<>(known);
            Iterator<? extends DomainEventMessage<?>> it = eventStore.readEvents(tournamentId, known.size()).asStream().iterator();
            while (it.hasNext()) {
                DomainEventMessage<?> message = it.next();
                if (!(message.getPayload() instanceof TournamentEvent)) {
                    throw new UnknownTournamentException(tournamentId); // another record of the store (a game's) is no tournament
                }
                all.add(message);
            }
            known = List.copyOf(all);
            read.put(tournamentId, known);
        }
        return known.subList(0, (int) Math.min(known.size(), last.get() + 1));
    }

    /** The ids of every tournament in the store. */
    public List<String> ids() {
        return VerifiedRecord.ids(stored, StoredEvent::ofTournament);
    }
}
