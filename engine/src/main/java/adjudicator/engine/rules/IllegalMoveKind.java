package adjudicator.engine.rules;

/**
 * The faults that count as an illegal move under the edition's illegal-move article (FIDE 2005 7.4a,
 * RF 2013 7.4.1, FIDE 2017 with J18 and 2023 7.5.1-7.5.4). All counted kinds share one counter
 * (docs/editions.md). {@link Ruleset#illegalMoves()} says which kinds an edition counts and under
 * which article.
 */
public enum IllegalMoveKind {
    /** A move that breaks Article 3 (every edition). */
    ILLEGAL_MOVE,
    /** A promotion that breaks the promotion rules, e.g. to a king or a pawn (2005 7.4a names it; every edition). */
    INCORRECT_PROMOTION,
    /** Capturing the opponent's king (2005 7.4a and RF 2013 7.4.1 name it). */
    KING_CAPTURE,
    /** A pawn placed on the last rank and not replaced by a new piece (2014 on; 2017 J18 7.5.2: it becomes a queen). */
    UNREPLACED_PAWN,
    /** A move made with two hands (2017 7.7.1; J18 7.5.3). Before 2017 a matter for the arbiter's penalties only. */
    TWO_HANDS,
    /** The clock pressed without a move (2017 7.8.1; J18 7.5.4). Before 2017 a matter for the arbiter's penalties only. */
    CLOCK_WITHOUT_MOVE
}
