package adjudicator.engine.rules;

/** A game's score as federations record it (Art. 11; 2005 12.9 both lose; arbiter-set scores such as 0-1/2). */
public enum GameResult {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    BOTH_LOSE("0-0"),
    WHITE_HALF_BLACK_ZERO("1/2-0"),
    WHITE_ZERO_BLACK_HALF("0-1/2");

    private final String notation;

    GameResult(String notation) {
        this.notation = notation;
    }

    /** The score as written in PGN and in the API ({@code 1-0}, {@code 1/2-1/2}, ...). */
    public String notation() {
        return notation;
    }

    public static GameResult win(adjudicator.engine.Color winner) {
        return winner == adjudicator.engine.Color.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    public static GameResult fromNotation(String text) {
        for (GameResult r : values()) {
            if (r.notation.equals(text)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown result '" + text + "'");
    }
}
