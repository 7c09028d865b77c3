package adjudicator.app.storage;

import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A bounded, strongly referenced LRU cache of aggregates. Axon's {@code WeakReferenceCache} empties
 * at every garbage collection; a strong cache raised appends 3-4x in the stack's measurements (docs/storage.md).
 * Axon removes an aggregate from the cache when its unit of work rolls back.
 */
public final class StrongCache implements Cache {

    private final Map<Object, Object> entries;

    public StrongCache(int maxEntries) {
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Object, Object> eldest) {
                return size() > maxEntries;
            }
        };
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <K, V> V get(K key) {
        return (V) entries.get(key);
    }

    @Override
    public synchronized void put(Object key, Object value) {
        entries.put(key, value);
    }

    @Override
    public synchronized boolean putIfAbsent(Object key, Object value) {
        return entries.putIfAbsent(key, value) == null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <T> T computeIfAbsent(Object key, Supplier<T> supplier) {
        return (T) entries.computeIfAbsent(key, k -> supplier.get());
    }

    @Override
    public synchronized boolean remove(Object key) {
        return entries.remove(key) != null;
    }

    @Override
    public synchronized void removeAll() {
        entries.clear();
    }

    @Override
    public synchronized boolean containsKey(Object key) {
        return entries.containsKey(key);
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <V> void computeIfPresent(Object key, UnaryOperator<V> update) {
        entries.computeIfPresent(key, (k, v) -> update.apply((V) v));
    }

    @Override
    public Registration registerCacheEntryListener(EntryListener listener) {
        return () -> true;
    }
}
