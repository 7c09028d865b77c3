package adjudicator.engine.rules;

/**
 * A rule that the backend applies and must cite. The article that states it differs by
 * edition; {@link Ruleset#article(Law)} gives the number in that edition's own numbering.
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
    /** A game that has ended admits no further moves or clock presses (the ending article of Art. 5). */
    GAME_ENDED
}
