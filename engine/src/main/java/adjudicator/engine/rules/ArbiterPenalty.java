package adjudicator.engine.rules;

/**
 * The penalties an arbiter may impose (FIDE 2005 13.4a-g; RF 2013 14.4.1-7; FIDE 2017/2023
 * 12.9.1-9). {@link Ruleset#arbiterPenalties()} lists an edition's options in its own order and
 * numbering.
 */
public enum ArbiterPenalty {
    WARNING,
    INCREASE_OPPONENT_TIME,
    REDUCE_OFFENDER_TIME,
    /** The game declared lost by the offender (2017: the arbiter also decides the opponent's score). */
    LOSS_OF_THE_GAME,
    REDUCE_OFFENDER_POINTS,
    /** The opponent's points in the game raised to the maximum available for it. */
    INCREASE_OPPONENT_POINTS,
    /** A fine announced in advance (2017 on). */
    FINE,
    /** Exclusion from one or more rounds (2017 on). */
    EXCLUSION_FROM_ROUNDS,
    /** Expulsion from the competition. */
    EXPULSION
}
