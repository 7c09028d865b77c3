package adjudicator.command.decide;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.ResultCorrected;
import adjudicator.command.api.ResultDecision;
import adjudicator.command.api.ScoresheetSigned;
import adjudicator.command.state.ResultStanding;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.junit.jupiter.api.Test;

import java.util.List;

import static adjudicator.command.decide.Record.t;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The signed result (2005 8.7; RF 2013 8.7; 2017/2023 8.7, the same text in each): both players sign
 * both scoresheets showing the result; even if incorrect, it stands unless the arbiter decides
 * otherwise. Given a fool's mate (0-1 in the record), when the players sign and the arbiter decides,
 * expect the result in force to follow, and the record's own result never to change.
 */
class SignedResultTest {

    private static Record mated(Edition rules) {
        return Record.of(rules, "-").move(1, WHITE, "f2f3").move(2, BLACK, "e7e5").move(3, WHITE, "g2g4").move(4, BLACK, "d8h4");
    }

    private static Record sign(Record r, long s, Color player, String result) {
        return r.then(new Commands.SignScoresheet(Record.ID, t(s), null, player, result));
    }

    private static List<GameEvent> decide(Record r, ResultDecision decision, String result, String reason) {
        return GameDecider.decide(r.state(), new Commands.CorrectResult(Record.ID, t(100), null, decision, result, reason))
                .eventsOrThrow();
    }

    @Test
    void article8_7_aResultSignedAlikeStandsEvenIfIncorrectUntilTheArbiterDecides_FIDE_2005() {
        Record r = mated(Edition.FIDE_2005);
        assertThat(r.state().resultStanding()).isEqualTo(ResultStanding.UNSIGNED);
        sign(r, 10, WHITE, "1-0");
        assertThat(r.state().resultStanding()).as("one signature is not a signed result").isEqualTo(ResultStanding.UNSIGNED);
        sign(r, 11, BLACK, "1-0");
        ScoresheetSigned signed = (ScoresheetSigned) r.events().get(r.events().size() - 1);
        assertThat(signed.article()).isEqualTo("8.7");
        assertThat(r.state().resultStanding()).isEqualTo(ResultStanding.SIGNED_OTHERWISE);
        assertThat(r.state().resultInForce()).as("signed alike, it stands even if incorrect").isEqualTo("1-0");
        assertThat(r.state().result()).as("the record's own result").isEqualTo("0-1");
        assertThat(r.state().points().white()).isEqualTo("1");

        List<GameEvent> decided = decide(r, ResultDecision.RECORDED, null, null);
        ResultCorrected corrected = (ResultCorrected) decided.get(0);
        assertThat(corrected.result()).isEqualTo("0-1");
        assertThat(corrected.article()).isEqualTo("8.7");
        r.fold(decided);
        assertThat(r.state().resultStanding()).isEqualTo(ResultStanding.DECIDED);
        assertThat(r.state().resultInForce()).isEqualTo("0-1");
        assertThat(r.state().points().black()).isEqualTo("1");
        assertThatThrownBy(() -> decide(r, ResultDecision.OTHER, "1/2-1/2", "changed my mind"))
                .as("decided once; a change is an appeal's").isInstanceOf(GameRuleException.class)
                .hasMessageContaining("decided the result already");
    }

    @Test
    void article8_7_scoresheetsSignedDifferentlyLeaveTheRecordsResultAndTheArbiterStatesAnother_FIDE_2023() {
        Record r = mated(Edition.FIDE_2023);
        sign(r, 10, WHITE, "1/2-1/2");
        sign(r, 11, BLACK, "0-1");
        assertThat(r.state().resultStanding()).isEqualTo(ResultStanding.SIGNED_DIFFERENTLY);
        assertThat(r.state().resultInForce()).isEqualTo("0-1");
        assertThatThrownBy(() -> decide(r, ResultDecision.SIGNED, null, null)).isInstanceOfSatisfying(GameRuleException.class,
                e -> assertThat(e.status()).isEqualTo(409));
        assertThatThrownBy(() -> decide(r, ResultDecision.OTHER, "1/2-1/2", null)).isInstanceOfSatisfying(GameRuleException.class,
                e -> assertThat(e.getMessage()).contains("\"reason\" is required"));
        ResultCorrected other = (ResultCorrected) decide(r, ResultDecision.OTHER, "1/2-1/2", "the mate came after the flag fell").get(0);
        assertThat(other.result()).isEqualTo("1/2-1/2");
        assertThat(other.reason()).isEqualTo("the mate came after the flag fell");
    }

    @Test
    void article8_7_theSignedResultStandsByTheArbitersDecision_RF_2013() {
        Record r = mated(Edition.RF_2013);
        sign(r, 10, WHITE, "0-1");
        sign(r, 11, BLACK, "0-1");
        assertThat(r.state().resultStanding()).isEqualTo(ResultStanding.SIGNED);
        assertThat(((ResultCorrected) decide(r, ResultDecision.SIGNED, null, null).get(0)).result()).isEqualTo("0-1");
    }

    @Test
    void article8_7_signedOnceAndOnlyAtTheEnd_FIDE_2017() {
        Record r = Record.of(Edition.FIDE_2017, "-").move(1, WHITE, "e2e4");
        assertThatThrownBy(() -> sign(r, 2, WHITE, "1-0")).as("not before the end").hasMessageContaining("refused");
        Record ended = mated(Edition.FIDE_2017);
        sign(ended, 10, WHITE, "0-1");
        assertThatThrownBy(() -> sign(ended, 11, WHITE, "1-0")).hasMessageContaining("refused");
        assertThatThrownBy(() -> GameDecider.decide(ended.state(),
                new Commands.SignScoresheet(Record.ID, t(12), null, BLACK, "2-0")).eventsOrThrow())
                .isInstanceOfSatisfying(GameRuleException.class, e -> assertThat(e.status()).isEqualTo(400));
    }
}
