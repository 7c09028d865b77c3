package adjudicator.engine;

import static adjudicator.engine.Board.BLACK;
import static adjudicator.engine.Board.EMPTY;
import static adjudicator.engine.Board.WHITE;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An immutable chess position (placement, side to move, castling rights, en-passant square, halfmove
 * clock, fullmove number), backed by bitboards.
 *
 * <p><b>En-passant square.</b> {@link #fen()} writes the en-passant square exactly as it was given to
 * {@link #fromFen} or produced by a move: after every double pawn push the square passed over is
 * recorded and written, whether or not an en-passant capture is actually possible (as most GUIs do).
 * Consequently {@link #equals} distinguishes positions that differ only in such a "dead" en-passant
 * square; position identity for the repetition rule must be defined separately.
 *
 * <p><b>Odd positions.</b> {@link #playPhysical} can produce positions that {@link #fromFen} would reject
 * (a pawn left on the last rank, the side not to move in check, a captured king, ...). All methods stay
 * defined on them: a side without a king is never in check and its men move freely by the movement
 * rules; a king left in check by the side not to move may be captured; a pawn on its last rank has no
 * moves forward; with no legal move and no king the status is {@link Status#STALEMATE}.
 */
public final class Position {
    /** The FEN of the initial position. */
    public static final String INITIAL_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final Piece[] PIECES = new Piece[16];

    static {
        for (Color c : Color.values()) {
            for (PieceType t : PieceType.values()) {
                PIECES[c.ordinal() << 3 | t.ordinal()] = new Piece(c, t);
            }
        }
    }

    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[512]);

    private final Board board;
    // lazily computed; volatile so that the immutable object can be shared between threads safely
    private volatile int[] legalCache;
    private volatile List<Move> legalMovesCache;

    private Position(Board board) {
        this.board = board;
    }

    /** @return the initial position */
    public static Position initial() {
        return fromFen(INITIAL_FEN);
    }

    /** The board, which must not be modified. */
    Board board() {
        return board;
    }

    // ------------------------------------------------------------------ FEN

    /**
     * Reads a FEN string (6 fields, or 4 with halfmove clock 0 and fullmove number 1) and validates it
     * strictly.
     *
     * @throws FenException naming the reason if the text is malformed or the position impossible
     */
    public static Position fromFen(String fen) {
        return parse(fen, true);
    }

    /**
     * Reads the FEN of a position already on record (a game's start position in its stored events) as
     * {@link #fromFen} does, except that the count of men a side ({@code checkMaterial}, Article 2.2) is
     * not applied: that check came later than the first records, and a record is replayed as it was
     * accepted, never refused afterwards.
     */
    public static Position fromRecordedFen(String fen) {
        return parse(fen, false);
    }

    private static Position parse(String fen, boolean checkMaterial) {
        if (fen == null) {
            throw new FenException("FEN is missing (null)");
        }
        String[] f = fen.trim().split("\\s+");
        if (f.length != 6 && f.length != 4) {
            throw new FenException("FEN must have 6 fields (or 4), found " + f.length + ": '" + fen + "'");
        }
        Board b = new Board();
        String[] ranks = f[0].split("/", -1);
        if (ranks.length != 8) {
            throw new FenException("piece placement must have 8 ranks separated by '/', found " + ranks.length);
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    Piece p = "PNBRQKpnbrqk".indexOf(c) >= 0 ? Piece.fromFenChar(c) : null;
                    if (p == null) {
                        throw new FenException("invalid character '" + c + "' in rank " + (rank + 1));
                    }
                    if (file < 8) {
                        b.put(rank * 8 + file, p.color().ordinal() << 3 | p.type().ordinal());
                    }
                    file++;
                }
                if (file > 8) {
                    break;
                }
            }
            if (file != 8) {
                throw new FenException("rank " + (rank + 1) + " ('" + ranks[i] + "') must describe 8 squares, not "
                        + (file > 8 ? "more" : file));
            }
        }
        switch (f[1]) {
            case "w" -> b.stm = WHITE;
            case "b" -> b.stm = BLACK;
            default -> throw new FenException("side to move must be 'w' or 'b', not '" + f[1] + "'");
        }
        if (!f[2].equals("-")) {
            for (char c : f[2].toCharArray()) {
                int bit = switch (c) {
                    case 'K' -> Board.WK;
                    case 'Q' -> Board.WQ;
                    case 'k' -> Board.BK;
                    case 'q' -> Board.BQ;
                    default -> throw new FenException("invalid castling field '" + f[2] + "': unexpected '" + c + "'");
                };
                if ((b.castling & bit) != 0) {
                    throw new FenException("invalid castling field '" + f[2] + "': '" + c + "' repeated");
                }
                b.castling |= bit;
            }
        }
        if (!f[3].equals("-")) {
            try {
                b.ep = Squares.parse(f[3]);
            } catch (NotationException e) {
                throw new FenException("invalid en-passant field '" + f[3] + "'");
            }
        }
        if (f.length == 6) {
            b.halfmove = parseCounter(f[4], "halfmove clock", 0);
            b.fullmove = parseCounter(f[5], "fullmove number", 1);
        } else {
            b.halfmove = 0;
            b.fullmove = 1;
        }
        validate(b, checkMaterial);
        return new Position(b);
    }

    private static int parseCounter(String s, String what, int min) {
        int v;
        try {
            v = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new FenException(what + " must be a number, not '" + s + "'");
        }
        if (v < min) {
            throw new FenException(what + " must be at least " + min + ", not " + v);
        }
        if (v > 100_000) {
            throw new FenException(what + " is implausibly large: " + v);
        }
        return v;
    }

    private static void validate(Board b, boolean checkMaterial) {
        for (int c = 0; c < 2; c++) {
            int kings = Long.bitCount(b.pieces[Board.K] & b.colors[c]);
            if (kings != 1) {
                throw new FenException(colorName(c) + " must have exactly one king, found " + kings);
            }
        }
        long badPawns = b.pieces[Board.P] & (Bitboards.RANK_1 | Bitboards.RANK_8);
        if (badPawns != 0) {
            throw new FenException("pawn on the first or last rank: "
                    + Squares.name(Long.numberOfTrailingZeros(badPawns)));
        }
        checkCastling(b, Board.WK, 'K', 4, 7, WHITE);
        checkCastling(b, Board.WQ, 'Q', 4, 0, WHITE);
        checkCastling(b, Board.BK, 'k', 60, 63, BLACK);
        checkCastling(b, Board.BQ, 'q', 60, 56, BLACK);
        if (b.ep >= 0) {
            int ep = b.ep;
            String name = Squares.name(ep);
            int them = b.stm ^ 1;
            int expectedRank = b.stm == WHITE ? 5 : 2;
            if ((ep >>> 3) != expectedRank) {
                throw new FenException("en-passant square " + name + " must be on rank " + (expectedRank + 1)
                        + " when " + colorName(b.stm) + " is to move");
            }
            int pawnSq = b.stm == WHITE ? ep - 8 : ep + 8;
            int originSq = b.stm == WHITE ? ep + 8 : ep - 8;
            if (b.mailbox[pawnSq] != (byte) (them << 3 | Board.P)) {
                throw new FenException("en-passant square " + name + " without a " + colorName(them)
                        + " pawn on " + Squares.name(pawnSq) + " that could just have made a double step");
            }
            if (b.mailbox[ep] != EMPTY || b.mailbox[originSq] != EMPTY) {
                throw new FenException("en-passant square " + name + ": " + Squares.name(ep) + " and "
                        + Squares.name(originSq) + " must be empty after a double step");
            }
        }
        for (int c = 0; checkMaterial && c < 2; c++) {
            checkMaterial(b, c);
        }
        int other = b.stm ^ 1;
        int k = b.kingSquare(other);
        if (b.attacked(k, b.stm, b.occupied())) {
            throw new FenException("the side not to move (" + colorName(other) + ") is in check");
        }
    }

    /**
     * The men a side can have: at most 16, of which at most 8 pawns (Article 2.2: sixteen men, eight of
     * them pawns, at the start; no move adds a man). Promoted pieces are not counted against the missing
     * pawns: composed positions (those of the reference unwinnability vector among them) may have more
     * than promotions explain, and their verdicts are still well defined.
     */
    private static void checkMaterial(Board b, int c) {
        long own = b.colors[c];
        int men = Long.bitCount(own);
        if (men > 16) {
            throw new FenException(colorName(c) + " has " + men
                    + " men; a side starts with 16 and no move adds one (2.2)");
        }
        int pawns = Long.bitCount(b.pieces[Board.P] & own);
        if (pawns > 8) {
            throw new FenException(colorName(c) + " has " + pawns + " pawns; a side starts with 8 (2.2)");
        }
    }

    private static void checkCastling(Board b, int bit, char letter, int kingSq, int rookSq, int color) {
        if ((b.castling & bit) == 0) {
            return;
        }
        if (b.mailbox[kingSq] != (byte) (color << 3 | Board.K)
                || b.mailbox[rookSq] != (byte) (color << 3 | Board.R)) {
            throw new FenException("castling right '" + letter + "' needs the " + colorName(color) + " king on "
                    + Squares.name(kingSq) + " and a rook on " + Squares.name(rookSq));
        }
    }

    private static String colorName(int c) {
        return c == WHITE ? "white" : "black";
    }

    /**
     * @return the FEN of this position; the en-passant square is written whenever it is set (after every
     *     double pawn push), see the class comment
     */
    public String fen() {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int code = board.mailbox[rank * 8 + file];
                if (code == EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(PIECES[code].fenChar());
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(board.stm == WHITE ? " w " : " b ");
        if (board.castling == 0) {
            sb.append('-');
        } else {
            if ((board.castling & Board.WK) != 0) {
                sb.append('K');
            }
            if ((board.castling & Board.WQ) != 0) {
                sb.append('Q');
            }
            if ((board.castling & Board.BK) != 0) {
                sb.append('k');
            }
            if ((board.castling & Board.BQ) != 0) {
                sb.append('q');
            }
        }
        sb.append(' ').append(board.ep < 0 ? "-" : Squares.name(board.ep));
        sb.append(' ').append(board.halfmove).append(' ').append(board.fullmove);
        return sb.toString();
    }

    // ------------------------------------------------------------------ accessors

    public Color sideToMove() {
        return board.stm == WHITE ? Color.WHITE : Color.BLACK;
    }

    /** @return the man on sq, or {@code null} if the square is empty */
    public Piece pieceAt(int sq) {
        Squares.check(sq);
        int code = board.mailbox[sq];
        return code == EMPTY ? null : PIECES[code];
    }

    public boolean canCastleKingside(Color c) {
        return (board.castling & (c == Color.WHITE ? Board.WK : Board.BK)) != 0;
    }

    public boolean canCastleQueenside(Color c) {
        return (board.castling & (c == Color.WHITE ? Board.WQ : Board.BQ)) != 0;
    }

    /** @return the en-passant square (set after every double pawn push), or -1 */
    public int enPassantSquare() {
        return board.ep;
    }

    public int halfmoveClock() {
        return board.halfmove;
    }

    public int fullmoveNumber() {
        return board.fullmove;
    }

    /** @return the square of the king of colour {@code c}, or -1 where that side has none */
    public int kingSquare(Color c) {
        return board.kingSquare(c.ordinal());
    }

    /** @return whether the king of the side to move is attacked (false if that side has no king) */
    public boolean inCheck() {
        return board.inCheck();
    }

    /** @return whether sq is attacked by a man of colour {@code by} (pins are irrelevant) */
    public boolean isAttacked(int sq, Color by) {
        Squares.check(sq);
        return board.attacked(sq, by.ordinal(), board.occupied());
    }

    // ------------------------------------------------------------------ legal moves

    int[] legalEncoded() {
        int[] cached = legalCache;
        if (cached == null) {
            int[] buf = SCRATCH.get(); // reused: a fresh array per position costs more than generating
            if (buf.length < board.moveBound()) {
                buf = new int[board.moveBound()];
                SCRATCH.set(buf);
            }
            int n = board.generate(buf);
            cached = Arrays.copyOf(buf, n);
            legalCache = cached;
        }
        return cached;
    }

    static Move toMove(int m) {
        int promo = Board.promo(m);
        return new Move(Board.from(m), Board.to(m), promo == 0 ? null : PieceType.of(promo));
    }

    private static boolean matches(int enc, Move m) {
        int promo = Board.promo(enc);
        return Board.from(enc) == m.from() && Board.to(enc) == m.to()
                && (m.promotion() == null ? promo == 0 : promo == m.promotion().ordinal());
    }

    private int findLegal(Move m) {
        for (int enc : legalEncoded()) {
            if (matches(enc, m)) {
                return enc;
            }
        }
        return -1;
    }

    /** @return the legal moves (an unmodifiable list; promotions appear once per promotion piece) */
    public List<Move> legalMoves() {
        List<Move> cached = legalMovesCache;
        if (cached == null) {
            int[] enc = legalEncoded();
            List<Move> list = new ArrayList<>(enc.length);
            for (int m : enc) {
                list.add(toMove(m));
            }
            cached = Collections.unmodifiableList(list);
            legalMovesCache = cached;
        }
        return cached;
    }

    public boolean isLegal(Move m) {
        return m != null && findLegal(m) >= 0;
    }

    /**
     * Plays a legal move.
     *
     * @throws IllegalArgumentException if the move is not legal here
     */
    public Position play(Move m) {
        int enc = m == null ? -1 : findLegal(m);
        if (enc < 0) {
            throw new IllegalArgumentException("illegal move " + m + " in position " + fen());
        }
        Board b = board.copy();
        b.make(enc);
        return new Position(b);
    }

    /** Plays an encoded move known to be legal (from {@link Board#sanMoves} or the legal moves). */
    Position playEncoded(int enc) {
        Board b = board.copy();
        b.make(enc);
        return new Position(b);
    }

    public Status status() {
        if (legalEncoded().length > 0) {
            return Status.ONGOING;
        }
        return inCheck() ? Status.CHECKMATE : Status.STALEMATE;
    }

    // ------------------------------------------------------------------ physical moves

    /**
     * Classifies a move that was physically made on the board.
     *
     * <p>{@link MoveCheck.Impossible} only if there is no man on the from-square or from equals to.
     * Otherwise {@link MoveCheck.Legal}, or {@link MoveCheck.Illegal} with the first applicable reason in
     * this order: {@code OPPONENTS_PIECE}; for a castling attempt (the king moving two squares along the
     * rank from its initial square) {@code CASTLING_RIGHT_LOST}, {@code CASTLING_PATH_BLOCKED} (a man
     * between king and rook, also when it stands on the king's destination), {@code CASTLING_OUT_OF_CHECK},
     * {@code CASTLING_THROUGH_ATTACKED_SQUARE}, {@code CASTLING_INTO_CHECK}, {@code PROMOTION_NOT_ALLOWED};
     * for other moves {@code CAPTURES_OWN_PIECE}, {@code CAPTURES_KING}, {@code PIECE_CANNOT_MOVE_THAT_WAY}
     * (also a pawn moving straight onto an occupied square), {@code EN_PASSANT_NOT_AVAILABLE} (a pawn moving
     * diagonally forward to an empty square beside an enemy pawn that is not capturable en passant),
     * {@code PATH_BLOCKED}, {@code PROMOTION_MISSING}, {@code PROMOTION_NOT_ALLOWED}, and finally
     * {@code KING_LEFT_IN_CHECK}.
     */
    public MoveCheck check(Move m) {
        if (m == null) {
            return new MoveCheck.Impossible(MoveCheck.Impossible.Reason.NO_MOVE, null);
        }
        int from = m.from();
        int to = m.to();
        int code = board.mailbox[from];
        if (code == EMPTY) {
            return new MoveCheck.Impossible(MoveCheck.Impossible.Reason.NO_MAN, Squares.name(from));
        }
        if (from == to) {
            return new MoveCheck.Impossible(MoveCheck.Impossible.Reason.SAME_SQUARE, Squares.name(from));
        }
        if (isLegal(m)) {
            return new MoveCheck.Legal();
        }
        int color = code >>> 3;
        int type = code & 7;
        PieceType pt = PieceType.of(type);
        if (color != board.stm) {
            return illegal(IllegalReason.OPPONENTS_PIECE, pt);
        }
        int them = color ^ 1;
        long occ = board.occupied();
        if (isCastlingShape(color, type, from, to)) {
            boolean kingside = to > from;
            int rookSq = kingside ? from + 3 : from - 4;
            int right = color == WHITE ? (kingside ? Board.WK : Board.WQ) : (kingside ? Board.BK : Board.BQ);
            if ((board.castling & right) == 0 || board.mailbox[rookSq] != (byte) (color << 3 | Board.R)) {
                return illegal(IllegalReason.CASTLING_RIGHT_LOST, pt);
            }
            if ((Bitboards.BETWEEN[from][rookSq] & occ) != 0) {
                return illegal(IllegalReason.CASTLING_PATH_BLOCKED, pt);
            }
            if (board.attacked(from, them, occ)) {
                return illegal(IllegalReason.CASTLING_OUT_OF_CHECK, pt);
            }
            if (board.attacked(kingside ? from + 1 : from - 1, them, occ)) {
                return illegal(IllegalReason.CASTLING_THROUGH_ATTACKED_SQUARE, pt);
            }
            if (board.attacked(to, them, occ)) {
                return illegal(IllegalReason.CASTLING_INTO_CHECK, pt);
            }
            if (m.promotion() != null) {
                return illegal(IllegalReason.PROMOTION_NOT_ALLOWED, pt);
            }
            // not reachable for positions with consistent castling rights
            return illegal(IllegalReason.KING_LEFT_IN_CHECK, pt);
        }
        int target = board.mailbox[to];
        if (target != EMPTY && (target >>> 3) == color) {
            return illegal(IllegalReason.CAPTURES_OWN_PIECE, pt);
        }
        if (target != EMPTY && (target & 7) == Board.K) {
            return illegal(IllegalReason.CAPTURES_KING, pt);
        }
        int df = (to & 7) - (from & 7);
        int dr = (to >>> 3) - (from >>> 3);
        long between = Bitboards.BETWEEN[from][to];
        switch (type) {
            case Board.N -> {
                if ((Bitboards.KNIGHT[from] & (1L << to)) == 0) {
                    return illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, pt);
                }
            }
            case Board.K -> {
                if ((Bitboards.KING[from] & (1L << to)) == 0) {
                    return illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, pt);
                }
            }
            case Board.B, Board.R, Board.Q -> {
                boolean diagonal = Math.abs(df) == Math.abs(dr);
                boolean straight = df == 0 || dr == 0;
                boolean ok = type == Board.B ? diagonal : type == Board.R ? straight : diagonal || straight;
                if (!ok) {
                    return illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, pt);
                }
                if ((between & occ) != 0) {
                    return illegal(IllegalReason.PATH_BLOCKED, pt);
                }
            }
            default -> { // pawn
                int fwd = color == WHITE ? dr : -dr;
                int up = color == WHITE ? 8 : -8;
                if (df == 0) {
                    if (target != EMPTY) {
                        return illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, pt);
                    }
                    boolean onStart = (from >>> 3) == (color == WHITE ? 1 : 6);
                    if (fwd == 2 && onStart) {
                        if (board.mailbox[from + up] != EMPTY) {
                            return illegal(IllegalReason.PATH_BLOCKED, pt);
                        }
                    } else if (fwd != 1) {
                        return illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, pt);
                    }
                } else if (Math.abs(df) == 1 && fwd == 1) {
                    if (target == EMPTY && to != board.ep) {
                        int passed = to - up;
                        if (board.mailbox[passed] == (byte) (them << 3 | Board.P)) {
                            return illegal(IllegalReason.EN_PASSANT_NOT_AVAILABLE, pt);
                        }
                        return illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, pt);
                    }
                } else {
                    return illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, pt);
                }
            }
        }
        boolean reachesLastRank = type == Board.P && (to >>> 3) == (color == WHITE ? 7 : 0);
        if (reachesLastRank && m.promotion() == null) {
            return illegal(IllegalReason.PROMOTION_MISSING, pt);
        }
        if (!reachesLastRank && m.promotion() != null) {
            return illegal(IllegalReason.PROMOTION_NOT_ALLOWED, pt);
        }
        return illegal(IllegalReason.KING_LEFT_IN_CHECK, pt);
    }

    private static MoveCheck.Illegal illegal(IllegalReason r, PieceType pt) {
        return new MoveCheck.Illegal(r, r.article(pt));
    }

    private static boolean isCastlingShape(int color, int type, int from, int to) {
        int home = color == WHITE ? 4 : 60;
        return type == Board.K && from == home && (to == home + 2 || to == home - 2);
    }

    /**
     * Applies a move as it physically looks on the board, legal or not (not {@link MoveCheck.Impossible}):
     * <ul>
     *   <li>the man goes from from to to; whatever stood on to is removed;</li>
     *   <li>a king moving two squares along the rank from its initial square (e1/e8) with a rook of its
     *       colour in that corner castles: the rook goes to the square the king crossed, and whatever stood
     *       there is removed;</li>
     *   <li>a pawn moving diagonally forward to the empty en-passant square removes the enemy pawn that
     *       passed it (only on the en-passant square, not on an attempted but unavailable capture);</li>
     *   <li>a pawn with a promotion piece is replaced by that piece (wherever it lands); a pawn reaching
     *       the last rank without one stays a pawn; a promotion piece on a non-pawn move is ignored;</li>
     *   <li>castling rights are lost when a king or rook square (e1, a1, h1, e8, a8, h8) is moved from or
     *       to; the en-passant square is set after a pawn's double step from its initial rank;</li>
     *   <li>the halfmove clock is reset by a pawn move or a removal, the fullmove number grows after a
     *       move of the player who had the turn when Black had it; the turn passes to the other player
     *       whatever man was moved (moving an opponent's man is still one's own, illegal, move: Art. 1.1),
     *       and such a double step sets no en-passant square.</li>
     * </ul>
     * For a legal move the result equals {@link #play(Move)}.
     *
     * @throws IllegalArgumentException if the move is impossible
     */
    public Position playPhysical(Move m) {
        MoveCheck verdict = check(m);
        if (verdict instanceof MoveCheck.Impossible imp) {
            throw new IllegalArgumentException("impossible move " + m + ": " + imp.why());
        }
        Board b = board.copy();
        int from = m.from();
        int to = m.to();
        int code = b.mailbox[from];
        int color = code >>> 3;
        int type = code & 7;
        boolean removed;
        if (isCastlingShape(color, type, from, to)
                && b.mailbox[to > from ? from + 3 : from - 4] == (byte) (color << 3 | Board.R)) {
            boolean kingside = to > from;
            int rookFrom = kingside ? from + 3 : from - 4;
            int rookTo = kingside ? from + 1 : from - 1;
            b.clear(from);
            removed = b.clear(to);
            b.put(to, code);
            b.clear(rookFrom);
            removed |= b.clear(rookTo);
            b.put(rookTo, color << 3 | Board.R);
        } else {
            removed = b.clear(to);
            b.clear(from);
            b.put(to, code);
            if (type == Board.P) {
                int up = color == WHITE ? 8 : -8;
                int fwd = ((to >>> 3) - (from >>> 3)) * (color == WHITE ? 1 : -1);
                if (!removed && to == board.ep && Math.abs((to & 7) - (from & 7)) == 1 && fwd == 1
                        && b.mailbox[to - up] == (byte) ((color ^ 1) << 3 | Board.P)) {
                    removed = b.clear(to - up);
                }
                if (m.promotion() != null) {
                    b.clear(to);
                    b.put(to, color << 3 | m.promotion().ordinal());
                }
            }
        }
        b.castling &= Board.CASTLE_MASK[from] & Board.CASTLE_MASK[to];
        boolean doubleStep = type == Board.P && (from & 7) == (to & 7)
                && (color == WHITE ? (from >>> 3) == 1 && to == from + 16 : (from >>> 3) == 6 && to == from - 16);
        b.ep = doubleStep && color == board.stm ? (from + to) >>> 1 : -1;
        b.halfmove = (type == Board.P || removed) ? 0 : board.halfmove + 1;
        // The turn passes from the player who had the move, whatever piece he moved: moving an
        // opponent's man is his (illegal) move, and then it is the opponent's turn (Art. 1.1).
        if (board.stm == BLACK) {
            b.fullmove = board.fullmove + 1;
        }
        b.stm = board.stm ^ 1;
        return new Position(b);
    }

    // ------------------------------------------------------------------ identity

    /**
     * This position as Article 9.2 identifies it for repetition (see {@link PositionIdentity}):
     * the en-passant square is kept only if a legal move captures en passant, that is, if a pawn
     * of the side to move can legally move to it (the square is empty, so any such move captures).
     */
    public PositionIdentity identity() {
        int ep = board.ep;
        if (ep >= 0) {
            boolean capturable = false;
            for (Move m : legalMoves()) {
                if (m.to() == ep && pieceAt(m.from()).type() == PieceType.PAWN) {
                    capturable = true;
                    break;
                }
            }
            if (!capturable) {
                ep = -1;
            }
        }
        return new PositionIdentity(board, ep);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Position p)) {
            return false;
        }
        Board a = board;
        Board c = p.board;
        return Arrays.equals(a.pieces, c.pieces) && Arrays.equals(a.colors, c.colors) && a.stm == c.stm
                && a.castling == c.castling && a.ep == c.ep && a.halfmove == c.halfmove
                && a.fullmove == c.fullmove;
    }

    @Override
    public int hashCode() {
        Board a = board;
        int h = Arrays.hashCode(a.pieces) * 31 + Arrays.hashCode(a.colors);
        return (((h * 31 + a.stm) * 31 + a.castling) * 31 + a.ep) * 31 + a.halfmove * 7 + a.fullmove;
    }

    @Override
    public String toString() {
        return fen();
    }
}
