package adjudicator.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import adjudicator.engine.clock.TimeControl;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rapid and blitz by the time for the game (Appendices A.1 and B.1), per edition; values by hand. */
class PaceBandsTest {

    @ParameterizedTest(name = "{0} under {1}: {2} ({3})")
    @CsvSource({
        // time control, edition, pace, article
        "5400+30, FIDE_2005, STANDARD, A.1", // 90 + 30 minutes
        "5400+30, FIDE_2023, STANDARD, A.1",
        "40/5400+30:1800+30, FIDE_2017, STANDARD, A.1",
        "3600, FIDE_2005, STANDARD, A.1", // exactly 60 minutes: no longer rapid
        "3540+1, FIDE_2017, STANDARD, A.1", // 59 minutes + 60 x 1 s = 60 minutes
        "1500+10, FIDE_2005, RAPID, A.1", // 25 + 10 minutes
        "1500+10, RF_2013, RAPID, A.1",
        "1500+10, FIDE_2017, RAPID, A.1",
        "900, FIDE_2005, RAPID, A.1", // exactly 15 minutes: rapid from 15 in 2005
        "900, FIDE_2023, RAPID, A.1",
        "840, FIDE_2005, BLITZ, B.1", // 14 minutes: under 15, blitz in 2005...
        "840, RF_2013, BLITZ, B.1",
        "840, FIDE_2017, RAPID, A.1", // ...but over 10, rapid from 2014
        "600, FIDE_2005, BLITZ, B.1", // exactly 10 minutes
        "600, FIDE_2017, BLITZ, B.1", // 10 minutes or less is blitz from 2014
        "540+1, FIDE_2023, BLITZ, B.1", // 9 + 1 = 10 minutes
        "540+2, FIDE_2023, RAPID, A.1", // 9 + 2 = 11 minutes
        "300+3, FIDE_2017, BLITZ, B.1", // 5 + 3 minutes
        "600d5, FIDE_2005, RAPID, A.1", // delay counted like an increment: 10 + 5 = 15 minutes
    })
    void appendixA1_B1_paceOfATimeControl(String control, Edition edition, Pace pace, String article) {
        assertThat(PaceBands.of(TimeControl.parse(control), Ruleset.of(edition)))
                .contains(Cited.of(pace, article));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"FIDE_2005", "RF_2013", "FIDE_2017", "FIDE_2023"})
    void withoutAClockThereIsNoPace(Edition edition) {
        assertThat(PaceBands.of(TimeControl.NONE, Ruleset.of(edition))).isEmpty();
    }
}
