package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Piece;
import adjudicator.engine.PieceType;
import adjudicator.engine.Position;
import adjudicator.engine.Squares;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Touch-move: the moves open to a player having the move who has deliberately touched men on the
 * board (2005 4.3-4.5; RF 2013 and 2017/2023 4.3.1-4.5). It also binds the move that replaces an
 * illegal one (2005 7.4a; RF 2013 7.4.1; 2017 7.5.1): the man moved illegally counts as touched, and
 * so does a man of the opponent's that it took.
 *
 * <ul>
 * <li>Own men only (4.3a / 4.3.1): the first touched that can be moved must be moved.</li>
 * <li>Opponent's men only (4.3b / 4.3.2): the first touched that can be captured must be captured.</li>
 * <li>One of each (4.3c / 4.3.3): the opponent's man must be captured with the player's own; if that is
 * illegal, the first man touched that can be moved or captured must be. The 2005 Russian text reads
 * the second branch as capturing the opponent's man "with another of his own men"; this follows the
 * English text and every later edition. The order of touches is the order given; when it is
 * unknown, callers put the player's own man first, as the article requires.</li>
 * <li>King, then a rook of his (4.4a / 4.4.1): he must castle on that side if legal; if not, he must
 * make another king move, castling on the other side included (4.4c / 4.4.3); if the king cannot
 * move, any legal move. A rook touched before the king bars castling on that side, and 4.3a
 * applies to the rook (4.4b / 4.4.2), which the general rule gives, castling being a king move.</li>
 * <li>Nothing touched can be moved or captured: any legal move (4.5).</li>
 * <li>A pawn promoted: once the new piece has touched the square of promotion, the choice of that
 * piece is final (4.4d / 4.4.4), within what the touches above allow; a piece that touched a square
 * no pawn can promote on binds nothing.</li>
 * </ul>
 */
public final class TouchMove {

    private TouchMove() {
    }

    /**
     * What the touches oblige.
     *
     * @param allowed the legal moves the player may make
     * @param law     the rule that decided, for its article ({@link Ruleset#article(Law)})
     */
    public record Obligation(List<Move> allowed, Law law) {
        public Obligation {
            allowed = List.copyOf(allowed);
            Objects.requireNonNull(law, "law");
        }

        public boolean allows(Move move) {
            return allowed.contains(move);
        }
    }

    /**
     * @param position the position, with the player who touched to move
     * @param touched  the squares of the men he deliberately touched, in the order he touched them;
     *                 squares without a man are ignored
     */
    public static Obligation oblige(Position position, List<Integer> touched) {
        Objects.requireNonNull(position, "position");
        Color player = position.sideToMove();
        List<Move> legal = position.legalMoves();
        List<Integer> own = new ArrayList<>();
        List<Integer> theirs = new ArrayList<>();
        for (int square : touched) {
            Piece piece = position.pieceAt(square);
            if (piece == null || own.contains(square) || theirs.contains(square)) {
                continue;
            }
            (piece.color() == player ? own : theirs).add(square);
        }
        if (!own.isEmpty() && position.pieceAt(own.get(0)).type() == PieceType.KING) {
            int king = own.get(0);
            for (int i = 1; i < own.size(); i++) {
                if (position.pieceAt(own.get(i)).type() != PieceType.ROOK) {
                    continue;
                }
                int rook = own.get(i);
                List<Move> castling = filter(legal, m -> m.from() == king && isCastlingToward(m, rook));
                if (!castling.isEmpty()) {
                    return new Obligation(castling, Law.TOUCHED_KING_AND_ROOK);
                }
                List<Move> kingMoves = filter(legal, m -> m.from() == king);
                return kingMoves.isEmpty()
                        ? new Obligation(legal, Law.NOTHING_TOUCHED_CAN_MOVE)
                        : new Obligation(kingMoves, Law.TOUCHED_KING_TO_CASTLE);
            }
        }
        if (!own.isEmpty() && !theirs.isEmpty()) {
            int mine = own.get(0);
            int target = theirs.get(0);
            List<Move> capture = filter(legal, m -> m.from() == mine && captures(position, m, target));
            if (!capture.isEmpty()) {
                return new Obligation(capture, Law.TOUCHED_BOTH_COLOURS);
            }
            for (int square : touched) {
                List<Move> moves = own.contains(square) ? filter(legal, m -> m.from() == square)
                        : theirs.contains(square) ? filter(legal, m -> captures(position, m, square)) : List.of();
                if (!moves.isEmpty()) {
                    return new Obligation(moves, Law.TOUCHED_BOTH_COLOURS);
                }
            }
            return new Obligation(legal, Law.NOTHING_TOUCHED_CAN_MOVE);
        }
        for (int square : own) {
            List<Move> moves = filter(legal, m -> m.from() == square);
            if (!moves.isEmpty()) {
                return new Obligation(moves, Law.TOUCHED_OWN_MAN);
            }
        }
        for (int square : theirs) {
            List<Move> moves = filter(legal, m -> captures(position, m, square));
            if (!moves.isEmpty()) {
                return new Obligation(moves, Law.TOUCHED_OPPONENTS_MAN);
            }
        }
        return new Obligation(legal, Law.NOTHING_TOUCHED_CAN_MOVE);
    }

    /**
     * The new piece a player, promoting, has let touch the square of promotion (2005 4.4d; 4.4.4).
     *
     * @param square the square of promotion
     * @param piece  the piece chosen: queen, rook, bishop or knight
     */
    public record PromotionTouch(int square, PieceType piece) {
        public PromotionTouch {
            Objects.requireNonNull(piece, "piece");
            if (piece == PieceType.PAWN || piece == PieceType.KING) {
                throw new IllegalArgumentException("a pawn promotes to a queen, rook, bishop or knight, not a " + piece);
            }
        }
    }

    /**
     * What the touches oblige when the player has also let a new piece touch a square of promotion:
     * the moves of {@link #oblige(Position, List)} that promote to that piece on that square, if there
     * are any; otherwise the touches alone decide.
     */
    public static Obligation oblige(Position position, List<Integer> touched, PromotionTouch promotion) {
        Obligation byTouch = oblige(position, touched);
        if (promotion == null) {
            return byTouch;
        }
        List<Move> chosen = filter(byTouch.allowed(),
                m -> m.to() == promotion.square() && m.promotion() == promotion.piece());
        return chosen.isEmpty() ? byTouch : new Obligation(chosen, Law.PROMOTED_PIECE_CHOSEN);
    }

    /** Whether {@code move} takes the man on {@code square} (en passant takes a pawn beside its target). */
    static boolean captures(Position position, Move move, int square) {
        if (move.to() == square) {
            return position.pieceAt(square) != null;
        }
        Piece mover = position.pieceAt(move.from());
        boolean enPassant = mover != null && mover.type() == PieceType.PAWN
                && Squares.file(move.from()) != Squares.file(move.to()) && position.pieceAt(move.to()) == null;
        return enPassant && square == Squares.rank(move.from()) * 8 + Squares.file(move.to());
    }

    private static boolean isCastlingToward(Move kingMove, int rook) {
        int step = Squares.file(kingMove.to()) - Squares.file(kingMove.from());
        if (Math.abs(step) != 2 || Squares.rank(kingMove.from()) != Squares.rank(kingMove.to())) {
            return false;
        }
        int rookSide = Squares.file(rook) - Squares.file(kingMove.from());
        return Squares.rank(rook) == Squares.rank(kingMove.from()) && Integer.signum(rookSide) == Integer.signum(step);
    }

    private static List<Move> filter(List<Move> moves, java.util.function.Predicate<Move> keep) {
        List<Move> out = new ArrayList<>();
        for (Move m : moves) {
            if (keep.test(m)) {
                out.add(m);
            }
        }
        return out;
    }
}
