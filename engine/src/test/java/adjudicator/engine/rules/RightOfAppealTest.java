package adjudicator.engine.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The article of an edition that gives a player the right to appeal against any decision of the
 * arbiter, even after signing the scoresheet: 11.10 in FIDE 2017 and 2023; none in FIDE 2005 or in RF
 * 2013, whose texts have no such article (docs/appeals.md). An appeal's record keeps it.
 */
class RightOfAppealTest {

    @Test
    void Art11_10_rightOfAppeal_FIDE_2017() {
        assertThat(Ruleset.FIDE_2017.rightOfAppeal()).contains("11.10");
    }

    @Test
    void Art11_10_rightOfAppeal_FIDE_2023() {
        assertThat(Ruleset.FIDE_2023.rightOfAppeal()).contains("11.10");
    }

    @Test
    void noArticleOnAppeals_FIDE_2005() {
        assertThat(Ruleset.FIDE_2005.rightOfAppeal()).isEmpty();
    }

    @Test
    void noArticleOnAppeals_RF_2013() {
        assertThat(Ruleset.RF_2013.rightOfAppeal()).isEmpty();
    }
}
