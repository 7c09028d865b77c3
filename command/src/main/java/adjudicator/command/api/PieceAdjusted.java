package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player} adjusted the man on {@code square} after saying so ("j'adoube"), the fact (2005 4.2;
 * 2017 4.2.1): no obligation follows. {@code permitted} is false when he did not have the move, as only
 * the player having the move may adjust ({@code article}).
 */
@Revision("1")
public record PieceAdjusted(String gameId, Instant at, Actor actor, Color player, String square, String piece,
                            boolean permitted, String article) implements GameEvent {
}
