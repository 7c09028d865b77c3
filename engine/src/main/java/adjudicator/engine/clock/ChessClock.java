package adjudicator.engine.clock;

import adjudicator.engine.Color;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

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
 * <p>Facts: start, press and stop (issue 2); resume after a stop (2005 6.13; 2017 6.11.x "pause"),
 * time additions and deductions ({@link #adjust}, e.g. 2005 7.4b), and the arbiter's setting after
 * an irregularity or a defective clock ({@link #set}; 2005 6.11, 6.14; 2017 7.1).
 *
 * <p>Flag instants: when a flag falls the clock records the instant it fell, computed from the
 * facts (the running side's start instant + its remaining time + the delay, to the millisecond), not
 * the instant somebody noticed it. {@code whiteFlagAt}/{@code blackFlagAt} are null when no flag
 * fell or when the instant is unknown (a flag recorded only as fallen, e.g. from an older stored
 * state). See {@link #firstFlag()} for 2005 6.12.
 */
public record ChessClock(TimeControl control, long whiteMs, long blackMs, int whiteMoves, int blackMoves,
                         Color running, Instant runningSince, boolean whiteFlagFallen, boolean blackFlagFallen,
                         Instant whiteFlagAt, Instant blackFlagAt, Color pausedSide, long pausedMs) {

    /**
     * {@code pausedSide} and {@code pausedMs}: after a {@link #stop}, whose move was interrupted and how
     * long it had run. {@link #resume} for that side goes on with the same move, so in delay mode the
     * delay already used is not given again (a choice: 2005 6.2b grants the delay per move, and a pause
     * is not a new move). Null and 0 otherwise.
     */
    public ChessClock {
        Objects.requireNonNull(control, "control");
        if ((running == null) != (runningSince == null)) {
            throw new IllegalArgumentException("a running clock needs the instant it started");
        }
        if (pausedMs < 0) {
            throw new IllegalArgumentException("a paused move cannot have run a negative time: " + pausedMs);
        }
        // an instant of fall implies a fallen flag
        whiteFlagFallen = whiteFlagFallen || whiteFlagAt != null;
        blackFlagFallen = blackFlagFallen || blackFlagAt != null;
        if (running != null || pausedSide == null) {
            pausedSide = null;
            pausedMs = 0;
        }
    }

    /** A clock with no move interrupted by a stop. */
    public ChessClock(TimeControl control, long whiteMs, long blackMs, int whiteMoves, int blackMoves,
                      Color running, Instant runningSince, boolean whiteFlagFallen, boolean blackFlagFallen,
                      Instant whiteFlagAt, Instant blackFlagAt) {
        this(control, whiteMs, blackMs, whiteMoves, blackMoves, running, runningSince, whiteFlagFallen, blackFlagFallen,
                whiteFlagAt, blackFlagAt, null, 0);
    }

    /** A clock whose flags, if fallen, fell at unknown instants (the form stored before flag instants). */
    public ChessClock(TimeControl control, long whiteMs, long blackMs, int whiteMoves, int blackMoves,
                      Color running, Instant runningSince, boolean whiteFlagFallen, boolean blackFlagFallen) {
        this(control, whiteMs, blackMs, whiteMoves, blackMoves, running, runningSince,
                whiteFlagFallen, blackFlagFallen, null, null);
    }

    /**
     * The same clock under another time control from now on (times, counters, flags and the running
     * side unchanged), e.g. with an increment introduced (2017 Guidelines III.4).
     */
    public ChessClock withControl(TimeControl newControl) {
        return new ChessClock(newControl, whiteMs, blackMs, whiteMoves, blackMoves, running, runningSince,
                whiteFlagFallen, blackFlagFallen, whiteFlagAt, blackFlagAt, pausedSide, pausedMs);
    }

    /**
     * The instants a clock is given: the years 1 to 9999. Any two of them are less than 3.2 * 10^14 ms
     * apart, so the millisecond arithmetic of the clock cannot overflow (instants a billion years apart,
     * which ISO-8601 also allows, would).
     */
    public static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");
    /** The last instant a clock is given (see {@link #EARLIEST}). */
    public static final Instant LATEST = Instant.parse("9999-12-31T23:59:59.999999999Z");

    /** Whether {@code at} lies within {@link #EARLIEST} .. {@link #LATEST}. */
    public static boolean handles(Instant at) {
        return !at.isBefore(EARLIEST) && !at.isAfter(LATEST);
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
        Instant fellAt = fellAtIfFallen(player, at);
        boolean fallen = flagFallen(player) || fellAt != null;
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
                ? new ChessClock(control, left, blackMs, completed, blackMoves, null, null, fallen, blackFlagFallen,
                        fellAt, blackFlagAt)
                : new ChessClock(control, whiteMs, left, whiteMoves, completed, null, null, whiteFlagFallen, fallen,
                        whiteFlagAt, fellAt);
        return after.with(player.opposite(), at);
    }

    /**
     * Stops whichever clock runs, keeping the time it used (the end of the game, an arbiter's stop), and
     * remembering how long the interrupted move had run, for {@link #resume}.
     */
    public ChessClock stop(Instant at) {
        if (running == null) {
            return this;
        }
        long elapsed = Duration.between(runningSince, at).toMillis();
        ChessClock c = settle(at);
        return new ChessClock(control, c.whiteMs, c.blackMs, c.whiteMoves, c.blackMoves, null, null, c.whiteFlagFallen,
                c.blackFlagFallen, c.whiteFlagAt, c.blackFlagAt, running, Math.max(0, elapsed));
    }

    /**
     * After a stop, {@code side}'s clock runs again from {@code at} (2005 6.13(a), (c): the arbiter
     * stops the clocks and decides when the game resumes; 2017 6.11.x, where the clock is "paused").
     * The stopped interval costs nobody time: the remaining times are those booked at the stop.
     *
     * @throws IllegalStateException if a clock is running (stop it first; to switch sides use press)
     */
    public ChessClock resume(Color side, Instant at) {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(at, "at");
        if (!control.hasClock()) {
            return this;
        }
        if (running != null) {
            throw new IllegalStateException("cannot resume " + side + "'s clock: " + running
                    + "'s clock is running since " + runningSince + "; stop the clocks first");
        }
        if (pausedSide != side || pausedMs == 0 || flagFallen(side)) {
            return with(side, at);
        }
        // the interrupted move goes on: its run is dated back by the time it had run, and the time it
        // had used is given back to the stored remainder, so that only the delay it had left remains
        long delay = control.periodAfter(movesOf(side)).delaySeconds() * 1000;
        long usedBefore = Math.max(0, pausedMs - delay);
        long stored = remainingOf(side) + usedBefore;
        Instant since = at.minusMillis(pausedMs);
        return side == Color.WHITE
                ? new ChessClock(control, stored, blackMs, whiteMoves, blackMoves, side, since, whiteFlagFallen,
                        blackFlagFallen, whiteFlagAt, blackFlagAt)
                : new ChessClock(control, whiteMs, stored, whiteMoves, blackMoves, side, since, whiteFlagFallen,
                        blackFlagFallen, whiteFlagAt, blackFlagAt);
    }

    /**
     * Adds {@code deltaMs} to {@code side}'s time at {@code at} (a deduction when negative): e.g. two
     * minutes to the opponent of an illegal move (2005 7.4(b)); three minutes to the opponent of an
     * incorrect draw claim, and a deduction of half the claimant's time up to three minutes (2005
     * 9.5(b)); an addition or a deduction as a penalty (2005 13.4(b), (c)). The running clock is settled at {@code at} first:
     * a flag that fell before {@code at} is recorded with its instant. A deduction never goes below
     * zero. An addition to a player whose flag has fallen does not revive it: a fallen flag is a
     * fact (2005 6.1, 6.9), and its time stays at zero. The clock that was running goes on running,
     * and in delay mode its current move keeps the delay it has already used.
     *
     * <p>Choice: a deduction to zero does not by itself drop the flag; it falls when that player's
     * clock runs with nothing left (at once, or at the end of the delay in delay mode).
     */
    public ChessClock adjust(Color side, long deltaMs, Instant at) {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(at, "at");
        if (!control.hasClock()) {
            return this;
        }
        ChessClock c = recordFlagIfFallen(at);
        if (c.flagFallen(side)) {
            return c;
        }
        // the time used so far in the running move (0 for a stopped side); the stored time is
        // "remaining at the start of the run", so the new remaining at {@code at} is stored - used
        long used = c.running == side ? c.usedSince(at, control.periodAfter(c.movesOf(side))) : 0;
        long now = c.remainingOf(side) - used;
        long adjusted = Math.max(0, Math.addExact(now, deltaMs)) + used;
        return side == Color.WHITE
                ? new ChessClock(control, adjusted, c.blackMs, c.whiteMoves, c.blackMoves, c.running, c.runningSince,
                        c.whiteFlagFallen, c.blackFlagFallen, c.whiteFlagAt, c.blackFlagAt, c.pausedSide, c.pausedMs)
                : new ChessClock(control, c.whiteMs, adjusted, c.whiteMoves, c.blackMoves, c.running, c.runningSince,
                        c.whiteFlagFallen, c.blackFlagFallen, c.whiteFlagAt, c.blackFlagAt, c.pausedSide, c.pausedMs);
    }

    /**
     * The arbiter's setting at {@code at} after an irregularity or on replacing a defective clock
     * (2005 6.11, 6.14: "as accurately as possible" the times, and the move counter if necessary;
     * 2017 7.1: his judgement "includes the right not to change the clock times", i.e. he may set
     * the times they already show). Replaces both times and both move counters; the period in force
     * follows from each move counter ({@link TimeControl#periodAfter}). No clock runs afterwards: the
     * arbiter restarts it with {@link #start} or {@link #resume}.
     *
     * <p>The running clock is settled at {@code at} first, so a flag that fell before the setting is
     * recorded. Choice: a fallen flag is a fact and stays fallen, with zero time; a setting does not
     * revive it. A setting also ends an interrupted move: the next run starts afresh (with a full delay).
     */
    public ChessClock set(long whiteMs, long blackMs, int whiteMoves, int blackMoves, Instant at) {
        Objects.requireNonNull(at, "at");
        if (whiteMs < 0 || blackMs < 0) {
            throw new IllegalArgumentException("clock times must not be negative: " + whiteMs + ", " + blackMs);
        }
        if (whiteMoves < 0 || blackMoves < 0) {
            throw new IllegalArgumentException("move counters must not be negative: " + whiteMoves + ", " + blackMoves);
        }
        if (!control.hasClock()) {
            return this;
        }
        ChessClock c = settle(at);
        return new ChessClock(control, c.whiteFlagFallen ? 0 : whiteMs, c.blackFlagFallen ? 0 : blackMs,
                whiteMoves, blackMoves, null, null, c.whiteFlagFallen, c.blackFlagFallen, c.whiteFlagAt, c.blackFlagAt);
    }

    /**
     * The clocks set anew by a decision on appeal that resumes a game: the times and move counters
     * given, stopped, and any fallen flag put up again (the decision is what undoes a flag fall; the
     * arbiter then starts the clock of the player to move).
     */
    public ChessClock reinstated(long whiteMs, long blackMs, int whiteMoves, int blackMoves) {
        if (whiteMs < 0 || blackMs < 0) {
            throw new IllegalArgumentException("clock times must not be negative: " + whiteMs + ", " + blackMs);
        }
        if (!control.hasClock()) {
            return this;
        }
        return new ChessClock(control, whiteMs, blackMs, whiteMoves, blackMoves, null, null, false, false, null, null);
    }

    /**
     * Both flags have fallen, which first cannot be established, in a period that is not the last, and
     * the game continues (2005 6.12a; RF 2013 6.11.1; 2017/2023 III.3.1): the one case in which fallen
     * flags are put up again, as a mechanical clock's are for the next period. The clock stops, both
     * flags cleared, with no time; the setting for the next period follows ({@link #set}).
     */
    public ChessClock bothFlagsPlayOn(Instant at) {
        ChessClock c = settle(at);
        return new ChessClock(control, 0, 0, c.whiteMoves, c.blackMoves, null, null, false, false, null, null);
    }

    /**
     * The instant {@code side}'s flag fell, as recorded by the facts so far (settled by press, stop,
     * start, adjust or set); empty when it has not fallen or fell at an unknown instant. A flag that
     * is falling on a clock still running is not yet recorded: see {@link #flagFellAt(Color, Instant)}.
     */
    public Optional<Instant> flagFellAt(Color side) {
        return Optional.ofNullable(side == Color.WHITE ? whiteFlagAt : blackFlagAt);
    }

    /** As {@link #flagFellAt(Color)}, also counting the running clock if its flag has fallen by {@code at}. */
    public Optional<Instant> flagFellAt(Color side, Instant at) {
        Optional<Instant> recorded = flagFellAt(side);
        if (recorded.isPresent() || flagFallen(side) || running != side || at == null) {
            return recorded;
        }
        return Optional.ofNullable(fellAtIfFallen(side, at));
    }

    /**
     * Which flag fell first, when both have fallen at known, different instants; empty when fewer
     * than two flags fell, when they fell at the same instant, or when an instant is unknown.
     *
     * <p>2005 6.12 (2017: Guidelines III.3.1) decides the case "both flags have fallen and it is
     * impossible to establish which fell first" (continue, or a draw in the last period). On a
     * mechanical clock the order is often lost; here it is not: both flags fell on this clock at
     * instants that follow from the recorded facts (start, press, stop, adjust, set), so the clock
     * knows the order and 6.12 applies only when this returns empty.
     */
    public Optional<Color> firstFlag() {
        return first(flagFellAt(Color.WHITE), flagFellAt(Color.BLACK));
    }

    /** As {@link #firstFlag()}, also counting the running clock if its flag has fallen by {@code at}. */
    public Optional<Color> firstFlag(Instant at) {
        return first(flagFellAt(Color.WHITE, at), flagFellAt(Color.BLACK, at));
    }

    private static Optional<Color> first(Optional<Instant> white, Optional<Instant> black) {
        if (white.isEmpty() || black.isEmpty()) {
            return Optional.empty();
        }
        int cmp = white.get().compareTo(black.get());
        return cmp < 0 ? Optional.of(Color.WHITE) : cmp > 0 ? Optional.of(Color.BLACK) : Optional.empty();
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
        return control.hasClock() && (flagFallen(side) || (running == side && at != null && fellAtIfFallen(side, at) != null));
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

    /**
     * The instant the running {@code side}'s flag falls: its start instant + its remaining time at
     * that start + the delay (2005 6.2b: the main time runs only after the delay).
     */
    private Instant fallsAt(Color side) {
        return runningSince.plusMillis(remainingOf(side) + control.periodAfter(movesOf(side)).delaySeconds() * 1000);
    }

    /**
     * When the running {@code side}'s flag has fallen by {@code at} and was not yet recorded, the
     * instant it fell; otherwise null (not running, not fallen, or already recorded as fallen).
     */
    private Instant fellAtIfFallen(Color side, Instant at) {
        if (running != side || flagFallen(side)) {
            return null;
        }
        Instant falls = fallsAt(side);
        return at.isBefore(falls) ? null : falls;
    }

    /** Records the running side's flag with its instant if it has fallen by {@code at}; the clock keeps running. */
    private ChessClock recordFlagIfFallen(Instant at) {
        if (running == null) {
            return this;
        }
        usedSince(at, control.periodAfter(movesOf(running))); // rejects an instant before the start
        Instant fellAt = fellAtIfFallen(running, at);
        if (fellAt == null) {
            return this;
        }
        return running == Color.WHITE
                ? new ChessClock(control, 0, blackMs, whiteMoves, blackMoves, running, runningSince, true, blackFlagFallen,
                        fellAt, blackFlagAt)
                : new ChessClock(control, whiteMs, 0, whiteMoves, blackMoves, running, runningSince, whiteFlagFallen, true,
                        whiteFlagAt, fellAt);
    }

    private ChessClock settle(Instant at) {
        if (running == null) {
            return this;
        }
        long left = remainingMs(running, at);
        Instant fellAt = fellAtIfFallen(running, at);
        boolean fallen = fellAt != null;
        if (fallen) {
            left = 0;
        }
        return running == Color.WHITE
                ? new ChessClock(control, left, blackMs, whiteMoves, blackMoves, null, null, whiteFlagFallen || fallen,
                        blackFlagFallen, fallen ? fellAt : whiteFlagAt, blackFlagAt)
                : new ChessClock(control, whiteMs, left, whiteMoves, blackMoves, null, null, whiteFlagFallen,
                        blackFlagFallen || fallen, whiteFlagAt, fallen ? fellAt : blackFlagAt);
    }

    private ChessClock with(Color side, Instant at) {
        return new ChessClock(control, whiteMs, blackMs, whiteMoves, blackMoves, side, at, whiteFlagFallen, blackFlagFallen,
                whiteFlagAt, blackFlagAt);
    }
}
