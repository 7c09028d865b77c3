package adjudicator.engine.rules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each edition cites each rule in its own numbering (design/editions.md; the texts in shared/fide-laws). */
class RulesetTest {

    @ParameterizedTest(name = "{0} {1} is Art. {2}")
    @CsvSource({
            "FIDE_2005, ALTERNATE_MOVES, 1.1",
            "FIDE_2005, CHECKMATE, 5.1a",
            "FIDE_2005, RESIGNATION, 5.1b",
            "FIDE_2005, STALEMATE, 5.2a",
            "FIDE_2005, START_OF_CLOCKS, 6.5",
            "FIDE_2005, PRESSING_THE_CLOCK, 6.8a",
            "RF_2013, CHECKMATE, 5.1.1",
            "RF_2013, RESIGNATION, 5.1.2",
            "RF_2013, STALEMATE, 5.2.1",
            "RF_2013, START_OF_CLOCKS, 6.5",
            "RF_2013, PRESSING_THE_CLOCK, 6.7a",
            "FIDE_2017, CHECKMATE, 5.1.1",
            "FIDE_2017, RESIGNATION, 5.1.2",
            "FIDE_2017, STALEMATE, 5.2.1",
            "FIDE_2017, START_OF_CLOCKS, 6.6",
            "FIDE_2017, PRESSING_THE_CLOCK, 6.2.1",
            "FIDE_2023, CHECKMATE, 5.1.1",
            "FIDE_2023, STALEMATE, 5.2.1",
            "FIDE_2023, PRESSING_THE_CLOCK, 6.2.1",
            "FIDE_2005, THREEFOLD_REPETITION_INTENDED_MOVE, 9.2a",
            "FIDE_2005, THREEFOLD_REPETITION_NOW, 9.2b",
            "FIDE_2005, FIFTY_MOVES_INTENDED_MOVE, 9.3a",
            "FIDE_2005, FIFTY_MOVES_NOW, 9.3b",
            "RF_2013, THREEFOLD_REPETITION_INTENDED_MOVE, 9.2.1",
            "RF_2013, THREEFOLD_REPETITION_NOW, 9.2.2",
            "RF_2013, FIFTY_MOVES_INTENDED_MOVE, 9.3.1",
            "RF_2013, FIFTY_MOVES_NOW, 9.3.2",
            "FIDE_2017, THREEFOLD_REPETITION_INTENDED_MOVE, 9.2.1.1",
            "FIDE_2017, THREEFOLD_REPETITION_NOW, 9.2.1.2",
            "FIDE_2017, FIFTY_MOVES_INTENDED_MOVE, 9.3.1",
            "FIDE_2017, FIFTY_MOVES_NOW, 9.3.2",
            "FIDE_2017, FIVEFOLD_REPETITION, 9.6.1",
            "FIDE_2017, SEVENTY_FIVE_MOVES, 9.6.2",
            "FIDE_2023, THREEFOLD_REPETITION_INTENDED_MOVE, 9.2.1.1",
            "FIDE_2023, THREEFOLD_REPETITION_NOW, 9.2.1.2",
            "FIDE_2023, FIFTY_MOVES_INTENDED_MOVE, 9.3.1",
            "FIDE_2023, FIFTY_MOVES_NOW, 9.3.2",
            "FIDE_2023, FIVEFOLD_REPETITION, 9.6.1",
            "FIDE_2023, SEVENTY_FIVE_MOVES, 9.6.2",
    })
    void everyEditionCitesItsOwnArticle(Edition edition, Law law, String article) {
        assertThat(Ruleset.of(edition).article(law)).isEqualTo(article);
        assertThat(Ruleset.of(edition).edition()).isEqualTo(edition);
        assertThat(Ruleset.of(edition).provides(law)).isTrue();
        assertThat(Ruleset.of(edition).articleIfAny(law)).contains(article);
    }

    @ParameterizedTest(name = "{0} has no {1}")
    @CsvSource({
            "FIDE_2005, FIVEFOLD_REPETITION",
            "FIDE_2005, SEVENTY_FIVE_MOVES",
            "RF_2013, FIVEFOLD_REPETITION",
            "RF_2013, SEVENTY_FIVE_MOVES",
    })
    void fivefoldAndSeventyFiveMovesAreAbsentBefore2014(Edition edition, Law law) {
        // editions.md summary 5: automatic since 2014, "neither exists in 2005 or RF"
        Ruleset rules = Ruleset.of(edition);
        assertThat(rules.provides(law)).isFalse();
        assertThat(rules.articleIfAny(law)).isEmpty();
        assertThatThrownBy(() -> rules.article(law))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(edition.name()).hasMessageContaining(law.name());
    }

    @Test
    void onlyFide2017And2023EndTheGameAutomaticallyOnFivefoldOr75Moves() {
        for (Law law : new Law[] {Law.FIVEFOLD_REPETITION, Law.SEVENTY_FIVE_MOVES}) {
            assertThat(Arrays.stream(Edition.values()).filter(e -> Ruleset.of(e).provides(law)))
                    .as(law.name()).containsExactly(Edition.FIDE_2017, Edition.FIDE_2023);
        }
    }
}
