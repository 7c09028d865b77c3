package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** The clock of the side to move was started (2005 6.5; 2017 6.6). */
@Revision("1")
public record ClocksStarted(String gameId, Instant at, Actor actor, Color side, String article) implements GameEvent {
}
