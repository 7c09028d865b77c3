package adjudicator.command.decide;

import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.Commands;
import adjudicator.command.api.ResultDecision;
import adjudicator.command.state.GameState;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static adjudicator.command.decide.Record.t;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The result in force with its ending (8.7: an appeal's decision, the arbiter's, the result both signed), the last
 * ruling of a view, and what may be sent now as the deciders decide it ({@link Acts}), given/when/expect.
 */
class ResultInForceAndActsTest {

    /** Both knights out and back twice: the starting position stands for the third time, White to move. */
    private static Record threefold(Edition rules) {
        return Record.of(rules, "-").move(1, WHITE, "g1f3").move(2, BLACK, "g8f6").move(3, WHITE, "f3g1").move(4, BLACK, "f6g8")
                .move(5, WHITE, "g1f3").move(6, BLACK, "g8f6").move(7, WHITE, "f3g1").move(8, BLACK, "f6g8");
    }

    @Test
    void art8_7_theEndingInForceIsTheAppealsWhereItAmendedTheResult_theRecordsEndingStays_FIDE2017() {
        Record r = threefold(Edition.FIDE_2017);
        r.then(new Commands.ClaimDraw(Record.ID, t(9), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null));
        assertThat(r.state().termination()).isEqualTo(Termination.THREEFOLD_REPETITION);
        assertThat(r.state().terminationInForce()).as("before the appeal: the record's").isEqualTo(Termination.THREEFOLD_REPETITION);
        assertThat(r.state().terminationArticleInForce()).isEqualTo(r.state().terminationArticle());
        r.then(new Commands.AmendResultOnAppeal(Record.ID, t(100), null, "appeal-1", "1-0", Termination.ELECTRONIC_DEVICE, "11.3.2.2",
                "Black's phone rang during the game"));
        GameState s = r.state();
        assertThat(s.resultInForce()).isEqualTo("1-0");
        assertThat(s.terminationInForce()).isEqualTo(Termination.ELECTRONIC_DEVICE);
        assertThat(s.terminationArticleInForce()).isEqualTo("11.3.2.2");
        assertThat(s.result()).as("the record's result").isEqualTo("1/2-1/2");
        assertThat(s.termination()).as("the record's ending").isEqualTo(Termination.THREEFOLD_REPETITION);
    }

    @Test
    void art8_7_anotherResultTheArbiterDecidedIsInForceAsHisDecision_underHisArticle_FIDE2023() {
        Record r = threefold(Edition.FIDE_2023);
        r.then(new Commands.ClaimDraw(Record.ID, t(9), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null));
        r.then(new Commands.CorrectResult(Record.ID, t(20), null, ResultDecision.OTHER, "0-1", "White's illegal third move found"));
        assertThat(r.state().resultInForce()).isEqualTo("0-1");
        assertThat(r.state().terminationInForce()).isEqualTo(Termination.ARBITER_DECISION);
        assertThat(r.state().terminationArticleInForce()).isEqualTo(r.state().resultDecision().article()).isNotNull();
    }

    @Test
    void art8_7_aResultBothSignedAlikeOtherThanTheRecordsIsInForceAsWritten_FIDE2005() {
        Record r = threefold(Edition.FIDE_2005);
        r.then(new Commands.ClaimDraw(Record.ID, t(9), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null));
        r.then(new Commands.SignScoresheet(Record.ID, t(20), null, WHITE, "1-0"));
        r.then(new Commands.SignScoresheet(Record.ID, t(21), null, BLACK, "1-0"));
        assertThat(r.state().resultInForce()).isEqualTo("1-0");
        assertThat(r.state().terminationInForce()).isEqualTo(Termination.RESULT_AS_WRITTEN);
        assertThat(r.state().terminationArticleInForce()).isEqualTo("8.7");
    }

    @Test
    void art9_5_theLastRulingIsTheRejectionOfAnIncorrectClaim_notTheDrawOfferTheClaimAlsoIs_FIDE2017() {
        Record r = Record.of(Edition.FIDE_2017, "5400").startClocks(0).ply(5, WHITE, "e2e4").ply(10, BLACK, "e7e5");
        r.then(new Commands.ClaimDraw(Record.ID, t(20), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null));
        List<String> types = r.state().rulings().stream().map(x -> x.type()).toList();
        assertThat(types).as("the view's list shows the offer after the rejection").containsSubsequence("ClaimRejected", "DrawOffered");
        assertThat(r.state().lastRuling()).get().extracting(x -> x.type()).isEqualTo("ClaimRejected");
        assertThat(r.state().lastRuling().get().text()).contains("rejected");
    }

    private static Map<String, Acts.Act> acts(Record r, long seconds) {
        return Acts.now(r.state(), t(seconds)).stream().collect(Collectors.toMap(Acts.Act::type, a -> a));
    }

    @Test
    void acts_aGameWithClocksNotStarted_offersTheStartOfTheClocks_andNothingOfAFinishedGame() {
        Map<String, Acts.Act> acts = acts(Record.of(Edition.FIDE_2023, "5400"), 1);
        assertThat(acts).containsKey("StartClocks");
        assertThat(acts).doesNotContainKeys("SignScoresheet", "CorrectResult", "AcceptDraw", "RuleOnClaim", "WaiveTouchMoveClaim");
    }

    @Test
    void acts_aDrawOfferedByWhiteMayBeAcceptedOrDeclinedByBlackAlone_art9_1() {
        Record r = Record.of(Edition.FIDE_2023, "-").move(1, WHITE, "e2e4");
        r.then(new Commands.OfferDraw(Record.ID, t(2), null, WHITE));
        assertThat(acts(r, 3)).as("9.1.1: not before each player has made a move").doesNotContainKey("AcceptDraw")
                .containsKey("DeclineDraw");
        r.move(3, BLACK, "e7e5").move(4, WHITE, "g1f3");
        r.then(new Commands.OfferDraw(Record.ID, t(5), null, WHITE));
        Map<String, Acts.Act> acts = acts(r, 6);
        assertThat(acts.get("AcceptDraw").by()).containsExactly("BLACK");
        assertThat(acts.get("AcceptDraw").options()).as("no regulations restrict it").containsExactly("WITHOUT_CONSENT");
        assertThat(acts.get("DeclineDraw").by()).containsExactly("BLACK");
        assertThat(acts.get("MakeMove").by()).contains("BLACK");
        assertThat(acts.get("ClaimDraw").options()).contains("THREEFOLD_REPETITION", "FIFTY_MOVE_RULE");
    }

    @Test
    void acts_afterTheMateOnlyTheRecordsStepsRemain_signaturesTheResultsCorrectionAndPenaltiesWithoutTime_art5_1_1_art8_7() {
        Record r = Record.of(Edition.FIDE_2023, "-").move(1, WHITE, "f2f3").move(2, BLACK, "e7e5").move(3, WHITE, "g2g4")
                .move(4, BLACK, "d8h4");
        assertThat(r.state().status().name()).isEqualTo("FINISHED");
        long seq = r.state().lastSeq();
        Map<String, Acts.Act> acts = acts(r, 10);
        assertThat(acts).doesNotContainKeys("MakeMove", "OfferDraw", "Resign", "ClaimDraw", "StartClocks", "TouchPiece", "AwardTime");
        assertThat(acts.get("SignScoresheet").by()).containsExactly("WHITE", "BLACK");
        assertThat(acts.get("CorrectResult").options()).contains("RECORDED", "OTHER");
        assertThat(acts.get("ImposePenalty").options()).contains("WARNING").doesNotContain("ADD_OPPONENT_TIME", "LOSS_OF_GAME");
        assertThat(r.state().lastSeq()).as("nothing written").isEqualTo(seq);
    }
}
