package adjudicator.engine.rules;

/**
 * A rule that the backend applies and must cite. The article that states it differs by
 * edition; {@link Ruleset#article(Law)} gives the number in that edition's own numbering. Some
 * rules exist only in some editions ({@link Ruleset#provides(Law)}).
 */
public enum Law {
    /** Players move alternately (1.1 in every edition). */
    ALTERNATE_MOVES,
    /** The game is won by the player who checkmates (2005 5.1a; 2009+ 5.1.1). */
    CHECKMATE,
    /** The game is won by the player whose opponent resigns (2005 5.1b; 2009+ 5.1.2). */
    RESIGNATION,
    /** Stalemate is a draw (2005 5.2a; 2009+ 5.2.1). */
    STALEMATE,
    /** White's clock is started at the start of the game (2005/2009 6.5; 2017 6.6). */
    START_OF_CLOCKS,
    /** Having made his move, a player stops his own clock and starts his opponent's (2005 6.8a; 2009 6.7a; 2017 6.2.1). */
    PRESSING_THE_CLOCK,
    /**
     * A flag is considered fallen when the arbiter observes it or a player makes a valid claim (2005
     * 6.9; FIDE 2009, so RF 2013, and 2017/2023 6.8). What follows is {@link Ruleset#flagFallDraw()}.
     */
    FLAG_FALL,
    /** A game that has ended admits no further moves or clock presses (the ending article of Art. 5). */
    GAME_ENDED,
    /**
     * A claim by the player having the move that the same position will appear for at least the third
     * time after the move he has written on his scoresheet and declared (2005 9.2a; RF 2013 9.2.1;
     * 2017/2023 9.2.1.1).
     */
    THREEFOLD_REPETITION_INTENDED_MOVE,
    /**
     * A claim by the player having the move that the same position has just appeared for at least the
     * third time (2005 9.2b; RF 2013 9.2.2; 2017/2023 9.2.1.2).
     */
    THREEFOLD_REPETITION_NOW,
    /**
     * A claim by the player having the move that the move he has written and declared will complete
     * the last 50 moves by each player without a pawn move or capture (2005 9.3a; RF 2013 and
     * 2017/2023 9.3.1).
     */
    FIFTY_MOVES_INTENDED_MOVE,
    /**
     * A claim by the player having the move that the last 50 moves by each player were made without a
     * pawn move or capture (2005 9.3b; RF 2013 and 2017/2023 9.3.2).
     */
    FIFTY_MOVES_NOW,
    /** The same position for at least the fifth time ends the game at once (2017/2023 9.6.1; absent in 2005 and RF 2013). */
    FIVEFOLD_REPETITION,
    /**
     * At least 75 moves by each player without a pawn move or capture end the game at once, unless the
     * last move checkmated (2017/2023 9.6.2; absent in 2005 and RF 2013).
     */
    SEVENTY_FIVE_MOVES
}
