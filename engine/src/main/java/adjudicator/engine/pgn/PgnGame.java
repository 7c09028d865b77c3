package adjudicator.engine.pgn;

import adjudicator.engine.Position;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game read from PGN: its tag pairs in the order written, the start position (the initial position,
 * or the one of the {@code FEN} tag), the comments written before the first move, the main-line moves,
 * the game termination marker, and the position after the last move.
 *
 * @param tags          the tag pairs in the order written (duplicates kept)
 * @param start         the position before the first move
 * @param comments      the comments before the first move
 * @param moves         the main-line moves; variations are not kept
 * @param result        the termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * @param finalPosition the position after the last move (the start position if there is none)
 */
public record PgnGame(List<PgnTag> tags, Position start, List<String> comments, List<PgnMove> moves,
        String result, Position finalPosition) {

    public PgnGame {
        tags = List.copyOf(tags);
        Objects.requireNonNull(start, "start");
        comments = List.copyOf(comments);
        moves = List.copyOf(moves);
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(finalPosition, "finalPosition");
    }

    /** @return the value of the first tag with this name (case-sensitive), if any */
    public Optional<String> tag(String name) {
        for (PgnTag t : tags) {
            if (t.name().equals(name)) {
                return Optional.of(t.value());
            }
        }
        return Optional.empty();
    }
}
