package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** {@code player} claimed that his opponent's flag has fallen (the fact; 2005 6.9). The ruling follows. */
@Revision("1")
public record FlagFallClaimed(String gameId, Instant at, Actor actor, Color player) implements GameEvent {
}
