package adjudicator.engine.tournament;

/**
 * How a tournament is paired: by a Swiss system, whose pairings come from an endorsed pairing program
 * (entered, or read from its TRF or pairing output), or as a round robin by the Berger tables (Handbook
 * C.05, Annex 1), single or double, generated here.
 */
public enum PairingSystem {
    SWISS, ROUND_ROBIN, DOUBLE_ROUND_ROBIN;

    /** Whether its pairings are the Berger tables. */
    public boolean roundRobin() {
        return this != SWISS;
    }
}
