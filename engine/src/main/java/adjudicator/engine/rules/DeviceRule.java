package adjudicator.engine.rules;

/**
 * What a player's electronic device costs him and gives his opponent (docs/editions.md).
 */
public enum DeviceRule {
    /**
     * FIDE 2005 12.2b: a phone that rings loses the game; the arbiter decides the opponent's score. The
     * RCF commentary to the Russian text gives the opponent ½ when he could not help-mate.
     */
    LOSS_ARBITER_SETS_OPPONENTS_SCORE,
    /** FIDE 2009 12.3b, so RF 2013: any sound loses; the opponent wins, or scores ½ if he cannot win by any series of legal moves. */
    LOSS_OPPONENT_WINS_OR_HALF_IF_HE_CANNOT_WIN,
    /** FIDE 2017/2023 11.3.2.2: a device on the player's person loses; the opponent wins (regulations may soften). */
    LOSS_OPPONENT_WINS
}
