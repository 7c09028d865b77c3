package adjudicator.engine.clock;

/**
 * One period of a time control (2005 6.2a): {@code moves} moves (0 = all remaining moves, sudden
 * death) in {@code seconds}, with an increment after each move from move 1 or a delay before the
 * main time starts to run (2005 6.2b). Increment and delay exclude each other.
 */
public record Period(int moves, long seconds, long incrementSeconds, long delaySeconds) {
    public Period {
        if (moves < 0 || seconds < 0 || incrementSeconds < 0 || delaySeconds < 0) {
            throw new TimeControlException("a period's numbers must not be negative");
        }
        if (incrementSeconds > 0 && delaySeconds > 0) {
            throw new TimeControlException("a period has either an increment or a delay, not both");
        }
    }

    public boolean suddenDeath() {
        return moves == 0;
    }

    String format() {
        StringBuilder sb = new StringBuilder();
        if (moves > 0) {
            sb.append(moves).append('/');
        }
        sb.append(seconds);
        if (incrementSeconds > 0) {
            sb.append('+').append(incrementSeconds);
        }
        if (delaySeconds > 0) {
            sb.append('d').append(delaySeconds);
        }
        return sb.toString();
    }
}
