package adjudicator.command.api;

/** Why a claim was rejected ({@link ClaimRejected}). */
public enum RejectionReason {
    /** The claimant did not have the move (9.2, 9.3). */
    NOT_CLAIMANTS_TURN,
    /** The move written and declared is not legal in the position (Art. 3). */
    INTENDED_MOVE_ILLEGAL,
    /** The position has not appeared, and would not appear, for at least the third time (9.2). */
    NOT_REPEATED,
    /** Fewer than 50 moves by each player without a pawn move or capture (9.3). */
    FEWER_THAN_FIFTY_MOVES,
    /** By the recorded clock facts the opponent's flag has not fallen (2005 6.9). */
    FLAG_NOT_FALLEN,
    /** The opponent's last move broke no binding (4.7). */
    NO_BROKEN_OBLIGATION,
    /** The claimant touched a man himself after the breach (2005 4.7; 2017 4.8). */
    RIGHT_LOST,
    /** The arbiter rejected it (10.2c; III.5.3, III.4). */
    REJECTED_BY_ARBITER
}
