package adjudicator.engine.rules;

/** When a player loses the right to claim a draw under 9.2/9.3 on this move (Article 9.4). */
public enum ClaimRightLost {
    /** Once he has made a move without claiming (FIDE 2005 9.4). */
    ON_MAKING_A_MOVE,
    /** Once he has deliberately touched a piece under the touch-move rule (RF 2013 9.4, FIDE 2009 on). */
    ON_TOUCHING_A_PIECE
}
