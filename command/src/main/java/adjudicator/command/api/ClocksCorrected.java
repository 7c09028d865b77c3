package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter set the clocks at {@code at} (2005 6.11, 6.14; 2017 7.1, which includes leaving the times
 * as they are): both remaining times and both move counters. {@code running} is the clock that runs on
 * from {@code at} (the one that was running), or null when the clocks were stopped. A flag that had
 * already fallen stays fallen (see {@code ChessClock.set}).
 */
@Revision("1")
public record ClocksCorrected(String gameId, Instant at, Actor actor, long whiteRemainingMs, long blackRemainingMs,
                              int whiteMovesCompleted, int blackMovesCompleted, Color running, String article,
                              Edition rules) implements GameEvent {
}
