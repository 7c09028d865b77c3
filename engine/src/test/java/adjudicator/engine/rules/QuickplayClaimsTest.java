package adjudicator.engine.rules;

import adjudicator.engine.clock.TimeControl;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** When a quickplay-finish claim may be made (2005 10.2; RF 2013 10.2; 2017/2023 Guidelines III.5). */
class QuickplayClaimsTest {

    private static final TimeControl SUDDEN_DEATH = TimeControl.parse("5400");

    @Test
    void article10_2_withUnderTwoMinutesInASuddenDeathFinishTheClaimMayBeMade_FIDE_2005() {
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2005, SUDDEN_DEATH, Pace.STANDARD, false, 30, 119_999)).isEmpty();
    }

    @Test
    void article10_2_twoMinutesExactlyIsNotLessThanTwoMinutes_FIDE_2005() {
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2005, SUDDEN_DEATH, Pace.STANDARD, false, 30, 120_000))
                .hasValueSatisfying(r -> assertThat(r.article()).isEqualTo("10.2"));
    }

    @Test
    void article10_2_notAfterTheFlagHasFallen_RF_2013() {
        assertThat(QuickplayClaims.refusal(Ruleset.RF_2013, SUDDEN_DEATH, Pace.STANDARD, false, 30, 0)).isPresent();
    }

    @Test
    void article10_1_notBeforeTheLastPeriod_FIDE_2005() {
        // 40 moves in 90 minutes, then 30 minutes: after 20 moves the first period is in force
        TimeControl twoPeriods = TimeControl.parse("40/5400:1800");
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2005, twoPeriods, Pace.STANDARD, false, 20, 60_000)).isPresent();
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2005, twoPeriods, Pace.STANDARD, false, 40, 60_000)).isEmpty();
    }

    @Test
    void article10_2_notWithAnIncrementOrADelay_FIDE_2005() {
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2005, TimeControl.parse("5400+30"), Pace.STANDARD, false, 30, 60_000)).isPresent();
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2005, TimeControl.parse("5400d5"), Pace.STANDARD, false, 30, 60_000)).isPresent();
    }

    @Test
    void appendixB_notInBlitz_FIDE_2005() {
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2005, TimeControl.parse("300"), Pace.BLITZ, false, 30, 60_000)).isPresent();
    }

    @Test
    void guidelinesIII_onlyWhenAnnounced_FIDE_2017() {
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2017, SUDDEN_DEATH, Pace.STANDARD, false, 30, 60_000))
                .hasValueSatisfying(r -> assertThat(r.article()).isEqualTo("Guidelines III"));
        assertThat(QuickplayClaims.refusal(Ruleset.FIDE_2017, SUDDEN_DEATH, Pace.STANDARD, true, 30, 60_000)).isEmpty();
    }

    @Test
    void article10_2a_anAcceptedClaimIsADraw_FIDE_2005() {
        QuickplayClaims.Consequence c = QuickplayClaims.decide(Ruleset.FIDE_2005, QuickplayClaims.Decision.ACCEPT, java.util.Optional.empty());
        assertThat(c.outcome()).contains(new Outcome(GameResult.DRAW, Termination.QUICKPLAY_FINISH, "10.2a"));
        assertThat(c.opponentTime()).isZero();
    }

    @Test
    void article10_2_2_aPostponementGivesUpToTwoMinutes_RF_2013() {
        assertThat(QuickplayClaims.decide(Ruleset.RF_2013, QuickplayClaims.Decision.POSTPONE, java.util.Optional.empty()))
                .isEqualTo(new QuickplayClaims.Consequence(QuickplayClaims.Decision.POSTPONE, java.util.Optional.empty(),
                        java.time.Duration.ofMinutes(2), "10.2.2"));
        assertThat(QuickplayClaims.decide(Ruleset.RF_2013, QuickplayClaims.Decision.POSTPONE,
                java.util.Optional.of(java.time.Duration.ZERO)).opponentTime()).isZero();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> QuickplayClaims.decide(Ruleset.RF_2013,
                QuickplayClaims.Decision.POSTPONE, java.util.Optional.of(java.time.Duration.ofMinutes(3))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void articleIII_5_3_aRejectionGivesTheOpponentTwoMinutes_FIDE_2017() {
        QuickplayClaims.Consequence c = QuickplayClaims.decide(Ruleset.FIDE_2017, QuickplayClaims.Decision.REJECT, java.util.Optional.empty());
        assertThat(c.opponentTime()).isEqualTo(java.time.Duration.ofMinutes(2));
        assertThat(c.article()).isEqualTo("III.5.3");
        assertThat(c.outcome()).isEmpty();
    }

    // ---- 2017/2023 Guidelines III.4: the request for a five-second increment

    @Test
    void guidelinesIII_4_withUnderTwoMinutesTheIncrementMayBeRequested_FIDE_2017() {
        assertThat(QuickplayClaims.incrementRefusal(Ruleset.FIDE_2017, SUDDEN_DEATH, Pace.STANDARD, true, 30, 119_999)).isEmpty();
        assertThat(QuickplayClaims.incrementRefusal(Ruleset.FIDE_2023, SUDDEN_DEATH, Pace.RAPID, true, 30, 60_000)).isEmpty();
    }

    @Test
    void guidelinesIII_4_withTwoMinutesLeftTheRefusalCitesIII_4_FIDE_2023() {
        assertThat(QuickplayClaims.incrementRefusal(Ruleset.FIDE_2023, SUDDEN_DEATH, Pace.STANDARD, true, 30, 120_000))
                .hasValueSatisfying(r -> assertThat(r.article()).isEqualTo("III.4"));
    }

    @Test
    void guidelinesIII_4_notWhenTheGuidelinesWereNotAnnounced_FIDE_2017() {
        assertThat(QuickplayClaims.incrementRefusal(Ruleset.FIDE_2017, SUDDEN_DEATH, Pace.STANDARD, false, 30, 60_000))
                .hasValueSatisfying(r -> assertThat(r.why()).contains("did not announce"));
    }

    @Test
    void article10_2_thereIsNoSuchRequestIn2005OrRf2013() {
        assertThat(QuickplayClaims.incrementRefusal(Ruleset.FIDE_2005, SUDDEN_DEATH, Pace.STANDARD, false, 30, 60_000))
                .hasValueSatisfying(r -> assertThat(r.article()).isEqualTo("10.2"));
        assertThat(QuickplayClaims.incrementRefusal(Ruleset.RF_2013, SUDDEN_DEATH, Pace.STANDARD, false, 30, 60_000))
                .hasValueSatisfying(r -> assertThat(r.why()).contains("no request for an increment"));
    }

    @Test
    void guidelinesIII_4_grantedTheLastPeriodGainsFiveSecondsAMove() {
        assertThat(QuickplayClaims.withRequestedIncrement(TimeControl.parse("40/5400:1800")).format()).isEqualTo("40/5400:1800+5");
        assertThat(QuickplayClaims.withRequestedIncrement(SUDDEN_DEATH).format()).isEqualTo("5400+5");
    }
}
