package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/** {@code player} accepted the open draw offer (the fact); the ending follows as {@link GameEnded}. */
@Revision("1")
public record DrawAgreed(String gameId, Instant at, Actor actor, Color player, String article, Edition rules)
        implements GameEvent {
}
