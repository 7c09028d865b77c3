package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** The ruling that a claim is correct, with the article it was judged under; the ending follows as {@link GameEnded}. */
@Revision("1")
public record ClaimUpheld(String gameId, Instant at, Actor actor, Color player, ClaimKind claim, String article,
                          Edition rules) implements GameEvent {
}
