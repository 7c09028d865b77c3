package adjudicator.engine.tournament;

/**
 * The conversion of a fractional score into a rating difference (dp) of the FIDE Rating Regulations
 * (Handbook B.02: table 8.1.1 of the regulations applied from 1 March 2024, 8.1a before), which the
 * tournament performance rating adds to the average rating of the opponents (C.07 10.2), as does the
 * performance of {@link RatingChanges}: 0 at 50 %, 800 at 100 %, and below 50 % the same figures negated.
 */
public final class RatingDifference {

    /** dp for 50 % to 100 %, by whole per cent. */
    private static final int[] ABOVE_HALF = {
            0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
            158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
            383, 401, 422, 444, 470, 501, 538, 589, 677, 800};

    private RatingDifference() {
    }

    /** dp for a score of {@code percent} per cent (0 to 100). */
    public static int of(int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("a score is 0 to 100 per cent, not " + percent);
        }
        return percent >= 50 ? ABOVE_HALF[percent - 50] : -ABOVE_HALF[50 - percent];
    }
}
