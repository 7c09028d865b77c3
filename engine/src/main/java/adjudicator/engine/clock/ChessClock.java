package adjudicator.engine.clock;

import adjudicator.engine.Color;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * The chess clock as a pure function of timestamped facts: an immutable value that each fact
 * (start, press, stop) turns into the next. Nothing here reads the wall clock; every instant comes
 * from the recorded events, so replaying the same facts always gives the same times.
 *
 * <p>Arithmetic (2005 6.2; 2017 6.2-6.3): the time a player used for a move is the time between
 * his clock starting and his press; in delay mode the first {@code dN} seconds of each move do not
 * count (2005 6.2b). After a completed move the period's increment is added, and when the move
 * completes a period's move count the next period's time is added: time saved carries over
 * (2005 6.2b). A flag has fallen when the time is used up (2005 6.1); a fallen flag stays at zero,
 * and no increment or further period time is added to it.
 *
 * <p>Scope of this first model (issue 2): start, press and stop. Pauses, corrections and
 * penalties are issue 4.
 */
public record ChessClock(TimeControl control, long whiteMs, long blackMs, int whiteMoves, int blackMoves,
                         Color running, Instant runningSince, boolean whiteFlagFallen, boolean blackFlagFallen) {

    public ChessClock {
        Objects.requireNonNull(control, "control");
        if ((running == null) != (runningSince == null)) {
            throw new IllegalArgumentException("a running clock needs the instant it started");
        }
    }

    public static ChessClock initial(TimeControl control) {
        long ms = control.initialMs();
        return new ChessClock(control, ms, ms, 0, 0, null, null, false, false);
    }

    /** Starts the clock of {@code side} at {@code at} (2005 6.5: White's clock at the start of the game). */
    public ChessClock start(Color side, Instant at) {
        if (!control.hasClock()) {
            return this;
        }
        ChessClock settled = settle(at);
        return settled.with(side, at);
    }

    /**
     * {@code player} completes a move by pressing at {@code at}: his clock stops, the opponent's starts
     * (2005 6.8a). The caller has checked that {@code player}'s clock is the one running.
     */
    public ChessClock press(Color player, Instant at) {
        if (!control.hasClock()) {
            return this;
        }
        if (running != player) {
            throw new IllegalStateException(player + " pressed but " + running + "'s clock is running");
        }
        int moves = movesOf(player);
        Period period = control.periodAfter(moves);
        long used = usedSince(at, period);
        long left = remainingOf(player) - used;
        boolean fallen = flagFallen(player) || left <= 0;
        int completed = moves + 1;
        if (fallen) {
            left = 0;
        } else {
            left += period.incrementSeconds() * 1000;
            if (control.periodIndexAfter(completed) > control.periodIndexAfter(moves)) {
                left += control.periodAfter(completed).seconds() * 1000;
            }
        }
        ChessClock after = player == Color.WHITE
                ? new ChessClock(control, left, blackMs, completed, blackMoves, null, null, fallen, blackFlagFallen)
                : new ChessClock(control, whiteMs, left, whiteMoves, completed, null, null, whiteFlagFallen, fallen);
        return after.with(player.opposite(), at);
    }

    /** Stops whichever clock runs, keeping the time it used (the end of the game, an arbiter's stop). */
    public ChessClock stop(Instant at) {
        if (running == null) {
            return this;
        }
        return settle(at);
    }

    /** {@code side}'s remaining time at {@code at}, never below zero. */
    public long remainingMs(Color side, Instant at) {
        long left = remainingOf(side);
        if (running == side && at != null) {
            left -= usedSince(at, control.periodAfter(movesOf(side)));
        }
        return Math.max(0, left);
    }

    /** Whether {@code side}'s time is used up at {@code at}. */
    public boolean flagFallen(Color side, Instant at) {
        return control.hasClock() && (flagFallen(side) || (running == side && remainingMs(side, at) == 0));
    }

    public int movesOf(Color side) {
        return side == Color.WHITE ? whiteMoves : blackMoves;
    }

    private boolean flagFallen(Color side) {
        return side == Color.WHITE ? whiteFlagFallen : blackFlagFallen;
    }

    private long remainingOf(Color side) {
        return side == Color.WHITE ? whiteMs : blackMs;
    }

    private long usedSince(Instant at, Period period) {
        long elapsed = Duration.between(runningSince, at).toMillis();
        if (elapsed < 0) {
            throw new IllegalArgumentException("instant " + at + " is before the clock started at " + runningSince);
        }
        return Math.max(0, elapsed - period.delaySeconds() * 1000);
    }

    private ChessClock settle(Instant at) {
        if (running == null) {
            return this;
        }
        long left = remainingMs(running, at);
        boolean fallen = left == 0;
        return running == Color.WHITE
                ? new ChessClock(control, left, blackMs, whiteMoves, blackMoves, null, null, whiteFlagFallen || fallen, blackFlagFallen)
                : new ChessClock(control, whiteMs, left, whiteMoves, blackMoves, null, null, whiteFlagFallen, blackFlagFallen || fallen);
    }

    private ChessClock with(Color side, Instant at) {
        return new ChessClock(control, whiteMs, blackMs, whiteMoves, blackMoves, side, at, whiteFlagFallen, blackFlagFallen);
    }
}
