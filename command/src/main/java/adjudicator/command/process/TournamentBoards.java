package adjudicator.command.process;

import adjudicator.command.api.GameCreated;
import adjudicator.command.record.RecordFailsVerificationException;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.UnknownTournamentException;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.Optional;

/** The tournament's board a game is played on, for the process managers that carry a game's events to its tournament. */
@Component
public class TournamentBoards {

    /** A tournament as it is now, and the board of its round that the game is played on. */
    public record Located(TournamentState tournament, TournamentState.RoundBoard board) {
    }

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(TournamentBoards.class);

    private final EventStore eventStore;
    private final TournamentReader tournaments;

    public TournamentBoards(EventStore eventStore, TournamentReader tournaments) {
        this.eventStore = eventStore;
        this.tournaments = tournaments;
    }

    /**
     * As {@link #of}, for a process manager: a record that fails verification takes nothing more, so the
     * consequence {@code what} is not carried and the log says why.
     */
    public Optional<Located> forConsequence(String gameId, String what) {
        try {
            return of(gameId);
        } catch (RecordFailsVerificationException e) {
            log.error("{} is not carried to its tournament: a record fails verification ({})", what, e.getMessage());
            return Optional.empty();
        }
    }

    /** The board of the game {@code gameId} in the tournament of its event, if its event is a tournament of this system. */
    public Optional<Located> of(String gameId) {
        DomainEventStream events = eventStore.readEvents(gameId, 0);
        if (!events.hasNext()) {
            return Optional.empty();
        }
        DomainEventMessage<?> first = events.next();
        if (!(first.getPayload() instanceof GameCreated created) || created.event() == null) {
            return Optional.empty();
        }
        TournamentState t;
        try {
            t = tournaments.current(TournamentDecider.idOf(created.event()));
        } catch (UnknownTournamentException e) {
            return Optional.empty(); // a game of an event that is no tournament of this system
        }
        return t.boardOf(gameId).map(b -> new Located(t, b));
    }
}
