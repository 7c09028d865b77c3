package adjudicator.engine;

/** The two sides. */
public enum Color {
    WHITE, BLACK;

    /** @return the other side */
    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }
}
