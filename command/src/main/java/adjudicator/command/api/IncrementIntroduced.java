package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter agreed to {@code player}'s request (2017/2023 Guidelines III.4, {@code article}): from now
 * on the clocks run under {@code timeControl} (the old one with the increment added to its last period)
 * and the opponent was given {@code opponentDeltaMs}; the times that result are
 * {@code whiteRemainingMs} and {@code blackRemainingMs}.
 */
@Revision("1")
public record IncrementIntroduced(String gameId, Instant at, Actor actor, Color player, String timeControl,
                                  long opponentDeltaMs, long whiteRemainingMs, long blackRemainingMs, String article,
                                  Edition rules) implements GameEvent {
}
