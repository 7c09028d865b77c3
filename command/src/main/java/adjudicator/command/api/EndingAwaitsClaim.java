package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The move just made brought about an ending ({@code result}, {@code termination}, under
 * {@code article}: checkmate, stalemate or a dead position) and broke touch-move. Under FIDE 2017 and
 * 2023 such an ending takes effect only if the move "был выполнен в соответствии со Статьей 3 и
 * Статьями 4.2 – 4.7" (5.1.1, 5.2.1, 5.2.2): it waits for {@code claimant}, who may still claim the
 * breach ({@code claimArticle}, 4.8). The game stays in progress; the ending takes effect at the
 * claimant's first act other than that claim (a touch, a resignation, a draw offer, his signature) or
 * at his waiver, and lapses if his claim is upheld. A ruling.
 */
@Revision("1")
public record EndingAwaitsClaim(String gameId, Instant at, Actor actor, Color claimant, String result,
                                Termination termination, String article, String claimArticle, Edition rules)
        implements GameEvent {
}
