package adjudicator.command.api;

import adjudicator.engine.rules.ArbiterPenalty;

/**
 * The contract's penalty kinds, and the option of the editions' catalogues each one is (2005 13.4a-g;
 * RF 2013 14.4.1-7; 2017/2023 12.9.1-9); whether an edition has it is the edition's to say.
 */
public enum PenaltyKind {
    WARNING(ArbiterPenalty.WARNING),
    /** More time for the opponent ({@code amountMs}). */
    ADD_OPPONENT_TIME(ArbiterPenalty.INCREASE_OPPONENT_TIME),
    /** Less time for the offender ({@code amountMs}). */
    DEDUCT_TIME(ArbiterPenalty.REDUCE_OFFENDER_TIME),
    LOSS_OF_GAME(ArbiterPenalty.LOSS_OF_THE_GAME),
    /** The offender's score in the game set lower ({@code points}). */
    REDUCE_POINTS(ArbiterPenalty.REDUCE_OFFENDER_POINTS),
    /** The opponent's score in the game set higher ({@code points}), up to the game's maximum. */
    INCREASE_OPPONENT_POINTS(ArbiterPenalty.INCREASE_OPPONENT_POINTS),
    EXPULSION(ArbiterPenalty.EXPULSION),
    /** A fine announced in advance (2017/2023 12.9.7). */
    FINE(ArbiterPenalty.FINE),
    /** Exclusion from one or more rounds (2017/2023 12.9.8). */
    EXCLUSION_FROM_ROUNDS(ArbiterPenalty.EXCLUSION_FROM_ROUNDS);

    private final ArbiterPenalty option;

    PenaltyKind(ArbiterPenalty option) {
        this.option = option;
    }

    /** The option of the arbiter's catalogue this kind is. */
    public ArbiterPenalty option() {
        return option;
    }

    /** Whether it changes a clock. */
    public boolean timed() {
        return this == ADD_OPPONENT_TIME || this == DEDUCT_TIME;
    }

    /** Whether it sets a score for the game. */
    public boolean scored() {
        return this == REDUCE_POINTS || this == INCREASE_OPPONENT_POINTS;
    }
}
