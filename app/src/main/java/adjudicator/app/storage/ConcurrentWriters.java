package adjudicator.app.storage;

import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.commandhandling.gateway.DefaultCommandGateway;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.gateway.RetryScheduler;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Several writers on one record (docs/scaling.md): two nodes, or a node and a process manager, may decide a command to the
 * same game on the same state; the store's unique index on game and sequence number lets one append and refuses the
 * other (Axon's {@code ConcurrencyException}, a transient failure). The loser's unit of work rolls back, which drops the
 * game from this node's aggregate cache and its head from the record chain's, and the command is sent again: decided
 * again on the game as stored, after {@code adjudicator.command.retry-interval} (20 ms), at most
 * {@code adjudicator.command.retries} (4) times; then it is answered 409 with {@code Retry-After}. A retried command
 * with a {@code commandId} that the winner already answered gets the winner's answer (its id is in the record).
 * A refusal of the Laws, of access or of a malformed command is not transient and is never retried.
 */
@Configuration
public class ConcurrentWriters {

    @Bean(destroyMethod = "shutdown")
    public ScheduledExecutorService commandRetries() {
        return Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "command-retries");
            t.setDaemon(true);
            return t;
        });
    }

    @Bean
    public CommandGateway commandGateway(CommandBus commandBus, ScheduledExecutorService commandRetries,
                                         @Value("${adjudicator.command.retries:4}") int retries,
                                         @Value("${adjudicator.command.retry-interval:20}") int intervalMs) {
        return DefaultCommandGateway.builder().commandBus(commandBus)
                .retryScheduler(new LostRaces(commandRetries, retries, intervalMs)).build();
    }

    /**
     * Sends a command again only when it lost the race to append ({@link ConcurrencyException} anywhere in its failure's
     * causes), at most {@code retries} times, {@code intervalMs} apart. Anything else a command fails with (a rule's
     * refusal, access, a malformed command, a full store) is its answer at once: Axon's own schedulers would retry every
     * failure not marked non-transient, a refusal included.
     */
    static final class LostRaces implements RetryScheduler {
        private final ScheduledExecutorService executor;
        private final int retries;
        private final int intervalMs;

        LostRaces(ScheduledExecutorService executor, int retries, int intervalMs) {
            this.executor = executor;
            this.retries = retries;
            this.intervalMs = intervalMs;
        }

        @Override
        public boolean scheduleRetry(CommandMessage commandMessage, RuntimeException lastFailure,
                                     List<Class<? extends Throwable>[]> failures, Runnable commandDispatch) {
            if (failures.size() > retries || !lostRace(lastFailure)) {
                return false;
            }
            executor.schedule(commandDispatch, intervalMs, TimeUnit.MILLISECONDS);
            return true;
        }

        static boolean lostRace(Throwable failure) {
            for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
                if (t instanceof ConcurrencyException) {
                    return true;
                }
            }
            return false;
        }
    }
}
