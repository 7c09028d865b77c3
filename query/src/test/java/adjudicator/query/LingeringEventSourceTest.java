package adjudicator.query;

import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.GenericTrackedEventMessage;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The game-views processor's source waits only when it had caught up and an event then arrived. */
class LingeringEventSourceTest {

    private final List<Long> pauses = new ArrayList<>();
    private final FakeStream events = new FakeStream();
    private final BlockingStream<TrackedEventMessage<?>> stream =
            new LingeringEventSource(null, Duration.ofMillis(100), pauses::add).lingering(events);

    private static TrackedEventMessage<?> event(long index) {
        return new GenericTrackedEventMessage<>(new GlobalSequenceTrackingToken(index),
                GenericEventMessage.asEventMessage("event " + index));
    }

    @Test
    void behindItHandsEventsOverWithoutWaiting() throws InterruptedException {
        events.queued.add(event(1));
        events.queued.add(event(2));
        assertThat(stream.hasNextAvailable(1, TimeUnit.SECONDS)).isTrue();
        assertThat(stream.nextAvailable().trackingToken()).isEqualTo(new GlobalSequenceTrackingToken(1));
        assertThat(stream.hasNextAvailable(1, TimeUnit.SECONDS)).isTrue();
        assertThat(pauses).isEmpty();
    }

    @Test
    void caughtUpItWaitsTheLingerOnceAnEventArrives() throws InterruptedException {
        events.arrivingOnWait.add(event(7));
        assertThat(stream.hasNextAvailable(1, TimeUnit.SECONDS)).isTrue();
        assertThat(pauses).containsExactly(100L);
        assertThat(stream.nextAvailable().trackingToken()).isEqualTo(new GlobalSequenceTrackingToken(7));
    }

    @Test
    void caughtUpWithNothingArrivingItDoesNotWait() throws InterruptedException {
        assertThat(stream.hasNextAvailable(1, TimeUnit.SECONDS)).isFalse();
        assertThat(pauses).isEmpty();
    }

    @Test
    void theProcessorsCheckWithinABatchNeverWaits() {
        events.arrivingOnWait.add(event(3));
        assertThat(stream.hasNextAvailable()).isTrue();
        assertThat(pauses).isEmpty();
    }

    @Test
    void aLingerOfZeroIsTheStoreItself() {
        assertThat(new LingeringEventSource(null, Duration.ZERO, pauses::add).lingering(events)).isSameAs(events);
    }

    /** Events already queued, and events that arrive while the caller waits for one. */
    private static final class FakeStream implements BlockingStream<TrackedEventMessage<?>> {
        final Deque<TrackedEventMessage<?>> queued = new ArrayDeque<>();
        final Deque<TrackedEventMessage<?>> arrivingOnWait = new ArrayDeque<>();

        @Override
        public Optional<TrackedEventMessage<?>> peek() {
            return Optional.ofNullable(queued.peek());
        }

        @Override
        public boolean hasNextAvailable(int timeout, TimeUnit unit) {
            queued.addAll(arrivingOnWait);
            arrivingOnWait.clear();
            return !queued.isEmpty();
        }

        @Override
        public TrackedEventMessage<?> nextAvailable() {
            return queued.remove();
        }

        @Override
        public void close() {
        }
    }
}
