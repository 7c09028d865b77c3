package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The clocks were stopped at {@code at} (the fact): by the arbiter to interrupt the game (2005 6.13a;
 * 2017 6.11.1), or by a player to seek the arbiter's assistance (2005 6.13b; 2017 6.11.2; a stop
 * without good reason may be penalised, 6.13d / 6.11.4). The remaining times at the stop are given for
 * the record; the clock keeps them until the game resumes.
 */
@Revision("1")
public record ClocksStopped(String gameId, Instant at, Actor actor, long whiteRemainingMs, long blackRemainingMs,
                            String article, Edition rules) implements GameEvent {
}
