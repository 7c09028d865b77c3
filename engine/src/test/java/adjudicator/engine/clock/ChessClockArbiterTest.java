package adjudicator.engine.clock;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Optional;

import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Stops and resumes, additions and deductions, the arbiter's setting, and flag instants. Every
 * expected value is computed by hand in the test from the article it names.
 */
class ChessClockArbiterTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private static Instant t(long ms) {
        return T0.plusMillis(ms);
    }

    // --- 2005 6.13; 2017 6.11.x: stopping (pausing) and resuming ---

    @Test
    void article6_13_stoppedIntervalCostsNobodyTime() {
        // white uses 10 s; black runs 15 s, the arbiter stops the clocks for 10 minutes, black resumes
        ChessClock c = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0)
                .press(WHITE, t(10_000))
                .stop(t(25_000))
                .resume(BLACK, t(625_000));
        assertThat(c.running()).isEqualTo(BLACK);
        assertThat(c.remainingMs(BLACK, t(630_000))).isEqualTo(300_000 - 15_000 - 5_000);
        assertThat(c.remainingMs(WHITE, t(630_000))).isEqualTo(290_000);
        c = c.press(BLACK, t(640_000));
        assertThat(c.remainingMs(BLACK, t(640_000))).isEqualTo(300_000 - 15_000 - 15_000);
        assertThat(c.running()).isEqualTo(WHITE);
        assertThat(c.remainingMs(WHITE, t(650_000))).isEqualTo(290_000 - 10_000);
    }

    @Test
    void article6_13c_resumingARunningClockIsRejected() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0);
        assertThatThrownBy(() -> c.resume(BLACK, t(1_000)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("WHITE's clock is running")
                .hasMessageContaining("stop the clocks first");
    }

    @Test
    void article6_13_theArbiterMayResumeTheOtherSidesClock() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0)
                .stop(t(4_000)).resume(BLACK, t(9_000));
        assertThat(c.remainingMs(WHITE, t(12_000))).isEqualTo(296_000);
        assertThat(c.remainingMs(BLACK, t(12_000))).isEqualTo(297_000);
    }

    @Test
    void article6_2b_aStopDoesNotGiveTheDelayAgain_FIDE_2005() {
        // 30 minutes with a 5-second delay: White is stopped 2 s into his move, resumed at 100 s; 3 s of
        // delay remain, so the main time runs from 103 s
        ChessClock c = ChessClock.initial(TimeControl.parse("1800d5")).start(WHITE, T0)
                .stop(t(2_000))
                .resume(WHITE, t(100_000));
        assertThat(c.remainingMs(WHITE, t(103_000))).isEqualTo(1_800_000);
        assertThat(c.remainingMs(WHITE, t(105_000))).isEqualTo(1_798_000);
        // the press at 105 s: 2 s of main time used, no delay given twice
        ChessClock pressed = c.press(WHITE, t(105_000));
        assertThat(pressed.remainingMs(WHITE, t(200_000))).isEqualTo(1_798_000);
    }

    @Test
    void article6_2b_aStopAfterTheDelayKeepsTheMainTimeUsed_FIDE_2005() {
        // stopped 8 s into the move (3 s of main time used), resumed: the main time runs at once
        ChessClock c = ChessClock.initial(TimeControl.parse("1800d5")).start(WHITE, T0)
                .stop(t(8_000))
                .resume(WHITE, t(60_000));
        assertThat(c.remainingMs(WHITE, t(60_000))).isEqualTo(1_797_000);
        assertThat(c.remainingMs(WHITE, t(61_000))).isEqualTo(1_796_000);
        assertThat(c.flagFellAt(WHITE, t(60_000 + 1_797_000))).contains(t(60_000 + 1_797_000));
    }

    @Test
    void article6_14_aSettingEndsTheInterruptedMove_FIDE_2005() {
        ChessClock c = ChessClock.initial(TimeControl.parse("1800d5")).start(WHITE, T0)
                .stop(t(2_000))
                .set(600_000, 600_000, 0, 0, t(50_000))
                .resume(WHITE, t(100_000));
        assertThat(c.remainingMs(WHITE, t(105_000))).isEqualTo(600_000); // a full delay again
    }

    // --- additions and deductions ---

    @Test
    void article7_4b_twoMinutesAddedToTheOpponent() {
        // black makes an illegal move while his clock runs; white (the claimant) gets two minutes
        ChessClock c = ChessClock.initial(TimeControl.parse("5400+30")).start(WHITE, T0)
                .press(WHITE, t(20_000))
                .adjust(WHITE, 120_000, t(50_000));
        assertThat(c.remainingMs(WHITE, t(50_000))).isEqualTo(5_400_000 - 20_000 + 30_000 + 120_000);
        assertThat(c.running()).isEqualTo(BLACK);
        assertThat(c.remainingMs(BLACK, t(50_000))).isEqualTo(5_400_000 - 30_000);
        c = c.press(BLACK, t(60_000));
        assertThat(c.remainingMs(BLACK, t(60_000))).isEqualTo(5_400_000 - 40_000 + 30_000);
        assertThat(c.remainingMs(WHITE, t(60_000))).isEqualTo(5_530_000);
    }

    @Test
    void article13_4c_deductionFromTheRunningClockIsSettledAtTheInstant() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0)
                .adjust(WHITE, -60_000, t(100_000));
        assertThat(c.running()).isEqualTo(WHITE);
        assertThat(c.remainingMs(WHITE, t(100_000))).isEqualTo(300_000 - 100_000 - 60_000);
        assertThat(c.remainingMs(WHITE, t(150_000))).isEqualTo(300_000 - 150_000 - 60_000);
    }

    @Test
    void article6_2b_adjustingInDelayModeKeepsTheDelayAlreadyUsed() {
        // 3 s into a 5 s delay, 10 s are deducted; the press at 8 s uses 3 s of main time
        ChessClock c = ChessClock.initial(TimeControl.parse("300d5")).start(WHITE, T0)
                .adjust(WHITE, -10_000, t(3_000));
        assertThat(c.remainingMs(WHITE, t(3_000))).isEqualTo(290_000);
        c = c.press(WHITE, t(8_000));
        assertThat(c.remainingMs(WHITE, t(8_000))).isEqualTo(300_000 - 10_000 - 3_000);
    }

    @Test
    void aDeductionNeverGoesBelowZero() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0)
                .press(WHITE, t(10_000))
                .adjust(WHITE, -400_000, t(20_000));
        assertThat(c.remainingMs(WHITE, t(20_000))).isZero();
        // a stopped clock with no time: the flag falls when that clock runs again
        assertThat(c.flagFallen(WHITE, t(20_000))).isFalse();
        c = c.press(BLACK, t(30_000));
        assertThat(c.flagFallen(WHITE, t(30_000))).isTrue();
        assertThat(c.flagFellAt(WHITE, t(30_000))).contains(t(30_000));
    }

    @Test
    void aDeductionOfAllTheRunningTimeDropsTheFlagAtThatInstant() {
        ChessClock c = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0)
                .adjust(WHITE, -500_000, t(100_000));
        assertThat(c.remainingMs(WHITE, t(100_000))).isZero();
        assertThat(c.flagFallen(WHITE, t(100_000))).isTrue();
        assertThat(c.flagFellAt(WHITE, t(100_000))).contains(t(100_000));
    }

    @Test
    void article6_1_anAdditionDoesNotReviveAFallenFlag() {
        // white's flag falls at 60 s; two minutes added at 70 s do not bring it back
        ChessClock c = ChessClock.initial(TimeControl.parse("60+5")).start(WHITE, T0)
                .adjust(WHITE, 120_000, t(70_000));
        assertThat(c.flagFallen(WHITE, t(70_000))).isTrue();
        assertThat(c.flagFellAt(WHITE)).contains(t(60_000));
        assertThat(c.remainingMs(WHITE, t(70_000))).isZero();
        c = c.stop(t(80_000)).adjust(WHITE, 120_000, t(90_000));
        assertThat(c.remainingMs(WHITE, t(90_000))).isZero();
        assertThat(c.flagFellAt(WHITE)).contains(t(60_000));
    }

    // --- 2005 6.11, 6.14; 2017 7.1: the arbiter's setting ---

    @Test
    void article6_14_arbiterSetsTimesAndMoveCounter() {
        // 2 moves in 60 s, then 30 s sudden death. After an irregularity the arbiter sets
        // white 40 s with 2 moves made, black 45 s with 1 move made.
        ChessClock c = ChessClock.initial(TimeControl.parse("2/60:30")).start(WHITE, T0)
                .press(WHITE, t(10_000))
                .set(40_000, 45_000, 2, 1, t(20_000));
        assertThat(c.running()).isNull();
        assertThat(c.movesOf(WHITE)).isEqualTo(2);
        assertThat(c.movesOf(BLACK)).isEqualTo(1);
        assertThat(c.remainingMs(WHITE, t(999_000))).isEqualTo(40_000);
        assertThat(c.remainingMs(BLACK, t(999_000))).isEqualTo(45_000);
        // black's 2nd move completes the first period: 30 s are added
        c = c.start(BLACK, t(30_000)).press(BLACK, t(35_000));
        assertThat(c.remainingMs(BLACK, t(35_000))).isEqualTo(45_000 - 5_000 + 30_000);
        // white is already in the sudden-death period: nothing is added
        c = c.press(WHITE, t(45_000));
        assertThat(c.remainingMs(WHITE, t(45_000))).isEqualTo(40_000 - 10_000);
    }

    @Test
    void article6_11_defectiveClockReplacedAndSetThenResumed() {
        ChessClock c = ChessClock.initial(TimeControl.parse("600+10")).start(WHITE, T0)
                .press(WHITE, t(30_000))
                .set(575_000, 590_000, 1, 0, t(40_000))
                .resume(BLACK, t(100_000));
        c = c.press(BLACK, t(104_000));
        assertThat(c.remainingMs(BLACK, t(104_000))).isEqualTo(590_000 - 4_000 + 10_000);
        assertThat(c.remainingMs(WHITE, t(104_000))).isEqualTo(575_000);
    }

    @Test
    void article7_1_2017_theArbiterMayLeaveTheTimesUnchanged() {
        ChessClock running = ChessClock.initial(TimeControl.parse("300")).start(WHITE, T0).press(WHITE, t(10_000));
        ChessClock stopped = running.stop(t(25_000));
        ChessClock set = running.set(290_000, 285_000, 1, 0, t(25_000));
        // the same times, counters and flags as a plain stop; the setting ends Black's interrupted move
        assertThat(set).isEqualTo(new ChessClock(stopped.control(), stopped.whiteMs(), stopped.blackMs(),
                stopped.whiteMoves(), stopped.blackMoves(), stopped.running(), stopped.runningSince(),
                stopped.whiteFlagFallen(), stopped.blackFlagFallen(), stopped.whiteFlagAt(), stopped.blackFlagAt()));
        assertThat(stopped.pausedSide()).isEqualTo(BLACK);
        assertThat(set.pausedSide()).isNull();
    }

    @Test
    void article6_14_aSettingDoesNotReviveAFallenFlag() {
        ChessClock c = ChessClock.initial(TimeControl.parse("60")).start(WHITE, T0)
                .set(30_000, 60_000, 5, 5, t(61_500));
        assertThat(c.flagFellAt(WHITE)).contains(t(60_000));
        assertThat(c.remainingMs(WHITE, t(61_500))).isZero();
        assertThat(c.remainingMs(BLACK, t(61_500))).isEqualTo(60_000);
    }

    @Test
    void settingNegativeTimesOrCountersIsRejected() {
        ChessClock c = ChessClock.initial(TimeControl.parse("60"));
        assertThatThrownBy(() -> c.set(-1, 0, 0, 0, T0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> c.set(0, 0, 0, -1, T0)).isInstanceOf(IllegalArgumentException.class);
    }

    // --- flag instants; 2005 6.12 ---

    @Test
    void article6_12_theClockKnowsWhichFlagFellFirst() {
        // 60 s sudden death. White keeps 10 s, black keeps 10 s; white's flag falls at 110 s,
        // white presses at 115 s, black's flag falls at 125 s; the arbiter stops the clocks at 130 s.
        ChessClock c = ChessClock.initial(TimeControl.parse("60")).start(WHITE, T0)
                .press(WHITE, t(50_000))
                .press(BLACK, t(100_000))
                .press(WHITE, t(115_000))
                .stop(t(130_000));
        assertThat(c.flagFellAt(WHITE)).contains(t(110_000));
        assertThat(c.flagFellAt(BLACK)).contains(t(125_000));
        assertThat(c.firstFlag()).contains(WHITE);
    }

    @Test
    void article6_12_flagInstantIncludesTheDelay() {
        // 10 s with a 5 s delay: the flag falls 15 s after the clock starts, not when it is stopped
        ChessClock c = ChessClock.initial(TimeControl.parse("10d5")).start(WHITE, T0);
        assertThat(c.flagFallen(WHITE, t(14_999))).isFalse();
        assertThat(c.flagFallen(WHITE, t(15_000))).isTrue();
        assertThat(c.flagFellAt(WHITE, t(14_999))).isEmpty();
        assertThat(c.flagFellAt(WHITE)).isEmpty(); // not yet recorded by any fact
        assertThat(c.flagFellAt(WHITE, t(20_000))).contains(t(15_000));
        c = c.stop(t(20_000));
        assertThat(c.flagFellAt(WHITE)).contains(t(15_000));
        assertThat(c.firstFlag()).isEmpty();
        c = c.resume(BLACK, t(30_000));
        assertThat(c.firstFlag(t(45_000))).contains(WHITE);
        assertThat(c.firstFlag()).isEmpty();
    }

    @Test
    void article6_2b_withNoMainTimeLeftAPlayerMayStillMoveWithinTheDelay() {
        ChessClock c = ChessClock.initial(TimeControl.parse("60d5")).set(0, 60_000, 10, 10, T0)
                .start(WHITE, t(1_000))
                .press(WHITE, t(5_999));
        assertThat(c.flagFallen(WHITE, t(5_999))).isFalse();
        assertThat(c.flagFellAt(WHITE)).isEmpty();
        c = c.press(BLACK, t(7_000));
        assertThat(c.flagFellAt(WHITE, t(12_000))).contains(t(12_000));
    }

    @Test
    void article6_12_orderUnknownWhenBothFellAtTheSameInstantOrAtUnknownInstants() {
        TimeControl tc = TimeControl.parse("60");
        ChessClock same = new ChessClock(tc, 0, 0, 3, 3, null, null, true, true, t(5_000), t(5_000));
        assertThat(same.firstFlag()).isEmpty();
        ChessClock unknown = new ChessClock(tc, 0, 0, 3, 3, null, null, true, true);
        assertThat(unknown.flagFallen(WHITE, t(0))).isTrue();
        assertThat(unknown.flagFellAt(WHITE)).isEmpty();
        assertThat(unknown.firstFlag()).isEmpty();
        ChessClock oneKnown = new ChessClock(tc, 0, 0, 3, 3, null, null, true, true, null, t(5_000));
        assertThat(oneKnown.firstFlag()).isEqualTo(Optional.empty());
    }

    // --- replay ---

    @Test
    void replayingTheSameFactsInTheSameOrderGivesTheSameClock() {
        TimeControl tc = TimeControl.parse("2/60+2:30d3");
        ChessClock a = replay(tc);
        ChessClock b = replay(tc);
        assertThat(a).isEqualTo(b);
        assertThat(a.flagFellAt(BLACK)).isEqualTo(b.flagFellAt(BLACK));
        // by hand: whatever came before, the arbiter set white 50 s and black 20 s with 2 moves each,
        // so both are in the 30d3 period; black runs from 200 s: flag at 200 + 20 + 3 = 223 s
        assertThat(a.movesOf(BLACK)).isEqualTo(2);
        assertThat(a.flagFellAt(BLACK)).contains(t(223_000));
        assertThat(a.firstFlag()).isEmpty();
        assertThat(a.remainingMs(WHITE, t(300_000))).isEqualTo(50_000);
    }

    private static ChessClock replay(TimeControl tc) {
        return ChessClock.initial(tc).start(WHITE, T0)
                .press(WHITE, t(10_000))
                .stop(t(15_000))
                .resume(BLACK, t(50_000))
                .adjust(WHITE, 120_000, t(55_000))
                .press(BLACK, t(57_000))
                .adjust(BLACK, -1_000, t(58_000))
                .set(50_000, 20_000, 2, 2, t(60_000))
                .start(BLACK, t(200_000))
                .stop(t(230_000));
    }
}
