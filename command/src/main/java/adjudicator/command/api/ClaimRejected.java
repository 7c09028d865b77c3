package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The ruling that a claim is incorrect, and what it costs. {@code article} is the article the claim
 * was judged under, {@code reason} why it fails (e.g. {@code NOT_REPEATED}) and {@code found} the count
 * behind it (occurrences of the position, or half-moves without a pawn move or capture), when there is
 * one. For a draw claim under 9.2/9.3 the edition's 9.5 arithmetic is applied at {@code at}:
 * {@code claimantDeltaMs} and {@code opponentDeltaMs} are added to the two clocks (a deduction is
 * negative) under {@code penaltyArticle}, leaving {@code whiteRemainingMs} and {@code blackRemainingMs};
 * the clocks go on. {@code obligedMove} (UCI) is the intended move, which must now be made (2005 9.5b;
 * FIDE 2009/RF 2013 9.5.2; 2017/2023 9.5.3). Without a clock, or for an unfounded flag claim (which the
 * arbiter may penalise under 2005 12.6 / 2017 11.5), nothing changes on the clocks and the deltas are 0.
 * {@code timeSource} names the commentary under which the time differs from the text's (the RCF
 * commentary to 2005 10.2: less than two minutes on rejecting a quickplay claim not clearly
 * unfounded); null where the text applies. Revision 2 added it; revision 1 reads as null.
 */
@Revision("2")
public record ClaimRejected(String gameId, Instant at, Actor actor, Color player, ClaimKind claim, RejectionReason reason,
                            Long found, String article, Edition rules, long claimantDeltaMs, long opponentDeltaMs,
                            String penaltyArticle, Long whiteRemainingMs, Long blackRemainingMs,
                            String obligedMove, String timeSource) implements GameEvent {

    /** A rejection whose time follows the edition's text (revision 1 had no {@code timeSource}). */
    public ClaimRejected(String gameId, Instant at, Actor actor, Color player, ClaimKind claim, RejectionReason reason,
                         Long found, String article, Edition rules, long claimantDeltaMs, long opponentDeltaMs,
                         String penaltyArticle, Long whiteRemainingMs, Long blackRemainingMs, String obligedMove) {
        this(gameId, at, actor, player, claim, reason, found, article, rules, claimantDeltaMs, opponentDeltaMs, penaltyArticle,
                whiteRemainingMs, blackRemainingMs, obligedMove, null);
    }
}
