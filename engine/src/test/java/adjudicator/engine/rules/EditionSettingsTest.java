package adjudicator.engine.rules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The settings in which the editions differ (docs/editions.md), other than illegal moves and the
 * incorrect-claim arithmetic, each with its article in the edition's own numbering. Sources: the
 * Russian texts of 2005, RF 2013 and 2017 Articles 5-6, and the comparison of the editions where the
 * project had no text.
 */
class EditionSettingsTest {

    // Right to claim (9.4)

    @Test
    void fide2005_article9_4_rightToClaimIsLostOnMakingAMove() {
        assertThat(Ruleset.FIDE_2005.claimRightLost()).isEqualTo(Cited.of(ClaimRightLost.ON_MAKING_A_MOVE, "9.4"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"RF_2013", "FIDE_2017", "FIDE_2023"})
    void rf2013AndLater_article9_4_rightToClaimIsLostOnTouchingAPiece(Edition edition) {
        assertThat(Ruleset.of(edition).claimRightLost()).isEqualTo(Cited.of(ClaimRightLost.ON_TOUCHING_A_PIECE, "9.4"));
    }

    // Stopping the clocks on a claim (9.5)

    @ParameterizedTest(name = "{0}: {1} under {2}")
    @CsvSource({
            "FIDE_2005, CLAIMANT_MUST, 9.5",
            "RF_2013, CLAIMANT_MAY, 9.5",
            "FIDE_2017, CLAIMANT_OR_ARBITER, 9.5.1",
            "FIDE_2023, CLAIMANT_OR_ARBITER, 9.5.1",
    })
    void article9_5_whoStopsTheClocksOnAClaim(Edition edition, ClockStopOnClaim expected, String article) {
        assertThat(Ruleset.of(edition).clockStopOnClaim()).isEqualTo(Cited.of(expected, article));
    }

    // Draw agreement

    @Test
    void fide2005_article5_2c_aDrawMayBeAgreedAtAnyTime() {
        Cited<AgreementMinimum> min = Ruleset.FIDE_2005.agreementMinimum();
        assertThat(min).isEqualTo(Cited.of(AgreementMinimum.NONE, "5.2c"));
        assertThat(min.value().movesByEachPlayer()).isZero();
        assertThat(min.value().regulationsMayRestrict()).isFalse();
    }

    @Test
    void rf2013_article9_1_1_theRegulationsMayRestrictAgreement() {
        Cited<AgreementMinimum> min = Ruleset.RF_2013.agreementMinimum();
        assertThat(min).isEqualTo(Cited.of(AgreementMinimum.SET_BY_REGULATIONS, "9.1.1"));
        assertThat(min.value().movesByEachPlayer()).isZero();
        assertThat(min.value().regulationsMayRestrict()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"FIDE_2017", "FIDE_2023"})
    void fide2017And2023_article5_2_3_agreementNeedsAMoveByEachPlayer(Edition edition) {
        Cited<AgreementMinimum> min = Ruleset.of(edition).agreementMinimum();
        assertThat(min).isEqualTo(Cited.of(AgreementMinimum.ONE_MOVE_EACH_AND_REGULATIONS, "5.2.3, 9.1.1"));
        assertThat(min.value().movesByEachPlayer()).isEqualTo(1);
        assertThat(min.value().regulationsMayRestrict()).isTrue();
    }

    // Resignation

    @ParameterizedTest(name = "{0}: {1} under {2}")
    @CsvSource({
            "FIDE_2005, false, 5.1b",
            "RF_2013, false, 5.1.2",
            "FIDE_2017, false, 5.1.2",
            "FIDE_2023, true, 5.1.2",
    })
    void resignationIsADrawWhenTheOpponentCannotMateOnlyIn2023(Edition edition, boolean drawn, String article) {
        assertThat(Ruleset.of(edition).resignationDrawnIfOpponentCannotMate()).isEqualTo(Cited.of(drawn, article));
    }

    @Test
    void fide2023_article5_1_2_resignationIsADrawWhenTheOpponentCannotMate() {
        assertThat(Ruleset.FIDE_2023.resignationDrawnIfOpponentCannotMate().value()).isTrue();
        assertThat(Ruleset.FIDE_2023.resignationDrawnIfOpponentCannotMate().article()).isEqualTo("5.1.2");
    }

    // Flag fall

    @ParameterizedTest(name = "{0}: {1} under {2}")
    @CsvSource({
            "FIDE_2005, EVEN_WITH_MOST_UNSKILLED_COUNTERPLAY, 6.10",
            "RF_2013, ANY_POSSIBLE_SERIES_OF_LEGAL_MOVES, 6.9",
            "FIDE_2017, ANY_POSSIBLE_SERIES_OF_LEGAL_MOVES, 6.9",
            "FIDE_2023, ANY_POSSIBLE_SERIES_OF_LEGAL_MOVES, 6.9",
    })
    void flagFallIsADrawWhenTheOpponentCannotMate(Edition edition, FlagFallDrawTest test, String article) {
        assertThat(Ruleset.of(edition).flagFallDraw()).isEqualTo(Cited.of(test, article));
    }

    @Test
    void fide2005_article6_10_notArticle6_9_makesAFlagFallADraw() {
        // 2005 6.9 is when a flag counts as fallen; 6.10 has the draw
        assertThat(Ruleset.FIDE_2005.flagFallDraw().article()).isEqualTo("6.10");
    }

    @ParameterizedTest(name = "{0}: {1} under {2}")
    @CsvSource({
            "FIDE_2005, ALWAYS, 6.12",
            "RF_2013, ALWAYS, 6.11.1",
            "FIDE_2017, ONLY_UNDER_GUIDELINES_III, III.3.1",
            "FIDE_2023, ONLY_UNDER_GUIDELINES_III, III.3.1",
    })
    void bothFlagsFallen(Edition edition, BothFlagsScope scope, String article) {
        assertThat(Ruleset.of(edition).bothFlags()).isEqualTo(Cited.of(scope, article));
    }

    // Default time

    @Test
    void fide2005_article6_7_aPlayerMoreThanAnHourLateLoses() {
        assertThat(Ruleset.FIDE_2005.defaultTime())
                .isEqualTo(Cited.of(new DefaultTime(Duration.ofMinutes(60), true, true), "6.7"));
    }

    @Test
    void rf2013_article6_6a_anyLatenessLosesAndTheArbiterHasNoDiscretion() {
        assertThat(Ruleset.RF_2013.defaultTime())
                .isEqualTo(Cited.of(new DefaultTime(Duration.ZERO, true, false), "6.6a"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"FIDE_2017", "FIDE_2023"})
    void fide2017And2023_article6_7_1_regulationsElseZeroAndTheArbiterMayWaive(Edition edition) {
        assertThat(Ruleset.of(edition).defaultTime())
                .isEqualTo(Cited.of(new DefaultTime(Duration.ZERO, true, true), "6.7.1"));
    }

    // Quickplay finish

    @ParameterizedTest(name = "{0}: announced only {1}, without arbiter {2}, under {3}")
    @CsvSource({
            "FIDE_2005, false, false, 10.2",
            "RF_2013, false, true, '10.2, 11'",
            "FIDE_2017, true, true, Guidelines III",
            "FIDE_2023, true, true, Guidelines III",
    })
    void quickplayFinish(Edition edition, boolean onlyWhenAnnounced, boolean withoutArbiter, String article) {
        assertThat(Ruleset.of(edition).quickplayFinish())
                .isEqualTo(Cited.of(new QuickplayFinish(onlyWhenAnnounced, withoutArbiter), article));
    }

    // The arbiter's penalties

    @Test
    void fide2005_article13_4_sevenPenalties() {
        assertThat(Ruleset.FIDE_2005.arbiterPenalties()).containsExactly(
                Cited.of(ArbiterPenalty.WARNING, "13.4a"),
                Cited.of(ArbiterPenalty.INCREASE_OPPONENT_TIME, "13.4b"),
                Cited.of(ArbiterPenalty.REDUCE_OFFENDER_TIME, "13.4c"),
                Cited.of(ArbiterPenalty.LOSS_OF_THE_GAME, "13.4d"),
                Cited.of(ArbiterPenalty.REDUCE_OFFENDER_POINTS, "13.4e"),
                Cited.of(ArbiterPenalty.INCREASE_OPPONENT_POINTS, "13.4f"),
                Cited.of(ArbiterPenalty.EXPULSION, "13.4g"));
    }

    @Test
    void rf2013_article14_4_sevenPenalties() {
        assertThat(Ruleset.RF_2013.arbiterPenalties()).containsExactly(
                Cited.of(ArbiterPenalty.WARNING, "14.4.1"),
                Cited.of(ArbiterPenalty.INCREASE_OPPONENT_TIME, "14.4.2"),
                Cited.of(ArbiterPenalty.REDUCE_OFFENDER_TIME, "14.4.3"),
                Cited.of(ArbiterPenalty.LOSS_OF_THE_GAME, "14.4.4"),
                Cited.of(ArbiterPenalty.REDUCE_OFFENDER_POINTS, "14.4.5"),
                Cited.of(ArbiterPenalty.INCREASE_OPPONENT_POINTS, "14.4.6"),
                Cited.of(ArbiterPenalty.EXPULSION, "14.4.7"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"FIDE_2017", "FIDE_2023"})
    void fide2017And2023_article12_9_ninePenalties(Edition edition) {
        assertThat(Ruleset.of(edition).arbiterPenalties()).containsExactly(
                Cited.of(ArbiterPenalty.WARNING, "12.9.1"),
                Cited.of(ArbiterPenalty.INCREASE_OPPONENT_TIME, "12.9.2"),
                Cited.of(ArbiterPenalty.REDUCE_OFFENDER_TIME, "12.9.3"),
                Cited.of(ArbiterPenalty.INCREASE_OPPONENT_POINTS, "12.9.4"),
                Cited.of(ArbiterPenalty.REDUCE_OFFENDER_POINTS, "12.9.5"),
                Cited.of(ArbiterPenalty.LOSS_OF_THE_GAME, "12.9.6"),
                Cited.of(ArbiterPenalty.FINE, "12.9.7"),
                Cited.of(ArbiterPenalty.EXCLUSION_FROM_ROUNDS, "12.9.8"),
                Cited.of(ArbiterPenalty.EXPULSION, "12.9.9"));
    }

    @Test
    void fide2017_article12_9_7_aFineIsAnOptionOnlyFrom2017() {
        assertThat(Ruleset.FIDE_2005.arbiterPenaltyArticle(ArbiterPenalty.FINE)).isEmpty();
        assertThat(Ruleset.RF_2013.arbiterPenaltyArticle(ArbiterPenalty.EXCLUSION_FROM_ROUNDS)).isEmpty();
        assertThat(Ruleset.FIDE_2017.arbiterPenaltyArticle(ArbiterPenalty.FINE)).contains("12.9.7");
        assertThat(Ruleset.FIDE_2023.arbiterPenaltyArticle(ArbiterPenalty.EXCLUSION_FROM_ROUNDS)).contains("12.9.8");
        assertThat(Ruleset.RF_2013.arbiterPenaltyArticle(ArbiterPenalty.EXPULSION)).contains("14.4.7");
    }

    // Scoring

    @ParameterizedTest(name = "{0}: 0-0 under {1}")
    @CsvSource({
            "FIDE_2005, 12.9",
            "RF_2013, 13.8",
            "FIDE_2017, 11.8",
            "FIDE_2023, 11.8",
    })
    void bothPlayersLoseWhenBothAreAtFault(Edition edition, String article) {
        assertThat(Ruleset.of(edition).bothPlayersLoseWhenBothAtFault()).isEqualTo(Cited.of(true, article));
    }

    @ParameterizedTest(name = "{0}: only normal scores {1} under {2}")
    @CsvSource({
            "FIDE_2005, false, 11.1",
            "RF_2013, false, 12.1",
            "FIDE_2017, true, 10.2",
            "FIDE_2023, true, 10.2",
    })
    void scoresSuchAsThreeQuartersAreExcludedFrom2017(Edition edition, boolean onlyNormal, String article) {
        assertThat(Ruleset.of(edition).onlyNormalScores()).isEqualTo(Cited.of(onlyNormal, article));
    }

    @ParameterizedTest(name = "{0}: {1} under {2}")
    @CsvSource({
            "FIDE_2005, LOSS_ARBITER_SETS_OPPONENTS_SCORE, 12.2b",
            "RF_2013, LOSS_OPPONENT_WINS_OR_HALF_IF_HE_CANNOT_WIN, 13.3.2",
            "FIDE_2017, LOSS_OPPONENT_WINS, 11.3.2.2",
            "FIDE_2023, LOSS_OPPONENT_WINS, 11.3.2.2",
    })
    void theDeviceRule(Edition edition, DeviceRule rule, String article) {
        assertThat(Ruleset.of(edition).deviceRule()).isEqualTo(Cited.of(rule, article));
    }

    // The Cited record itself

    @Test
    void aSettingWithoutAnArticleIsRefused() {
        for (String blank : List.of("", "  ")) {
            assertThatThrownBy(() -> Cited.of(1, blank))
                    .isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> Cited.of(1, null))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
