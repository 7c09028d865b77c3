package adjudicator.engine.tournament;

/**
 * The text of the FIDE Tie-Break Regulations (Handbook C.07) a tournament's tie-breaks follow. They
 * differ, for Swiss tournaments, in one place: the score of the dummy that a participant's own unplayed
 * round is counted against (Art. 16.4). Since 1 September 2023 both count an opponent's unplayed rounds
 * by Art. 16.3 (the "virtual opponent" of 2009-2023 is gone).
 */
public enum TieBreakRules {
    /** Approved by the FIDE Council 29/07/2024, applied from 1 August 2024: the dummy has the participant's own score. */
    C07_2024("FIDE Tie-Break Regulations, applied from 1 August 2024"),
    /**
     * Approved by the FIDE Council 02/02/2026, applied from 1 March 2026: the dummy has the participant's
     * own score, but at most the scheduled opponent's adjusted score for a forfeit (16.4.1) and at most a
     * draw's points times the rounds for any other unplayed round (16.4.2).
     */
    C07_2026("FIDE Tie-Break Regulations, applied from 1 March 2026");

    private final String title;

    TieBreakRules(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }
}
