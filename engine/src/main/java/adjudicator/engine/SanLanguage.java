package adjudicator.engine;

/**
 * The piece letters used when writing SAN. Reading accepts both ({@link San#parseSan}).
 *
 * <p>English: K, Q, R, B, N and castling {@code O-O} / {@code O-O-O} as in PGN. Russian: the letters of
 * the Russian Chess Federation rules 2013, art. 8.8.2 ("Кр - король, Ф - ферзь, Л - ладья, С - слон,
 * К - конь"); pawns have no letter (8.8.3); castling is written with zeros, {@code 0-0} and
 * {@code 0-0-0}, as in the list of signs after 8.8.9. The fragment of the 2013 text we have does not
 * say how a promotion is written, so the English form with the Russian letter is used: {@code e8=Ф}.
 */
public enum SanLanguage {
    ENGLISH(new String[] {"", "N", "B", "R", "Q", "K"}, "O-O", "O-O-O"),
    RUSSIAN(new String[] {"", "К", "С", "Л", "Ф", "Кр"}, "0-0", "0-0-0");

    private final String[] letters;
    private final String kingside;
    private final String queenside;

    SanLanguage(String[] letters, String kingside, String queenside) {
        this.letters = letters;
        this.kingside = kingside;
        this.queenside = queenside;
    }

    /** @return the letter(s) of a piece type, the empty string for a pawn (e.g. "Кр" for a Russian king) */
    public String letter(PieceType type) {
        return letters[type.ordinal()];
    }

    /** @return the sign for kingside ({@code true}) or queenside castling */
    public String castling(boolean kingside) {
        return kingside ? this.kingside : queenside;
    }
}
