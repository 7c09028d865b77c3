package adjudicator.engine.tournament;

/**
 * The tie-breaks of the FIDE Tie-Break Regulations (Handbook C.07) this system computes, with the
 * regulations' acronym and article. A tournament's regulations list them in the order that breaks
 * ties; the first that tells two tied participants apart ranks them.
 */
public enum TieBreak {
    /** Art. 6: the points scored in the games among the tied participants (6.1-6.3). */
    DE("DE", "6", "Direct Encounter"),
    /** Art. 7.1: rounds with a win's points, played or not. */
    WIN("WIN", "7.1", "Number of Wins"),
    /** Art. 7.2: games won over the board. */
    WON("WON", "7.2", "Number of Games Won"),
    /** Art. 7.3: games played over the board with Black. */
    BPG("BPG", "7.3", "Games Played with Black"),
    /** Art. 7.4: games won over the board with Black. */
    BWG("BWG", "7.4", "Games Won with Black"),
    /** Art. 7.5: the sum of the scores after each round. */
    PS("PS", "7.5", "Progressive Scores"),
    /** Art. 7.6: the rounds less the half-point and zero-point byes and forfeit losses. */
    REP("REP", "7.6", "Rounds one Elected to Play"),
    /** Art. 8.1: the sum of the opponents' scores. */
    BH("BH", "8.1", "Buchholz"),
    /** Art. 8.1 with 14.1: Buchholz cut the least significant value. */
    BH_C1("BH-C1", "8.1, 14.1", "Buchholz Cut-1"),
    /** Art. 8.1 with 14.2: Buchholz cut the two least significant values. */
    BH_C2("BH-C2", "8.1, 14.2", "Buchholz Cut-2"),
    /** Art. 8.1 with 14.3: Buchholz cut the least and the most significant values. */
    BH_M1("BH-M1", "8.1, 14.3", "Median Buchholz"),
    /** Art. 8.1 with 14.4: Buchholz cut the two least and the two most significant values. */
    BH_M2("BH-M2", "8.1, 14.4", "Median Buchholz 2"),
    /** Art. 9.1: each opponent's score times the points scored against him. */
    SB("SB", "9.1", "Sonneborn-Berger"),
    /** Art. 9.1 with 14.1: Sonneborn-Berger cut the least significant value. */
    SB_C1("SB-C1", "9.1, 14.1", "Sonneborn-Berger Cut-1"),
    /** Art. 9.2: the points against participants who scored at least half the maximum (round robins). */
    KS("KS", "9.2", "Koya System"),
    /** Art. 10.1: the average rating of the opponents played over the board. */
    ARO("ARO", "10.1", "Average Rating of Opponents"),
    /** Art. 10.1 with 14.1: ARO without the lowest rating. */
    ARO_C1("ARO-C1", "10.1, 14.1", "Average Rating of Opponents Cut-1"),
    /** Art. 10.2: ARO plus the rating difference of the fractional score over the board. */
    TPR("TPR", "10.2", "Tournament Performance Rating");

    private final String acronym;
    private final String article;
    private final String title;

    TieBreak(String acronym, String article, String title) {
        this.acronym = acronym;
        this.article = article;
        this.title = title;
    }

    /** The regulations' acronym (BH-C1, SB, ...), also what the TRF-2026 records 202 and 212 list. */
    public String acronym() {
        return acronym;
    }

    /** The article of C.07 that defines it. */
    public String article() {
        return article;
    }

    public String title() {
        return title;
    }

    /** The tie-break of an acronym ({@code BH-C1}) or a name ({@code BH_C1}). */
    public static TieBreak of(String text) {
        for (TieBreak t : values()) {
            if (t.acronym.equalsIgnoreCase(text) || t.name().equalsIgnoreCase(text)) {
                return t;
            }
        }
        throw new IllegalArgumentException("\"" + text + "\" is not a tie-break of C.07 that this system computes");
    }
}
