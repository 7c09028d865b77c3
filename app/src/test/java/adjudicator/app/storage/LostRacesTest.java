package adjudicator.app.storage;

import adjudicator.command.api.GameRuleException;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.modelling.command.ConcurrencyException;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** Only a lost race to append is sent again, a bounded number of times; a refusal is its answer at once. */
class LostRacesTest {

    @Test
    void aLostRaceIsSentAgainUpToTheRetriesAndARefusalNever() throws Exception {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
        try {
            ConcurrentWriters.LostRaces retries = new ConcurrentWriters.LostRaces(executor, 2, 1);
            AtomicInteger sent = new AtomicInteger();
            List<Class<? extends Throwable>[]> failures = new ArrayList<>();
            RuntimeException lost = new RuntimeException(new ConcurrencyException("seq 3 of g exists"));
            failures.add(chain(lost));
            assertThat(retries.scheduleRetry(GenericCommandMessage.asCommandMessage("c"), lost, failures, sent::incrementAndGet)).isTrue();
            failures.add(chain(lost));
            assertThat(retries.scheduleRetry(GenericCommandMessage.asCommandMessage("c"), lost, failures, sent::incrementAndGet)).isTrue();
            failures.add(chain(lost));
            assertThat(retries.scheduleRetry(GenericCommandMessage.asCommandMessage("c"), lost, failures, sent::incrementAndGet))
                    .as("the third loss is answered").isFalse();
            RuntimeException refused = GameRuleException.conflict("the game has ended", "5.1", null);
            assertThat(retries.scheduleRetry(GenericCommandMessage.asCommandMessage("c"), refused, List.<Class<? extends Throwable>[]>of(chain(refused)),
                    sent::incrementAndGet)).as("a refusal").isFalse();
            executor.shutdown();
            executor.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(sent.get()).isEqualTo(2);
        } finally {
            executor.shutdownNow();
        }
    }

    @SuppressWarnings("unchecked")
    private static Class<? extends Throwable>[] chain(Throwable t) {
        return new Class[]{t.getClass()};
    }
}
