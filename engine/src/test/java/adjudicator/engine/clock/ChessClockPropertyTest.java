package adjudicator.engine.clock;

import adjudicator.engine.Color;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;

import java.time.Instant;
import java.util.Optional;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Properties of the clock as a pure function of timestamped facts (issue 4): the same facts give the
 * same times; a query instant, or a fact that changes nothing (a zero adjustment), splitting an
 * interval changes nothing afterwards; the running clock never gains time between facts; a fallen
 * flag shows zero and fell no later than it is seen. Random games of presses, stops, resumptions and
 * additions over several time controls, seeded per repetition.
 */
class ChessClockPropertyTest {

    private static final String[] CONTROLS = {"300", "300+2", "40/5400:1800", "40/5400+30:1800+30", "60+1", "2/20:10",
            "180d5", "1800d5"};
    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    /** A random history of facts, applied to a clock. */
    private static ChessClock play(long seed, TimeControl control, Instant[] end, boolean withZeroAdjustments) {
        Random random = new Random(seed);
        Instant at = T0;
        ChessClock clock = ChessClock.initial(control).start(Color.WHITE, at);
        Random zeros = new Random(seed * 31 + 7); // a separate stream, so both runs make the same facts
        for (int i = 0; i < 80; i++) {
            long step = random.nextInt(20_000);
            if (withZeroAdjustments && zeros.nextInt(3) == 0) {
                // a fact that changes nothing, in the middle of the interval
                clock = clock.adjust(zeros.nextBoolean() ? Color.WHITE : Color.BLACK, 0, at.plusMillis(step / 2));
            }
            at = at.plusMillis(step);
            int fact = random.nextInt(10);
            Color running = clock.running();
            if (running == null) {
                clock = clock.resume(random.nextBoolean() ? Color.WHITE : Color.BLACK, at);
            } else if (fact < 7) {
                clock = clock.press(running, at);
            } else if (fact == 7) {
                clock = clock.stop(at);
            } else {
                clock = clock.adjust(random.nextBoolean() ? Color.WHITE : Color.BLACK, random.nextInt(60_000) - 20_000, at);
            }
        }
        end[0] = at;
        return clock;
    }

    @RepeatedTest(40)
    void theSameFactsGiveTheSameClock(RepetitionInfo info) {
        TimeControl control = TimeControl.parse(CONTROLS[info.getCurrentRepetition() % CONTROLS.length]);
        Instant[] end = new Instant[1];
        ChessClock once = play(info.getCurrentRepetition(), control, end, false);
        ChessClock again = play(info.getCurrentRepetition(), control, new Instant[1], false);
        assertThat(again).isEqualTo(once);
    }

    @RepeatedTest(40)
    void aFactThatChangesNothingSplittingAnIntervalChangesNothingAfterwards(RepetitionInfo info) {
        TimeControl control = TimeControl.parse(CONTROLS[info.getCurrentRepetition() % CONTROLS.length]);
        Instant[] end = new Instant[1];
        ChessClock plain = play(info.getCurrentRepetition(), control, end, false);
        ChessClock split = play(info.getCurrentRepetition(), control, new Instant[1], true);
        for (long later : new long[]{0, 1, 999, 30_000, 400_000}) {
            Instant q = end[0].plusMillis(later);
            for (Color side : Color.values()) {
                assertThat(split.remainingMs(side, q)).as(side + " at +" + later).isEqualTo(plain.remainingMs(side, q));
                assertThat(split.flagFallen(side, q)).isEqualTo(plain.flagFallen(side, q));
            }
            assertThat(split.running()).isEqualTo(plain.running());
        }
    }

    @RepeatedTest(40)
    void betweenFactsTheRunningClockOnlyLosesTimeAndTheOtherKeepsIt(RepetitionInfo info) {
        TimeControl control = TimeControl.parse(CONTROLS[info.getCurrentRepetition() % CONTROLS.length]);
        Instant[] end = new Instant[1];
        ChessClock clock = play(info.getCurrentRepetition(), control, end, false);
        Color running = clock.running();
        long previousRunning = Long.MAX_VALUE;
        for (long later = 0; later <= 600_000; later += 7_919) {
            Instant q = end[0].plusMillis(later);
            for (Color side : Color.values()) {
                long left = clock.remainingMs(side, q);
                assertThat(left).isGreaterThanOrEqualTo(0);
                if (side == running) {
                    assertThat(left).isLessThanOrEqualTo(previousRunning);
                    previousRunning = left;
                } else {
                    assertThat(left).isEqualTo(clock.remainingMs(side, end[0]));
                }
                if (clock.flagFallen(side, q)) {
                    assertThat(left).isZero();
                    Optional<Instant> fell = clock.flagFellAt(side, q);
                    fell.ifPresent(instant -> assertThat(instant).isBeforeOrEqualTo(q));
                }
            }
        }
    }
}
