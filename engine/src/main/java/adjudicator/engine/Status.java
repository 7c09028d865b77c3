package adjudicator.engine;

/** Whether the side to move has a legal move, and if not whether it is mated or stalemated. */
public enum Status {
    ONGOING, CHECKMATE, STALEMATE
}
