package adjudicator.engine.pgn;

import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.clock.TimeControlException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A PGN {@code TimeControl} tag read as the record's time control, for the PGN import
 * (docs/import.md). The PGN standard's form (9.6.1: {@code 40/5400+30:1800+30}, {@code 5400+30},
 * {@code ?} unknown, {@code -} none) is the contract's syntax, read as it is. Real files also carry
 * prose, the way regulations announce a control; this reads the common sentences and says that it
 * read prose ({@link Source#PROSE}), and reads nothing it cannot read with certainty:
 * <ul>
 * <li>periods: "90 minutes for the first 40 moves", "40 moves in 90 minutes" (moves and minutes),
 * then "followed by 30 minutes for the rest of the game" (sudden death), or "90 minutes" alone
 * (sudden death);</li>
 * <li>an increment: "an increment of 30 seconds per move starting from move one", "30 seconds added
 * per move", "+30 sec", which applies to every period (an increment that starts later, "from move 61",
 * is not read);</li>
 * <li>the short forms with units: {@code 90'+30"}, {@code 90 min + 30 sec}, {@code 90m+30s}.</li>
 * </ul>
 * A tag read neither way is {@link Source#UNREADABLE}: the time control then comes from a parameter
 * or the tournament, and the import says so.
 *
 * @param source what the tag was
 * @param control the time control read, or null ({@link Source#UNKNOWN}, {@link Source#UNREADABLE})
 * @param tag     the tag as written
 */
public record PgnTimeControl(Source source, TimeControl control, String tag) {

    /** What the tag was. */
    public enum Source {
        /** The PGN standard's form, read as the contract reads it. */
        STANDARD,
        /** A sentence, read by the rules above. */
        PROSE,
        /** {@code ?}, or no tag: the source does not know. */
        UNKNOWN,
        /** Neither form: not read. */
        UNREADABLE
    }

    private static final String NUMBER = "(\\d{1,4})";
    private static final Pattern MOVES_IN_MINUTES = Pattern.compile(NUMBER + " ?min(?:ute)?s?(?: for| in)?(?: the)?(?: first)? " + NUMBER
            + " moves|" + NUMBER + " moves (?:in|for) " + NUMBER + " ?min(?:ute)?s?");
    private static final Pattern FOLLOWED_BY = Pattern.compile("(?:followed by|then|and) " + NUMBER + " ?min(?:ute)?s?");
    private static final Pattern MINUTES = Pattern.compile(NUMBER + " ?(?:min(?:ute)?s?|m|')(?![a-z])");
    private static final Pattern INCREMENT = Pattern.compile("(?:increment|bonus) of " + NUMBER + " ?s(?:ec(?:ond)?s?)?"
            + "|" + NUMBER + " ?s(?:ec(?:ond)?s?)? (?:added |increment |bonus )?(?:per|a|each|for each) move"
            + "|\\+ ?" + NUMBER + " ?(?:s(?:ec(?:ond)?s?)?|\"|'')");
    private static final Pattern LATER_INCREMENT = Pattern.compile("from move (?!one\\b|1\\b)\\w+");

    /** The tag {@code tag} (null: none) read. */
    public static PgnTimeControl read(String tag) {
        if (tag == null || tag.isBlank() || tag.strip().equals("?")) {
            return new PgnTimeControl(Source.UNKNOWN, null, tag);
        }
        String text = tag.strip();
        if (text.matches("[0-9/:+d-]+")) {
            try {
                return new PgnTimeControl(Source.STANDARD, TimeControl.parse(text), tag);
            } catch (TimeControlException e) {
                return new PgnTimeControl(Source.UNREADABLE, null, tag);
            }
        }
        TimeControl prose = prose(text.toLowerCase(Locale.ROOT).replace('’', '\'').replace('″', '"').replaceAll("\\s+", " "));
        return prose == null ? new PgnTimeControl(Source.UNREADABLE, null, tag) : new PgnTimeControl(Source.PROSE, prose, tag);
    }

    private static TimeControl prose(String text) {
        if (LATER_INCREMENT.matcher(text).find()) {
            return null; // an increment that starts later than move 1 is not in the contract's syntax
        }
        long increment = 0;
        Matcher inc = INCREMENT.matcher(text);
        String rest = text;
        if (inc.find()) {
            String n = inc.group(1) != null ? inc.group(1) : inc.group(2) != null ? inc.group(2) : inc.group(3);
            increment = Long.parseLong(n);
            rest = text.substring(0, inc.start()) + " " + text.substring(inc.end());
            if (inc.find()) {
                return null; // two increments: not certain which
            }
        }
        List<String> periods = new ArrayList<>();
        Matcher first = MOVES_IN_MINUTES.matcher(rest);
        if (first.find()) {
            int minutes = Integer.parseInt(first.group(1) != null ? first.group(1) : first.group(4));
            int moves = Integer.parseInt(first.group(2) != null ? first.group(2) : first.group(3));
            periods.add(moves + "/" + minutes * 60L);
            Matcher then = FOLLOWED_BY.matcher(rest.substring(first.end()));
            if (then.find()) {
                periods.add(Long.toString(Integer.parseInt(then.group(1)) * 60L));
            }
            long amounts = MINUTES.matcher(rest).results().count();
            if (amounts != periods.size()) {
                return null; // an amount of minutes not read as a period ("+ 60 minutes for the rest"): not certain
            }
        } else {
            Matcher minutes = MINUTES.matcher(rest);
            if (!minutes.find()) {
                return null;
            }
            periods.add(Long.toString(Integer.parseInt(minutes.group(1)) * 60L));
            if (minutes.find()) {
                return null; // two amounts of minutes without a move count: not certain which is which
            }
        }
        StringBuilder out = new StringBuilder();
        for (String p : periods) {
            out.append(out.length() == 0 ? "" : ":").append(p).append(increment > 0 ? "+" + increment : "");
        }
        try {
            return TimeControl.parse(out.toString());
        } catch (TimeControlException e) {
            return null;
        }
    }
}
