package adjudicator.command.api;

/** What a player claims: a draw under 9.2, 9.3 or 10.2 (the contract's {@code basis}), or the opponent's flag (6.9). */
public enum ClaimKind {
    /** 2005 9.2; RF 2013 9.2.1-9.2.2; 2017/2023 9.2.1.1-9.2.1.2. */
    THREEFOLD_REPETITION,
    /** 2005 9.3; RF 2013 and 2017/2023 9.3.1-9.3.2. */
    FIFTY_MOVE_RULE,
    /** 2005 and RF 2013 10.2; 2017/2023 Guidelines III, when the event announces them. */
    QUICKPLAY_FINISH,
    /** The request for a five-second increment, which the arbiter grants or refuses (2017/2023 Guidelines III.4). */
    QUICKPLAY_INCREMENT,
    /** That the opponent's flag has fallen (2005 6.9; 2009+ 6.8). */
    FLAG_FALL,
    /** That the opponent's last move broke touch-move or another binding of his move (2005 4.7; 2017 4.8). */
    TOUCH_MOVE
}
