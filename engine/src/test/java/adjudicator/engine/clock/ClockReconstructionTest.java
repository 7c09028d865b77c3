package adjudicator.engine.clock;

import adjudicator.engine.Color;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The presses of a game reconstructed from its PGN clock comments, by the record's own clock. */
class ClockReconstructionTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private static Duration s(long seconds) {
        return Duration.ofSeconds(seconds);
    }

    @Test
    void withAnIncrementEachPressIsTheTimeItsClockWasChargedAfterTheClockStarted() {
        // 5400+30: White takes 10 s (5,400 - 10 + 30 = 5,420), Black 5 s (5,425), White 20 s (5,430)
        ClockReconstruction.Result r = ClockReconstruction.of(TimeControl.parse("5400+30"), T0, Color.WHITE,
                List.of(s(5420), s(5425), s(5430)), Arrays.asList(null, null, null));
        assertThat(r.presses()).extracting(ClockReconstruction.Press::at)
                .containsExactly(T0.plusSeconds(10), T0.plusSeconds(15), T0.plusSeconds(35));
        assertThat(r.findings()).isEmpty();
        assertThat(r.clock().remainingMs(Color.WHITE, T0.plusSeconds(35))).isEqualTo(5_430_000);
    }

    @Test
    void aPeriodsTimeIsAddedAfterItsLastMoveAsTheClockAddsIt() {
        // 2/60:30, no increment: White 5 s a move; after his second move the next period's 30 s come in
        ClockReconstruction.Result r = ClockReconstruction.of(TimeControl.parse("2/60:30"), T0, Color.WHITE,
                List.of(s(55), s(58), s(80)), Arrays.asList(null, null, null));
        assertThat(r.presses()).extracting(ClockReconstruction.Press::spentMs).containsExactly(5_000L, 2_000L, 5_000L);
        assertThat(r.findings()).isEmpty();
    }

    @Test
    void aClockThatWentUpIsAFindingAndTheMoveIsPlacedAtOnce() {
        // Black's clock shows two minutes more than his press could leave: time added by the arbiter
        ClockReconstruction.Result r = ClockReconstruction.of(TimeControl.parse("5400"), T0, Color.WHITE,
                List.of(s(5390), s(5520)), Arrays.asList(null, null));
        assertThat(r.findings()).singleElement().satisfies(f -> {
            assertThat(f.ply()).isEqualTo(2);
            assertThat(f.text()).contains("BLACK's clock").contains("PT2M").contains("time was added");
        });
        assertThat(r.presses().get(1).at()).isEqualTo(T0.plusSeconds(10));
    }

    @Test
    void theClockReadingPlacesThePress_anElapsedMoveTimeOnlyWhereThereIsNone_andOneItContradictsIsAFinding() {
        // ply 1: [%clk] 1:29:50 with [%emt] 10.4 s (within a second): placed by the reading, 10 s after the start;
        // ply 2: [%clk] 1:28:20 (Black: 90 s), [%emt] 30 s, which would leave 1:29:30: a finding, placed by the reading;
        // ply 3: [%emt] 5 s alone
        ClockReconstruction.Result r = ClockReconstruction.of(TimeControl.parse("5400"), T0, Color.WHITE,
                java.util.Arrays.asList(s(5390), s(5310), null), List.of(Duration.ofMillis(10_400), s(30), s(5)));
        assertThat(r.presses()).extracting(ClockReconstruction.Press::at)
                .containsExactly(T0.plusSeconds(10), T0.plusSeconds(100), T0.plusSeconds(105));
        assertThat(r.findings()).singleElement().satisfies(f -> {
            assertThat(f.ply()).isEqualTo(2);
            assertThat(f.text()).contains("[%emt]").contains("PT1H29M30S").endsWith("placed by [%clk]");
        });
    }

    @Test
    void aDelayIsTakenBesidesTheTimeCharged() {
        // 1800d5: a move charged 3 s took 8 s; a move charged nothing is placed at once
        ClockReconstruction.Result r = ClockReconstruction.of(TimeControl.parse("1800d5"), T0, Color.WHITE,
                List.of(s(1797), s(1800)), Arrays.asList(null, null));
        assertThat(r.presses()).extracting(ClockReconstruction.Press::spentMs).containsExactly(8_000L, 0L);
    }

    /**
     * [%clk] in whole seconds: each press within a second of the truth, and the errors do not add up
     * over a long game (the clock reading is absolute).
     */
    @Test
    void theOneSecondResolutionOfClkKeepsEveryPressWithinTwoSecondsOverALongGame() {
        Random random = new Random(20261202L);
        TimeControl control = TimeControl.parse("40/5400+30:1800+30");
        ChessClock truth = ChessClock.initial(control).start(Color.WHITE, T0);
        Instant at = T0;
        List<Instant> pressed = new ArrayList<>();
        List<Duration> clk = new ArrayList<>();
        Color player = Color.WHITE;
        for (int ply = 0; ply < 240; ply++) {
            at = at.plusMillis(1_000 + random.nextInt(60_000));
            truth = truth.press(player, at);
            pressed.add(at);
            clk.add(Duration.ofSeconds(truth.remainingMs(player, at) / 1_000)); // floored, as [%clk] writes it
            player = player.opposite();
        }
        ClockReconstruction.Result r = ClockReconstruction.of(control, T0, Color.WHITE, clk, new ArrayList<>(java.util.Collections.nCopies(240, null)));
        assertThat(r.findings()).isEmpty();
        for (int i = 0; i < pressed.size(); i++) {
            long error = Math.abs(Duration.between(pressed.get(i), r.presses().get(i).at()).toMillis());
            assertThat(error).as("ply %d", i + 1).isLessThanOrEqualTo(2_000);
        }
    }
}
