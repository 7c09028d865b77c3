package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** {@code player} claimed that his opponent's last move broke touch-move (the fact; 2005 4.7). The ruling follows. */
@Revision("1")
public record TouchMoveClaimed(String gameId, Instant at, Actor actor, Color player) implements GameEvent {
}
