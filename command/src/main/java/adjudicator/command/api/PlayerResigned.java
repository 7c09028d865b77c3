package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** A player declared that he resigns: the fact; the ruling follows as {@link GameEnded}. */
@Revision("1")
public record PlayerResigned(String gameId, Instant at, Actor actor, Color player) implements GameEvent {
}
