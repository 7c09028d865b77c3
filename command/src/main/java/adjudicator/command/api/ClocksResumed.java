package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The game resumed at {@code at} as the arbiter decided (2005 6.13c; 2017 6.11.3): {@code side}'s clock
 * runs again (the player who has made a move and not yet pressed, or else the player to move). The
 * stopped interval costs nobody time.
 */
@Revision("1")
public record ClocksResumed(String gameId, Instant at, Actor actor, Color side, String article, Edition rules)
        implements GameEvent {
}
