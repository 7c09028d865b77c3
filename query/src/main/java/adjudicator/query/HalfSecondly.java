package adjudicator.query;

import org.slf4j.Logger;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A task run every half second on a daemon thread of its own, whose failure (a store away) is logged once while it
 * lasts, not twice a second: the projections' checks and the reading of rebuild orders.
 */
final class HalfSecondly {

    private HalfSecondly() {
    }

    /** Starts {@code task} after {@code firstMs}; the executor, for its owner to shut down. */
    static ScheduledExecutorService start(String thread, long firstMs, Runnable task, Logger log, String failure) {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, thread);
            t.setDaemon(true);
            return t;
        });
        AtomicBoolean failing = new AtomicBoolean();
        executor.scheduleWithFixedDelay(() -> {
            try {
                task.run();
                failing.set(false);
            } catch (RuntimeException e) {
                if (!failing.getAndSet(true)) {
                    log.warn("{}; will retry every half second, logging again once it has succeeded", failure, e);
                }
            }
        }, firstMs, 500, TimeUnit.MILLISECONDS);
        return executor;
    }
}
