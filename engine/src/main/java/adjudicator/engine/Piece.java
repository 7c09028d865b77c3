package adjudicator.engine;

import java.util.Objects;

/** A chess man of a colour. */
public record Piece(Color color, PieceType type) {

    public Piece {
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(type, "type");
    }

    /** @return the FEN letter: upper case for white, lower case for black */
    public char fenChar() {
        char c = type.letter();
        return color == Color.WHITE ? c : Character.toLowerCase(c);
    }

    /** @return the piece for a FEN letter, or {@code null} if the letter names none */
    static Piece fromFenChar(char c) {
        PieceType t = PieceType.fromLetter(c);
        if (t == null) {
            return null;
        }
        return new Piece(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, t);
    }
}
