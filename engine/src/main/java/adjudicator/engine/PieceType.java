package adjudicator.engine;

/** The six kinds of chess men; the ordinal order is used by the internal bitboard code. */
public enum PieceType {
    PAWN('P'), KNIGHT('N'), BISHOP('B'), ROOK('R'), QUEEN('Q'), KING('K');

    private static final PieceType[] VALUES = values();

    private final char letter;

    PieceType(char letter) {
        this.letter = letter;
    }

    /** @return the upper-case English letter: 'P', 'N', 'B', 'R', 'Q' or 'K' */
    public char letter() {
        return letter;
    }

    /** @return the piece type for the letter (case-insensitive), or {@code null} if there is none */
    public static PieceType fromLetter(char c) {
        char u = Character.toUpperCase(c);
        for (PieceType t : VALUES) {
            if (t.letter == u) {
                return t;
            }
        }
        return null;
    }

    static PieceType of(int ordinal) {
        return VALUES[ordinal];
    }
}
