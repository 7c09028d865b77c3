package adjudicator.engine.tournament;

import java.util.List;

/**
 * How a Tournament Report File read here was laid out, so that it is written back as it was: its layout
 * ({@code version}), its line ending ({@code eol}: {@code "\r"}, {@code "\r\n"} or {@code "\n"}), whether
 * its last line ended with it, and its lines in order: every line other than a player record as written
 * (tournament records this system reads or not, comments, blank lines), and for a player record the
 * starting rank it holds, to be written from the record as it stands; and the rounds its table had.
 */
public record TrfLayout(Trf.Version version, String eol, boolean finalEol, int rounds, List<Line> lines) {

    public TrfLayout {
        if (!List.of("\r", "\r\n", "\n").contains(eol)) {
            throw new IllegalArgumentException("a line ends with CR, CR LF or LF");
        }
        lines = List.copyOf(lines);
    }

    /** The starting ranks of the file's player records, in its order. */
    public List<Integer> players() {
        return lines.stream().filter(l -> l.player() != null).map(Line::player).toList();
    }

    /** One line: the text of a line other than a player record, or the starting rank of a player record. */
    public record Line(String text, Integer player) {

        public Line {
            if ((text == null) == (player == null)) {
                throw new IllegalArgumentException("a line is a text or a player's record");
            }
        }

        /** The record's code (its first three characters), or null for a player's record. */
        public String code() {
            return text == null ? null : text.length() < 3 ? text : text.substring(0, 3);
        }
    }
}
