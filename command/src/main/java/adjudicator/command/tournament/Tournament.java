package adjudicator.command.tournament;

import adjudicator.command.api.CommandAnswers;
import adjudicator.command.tournament.TournamentCommands.AssignGame;
import adjudicator.command.tournament.TournamentCommands.CreateTournament;
import adjudicator.command.tournament.TournamentCommands.EnterResult;
import adjudicator.command.tournament.TournamentCommands.ExpelPlayer;
import adjudicator.command.tournament.TournamentCommands.ImportTournament;
import adjudicator.command.tournament.TournamentCommands.PairRound;
import adjudicator.command.tournament.TournamentCommands.RegisterPlayer;
import adjudicator.command.tournament.TournamentCommands.TournamentCommand;
import adjudicator.command.tournament.TournamentCommands.WithdrawPlayer;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.command.tournament.TournamentState;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.messaging.MetaData;
import org.axonframework.messaging.annotation.MetaDataValue;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

import java.util.List;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/**
 * One tournament, as Axon keeps it: a thin adapter. Each command goes to {@link TournamentDecider}
 * with the tournament's {@link TournamentState}; the events decided are applied and folded by
 * {@link TournamentState.TournamentFold}; a refusal is thrown before anything is applied.
 * Answers the number of events appended; a repeated {@code commandId} answers the first command's.
 */
@Aggregate
public class Tournament {

    @AggregateIdentifier
    private String tournamentId;
    private final TournamentState state = new TournamentState();
    private final CommandAnswers answers = new CommandAnswers();

    protected Tournament() {
        // for Axon
    }

    @CommandHandler
    public Tournament(CreateTournament cmd) {
        applyAll(TournamentDecider.decide(new TournamentState(), cmd).eventsOrThrow());
    }

    @CommandHandler
    public Tournament(ImportTournament cmd) {
        applyAll(TournamentDecider.importing(new TournamentState(), cmd).eventsOrThrow());
    }

    // @formatter:off
    @CommandHandler public int handle(RegisterPlayer cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(WithdrawPlayer cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(ExpelPlayer cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(PairRound cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(EnterResult cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(AssignGame cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.OrderReplay cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.SetBroadcastDelay cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.SetInitialColour cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.RequestBye cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.SetKFactor cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.WithdrawByeRequest cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.IssueFeed cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.RevokeFeed cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.FollowLiveChess cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(TournamentCommands.StopFollowing cmd, MetaData m) { return decide(cmd, m); }
    // @formatter:on

    /**
     * Decide and apply; a command id already answered (in the command's metadata, {@link CommandAnswers})
     * is answered again with the number of events it appended, and nothing is written.
     */
    private int decide(TournamentCommand cmd, MetaData m) {
        int repeated = answers.repeated(m, cmd);
        if (repeated >= 0) {
            return repeated;
        }
        List<TournamentEvent> events = TournamentDecider.decide(state, cmd).eventsOrThrow();
        MetaData meta = CommandAnswers.carried(m, cmd);
        events.forEach(e -> apply(e, meta));
        return events.size();
    }

    private static void applyAll(List<TournamentEvent> events) {
        events.forEach(e -> apply(e));
    }

    @EventSourcingHandler
    void on(TournamentEvent event, @SequenceNumber long seq, @MetaDataValue(CommandAnswers.COMMAND_ID) String commandId,
            @MetaDataValue(CommandAnswers.COMMAND_DIGEST) String digest) {
        TournamentState.TournamentFold.evolve(state, event);
        tournamentId = state.tournamentId();
        answers.record(seq, commandId, digest);
    }
}
