package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code side}'s flag is established as fallen (2005 6.9; 2009+ 6.8): observed by the arbiter or
 * validly claimed by the opponent ({@code establishedBy}) at {@code at}. {@code fellAt} is the instant
 * the time ran out, computed from the recorded clock facts. The ending follows as {@link GameEnded}.
 */
@Revision("1")
public record FlagFell(String gameId, Instant at, Actor actor, Color side, Instant fellAt, Actor establishedBy,
                       String article, Edition rules) implements GameEvent {
}
