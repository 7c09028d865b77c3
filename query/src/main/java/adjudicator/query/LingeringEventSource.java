package adjudicator.query;

import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.StreamableMessageSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The event store as the {@code game-views} processor reads it: once the processor has caught up,
 * a newly arrived event is handed over only after a short wait ({@code adjudicator.projection.linger}
 * in application.properties), so that the next batch carries every event of that moment and each game's
 * summary and the token are written once per batch instead of once per event. Behind, it hands
 * events over at once (a replay never waits).
 *
 * <p>Why: a processor that wakes for every event does one token write and one summary write per
 * event; measured under load on this machine, those writes took about half of the server's CPU.
 * The wait delays only the game list (single-game reads replay from the store); it happens between
 * batches, outside any unit of work or transaction.
 */
@Component("gameViewSource")
public class LingeringEventSource implements StreamableMessageSource<TrackedEventMessage<?>> {

    /** How the stream waits: {@code Thread::sleep}, or a recorder in tests. */
    interface Pause {
        void pause(long ms) throws InterruptedException;
    }

    private final EventStore eventStore;
    private final long lingerMs;
    private final Pause pause;

    @Autowired
    public LingeringEventSource(EventStore eventStore,
                                @Value("${adjudicator.projection.linger}") Duration linger) {
        this(eventStore, linger, Thread::sleep);
    }

    LingeringEventSource(EventStore eventStore, Duration linger, Pause pause) {
        this.eventStore = eventStore;
        this.lingerMs = linger.toMillis();
        this.pause = pause;
    }

    @Override
    public BlockingStream<TrackedEventMessage<?>> openStream(TrackingToken trackingToken) {
        return lingering(eventStore.openStream(trackingToken));
    }

    BlockingStream<TrackedEventMessage<?>> lingering(BlockingStream<TrackedEventMessage<?>> stream) {
        return lingerMs <= 0 ? stream : new Lingering(stream, lingerMs, pause);
    }

    @Override
    public TrackingToken createTailToken() {
        return eventStore.createTailToken();
    }

    @Override
    public TrackingToken createHeadToken() {
        return eventStore.createHeadToken();
    }

    @Override
    public TrackingToken createTokenAt(Instant dateTime) {
        return eventStore.createTokenAt(dateTime);
    }

    @Override
    public TrackingToken createTokenSince(Duration duration) {
        return eventStore.createTokenSince(duration);
    }

    private record Lingering(BlockingStream<TrackedEventMessage<?>> delegate, long lingerMs, Pause pause)
            implements BlockingStream<TrackedEventMessage<?>> {

        @Override
        public boolean hasNextAvailable(int timeout, TimeUnit unit) throws InterruptedException {
            if (delegate.peek().isPresent()) {
                return true; // behind: no wait
            }
            if (!delegate.hasNextAvailable(timeout, unit)) {
                return false;
            }
            pause.pause(lingerMs); // caught up and an event arrived: let the others of this moment join it
            return true;
        }

        /** The processor's check for more events within a batch: never waits. */
        @Override
        public boolean hasNextAvailable() {
            return delegate.hasNextAvailable();
        }

        @Override
        public Optional<TrackedEventMessage<?>> peek() {
            return delegate.peek();
        }

        @Override
        public TrackedEventMessage<?> nextAvailable() throws InterruptedException {
            return delegate.nextAvailable();
        }

        @Override
        public void close() {
            delegate.close();
        }

        @Override
        public void skipMessagesWithPayloadTypeOf(TrackedEventMessage<?> ignoredMessage) {
            delegate.skipMessagesWithPayloadTypeOf(ignoredMessage);
        }

        @Override
        public boolean setOnAvailableCallback(Runnable callback) {
            return delegate.setOnAvailableCallback(callback);
        }
    }
}
