package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.GameStatus;
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
 * One irregularity is one illegal move (2005 7.4a; RF 2013 7.4.1; 2017/2023 7.5.1: "the position
 * immediately before the irregularity shall be reinstated"): an illegal move that nobody noticed at
 * once, the game going on for several moves, is dealt with once when it is reported: the position
 * before it comes back, every move made after it is annulled with it and recorded as annulled, and the
 * penalty is applied once, to the player who made it. Given the record, when the report comes, expect
 * these events; a second report finds nothing left to deal with.
 */
class IrregularityTest {

    /** The position after 1.e4 e5 2.Nf3 d6 3.Bb5+: Black to move, in check. */
    private static final String AFTER_BB5 = "rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 3";

    /**
     * 1.e4 e5 2.Nf3 d6 3.Bb5+ and then {@code more}, each ply pressed: 3...Nf6 leaves the king in check
     * (illegal), and nobody says so.
     */
    private static Record played(Edition rules, String... more) {
        Record r = Record.of(rules, "5400").startClocks(0);
        long s = 1;
        for (String move : List.of("e2e4", "e7e5", "g1f3", "d7d6", "f1b5")) {
            Color player = r.state().moves().size() % 2 == 0 ? WHITE : BLACK;
            r.ply(s, player, move);
            s += 10;
        }
        for (String move : more) {
            Color player = r.state().moves().size() % 2 == 0 ? WHITE : BLACK;
            r.ply(s, player, move);
            s += 10;
        }
        return r;
    }

    /** ...Nf6?? (illegal), then five more moves each; Black's 4...a6?? is illegal too (still in check). */
    private static final String[] FIVE_MORE_EACH = {"g8f6", "e1g1", "a7a6", "b5a4", "b7b5", "a4b3", "f8e7", "c2c3",
            "e8g8", "d2d4", "c7c6"};

    private static List<GameEvent> report(Record r, Actor by) {
        return GameDecider.decide(r.state(), new Commands.ReportIllegalMove(Record.ID, t(500), null, by, null)).eventsOrThrow();
    }

    /**
     * The report reinstates the position before 3...Nf6, annuls it and all eleven moves after it, and
     * penalises Black once, with the edition's articles; reported again, nothing stands to deal with.
     */
    private static void oneIrregularityOnePenalty(Edition rules, String article, String penaltyArticle) {
        oneIrregularity(rules, article, penaltyArticle, null);
    }

    /**
     * As {@link #oneIrregularityOnePenalty}, where the edition is applied with a commentary that gives the
     * opponent no time for an illegal move he answered ({@code timeWaivedBy}): no time penalty then, the
     * illegal move counted all the same.
     */
    private static void oneIrregularity(Edition rules, String article, String penaltyArticle, String timeWaivedBy) {
        Record r = played(rules, FIVE_MORE_EACH);
        assertThat(r.state().moves().stream().filter(m -> !m.legal()).map(m -> m.uci()))
                .as("the record holds two illegal moves by Black").containsExactly("g8f6", "a7a6");

        List<GameEvent> events = report(r, Actor.WHITE);

        assertThat(events).hasSize(timeWaivedBy == null ? 3 : 2);
        IllegalMoveDetected detected = (IllegalMoveDetected) events.get(0);
        assertThat(detected.offender()).isEqualTo(BLACK);
        assertThat(detected.ply()).as("the earliest illegal move, 3...Nf6").isEqualTo(6);
        assertThat(detected.uci()).isEqualTo("g8f6");
        assertThat(detected.reason()).isEqualTo("KING_LEFT_IN_CHECK");
        assertThat(detected.article()).isEqualTo(article);
        assertThat(detected.count()).isEqualTo(1);
        assertThat(detected.timeWaivedBy()).isEqualTo(timeWaivedBy);
        PositionRestored restored = (PositionRestored) events.get(1);
        assertThat(restored.toPly()).isEqualTo(5);
        assertThat(restored.fen()).isEqualTo(AFTER_BB5);
        assertThat(restored.annulledMoves()).as("every move from the irregularity on").containsExactly(FIVE_MORE_EACH);
        assertThat(restored.touched()).containsExactly("g8");
        if (timeWaivedBy == null) {
            PenaltyImposed penalty = (PenaltyImposed) events.get(2);
            assertThat(penalty.player()).isEqualTo(BLACK);
            assertThat(penalty.penalty()).isEqualTo(PenaltyKind.ADD_OPPONENT_TIME);
            assertThat(penalty.amountMs()).isEqualTo(120_000L);
            assertThat(penalty.article()).isEqualTo(penaltyArticle);
        }

        r.fold(events);
        assertThat(r.state().status()).isEqualTo(GameStatus.IN_PROGRESS);
        assertThat(r.state().moves()).hasSize(5);
        assertThat(r.state().position().fen()).isEqualTo(AFTER_BB5);
        assertThat(r.state().illegalMovesOf(BLACK)).as("one irregularity, one illegal move").isEqualTo(1);
        assertThat(r.state().illegalMovesOf(WHITE)).isZero();
        assertThatThrownBy(() -> report(r, Actor.WHITE)).isInstanceOf(GameRuleException.class)
                .hasMessageContaining("no illegal move stands on the board");
    }

    /**
     * Under 2005 with the RCF commentary to 7.4a, White answered the illegal 3...Nf6 without seeing it:
     * the position is reinstated and the illegal move counted, with no time to White.
     */
    @Test
    void article7_4a_7_4b_oneIrregularityIsOneIllegalMove_answeredItCostsNoTime_FIDE_2005() {
        oneIrregularity(Edition.FIDE_2005, "7.4a", "7.4b", "RCF commentary to 7.4a");
    }

    /** Reported before White's reply, the 2005 text's two minutes are given. */
    @Test
    void article7_4b_reportedBeforeTheReplyTheOpponentGetsTwoMinutes_FIDE_2005() {
        Record r = played(Edition.FIDE_2005, "g8f6");
        List<GameEvent> events = report(r, Actor.WHITE);
        assertThat(((IllegalMoveDetected) events.get(0)).timeWaivedBy()).isNull();
        PenaltyImposed penalty = (PenaltyImposed) events.get(2);
        assertThat(penalty.amountMs()).isEqualTo(120_000L);
        assertThat(penalty.article()).isEqualTo("7.4b");
    }

    @Test
    void article7_4_1_7_4_2_oneIrregularityIsOneIllegalMove_RF_2013() {
        oneIrregularityOnePenalty(Edition.RF_2013, "7.4.1", "7.4.2");
    }

    @Test
    void article7_5_1_7_5_5_oneIrregularityIsOneIllegalMove_FIDE_2017() {
        oneIrregularityOnePenalty(Edition.FIDE_2017, "7.5.1", "7.5.5");
    }

    @Test
    void article7_5_1_7_5_5_oneIrregularityIsOneIllegalMove_FIDE_2023() {
        oneIrregularityOnePenalty(Edition.FIDE_2023, "7.5.1", "7.5.5");
    }

    /**
     * Among the annulled moves an illegal move by the other player (5.Nf3-f5, a knight moving like a
     * rook): the penalty follows the reinstatement of the irregularity, which is made once, for the
     * first one; White's illegal move goes with the annulled moves, unpenalised (docs/rules.md).
     */
    @Test
    void article7_4a_anIllegalMoveOfTheOtherPlayerAmongTheAnnulledIsAnnulledWithThem_FIDE_2005() {
        Record r = played(Edition.FIDE_2005, "g8f6", "e1g1", "a7a6", "f3f5", "a6b5");
        assertThat(r.state().moves().stream().filter(m -> !m.legal()).map(m -> m.uci())).containsExactly("g8f6", "a7a6", "f3f5");

        List<GameEvent> events = report(r, Actor.ARBITER);

        assertThat(events).as("the opponent answered: no time, by the RCF commentary to 7.4a").hasSize(2);
        assertThat(((IllegalMoveDetected) events.get(0)).offender()).isEqualTo(BLACK);
        assertThat(((PositionRestored) events.get(1)).annulledMoves()).containsExactly("g8f6", "e1g1", "a7a6", "f3f5", "a6b5");
        r.fold(events);
        assertThat(r.state().illegalMovesOf(WHITE)).isZero();
        assertThat(r.state().illegalMovesOf(BLACK)).isEqualTo(1);
    }

    /**
     * In rapid play an illegal move stands once the opponent has made his next move (2017 A.4.2): of
     * two illegal moves in the line only the last, not yet answered, can be reported.
     */
    @Test
    void articleA_4_2_inRapidOnlyTheLastIllegalMoveNotYetAnsweredIsReported_FIDE_2017() {
        Record r = Record.of(Edition.FIDE_2017, "1500").startClocks(0);
        long s = 1;
        for (String move : List.of("e2e4", "e7e5", "g1f3", "d7d6", "f1b5", "g8f6", "e1g1", "a7a6")) {
            r.ply(s, r.state().moves().size() % 2 == 0 ? WHITE : BLACK, move);
            s += 10;
        }
        List<GameEvent> events = report(r, Actor.WHITE);
        assertThat(((IllegalMoveDetected) events.get(0)).uci()).isEqualTo("a7a6");
        assertThat(((PositionRestored) events.get(1)).annulledMoves()).containsExactly("a7a6");
    }

    /**
     * The commentary waives only the time: the third illegal move under 2005, answered by White, still
     * loses the game (7.4b), and no time is said to be waived.
     */
    @Test
    void article7_4b_theThirdIllegalMoveAnsweredStillLoses_FIDE_2005() {
        Record r = Record.of(Edition.FIDE_2005, "5400").startClocks(0).ply(1, WHITE, "e2e4");
        for (int i = 0; i < 2; i++) {
            r.ply(10 + 10 * i, BLACK, "e8e6").then(new Commands.ReportIllegalMove(Record.ID, t(15 + 10 * i), null, Actor.WHITE, null));
        }
        r.ply(40, BLACK, "e8e6").ply(45, WHITE, "d2d4");
        List<GameEvent> events = report(r, Actor.ARBITER);
        IllegalMoveDetected detected = (IllegalMoveDetected) events.get(0);
        assertThat(detected.count()).isEqualTo(3);
        assertThat(detected.timeWaivedBy()).isNull();
        adjudicator.command.api.GameEnded ended = (adjudicator.command.api.GameEnded) events.get(events.size() - 1);
        assertThat(ended.result()).isEqualTo("1-0");
        assertThat(ended.article()).isEqualTo("7.4b");
    }

    /**
     * 2005 6.14, 2017 6.10.2: a position reinstated without new times leaves the clock counting the
     * moves taken back; the state says so (the view's {@code pending.moveCounter}) until the arbiter
     * sets the counter with {@code CorrectClocks}.
     */
    @Test
    void article6_14_theClocksMoveCounterAheadOfTheBoardAfterAReinstatementIsShownUntilCorrected_FIDE_2005() {
        Record r = Record.of(Edition.FIDE_2005, "40/5400:1800").startClocks(0)
                .move(10, WHITE, "e2e4").press(10, WHITE).move(20, BLACK, "e7e5").press(20, BLACK)
                .move(30, WHITE, "g1f3").press(30, WHITE);
        assertThat(r.state().moveCounterAhead()).isEmpty();
        r.then(new Commands.RestorePosition(Record.ID, t(40), null, 1, null, null, "the wrong position was set up"));
        adjudicator.command.state.GameState.MoveCounter ahead = r.state().moveCounterAhead().orElseThrow();
        assertThat(ahead.whiteByClock()).isEqualTo(2);
        assertThat(ahead.whiteOnBoard()).isEqualTo(1);
        assertThat(ahead.blackByClock()).isEqualTo(1);
        assertThat(ahead.blackOnBoard()).isZero();
        r.then(new Commands.CorrectClocks(Record.ID, t(50), null, 5_300_000L, 5_300_000L, 1));
        assertThat(r.state().moveCounterAhead()).isEmpty();
    }
}
