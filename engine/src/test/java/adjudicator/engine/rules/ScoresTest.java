package adjudicator.engine.rules;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;

import static org.assertj.core.api.Assertions.assertThat;

/** Scores (2005 11.1, 12.9; RF 2013 12.1; 2017/2023 10.1-10.2). */
class ScoresTest {

    @Test
    void article11_1_aWinOneADrawAHalfALossNothing_FIDE_2005() {
        assertThat(Scores.of(GameResult.WHITE_WINS)).isEqualTo(new Scores.Points(BigDecimal.ONE, BigDecimal.ZERO));
        assertThat(Scores.of(GameResult.DRAW)).isEqualTo(new Scores.Points(new BigDecimal("0.5"), new BigDecimal("0.5")));
        assertThat(Scores.of(GameResult.BOTH_LOSE)).isEqualTo(new Scores.Points(BigDecimal.ZERO, BigDecimal.ZERO));
        assertThat(Scores.of(GameResult.WHITE_ZERO_BLACK_HALF)).isEqualTo(new Scores.Points(BigDecimal.ZERO, new BigDecimal("0.5")));
    }

    @Test
    void article10_2_fromFide2017OnlyTheNormalScores() {
        assertThat(Scores.allowed(Ruleset.FIDE_2017)).isEqualTo(Cited.of(java.util.List.of("0", "1/2", "1"), "10.2"));
        assertThat(Scores.allowed(Ruleset.FIDE_2005).value()).contains("3/4", "1/4");
        assertThat(Scores.allowed(Ruleset.RF_2013).article()).isEqualTo("12.1");
    }

    @Test
    void scoresAreWrittenAsFederationsWriteThem() {
        assertThat(Scores.written(new BigDecimal("2.5"))).isEqualTo("2 1/2");
        assertThat(Scores.written(new BigDecimal("0.5"))).isEqualTo("1/2");
        assertThat(Scores.written(new BigDecimal("0.75"))).isEqualTo("3/4");
        assertThat(Scores.written(BigDecimal.ZERO)).isEqualTo("0");
        assertThat(Scores.written(new BigDecimal("3"))).isEqualTo("3");
        assertThat(Scores.value("3/4")).isEqualByComparingTo("0.75");
        assertThat(Scores.value("1")).isEqualByComparingTo("1");
    }
}
