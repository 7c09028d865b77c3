package adjudicator.command.tournament;

import adjudicator.command.decide.TournamentDecider;
import adjudicator.command.state.TournamentState;
import adjudicator.command.tournament.TournamentCommands.AssignGame;
import adjudicator.command.tournament.TournamentCommands.CreateTournament;
import adjudicator.command.tournament.TournamentCommands.EnterResult;
import adjudicator.command.tournament.TournamentCommands.ExpelPlayer;
import adjudicator.command.tournament.TournamentCommands.ImportTournament;
import adjudicator.command.tournament.TournamentCommands.PairRound;
import adjudicator.command.tournament.TournamentCommands.RegisterPlayer;
import adjudicator.command.tournament.TournamentCommands.TournamentCommand;
import adjudicator.command.tournament.TournamentCommands.WithdrawPlayer;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

import java.util.List;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/**
 * One tournament, as Axon keeps it: a thin adapter. Each command goes to {@link TournamentDecider}
 * with the tournament's {@link TournamentState}; the events decided are applied and folded by
 * {@link TournamentState.TournamentFold}; a refusal is thrown before anything is applied.
 * Answers the number of events appended.
 */
@Aggregate
public class Tournament {

    @AggregateIdentifier
    private String tournamentId;
    private final TournamentState state = new TournamentState();

    protected Tournament() {
        // for Axon
    }

    @CommandHandler
    public Tournament(CreateTournament cmd) {
        applyAll(TournamentDecider.decide(new TournamentState(), cmd));
    }

    @CommandHandler
    public Tournament(ImportTournament cmd) {
        applyAll(TournamentDecider.importing(new TournamentState(), cmd));
    }

    // @formatter:off
    @CommandHandler public int handle(RegisterPlayer cmd) { return decide(cmd); }
    @CommandHandler public int handle(WithdrawPlayer cmd) { return decide(cmd); }
    @CommandHandler public int handle(ExpelPlayer cmd) { return decide(cmd); }
    @CommandHandler public int handle(PairRound cmd) { return decide(cmd); }
    @CommandHandler public int handle(EnterResult cmd) { return decide(cmd); }
    @CommandHandler public int handle(AssignGame cmd) { return decide(cmd); }
    @CommandHandler public int handle(TournamentCommands.OrderReplay cmd) { return decide(cmd); }
    // @formatter:on

    private int decide(TournamentCommand cmd) {
        List<TournamentEvent> events = TournamentDecider.decide(state, cmd);
        applyAll(events);
        return events.size();
    }

    private static void applyAll(List<TournamentEvent> events) {
        events.forEach(e -> apply(e));
    }

    @EventSourcingHandler
    void on(TournamentEvent event) {
        TournamentState.TournamentFold.evolve(state, event);
        tournamentId = state.tournamentId();
    }
}
