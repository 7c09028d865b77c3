package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;

import static adjudicator.command.decide.Record.ID;
import static adjudicator.command.decide.Record.t;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game's facts replayed under another edition give what that edition gives, with the articles of its
 * own numbering; under its own edition they give the record itself.
 */
class ReadjudicationTest {

    /**
     * Illegal king moves by White (two squares at once), each completed, reported by Black and taken
     * back, the king then moved (it counts as touched, 4.3) and Black replying.
     */
    private static Record illegalMoves(Edition rules, int count) {
        Record r = Record.of(rules, "5400", "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1").startClocks(0);
        String[][] rounds = {{"e1e3", "Ke2", "Ke7"}, {"e2e4", "Ke1", "Ke8"}};
        long s = 1;
        for (int i = 0; i < count && r.state().status() == GameStatus.IN_PROGRESS; i++) {
            String[] round = rounds[i % 2];
            r.move(s++, WHITE, round[0]).press(s++, WHITE).report(s++, Actor.BLACK);
            if (r.state().status() == GameStatus.IN_PROGRESS) {
                r.ply(s, WHITE, round[1]).ply(s + 2, BLACK, round[2]);
                s += 4;
            }
        }
        return r;
    }

    @Test
    void article7_4b_theThirdIllegalMoveLosesUnder2005_7_5_5_theSecondUnder2017() {
        Record record = illegalMoves(Edition.FIDE_2005, 3);
        assertThat(record.state().result()).isEqualTo("0-1");
        assertThat(record.state().terminationArticle()).isEqualTo("7.4b");

        Readjudication.Report report = Readjudication.of(record.events(), Edition.FIDE_2017);

        assertThat(report.recorded().termination()).isEqualTo(Termination.ILLEGAL_MOVES);
        assertThat(report.readjudicated().result()).isEqualTo("0-1");
        assertThat(report.readjudicated().termination()).isEqualTo(Termination.ILLEGAL_MOVES);
        assertThat(report.readjudicated().article()).isEqualTo("7.5.5");
        assertThat(report.identical()).isFalse();
        // the records part at the second illegal move: +2 min under 2005, the game lost under 2017
        GameEvent recorded = report.firstDivergence().recorded();
        GameEvent replayed = report.firstDivergence().readjudicated();
        assertThat(recorded).isInstanceOf(PenaltyImposed.class);
        assertThat(((PenaltyImposed) recorded).article()).isEqualTo("7.4b");
        assertThat(replayed).isInstanceOf(GameEnded.class);
        assertThat(((GameEnded) replayed).article()).isEqualTo("7.5.5");
        // what happened after that cannot happen under 2017: the game had ended (Art. 5)
        assertThat(report.refused()).isNotEmpty();
        assertThat(report.refused()).allSatisfy(r -> assertThat(r.rejection().article()).isEqualTo("5"));
    }

    /**
     * White touched the rook, stalemated with the queen and pressed; Black claimed nothing and touched his
     * king. Under 2017 the stalemate waited for his claim (5.2.1, 4.8) and took effect at the touch; under
     * 2005 it ended the game at the move (5.2a), so the records part there and the touch comes after the end.
     */
    @Test
    void article5_2_1_aStalemateThatWaitedUnder2017_endsAtTheMoveUnder2005_5_2a() {
        Record record = Record.of(Edition.FIDE_2017, "5400", "7k/8/6K1/8/8/8/5Q2/R7 w - - 0 1").startClocks(0)
                .then(new Commands.TouchPiece(ID, t(3), null, WHITE, "a1"))
                .move(5, WHITE, "Qf7").press(6, WHITE)
                .then(new Commands.TouchPiece(ID, t(9), null, BLACK, "h8"));
        assertThat(record.state().termination()).isEqualTo(Termination.STALEMATE);
        assertThat(record.state().terminationArticle()).isEqualTo("5.2.1, 4.8");

        Readjudication.Report report = Readjudication.of(record.events(), Edition.FIDE_2005);

        assertThat(report.readjudicated().result()).isEqualTo("1/2-1/2");
        assertThat(report.readjudicated().article()).isEqualTo("5.2a");
        assertThat(report.identical()).isFalse();
        GameEvent recorded = report.firstDivergence().recorded();
        GameEvent replayed = report.firstDivergence().readjudicated();
        assertThat(recorded).isInstanceOf(adjudicator.command.api.EndingAwaitsClaim.class);
        assertThat(replayed).isInstanceOf(GameEnded.class);
        assertThat(((GameEnded) replayed).article()).isEqualTo("5.2a");
        assertThat(report.refused()).isNotEmpty().allSatisfy(r -> assertThat(r.rejection().article()).isEqualTo("5"));

        Readjudication.Report same = Readjudication.of(record.events(), Edition.FIDE_2017);
        assertThat(same.identical()).isTrue();
        assertThat(same.readjudicated().article()).isEqualTo("5.2.1, 4.8");
    }

    @Test
    void article5_2c_anAgreementBeforeAnyMoveStandsUnder2005_5_2_3_isRefusedUnder2017() {
        Record record = Record.of(Edition.FIDE_2005, "-")
                .then(new Commands.OfferDraw(ID, t(1), null, WHITE))
                .then(new Commands.AcceptDraw(ID, t(2), null, BLACK));
        assertThat(record.state().termination()).isEqualTo(Termination.AGREEMENT);

        Readjudication.Report report = Readjudication.of(record.events(), Edition.FIDE_2017);

        assertThat(report.readjudicated().status()).isEqualTo(GameStatus.NOT_STARTED);
        assertThat(report.readjudicated().result()).isNull();
        assertThat(report.refused()).hasSize(1);
        Readjudication.Refused refused = report.refused().get(0);
        assertThat(refused.command()).isEqualTo("AcceptDraw");
        assertThat(refused.seq()).isEqualTo(2);
        assertThat(refused.rejection().article()).startsWith("5.2.3");
        assertThat(refused.rejection().rules()).isEqualTo(Edition.FIDE_2017);
        assertThat(report.firstDivergence().seq()).isEqualTo(2);
        assertThat(report.firstDivergence().readjudicated()).isNull();
    }

    /** Sixteen plies of knight shuffles: the initial position stands for the fifth time. */
    private static Record fivefold(Edition rules) {
        Record r = Record.of(rules, "5400").startClocks(0);
        String[] cycle = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int ply = 0; ply < 16; ply++) {
            r.move(1 + 2L * ply, ply % 2 == 0 ? WHITE : BLACK, cycle[ply % 4]);
            if (r.state().status() == GameStatus.IN_PROGRESS) {
                r.press(2 + 2L * ply, ply % 2 == 0 ? WHITE : BLACK);
            }
        }
        return r;
    }

    @Test
    void article9_6_1_aFivefoldRepetitionNotClaimedGoesOnUnder2005_endsUnder2017() {
        Record record = fivefold(Edition.FIDE_2005);
        assertThat(record.state().status()).isEqualTo(GameStatus.IN_PROGRESS);

        Readjudication.Report report = Readjudication.of(record.events(), Edition.FIDE_2017);

        assertThat(report.readjudicated().status()).isEqualTo(GameStatus.FINISHED);
        assertThat(report.readjudicated().result()).isEqualTo("1/2-1/2");
        assertThat(report.readjudicated().termination()).isEqualTo(Termination.FIVEFOLD_REPETITION);
        assertThat(report.readjudicated().article()).isEqualTo("9.6.1");
        // the last press cannot be made: the move that repeated the position for the fifth time ended the game
        assertThat(report.refused()).extracting(Readjudication.Refused::command).containsExactly("PressClock");
        // and a 2017 record of the same moves replays under 2005 as a game that goes on
        Record under2017 = fivefold(Edition.FIDE_2017);
        assertThat(Readjudication.of(under2017.events(), Edition.FIDE_2005).readjudicated().status())
                .isEqualTo(GameStatus.IN_PROGRESS);
    }

    /**
     * An incorrect threefold claim by White with {@code claimantSeconds} left against Black's 30
     * minutes: under 2005 9.5b the opponent gets 3:00 and the claimant's time is cut (by half, at most
     * 3:00; to 1:00 between 1:00 and 2:00; not under 1:00); under 2017 9.5.3 the opponent gets 2:00.
     */
    @ParameterizedTest
    @CsvSource({"600, 420000", "240, 120000", "90, 60000", "50, 50000"})
    void article9_5b_anIncorrectClaimsTimeUnder2005_9_5_3_under2017(long claimantSeconds, long claimantAfterMs) {
        long used = 1800 - claimantSeconds;
        Record record = Record.of(Edition.FIDE_2005, "1800").startClocks(0)
                .ply(used - 2, WHITE, "e4").ply(used, BLACK, "e5")
                .then(new Commands.ClaimDraw(ID, t(used + 2), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null));
        ClaimRejected recorded = rejection(record.events());
        assertThat(recorded.claimantDeltaMs()).isEqualTo(claimantAfterMs - claimantSeconds * 1000);
        assertThat(recorded.opponentDeltaMs()).isEqualTo(180_000);
        assertThat(recorded.penaltyArticle()).isEqualTo("9.5b");

        Readjudication.Report report = Readjudication.of(record.events(), Edition.FIDE_2017);

        ClaimRejected replayed = rejection(report.events().stream().map(Readjudication.Replayed::event).toList());
        assertThat(replayed.claimantDeltaMs()).isZero();
        assertThat(replayed.opponentDeltaMs()).isEqualTo(120_000);
        assertThat(replayed.penaltyArticle()).isEqualTo("9.5.3");
        assertThat(report.firstDivergence().recorded()).isEqualTo(recorded);
        assertThat(report.firstDivergence().readjudicated()).isEqualTo(replayed);
    }

    private static ClaimRejected rejection(List<GameEvent> events) {
        return events.stream().filter(ClaimRejected.class::isInstance).map(ClaimRejected.class::cast).findFirst().orElseThrow();
    }

    @Test
    void article12_2b_aRingingPhoneUnder2005_11_3_2_2_under2017() {
        // Black has a lone king: under 2005 (RCF commentary to 12.2b) he scores 1/2 when White's phone
        // rings, as he cannot checkmate; under 2017 11.3.2.2 he wins
        Record record = Record.of(Edition.FIDE_2005, "5400", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").startClocks(0)
                .then(new Commands.ReportDeviceSignal(ID, t(10), null, WHITE, null));
        assertThat(record.state().result()).isEqualTo("0-1/2");
        assertThat(record.state().terminationArticle()).isEqualTo("12.2b");

        Readjudication.Report report = Readjudication.of(record.events(), Edition.FIDE_2017);

        assertThat(report.readjudicated().result()).isEqualTo("0-1");
        assertThat(report.readjudicated().termination()).isEqualTo(Termination.ELECTRONIC_DEVICE);
        assertThat(report.readjudicated().article()).isEqualTo("11.3.2.2");
        assertThat(report.refused()).isEmpty();
    }

    @Test
    void article12_2b_theScoreTheArbiterSetUnder2005IsNotCarriedIntoAnEditionThatGivesHimNone() {
        Record record = Record.of(Edition.FIDE_2005, "5400").startClocks(0)
                .then(new Commands.ReportDeviceSignal(ID, t(10), null, WHITE, "1/2"));
        assertThat(record.state().result()).isEqualTo("0-1/2");

        Readjudication.Report report = Readjudication.of(record.events(), Edition.FIDE_2023);

        assertThat(report.readjudicated().result()).isEqualTo("0-1");
        assertThat(report.refused()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Edition.class)
    void underItsOwnEditionAGameReplaysAsItsRecord(Edition rules) {
        List<Record> records = List.of(illegalMoves(rules, 3), fivefold(rules),
                Record.of(rules, "-").move(1, WHITE, "e4").move(2, BLACK, "e5")
                        .then(new Commands.OfferDraw(ID, t(3), null, WHITE))
                        .then(new Commands.AcceptDraw(ID, t(4), null, BLACK)));
        for (Record record : records) {
            Readjudication.Report report = Readjudication.of(record.events(), rules);
            assertThat(report.identical()).as(String.valueOf(report.firstDivergence())).isTrue();
            assertThat(report.refused()).isEmpty();
            assertThat(report.notReproduced()).isEmpty();
            assertThat(report.readjudicated()).isEqualTo(report.recorded());
        }
    }

    @Test
    void aDisputedFactTakenOut_theRecordIsDecidedAgainWithoutIt() {
        // Fool's mate; take out Black's mating move: the game goes on
        Record r = Record.of(Edition.FIDE_2017, "-").move(1, adjudicator.engine.Color.WHITE, "f2f3")
                .move(2, adjudicator.engine.Color.BLACK, "e7e5").move(3, adjudicator.engine.Color.WHITE, "g2g4")
                .move(4, adjudicator.engine.Color.BLACK, "d8h4");
        long mate = r.events().size() - 2; // the MoveMade before GameEnded
        Readjudication.Report without = Readjudication.of(r.events(), Edition.FIDE_2017, java.util.Set.of(mate));
        org.assertj.core.api.Assertions.assertThat(without.identical()).isFalse();
        org.assertj.core.api.Assertions.assertThat(without.readjudicated().status().name()).isEqualTo("IN_PROGRESS");
        org.assertj.core.api.Assertions.assertThat(without.firstDivergence().seq()).isEqualTo(mate);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Readjudication.of(r.events(), Edition.FIDE_2017,
                java.util.Set.of(mate + 1))).hasMessageContaining("no fact that can be taken out");
    }
}
