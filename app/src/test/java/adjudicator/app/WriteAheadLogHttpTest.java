package adjudicator.app;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The embedded store's write-ahead log stays bounded under writes: once larger than
 * {@code adjudicator.embedded.wal-limit} it is checkpointed and truncated (issue 19: it grew to
 * 343 MB beside a 21 MB database and shrank only on restart). Here with a limit of 256 KB.
 */
@Tag("reliability")
class WriteAheadLogHttpTest {

    @TempDir
    Path dataDir;

    @Test
    void theLogIsTruncatedOnceItPassesItsLimit() throws Exception {
        Path wal = dataDir.resolve("events.db-wal");
        try (TestServer server = TestServer.start(dataDir, "--adjudicator.embedded.wal-limit=256KB")) {
            long largest = 0;
            for (int i = 0; i < 150; i++) {
                server.newGame("{\"event\":\"WAL Open\",\"white\":\"" + "W".repeat(900) + "\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
                largest = Math.max(largest, Files.exists(wal) ? Files.size(wal) : 0);
            }
            assertThat(largest).as("the log grew past its limit while games were made").isGreaterThan(256 * 1024);
            long size = Long.MAX_VALUE;
            for (int i = 0; i < 50 && size > 256 * 1024; i++) {
                Thread.sleep(100);
                size = Files.size(wal);
            }
            assertThat(size).as("the log, a few seconds after the writes, is back under its limit").isLessThanOrEqualTo(256 * 1024);
        }
    }
}
