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
     * anew at each read from its events, which are read from the store only once: a tournament's events never
     * change once stored (its chain, checked at each read up to its last event, says so), so a read fetches
     * only those stored since the last.
     */
    public TournamentState current(String tournamentId) {
        TournamentState state = new TournamentState();
        events(tournamentId).forEach(m -> TournamentState.TournamentFold.evolve(state, (TournamentEvent) m.getPayload()));
        return state;
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
