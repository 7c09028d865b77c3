package adjudicator.engine;

import java.util.List;

/**
 * Counts repetitions of a position in the line actually played (FIDE 2005 and RF 2013 9.2; FIDE
 * 2017 and 2023 9.2.2): the positions that stood on the board, from the start position through
 * every move, in order. After a position was restored, the line is the replayed one, so positions
 * of the annulled moves do not count.
 */
public final class Repetition {

    private Repetition() {
    }

    /**
     * @param line the identities of the positions of the game in order, the current one last
     * @return how many times the current position has stood on the board (1: this is its first time)
     */
    public static int occurrencesOfLast(List<PositionIdentity> line) {
        if (line.isEmpty()) {
            throw new IllegalArgumentException("the line has no position");
        }
        PositionIdentity current = line.get(line.size() - 1);
        int count = 0;
        for (PositionIdentity p : line) {
            if (p.equals(current)) {
                count++;
            }
        }
        return count;
    }
}
