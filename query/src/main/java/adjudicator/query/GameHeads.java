package adjudicator.query;

import adjudicator.command.record.StoredEvents;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Games' last stored sequence numbers, for reads over many games at once (a tournament's): what the store
 * holds now, never an earlier head. On a store with global positions (the embedded one), the heads read
 * lately are kept with the position they are exact at, and each read first asks the store only for what was
 * appended after that position (read by key: the few events since the last read), then for the games it
 * has not read yet; elsewhere, every read asks the store for every game ({@link StoredEvents#lastSeqs}).
 */
@Component
public class GameHeads {

    private final StoredEvents stored;
    private final Map<String, Long> heads;
    /** The global position the heads kept are exact at; null before the first read, or where the store has none. */
    private Long position;
    private boolean positioned = true;

    public GameHeads(StoredEvents stored, @Value("${adjudicator.heads-cache-size:200000}") int kept) {
        this.stored = stored;
        this.heads = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
                return size() > kept;
            }
        };
    }

    /** The last sequence number of each of {@code games} that the store holds (a game it does not hold is absent). */
    public synchronized Map<String, Long> of(Collection<String> games) {
        if (!positioned) {
            return stored.lastSeqs(games);
        }
        if (position == null) {
            // the position first, then the heads: an event appended in between is read again by the next read
            java.util.OptionalLong last = stored.lastPosition();
            if (last.isEmpty()) {
                positioned = false;
                return stored.lastSeqs(games);
            }
            position = last.getAsLong();
        } else {
            StoredEvents.Appended since = stored.appendedAfter(position).orElseThrow();
            since.lastSeqs().forEach((game, seq) -> heads.computeIfPresent(game, (k, v) -> Math.max(v, seq)));
            position = since.position();
        }
        Map<String, Long> out = new HashMap<>();
        List<String> unknown = new ArrayList<>();
        for (String game : games) {
            Long seq = heads.get(game);
            if (seq == null) {
                unknown.add(game);
            } else {
                out.put(game, seq);
            }
        }
        if (!unknown.isEmpty()) {
            Map<String, Long> read = stored.lastSeqs(unknown); // read after the position: exact at it, or newer
            heads.putAll(read);
            out.putAll(read);
        }
        return out;
    }
}
