package adjudicator.engine.rules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Illegal moves per edition: FIDE 2005 7.4a/7.4b, RF 2013
 * 7.4.1/7.4.2, FIDE 2017 with J18 and 2023
 * 7.5.1-7.5.5 (see docs/editions.md).
 */
class IllegalMoveRulesTest {

    @Test
    void fide2005_article7_4b_thirdIllegalMoveLoses() {
        IllegalMoves rules = Ruleset.FIDE_2005.illegalMoves();
        assertThat(rules.losingMove()).isEqualTo(Cited.of(3, "7.4b"));
        assertThat(rules.loses(1)).isFalse();
        assertThat(rules.loses(2)).isFalse();
        assertThat(rules.loses(3)).isTrue();
    }

    @Test
    void fide2005_article7_4b_illegalMoveLosesEvenWhenTheOpponentCannotMate() {
        assertThat(Ruleset.FIDE_2005.illegalMoves().drawIfOpponentCannotMate()).isEqualTo(Cited.of(false, "7.4b"));
    }

    @Test
    void rf2013_article7_4_2_thirdIllegalMoveLoses() {
        IllegalMoves rules = Ruleset.RF_2013.illegalMoves();
        assertThat(rules.losingMove()).isEqualTo(Cited.of(3, "7.4.2"));
        assertThat(rules.loses(2)).isFalse();
        assertThat(rules.loses(3)).isTrue();
    }

    @Test
    void rf2013_article7_4_2_illegalMoveIsADrawWhenTheOpponentCannotMate() {
        assertThat(Ruleset.RF_2013.illegalMoves().drawIfOpponentCannotMate()).isEqualTo(Cited.of(true, "7.4.2"));
    }

    @Test
    void fide2017_article7_5_5_secondIllegalMoveLoses() {
        IllegalMoves rules = Ruleset.FIDE_2017.illegalMoves();
        assertThat(rules.losingMove()).isEqualTo(Cited.of(2, "7.5.5"));
        assertThat(rules.loses(1)).isFalse();
        assertThat(rules.loses(2)).isTrue();
    }

    @Test
    void fide2017_article7_5_5_illegalMoveIsADrawWhenTheOpponentCannotMate() {
        assertThat(Ruleset.FIDE_2017.illegalMoves().drawIfOpponentCannotMate()).isEqualTo(Cited.of(true, "7.5.5"));
    }

    @Test
    void fide2023_article7_5_5_secondIllegalMoveLoses() {
        IllegalMoves rules = Ruleset.FIDE_2023.illegalMoves();
        assertThat(rules.losingMove()).isEqualTo(Cited.of(2, "7.5.5"));
        assertThat(rules.loses(1)).isFalse();
        assertThat(rules.loses(2)).isTrue();
    }

    @Test
    void fide2023_article7_5_5_illegalMoveIsADrawWhenTheOpponentCannotMate() {
        assertThat(Ruleset.FIDE_2023.illegalMoves().drawIfOpponentCannotMate()).isEqualTo(Cited.of(true, "7.5.5"));
    }

    @ParameterizedTest(name = "{0}: +2 min under {1}")
    @CsvSource({
            "FIDE_2005, 7.4b",
            "RF_2013, 7.4.2",
            "FIDE_2017, 7.5.5",
            "FIDE_2023, 7.5.5",
    })
    void everyEditionAddsTwoMinutesToTheOpponentInStandardPlay(Edition edition, String article) {
        assertThat(Ruleset.of(edition).illegalMoves().standardTimeAdded())
                .isEqualTo(Cited.of(Duration.ofMinutes(2), article));
    }

    /** (docs/editions.md): std / rapid / blitz = 2/2/- (2005, RF), 2/2/1 (2017 and J18), 2/1/1 (2023). */
    @ParameterizedTest(name = "{0} {1}: {2} s under {3}")
    @CsvSource({
            "FIDE_2005, STANDARD, 120, 7.4b",
            "FIDE_2005, RAPID, 120, A.4(c)",
            "FIDE_2005, BLITZ, -1, App. B",
            "RF_2013, STANDARD, 120, 7.4.2",
            "RF_2013, RAPID, 120, A.4(c)",
            "RF_2013, BLITZ, -1, B.3(c)",
            "FIDE_2017, STANDARD, 120, 7.5.5",
            "FIDE_2017, RAPID, 120, A.4.2",
            "FIDE_2017, BLITZ, 60, B.2",
            "FIDE_2023, STANDARD, 120, 7.5.5",
            "FIDE_2023, RAPID, 60, A.3",
            "FIDE_2023, BLITZ, 60, B.3",
    })
    void penaltyMinutesByPace(Edition edition, Pace pace, long seconds, String article) {
        Optional<Duration> expected = seconds < 0 ? Optional.empty() : Optional.of(Duration.ofSeconds(seconds));
        assertThat(Ruleset.of(edition).illegalMoves().timeAdded(pace)).isEqualTo(Cited.of(expected, article));
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvSource({
            "FIDE_2005, ILLEGAL_MOVE, 7.4a",
            "FIDE_2005, INCORRECT_PROMOTION, 7.4a",
            "FIDE_2005, KING_CAPTURE, 7.4a",
            "FIDE_2005, UNREPLACED_PAWN, -",
            "FIDE_2005, TWO_HANDS, -",
            "FIDE_2005, CLOCK_WITHOUT_MOVE, -",
            "RF_2013, ILLEGAL_MOVE, 7.4.1",
            "RF_2013, INCORRECT_PROMOTION, 7.4.1",
            "RF_2013, KING_CAPTURE, 7.4.1",
            "RF_2013, UNREPLACED_PAWN, -",
            "RF_2013, TWO_HANDS, -",
            "RF_2013, CLOCK_WITHOUT_MOVE, -",
            "FIDE_2017, ILLEGAL_MOVE, 7.5.1",
            "FIDE_2017, INCORRECT_PROMOTION, 7.5.1",
            "FIDE_2017, KING_CAPTURE, 7.5.1",
            "FIDE_2017, UNREPLACED_PAWN, 7.5.2",
            "FIDE_2017, TWO_HANDS, 7.5.3",
            "FIDE_2017, CLOCK_WITHOUT_MOVE, 7.5.4",
            "FIDE_2023, ILLEGAL_MOVE, 7.5.1",
            "FIDE_2023, INCORRECT_PROMOTION, 7.5.1",
            "FIDE_2023, KING_CAPTURE, 7.5.1",
            "FIDE_2023, UNREPLACED_PAWN, 7.5.2",
            "FIDE_2023, TWO_HANDS, 7.5.3",
            "FIDE_2023, CLOCK_WITHOUT_MOVE, 7.5.4",
    })
    void illegalMoveKindsCounted(Edition edition, IllegalMoveKind kind, String article) {
        IllegalMoves rules = Ruleset.of(edition).illegalMoves();
        if (article.equals("-")) {
            assertThat(rules.counts(kind)).isFalse();
            assertThat(rules.articleOf(kind)).isEmpty();
        } else {
            assertThat(rules.counts(kind)).isTrue();
            assertThat(rules.articleOf(kind)).contains(article);
        }
    }

    @Test
    void fide2017_article7_5_3_and_7_5_4_twoHandsAndClockWithoutMoveAreNewSince2017() {
        assertThat(Ruleset.FIDE_2005.illegalMoves().kinds()).hasSize(3);
        assertThat(Ruleset.RF_2013.illegalMoves().kinds()).hasSize(3);
        assertThat(Ruleset.FIDE_2017.illegalMoves().kinds()).hasSize(6);
        assertThat(Ruleset.FIDE_2023.illegalMoves().kinds()).hasSize(6);
    }
}
