package adjudicator.engine.clock;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time control in the contract's syntax: the PGN {@code TimeControl} tag, extended. Periods are
 * separated by {@code :}; a period is {@code seconds} (sudden death) or {@code moves/seconds},
 * optionally followed by {@code +N} (increment after each move from move 1) or {@code dN} (the
 * delay mode of 2005 Art. 6.2b). {@code -} means no clock.
 *
 * <p>Choice where the syntax is silent: a last period with a move count repeats (as the PGN
 * standard's "40/7200:40/7200:..." shorthand suggests), so play never runs out of periods.
 */
public record TimeControl(List<Period> periods) {

    public static final TimeControl NONE = new TimeControl(List.of());

    private static final Pattern PERIOD = Pattern.compile("(?:(\\d{1,4})/)?(\\d{1,6})(?:\\+(\\d{1,5})|d(\\d{1,5}))?");

    public TimeControl {
        periods = List.copyOf(periods);
    }

    public static TimeControl parse(String text) {
        if (text == null || text.isBlank()) {
            throw new TimeControlException("time control is empty: give e.g. \"5400+30\", \"40/5400+30:1800+30\" or \"-\"");
        }
        String trimmed = text.trim();
        if (trimmed.equals("-")) {
            return NONE;
        }
        List<Period> periods = new ArrayList<>();
        String[] parts = trimmed.split(":", -1);
        for (int i = 0; i < parts.length; i++) {
            Matcher m = PERIOD.matcher(parts[i]);
            if (!m.matches()) {
                throw new TimeControlException("period " + (i + 1) + " of time control \"" + trimmed + "\" is \""
                        + parts[i] + "\": expected SECONDS or MOVES/SECONDS, optionally followed by +N or dN (at most 9999"
                        + " moves, 999999 seconds and an increment or delay of 99999 seconds)");
            }
            int moves = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
            if (m.group(1) != null && moves == 0) {
                throw new TimeControlException("period " + (i + 1) + " of time control \"" + trimmed + "\" has a move count of 0");
            }
            long seconds = Long.parseLong(m.group(2));
            long inc = m.group(3) == null ? 0 : Long.parseLong(m.group(3));
            long delay = m.group(4) == null ? 0 : Long.parseLong(m.group(4));
            if (seconds == 0 && inc == 0) {
                throw new TimeControlException("period " + (i + 1) + " of time control \"" + trimmed + "\" gives no time at all");
            }
            if (moves == 0 && i < parts.length - 1) {
                throw new TimeControlException("period " + (i + 1) + " of time control \"" + trimmed
                        + "\" is sudden death, so no period can follow it");
            }
            periods.add(new Period(moves, seconds, inc, delay));
        }
        return new TimeControl(periods);
    }

    public boolean hasClock() {
        return !periods.isEmpty();
    }

    /** The period in force for a player who has completed {@code movesCompleted} moves. */
    public Period periodAfter(int movesCompleted) {
        int index = periodIndexAfter(movesCompleted);
        return periods.get(Math.min(index, periods.size() - 1));
    }

    /** Index into {@link #periods()} of the period in which the player's next move falls (repeating the last). */
    public int periodIndexAfter(int movesCompleted) {
        int remaining = movesCompleted;
        int i = 0;
        while (true) {
            Period p = periods.get(Math.min(i, periods.size() - 1));
            if (p.suddenDeath() || remaining < p.moves()) {
                return i;
            }
            remaining -= p.moves();
            i++;
        }
    }

    public long initialMs() {
        return hasClock() ? periods.get(0).seconds() * 1000 : 0;
    }

    /**
     * This control with an increment of {@code seconds} added to its last period, the one that holds
     * for all remaining moves (used when an increment is introduced during a quickplay finish, 2017
     * Guidelines III.4).
     *
     * @throws TimeControlException if there is no clock or the last period runs in delay mode
     */
    public TimeControl withIncrementInLastPeriod(long seconds) {
        if (!hasClock()) {
            throw new TimeControlException("a game without a clock has no increment to add");
        }
        Period last = periods.get(periods.size() - 1);
        List<Period> out = new java.util.ArrayList<>(periods.subList(0, periods.size() - 1));
        out.add(new Period(last.moves(), last.seconds(), last.incrementSeconds() + seconds, last.delaySeconds()));
        return new TimeControl(out);
    }

    /** The PGN form, as parsed ({@code -} when there is no clock). */
    public String format() {
        if (!hasClock()) {
            return "-";
        }
        StringBuilder sb = new StringBuilder();
        for (Period p : periods) {
            if (sb.length() > 0) {
                sb.append(':');
            }
            sb.append(p.format());
        }
        return sb.toString();
    }
}
