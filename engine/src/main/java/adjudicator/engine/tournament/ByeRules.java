package adjudicator.engine.tournament;

/**
 * What a competition's regulations allow of the byes a player asks for before a round is paired (a
 * half-point bye): how many in the tournament ({@code maxHalfPointByes}) and none in its last rounds
 * ({@code noneInLastRounds}); null where the regulations set no such limit. An announced absence (a
 * zero-point bye) is always recorded: a player who will not come does not come.
 */
public record ByeRules(Integer maxHalfPointByes, Integer noneInLastRounds) {

    public ByeRules {
        if (maxHalfPointByes != null && (maxHalfPointByes < 0 || maxHalfPointByes > 99)) {
            throw new IllegalArgumentException("byes.maxHalfPointByes is 0 to 99, not " + maxHalfPointByes);
        }
        if (noneInLastRounds != null && (noneInLastRounds < 0 || noneInLastRounds > 99)) {
            throw new IllegalArgumentException("byes.noneInLastRounds is 0 to 99, not " + noneInLastRounds);
        }
    }
}
