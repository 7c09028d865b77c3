package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter annulled the game (2005 7.1a; RF 2013 7.1.1; 2017/2023 7.2.1: the initial position was
 * wrong, a new game is played). The game has no result; its status is {@code ANNULLED}.
 */
@Revision("1")
public record GameAnnulled(String gameId, Instant at, Actor actor, String reason, String article, Edition rules)
        implements GameEvent {
}
