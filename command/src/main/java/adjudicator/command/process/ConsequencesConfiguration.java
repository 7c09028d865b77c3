package adjudicator.command.process;

import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.config.EventProcessingConfigurer;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.axonframework.messaging.StreamableMessageSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The process managers' processor: a tracking processor, from the store's first event on, in as many segments as the
 * game views ({@code adjudicator.processing.segments}; every cause concerning one game in one segment,
 * {@link ConsequenceSequence}), which the nodes share (docs/scaling.md); a failure
 * other than a command's refusal (the store unavailable, a full disk) is not logged and passed over, as
 * Axon does by default, but stops the processor at that event, which it tries again with growing
 * pauses: a consequence is never skipped. It starts {@code adjudicator.consequences.start-delay} after
 * the server is ready, not with it: started beside the first requests after a restart, it slowed the
 * first read of a game by about 90 ms (docs/benchmarks.md); what it has to send waits that long.
 */
@Configuration
public class ConsequencesConfiguration {

    /** How often (ms) a node that holds no claim tries to take one (the take-over time is the claim timeout and this). */
    @Value("${adjudicator.processing.claim-interval-ms:5000}")
    private long claimInterval;

    /**
     * How long (ms) the caught-up processor waits for a new event before it reads the store again. A tournament's
     * command waits for the process managers to have handled every event stored before it ({@link ConsequenceLedger}),
     * so this is how late an arbiter's command may answer: with Axon's 1,000 ms, half a second on average, measured as
     * most of the time of the tournament's HTTP tests; one read of the store's newest events this often instead.
     */
    @Value("${adjudicator.consequences.poll-interval-ms:50}")
    private long pollInterval;

    /**
     * How many segments the process managers are split into, as the game views are ({@code adjudicator.processing.segments},
     * docs/scaling.md): each handled by one thread of whichever node claims it; every cause concerning one game in one
     * segment ({@link ConsequenceSequence}). Axon keeps the count it first made the tokens with.
     */
    @Value("${adjudicator.processing.segments:1}")
    private int segments;

    @Autowired
    public void configure(EventProcessingConfigurer processing) {
        // a tracking processor that starts at the store's first event: Axon's default first token replays the
        // store up to its head, and a replay is what process managers must never act on (@DisallowReplay),
        // so that the causes recorded before the processor's first start would be passed over
        processing.registerTrackingEventProcessor(Consequences.GROUP, org.axonframework.config.Configuration::eventStore,
                c -> TrackingEventProcessorConfiguration.forParallelProcessing(Math.max(1, segments))
                        .andInitialSegmentsCount(Math.max(1, segments))
                        .andInitialTrackingToken(StreamableMessageSource::createTailToken).andAutoStart(false)
                        .andTokenClaimInterval(claimInterval, TimeUnit.MILLISECONDS)
                        .andEventAvailabilityTimeout(pollInterval, TimeUnit.MILLISECONDS));
        processing.registerSequencingPolicy(Consequences.GROUP, c -> new ConsequenceSequence(c::eventStore));
        processing.registerListenerInvocationErrorHandler(Consequences.GROUP, c -> PropagatingErrorHandler.instance());
    }

    /** Starts the processor (where this node runs the process managers) a moment after the server is ready. */
    @EventListener(ApplicationReadyEvent.class)
    public void start(ApplicationReadyEvent ready) {
        EventProcessingConfiguration processing = ready.getApplicationContext().getBean(EventProcessingConfiguration.class);
        Duration delay = ready.getApplicationContext().getEnvironment()
                .getProperty("adjudicator.consequences.start-delay", Duration.class, Duration.ofSeconds(2));
        processing.eventProcessor(Consequences.GROUP, StreamingEventProcessor.class).ifPresent(p ->
                CompletableFuture.delayedExecutor(delay.toMillis(), TimeUnit.MILLISECONDS).execute(() -> {
                    if (!p.isRunning()) {
                        p.start();
                    }
                }));
    }
}
