package adjudicator.command.tournament;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.decide.TournamentDecider;
import adjudicator.command.state.TournamentState;
import adjudicator.engine.Color;
import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

/**
 * What a game's ruling does to its tournament: an expulsion imposed in a game (2005 13.4g; RF 2013
 * 14.4.7; 2017/2023 12.9.9) expels the player from the competition, as a new event of the tournament
 * recorded by the same account, so that he is paired no more. Sent after the game's command was
 * applied; sent again (a repeated command), it changes nothing.
 */
@Component
public class TournamentConsequences {

    private final CommandGateway commands;
    private final EventStore eventStore;
    private final TournamentReader tournaments;

    public TournamentConsequences(CommandGateway commands, EventStore eventStore, TournamentReader tournaments) {
        this.commands = commands;
        this.eventStore = eventStore;
        this.tournaments = tournaments;
    }

    /** After {@code command} was applied to its game: the tournament's consequences, if any. */
    public void after(Commands.GameCommand command) {
        if (!(command instanceof Commands.ImposePenalty p) || p.penalty() != PenaltyKind.EXPULSION) {
            return;
        }
        DomainEventStream events = eventStore.readEvents(p.gameId(), 0);
        if (!events.hasNext()) {
            return;
        }
        DomainEventMessage<?> first = events.next();
        if (!(first.getPayload() instanceof GameCreated created) || created.event() == null) {
            return;
        }
        String tournamentId = TournamentDecider.idOf(created.event());
        TournamentState s;
        try {
            s = tournaments.current(tournamentId);
        } catch (UnknownTournamentException e) {
            return; // a game of an event that is no tournament of this system
        }
        for (TournamentState.Round r : s.rounds().values()) {
            for (TournamentState.BoardState b : r.boards().values()) {
                if (!p.gameId().equals(b.gameId())) {
                    continue;
                }
                for (Color color : p.player().colors()) {
                    int rank = color == Color.WHITE ? b.pairing().white() : b.pairing().black();
                    TournamentState.Player player = s.players().get(rank);
                    if (player.expelledFrom() != null) {
                        continue;
                    }
                    try {
                        commands.sendAndWait(new TournamentCommands.ExpelPlayer(tournamentId, p.at(), rank, null,
                                "expelled in game " + p.gameId() + " (round " + r.number() + ", board " + b.pairing().board() + ")"
                                        + (p.reason() == null ? "" : ": " + p.reason())));
                    } catch (CommandExecutionException e) {
                        if (!(e.getCause() instanceof GameRuleException)) {
                            throw e;
                        }
                        // expelled meanwhile: nothing more to do
                    }
                }
            }
        }
    }
}
