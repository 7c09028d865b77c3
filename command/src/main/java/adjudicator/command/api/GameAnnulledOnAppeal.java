package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * An appeals committee's decision annuls the game ({@code replayOrdered}: and orders it replayed,
 * a new game of the same pairing), on the appeal {@code appealId}, for {@code reason}.
 */
@Revision("1")
public record GameAnnulledOnAppeal(String gameId, Instant at, Actor actor, String appealId, boolean replayOrdered,
                                   String reason, Edition rules) implements GameEvent {
}
