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

    /**
     * The records (their ids) whose first event, of type {@code payloadType}, was stored after the event of
     * global position {@code position} (a tracking token's), in the order stored; empty where the store
     * cannot say (it has no global positions): the caller then reads as if nothing were indexed.
     */
    default Optional<java.util.List<String>> startedAfter(long position, String payloadType) {
        return Optional.empty();
    }

    /**
     * The records appended to after global position {@code position}, each with its last sequence number, and
     * the global position of the last event stored ({@code position} where none was); empty where the store
     * cannot say (it has no global positions). {@code position} -1 reads from the start.
     */
    default Optional<Appended> appendedAfter(long position) {
        return Optional.empty();
    }

    /** The global position of the last event stored (-1 when none); empty where the store has no global positions. */
    default java.util.OptionalLong lastPosition() {
        return java.util.OptionalLong.empty();
    }

    /** What {@link #appendedAfter} found: the records' last sequence numbers, and the position it read up to. */
    record Appended(java.util.Map<String, Long> lastSeqs, long position) {
    }

    /** Every game's last stored event. Close the stream. */
    default Stream<StoredEvent> heads() {
        return games().map(game -> last(game).orElse(null)).filter(java.util.Objects::nonNull);
    }
}
