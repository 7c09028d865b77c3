package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** A player pressed the clock, completing his move (2005 6.8a; 2017 6.2.1). */
@Revision("1")
public record ClockPressed(String gameId, Instant at, Actor actor, Color player) implements GameEvent {
}
