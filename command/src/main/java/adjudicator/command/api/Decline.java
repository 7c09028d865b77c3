package adjudicator.command.api;

/** How a draw offer was declined (2005 9.1a; 2017 9.1.2.1). */
public enum Decline {
    /** Rejected orally: a {@code DeclineDraw}. */
    ORALLY,
    /** By making a move, which means touching a piece with the intention of moving it. */
    BY_MOVING,
    /** By deliberately touching a piece, the player having the move. */
    BY_TOUCHING
}
