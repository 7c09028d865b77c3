package adjudicator.engine;

import java.util.Objects;

/** The verdict of {@link Position#check(Move)} on a physically made move. */
public sealed interface MoveCheck permits MoveCheck.Legal, MoveCheck.Illegal, MoveCheck.Impossible {

    /** @return true for {@link Legal} */
    default boolean isLegal() {
        return this instanceof Legal;
    }

    /** The move is legal. */
    record Legal() implements MoveCheck {
    }

    /**
     * The move can be made on the board but breaks a rule.
     *
     * @param reason  the first rule broken
     * @param article the article of the Laws (piece-specific for PIECE_CANNOT_MOVE_THAT_WAY)
     */
    record Illegal(IllegalReason reason, String article) implements MoveCheck {
        public Illegal {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(article, "article");
        }
    }

    /**
     * The move cannot even be made on the board: no man on the from-square, or from equals to.
     *
     * @param why a human-readable explanation
     */
    record Impossible(String why) implements MoveCheck {
    }
}
