package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player}, promoting a pawn, let the new piece ({@code piece}: Q, R, B or N) touch the square of
 * promotion {@code square}, the fact. By the player having the move it is the first such touch of his
 * turn, and the choice of the piece is then final (2005 4.4d; RF 2013 and 2017/2023 4.4.4,
 * {@code article}): a move promoting to another piece there breaks touch-move. {@code binding} is false
 * when it binds nothing: not his move, or a choice already made this turn.
 */
@Revision("1")
public record PromotionSquareTouched(String gameId, Instant at, Actor actor, Color player, String square, String piece,
                                     boolean binding, String article, Edition rules) implements GameEvent {
}
