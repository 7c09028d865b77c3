package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter gave {@code player} {@code amountMs} more time after an external disturbance of the game
 * (2005 13.5; RF 2013 14.5; 2017/2023 12.5): not a penalty, a correction for time lost.
 */
@Revision("1")
public record TimeAwarded(String gameId, Instant at, Actor actor, Color player, long amountMs, String reason,
                          String article, Edition rules) implements GameEvent {
}
