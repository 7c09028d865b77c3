package adjudicator.query.tournament;

import adjudicator.command.text.Language;
import adjudicator.command.text.Texts;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The report's English line on ratings names the regulations as the ratings answer does (the same words). */
class ReportTextsTest {

    @Test
    void theReportsRatingLineBeginsWithTheRegulationsTheRatingsAnswerNames() {
        assertThat(Texts.of(Language.EN).get("report.ratingKey"))
                .startsWith(TournamentQueryController.RATING_REGULATIONS + ". " + TournamentQueryController.OUTSIDE_THE_RECORD + " K: ");
        assertThat(Texts.of(Language.RU).get("report.ratingKey")).startsWith("Применено Положение о рейтинге ФИДЕ");
    }
}
