package adjudicator.command.appeal;

import adjudicator.command.appeal.AppealCommands.AppealCommand;
import adjudicator.command.appeal.AppealCommands.AttachReadjudication;
import adjudicator.command.appeal.AppealCommands.DecideAppeal;
import adjudicator.command.appeal.AppealCommands.FormCommittee;
import adjudicator.command.appeal.AppealCommands.LodgeAppeal;
import adjudicator.command.appeal.AppealCommands.RecordStatement;
import adjudicator.command.appeal.AppealCommands.StandAside;
import adjudicator.command.decide.AppealDecider;
import adjudicator.command.state.AppealState;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

import java.util.List;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/** One appeal, as Axon keeps it: a thin adapter to {@link AppealDecider} and the fold. Answers the number of events appended. */
@Aggregate
public class Appeal {

    @AggregateIdentifier
    private String appealId;
    private final AppealState state = new AppealState();

    protected Appeal() {
        // for Axon
    }

    @CommandHandler
    public Appeal(LodgeAppeal cmd) {
        AppealDecider.decide(new AppealState(), cmd).forEach(e -> apply(e));
    }

    // @formatter:off
    @CommandHandler public int handle(FormCommittee cmd) { return decide(cmd); }
    @CommandHandler public int handle(StandAside cmd) { return decide(cmd); }
    @CommandHandler public int handle(RecordStatement cmd) { return decide(cmd); }
    @CommandHandler public int handle(AttachReadjudication cmd) { return decide(cmd); }
    @CommandHandler public int handle(DecideAppeal cmd) { return decide(cmd); }
    // @formatter:on

    private int decide(AppealCommand cmd) {
        List<AppealEvent> events = AppealDecider.decide(state, cmd);
        events.forEach(e -> apply(e));
        return events.size();
    }

    @EventSourcingHandler
    void on(AppealEvent event) {
        AppealState.AppealFold.evolve(state, event);
        appealId = event.appealId();
    }
}
