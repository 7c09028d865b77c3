package adjudicator.app.storage;

import org.axonframework.eventsourcing.AggregateCacheEntry;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;

import static org.assertj.core.api.Assertions.assertThat;

/** The cached game's version is read from Axon's entry, which keeps it in a private field: an Axon upgrade that renames it shows here. */
class FreshCacheTest {

    @Test
    void axonsCacheEntryStillKeepsTheVersionWhereFreshCacheReadsIt() throws Exception {
        Field version = AggregateCacheEntry.class.getDeclaredField("version");
        assertThat(version.getType()).isEqualTo(Long.class);
    }
}
