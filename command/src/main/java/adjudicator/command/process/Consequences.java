package adjudicator.command.process;

import adjudicator.command.api.CommandAnswers;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Rejection;
import adjudicator.command.record.RecordedBy;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.messaging.MetaData;
import org.springframework.stereotype.Component;

import java.util.HashMap;
import java.util.Map;

/**
 * How the process managers send what an event of one record means for another: each consequence is a
 * command sent on behalf of the account that recorded its cause (its {@code recordedBy}, which the
 * access layer checks as that account's, see docs/access.md), with a command id derived from the cause
 * (the record, the event's sequence number, the consequence's index), so that handling the cause again
 * (after a crash, on another node) does nothing twice.
 *
 * <p>The process managers ({@link AppealEffects}, {@link ExpulsionFromCompetition}, {@link ReplayOrders})
 * form one tracking processing group, {@value #GROUP}, in segments that the nodes share (docs/scaling.md): each
 * segment keeps its place in the store in a token beside the read models; after a crash, or taken over by another
 * node, it resumes from that place, and what had been done already is answered again by the command ids, not done
 * again. A node started with {@code adjudicator.consequences.enabled=false} runs none of them.
 */
@Component
public class Consequences {

    /** The processing group of the process managers. */
    public static final String GROUP = "consequences";
    /** The command metadata key naming the event a consequence comes from ({@code record#seq}). */
    public static final String CAUSE = "cause";

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(Consequences.class);

    private final CommandGateway commands;
    private final java.util.concurrent.ExecutorService sender = java.util.concurrent.Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "consequence-sender");
        t.setDaemon(true);
        return t;
    });

    public Consequences(CommandGateway commands) {
        this.commands = commands;
    }

    /**
     * Whether a game's event is a cause one of the process managers carries to another record: an
     * expulsion (to the tournament), an annulment with a replay ordered (to the tournament's board). An
     * appeal's decision is the other cause, waited for by its own request.
     */
    public static boolean isCause(Object event) {
        return event instanceof adjudicator.command.api.PenaltyImposed p && p.penalty() == adjudicator.command.api.PenaltyKind.EXPULSION
                || event instanceof adjudicator.command.api.GameAnnulledOnAppeal a && a.replayOrdered();
    }

    /** The reference of an event as a cause: its record's id and its sequence number. */
    public static String cause(String recordId, long seq) {
        return recordId + "#" + seq;
    }

    /**
     * Whether the event {@code cause} names the account that recorded it, on whose behalf its
     * consequences are sent; an event without one (stored before accounts existed) has none sent, and
     * the log says so.
     */
    public static boolean attributable(String cause, MetaData causeMeta) {
        RecordedBy by = RecordedBy.of(causeMeta);
        if (by == null || by.role() == null) {
            log.warn("event {} names no account that recorded it: its consequences are not sent", cause);
            return false;
        }
        return true;
    }

    /**
     * {@code command} sent as a consequence of the event {@code cause} whose metadata is {@code causeMeta},
     * with {@code commandId} in its metadata (tournaments and appeals take it there; a game's command
     * carries its own); the handler's answer.
     */
    public <R> R send(Object command, String commandId, String cause, MetaData causeMeta) {
        Map<String, Object> meta = new HashMap<>();
        meta.put(CAUSE, cause);
        RecordedBy by = RecordedBy.of(causeMeta);
        if (by != null) {
            meta.put(RecordedBy.NAME, by.name());
            if (by.role() != null) {
                meta.put(RecordedBy.ROLE, by.role());
            }
        }
        if (commandId != null) {
            meta.put(CommandAnswers.COMMAND_ID, commandId);
        }
        Object message = GenericCommandMessage.asCommandMessage(command).andMetaData(meta);
        // sent from a thread of its own: sent from the event handler's, the command's unit of work would be
        // nested in the handler's and commit only when the handler's does, after its token moved on
        java.util.concurrent.Future<R> answer = sender.submit(() -> commands.sendAndWait(message));
        try {
            return answer.get();
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while a consequence was sent", e);
        }
    }

    /** Stops the sender's thread with the application. */
    @jakarta.annotation.PreDestroy
    void stop() {
        sender.shutdownNow();
    }

    /**
     * {@code command} sent as {@link #send} sends it, where a refusal by the rules (the player expelled
     * meanwhile, the board replayed already) ends the consequence: logged with {@code what}, not tried
     * again; any other failure (the store) is thrown, so that the processor tries again.
     */
    public void sendOrLogRefusal(Object command, String commandId, String cause, MetaData causeMeta, String what) {
        try {
            send(command, commandId, cause, causeMeta);
        } catch (RuntimeException e) {
            Rejection refusal = rejectionOf(e);
            if (refusal == null) {
                throw e;
            }
            log.warn("{} ({}): refused: {}", what, cause, refusal.detail());
        }
    }

    /** The refusal in {@code failure} (a command's handler refused it, as the Laws or the record say), or null. */
    public static Rejection rejectionOf(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof GameRuleException g) {
                return g.rejection();
            }
        }
        return null;
    }
}
