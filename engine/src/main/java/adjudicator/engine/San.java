package adjudicator.engine;

import java.util.Objects;
import java.util.regex.Pattern;

/** Standard algebraic notation (SAN) for legal moves. */
public final class San {
    private San() {
    }

    private static final Pattern UCI = Pattern.compile("^[a-h][1-8][a-h][1-8][a-zA-Z]?$");

    /**
     * Writes a legal move in SAN with English letters; see {@link #toSan(Position, Move, SanLanguage)}.
     *
     * @throws IllegalArgumentException if the move is not legal in p
     */
    public static String toSan(Position p, Move m) {
        return toSan(p, m, SanLanguage.ENGLISH);
    }

    /**
     * Writes a legal move in SAN: piece letter (none for pawns), disambiguation (the file of departure if
     * it distinguishes the moves, else the rank, else both), {@code x} for captures (a pawn capture with
     * its file, e.g. {@code exd6}, also en passant), the destination, {@code =Q} for promotion, {@code O-O} /
     * {@code O-O-O} for castling, and {@code +} for check or {@code #} for checkmate. The letters and the
     * castling sign are those of the language (Russian: RF rules 2013, art. 8.8.2, e.g. {@code Кf3},
     * {@code Крe2}, {@code e8=Ф}, {@code 0-0}).
     *
     * @throws IllegalArgumentException if the move is not legal in p
     */
    public static String toSan(Position p, Move m, SanLanguage language) {
        if (!p.isLegal(m)) {
            throw new IllegalArgumentException("illegal move " + m + " in position " + p.fen());
        }
        String base = withoutSuffix(p, m, language);
        Position next = p.play(m);
        if (next.inCheck()) {
            return base + (next.status() == Status.CHECKMATE ? "#" : "+");
        }
        return base;
    }

    private static String withoutSuffix(Position p, Move m, SanLanguage language) {
        Piece piece = p.pieceAt(m.from());
        int from = m.from();
        int to = m.to();
        int df = (to & 7) - (from & 7);
        if (piece.type() == PieceType.KING && Math.abs(df) == 2) {
            return language.castling(df > 0);
        }
        StringBuilder sb = new StringBuilder(8);
        if (piece.type() == PieceType.PAWN) {
            if (df != 0) {
                sb.append((char) ('a' + (from & 7))).append('x');
            }
            sb.append(Squares.name(to));
            if (m.promotion() != null) {
                sb.append('=').append(language.letter(m.promotion()));
            }
            return sb.toString();
        }
        sb.append(language.letter(piece.type()));
        boolean ambiguous = false;
        boolean fileShared = false;
        boolean rankShared = false;
        for (Move o : p.legalMoves()) {
            if (o.to() == to && o.from() != from && p.pieceAt(o.from()).type() == piece.type()) {
                ambiguous = true;
                fileShared |= (o.from() & 7) == (from & 7);
                rankShared |= (o.from() >>> 3) == (from >>> 3);
            }
        }
        if (ambiguous) {
            if (!fileShared) {
                sb.append((char) ('a' + (from & 7)));
            } else if (!rankShared) {
                sb.append((char) ('1' + (from >>> 3)));
            } else {
                sb.append(Squares.name(from));
            }
        }
        if (p.pieceAt(to) != null) {
            sb.append('x');
        }
        sb.append(Squares.name(to));
        return sb.toString();
    }

    /**
     * Reads SAN and returns the legal move it denotes. Piece letters may be English (K, Q, R, B, N) or
     * Russian (Кр, Ф, Л, С, К: RF rules 2013, art. 8.8.2; {@code Кр} is read before {@code К}). Accepted:
     * trailing {@code + # ! ?} (any combination) and {@code e.p.} (also in Cyrillic letters, {@code е.р.},
     * as 8.8.8 prints it); {@code O-O}, {@code O-O-O}, {@code 0-0}, {@code 0-0-0}; the capture sign {@code x}
     * (or {@code :}, or the Cyrillic {@code х}) may be omitted but, if given, the move must be a capture;
     * promotion as {@code e8=Q} or {@code e8Q} (or {@code e8=Ф}); over-disambiguation such as {@code Ngf3}
     * or {@code Ng1f3}. A pawn move without a file of departure must be a straight move.
     *
     * @throws NotationException if the text is malformed, matches no legal move, or matches several
     */
    public static Move parseSan(Position p, String san) {
        if (san == null || san.isBlank()) {
            throw new NotationException("SAN is empty");
        }
        return parseSan(p, san, 0, san.length());
    }

    /**
     * As {@link #parseSan(Position, String)} for the characters {@code start} (inclusive) to {@code end}
     * (exclusive) of {@code text}, without copying them. The text is read in one pass, and only the men of
     * the named type that reach the destination are examined (the full list of legal moves is generated
     * only to explain an error).
     *
     * @throws NotationException if the text is malformed, matches no legal move, or matches several
     * @throws IndexOutOfBoundsException if start and end do not delimit a range of text
     */
    public static Move parseSan(Position p, CharSequence text, int start, int end) {
        return Position.toMove(lookup(p, text, start, end));
    }

    /**
     * A move read from SAN and the position after it.
     *
     * @param move  the legal move
     * @param after the position after the move
     */
    public record Played(Move move, Position after) {
    }

    /**
     * Reads SAN as {@link #parseSan(Position, CharSequence, int, int)} does and plays the move; faster than
     * {@code p.play(parseSan(...))} because the legal moves of p are never all generated when the text
     * names exactly one legal move.
     *
     * @throws NotationException if the text is malformed, matches no legal move, or matches several
     * @throws IndexOutOfBoundsException if start and end do not delimit a range of text
     */
    public static Played playSan(Position p, CharSequence text, int start, int end) {
        int enc = lookup(p, text, start, end);
        return new Played(Position.toMove(enc), p.playEncoded(enc));
    }

    /**
     * What a SAN names, read without a position: the castling side (0 none, 1 kingside, 2 queenside), the
     * type of the man, the file and rank of departure (-1 where not given), whether it is written as a
     * capture, the square of arrival and the promotion piece (null for none).
     */
    private record Parts(int castling, PieceType type, int fromFile, int fromRank, boolean capture, int to, PieceType promo) {
    }

    /** @throws NotationException if the text is empty or malformed */
    private static Parts parts(CharSequence s, int start, int end) {
        Objects.checkFromToIndex(start, end, s.length());
        int b = start;
        int e = end;
        while (b < e && Character.isWhitespace(s.charAt(b))) {
            b++;
        }
        while (e > b && Character.isWhitespace(s.charAt(e - 1))) {
            e--;
        }
        if (b == e) {
            throw new NotationException("SAN is empty");
        }
        e = stripSuffixes(s, b, e);
        if (e - b >= 4 && isEp(s, e - 4)) {
            e -= 4;
            while (e > b && Character.isWhitespace(s.charAt(e - 1))) {
                e--;
            }
            e = stripSuffixes(s, b, e);
        }
        int n = e - b;
        if (n == 3 || n == 5) {
            char z = s.charAt(b);
            if ((z == 'O' || z == '0') && isCastling(s, b, e, z)) {
                return new Parts(n == 3 ? 1 : 2, PieceType.KING, -1, -1, false, -1, null);
            }
        }
        int i = b;
        PieceType type = PieceType.PAWN;
        if (i < e) {
            switch (s.charAt(i)) {
                case 'K' -> type = PieceType.KING;
                case 'Q', '\u0424' -> type = PieceType.QUEEN; // Ф
                case 'R', '\u041B' -> type = PieceType.ROOK; // Л
                case 'B', '\u0421' -> type = PieceType.BISHOP; // С
                case 'N' -> type = PieceType.KNIGHT;
                case '\u041A' -> { // К: knight, but Кр is the king (8.8.2); the longer letter first
                    if (i + 1 < e && s.charAt(i + 1) == '\u0440') {
                        type = PieceType.KING;
                        i++;
                    } else {
                        type = PieceType.KNIGHT;
                    }
                }
                default -> i--;
            }
            i++;
        }
        int j = e;
        PieceType promo = null;
        if (j - i >= 3) {
            PieceType pr = promotionLetter(s.charAt(j - 1));
            if (pr != null && isRank(s.charAt(j - 2))) {
                promo = pr;
                j--;
            } else if (pr != null && s.charAt(j - 2) == '=' && j - i >= 4 && isRank(s.charAt(j - 3))) {
                promo = pr;
                j -= 2;
            }
        }
        if (j - i < 2 || !isFile(s.charAt(j - 2)) || !isRank(s.charAt(j - 1))) {
            throw malformed(s, start, end, "");
        }
        int to = (s.charAt(j - 1) - '1') * 8 + (s.charAt(j - 2) - 'a');
        j -= 2;
        int fromFile = -1;
        int fromRank = -1;
        boolean capture = false;
        if (i < j && isFile(s.charAt(i))) {
            fromFile = s.charAt(i++) - 'a';
        }
        if (i < j && isRank(s.charAt(i))) {
            fromRank = s.charAt(i++) - '1';
        }
        if (i < j && isCaptureSign(s.charAt(i))) {
            capture = true;
            i++;
        }
        if (i != j) {
            throw malformed(s, start, end, "");
        }
        if (type == PieceType.PAWN && fromFile < 0 && fromRank < 0 && capture) {
            throw malformed(s, start, end, ": a pawn capture needs the file of departure");
        }
        if (promo != null && type != PieceType.PAWN) {
            String t = s.subSequence(start, end).toString();
            throw new NotationException(NotationException.Kind.MALFORMED,
                    "SAN '" + t + "': only a pawn can be promoted", "only a pawn can be promoted");
        }
        return new Parts(0, type, fromFile, fromRank, capture, to, promo);
    }

    /**
     * Why a move can be made on the board though it is illegal: the man moves as men of its kind do, and only
     * the position forbids it (its king left in check, a man in the way, castling without the right or across
     * an attacked square, an en passant not available, a pawn left unpromoted on the last rank).
     */
    private static final java.util.Set<IllegalReason> PHYSICAL = java.util.EnumSet.of(IllegalReason.KING_LEFT_IN_CHECK,
            IllegalReason.PATH_BLOCKED, IllegalReason.CASTLING_RIGHT_LOST, IllegalReason.CASTLING_PATH_BLOCKED,
            IllegalReason.CASTLING_OUT_OF_CHECK, IllegalReason.CASTLING_THROUGH_ATTACKED_SQUARE, IllegalReason.CASTLING_INTO_CHECK,
            IllegalReason.EN_PASSANT_NOT_AVAILABLE, IllegalReason.PROMOTION_MISSING);

    /**
     * The illegal move a SAN names: one that a man of the side to move, of the type named, can make on the board
     * as men of its kind move, which only the position forbids (see {@link Position#check}: its king left in
     * check, a man in the way, castling without the right or across an attacked square, an en passant not
     * available, a pawn left unpromoted). For a source that records such a move as it was made (an imported
     * scoresheet), so that it becomes the fact it is; a legal move is not found here ({@link #parseSan}).
     *
     * @throws NotationException if the text is malformed, if no man of the side to move could make the move on
     *                           the board, or if several could
     */
    public static Move parsePhysical(Position p, CharSequence text, int start, int end) {
        Objects.checkFromToIndex(start, end, text.length());
        Parts parts = parts(text, start, end);
        Color side = p.sideToMove();
        java.util.List<Move> hits = new java.util.ArrayList<>();
        if (parts.castling() != 0) {
            int home = side == Color.WHITE ? 4 : 60;
            Move m = new Move(home, parts.castling() == 1 ? home + 2 : home - 2, null);
            if (new Piece(side, PieceType.KING).equals(p.pieceAt(home)) && physical(p.check(m))) {
                hits.add(m);
            }
        } else {
            int to = parts.to();
            for (int from = 0; from < 64; from++) {
                if (!new Piece(side, parts.type()).equals(p.pieceAt(from)) || from == to
                        || parts.fromFile() >= 0 && (from & 7) != parts.fromFile()
                        || parts.fromRank() >= 0 && (from >>> 3) != parts.fromRank()
                        || parts.type() == PieceType.PAWN && parts.fromFile() < 0 && (from & 7) != (to & 7)) {
                    continue;
                }
                Move m = new Move(from, to, parts.promo());
                MoveCheck check = p.check(m);
                boolean noCapture = p.pieceAt(to) == null && !(check instanceof MoveCheck.Illegal i
                        && i.reason() == IllegalReason.EN_PASSANT_NOT_AVAILABLE);
                if (physical(check) && !(parts.capture() && noCapture)) {
                    hits.add(m);
                }
            }
        }
        String t = text.subSequence(start, end).toString();
        if (hits.size() == 1) {
            return hits.get(0);
        }
        if (hits.isEmpty()) {
            String detail = "no man of " + side + " can make it on the board";
            throw new NotationException(NotationException.Kind.NOT_LEGAL, "SAN '" + t + "': " + detail + " (position " + p.fen() + ")",
                    detail);
        }
        String detail = "it could be " + String.join(", ", hits.stream().map(Move::uci).toList());
        throw new NotationException(NotationException.Kind.AMBIGUOUS, "SAN '" + t + "' is ambiguous: " + detail, detail);
    }

    private static boolean physical(MoveCheck check) {
        return check instanceof MoveCheck.Illegal i && PHYSICAL.contains(i.reason());
    }

    /** @return the encoded legal move the SAN denotes */
    static int lookup(Position p, CharSequence s, int start, int end) {
        Parts parts = parts(s, start, end);
        if (parts.castling() != 0) {
            return castling(p, s, start, end, parts.castling() == 1);
        }
        PieceType type = parts.type();
        PieceType promo = parts.promo();
        int to = parts.to();
        int fromFile = parts.fromFile();
        int fromRank = parts.fromRank();
        boolean capture = parts.capture();
        int promoCode = promo == null ? 0 : promo.ordinal();
        Board board = p.board();
        byte[] mailbox = board.mailbox;
        boolean straight = type == PieceType.PAWN && fromFile < 0;
        int[] hits = new int[16];
        // fast path: only the moves of this type to this square, no generation of all legal moves
        int fast = board.sanMoves(type.ordinal(), to, fromFile, fromRank, straight, promoCode, hits);
        if (fast == 1 && (!capture || mailbox[to] != Board.EMPTY || Board.flag(hits[0]) == Board.EN_PASSANT)) {
            return hits[0];
        }
        // otherwise (none, several, or the capture sign on a non-capture) the exact diagnosis from the legal moves
        int count = 0;
        boolean promotionMissing = false;
        boolean notCapture = false;
        for (int m : p.legalEncoded()) {
            if (Board.to(m) != to) {
                continue;
            }
            int from = Board.from(m);
            if ((mailbox[from] & 7) != type.ordinal()) {
                continue;
            }
            if (fromFile >= 0 && (from & 7) != fromFile) {
                continue;
            }
            if (fromRank >= 0 && (from >>> 3) != fromRank) {
                continue;
            }
            if (type == PieceType.PAWN && fromFile < 0 && (from & 7) != (to & 7)) {
                continue;
            }
            if (Board.promo(m) != promoCode) {
                promotionMissing |= promo == null;
                continue;
            }
            if (capture && mailbox[to] == Board.EMPTY && Board.flag(m) != Board.EN_PASSANT) {
                notCapture = true;
                continue;
            }
            hits[count++] = m;
        }
        if (count == 1) {
            return hits[0];
        }
        String t = s.subSequence(start, end).toString();
        if (count == 0) {
            String detail = promotionMissing ? "the promotion piece is missing"
                    : notCapture ? "the move is not a capture" : "no legal move matches";
            throw new NotationException(NotationException.Kind.NOT_LEGAL,
                    "SAN '" + t + "': " + detail + " (position " + p.fen() + ")", detail);
        }
        StringBuilder sb = new StringBuilder("it could be ");
        for (int k = 0; k < count; k++) {
            Move m = Position.toMove(hits[k]);
            sb.append(k == 0 ? "" : ", ").append(toSan(p, m)).append(" (").append(m.uci()).append(')');
        }
        throw new NotationException(NotationException.Kind.AMBIGUOUS,
                "SAN '" + t + "' is ambiguous: " + sb, sb.toString());
    }

    private static int castling(Position p, CharSequence s, int start, int end, boolean kingside) {
        int home = p.sideToMove() == Color.WHITE ? 4 : 60;
        int target = kingside ? home + 2 : home - 2;
        int m = p.board().castlingMove(kingside);
        if (m >= 0 && Board.from(m) == home && Board.to(m) == target) {
            return m;
        }
        String detail = (kingside ? "kingside" : "queenside") + " castling is not legal here";
        throw new NotationException(NotationException.Kind.NOT_LEGAL,
                "SAN '" + s.subSequence(start, end) + "': " + detail, detail);
    }

    private static NotationException malformed(CharSequence s, int start, int end, String why) {
        return new NotationException(NotationException.Kind.MALFORMED,
                "SAN '" + s.subSequence(start, end) + "' is malformed" + why,
                "malformed" + why);
    }

    private static int stripSuffixes(CharSequence s, int b, int e) {
        while (e > b) {
            char c = s.charAt(e - 1);
            if (c != '+' && c != '#' && c != '!' && c != '?') {
                break;
            }
            e--;
        }
        return e;
    }

    /** "e.p." in Latin letters or "е.р." in Cyrillic ones (as art. 8.8.8 of the 2013 text prints it). */
    private static boolean isEp(CharSequence s, int i) {
        char e = s.charAt(i);
        char p = s.charAt(i + 2);
        return (e == 'e' || e == '\u0435') && s.charAt(i + 1) == '.' && (p == 'p' || p == '\u0440')
                && s.charAt(i + 3) == '.';
    }

    private static boolean isCastling(CharSequence s, int b, int e, char z) {
        for (int k = b; k < e; k++) {
            char c = s.charAt(k);
            if (((k - b) & 1) == 0 ? c != z : c != '-') {
                return false;
            }
        }
        return true;
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'h';
    }

    private static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }

    private static boolean isCaptureSign(char c) {
        return c == 'x' || c == ':' || c == '\u0445'; // х: the Cyrillic letter, as typed on a Russian keyboard
    }

    private static PieceType promotionLetter(char c) {
        return switch (c) {
            case 'Q', 'q', '\u0424', '\u0444' -> PieceType.QUEEN; // Ф ф
            case 'R', 'r', '\u041B', '\u043B' -> PieceType.ROOK; // Л л
            case 'B', 'b', '\u0421', '\u0441' -> PieceType.BISHOP; // С с
            case 'N', 'n', '\u041A', '\u043A' -> PieceType.KNIGHT; // К к
            default -> null;
        };
    }

    /**
     * Reads either UCI (text matching {@code ^[a-h][1-8][a-h][1-8][a-zA-Z]?$}, parsed by
     * {@link Move#parseUci} without a legality check) or else SAN (legal moves only).
     *
     * @throws NotationException if the text cannot be read
     */
    public static Move parseAny(Position p, String text) {
        if (text != null && UCI.matcher(text.strip()).matches()) {
            return Move.parseUci(text.strip());
        }
        return parseSan(p, text);
    }
}
