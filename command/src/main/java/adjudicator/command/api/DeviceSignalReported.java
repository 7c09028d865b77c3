package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter established that {@code player}'s electronic device sounded or was on him (the fact;
 * 2005 12.2b; RF 2013 13.3.2; 2017/2023 11.3.2.2). The ending follows as {@link GameEnded}.
 */
@Revision("1")
public record DeviceSignalReported(String gameId, Instant at, Actor actor, Color player, String article, Edition rules)
        implements GameEvent {
}
