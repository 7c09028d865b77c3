package adjudicator.engine.tournament;

import adjudicator.engine.Color;

/**
 * One player's round, as a cross table and the TRF's player record hold it: the opponent's starting
 * rank (0 for none: a bye, an unpaired round), the player's colour (null where no game was played
 * or forfeited with a colour), and the result.
 */
public record RoundEntry(int round, int opponent, Color colour, RoundResult result) {

    public RoundEntry {
        if (round < 1) {
            throw new IllegalArgumentException("rounds are numbered from 1, not " + round);
        }
        if (result.hasOpponent() != (opponent > 0)) {
            throw new IllegalArgumentException("round " + round + ": the result " + result + (opponent > 0
                    ? " has no opponent, but " + opponent + " is named" : " needs an opponent"));
        }
        if (result.played() && colour == null) {
            throw new IllegalArgumentException("round " + round + ": a game played has a colour");
        }
    }

    /** A round without an opponent: a bye, or not paired. */
    public static RoundEntry alone(int round, RoundResult result) {
        return new RoundEntry(round, 0, null, result);
    }
}
