package adjudicator.command.record;

import java.util.Optional;
import java.util.stream.Stream;

/**
 * The store's events read as stored (no upcasting, no deserializing into events), for the hash chain:
 * the embedded store's table and MongoDB's collection each have a reader.
 */
public interface StoredEvents {

    /** The game's events from {@code fromSeq} on, in order of sequence number. Close the stream. */
    Stream<StoredEvent> read(String game, long fromSeq);

    /** The game's last stored event, if it has one. */
    Optional<StoredEvent> last(String game);

    /** Every game in the store, each once. Close the stream. */
    Stream<String> games();

    /**
     * The last sequence number of each of {@code games} that the store holds (a game it does not hold is
     * absent): for a read over many games at once, a tournament's, without one query per game.
     */
    default java.util.Map<String, Long> lastSeqs(java.util.Collection<String> games) {
        java.util.Map<String, Long> out = new java.util.HashMap<>();
        for (String game : games) {
            last(game).ifPresent(e -> out.put(game, e.seq()));
        }
        return out;
    }

    /** Every game's last stored event. Close the stream. */
    default Stream<StoredEvent> heads() {
        return games().map(game -> last(game).orElse(null)).filter(java.util.Objects::nonNull);
    }
}
