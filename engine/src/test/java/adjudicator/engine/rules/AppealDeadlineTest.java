package adjudicator.engine.rules;

import adjudicator.engine.clock.TimeControl;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The deadline for an appeal where the competition's regulations set none (FIDE Handbook C.11 3.4):
 * one hour after the game for standard play (3.4.1), 15 minutes for rapid and blitz (3.4.2), with the
 * pace as the game's edition bands its time control. Minutes and bases written by hand from C.11 and
 * the bands of Appendices A.1 and B.1 (2005/RF 2013: rapid from 15 minutes; from 2014: over 10).
 */
class AppealDeadlineTest {

    private static final String STANDARD = "FIDE Handbook C.11 3.4.1: one hour for standard play";
    private static final String RAPID = "FIDE Handbook C.11 3.4.2: 15 minutes for rapid play";
    private static final String BLITZ = "FIDE Handbook C.11 3.4.2: 15 minutes for blitz play";

    @ParameterizedTest(name = "{0} under {1}")
    @CsvSource({
        "5400+30, FIDE_2005", // 90 minutes + 30 s a move
        "5400+30, RF_2013",
        "5400+30, FIDE_2017",
        "40/5400+30:1800+30, FIDE_2023",
        "3600, FIDE_2017", // exactly 60 minutes: standard, not rapid
        "3540+1, FIDE_2023", // 59 minutes + 60 x 1 s: 60 minutes
    })
    void C11_3_4_1_oneHourForStandardPlay(String control, Edition edition) {
        assertThat(AppealDeadline.minutes(TimeControl.parse(control), Ruleset.of(edition))).isEqualTo(Cited.of(60L, STANDARD));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"FIDE_2005", "RF_2013", "FIDE_2017", "FIDE_2023"})
    void C11_3_4_1_aGameWithoutAClockHasNoPaceAndTakesTheHourOfStandardPlay(Edition edition) {
        assertThat(AppealDeadline.minutes(TimeControl.NONE, Ruleset.of(edition))).isEqualTo(Cited.of(60L, STANDARD));
    }

    @ParameterizedTest(name = "{0} under {1}")
    @CsvSource({
        "1500+10, FIDE_2005", // 25 + 10 minutes
        "1500+10, RF_2013",
        "1500+10, FIDE_2017",
        "3599, FIDE_2023", // a second under an hour
        "900, FIDE_2005", // exactly 15 minutes: rapid in every edition
        "900, FIDE_2023",
    })
    void C11_3_4_2_fifteenMinutesForRapidPlay(String control, Edition edition) {
        assertThat(AppealDeadline.minutes(TimeControl.parse(control), Ruleset.of(edition))).isEqualTo(Cited.of(15L, RAPID));
    }

    @ParameterizedTest(name = "{0} under {1}")
    @CsvSource({
        "300+3, FIDE_2005", // 5 + 3 minutes
        "300+3, RF_2013",
        "300+3, FIDE_2017",
        "60, FIDE_2023", // a one-minute game
        "600, FIDE_2017", // exactly 10 minutes: blitz from 2014
    })
    void C11_3_4_2_fifteenMinutesForBlitzPlay(String control, Edition edition) {
        assertThat(AppealDeadline.minutes(TimeControl.parse(control), Ruleset.of(edition))).isEqualTo(Cited.of(15L, BLITZ));
    }

    /** A 14-minute game: blitz under 2005 and RF 2013 (rapid from 15 minutes), rapid from 2014 (over 10). */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "FIDE_2005, " + BLITZ,
        "RF_2013, " + BLITZ,
        "FIDE_2017, " + RAPID,
        "FIDE_2023, " + RAPID,
    })
    void C11_3_4_2_aFourteenMinuteGame_perEdition_blitzBefore2014_rapidAfter(Edition edition, String basis) {
        assertThat(AppealDeadline.minutes(TimeControl.parse("840"), Ruleset.of(edition))).isEqualTo(Cited.of(15L, basis));
    }
}
