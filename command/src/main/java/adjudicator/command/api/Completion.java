package adjudicator.command.api;

/** How a move made and not completed by the press came to be completed ({@link MoveCompleted}). */
public enum Completion {
    /** By the player's next move (2017/2023 6.2.1.2). */
    BY_NEXT_MOVE,
    /** The arbiter put a queen in place of a pawn left unreplaced, the press made (2017/2023 7.5.2). */
    REPLACED_BY_ARBITER
}
