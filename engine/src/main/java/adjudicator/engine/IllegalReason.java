package adjudicator.engine;

/**
 * Why a physically made move is illegal, with the article of the FIDE Laws of Chess (2005 numbering).
 * {@link #PIECE_CANNOT_MOVE_THAT_WAY} depends on the piece: use {@link #article(PieceType)}; its
 * {@link #article()} is the range "3.2-3.8".
 */
public enum IllegalReason {
    /** A man of the side not to move was moved. */
    OPPONENTS_PIECE("1.1"),
    /** The move ends on a square occupied by a man of the same colour. */
    CAPTURES_OWN_PIECE("3.1"),
    /** The move ends on the square of the opponent's king. */
    CAPTURES_KING("3.1"),
    /** The man does not move like that (article per piece, see {@link #article(PieceType)}). */
    PIECE_CANNOT_MOVE_THAT_WAY("3.2-3.8"),
    /** A bishop, rook, queen (or a pawn's double step) jumped over an intervening man. */
    PATH_BLOCKED("3.5"),
    /** Castling after the king or that rook has moved (or the rook is gone): a permanent bar. */
    CASTLING_RIGHT_LOST("3.8b"),
    /** Castling with a man between king and rook. */
    CASTLING_PATH_BLOCKED("3.8b"),
    /** Castling while in check. */
    CASTLING_OUT_OF_CHECK("3.8b"),
    /** Castling across a square attacked by the opponent. */
    CASTLING_THROUGH_ATTACKED_SQUARE("3.8b"),
    /** Castling onto a square attacked by the opponent. */
    CASTLING_INTO_CHECK("3.8b"),
    /** A diagonal pawn move to an empty square beside an enemy pawn that did not just make a double step. */
    EN_PASSANT_NOT_AVAILABLE("3.7d"),
    /** A pawn reached the last rank without being exchanged for a piece. */
    PROMOTION_MISSING("3.7e"),
    /** A promotion piece was given for a move that is not a pawn reaching the last rank. */
    PROMOTION_NOT_ALLOWED("3.7e"),
    /** The move leaves (or puts) the own king in check: moving into check, not answering check, a pinned man. */
    KING_LEFT_IN_CHECK("3.9");

    private final String article;

    IllegalReason(String article) {
        this.article = article;
    }

    /** @return the article of the Laws (for PIECE_CANNOT_MOVE_THAT_WAY the range "3.2-3.8") */
    public String article() {
        return article;
    }

    /**
     * @return the article for a move of the given piece: for PIECE_CANNOT_MOVE_THAT_WAY bishop "3.2", rook
     *     "3.3", queen "3.4", knight "3.6", pawn "3.7", king "3.8a"; for all other reasons {@link #article()}
     */
    public String article(PieceType piece) {
        if (this != PIECE_CANNOT_MOVE_THAT_WAY || piece == null) {
            return article;
        }
        return switch (piece) {
            case BISHOP -> "3.2";
            case ROOK -> "3.3";
            case QUEEN -> "3.4";
            case KNIGHT -> "3.6";
            case PAWN -> "3.7";
            case KING -> "3.8a";
        };
    }
}
