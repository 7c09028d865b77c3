package adjudicator.engine.pgn;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.SanLanguage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes games in PGN export format: the Seven Tag Roster first (Event, Site, Date, Round, White, Black,
 * Result; {@code ?}, {@code ????.??.??} or the result where a tag is missing), then the other tags in the
 * order given (with {@code SetUp} and {@code FEN} added if the game starts elsewhere and has no FEN tag),
 * an empty line, the move text and an empty line. Tag values escape {@code \} and {@code "}.
 *
 * <p>Move text: move numbers ({@code 12.} before White's move, {@code 12...} before Black's when it
 * opens the text or follows a comment), SAN computed from the moves (English letters by default, or
 * Russian, RF rules 2013, art. 8.8.2), NAGs as {@code $n}, then one comment
 * {@code {[%clk h:mm:ss] [%emt h:mm:ss] first comment}} and the further comments, and the termination
 * marker. Lines are at most {@value #MAX_LINE} characters: they break between moves and between words
 * of a comment (a single word longer than a line stands alone on its line), never inside
 * {@code N. SAN} or a clock command.
 *
 * <p>This writer is independent of the query module's.
 */
public final class PgnWriter {
    /** The longest line written. */
    public static final int MAX_LINE = 80;

    private static final String[] ROSTER = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

    private PgnWriter() {
    }

    /** @return the game in PGN with English piece letters */
    public static String write(PgnGame game) {
        return write(game, SanLanguage.ENGLISH);
    }

    /**
     * @return the game in PGN with the piece letters of the language
     * @throws IllegalArgumentException if a move is not legal, a tag name is not a PGN symbol, a tag value
     *     has a line break, a comment contains {@code }}, a clock time is negative, or the result is not
     *     a termination marker
     */
    public static String write(PgnGame game, SanLanguage language) {
        StringBuilder sb = new StringBuilder(1024);
        write(game, language, sb);
        return sb.toString();
    }

    /** @return the games in PGN, one after the other */
    public static String writeAll(List<PgnGame> games, SanLanguage language) {
        StringBuilder sb = new StringBuilder(1024 * games.size());
        for (PgnGame g : games) {
            write(g, language, sb);
        }
        return sb.toString();
    }

    /** Writes the game to out (see {@link #write(PgnGame, SanLanguage)}). */
    public static void write(PgnGame game, SanLanguage language, Appendable out) {
        String result = game.result();
        if (!result.equals("1-0") && !result.equals("0-1") && !result.equals("1/2-1/2") && !result.equals("*")) {
            throw new IllegalArgumentException("not a game termination marker: '" + result + "'");
        }
        StringBuilder sb = new StringBuilder(1024);
        writeTags(game, sb);
        sb.append('\n');
        writeMoves(game, language, sb);
        sb.append('\n');
        try {
            out.append(sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ------------------------------------------------------------------ tags

    private static void writeTags(PgnGame game, StringBuilder sb) {
        List<PgnTag> rest = new ArrayList<>(game.tags());
        for (String name : ROSTER) {
            String value = null;
            for (int i = 0; i < rest.size(); i++) {
                if (rest.get(i).name().equals(name)) {
                    value = rest.remove(i).value();
                    break;
                }
            }
            if (value == null) {
                value = switch (name) {
                    case "Date" -> "????.??.??";
                    case "Result" -> game.result();
                    default -> "?";
                };
            }
            tag(sb, name, value);
        }
        boolean hasFen = false;
        for (PgnTag t : rest) {
            hasFen |= t.name().equals("FEN");
            tag(sb, t.name(), t.value());
        }
        if (!hasFen && !game.start().equals(Position.initial())) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", game.start().fen());
        }
    }

    private static void tag(StringBuilder sb, String name, String value) {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("empty tag name");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
                throw new IllegalArgumentException("tag name '" + name + "' may hold only letters, digits and '_'");
            }
        }
        sb.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\n' || c == '\r') {
                throw new IllegalArgumentException("the value of tag " + name + " has a line break");
            }
            if (c == '\\' || c == '"') {
                sb.append('\\');
            }
            sb.append(c);
        }
        sb.append("\"]\n");
    }

    // ------------------------------------------------------------------ move text

    private static void writeMoves(PgnGame game, SanLanguage language, StringBuilder sb) {
        Line line = new Line(sb);
        for (String c : game.comments()) {
            comment(line, List.of(), c);
        }
        Position p = game.start();
        boolean needNumber = true;
        for (PgnMove m : game.moves()) {
            boolean white = p.sideToMove() == Color.WHITE;
            String san = San.toSan(p, m.move(), language);
            if (white) {
                line.unit(p.fullmoveNumber() + ". " + san);
            } else if (needNumber) {
                line.unit(p.fullmoveNumber() + "... " + san);
            } else {
                line.unit(san);
            }
            for (int nag : m.nags()) {
                if (nag < 0 || nag > 255) {
                    throw new IllegalArgumentException("NAG " + nag + " is not in 0..255");
                }
                line.unit("$" + nag);
            }
            List<String> commands = new ArrayList<>(2);
            m.clk().ifPresent(d -> commands.add("[%clk " + clock(d) + "]"));
            m.emt().ifPresent(d -> commands.add("[%emt " + clock(d) + "]"));
            List<String> comments = m.comments();
            boolean commented = !commands.isEmpty() || !comments.isEmpty();
            if (commented) {
                comment(line, commands, comments.isEmpty() ? "" : comments.get(0));
                for (int i = 1; i < comments.size(); i++) {
                    comment(line, List.of(), comments.get(i));
                }
            }
            needNumber = commented;
            p = p.play(m.move());
        }
        line.unit(game.result());
        line.end();
    }

    /** One comment: the commands (unbreakable), then the words of the text. */
    private static void comment(Line line, List<String> commands, String text) {
        if (text.indexOf('}') >= 0) {
            throw new IllegalArgumentException("a comment cannot contain '}': " + text);
        }
        List<String> units = new ArrayList<>(commands);
        for (String w : text.trim().split("\\s+")) {
            if (!w.isEmpty()) {
                units.add(w);
            }
        }
        if (units.isEmpty()) {
            return;
        }
        int last = units.size() - 1;
        units.set(0, "{" + units.get(0));
        units.set(last, units.get(last) + "}");
        for (String u : units) {
            line.unit(u);
        }
    }

    /**
     * @return h:mm:ss, with a fraction of a second (without trailing zeros) if there is one
     * @throws IllegalArgumentException for a negative duration
     */
    public static String clock(Duration d) {
        if (d.isNegative()) {
            throw new IllegalArgumentException("negative clock time " + d);
        }
        StringBuilder sb = new StringBuilder(12);
        sb.append(d.toHours()).append(':');
        int m = d.toMinutesPart();
        int s = d.toSecondsPart();
        sb.append(m < 10 ? "0" : "").append(m).append(':').append(s < 10 ? "0" : "").append(s);
        int nanos = d.toNanosPart();
        if (nanos != 0) {
            String f = String.format("%09d", nanos);
            int end = f.length();
            while (f.charAt(end - 1) == '0') {
                end--;
            }
            sb.append('.').append(f, 0, end);
        }
        return sb.toString();
    }

    /** Fills lines of at most MAX_LINE characters with units separated by single spaces. */
    private static final class Line {
        private final StringBuilder sb;
        private int length;

        Line(StringBuilder sb) {
            this.sb = sb;
        }

        void unit(String u) {
            if (length > 0 && length + 1 + u.length() > MAX_LINE) {
                sb.append('\n');
                length = 0;
            }
            if (length > 0) {
                sb.append(' ');
                length++;
            }
            sb.append(u);
            length += u.length();
        }

        void end() {
            sb.append('\n');
        }
    }
}
