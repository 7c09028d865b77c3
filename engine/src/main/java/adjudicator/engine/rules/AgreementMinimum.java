package adjudicator.engine.rules;

/** What must happen before a draw may be agreed (2005 5.2c; RF 2013 9.1.1; 2017/2023 5.2.3 and 9.1.1). */
public enum AgreementMinimum {
    /** A draw may be agreed at any time (FIDE 2005). */
    NONE(0, false),
    /** The competition's regulations may forbid agreement before a number of moves or without the arbiter (RF 2013 9.1.1). */
    SET_BY_REGULATIONS(0, true),
    /** Each player must have made at least one move (5.2.3), and the regulations may restrict further (9.1.1). */
    ONE_MOVE_EACH_AND_REGULATIONS(1, true);

    private final int movesByEachPlayer;
    private final boolean regulationsMayRestrict;

    AgreementMinimum(int movesByEachPlayer, boolean regulationsMayRestrict) {
        this.movesByEachPlayer = movesByEachPlayer;
        this.regulationsMayRestrict = regulationsMayRestrict;
    }

    /** How many moves each player must have made before an agreement is valid, whatever the regulations say. */
    public int movesByEachPlayer() {
        return movesByEachPlayer;
    }

    /** Whether the competition's regulations may restrict agreements further. */
    public boolean regulationsMayRestrict() {
        return regulationsMayRestrict;
    }
}
