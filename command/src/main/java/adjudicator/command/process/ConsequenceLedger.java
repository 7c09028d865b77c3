package adjudicator.command.process;

import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Where a request that recorded a cause waits for its consequences on this node, so that it can answer
 * with them: the appeal's decision, with what each effect appended to the game (or the game's refusal).
 * It only listens: the effects are the process manager's to apply, with or without anyone waiting.
 */
@Component
public class ConsequenceLedger {

    private final Map<String, CompletableFuture<List<Object>>> waiting = new ConcurrentHashMap<>();
    private final boolean running;
    private final ObjectProvider<EventProcessingConfiguration> processing;
    private final ObjectProvider<EventStore> eventStore;
    private final ObjectProvider<ConsequencesProgress> stored;

    public ConsequenceLedger(@Value("${adjudicator.consequences.enabled:true}") boolean running,
                             ObjectProvider<EventProcessingConfiguration> processing, ObjectProvider<EventStore> eventStore,
                             ObjectProvider<ConsequencesProgress> stored) {
        this.running = running;
        this.processing = processing;
        this.eventStore = eventStore;
        this.stored = stored;
    }

    /**
     * Waits, at most {@code timeout}, until this node's process managers have handled every event stored
     * before the call: so that a request after an expulsion (pairing the next round, say) sees its
     * consequence, and an answer can say that the consequences of its command are on the record. Whether
     * they have; at once where this node runs none. Where the store's positions are numbers (the embedded store),
     * by the positions of this node's segments; elsewhere (MongoDB) by the tokens the token store keeps for every
     * segment, whichever node runs them ({@link ConsequencesProgress}).
     */
    public boolean awaitCaughtUp(Duration timeout) {
        if (!running) {
            return false;
        }
        TrackingToken head = eventStore.getObject().createHeadToken();
        long target = head == null ? -1 : head.position().orElse(-1);
        // where positions are no numbers (MongoDB), the process managers' token, as stored, must cover the newest event
        // (the store's own head token there is the time now, which no token of an event covers)
        ConsequencesProgress progress = head != null && head.position().isEmpty() ? stored.getIfAvailable() : null;
        if (progress != null) {
            head = progress.head();
            if (head == null) {
                return true;
            }
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            if (progress != null ? progress.covers(head) : target < 0 || position() >= target) {
                return true;
            }
            if (System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(progress != null ? 20 : 2); // a read of the token store each time on MongoDB
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    /**
     * The lowest position in the store that every segment of the process managers has handled (-1: none, or not
     * running, or a segment not held here: one process holds them all on the embedded store).
     */
    private long position() {
        return processing.getObject().eventProcessor(Consequences.GROUP, StreamingEventProcessor.class)
                .filter(StreamingEventProcessor::isRunning)
                .map(p -> !wholeStream(p) ? -1L : p.processingStatus().values().stream()
                        .mapToLong(st -> st.getCurrentPosition().orElse(-1)).min().orElse(-1))
                .orElse(-1L);
    }

    /** Whether the segments {@code p} holds here make up the whole stream (each holds 1 / (its mask + 1) of it). */
    private static boolean wholeStream(StreamingEventProcessor p) {
        return p.processingStatus().values().stream().mapToDouble(st -> 1.0 / (st.getSegment().getMask() + 1)).sum() > 0.999;
    }

    /** Whether this node runs the process managers (so that waiting for them makes sense). */
    public boolean running() {
        return running;
    }

    /** Before the decision of {@code appealId} is sent: the effects' outcomes, once applied here. */
    public CompletableFuture<List<Object>> expect(String appealId) {
        return waiting.computeIfAbsent(appealId, id -> new CompletableFuture<>());
    }

    /** The outcomes of the decision's effects, or empty when they did not come within {@code timeout}; forgets the wait. */
    public Optional<List<Object>> await(String appealId, CompletableFuture<List<Object>> expected, Duration timeout) {
        try {
            return Optional.of(expected.get(timeout.toMillis(), TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (ExecutionException e) {
            return Optional.empty();
        } finally {
            waiting.remove(appealId, expected);
        }
    }

    /** The process manager applied the decision's effects: each one's appended range or the game's refusal. */
    void completed(String appealId, List<Object> outcomes) {
        CompletableFuture<List<Object>> f = waiting.get(appealId);
        if (f != null) {
            f.complete(List.copyOf(outcomes));
        }
    }
}
