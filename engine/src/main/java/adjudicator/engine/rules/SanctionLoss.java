package adjudicator.engine.rules;

import adjudicator.engine.Color;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The loss of a game that the Laws impose as a sanction by the way the game ended, as the penalties
 * register and the tournament report record it: the deciding illegal move (2005 7.4b; RF 2013 7.4.2;
 * 2017/2023 7.5.5), an electronic device (2005 12.2b; RF 2013 13.3.2; 2017/2023 11.3.2.2), a persistent
 * refusal to comply with the Laws (2005 12.8; RF 2013 13.7; 2017/2023 11.7). Other endings (a flag, a
 * default under 6.7, a checkmate) are no sanction; a loss the arbiter imposes as a penalty (both players
 * losing, expulsion) is a penalty of its own, not an ending.
 *
 * <p>The loser is the side the ending left with fewer points: the offender, whose opponent got 1 or ½
 * (RF 2013 13.3.2 and 2005 12.2b give ½ where he cannot win). Where the points stayed level nobody lost:
 * the deciding illegal move against a side that cannot checkmate draws (RF 2013 7.4.2; 2017/2023
 * 7.5.5). Pure.
 */
public final class SanctionLoss {

    /** The endings by which the Laws impose the loss of a game as a sanction. */
    private static final Set<Termination> SANCTIONS = EnumSet.of(Termination.ILLEGAL_MOVES, Termination.ELECTRONIC_DEVICE,
            Termination.PERSISTENT_REFUSAL);

    private SanctionLoss() {
    }

    /** Whether a game ended so ({@code termination}; null while it goes on) may have been lost as a sanction. */
    public static boolean isSanction(Termination termination) {
        return termination != null && SANCTIONS.contains(termination);
    }

    /**
     * Who lost the game as a sanction, where an ending of {@code termination} did that.
     *
     * @param termination how the game ended; null while it goes on
     * @param points      White's and Black's points in the game
     * @return the side with fewer points if the ending is a sanction; empty for another ending, or where
     * the points are level
     */
    public static Optional<Color> loser(Termination termination, Scores.Points points) {
        if (!isSanction(termination)) {
            return Optional.empty();
        }
        int cmp = points.white().compareTo(points.black());
        return cmp == 0 ? Optional.empty() : Optional.of(cmp < 0 ? Color.WHITE : Color.BLACK);
    }
}
