package adjudicator.engine.clock;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TimeControlTest {

    @Test
    void contractExampleHasTwoPeriodsWithIncrement() {
        TimeControl tc = TimeControl.parse("40/5400+30:1800+30");
        assertThat(tc.periods()).containsExactly(new Period(40, 5400, 30, 0), new Period(0, 1800, 30, 0));
        assertThat(tc.initialMs()).isEqualTo(5_400_000L);
    }

    @Test
    void delayModeAndNoClock() {
        assertThat(TimeControl.parse("300d5").periods()).containsExactly(new Period(0, 300, 0, 5));
        assertThat(TimeControl.parse("-").hasClock()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"40/5400+30:1800+30", "300", "180+2", "40/7200:20/3600:1800", "300d5", "-"})
    void formatGivesBackWhatWasParsed(String text) {
        assertThat(TimeControl.parse(text).format()).isEqualTo(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "abc", "40/", "5400+30:", "0", "0/300", "300:40/300", "300+5d5", "40/5400 +30", "?"})
    void malformedControlsAreTypedErrors(String text) {
        assertThatThrownBy(() -> TimeControl.parse(text)).isInstanceOf(TimeControlException.class);
    }

    @Test
    void aNumberTooLargeIsRefusedNamingTheLimits() {
        assertThatThrownBy(() -> TimeControl.parse("2147483647+2147483647")).isInstanceOf(TimeControlException.class)
                .hasMessageContaining("at most 9999 moves, 999999 seconds");
    }

    @Test
    void lastPeriodWithMoveCountRepeats() {
        TimeControl tc = TimeControl.parse("40/7200:20/3600");
        assertThat(List.of(tc.periodIndexAfter(0), tc.periodIndexAfter(39), tc.periodIndexAfter(40),
                tc.periodIndexAfter(59), tc.periodIndexAfter(60), tc.periodIndexAfter(80)))
                .containsExactly(0, 0, 1, 1, 2, 3);
        assertThat(tc.periodAfter(80)).isEqualTo(new Period(20, 3600, 0, 0));
    }
}
