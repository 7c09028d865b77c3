package adjudicator.command.appeal;

import adjudicator.command.api.CommandAnswers;
import adjudicator.command.appeal.AppealCommands.AppealCommand;
import adjudicator.command.appeal.AppealCommands.AttachReadjudication;
import adjudicator.command.appeal.AppealCommands.DecideAppeal;
import adjudicator.command.appeal.AppealCommands.FormCommittee;
import adjudicator.command.appeal.AppealCommands.LodgeAppeal;
import adjudicator.command.appeal.AppealCommands.RecordStatement;
import adjudicator.command.appeal.AppealCommands.StandAside;
import adjudicator.command.appeal.AppealDecider;
import adjudicator.command.appeal.AppealState;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.messaging.MetaData;
import org.axonframework.messaging.annotation.MetaDataValue;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

import java.util.List;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/** One appeal, as Axon keeps it: a thin adapter to {@link AppealDecider} and the fold. Answers the number of events
 * appended; a repeated {@code commandId} answers the first command's. */
@Aggregate
public class Appeal {

    @AggregateIdentifier
    private String appealId;
    private final AppealState state = new AppealState();
    private final CommandAnswers answers = new CommandAnswers();

    protected Appeal() {
        // for Axon
    }

    @CommandHandler
    public Appeal(LodgeAppeal cmd, MetaData m) {
        MetaData meta = CommandAnswers.carried(m, cmd);
        AppealDecider.decide(new AppealState(), cmd).eventsOrThrow().forEach(e -> apply(e, meta));
    }

    // @formatter:off
    @CommandHandler public int handle(FormCommittee cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(StandAside cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(RecordStatement cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(AttachReadjudication cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(DecideAppeal cmd, MetaData m) { return decide(cmd, m); }
    @CommandHandler public int handle(AppealCommands.RecordEffectRefused cmd, MetaData m) { return decide(cmd, m); }
    // @formatter:on

    /**
     * Decide and apply; a command id already answered (in the command's metadata, {@link CommandAnswers})
     * is answered again with the number of events it appended, and nothing is written.
     */
    private int decide(AppealCommand cmd, MetaData m) {
        int repeated = answers.repeated(m, cmd);
        if (repeated >= 0) {
            return repeated;
        }
        List<AppealEvent> events = AppealDecider.decide(state, cmd).eventsOrThrow();
        MetaData meta = CommandAnswers.carried(m, cmd);
        events.forEach(e -> apply(e, meta));
        return events.size();
    }

    @EventSourcingHandler
    void on(AppealEvent event, @SequenceNumber long seq, @MetaDataValue(CommandAnswers.COMMAND_ID) String commandId,
            @MetaDataValue(CommandAnswers.COMMAND_DIGEST) String digest) {
        AppealState.AppealFold.evolve(state, event);
        appealId = event.appealId();
        answers.record(seq, commandId, digest);
    }
}
