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
     * The move cannot even be made on the board: no move given, no man on the from-square, or from equals to.
     *
     * @param reason which of these
     * @param square the square it concerns (the from-square), or null for {@link Reason#NO_MOVE}
     */
    record Impossible(Reason reason, String square) implements MoveCheck {
        public Impossible {
            Objects.requireNonNull(reason, "reason");
        }

        /** In English, as a refusal's detail says it. */
        public String why() {
            return switch (reason) {
                case NO_MOVE -> "no move given";
                case NO_MAN -> "there is no man on " + square;
                case SAME_SQUARE -> "from- and to-square are the same (" + square + ")";
            };
        }

        /** Why a move cannot be made on the board. */
        public enum Reason { NO_MOVE, NO_MAN, SAME_SQUARE }
    }
}
