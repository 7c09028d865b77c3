package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.Status;
import adjudicator.engine.rules.ClaimVerdict.Correct;
import adjudicator.engine.rules.ClaimVerdict.Incorrect;
import adjudicator.engine.rules.ClaimVerdict.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Draw claims under Article 9.2 (threefold repetition) and 9.3 (fifty moves), each cited in the
 * edition's own numbering: FIDE 2005 9.2a/9.2b, 9.3a/9.3b; RF
 * 2013 9.2.1/9.2.2, 9.3.1/9.3.2; FIDE 2017/2023
 * 9.2.1.1/9.2.1.2, 9.3.1/9.3.2 (see docs/editions.md). "Now" is the branch without an intended move.
 */
class DrawClaimsTest {

    private static final Optional<Move> NO_INTENDED_MOVE = Optional.empty();

    /** Knights out and back twice: the start position stands for the third time, White to move. */
    private static final String[] KNIGHTS_TWICE = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"};

    /** The start position and the position after each move, in order. */
    static List<Position> line(Position start, String... sans) {
        List<Position> out = new ArrayList<>();
        Position p = start;
        out.add(p);
        for (String san : sans) {
            p = p.play(San.parseSan(p, san));
            out.add(p);
        }
        return out;
    }

    static List<Position> line(String fen, String... sans) {
        return line(Position.fromFen(fen), sans);
    }

    private static List<Position> knights(int plies) {
        return line(Position.initial(), Arrays.copyOf(KNIGHTS_TWICE, plies));
    }

    private static Optional<Move> intended(String uci) {
        return Optional.of(Move.parseUci(uci));
    }

    private static Correct threefold(String article) {
        return new Correct(new Outcome(GameResult.DRAW, Termination.THREEFOLD_REPETITION, article));
    }

    private static Correct fifty(String article) {
        return new Correct(new Outcome(GameResult.DRAW, Termination.FIFTY_MOVE_RULE, article));
    }

    private static Incorrect incorrect(String article, Reason reason, int found) {
        return new Incorrect(article, reason, OptionalInt.of(found));
    }

    private static Incorrect incorrect(String article, Reason reason) {
        return new Incorrect(article, reason, OptionalInt.empty());
    }

    // ------------------------------------------------------------------ 9.2: threefold, now

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2b", "RF_2013, 9.2.2", "FIDE_2017, 9.2.1.2", "FIDE_2023, 9.2.1.2"})
    void article9_2_now_theThirdOccurrenceClaimedByThePlayerToMoveIsADraw(Edition edition, String article) {
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), knights(8), Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(threefold(article));
    }

    @Test
    void fide2005_article9_2b_threefoldNowIsADraw() {
        assertThat(DrawClaims.threefoldRepetition(Ruleset.FIDE_2005, knights(8), Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(threefold("9.2b"));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2b", "RF_2013, 9.2.2", "FIDE_2017, 9.2.1.2", "FIDE_2023, 9.2.1.2"})
    void article9_2_now_theSecondOccurrenceIsAnIncorrectClaim(Edition edition, String article) {
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), knights(4), Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(incorrect(article, Reason.NOT_REPEATED, 2));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2b", "RF_2013, 9.2.2", "FIDE_2017, 9.2.1.2", "FIDE_2023, 9.2.1.2"})
    void article9_2_now_onlyThePlayerHavingTheMoveMayClaim(Edition edition, String article) {
        // the position is there for the third time, but White has the move, not Black
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), knights(8), Color.BLACK, NO_INTENDED_MOVE))
                .isEqualTo(incorrect(article, Reason.NOT_CLAIMANTS_TURN));
    }

    // ------------------------------------------------------------------ 9.2: threefold, intended move

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2a", "RF_2013, 9.2.1", "FIDE_2017, 9.2.1.1", "FIDE_2023, 9.2.1.1"})
    void article9_2_intendedMove_thatWouldProduceTheThirdOccurrenceIsADraw(Edition edition, String article) {
        // Black has the move after 4.Ng1; ...Ng8 would set up the start position for the third time
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), knights(7), Color.BLACK, intended("f6g8")))
                .isEqualTo(threefold(article));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2a", "RF_2013, 9.2.1", "FIDE_2017, 9.2.1.1", "FIDE_2023, 9.2.1.1"})
    void article9_2_intendedMove_thatWouldProduceOnlyTheSecondOccurrenceIsIncorrect(Edition edition, String article) {
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), knights(3), Color.BLACK, intended("f6g8")))
                .isEqualTo(incorrect(article, Reason.NOT_REPEATED, 2));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2a", "RF_2013, 9.2.1", "FIDE_2017, 9.2.1.1", "FIDE_2023, 9.2.1.1"})
    void article9_2_intendedMove_anIllegalIntendedMoveMakesTheClaimIncorrect(Edition edition, String article) {
        Ruleset rules = Ruleset.of(edition);
        // a knight cannot go f6-f4; and g1-f3 is White's knight while Black has the move
        assertThat(DrawClaims.threefoldRepetition(rules, knights(7), Color.BLACK, intended("f6f4")))
                .isEqualTo(incorrect(article, Reason.INTENDED_MOVE_ILLEGAL));
        assertThat(DrawClaims.threefoldRepetition(rules, knights(7), Color.BLACK, intended("g1f3")))
                .isEqualTo(incorrect(article, Reason.INTENDED_MOVE_ILLEGAL));
    }

    @Test
    void fide2005_article9_2a_theClaimantMustHaveTheMoveAlsoWithAnIntendedMove() {
        // 9.2: "по правильному заявлению игрока, за которым очередь хода"; White's Ng1-f3 would be legal
        // for White and would produce the third occurrence of the position after 1.Nf3, but Black has the move
        assertThat(DrawClaims.threefoldRepetition(Ruleset.FIDE_2005, knights(7), Color.WHITE, intended("g1f3")))
                .isEqualTo(incorrect("9.2a", Reason.NOT_CLAIMANTS_TURN));
    }

    @Test
    void fide2005_article9_2a_withAnIntendedMoveTheClaimIsJudgedOnThePositionThatMoveWouldProduce() {
        // the current position is there for the third time, but White wrote 5.Nc3: that position is new
        assertThat(DrawClaims.threefoldRepetition(Ruleset.FIDE_2005, knights(8), Color.WHITE, intended("b1c3")))
                .isEqualTo(incorrect("9.2a", Reason.NOT_REPEATED, 1));
    }

    @Test
    void fide2017_article9_2_1_1_theIntendedMoveIsNotPlayedByTheClaim() {
        List<Position> line = knights(7);
        List<Position> before = List.copyOf(line);
        DrawClaims.threefoldRepetition(Ruleset.FIDE_2017, line, Color.BLACK, intended("f6g8"));
        assertThat(line).isEqualTo(before);
    }

    // ------------------------------------------------------------------ 9.2: what makes positions the same

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2b", "RF_2013, 9.2.2", "FIDE_2017, 9.2.1.2", "FIDE_2023, 9.2.1.2"})
    void article9_2_aLostCastlingRightMakesTheStartPositionADifferentOne(Edition edition, String article) {
        // White may castle queenside at the start (b1-d1 empty, c1 and d1 unattacked), so even the
        // 2005 main text's "possible moves" test tells it apart; Ra1-b1 loses the right for good
        String start = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
        String[] cycle = {"Rb1", "Kd8", "Ra1", "Ke8"};
        List<Position> twice = line(start, concat(cycle, cycle));
        List<Position> thrice = line(start, concat(cycle, cycle, cycle));
        // the men stand as at the start for the third time, but with the right only at the start
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), twice, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(incorrect(article, Reason.NOT_REPEATED, 2));
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), thrice, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(threefold(article));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2b", "RF_2013, 9.2.2", "FIDE_2017, 9.2.1.2", "FIDE_2023, 9.2.1.2"})
    void article9_2_aPawnThatCouldBeTakenEnPassantMakesADifferentPosition(Edition edition, String article) {
        // after ...d5 the e5 pawn may take en passant; two king round trips later it no longer may
        List<Position> line = line("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
                "d5", "Ke2", "Kd8", "Ke1", "Ke8", "Ke2", "Kd8", "Ke1", "Ke8");
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), line, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(incorrect(article, Reason.NOT_REPEATED, 2));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.2b", "RF_2013, 9.2.2", "FIDE_2017, 9.2.1.2", "FIDE_2023, 9.2.1.2"})
    void article9_2_anEnPassantSquareNoPawnCanTakeOnIsNoDifference(Edition edition, String article) {
        // the same as above with the white pawn on e4: ...d5 sets an en-passant square nobody can use
        List<Position> line = line("4k3/3p4/8/8/4P3/8/8/4K3 b - - 0 1",
                "d5", "Ke2", "Kd8", "Ke1", "Ke8", "Ke2", "Kd8", "Ke1", "Ke8");
        assertThat(line.get(1).enPassantSquare()).isNotEqualTo(-1);
        assertThat(DrawClaims.threefoldRepetition(Ruleset.of(edition), line, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(threefold(article));
    }

    @Test
    void fide2005_article9_2b_afterARestoredPositionOnlyTheReplayedLineCounts() {
        // 1.Nf3 Nf6 2.Ng1 Ng8 3.Ng1-g3?? (illegal) Ng8-f6: the arbiter restores the position before the
        // illegal move (7.4a). The annulled positions and the restored one are no new appearances.
        List<Position> replayed = knights(4);
        Position restored = replayed.get(4);
        Position illegal = restored.playPhysical(Move.parseUci("g1g3"));
        Position reply = illegal.play(Move.parseUci("g8f6"));
        List<Position> asRecordedOnTheBoard = new ArrayList<>(replayed);
        asRecordedOnTheBoard.addAll(List.of(illegal, reply, restored));

        assertThat(DrawClaims.threefoldRepetition(Ruleset.FIDE_2005, replayed, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(incorrect("9.2b", Reason.NOT_REPEATED, 2));
        // what a count over everything that stood on the board would wrongly say
        assertThat(DrawClaims.threefoldRepetition(Ruleset.FIDE_2005, asRecordedOnTheBoard, Color.WHITE, NO_INTENDED_MOVE))
                .isInstanceOf(Correct.class);
        // play goes on from the restored position: 3.Nf3 Nf6 4.Ng1 Ng8 is the third occurrence
        List<Position> continued = new ArrayList<>(replayed);
        continued.addAll(line(restored, "Nf3", "Nf6", "Ng1", "Ng8").subList(1, 5));
        assertThat(DrawClaims.threefoldRepetition(Ruleset.FIDE_2005, continued, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(threefold("9.2b"));
    }

    // ------------------------------------------------------------------ 9.3: fifty moves, now

    /** White to move, rook and kings only; {@code clock} half-moves since the last pawn move or capture. */
    private static String rookEnding(int clock) {
        return "8/8/4k3/8/8/4K3/8/R7 w - - " + clock + " 70";
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.3b", "RF_2013, 9.3.2", "FIDE_2017, 9.3.2", "FIDE_2023, 9.3.2"})
    void article9_3_now_fiftyMovesByEachPlayerIsADraw(Edition edition, String article) {
        // 98 + Ra2 Kd6 = exactly 100 half-moves, 50 by each player
        List<Position> line = line(rookEnding(98), "Ra2", "Kd6");
        assertThat(line.get(2).halfmoveClock()).isEqualTo(100);
        assertThat(DrawClaims.fiftyMoves(Ruleset.of(edition), line, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(fifty(article));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.3b", "RF_2013, 9.3.2", "FIDE_2017, 9.3.2", "FIDE_2023, 9.3.2"})
    void article9_3_now_ninetyNineHalfMovesAreNotEnough(Edition edition, String article) {
        List<Position> line = line(rookEnding(97), "Ra2", "Kd6");
        assertThat(DrawClaims.fiftyMoves(Ruleset.of(edition), line, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(incorrect(article, Reason.FEWER_THAN_FIFTY_MOVES, 99));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.3b", "RF_2013, 9.3.2", "FIDE_2017, 9.3.2", "FIDE_2023, 9.3.2"})
    void article9_3_now_onlyThePlayerHavingTheMoveMayClaim(Edition edition, String article) {
        List<Position> line = line(rookEnding(98), "Ra2", "Kd6");
        assertThat(DrawClaims.fiftyMoves(Ruleset.of(edition), line, Color.BLACK, NO_INTENDED_MOVE))
                .isEqualTo(incorrect(article, Reason.NOT_CLAIMANTS_TURN));
    }

    @Test
    void fide2005_article9_3b_aCaptureStartsTheCountAgain() {
        // 99 half-moves, then 1.Rxa8+ Ke7: one half-move since the capture
        List<Position> line = line("r3k3/8/8/8/8/8/8/R3K3 w - - 99 80", "Rxa8+", "Ke7");
        assertThat(DrawClaims.fiftyMoves(Ruleset.FIDE_2005, line, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(incorrect("9.3b", Reason.FEWER_THAN_FIFTY_MOVES, 1));
    }

    // ------------------------------------------------------------------ 9.3: fifty moves, intended move

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.3a", "RF_2013, 9.3.1", "FIDE_2017, 9.3.1", "FIDE_2023, 9.3.1"})
    void article9_3_intendedMove_thatCompletesFiftyMovesEachIsADraw(Edition edition, String article) {
        assertThat(DrawClaims.fiftyMoves(Ruleset.of(edition), line(rookEnding(99)), Color.WHITE, intended("a1a2")))
                .isEqualTo(fifty(article));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.3a", "RF_2013, 9.3.1", "FIDE_2017, 9.3.1", "FIDE_2023, 9.3.1"})
    void article9_3_intendedMove_thatLeavesOneHalfMoveShortIsIncorrect(Edition edition, String article) {
        assertThat(DrawClaims.fiftyMoves(Ruleset.of(edition), line(rookEnding(98)), Color.WHITE, intended("a1a2")))
                .isEqualTo(incorrect(article, Reason.FEWER_THAN_FIFTY_MOVES, 99));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.3a", "RF_2013, 9.3.1", "FIDE_2017, 9.3.1", "FIDE_2023, 9.3.1"})
    void article9_3_intendedMove_anIllegalIntendedMoveMakesTheClaimIncorrect(Edition edition, String article) {
        // the rook cannot go a1-b2
        assertThat(DrawClaims.fiftyMoves(Ruleset.of(edition), line(rookEnding(120)), Color.WHITE, intended("a1b2")))
                .isEqualTo(incorrect(article, Reason.INTENDED_MOVE_ILLEGAL));
    }

    @Test
    void rf2013_article9_3_1_anIntendedPawnMoveStartsTheCountAgainEvenWhenFiftyMovesAreAlreadyComplete() {
        // 100 half-moves now: a claim under 9.3.2 would be correct, but the claimant wrote a2-a3
        List<Position> line = line("8/8/4k3/8/8/4K3/P7/R7 w - - 100 70");
        assertThat(DrawClaims.fiftyMoves(Ruleset.RF_2013, line, Color.WHITE, intended("a2a3")))
                .isEqualTo(incorrect("9.3.1", Reason.FEWER_THAN_FIFTY_MOVES, 0));
        assertThat(DrawClaims.fiftyMoves(Ruleset.RF_2013, line, Color.WHITE, NO_INTENDED_MOVE))
                .isEqualTo(fifty("9.3.2"));
    }

    @ParameterizedTest(name = "{0} Art. {1}")
    @CsvSource({"FIDE_2005, 9.3a", "RF_2013, 9.3.1", "FIDE_2017, 9.3.1", "FIDE_2023, 9.3.1"})
    void article9_3_intendedMove_thatWouldCheckmateStillMakesACorrectClaimADraw(Edition edition, String article) {
        // Ra8 would mate; the claim is judged on the position it would produce, a correct claim ends the
        // game at once (2005 9.5a) and the move is never made, so there is no checkmate (DrawClaims javadoc)
        String fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80";
        assertThat(Position.fromFen(fen).play(Move.parseUci("a1a8")).status()).isEqualTo(Status.CHECKMATE);
        assertThat(DrawClaims.fiftyMoves(Ruleset.of(edition), line(fen), Color.WHITE, intended("a1a8")))
                .isEqualTo(fifty(article));
    }

    @Test
    void fide2005_article9_3a_anIncorrectClaimWithAMatingIntendedMoveLeavesTheMateToBePlayed() {
        // one half-move short: incorrect; the intended move is then played (9.5b) and mates (5.1a)
        List<Position> line = line("6k1/5ppp/8/8/8/8/8/R5K1 w - - 98 80");
        assertThat(DrawClaims.fiftyMoves(Ruleset.FIDE_2005, line, Color.WHITE, intended("a1a8")))
                .isEqualTo(incorrect("9.3a", Reason.FEWER_THAN_FIFTY_MOVES, 99));
        Position played = line.get(0).play(Move.parseUci("a1a8"));
        assertThat(Adjudication.afterLegalMove(played, Ruleset.FIDE_2005))
                .contains(new Outcome(GameResult.WHITE_WINS, Termination.CHECKMATE, "5.1a"));
    }

    @SafeVarargs
    private static String[] concat(String[]... parts) {
        List<String> all = new ArrayList<>();
        for (String[] part : parts) {
            all.addAll(List.of(part));
        }
        return all.toArray(String[]::new);
    }
}
