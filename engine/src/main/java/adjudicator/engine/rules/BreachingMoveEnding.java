package adjudicator.engine.rules;

/**
 * What a checkmate, stalemate or dead position brought about by a move that broke touch-move does
 * (Article 5). The articles end the game "immediately" with a proviso on the move that made the
 * position: a move "разрешенным Правилами" (2005 5.1a, 5.2a, 5.2b), a "возможный ход" (RF 2013 5.1.1,
 * 5.2.1, defined by Article 3 alone), or a move "выполнен в соответствии со Статьей 3 и Статьями 4.2 –
 * 4.7" (2017/2023 5.1.1, 5.2.1, 5.2.2). Only the last names touch-move.
 */
public enum BreachingMoveEnding {
    /**
     * The game ends at once: the proviso asks for a move legal under Article 3, which a move that
     * broke touch-move is (FIDE 2005, read so in docs/editions.md; RF 2013).
     */
    AT_ONCE,
    /**
     * The ending waits for the opponent: he may still claim the breach (2017/2023 4.8), and the ending
     * takes effect at his first act other than that claim, or at his waiver.
     */
    AWAITS_TOUCH_MOVE_CLAIM
}
