package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter records that {@code player} waives his claim that the opponent's last move broke
 * touch-move ({@code article}, 2017/2023 4.8), which an ending waited for ({@link EndingAwaitsClaim}):
 * a fact; the ending takes effect with it.
 */
@Revision("1")
public record TouchMoveClaimWaived(String gameId, Instant at, Actor actor, Color player, String article, Edition rules)
        implements GameEvent {
}
