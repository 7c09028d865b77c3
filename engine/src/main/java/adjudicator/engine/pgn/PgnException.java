package adjudicator.engine.pgn;

/**
 * Thrown when PGN text cannot be read. The message starts with the place, e.g.
 * "line 12, column 7: 'Nf3' is not a legal move for White after 14... Qd5".
 */
public class PgnException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;

    /**
     * @param line   the line, 1-based
     * @param column the column (UTF-16 characters), 1-based
     * @param what   what is wrong, without the place
     */
    public PgnException(int line, int column, String what) {
        super("line " + line + ", column " + column + ": " + what);
        this.line = line;
        this.column = column;
    }

    /** @return the line, 1-based */
    public int line() {
        return line;
    }

    /** @return the column, 1-based, counted in UTF-16 characters */
    public int column() {
        return column;
    }
}
