package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player} deliberately touched the man on {@code square} ({@code piece}: its FEN letter), the
 * fact (2005 4.3; 2017 4.3 "with the intention of moving or capturing"). By the player having the move
 * it binds his move (4.3-4.5); by either player it ends his right to claim that the opponent broke
 * touch-move (4.7; 2017 4.8), and by the player to move it declines an open draw offer (9.1a).
 */
@Revision("1")
public record PieceTouched(String gameId, Instant at, Actor actor, Color player, String square, String piece)
        implements GameEvent {
}
