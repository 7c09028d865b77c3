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
    /**
     * At the end both players sign both scoresheets, showing the result; even if incorrect, it stands
     * unless the arbiter decides otherwise (2005 8.7; RF 2013 8.7; 2017/2023 8.7).
     */
    SIGNED_RESULT,
    /**
     * Both flags have fallen and which fell first cannot be established, in a period that is not the
     * last: the game continues (2005 6.12a; RF 2013 6.11.1; 2017/2023 Guidelines III.3.1, only in a
     * game under the Guidelines: {@link Ruleset#bothFlags()}).
     */
    BOTH_FLAGS_PLAY_ON,
    /** The same in the last period: the game is drawn (2005 6.12b; RF 2013 6.11.2; 2017/2023 III.3.1). */
    BOTH_FLAGS_DRAWN,
    /** The arbiter stops the clocks to interrupt the game (2005 6.13a; FIDE 2009, so RF 2013, 6.12.1; 2017/2023 6.11.1). */
    CLOCKS_STOPPED_BY_ARBITER,
    /** A player may stop the clocks only to seek the arbiter's assistance (2005 6.13b; RF 2013 6.12.2; 2017/2023 6.11.2). */
    CLOCKS_STOPPED_BY_PLAYER,
    /** The arbiter decides when the game resumes (2005 6.13c; RF 2013 6.12.3; 2017/2023 6.11.3). */
    CLOCKS_RESUMED,
    /**
     * After an irregularity, or on replacing a defective clock, the arbiter sets the times and, if
     * necessary, the move counter (2005 6.14; FIDE 2009, so RF 2013, 6.13; 2017/2023 7.1, which
     * includes the right not to change them).
     */
    CLOCKS_SET,
    /**
     * A draw offer: properly made after making a move and before pressing the clock; at another time
     * still valid; irrevocable; open until accepted, declined orally or by touching a piece, or the game
     * ends (2005 9.1a; RF 2013 and 2017/2023 9.1.2.1).
     */
    DRAW_OFFER,
    /** An offer made at another time is valid, but the rule against annoying the opponent applies (2005 12.6; RF 2013 13.6; 2017/2023 11.5). */
    DRAW_OFFER_AT_ANOTHER_TIME,
    /** A claim under 9.2, 9.3 or 10.2 counts as a draw offer (2005 9.1c; RF 2013 and 2017/2023 9.1.2.3). */
    CLAIM_IS_OFFER,
    /** The game is drawn by agreement (2005 5.2c; RF 2013 5.2.3, FIDE 2009's 5.2c in the text's numbering; 2017/2023 5.2.3). */
    AGREEMENT,
    /** Touched men of his own: the first that can be moved must be moved (2005 4.3a; RF 2013 and 2017/2023 4.3.1). */
    TOUCHED_OWN_MAN,
    /** Touched men of the opponent: the first that can be captured must be captured (2005 4.3b; 4.3.2). */
    TOUCHED_OPPONENTS_MAN,
    /** A man of each colour touched (2005 4.3c; 4.3.3). */
    TOUCHED_BOTH_COLOURS,
    /** King, then a rook touched: castle on that side if legal (2005 4.4a; 4.4.1). */
    TOUCHED_KING_AND_ROOK,
    /** Castling intended but illegal: another king move (2005 4.4c; 4.4.3). */
    TOUCHED_KING_TO_CASTLE,
    /**
     * Each move is made with one hand only (4.1 in every edition). From 2017 a move made with two hands
     * and completed counts as an illegal move (see {@link IllegalMoveKind#TWO_HANDS}); before, a
     * breach of 4.1 is a matter for the arbiter's penalties.
     */
    ONE_HAND,
    /** None of the touched men can be moved or captured: any legal move (4.5 in every edition). */
    NOTHING_TOUCHED_CAN_MOVE,
    /**
     * A pawn promoted: the choice of the new piece is final once that piece has touched the square of
     * promotion (2005 4.4d; RF 2013 and 2017/2023 4.4.4).
     */
    PROMOTED_PIECE_CHOSEN,
    /**
     * An illegal move counts only once it is completed, by pressing the clock (RF 2013 7.4.1; 2017/2023
     * 7.5.1); before that the player replaces it under 4.3 without penalty. Absent in FIDE 2005, where
     * 7.4a speaks of an illegal move "made".
     */
    ILLEGAL_MOVE_COMPLETED,
    /**
     * The position before an irregularity is reinstated by the arbiter, displaced men among them (2005
     * 7.5; RF 2013 7.5; 2017/2023 7.6); the clocks are set under {@link #CLOCKS_SET}.
     */
    POSITION_REINSTATED,
    /** Only the player having the move may adjust men, having first said so (2005 4.2; RF 2013 4.2; 2017/2023 4.2.1). */
    ADJUSTING,
    /**
     * A claim that the opponent broke touch-move (4.3, 4.4) is lost once the claimant deliberately
     * touches a man himself (2005 4.7; RF 2013 4.7; 2017/2023 4.8).
     */
    TOUCH_MOVE_CLAIM,
    /** The quickplay-finish claim (2005 10.2; RF 2013 10.2; 2017/2023 Guidelines III.5). */
    QUICKPLAY_CLAIM,
    /** The arbiter accepts it: a draw (2005 10.2a; RF 2013 10.2.1; III.5.1). */
    QUICKPLAY_ACCEPTED,
    /** He postpones: the opponent may get two minutes; the final decision later (2005 10.2b; RF 2013 10.2.2; III.5.2). */
    QUICKPLAY_POSTPONED,
    /** He rejects: the opponent gets two minutes (2005 10.2c; RF 2013 10.2.3; III.5.3). */
    QUICKPLAY_REJECTED,
    /** His decision is final (2005 10.2d; RF 2013 10.2.4; III.5.4). */
    QUICKPLAY_FINAL,
    /**
     * The claim made where no arbiter is present: it concludes the game, the final position is written
     * down and verified by the opponent, and the claim is referred to the arbiter, whose decision is
     * final (RF 2013 Art. 11, from FIDE 2009 App. D; 2017/2023 Guidelines III.6). Absent in FIDE 2005
     * as the settings read it (its 10.2 presumes the arbiter).
     */
    QUICKPLAY_WITHOUT_ARBITER,
    /**
     * With under two minutes left, the player having the move may instead ask that an increment of five
     * seconds be introduced for both players: a draw offer; if the opponent refuses it and the arbiter
     * agrees, the clocks are set with the increment and the opponent gets two minutes (2017/2023
     * Guidelines III.4). Absent in FIDE 2005 and RF 2013.
     */
    QUICKPLAY_INCREMENT,
    /**
     * A position in which neither player can checkmate by any series of legal moves ends the game at once
     * as a draw, if reached by a legal move (2005 5.2b; RF 2013 and 2017/2023 5.2.2, "dead position").
     */
    DEAD_POSITION,
    /**
     * A move not completed by pressing the clock is completed when the player makes his next move
     * (2017/2023 6.2.1.2; absent in 2005 6.8a and RF 2013, where only the press completes it).
     */
    MOVE_COMPLETED_BY_NEXT_MOVE,
    /**
     * The initial position was wrong: the game is annulled and a new one played (2005 7.1a; RF 2013
     * 7.1.1; 2017/2023 7.2.1).
     */
    ANNULMENT,
    /** The arbiter may give either or both players more time after an external disturbance (2005 13.5; RF 2013 14.5; 2017/2023 12.5). */
    EXTRA_TIME_FOR_DISTURBANCE,
    /**
     * Persistent refusal to comply with the Laws loses the game; the arbiter decides the opponent's
     * score (2005 12.8; RF 2013 13.7; 2017/2023 11.7).
     */
    PERSISTENT_REFUSAL,
    /**
     * In rapid and blitz the arbiter himself acts on an illegal move he sees, before the opponent's next
     * move (2017 A.4.2, also for blitz; 2023 A.5.2). Absent in 2005 and RF 2013, whose appendices
     * (A.4(c), B) have him rule only on the opponent's claim.
     */
    ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ,
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
