package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A penalty on {@code player} (domain map: {@code PenaltyImposed{player, kind, amount, article}}):
 * {@code penalty} is one of the contract's kinds ({@code ADD_OPPONENT_TIME}: {@code amountMs} more for
 * the opponent; {@code DEDUCT_TIME}: {@code amountMs} less for the player; {@code REDUCE_POINTS} and
 * {@code INCREASE_OPPONENT_POINTS}: {@code points} as the score the arbiter sets; ...), under
 * {@code article} (the option in the edition's catalogue, e.g. 2005 13.4b, or the rule that makes it
 * automatic, e.g. 7.4b). {@code enforces} is the article broken, when the arbiter named it (e.g. 12.6).
 * The actor is the arbiter, or the system where the Laws make the penalty automatic.
 */
@Revision("1")
public record PenaltyImposed(String gameId, Instant at, Actor actor, Color player, PenaltyKind penalty, Long amountMs,
                             String article, Edition rules, String reason, String enforces, String points)
        implements GameEvent {

    /** A penalty without a named article broken or a score (the automatic ones). */
    public PenaltyImposed(String gameId, Instant at, Actor actor, Color player, PenaltyKind penalty, Long amountMs,
                          String article, Edition rules, String reason) {
        this(gameId, at, actor, player, penalty, amountMs, article, rules, reason, null, null);
    }
}
