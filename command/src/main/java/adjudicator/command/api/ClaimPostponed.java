package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter postponed his decision on {@code player}'s quickplay-finish claim (2005 10.2b; RF 2013
 * 10.2.2; 2017/2023 III.5.2): the opponent is given {@code opponentDeltaMs} (up to two minutes, at the
 * arbiter's discretion), the game goes on, and the final decision follows later or after a flag falls.
 */
@Revision("1")
public record ClaimPostponed(String gameId, Instant at, Actor actor, Color player, long opponentDeltaMs,
                             String article, Edition rules) implements GameEvent {
}
