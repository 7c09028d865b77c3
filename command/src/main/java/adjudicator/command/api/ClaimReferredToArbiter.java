package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player}'s quickplay-finish claim, made with no arbiter present, concluded the game: the final
 * position {@code fen} is written down (for the opponent to verify) and the claim is referred to the
 * arbiter, whose decision is final (RF 2013 Art. 11; 2017/2023 Guidelines III.6, {@code article}).
 */
@Revision("1")
public record ClaimReferredToArbiter(String gameId, Instant at, Actor actor, Color player, String fen, String article,
                                     Edition rules) implements GameEvent {
}
