package adjudicator.engine.tournament;

import java.math.BigDecimal;
import java.util.List;

/**
 * Points outside the results (TRF-2026 record 299, "free" points: a penalty's, the regulations'):
 * {@code points} (negative for points taken away) for each of {@code players} (by starting rank; empty:
 * every player), in {@code round} (null: in no one round). A player's score holds them besides his
 * results.
 */
public record ExtraPoints(BigDecimal points, Integer round, List<Integer> players) {

    public ExtraPoints {
        if (points == null) {
            throw new IllegalArgumentException("points outside the results need their points");
        }
        if (round != null && round < 1) {
            throw new IllegalArgumentException("a round is 1 or more, not " + round);
        }
        players = players == null ? List.of() : List.copyOf(players);
    }

    /** Whether these points are {@code startRank}'s. */
    public boolean of(int startRank) {
        return players.isEmpty() || players.contains(startRank);
    }
}
