package adjudicator.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Standard algebraic notation (SAN) for legal moves. */
public final class San {
    private San() {
    }

    private static final Pattern UCI = Pattern.compile("^[a-h][1-8][a-h][1-8][a-zA-Z]?$");
    private static final Pattern SAN =
            Pattern.compile("^([KQRBN])?([a-h])?([1-8])?([x:])?([a-h][1-8])(?:=?([QRBNqrbn]))?$");

    /**
     * Writes a legal move in SAN: piece letter (none for pawns), disambiguation (the file of departure if
     * it distinguishes the moves, else the rank, else both), {@code x} for captures (a pawn capture with
     * its file, e.g. {@code exd6}, also en passant), the destination, {@code =Q} for promotion, {@code O-O} /
     * {@code O-O-O} for castling, and {@code +} for check or {@code #} for checkmate.
     *
     * @throws IllegalArgumentException if the move is not legal in p
     */
    public static String toSan(Position p, Move m) {
        if (!p.isLegal(m)) {
            throw new IllegalArgumentException("illegal move " + m + " in position " + p.fen());
        }
        String base = withoutSuffix(p, m);
        Position next = p.play(m);
        if (next.inCheck()) {
            return base + (next.status() == Status.CHECKMATE ? "#" : "+");
        }
        return base;
    }

    private static String withoutSuffix(Position p, Move m) {
        Piece piece = p.pieceAt(m.from());
        int from = m.from();
        int to = m.to();
        int df = (to & 7) - (from & 7);
        if (piece.type() == PieceType.KING && Math.abs(df) == 2) {
            return df > 0 ? "O-O" : "O-O-O";
        }
        StringBuilder sb = new StringBuilder(8);
        if (piece.type() == PieceType.PAWN) {
            if (df != 0) {
                sb.append((char) ('a' + (from & 7))).append('x');
            }
            sb.append(Squares.name(to));
            if (m.promotion() != null) {
                sb.append('=').append(m.promotion().letter());
            }
            return sb.toString();
        }
        sb.append(piece.type().letter());
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
     * Reads SAN and returns the legal move it denotes. Accepted: trailing {@code + # ! ?} (any
     * combination) and {@code e.p.}; {@code O-O}, {@code O-O-O}, {@code 0-0}, {@code 0-0-0}; the capture sign
     * {@code x} (or {@code :}) may be omitted but, if given, the move must be a capture; promotion as
     * {@code e8=Q} or {@code e8Q}; over-disambiguation such as {@code Ngf3} or {@code Ng1f3}. A pawn move
     * without a file of departure must be a straight move.
     *
     * @throws NotationException if the text is malformed, matches no legal move, or matches several
     */
    public static Move parseSan(Position p, String san) {
        if (san == null || san.isBlank()) {
            throw new NotationException("SAN is empty");
        }
        String s = san.strip();
        if (s.endsWith("e.p.")) {
            s = s.substring(0, s.length() - 4).strip();
        }
        int end = s.length();
        while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        s = s.substring(0, end);
        if (s.equals("O-O") || s.equals("0-0") || s.equals("O-O-O") || s.equals("0-0-0")) {
            boolean kingside = s.length() == 3;
            int home = p.sideToMove() == Color.WHITE ? 4 : 60;
            Move m = new Move(home, kingside ? home + 2 : home - 2);
            Piece k = p.pieceAt(home);
            if (k == null || k.type() != PieceType.KING || !p.isLegal(m)) {
                throw new NotationException("SAN '" + san + "': " + (kingside ? "kingside" : "queenside")
                        + " castling is not legal here");
            }
            return m;
        }
        Matcher mt = SAN.matcher(s);
        if (!mt.matches()) {
            throw new NotationException("SAN '" + san + "' is malformed");
        }
        PieceType type = mt.group(1) == null ? PieceType.PAWN : PieceType.fromLetter(mt.group(1).charAt(0));
        int fromFile = mt.group(2) == null ? -1 : mt.group(2).charAt(0) - 'a';
        int fromRank = mt.group(3) == null ? -1 : mt.group(3).charAt(0) - '1';
        boolean capture = mt.group(4) != null;
        int to = Squares.parse(mt.group(5));
        PieceType promo = mt.group(6) == null ? null : PieceType.fromLetter(mt.group(6).charAt(0));
        if (type == PieceType.PAWN && fromFile < 0 && fromRank < 0 && capture) {
            throw new NotationException("SAN '" + san + "' is malformed: a pawn capture needs the file of departure");
        }
        if (promo != null && type != PieceType.PAWN) {
            throw new NotationException("SAN '" + san + "': only a pawn can be promoted");
        }
        List<Move> found = new ArrayList<>(2);
        boolean promotionMissing = false;
        boolean notCapture = false;
        for (Move m : p.legalMoves()) {
            int from = m.from();
            if (m.to() != to || p.pieceAt(from).type() != type) {
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
            if (m.promotion() != promo) {
                promotionMissing |= promo == null;
                continue;
            }
            if (capture && !isCapture(p, m)) {
                notCapture = true;
                continue;
            }
            found.add(m);
        }
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            String detail = promotionMissing ? ": the promotion piece is missing"
                    : notCapture ? ": the move is not a capture" : ": no legal move matches";
            throw new NotationException("SAN '" + san + "'" + detail + " (position " + p.fen() + ")");
        }
        StringBuilder sb = new StringBuilder();
        for (Move m : found) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(toSan(p, m)).append(" (").append(m.uci()).append(')');
        }
        throw new NotationException("SAN '" + san + "' is ambiguous: it could be " + sb);
    }

    private static boolean isCapture(Position p, Move m) {
        return p.pieceAt(m.to()) != null
                || (p.pieceAt(m.from()).type() == PieceType.PAWN && (m.from() & 7) != (m.to() & 7));
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
