package adjudicator.engine.rules;

import java.time.Duration;
import java.util.Objects;

/**
 * The clock times after an incorrect draw claim under 9.2/9.3, and the article applied. Pure: the
 * edition's {@link Ruleset#incorrectClaim()} supplies every number.
 *
 * <ul>
 * <li>FIDE 2005 9.5b: opponent +3:00, and the claimant's time cut ({@link ClaimantTimeCut});</li>
 * <li>RF 2013 9.5.2: opponent +3:00, claimant unchanged (FIDE 2009 base, not in the source text);</li>
 * <li>FIDE 2017 9.5.3: opponent +2:00; in blitz +1:00 (B.2);</li>
 * <li>FIDE 2023 9.5.3: opponent +2:00; in rapid +1:00 (A.3) and blitz +1:00 (B.3, via A.3).</li>
 * </ul>
 *
 * @param claimantRemaining the claimant's remaining time after the penalty
 * @param opponentRemaining the opponent's remaining time after the penalty
 * @param article           the article applied (the one that sets the opponent's bonus; where the
 *                          claimant's cut has a different article, both, comma-separated)
 */
public record ClaimPenalty(Duration claimantRemaining, Duration opponentRemaining, String article) {

    public ClaimPenalty {
        Objects.requireNonNull(claimantRemaining, "claimantRemaining");
        Objects.requireNonNull(opponentRemaining, "opponentRemaining");
        Objects.requireNonNull(article, "article");
    }

    /**
     * Applies an edition's incorrect-claim penalty.
     *
     * @throws IllegalArgumentException if a remaining time is negative
     */
    public static ClaimPenalty apply(Duration claimantRemaining, Duration opponentRemaining, Ruleset rules, Pace pace) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(pace, "pace");
        if (claimantRemaining.isNegative() || opponentRemaining.isNegative()) {
            throw new IllegalArgumentException("remaining times cannot be negative");
        }
        IncorrectClaim penalty = rules.incorrectClaim();
        Cited<Duration> bonus = penalty.opponentBonus(pace);
        Duration claimant = claimantRemaining;
        String article = bonus.article();
        if (penalty.claimantCut().isPresent()) {
            Cited<ClaimantTimeCut> cut = penalty.claimantCut().get();
            claimant = cut.value().apply(claimantRemaining);
            if (!cut.article().equals(article)) {
                article = article + ", " + cut.article();
            }
        }
        return new ClaimPenalty(claimant, opponentRemaining.plus(bonus.value()), article);
    }
}
