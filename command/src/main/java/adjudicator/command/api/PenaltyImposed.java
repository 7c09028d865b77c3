package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A penalty on {@code player} (domain map: {@code PenaltyImposed{player, kind, amount, article}}):
 * {@code penalty} is one of the contract's kinds ({@code ADD_OPPONENT_TIME}: {@code amountMs} more for
 * the opponent; {@code DEDUCT_TIME}: {@code amountMs} less for the player; ...), under {@code article}.
 * The actor is the arbiter, or the system where the Laws make the penalty automatic (e.g. 2005 7.4b).
 */
@Revision("1")
public record PenaltyImposed(String gameId, Instant at, Actor actor, Color player, String penalty, Long amountMs,
                             String article, Edition rules, String reason) implements GameEvent {
}
