package adjudicator.command.process;

import adjudicator.command.api.Appended;
import adjudicator.command.api.CommandAnswers;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameAnnulledOnAppeal;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameResumedOnAppeal;
import adjudicator.command.api.PenaltyWithdrawnOnAppeal;
import adjudicator.command.api.Rejection;
import adjudicator.command.api.ResultAmendedOnAppeal;
import adjudicator.command.api.UnknownGameException;
import adjudicator.command.appeal.AppealCommands;
import adjudicator.command.appeal.AppealEvent.AppealDecided;
import adjudicator.command.appeal.AppealEvent;
import adjudicator.command.appeal.AppealReader;
import adjudicator.command.appeal.AppealState;
import adjudicator.command.game.AppliedEvents;
import adjudicator.command.record.RecordFailsVerificationException;
import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.VerifiedRecord;
import adjudicator.command.state.GameFold;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DisallowReplay;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.MetaData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.List;

/**
 * The process manager of an appeal's decision: each effect the committee decided (docs/appeals.md) is
 * applied to the game as the game's own command citing the appeal, recorded by the account that recorded
 * the decision, whoever wrote the decision and however (HTTP, the command line, an import). Each effect's
 * command id is derived from the decision ({@code appeal:ID:SEQ:effect:I}), so that after a crash between
 * the decision and its effects they are applied when the processor resumes, and exactly once. An effect
 * the game refuses (its state changed since the decision) is recorded on the appeal as
 * {@link AppealEvent.AppealEffectRefused}, with the game's refusal and its article: never lost silently.
 */
@Component
@ProcessingGroup(Consequences.GROUP)
@DisallowReplay
@ConditionalOnProperty(name = "adjudicator.consequences.enabled", havingValue = "true", matchIfMissing = true)
public class AppealEffects {

    private static final Logger log = LoggerFactory.getLogger(AppealEffects.class);

    private final Consequences consequences;
    private final AppealReader appeals;
    private final EventStore eventStore;
    private final RecordVerifier verifier;
    private final ConsequenceLedger ledger;

    public AppealEffects(Consequences consequences, AppealReader appeals, EventStore eventStore, RecordVerifier verifier,
                         ConsequenceLedger ledger) {
        this.consequences = consequences;
        this.appeals = appeals;
        this.eventStore = eventStore;
        this.verifier = verifier;
        this.ledger = ledger;
    }

    /** The command id of the decision's effect {@code index}: derived from its cause, the same every time. */
    public static String commandId(String appealId, long decisionSeq, int index) {
        return "appeal:" + appealId + ":" + decisionSeq + ":effect:" + index;
    }

    @EventHandler
    void on(AppealDecided decided, @SequenceNumber long seq, MetaData meta) {
        AppealState appeal;
        try {
            appeal = appeals.current(decided.appealId());
        } catch (RecordFailsVerificationException e) {
            log.error("the decision of appeal {} is not applied: its record fails verification ({})", decided.appealId(), e.getMessage());
            return;
        }
        String gameId = appeal.lodged().gameId();
        if (appliedBeforeProcessManagers(gameId, decided.appealId())) {
            return;
        }
        String cause = Consequences.cause(decided.appealId(), seq);
        if (!Consequences.attributable(cause, meta)) {
            return;
        }
        List<Object> outcomes = new ArrayList<>();
        List<AppealEvent.Effect> effects = decided.effects() == null ? List.of() : decided.effects();
        for (int i = 0; i < effects.size(); i++) {
            int index = i;
            AppealEvent.AppealEffectRefused refusedBefore = appeal.effectsRefused().stream().filter(r -> r.effect() == index)
                    .findFirst().orElse(null);
            if (refusedBefore != null) {
                outcomes.add(new Rejection(refusedBefore.refusal(), refusedBefore.detail(), refusedBefore.article(), null));
                continue;
            }
            String commandId = commandId(decided.appealId(), seq, i);
            Rejection refusal;
            try {
                Commands.GameCommand command = command(gameId, decided, effects.get(i), commandId);
                Object answer = consequences.send(command, null, cause, meta);
                outcomes.add(answer instanceof AppliedEvents.Answer a ? a.appended() : (Appended) answer);
                continue;
            } catch (RuntimeException e) {
                refusal = Consequences.rejectionOf(e);
                if (refusal == null) {
                    throw e; // not the game's refusal (the store, say): the processor tries again
                }
            }
            consequences.send(new AppealCommands.RecordEffectRefused(decided.appealId(), decided.at(), i, gameId, refusal),
                    commandId + ":refused", cause, meta);
            outcomes.add(refusal);
        }
        ledger.completed(decided.appealId(), outcomes);
    }

    /** The game's command that applies {@code e}, as decided at the decision's instant. */
    private Commands.GameCommand command(String gameId, AppealDecided d, AppealEvent.Effect e, String commandId) {
        return switch (e.kind()) {
            case AMEND_RESULT -> new Commands.AmendResultOnAppeal(gameId, d.at(), commandId, d.appealId(), e.result(), e.termination(),
                    e.article(), d.reasons());
            case RESUME -> new Commands.ResumeOnAppeal(gameId, d.at(), commandId, d.appealId(),
                    e.toPly() != null ? e.toPly() : pliesAfter(gameId, e.afterEvent()), e.whiteRemainingMs(), e.blackRemainingMs(),
                    d.reasons());
            case ANNUL -> new Commands.AnnulOnAppeal(gameId, d.at(), commandId, d.appealId(), false, d.reasons());
            case ANNUL_AND_REPLAY -> new Commands.AnnulOnAppeal(gameId, d.at(), commandId, d.appealId(), true, d.reasons());
            case WITHDRAW_PENALTY -> new Commands.WithdrawPenaltyOnAppeal(gameId, d.at(), commandId, d.appealId(), e.penaltySeq(),
                    d.reasons());
        };
    }

    /**
     * Whether the decision's effects were applied by the version before this process manager existed,
     * which sent them from the request that recorded the decision, without command ids: then the game
     * has events citing the appeal that carry none of its ids, and nothing is applied again.
     */
    private boolean appliedBeforeProcessManagers(String gameId, String appealId) {
        return VerifiedRecord.messages(eventStore, verifier, gameId, GameEvent.class, UnknownGameException::new).stream()
                .anyMatch(m -> appealId.equals(appealOf(m.getPayload()))
                        && !String.valueOf(m.getMetaData().get(CommandAnswers.COMMAND_ID)).startsWith("appeal:" + appealId + ":"));
    }

    /** The appeal a game's event cites, or null. */
    private static String appealOf(Object event) {
        if (event instanceof ResultAmendedOnAppeal e) {
            return e.appealId();
        } else if (event instanceof GameResumedOnAppeal e) {
            return e.appealId();
        } else if (event instanceof GameAnnulledOnAppeal e) {
            return e.appealId();
        } else if (event instanceof PenaltyWithdrawnOnAppeal e) {
            return e.appealId();
        }
        return null;
    }

    /** The half-moves of the game's line right after its event {@code seq}. */
    private int pliesAfter(String gameId, Long seq) {
        List<GameEvent> events = VerifiedRecord.events(eventStore, verifier, gameId, GameEvent.class, UnknownGameException::new);
        if (seq == null || seq < 0 || seq >= events.size()) {
            throw adjudicator.command.api.GameRuleException.notAFact(adjudicator.command.text.Message.of("refusal.appeal.noEventToResumeAfter",
                    events.size() - 1, String.valueOf(seq)), null, null);
        }
        return GameFold.of(events.subList(0, (int) (seq + 1))).moves().size();
    }
}
