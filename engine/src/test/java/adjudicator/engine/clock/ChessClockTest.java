package adjudicator.engine.clock;

import adjudicator.engine.Color;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;

/** Exact millisecond arithmetic, each case computed by hand from the article it names. */
class ChessClockTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private static Instant t(long ms) {
        return T0.plusMillis(ms);
    }

    @Test
    void article6_5_whitesClockRunsFromTheStart() {
        ChessClock c = ChessClock.initial(TimeControl.parse("5400+30")).start(WHITE, T0);
        assertThat(c.running()).isEqualTo(WHITE);
        assertThat(c.remainingMs(WHITE, t(7_250))).isEqualTo(5_392_750);
        assertThat(c.remainingMs(BLACK, t(7_250))).isEqualTo(5_400_000);
    }

    @Test
    void article6_2a_incrementIsAddedAfterEachCompletedMove() {
        ChessClock c = ChessClock.initial(TimeControl.parse("5400+30")).start(WHITE, T0)
                .press(WHITE, t(10_250));
        assertThat(c.remainingMs(WHITE, t(10_250))).isEqualTo(5_400_000 - 10_250 + 30_000);
        assertThat(c.running()).isEqualTo(BLACK);
        c = c.press(BLACK, t(70_250));
        assertThat(c.remainingMs(BLACK, t(70_250))).isEqualTo(5_400_000 - 60_000 + 30_000);
        assertThat(c.movesOf(WHITE)).isEqualTo(1);
        assertThat(c.movesOf(BLACK)).isEqualTo(1);
    }

    @Test
    void guidelinesIII_4_anIncrementIntroducedDuringTheGameIsAddedFromTheNextPress() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0).press(WHITE, t(10_000));
        assertThat(c.remainingMs(WHITE, t(10_000))).isEqualTo(290_000);
        c = c.withControl(TimeControl.parse("300+5"));
        assertThat(c.remainingMs(BLACK, t(20_000))).isEqualTo(290_000);
        c = c.press(BLACK, t(20_000)).press(WHITE, t(25_000));
        assertThat(c.remainingMs(BLACK, t(25_000))).isEqualTo(290_000 + 5_000);
        assertThat(c.remainingMs(WHITE, t(25_000))).isEqualTo(290_000 - 5_000 + 5_000);
        assertThat(c.control().format()).isEqualTo("300+5");
    }

    @Test
    void article6_2b_timeSavedInOnePeriodCarriesIntoTheNext() {
        // 2 moves in 60 s, then 30 s sudden death: white uses 10 s + 5 s, keeps 45 s, gets 30 s more.
        ChessClock c = ChessClock.initial(TimeControl.parse("2/60:30")).start(WHITE, T0)
                .press(WHITE, t(10_000)).press(BLACK, t(11_000))
                .press(WHITE, t(16_000));
        assertThat(c.remainingMs(WHITE, t(16_000))).isEqualTo(45_000 + 30_000);
        assertThat(c.remainingMs(BLACK, t(16_000))).isEqualTo(59_000);
    }

    @Test
    void article6_2b_delayModePressWithinTheDelayLeavesTheMainTimeUnchanged() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300d5")).start(WHITE, T0);
        assertThat(c.remainingMs(WHITE, t(4_999))).isEqualTo(300_000);
        c = c.press(WHITE, t(4_999));
        assertThat(c.remainingMs(WHITE, t(4_999))).isEqualTo(300_000);
    }

    @Test
    void article6_2b_delayModeMainTimeRunsOnlyAfterTheDelay() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300d5")).start(WHITE, T0).press(WHITE, t(8_000));
        assertThat(c.remainingMs(WHITE, t(8_000))).isEqualTo(297_000);
    }

    @Test
    void article6_1_flagFallsWhenTheTimeIsUsedUpAndNoIncrementRevivesIt() {
        ChessClock c = ChessClock.initial(TimeControl.parse("60+5")).start(WHITE, T0);
        assertThat(c.flagFallen(WHITE, t(59_999))).isFalse();
        assertThat(c.flagFallen(WHITE, t(60_000))).isTrue();
        c = c.press(WHITE, t(61_000));
        assertThat(c.remainingMs(WHITE, t(61_000))).isZero();
        assertThat(c.flagFallen(WHITE, t(61_000))).isTrue();
        assertThat(c.flagFallen(BLACK, t(61_000))).isFalse();
    }

    @Test
    void stoppingKeepsTheTimeUsedAndFreezesBothClocks() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0).stop(t(12_345));
        assertThat(c.running()).isNull();
        assertThat(c.remainingMs(WHITE, t(99_000))).isEqualTo(287_655);
    }

    @Test
    void replayingTheSameFactsGivesTheSameTimesAndQueriesChangeNothing() {
        TimeControl tc = TimeControl.parse("40/5400+30:1800+30");
        long[] presses = {3_100, 9_870, 15_001, 40_500, 41_200, 99_999};
        ChessClock a = ChessClock.initial(tc).start(WHITE, T0);
        ChessClock b = ChessClock.initial(tc).start(WHITE, T0);
        Color side = WHITE;
        long previous = 0;
        for (long p : presses) {
            // querying a at an instant in the middle of the interval must not change anything
            a.remainingMs(side, t((previous + p) / 2));
            previous = p;
            a = a.press(side, t(p));
            b = b.press(side, t(p));
            side = side.opposite();
        }
        assertThat(a).isEqualTo(b);
        assertThat(a.remainingMs(WHITE, t(120_000))).isEqualTo(b.remainingMs(WHITE, t(120_000)));
    }

    @Test
    void noClockMeansNoArithmetic() {
        ChessClock c = ChessClock.initial(TimeControl.NONE).start(WHITE, T0).press(WHITE, t(5_000));
        assertThat(c.running()).isNull();
        assertThat(c.flagFallen(WHITE, t(1_000_000))).isFalse();
    }
}
