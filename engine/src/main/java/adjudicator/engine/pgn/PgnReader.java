package adjudicator.engine.pgn;

import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.MoveCheck;
import adjudicator.engine.NotationException;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.Status;
import java.io.IOException;
import java.io.Reader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads games in PGN (import format): tag pairs, move text with move numbers, SAN with English or
 * Russian piece letters ({@link San#parseSan}), {@code {comments}} and {@code ;} comments, NAGs
 * ({@code $n} and the suffixes {@code ! ? !! ?? !? ?!}), {@code [%clk]} / {@code [%emt]} clock commands in
 * comments, variations (skipped, nested to any depth), {@code %} escape lines, and the termination markers
 * {@code 1-0 0-1 1/2-1/2 *}. A game that starts from another position has a {@code FEN} tag (with or
 * without {@code [SetUp "1"]}).
 *
 * <p>Every main-line move is checked against the legal moves of its position. Any problem is a
 * {@link PgnException} naming line and column; no other exception escapes for any input text. After an
 * exception, {@link #next()} goes on with the next game: the next line that starts with {@code [} and
 * follows an empty line.
 *
 * <p>The text is read in one pass by a hand-written tokenizer; move numbers are not checked against the
 * position, and a game must end with a termination marker.
 */
public final class PgnReader {
    private final String s;
    private final int len;
    private int pos;
    private int resyncFrom = -1;
    // where location() last counted to
    private int locOffset;
    private int locLine = 1;
    private int locLineStart;

    // the game being read
    private final List<PgnTag> tags = new ArrayList<>();
    private final List<String> gameComments = new ArrayList<>();
    private final List<PgnMove> moves = new ArrayList<>();
    private Position position;
    private int fenTagAt;
    // the move read last, waiting for its comments and annotations
    private Move pMove;
    private String pSan;
    private List<String> pComments;
    private List<Integer> pNags;
    private Duration pClk;
    private Duration pEmt;
    private int pNumber;
    private boolean pWhite;

    private int gameLine;
    /** Whether a move that can be made on the board though illegal is read as the fact it is. */
    private boolean illegalAsFacts;
    private MoveCheck.Illegal pIllegal;

    /** A reader over the text of zero or more games. */
    public PgnReader(CharSequence text) {
        this.s = text.toString();
        this.len = s.length();
        this.pos = len > 0 && s.charAt(0) == '\uFEFF' ? 1 : 0; // byte order mark
    }

    /** A reader over everything the {@link Reader} gives (read into memory at once, not closed). */
    public PgnReader(Reader in) throws IOException {
        this(readFully(in));
    }

    /** @return all games of the text */
    public static List<PgnGame> readAll(CharSequence text) {
        PgnReader r = new PgnReader(text);
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame g = r.next(); g != null; g = r.next()) {
            games.add(g);
        }
        return games;
    }

    /** @return all games the {@link Reader} gives (not closed) */
    public static List<PgnGame> readAll(Reader in) throws IOException {
        return readAll(readFully(in));
    }

    /**
     * Reads exactly one game.
     *
     * @throws PgnException if the text holds no game, more than one, or a malformed one
     */
    public static PgnGame readOne(CharSequence text) {
        PgnReader r = new PgnReader(text);
        PgnGame g = r.next();
        if (g == null) {
            throw r.error(r.pos, "there is no game in the text");
        }
        int second = r.pos;
        if (r.next() != null) {
            throw r.error(second, "a second game follows; expected only one");
        }
        return g;
    }

    private static String readFully(Reader in) throws IOException {
        StringBuilder sb = new StringBuilder(8192);
        char[] buf = new char[8192];
        for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
            sb.append(buf, 0, n);
        }
        return sb.toString();
    }

    /**
     * This reader, reading also a move that can be made on the board though it is illegal ({@link San#parsePhysical}:
     * its king left in check, castling without the right, ...) as the fact it is, for a source that records
     * moves as they were made: the move's {@link PgnMove#illegal()} says why, and the next move is read in the
     * position it leaves on the board. A move no man of the side to move could make stays an error.
     */
    public PgnReader acceptingIllegalMoves() {
        illegalAsFacts = true;
        return this;
    }

    /** The line (1-based) on which the game last read (or refused) starts; 0 before any. */
    public int gameLine() {
        return gameLine;
    }

    /**
     * @return the next game, or {@code null} when only white space (and comments) are left
     * @throws PgnException if the game cannot be read; the next call goes on with the following game
     */
    public PgnGame next() {
        if (resyncFrom >= 0) {
            pos = nextGameStart(resyncFrom);
            resyncFrom = -1;
        }
        int begin = pos;
        try {
            return readGame();
        } catch (PgnException e) {
            resyncFrom = Math.max(pos, begin + 1);
            throw e;
        } catch (RuntimeException e) {
            // not expected: every problem of the text should have its own message; never let it escape raw
            resyncFrom = Math.max(pos, begin + 1);
            throw error(Math.min(pos, len), "internal error while reading: " + e);
        }
    }

    private int nextGameStart(int from) {
        int i = Math.min(from, len);
        while (i < len) {
            int nl = s.indexOf('\n', i);
            if (nl < 0) {
                return len;
            }
            // is the line after nl empty (white space only) and followed by a line starting with '['?
            int j = nl + 1;
            while (j < len && (s.charAt(j) == ' ' || s.charAt(j) == '\t' || s.charAt(j) == '\r')) {
                j++;
            }
            if (j < len && s.charAt(j) == '\n') {
                int k = j + 1;
                while (k < len && Character.isWhitespace(s.charAt(k))) {
                    k++;
                }
                if (k < len && s.charAt(k) == '[') {
                    return k;
                }
            }
            i = nl + 1;
        }
        return len;
    }

    // ------------------------------------------------------------------ game

    private PgnGame readGame() {
        tags.clear();
        gameComments.clear();
        moves.clear();
        pMove = null;
        fenTagAt = -1;
        skipSpace();
        if (pos >= len) {
            return null;
        }
        int gameStart = pos;
        gameLine = lineOf(gameStart);
        while (pos < len && s.charAt(pos) == '[') {
            readTag();
            skipSpace();
        }
        position = startPosition();
        Position start = position;
        while (true) {
            skipSpace();
            if (pos >= len) {
                if (tags.isEmpty() && moves.isEmpty() && pMove == null) {
                    return null;
                }
                throw error(gameStart, "the game that starts here has no termination marker (1-0, 0-1, 1/2-1/2"
                        + " or *) at the end of the text");
            }
            char c = s.charAt(pos);
            switch (c) {
                case '{' -> readComment();
                case ';' -> readLineComment();
                case '(' -> skipVariation();
                case ')' -> throw error(pos, "')' closes no variation");
                case '$' -> readNag();
                case '!', '?' -> readSuffixNag(pos, symbolEnd(pos));
                case '*' -> {
                    pos++;
                    return finish(start, "*");
                }
                case '[' -> throw error(gameStart, "the game that starts here has no termination marker (1-0, 0-1,"
                        + " 1/2-1/2 or *) before the tag on line " + lineOf(pos));
                case '%' -> {
                    if (!atLineStart(pos)) {
                        throw error(pos, "'%' is allowed only at the start of a line (escape line)");
                    }
                    skipToLineEnd();
                }
                default -> {
                    if (c >= '0' && c <= '9') {
                        String result = readNumberOrResult();
                        if (result != null) {
                            return finish(start, result);
                        }
                    } else if (Character.isLetter(c)) {
                        readSan(pos, symbolEnd(pos));
                    } else if (c == '-' && pos + 1 < len && s.charAt(pos + 1) == '-') {
                        throw error(pos, "null moves ('--') are not supported");
                    } else {
                        throw error(pos, "unexpected character '" + printable(c) + "' in the move text");
                    }
                }
            }
        }
    }

    private PgnGame finish(Position start, String result) {
        int end = pos;
        if (end < len && !isDelimiter(s.charAt(end))) {
            throw error(end, "unexpected text after the termination marker '" + result + "'");
        }
        flush();
        return new PgnGame(tags, start, gameComments, moves, result, position);
    }

    private Position startPosition() {
        String fen = null;
        String setUp = null;
        for (PgnTag t : tags) {
            if (t.name().equals("FEN") && fen == null) {
                fen = t.value();
            } else if (t.name().equals("SetUp") && setUp == null) {
                setUp = t.value();
            }
        }
        if (fen == null) {
            if ("1".equals(setUp)) {
                throw error(pos, "[SetUp \"1\"] but no FEN tag gives the start position");
            }
            return Position.initial();
        }
        try {
            return Position.fromFen(fen);
        } catch (RuntimeException e) {
            throw error(fenTagAt, "the FEN tag is not a valid position: " + e.getMessage());
        }
    }

    // ------------------------------------------------------------------ tags

    private void readTag() {
        int open = pos;
        pos++;
        skipBlanks();
        int nameStart = pos;
        while (pos < len && isNameChar(s.charAt(pos))) {
            pos++;
        }
        if (pos == nameStart) {
            throw error(pos, pos < len ? "a tag name (letters, digits, '_') must follow '['"
                    : "the tag opened here is not closed");
        }
        String name = s.substring(nameStart, pos);
        skipBlanks();
        if (pos >= len || s.charAt(pos) != '"') {
            throw error(pos, "the value of tag " + name + " must be in double quotes");
        }
        pos++;
        StringBuilder value = null;
        int valueStart = pos;
        while (true) {
            if (pos >= len || s.charAt(pos) == '\n' || s.charAt(pos) == '\r') {
                throw error(valueStart - 1, "the value of tag " + name + " is not closed by '\"' on its line");
            }
            char c = s.charAt(pos);
            if (c == '"') {
                break;
            }
            if (c == '\\' && pos + 1 < len && (s.charAt(pos + 1) == '"' || s.charAt(pos + 1) == '\\')) {
                if (value == null) {
                    value = new StringBuilder().append(s, valueStart, pos);
                }
                value.append(s.charAt(pos + 1));
                pos += 2;
                continue;
            }
            if (value != null) {
                value.append(c);
            }
            pos++;
        }
        String v = value == null ? s.substring(valueStart, pos) : value.toString();
        pos++;
        skipBlanks();
        if (pos >= len || s.charAt(pos) != ']') {
            throw error(pos < len ? pos : open, "the tag " + name + " must be closed by ']'");
        }
        pos++;
        if (name.equals("FEN") && fenTagAt < 0) {
            fenTagAt = open;
        }
        tags.add(new PgnTag(name, v));
    }

    private static boolean isNameChar(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    }

    // ------------------------------------------------------------------ move text

    private String readNumberOrResult() {
        int start = pos;
        int i = pos;
        while (i < len && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        if (i < len && s.charAt(i) == '.') {
            while (i < len && s.charAt(i) == '.') {
                i++;
            }
            pos = i; // a move number such as "12." or "12..."; not checked against the position
            return null;
        }
        int end = symbolEnd(start);
        if (regionIs(start, end, "1-0") || regionIs(start, end, "0-1") || regionIs(start, end, "1/2-1/2")) {
            pos = end;
            return s.substring(start, end);
        }
        if (end - start >= 3 && s.startsWith("0-0", start)) {
            readSan(start, end); // castling written with zeros
            return null;
        }
        throw error(start, "'" + s.substring(start, end) + "' is not a move number, a move or a result");
    }

    private void readSan(int start, int end) {
        int sanEnd = end;
        while (sanEnd > start && (s.charAt(sanEnd - 1) == '!' || s.charAt(sanEnd - 1) == '?')) {
            sanEnd--;
        }
        if (isEpMark(start, sanEnd)) {
            // "exd6 e.p.": the mark written apart belongs to the move before
            if (pMove == null) {
                throw error(start, "'" + s.substring(start, end) + "' follows no move");
            }
            pos = end;
            return;
        }
        if (sanEnd == start) {
            throw error(start, "'" + s.substring(start, end) + "' is not a move");
        }
        San.Played played;
        MoveCheck.Illegal illegal = null;
        try {
            played = San.playSan(position, s, start, sanEnd);
        } catch (NotationException e) {
            if (!illegalAsFacts || e.kind() != NotationException.Kind.NOT_LEGAL) {
                throw error(start, sanProblem(s.substring(start, sanEnd), e));
            }
            Move move;
            try {
                move = San.parsePhysical(position, s, start, sanEnd);
            } catch (NotationException physical) {
                throw error(start, sanProblem(s.substring(start, sanEnd), physical));
            }
            illegal = (MoveCheck.Illegal) position.check(move);
            played = new San.Played(move, position.playPhysical(move));
        }
        flush();
        pIllegal = illegal;
        pNumber = position.fullmoveNumber();
        pWhite = position.sideToMove() == Color.WHITE;
        position = played.after();
        pMove = played.move();
        pSan = s.substring(start, sanEnd);
        pos = sanEnd;
        if (sanEnd < end) {
            readSuffixNag(sanEnd, end);
        }
        pos = end;
    }

    private boolean isEpMark(int start, int end) {
        if (end - start != 4) {
            return false;
        }
        char e = s.charAt(start);
        char p = s.charAt(start + 2);
        return (e == 'e' || e == '\u0435') && s.charAt(start + 1) == '.' && (p == 'p' || p == '\u0440')
                && s.charAt(start + 3) == '.';
    }

    private String sanProblem(String san, NotationException e) {
        String side = position.sideToMove() == Color.WHITE ? "White" : "Black";
        String where = pMove == null ? " in the start position" : " after " + pNumber + (pWhite ? ". " : "... ") + pSan;
        Status status = position.status();
        String over = status == Status.CHECKMATE ? " (" + side + " is checkmated)"
                : status == Status.STALEMATE ? " (" + side + " is stalemated)" : "";
        return switch (e.kind()) {
            case NOT_LEGAL -> "'" + san + "' is not a legal move for " + side + where + over
                    + (e.detail().equals("no legal move matches") ? "" : ": " + e.detail());
            case AMBIGUOUS -> "'" + san + "' is ambiguous for " + side + where + ": " + e.detail();
            case MALFORMED -> "'" + san + "' is not a move in SAN (" + e.detail() + "); " + side + " to move" + where;
        };
    }

    private void readSuffixNag(int start, int end) {
        int nag = 0;
        if (regionIs(start, end, "!")) {
            nag = 1;
        } else if (regionIs(start, end, "?")) {
            nag = 2;
        } else if (regionIs(start, end, "!!")) {
            nag = 3;
        } else if (regionIs(start, end, "??")) {
            nag = 4;
        } else if (regionIs(start, end, "!?")) {
            nag = 5;
        } else if (regionIs(start, end, "?!")) {
            nag = 6;
        }
        if (nag == 0) {
            throw error(start, "'" + s.substring(start, end) + "' is not an annotation (! ? !! ?? !? ?!)");
        }
        addNag(start, nag);
        pos = end;
    }

    private void readNag() {
        int start = pos;
        int i = pos + 1;
        int v = 0;
        while (i < len && s.charAt(i) >= '0' && s.charAt(i) <= '9' && v <= 255) {
            v = v * 10 + (s.charAt(i) - '0');
            i++;
        }
        if (i == start + 1 || v > 255 || (i < len && !isDelimiter(s.charAt(i)))) {
            throw error(start, "'" + s.substring(start, symbolEnd(start + 1)) + "' is not a NAG ($0 to $255)");
        }
        addNag(start, v);
        pos = i;
    }

    private void addNag(int at, int nag) {
        if (pMove == null) {
            throw error(at, "an annotation before the first move");
        }
        if (pNags == null) {
            pNags = new ArrayList<>(2);
        }
        pNags.add(nag);
    }

    private void readComment() {
        int open = pos;
        int close = s.indexOf('}', open + 1);
        if (close < 0) {
            throw error(open, "the comment opened here is not closed by '}'");
        }
        comment(open + 1, close, true);
        pos = close + 1;
    }

    private void readLineComment() {
        int start = pos + 1;
        skipToLineEnd();
        comment(start, pos, false);
    }

    /** Keeps the text of a comment with the move before it; takes [%clk] and [%emt] out of it. */
    private void comment(int from, int to, boolean commands) {
        StringBuilder text = null;
        boolean space = false;
        boolean forMove = pMove != null;
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '[' && commands && forMove && i + 1 < to && s.charAt(i + 1) == '%') {
                int close = s.indexOf(']', i);
                if (close >= 0 && close < to) {
                    int nameEnd = i + 2;
                    while (nameEnd < close && !Character.isWhitespace(s.charAt(nameEnd))) {
                        nameEnd++;
                    }
                    boolean clk = regionIs(i + 2, nameEnd, "clk");
                    if (clk || regionIs(i + 2, nameEnd, "emt")) {
                        Duration d = duration(nameEnd, close);
                        if (clk) {
                            pClk = d;
                        } else {
                            pEmt = d;
                        }
                        i = close + 1;
                        continue;
                    }
                }
            }
            if (Character.isWhitespace(c)) {
                space = true;
            } else {
                if (text == null) {
                    text = new StringBuilder(to - i);
                } else if (space) {
                    text.append(' ');
                }
                text.append(c);
                space = false;
            }
            i++;
        }
        if (text == null) {
            return;
        }
        if (!forMove) {
            gameComments.add(text.toString());
            return;
        }
        if (pComments == null) {
            pComments = new ArrayList<>(2);
        }
        pComments.add(text.toString());
    }

    /** h:mm:ss or h:mm:ss.f (fraction up to 9 digits), white space around allowed. */
    private Duration duration(int from, int to) {
        int i = from;
        while (i < to && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        int e = to;
        while (e > i && Character.isWhitespace(s.charAt(e - 1))) {
            e--;
        }
        int start = i;
        long hours = 0;
        int digits = 0;
        while (i < e && isDigit(s.charAt(i)) && digits < 7) {
            hours = hours * 10 + (s.charAt(i++) - '0');
            digits++;
        }
        boolean ok = digits > 0 && i < e && s.charAt(i++) == ':';
        int minutes = 0;
        int seconds = 0;
        long nanos = 0;
        if (ok) {
            int m0 = i;
            while (i < e && isDigit(s.charAt(i)) && i - m0 < 2) {
                minutes = minutes * 10 + (s.charAt(i++) - '0');
            }
            ok = i > m0 && minutes < 60 && i < e && s.charAt(i++) == ':';
        }
        if (ok) {
            int s0 = i;
            while (i < e && isDigit(s.charAt(i)) && i - s0 < 2) {
                seconds = seconds * 10 + (s.charAt(i++) - '0');
            }
            ok = i > s0 && seconds < 60;
        }
        if (ok && i < e && s.charAt(i) == '.') {
            i++;
            int f0 = i;
            long scale = 100_000_000L;
            while (i < e && isDigit(s.charAt(i)) && i - f0 < 9) {
                nanos += (s.charAt(i++) - '0') * scale;
                scale /= 10;
            }
            ok = i > f0;
        }
        if (!ok || i != e) {
            throw error(start, "'" + s.substring(start, e) + "' is not a clock time h:mm:ss or h:mm:ss.f");
        }
        return Duration.ofSeconds(hours * 3600 + minutes * 60L + seconds, nanos);
    }

    private void skipVariation() {
        int open = pos;
        int depth = 0;
        while (pos < len) {
            char c = s.charAt(pos);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth == 0) {
                    pos++;
                    return;
                }
            } else if (c == '{') {
                int close = s.indexOf('}', pos + 1);
                if (close < 0) {
                    throw error(pos, "the comment opened here is not closed by '}'");
                }
                pos = close;
            } else if (c == ';' || (c == '%' && atLineStart(pos))) {
                skipToLineEnd();
                continue;
            }
            pos++;
        }
        throw error(open, "the variation opened here is not closed by ')'");
    }

    /** Clock times in whole seconds up to 4 hours, shared: most games repeat them, and memory matters for many games. */
    @SuppressWarnings("unchecked")
    private static final Optional<Duration>[] WHOLE_SECONDS = new Optional[4 * 3600 + 1];

    private static Optional<Duration> optional(Duration d) {
        if (d == null) {
            return Optional.empty();
        }
        long secs = d.getSeconds();
        if (d.getNano() != 0 || secs >= WHOLE_SECONDS.length) {
            return Optional.of(d);
        }
        Optional<Duration> o = WHOLE_SECONDS[(int) secs];
        if (o == null) {
            o = Optional.of(d); // a race only creates an equal value twice; Optional is safely published
            WHOLE_SECONDS[(int) secs] = o;
        }
        return o;
    }

    private void flush() {
        if (pMove == null) {
            return;
        }
        moves.add(new PgnMove(pMove, pSan, pComments == null ? List.of() : pComments,
                pNags == null ? List.of() : pNags, optional(pClk), optional(pEmt), pIllegal));
        pIllegal = null;
        pMove = null;
        pSan = null;
        pComments = null;
        pNags = null;
        pClk = null;
        pEmt = null;
    }

    // ------------------------------------------------------------------ characters

    /** Skips white space and escape lines ('%' in the first column). */
    private void skipSpace() {
        while (pos < len) {
            char c = s.charAt(pos);
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || Character.isWhitespace(c)) {
                pos++;
            } else if (c == '%' && atLineStart(pos)) {
                skipToLineEnd();
            } else {
                return;
            }
        }
    }

    private void skipBlanks() {
        while (pos < len && (s.charAt(pos) == ' ' || s.charAt(pos) == '\t')) {
            pos++;
        }
    }

    private void skipToLineEnd() {
        while (pos < len && s.charAt(pos) != '\n' && s.charAt(pos) != '\r') {
            pos++;
        }
    }

    private boolean atLineStart(int i) {
        return i == 0 || s.charAt(i - 1) == '\n' || s.charAt(i - 1) == '\r' || (i == 1 && s.charAt(0) == '\uFEFF');
    }

    /** @return the end of the symbol starting at i: up to white space or a delimiter */
    private int symbolEnd(int i) {
        while (i < len && !isDelimiter(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isDelimiter(char c) {
        return switch (c) {
            case ' ', '\n', '\r', '\t', '{', '}', '(', ')', '[', ']', ';', '$', '*', '"' -> true;
            default -> Character.isWhitespace(c);
        };
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private boolean regionIs(int start, int end, String t) {
        return end - start == t.length() && s.startsWith(t, start);
    }

    private static String printable(char c) {
        return c < ' ' ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }

    // ------------------------------------------------------------------ errors

    private int lineOf(int offset) {
        return (int) (location(offset) >>> 32);
    }

    /**
     * @return line << 32 | column, both 1-based; CR LF, LF and CR each end a line. Counting goes on from
     *     the place of the last error when it can, so that many bad games in a long text stay cheap.
     */
    private long location(int offset) {
        int end = Math.min(offset, len);
        int line = 1;
        int lineStart = 0;
        int i = 0;
        if (end >= locOffset) {
            line = locLine;
            lineStart = locLineStart;
            i = locOffset;
        }
        for (; i < end; i++) {
            char c = s.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= len || s.charAt(i + 1) != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        locOffset = end;
        locLine = line;
        locLineStart = lineStart;
        return (long) line << 32 | (offset - lineStart + 1);
    }

    private PgnException error(int offset, String what) {
        long loc = location(offset);
        return new PgnException((int) (loc >>> 32), (int) loc, what);
    }
}
