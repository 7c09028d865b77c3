package adjudicator.engine.rules;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * The arbiter's finding on a draw claim under Article 9.2 (threefold repetition) or 9.3 (fifty
 * moves): either the claim is correct and the game is drawn at once (2005 9.5a; RF 2013 9.5.1), or it
 * is incorrect and the game goes on (the edition's 9.5 time arithmetic and the playing of the
 * intended move are the caller's business).
 */
public sealed interface ClaimVerdict {

    /** The article under which the claim was judged, in the edition's own numbering. */
    String article();

    /**
     * A correct claim: the game is drawn.
     *
     * @param outcome a draw, {@link Termination#THREEFOLD_REPETITION} or {@link Termination#FIFTY_MOVE_RULE},
     *                and the article of the claim (e.g. 2005 9.2b, 2017 9.2.1.2)
     */
    record Correct(Outcome outcome) implements ClaimVerdict {
        public Correct {
            Objects.requireNonNull(outcome, "outcome");
        }

        @Override
        public String article() {
            return outcome.article();
        }
    }

    /**
     * An incorrect claim.
     *
     * @param article the article of the claim that was made (e.g. 2005 9.3a), which it fails
     * @param reason  why it fails
     * @param found   for {@link Reason#NOT_REPEATED}: how many times the position has stood (or would
     *                stand, after the intended move) on the board, counting the current one; for
     *                {@link Reason#FEWER_THAN_FIFTY_MOVES}: how many consecutive moves (counting each
     *                player's move singly, i.e. half-moves) have been (or would have been) made without a
     *                pawn move or capture, 100 being 50 by each player; empty for the other reasons
     */
    record Incorrect(String article, Reason reason, OptionalInt found) implements ClaimVerdict {
        public Incorrect {
            Objects.requireNonNull(article, "article");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(found, "found");
            if (found.isPresent() != (reason == Reason.NOT_REPEATED || reason == Reason.FEWER_THAN_FIFTY_MOVES)) {
                throw new IllegalArgumentException(reason + (found.isPresent() ? " takes no count" : " needs a count"));
            }
        }
    }

    /** Why a claim is incorrect. */
    enum Reason {
        /** The claimant does not have the move: only "the player having the move" may claim (9.2, 9.3). */
        NOT_CLAIMANTS_TURN,
        /** The move written on the scoresheet is not a legal move in the current position (Art. 3). */
        INTENDED_MOVE_ILLEGAL,
        /** The position has not appeared (or would not appear) for at least the third time. */
        NOT_REPEATED,
        /** Fewer than 50 moves by each player without a pawn move or capture (fewer than 100 half-moves). */
        FEWER_THAN_FIFTY_MOVES
    }
}
