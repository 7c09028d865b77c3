package adjudicator.command.decide;

import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.Commands;
import adjudicator.command.api.DrawAgreed;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRegulations;
import adjudicator.command.api.GameRuleException;
import adjudicator.engine.rules.Edition;
import org.junit.jupiter.api.Test;

import java.util.List;

import static adjudicator.command.decide.Record.t;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a competition's regulations fix for its games, enforced in the game: the restriction of draws by
 * agreement (RF 2013 and 2017/2023 9.1.1: "the regulations of an event may specify that players cannot
 * offer or agree to a draw, whether in less than a specified number of moves or at all, without the
 * consent of the arbiter"; FIDE 2005 has no such article, the regulations alone restrict) and the
 * default time (2005 6.7a; 2017/2023 6.7.1). An offer is a fact: it is recorded and flagged; an
 * agreement the regulations forbid is refused unless the arbiter consents.
 */
class CompetitionRegulationsTest {

    private static Record game(Edition rules, GameRegulations regulations) {
        return Record.underRegulations(rules, "-", regulations)
                .move(1, WHITE, "e2e4").move(2, BLACK, "e7e5");
    }

    private static List<GameEvent> decide(Record r, Commands.GameCommand c) {
        return GameDecider.decide(r.state(), c).eventsOrThrow();
    }

    private static void drawNotBeforeMove30(Edition rules, String article) {
        Record r = game(rules, new GameRegulations(null, 30, false));
        // White offers after his move (properly as the Laws go), but before move 30
        r.move(3, WHITE, "g1f3").then(new Commands.OfferDraw(Record.ID, t(4), null, WHITE));
        DrawOffered offered = (DrawOffered) r.events().get(r.events().size() - 1);
        assertThat(offered.proper()).as("made as the Laws say: after his move").isTrue();
        assertThat(offered.againstRegulations()).as("recorded and flagged").isTrue();
        assertThat(offered.regulationsArticle()).isEqualTo(article);
        assertThatThrownBy(() -> decide(r, new Commands.AcceptDraw(Record.ID, t(5), null, BLACK)))
                .isInstanceOf(GameRuleException.class).hasMessageContaining("before each player has made 30 moves")
                .extracting(e -> ((GameRuleException) e).rejection().article()).isEqualTo(article);
        DrawAgreed agreed = (DrawAgreed) decide(r, new Commands.AcceptDraw(Record.ID, t(5), null, BLACK, true)).get(0);
        assertThat(agreed.arbiterConsent()).as("the arbiter's consent is part of the record").isTrue();
    }

    @Test
    void article9_1_1_noDrawBeforeTheMoveTheRegulationsSet_withoutTheArbitersConsent_RF_2013() {
        drawNotBeforeMove30(Edition.RF_2013, "9.1.1");
    }

    @Test
    void article9_1_1_noDrawBeforeTheMoveTheRegulationsSet_withoutTheArbitersConsent_FIDE_2017() {
        drawNotBeforeMove30(Edition.FIDE_2017, "9.1.1");
    }

    @Test
    void article9_1_1_noDrawBeforeTheMoveTheRegulationsSet_withoutTheArbitersConsent_FIDE_2023() {
        drawNotBeforeMove30(Edition.FIDE_2023, "9.1.1");
    }

    @Test
    void article5_2c_theLawsOf2005LetTheRegulationsAloneRestrictDraws_FIDE_2005() {
        drawNotBeforeMove30(Edition.FIDE_2005, null);
    }

    @Test
    void article9_1_1_theSofiaRule_noDrawAtAllWithoutTheArbiter_FIDE_2023() {
        Record r = game(Edition.FIDE_2023, new GameRegulations(null, null, true));
        for (int i = 0; i < 3; i++) {
            r.move(10 + 4L * i, WHITE, i % 2 == 0 ? "g1f3" : "f3g1").move(12 + 4L * i, BLACK, i % 2 == 0 ? "g8f6" : "f6g8");
        }
        r.then(new Commands.OfferDraw(Record.ID, t(500), null, WHITE));
        assertThatThrownBy(() -> decide(r, new Commands.AcceptDraw(Record.ID, t(501), null, BLACK)))
                .hasMessageContaining("without the arbiter's consent");
    }

    @Test
    void article9_1_1_afterTheMoveTheRegulationsSet_aDrawIsAgreedAsTheLawsSay_FIDE_2023() {
        Record r = game(Edition.FIDE_2023, new GameRegulations(null, 2, false)).move(3, WHITE, "g1f3").move(4, BLACK, "g8f6");
        r.then(new Commands.OfferDraw(Record.ID, t(5), null, WHITE));
        assertThat(((DrawOffered) r.events().get(r.events().size() - 1)).againstRegulations()).isNull();
        DrawAgreed agreed = (DrawAgreed) decide(r, new Commands.AcceptDraw(Record.ID, t(6), null, BLACK)).get(0);
        assertThat(agreed.arbiterConsent()).isNull();
    }

    @Test
    void article6_7_theDefaultTimeIsTheRegulations_FIDE_2005() {
        Record r = Record.underRegulations(Edition.FIDE_2005, "5400", new GameRegulations(15 * 60_000L, null, false)).startClocks(0);
        assertThatThrownBy(() -> decide(r, new Commands.ReportAbsence(Record.ID, t(15 * 60), null, WHITE, null, false)))
                .hasMessageContaining("not yet in default");
        AbsenceReported absent = (AbsenceReported) decide(r, new Commands.ReportAbsence(Record.ID, t(15 * 60 + 1), null, WHITE,
                null, false)).get(0);
        assertThat(absent.defaultTimeMs()).isEqualTo(15 * 60_000L);
        assertThat(absent.article()).isEqualTo("6.7");
        assertThatThrownBy(() -> decide(r, new Commands.ReportAbsence(Record.ID, t(3601), null, WHITE, 3_600_000L, false)))
                .as("the game's regulations, not another figure").hasMessageContaining("set the default time at 900000 ms");
    }

    @Test
    void article6_7_1_theDefaultTimeIsTheRegulations_FIDE_2023() {
        Record r = Record.underRegulations(Edition.FIDE_2023, "5400", new GameRegulations(30 * 60_000L, null, false)).startClocks(0);
        assertThatThrownBy(() -> decide(r, new Commands.ReportAbsence(Record.ID, t(60), null, BLACK, null, false)))
                .hasMessageContaining("not yet in default");
        AbsenceReported absent = (AbsenceReported) decide(r, new Commands.ReportAbsence(Record.ID, t(30 * 60 + 1), null, BLACK,
                null, false)).get(0);
        assertThat(absent.article()).isEqualTo("6.7.1");
    }
}
