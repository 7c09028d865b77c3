package adjudicator.command.state;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Termination;

/**
 * An ending that waits for the opponent's touch-move claim (2017/2023 5.1.1, 5.2.1, 5.2.2 and 4.8), as
 * the fold keeps it: where it was recorded ({@code seq}), after which half-move ({@code ply}, the move
 * that broke touch-move), who may claim, and the ending that takes effect if he does not.
 */
public record PendingEnding(long seq, int ply, Color claimant, String result, Termination termination, String article,
                            String claimArticle) {
}
