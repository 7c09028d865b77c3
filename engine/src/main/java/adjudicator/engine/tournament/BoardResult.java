package adjudicator.engine.tournament;

/**
 * The result of one board of a round, as the results register and the TRF write it, and what each
 * player got: a game played ({@code 1-0}, {@code 1/2-1/2}, {@code 0-1}), a game that lasted less than
 * one move and is not rated, won or lost by forfeit ({@code +/-}, {@code -/+}) or lost by both
 * ({@code -/-}, a double forfeit).
 */
public enum BoardResult {
    WHITE_WINS("1-0", RoundResult.WIN, RoundResult.LOSS),
    DRAW("1/2-1/2", RoundResult.DRAW, RoundResult.DRAW),
    BLACK_WINS("0-1", RoundResult.LOSS, RoundResult.WIN),
    WHITE_WINS_UNRATED("1-0 unrated", RoundResult.UNRATED_WIN, RoundResult.UNRATED_LOSS),
    DRAW_UNRATED("1/2-1/2 unrated", RoundResult.UNRATED_DRAW, RoundResult.UNRATED_DRAW),
    BLACK_WINS_UNRATED("0-1 unrated", RoundResult.UNRATED_LOSS, RoundResult.UNRATED_WIN),
    WHITE_WINS_BY_FORFEIT("+/-", RoundResult.FORFEIT_WIN, RoundResult.FORFEIT_LOSS),
    BLACK_WINS_BY_FORFEIT("-/+", RoundResult.FORFEIT_LOSS, RoundResult.FORFEIT_WIN),
    DOUBLE_FORFEIT("-/-", RoundResult.FORFEIT_LOSS, RoundResult.FORFEIT_LOSS);

    private final String written;
    private final RoundResult white;
    private final RoundResult black;

    BoardResult(String written, RoundResult white, RoundResult black) {
        this.written = written;
        this.white = white;
        this.black = black;
    }

    public String written() {
        return written;
    }

    public RoundResult white() {
        return white;
    }

    public RoundResult black() {
        return black;
    }

    /** The board's result of what White and Black got; null for a pair that is not one board's result. */
    public static BoardResult of(RoundResult white, RoundResult black) {
        for (BoardResult b : values()) {
            if (b.white == white && b.black == black) {
                return b;
            }
        }
        return null;
    }
}
