package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * Both flags were seen fallen and which fell first cannot be established (2005 6.12; RF 2013 6.11;
 * 2017/2023 Guidelines III.3.1, only in a game under the Guidelines), as the arbiter observed at
 * {@code at}: a fact the clock facts cannot give, since they always order the two flags. In a period
 * that is not the last ({@code lastPeriod} false) the game continues, and the {@link ClocksCorrected}
 * that follows sets the clocks for the next period; in the last period a {@link GameEnded} follows,
 * drawn. {@code article} is the one applied (2005 6.12a or 6.12b).
 */
@Revision("1")
public record BothFlagsFell(String gameId, Instant at, Actor actor, boolean lastPeriod, String article, Edition rules)
        implements GameEvent {
}
