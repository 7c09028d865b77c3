package adjudicator.command.tournament;

import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.record.VerifiedRecord;
import adjudicator.command.tournament.TournamentState;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.List;

/**
 * A tournament as of its last event, folded from its events in the system of record once they are
 * checked against the hash chain (as a game's are): never behind what a command has acknowledged.
 */
@Component
public class TournamentReader {

    private final EventStore eventStore;
    private final RecordVerifier verifier;
    private final StoredEvents stored;

    public TournamentReader(EventStore eventStore, RecordVerifier verifier, StoredEvents stored) {
        this.eventStore = eventStore;
        this.verifier = verifier;
        this.stored = stored;
    }

    /** The tournament's state; {@link UnknownTournamentException} when the store has no such tournament. */
    public TournamentState current(String tournamentId) {
        TournamentState state = new TournamentState();
        VerifiedRecord.events(eventStore, verifier, tournamentId, TournamentEvent.class, UnknownTournamentException::new)
                .forEach(e -> TournamentState.TournamentFold.evolve(state, e));
        return state;
    }

    /** The tournament's events with their sequence numbers, as stored (upcast), for its audit trail. */
    public List<DomainEventMessage<?>> events(String tournamentId) {
        return VerifiedRecord.messages(eventStore, verifier, tournamentId, TournamentEvent.class, UnknownTournamentException::new);
    }

    /** The ids of every tournament in the store. */
    public List<String> ids() {
        return VerifiedRecord.ids(stored, StoredEvent::ofTournament);
    }
}
