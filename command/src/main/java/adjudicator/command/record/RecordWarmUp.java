package adjudicator.command.record;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Component;

/**
 * Before the server takes requests, the verification of a stored event (reading its metadata,
 * canonicalizing and hashing it) is run on events made up here, enough times for the JIT to compile
 * it: the first read of a long game after a restart verifies every event of the game, and
 * interpreted that cost about 80 µs an event instead of about 3 (measured: bench/first-read.sh,
 * docs/benchmarks.md).
 */
@Component
class RecordWarmUp implements SmartInitializingSingleton {

    private static final Logger log = LoggerFactory.getLogger(RecordWarmUp.class);
    static final int EVENTS = 20_000;

    @Override
    public void afterSingletonsInstantiated() {
        long started = System.nanoTime();
        String previous = null;
        for (int i = 0; i < EVENTS; i++) {
            StoredEvent event = StoredEvent.of("warm-up", i, "adjudicator.command.api.MoveMade", "1",
                    "{\"gameId\":\"warm-up\",\"at\":\"2026-01-01T10:00:00Z\",\"actor\":\"WHITE\",\"player\":\"WHITE\",\"uci\":\"g1f3\","
                            + "\"san\":\"Nf3\",\"completed\":true,\"n\":" + i + "}",
                    "2026-01-01T10:00:00.000Z", "{\"recordedBy\":\"warm-up\",\"recordedByRole\":\"ADMIN\",\"recordHash\":\"x\"}");
            previous = RecordHash.of(event, previous);
        }
        log.debug("record verification walked {} times in {} ms (last hash {})", EVENTS, (System.nanoTime() - started) / 1_000_000, previous);
    }
}
