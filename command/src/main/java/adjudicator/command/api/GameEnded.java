package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** The ruling that ends a game: the result, its cause, and the article of the game's edition. */
@Revision("1")
public record GameEnded(String gameId, Instant at, Actor actor, String result, Termination termination,
                        String article, Edition rules) implements GameEvent {
}
