package adjudicator.engine.rules;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

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
    })
    void everyEditionCitesItsOwnArticle(Edition edition, Law law, String article) {
        assertThat(Ruleset.of(edition).article(law)).isEqualTo(article);
        assertThat(Ruleset.of(edition).edition()).isEqualTo(edition);
    }
}
