package adjudicator.engine.rules;

import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What an incorrect draw claim under 9.2/9.3 costs (FIDE 2005 9.5b; RF 2013 9.5.2; FIDE 2017/2023
 * 9.5.3 with the rapid and blitz appendices). {@link ClaimPenalty#apply} does the arithmetic.
 *
 * @param opponentBonus per pace, the time added to the claimant's opponent
 * @param claimantCut   the cut in the claimant's own time (FIDE 2005 only), or empty
 */
public record IncorrectClaim(Map<Pace, Cited<Duration>> opponentBonus, Optional<Cited<ClaimantTimeCut>> claimantCut) {

    public IncorrectClaim {
        opponentBonus = Map.copyOf(opponentBonus);
        Objects.requireNonNull(claimantCut, "claimantCut");
        for (Pace pace : Pace.values()) {
            if (!opponentBonus.containsKey(pace)) {
                throw new IllegalArgumentException("no incorrect-claim bonus for " + pace);
            }
        }
    }

    /** The time added to the opponent of an incorrect claimant at {@code pace}, with its article. */
    public Cited<Duration> opponentBonus(Pace pace) {
        return opponentBonus.get(Objects.requireNonNull(pace, "pace"));
    }
}
