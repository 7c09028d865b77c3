package adjudicator.engine.clock;

import adjudicator.engine.Color;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The instants of a game's clock presses, reconstructed from what a PGN keeps of its clocks, for the
 * PGN import (docs/import.md): the mover's clock after each move ({@code [%clk]}) and, where
 * present, the time the move took ({@code [%emt]}). The reconstruction runs the record's own clock
 * ({@link ChessClock}) under the game's time control, so that increments, periods with move counts
 * and the delay count exactly as they do for a game recorded live:
 * <ul>
 * <li>with {@code [%clk]}, the time charged is what the clock would show had the press been at once (the
 * remaining time, the increment and any new period's time) less {@code [%clk]}; under a delay, a move
 * charged anything took the delay besides. The reading is absolute, so its rounding does not add up
 * from move to move, where the rounding of each {@code [%emt]} would: {@code [%clk]} places the press
 * wherever both are given, and a PGN written with both rounded down (as this record writes them) reads
 * back to the same clocks;</li>
 * <li>else, with {@code [%emt]} alone, the press is that long after the clock started;</li>
 * <li>{@code [%clk]} has a resolution of one second, and since the clock reading is absolute, the error
 * does not add up from move to move: over a 240-ply game every press stays within two seconds of the
 * truth (ClockReconstructionTest);</li>
 * <li>a clock that went up by more than it could ({@code [%clk]} above what the press at once would
 * show: time added by an arbiter, or a source's error) and an {@code [%emt]} that its {@code [%clk]}
 * contradicts by more than a second are findings, each at its ply; the move is then placed at once
 * (no time charged) or by its {@code [%clk]}.</li>
 * </ul>
 */
public final class ClockReconstruction {

    private ClockReconstruction() {
    }

    /** One press: the ply (1 for the first move), who pressed, when, and the time the move took by the reconstruction. */
    public record Press(int ply, Color player, Instant at, long spentMs) {
    }

    /** What the clock comments say that a reconstruction cannot take as they are, at a ply. */
    public record Finding(int ply, String text) {
    }

    /** The presses, the findings, and the clock after the last press. */
    public record Result(List<Press> presses, List<Finding> findings, ChessClock clock) {
    }

    /**
     * The presses of a game under {@code control} whose clocks started at {@code start} with
     * {@code first} to move; {@code clocks.get(i)} and {@code spent.get(i)} are ply {@code i + 1}'s
     * {@code [%clk]} and {@code [%emt]} (null where the source has none; a ply without either is
     * placed at once, as a finding).
     */
    public static Result of(TimeControl control, Instant start, Color first, List<Duration> clocks, List<Duration> spent) {
        if (!control.hasClock()) {
            throw new IllegalArgumentException("a game without a clock has no presses to reconstruct");
        }
        ChessClock clock = ChessClock.initial(control).start(first, start);
        Color player = first;
        List<Press> presses = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        for (int i = 0; i < Math.max(clocks.size(), spent.size()); i++) {
            int ply = i + 1;
            Duration clk = i < clocks.size() ? clocks.get(i) : null;
            Duration emt = i < spent.size() ? spent.get(i) : null;
            Instant since = clock.runningSince();
            Period period = control.periodAfter(clock.movesOf(player));
            long atOnce = clock.press(player, since).remainingMs(player, since);
            long spentMs;
            if (clk != null) {
                long charged = atOnce - clk.toMillis();
                if (charged < 0) {
                    findings.add(new Finding(ply, player + "'s clock shows " + clk + " after the move, "
                            + Duration.ofMillis(-charged) + " more than the press could leave: time was added, or the source's"
                            + " clock is wrong; placed at once"));
                    charged = 0;
                }
                spentMs = charged > 0 ? charged + period.delaySeconds() * 1000L : 0;
                if (emt != null) {
                    Instant pressed = since.plus(emt);
                    long shown = clock.press(player, pressed).remainingMs(player, pressed);
                    if (Math.abs(shown - clk.toMillis()) > 1_000) {
                        findings.add(new Finding(ply, "the move took " + emt + " by [%emt], which leaves " + Duration.ofMillis(shown)
                                + ", but [%clk] shows " + clk + "; placed by [%clk]"));
                    }
                }
            } else if (emt != null) {
                spentMs = emt.toMillis();
            } else {
                findings.add(new Finding(ply, "no clock after the move ([%clk] or [%emt]): placed at once"));
                spentMs = 0;
            }
            Instant at = since.plus(Duration.ofMillis(spentMs));
            clock = clock.press(player, at);
            presses.add(new Press(ply, player, at, spentMs));
            player = player.opposite();
        }
        return new Result(List.copyOf(presses), List.copyOf(findings), clock);
    }
}
