package adjudicator.engine.rules;

import java.time.Duration;
import java.util.Objects;

/**
 * The cut in the claimant's own time after an incorrect 9.2/9.3 claim, in FIDE 2005 only (9.5b,
 * in both Russian texts): with T the
 * claimant's remaining time,
 * <ul>
 * <li>T more than {@code halveAbove} (2:00): T minus half of T, but minus no more than {@code maxCut}
 * (3:00);</li>
 * <li>T more than {@code floor} (1:00) and less than {@code halveAbove}: set to {@code floor};</li>
 * <li>T less than {@code floor}: unchanged.</li>
 * </ul>
 * The text leaves T exactly 2:00 and exactly 1:00 open. Choice: both give 1:00, so that the cut is
 * continuous. At T = 2:00 "half of T" and "set to one minute" both give 1:00; at T = 1:00 "set to one
 * minute" and "unchanged" both give 1:00. So T = 2:00 goes to the middle band (→ 1:00) and T = 1:00 is
 * left unchanged. Half of T is {@link Duration#dividedBy(long)}, exact to the nanosecond.
 */
public record ClaimantTimeCut(Duration halveAbove, Duration maxCut, Duration floor) {

    /** FIDE 2005 9.5b: halve above two minutes, cut at most three, one minute between one and two. */
    public static final ClaimantTimeCut FIDE_2005 =
            new ClaimantTimeCut(Duration.ofMinutes(2), Duration.ofMinutes(3), Duration.ofMinutes(1));

    public ClaimantTimeCut {
        Objects.requireNonNull(halveAbove, "halveAbove");
        Objects.requireNonNull(maxCut, "maxCut");
        Objects.requireNonNull(floor, "floor");
        if (floor.isNegative() || halveAbove.compareTo(floor) < 0 || maxCut.isNegative()) {
            throw new IllegalArgumentException("need 0 <= floor <= halveAbove and maxCut >= 0");
        }
    }

    /** The claimant's remaining time after the cut. */
    public Duration apply(Duration remaining) {
        Objects.requireNonNull(remaining, "remaining");
        if (remaining.compareTo(halveAbove) > 0) {
            Duration half = remaining.dividedBy(2);
            return remaining.minus(half.compareTo(maxCut) < 0 ? half : maxCut);
        }
        if (remaining.compareTo(floor) > 0) {
            return floor;
        }
        return remaining;
    }
}
