package adjudicator.engine;

/**
 * A move as from-square, to-square and optional promotion piece. Castling is written as the king's
 * two-square move (e1g1, e1c1, e8g8, e8c8). A {@code Move} says nothing about legality.
 *
 * @param from      the from-square 0..63
 * @param to        the to-square 0..63
 * @param promotion the promotion piece (knight, bishop, rook or queen), or {@code null}
 */
public record Move(int from, int to, PieceType promotion) {

    public Move {
        Squares.check(from);
        Squares.check(to);
        if (promotion == PieceType.PAWN || promotion == PieceType.KING) {
            throw new IllegalArgumentException("no such promotion piece: " + promotion);
        }
    }

    /** A move without promotion. */
    public Move(int from, int to) {
        this(from, to, null);
    }

    /**
     * Parses long algebraic (UCI) text: {@code e2e4}, {@code e7e8q}; the promotion letter may be q, r, b or
     * n in either case.
     *
     * @throws NotationException if the text is malformed
     */
    public static Move parseUci(String s) {
        if (s == null) {
            throw new NotationException("UCI move is missing (null)");
        }
        if (s.length() != 4 && s.length() != 5) {
            throw new NotationException("'" + s + "' is not a UCI move: expected 4 or 5 characters like e2e4 or e7e8q");
        }
        int from;
        int to;
        try {
            from = Squares.parse(s.substring(0, 2));
            to = Squares.parse(s.substring(2, 4));
        } catch (NotationException e) {
            throw new NotationException("'" + s + "' is not a UCI move: " + e.getMessage());
        }
        PieceType promo = null;
        if (s.length() == 5) {
            char c = s.charAt(4);
            promo = PieceType.fromLetter(c);
            if (promo == null || promo == PieceType.PAWN || promo == PieceType.KING) {
                throw new NotationException("'" + s + "' is not a UCI move: no such promotion piece '" + c
                        + "' (expected q, r, b or n)");
            }
        }
        return new Move(from, to, promo);
    }

    /** @return the UCI text, e.g. {@code e2e4} or {@code e7e8q} (promotion letter lower case) */
    public String uci() {
        String s = Squares.name(from) + Squares.name(to);
        return promotion == null ? s : s + Character.toLowerCase(promotion.letter());
    }

    @Override
    public String toString() {
        return uci();
    }
}
