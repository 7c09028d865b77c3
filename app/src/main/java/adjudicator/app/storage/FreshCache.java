package adjudicator.app.storage;

import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;
import org.axonframework.eventsourcing.AggregateCacheEntry;

import java.lang.reflect.Field;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The aggregate cache of a node that shares its store with others (docs/scaling.md): a game is taken from the cache only
 * while the store's last event of it is the one the cached game has applied; when another node has written to it since,
 * the entry is dropped and the game loaded from the store (its snapshot and the events after it). A command is so
 * never decided, nor refused, on a state older than the store's at the time it arrives: without this, a node refused
 * a move as impossible on a position another node had already moved on from (MultiNodeTest with no retries, 7 such
 * answers in one run). One read of the game's last event per command; a race between that read and the append is
 * the store's unique index's to settle ({@link ConcurrentWriters}).
 */
final class FreshCache implements Cache {

    private static final Field VERSION = version();

    private final Cache entries;
    private final StoredEvents stored;

    FreshCache(Cache entries, StoredEvents stored) {
        this.entries = entries;
        this.stored = stored;
    }

    @Override
    public <K, V> V get(K key) {
        V value = entries.get(key);
        if (value instanceof AggregateCacheEntry<?> entry && !current(key, entry)) {
            entries.remove(key);
            return null;
        }
        return value;
    }

    /** Whether the store's last event of the game is the cached game's last; not when that cannot be told. */
    private boolean current(Object key, AggregateCacheEntry<?> entry) {
        Long version = versionOf(entry);
        if (version == null) {
            return false;
        }
        Optional<StoredEvent> last = stored.last(String.valueOf(key));
        return last.isPresent() && last.get().seq() == version;
    }

    /** The cached game's version (its last applied sequence number), which Axon's entry keeps but does not show. */
    private static Long versionOf(AggregateCacheEntry<?> entry) {
        if (VERSION == null) {
            return null;
        }
        try {
            return (Long) VERSION.get(entry);
        } catch (IllegalAccessException e) {
            return null;
        }
    }

    private static Field version() {
        try {
            Field f = AggregateCacheEntry.class.getDeclaredField("version");
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // every entry then reads as stale: slower, never wrong
        }
    }

    @Override
    public void put(Object key, Object value) {
        entries.put(key, value);
    }

    @Override
    public boolean putIfAbsent(Object key, Object value) {
        return entries.putIfAbsent(key, value);
    }

    @Override
    public <T> T computeIfAbsent(Object key, Supplier<T> valueSupplier) {
        T value = get(key);
        if (value != null) {
            return value;
        }
        return entries.computeIfAbsent(key, valueSupplier);
    }

    @Override
    public boolean remove(Object key) {
        return entries.remove(key);
    }

    @Override
    public void removeAll() {
        entries.removeAll();
    }

    @Override
    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    @Override
    public Registration registerCacheEntryListener(Cache.EntryListener cacheEntryListener) {
        return entries.registerCacheEntryListener(cacheEntryListener);
    }

    @Override
    public <V> void computeIfPresent(Object key, UnaryOperator<V> update) {
        entries.computeIfPresent(key, update);
    }
}
