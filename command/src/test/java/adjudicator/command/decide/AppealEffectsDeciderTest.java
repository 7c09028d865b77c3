package adjudicator.command.decide;

import adjudicator.command.api.Commands;
import adjudicator.command.api.Party;
import adjudicator.command.state.ResultStanding;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.junit.jupiter.api.Test;


import static adjudicator.command.decide.Record.t;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What an appeal's decision does to a game, given/when/expect, as new events citing the appeal (the
 * record is never edited): the result amended above the signatures and the arbiter, a penalty withdrawn,
 * the game resumed from a position of its record; a game going on cannot be appealed.
 */
class AppealEffectsDeciderTest {

    private static final String ID = "appeal-1";
    @Test
    void aResultAmendedOnAppealIsTheResultInForce_aboveTheSignaturesAndTheArbiter_andTheRecordsOwnStays() {
        Record r = Record.of(Edition.FIDE_2017, "-").move(1, WHITE, "f2f3").move(2, BLACK, "e7e5").move(3, WHITE, "g2g4")
                .move(4, BLACK, "d8h4");
        r.then(new Commands.SignScoresheet(Record.ID, t(10), null, WHITE, "1-0"));
        r.then(new Commands.SignScoresheet(Record.ID, t(11), null, BLACK, "1-0"));
        assertThat(r.state().resultInForce()).isEqualTo("1-0");
        r.then(new Commands.AmendResultOnAppeal(Record.ID, t(20), null, ID, "0-1", Termination.CHECKMATE, "5.1.1", "the mate stands"));
        assertThat(r.state().resultInForce()).isEqualTo("0-1");
        assertThat(r.state().resultStanding()).isEqualTo(ResultStanding.DECIDED_ON_APPEAL);
        assertThat(r.state().result()).isEqualTo("0-1");
        assertThat(r.state().appealDecision().appealId()).isEqualTo(ID);
    }

    @Test
    void aPenaltyWithdrawnOnAppealNoLongerCounts_theEventThatImposedItStays() {
        Record r = Record.of(Edition.FIDE_2023, "-").move(1, WHITE, "e2e4").move(2, BLACK, "e7e5");
        r.then(new Commands.ImposePenalty(Record.ID, t(3), null, Party.WHITE, adjudicator.command.api.PenaltyKind.WARNING, null, null,
                "distracting the opponent", null));
        long seq = r.state().penalties().get(0).seq();
        r.then(new Commands.Resign(Record.ID, t(4), null, WHITE));
        assertThatThrownBy(() -> GameDecider.decide(r.state(), new Commands.WithdrawPenaltyOnAppeal(Record.ID, t(10), null, ID, seq + 1,
                null)).eventsOrThrow()).hasMessageContaining("imposed no penalty");
        r.then(new Commands.WithdrawPenaltyOnAppeal(Record.ID, t(10), null, ID, seq, "no distraction was proved"));
        assertThat(r.state().penalties()).isEmpty();
        assertThat(r.events()).extracting(e -> e.getClass().getSimpleName()).contains("PenaltyImposed", "PenaltyWithdrawnOnAppeal");
    }

    @Test
    void aGameResumedOnAppealReopensFromThePositionOfItsRecord_withTheClocksSet_andAGameGoingOnCannotBeAppealed() {
        Record r = Record.of(Edition.FIDE_2023, "300").startClocks(0).ply(5, WHITE, "f2f3").ply(10, BLACK, "e7e5");
        assertThatThrownBy(() -> GameDecider.decide(r.state(), new Commands.ResumeOnAppeal(Record.ID, t(20), null, ID, 2, 100_000,
                100_000, null)).eventsOrThrow()).as("refused while the game goes on").hasMessageContaining("has not ended");
        r.then(new Commands.ClaimFlagFall(Record.ID, t(400), null, BLACK));
        assertThat(r.state().status().name()).isEqualTo("FINISHED");
        assertThatThrownBy(() -> GameDecider.decide(r.state(), new Commands.ResumeOnAppeal(Record.ID, t(500), null, ID, 9, 100_000,
                100_000, null)).eventsOrThrow()).hasMessageContaining("no position after 9");
        r.then(new Commands.ResumeOnAppeal(Record.ID, t(500), null, ID, 1, 200_000, 250_000, "faulty clock"));
        assertThat(r.state().status().name()).isEqualTo("IN_PROGRESS");
        assertThat(r.state().moves()).hasSize(1);
        assertThat(r.state().result()).isNull();
        assertThat(r.state().clock().remainingMs(WHITE, t(500))).isEqualTo(200_000);
        assertThat(r.state().clock().whiteFlagFallen()).isFalse();
        assertThat(r.state().clock().running()).isNull();
    }
}
