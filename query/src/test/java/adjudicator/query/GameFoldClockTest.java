package adjudicator.query;

import static org.assertj.core.api.Assertions.assertThat;

import adjudicator.engine.Color;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.clock.TimeControl;

import java.time.Instant;

import org.junit.jupiter.api.Test;

/**
 * The read side keeps the clock as the engine computed it: folded into the stored state and read back,
 * it is the same clock, including the instants at which flags fell (2005 6.12: the clock knows which
 * fell first).
 */
class GameFoldClockTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    @Test
    void article6_12_flagInstantsSurviveTheStoredState() {
        GameView view = new GameView();
        view.timeControl = "60";
        // White's minute runs out at T0 + 60 s; he presses 5 s later; Black's minute runs out at
        // T0 + 125 s and the arbiter stops the clock at T0 + 130 s
        ChessClock clock = ChessClock.initial(TimeControl.parse("60"))
                .start(Color.WHITE, T0)
                .press(Color.WHITE, T0.plusSeconds(65))
                .stop(T0.plusSeconds(130));
        assertThat(clock.flagFellAt(Color.WHITE)).contains(T0.plusSeconds(60));
        assertThat(clock.flagFellAt(Color.BLACK)).contains(T0.plusSeconds(125));

        view.clock = GameFold.state(clock);
        ChessClock back = GameFold.clock(view);

        assertThat(back).isEqualTo(clock);
        assertThat(back.firstFlag()).contains(Color.WHITE);
    }

    @Test
    void aStoredStateWithoutInstantsStillReads() {
        // documents stored before flag instants existed have neither field
        GameView view = new GameView();
        view.timeControl = "60";
        view.clock = new GameView.ClockState();
        view.clock.whiteMs = 0;
        view.clock.blackMs = 30_000;
        view.clock.whiteFlagFallen = true;

        ChessClock back = GameFold.clock(view);

        assertThat(back.flagFallen(Color.WHITE, T0)).isTrue();
        assertThat(back.flagFellAt(Color.WHITE)).isEmpty();
        assertThat(back.firstFlag()).isEmpty();
    }
}
