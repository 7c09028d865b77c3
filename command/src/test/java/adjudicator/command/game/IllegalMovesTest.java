package adjudicator.command.game;

import adjudicator.command.api.PenaltyKind;

import adjudicator.engine.rules.IllegalMoveKind;

import adjudicator.command.api.Completion;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.Commands.ClaimTouchMove;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.ReportIllegalMove;
import adjudicator.command.api.Commands.RestorePosition;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.TouchMoveClaimed;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static adjudicator.command.game.GameFixtures.ID;
import static adjudicator.command.game.GameFixtures.START;
import static adjudicator.command.game.GameFixtures.T0;
import static adjudicator.command.game.GameFixtures.fixture;
import static adjudicator.command.game.GameFixtures.pressed;
import static adjudicator.command.game.GameFixtures.t;
import static adjudicator.command.game.Rejections.rejected;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;

/** Illegal moves reported and dealt with (2005 7.4; RF 2013 7.4; 2017/2023 7.5) and the arbiter's restoring (7.5; 7.6). */
class IllegalMovesTest {

    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    private static Object[] game(Edition rules, String timeControl, String fen, Object... more) {
        List<Object> events = new ArrayList<>();
        events.add(new GameCreated(ID, T0, Actor.ARBITER, "W", "B", "Open", null, "1", 1, rules, timeControl, fen));
        events.add(new ClocksStarted(ID, t(0), Actor.ARBITER, WHITE, rules == Edition.FIDE_2005 || rules == Edition.RF_2013 ? "6.5" : "6.6"));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    /** The knight jumps from g1 to g3, which no knight can: a man moved on the board illegally. */
    private static MoveMade knightToG3(long at) {
        return new MoveMade(ID, t(at), Actor.WHITE, WHITE, "g1g3", null, false, "NOT_A_MOVE_OF_THE_PIECE", "3.6",
                "rnbqkbnr/pppppppp/8/8/8/6N1/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    }

    private static PositionRestored knightRestored(long at, Edition rules, String article, String touchArticle) {
        return new PositionRestored(ID, t(at), Actor.SYSTEM, 0, START, article,
                "illegal move g1g3 (NOT_A_MOVE_OF_THE_PIECE)", rules, List.of("g1"), List.of("g1f3", "g1h3"), touchArticle,
                List.of("g1g3"));
    }

    @Test
    void article7_4a_7_4b_theIllegalMoveIsTakenBackAndTheOpponentGetsTwoMinutes_FIDE_2005() {
        fixture.given(game(Edition.FIDE_2005, "5400", START, knightToG3(5), pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.BLACK))
                .expectEvents(
                        new IllegalMoveDetected(ID, t(8), Actor.BLACK, WHITE, 1, "g1g3", "NOT_A_MOVE_OF_THE_PIECE", "7.4a",
                                true, 1, Edition.FIDE_2005),
                        knightRestored(8, Edition.FIDE_2005, "7.4a", "4.3a"),
                        new PenaltyImposed(ID, t(8), Actor.SYSTEM, WHITE, PenaltyKind.ADD_OPPONENT_TIME, 120_000L, "7.4b",
                                Edition.FIDE_2005, "illegal move no. 1"));
    }

    @Test
    void article7_4a_theReplacingMoveIsBoundByArticle4_3_FIDE_2005() {
        Object[] given = game(Edition.FIDE_2005, "5400", START, knightToG3(5), pressed(WHITE, 5),
                new IllegalMoveDetected(ID, t(8), Actor.BLACK, WHITE, 1, "g1g3", "NOT_A_MOVE_OF_THE_PIECE", "7.4a", true, 1,
                        Edition.FIDE_2005),
                knightRestored(8, Edition.FIDE_2005, "7.4a", "4.3a"));
        fixture.given(given)
                .when(new MakeMove(ID, t(9), null, WHITE, "e4"))
                .expectEvents(new MoveMade(ID, t(9), Actor.WHITE, WHITE, "e2e4", "e4", true, null, null, AFTER_E4),
                        new ObligationBroken(ID, t(9), Actor.SYSTEM, WHITE, 1, "e2e4", List.of("g1f3", "g1h3"), "4.3a",
                                List.of("g1"), Edition.FIDE_2005));
    }

    @Test
    void article4_7_aClaimBeforeTouchingAManReinstatesThePositionAndTheObligationStays_FIDE_2005() {
        Object[] given = game(Edition.FIDE_2005, "5400", START, knightToG3(5), pressed(WHITE, 5),
                new IllegalMoveDetected(ID, t(8), Actor.BLACK, WHITE, 1, "g1g3", "NOT_A_MOVE_OF_THE_PIECE", "7.4a", true, 1,
                        Edition.FIDE_2005),
                knightRestored(8, Edition.FIDE_2005, "7.4a", "4.3a"),
                new MoveMade(ID, t(9), Actor.WHITE, WHITE, "e2e4", "e4", true, null, null, AFTER_E4),
                new ObligationBroken(ID, t(9), Actor.SYSTEM, WHITE, 1, "e2e4", List.of("g1f3", "g1h3"), "4.3a",
                        List.of("g1"), Edition.FIDE_2005),
                pressed(WHITE, 10));
        fixture.given(given)
                .when(new ClaimTouchMove(ID, t(12), null, BLACK))
                .expectEvents(new TouchMoveClaimed(ID, t(12), Actor.BLACK, BLACK),
                        new ClaimUpheld(ID, t(12), Actor.SYSTEM, BLACK, ClaimKind.TOUCH_MOVE, "4.7", Edition.FIDE_2005),
                        new PositionRestored(ID, t(12), Actor.SYSTEM, 0, START, "4.7", "touch-move: e2e4 broke 4.3a",
                                Edition.FIDE_2005, List.of("g1"), List.of("g1f3", "g1h3"), "4.3a", List.of("e2e4")));
    }

    @Test
    void article4_3a_theKnightMovedIllegallyMayGoWhereItCan_FIDE_2005() {
        Object[] given = game(Edition.FIDE_2005, "5400", START, knightToG3(5), pressed(WHITE, 5),
                new IllegalMoveDetected(ID, t(8), Actor.BLACK, WHITE, 1, "g1g3", "NOT_A_MOVE_OF_THE_PIECE", "7.4a", true, 1,
                        Edition.FIDE_2005),
                knightRestored(8, Edition.FIDE_2005, "7.4a", "4.3a"));
        fixture.given(given)
                .when(new MakeMove(ID, t(9), null, WHITE, "Nf3"))
                .expectEvents(new MoveMade(ID, t(9), Actor.WHITE, WHITE, "g1f3", "Nf3", true, null, null,
                        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"));
    }

    @Test
    void article7_4b_theThirdIllegalMoveLosesEvenIfTheOpponentCannotMate_FIDE_2005() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        fixture.given(game(Edition.FIDE_2005, "5400", fen,
                        new IllegalMoveDetected(ID, t(1), Actor.BLACK, WHITE, 1, "a1b2", "NOT_A_MOVE_OF_THE_PIECE", "7.4a", true, 2,
                                Edition.FIDE_2005),
                        new MoveMade(ID, t(5), Actor.WHITE, WHITE, "a1b2", null, false, "NOT_A_MOVE_OF_THE_PIECE", "3.5",
                                "4k3/8/8/8/8/8/1R6/4K3 b - - 1 1"),
                        pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.ARBITER))
                .expectEvents(
                        new IllegalMoveDetected(ID, t(8), Actor.ARBITER, WHITE, 1, "a1b2", "NOT_A_MOVE_OF_THE_PIECE", "7.4a",
                                true, 3, Edition.FIDE_2005),
                        new PositionRestored(ID, t(8), Actor.SYSTEM, 0, fen, "7.4a", "illegal move a1b2 (NOT_A_MOVE_OF_THE_PIECE)",
                                Edition.FIDE_2005, List.of("a1"), List.of("a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1"), "4.3a",
                                List.of("a1b2")),
                        new GameEnded(ID, t(8), Actor.SYSTEM, "0-1", Termination.ILLEGAL_MOVES, "7.4b", Edition.FIDE_2005));
    }

    @Test
    void article7_5_5_theSecondIllegalMoveIsADrawWhenTheOpponentCannotMate_FIDE_2017() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        fixture.given(game(Edition.FIDE_2017, "5400", fen,
                        new IllegalMoveDetected(ID, t(1), Actor.BLACK, WHITE, 1, "a1b2", "NOT_A_MOVE_OF_THE_PIECE", "7.5.1", true, 1,
                                Edition.FIDE_2017),
                        new MoveMade(ID, t(5), Actor.WHITE, WHITE, "a1b2", null, false, "NOT_A_MOVE_OF_THE_PIECE", "3.5",
                                "4k3/8/8/8/8/8/1R6/4K3 b - - 1 1"),
                        pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.BLACK))
                .expectEvents(
                        new IllegalMoveDetected(ID, t(8), Actor.BLACK, WHITE, 1, "a1b2", "NOT_A_MOVE_OF_THE_PIECE", "7.5.1",
                                true, 2, Edition.FIDE_2017),
                        new PositionRestored(ID, t(8), Actor.SYSTEM, 0, fen, "7.5.1", "illegal move a1b2 (NOT_A_MOVE_OF_THE_PIECE)",
                                Edition.FIDE_2017, List.of("a1"), List.of("a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1"), "4.3.1",
                                List.of("a1b2")),
                        new GameEnded(ID, t(8), Actor.SYSTEM, "1/2-1/2", Termination.ILLEGAL_MOVES, "7.5.5", Edition.FIDE_2017,
                                new MateAnalysis(BLACK, MateAnalysis.Verdict.UNWINNABLE, null, "INSUFFICIENT_MATERIAL", null)));
    }

    @Test
    void article7_5_1_anIllegalMoveNotCompletedIsReplacedWithoutPenalty_FIDE_2017() {
        fixture.given(game(Edition.FIDE_2017, "5400", START, knightToG3(5)))
                .when(new ReportIllegalMove(ID, t(6), null, Actor.ARBITER))
                .expectEvents(
                        new IllegalMoveDetected(ID, t(6), Actor.ARBITER, WHITE, 1, "g1g3", "NOT_A_MOVE_OF_THE_PIECE", "7.5.1",
                                false, null, Edition.FIDE_2017),
                        knightRestored(6, Edition.FIDE_2017, "7.5.1", "4.3.1"));
    }

    @Test
    void article7_4a_inFide2005AnIllegalMoveCountsAsSoonAsItIsMade() {
        fixture.given(game(Edition.FIDE_2005, "5400", START, knightToG3(5)))
                .when(new ReportIllegalMove(ID, t(6), null, Actor.BLACK))
                .expectEvents(
                        new IllegalMoveDetected(ID, t(6), Actor.BLACK, WHITE, 1, "g1g3", "NOT_A_MOVE_OF_THE_PIECE", "7.4a",
                                false, 1, Edition.FIDE_2005),
                        knightRestored(6, Edition.FIDE_2005, "7.4a", "4.3a"),
                        new PenaltyImposed(ID, t(6), Actor.SYSTEM, WHITE, PenaltyKind.ADD_OPPONENT_TIME, 120_000L, "7.4b",
                                Edition.FIDE_2005, "illegal move no. 1"));
    }

    @Test
    void articleA_4c_inRapidTheIllegalMoveStandsOnceTheOpponentHasMoved_FIDE_2005() {
        fixture.given(game(Edition.FIDE_2005, "1800", START, knightToG3(5), pressed(WHITE, 5),
                        new MoveMade(ID, t(7), Actor.BLACK, BLACK, "e7e5", "e5", true, null, null,
                                "rnbqkbnr/pppp1ppp/8/4p3/8/6N1/PPPPPPPP/RNBQKB1R w KQkq e6 0 2")))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.BLACK))
                .expectNoEvents()
                .expectException(rejected(409, "A.4(c)", Edition.FIDE_2005));
    }

    @Test
    void article7_4a_withNoIllegalMoveOnTheBoardThereIsNothingToReport() {
        fixture.given(game(Edition.FIDE_2005, "5400", START))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.BLACK))
                .expectNoEvents()
                .expectException(rejected(409, "7.4a", Edition.FIDE_2005));
    }

    private static Object[] threePlies(Edition rules) {
        return game(rules, "5400", START,
                new MoveMade(ID, t(5), Actor.WHITE, WHITE, "e2e4", "e4", true, null, null, AFTER_E4), pressed(WHITE, 5),
                new MoveMade(ID, t(9), Actor.BLACK, BLACK, "e7e5", "e5", true, null, null,
                        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"), pressed(BLACK, 9),
                new MoveMade(ID, t(12), Actor.WHITE, WHITE, "g1f3", "Nf3", true, null, null,
                        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"), pressed(WHITE, 12));
    }

    @Test
    void article7_5_theArbiterReinstatesAnEarlierPositionByReplay_FIDE_2005() {
        fixture.given(threePlies(Edition.FIDE_2005))
                .when(new RestorePosition(ID, t(20), null, 1, null, null, "men displaced"))
                .expectEvents(new PositionRestored(ID, t(20), Actor.ARBITER, 1, AFTER_E4, "7.5", "men displaced",
                        Edition.FIDE_2005, List.of(), List.of(), null, List.of("e7e5", "g1f3")));
    }

    @Test
    void article7_6_7_1_theArbiterReinstatesAndSetsTheClocks_FIDE_2017() {
        fixture.given(threePlies(Edition.FIDE_2017))
                .when(new RestorePosition(ID, t(20), null, 1, 5_000_000L, 5_100_000L, "men displaced"))
                .expectEvents(new PositionRestored(ID, t(20), Actor.ARBITER, 1, AFTER_E4, "7.6", "men displaced",
                                Edition.FIDE_2017, List.of(), List.of(), null, List.of("e7e5", "g1f3")),
                        new ClocksCorrected(ID, t(20), Actor.ARBITER, 5_000_000, 5_100_000, 1, 0, BLACK, "7.1", Edition.FIDE_2017));
    }

    @Test
    void article7_5_aPlyBeyondTheLineIsRejected() {
        fixture.given(threePlies(Edition.FIDE_2005))
                .when(new RestorePosition(ID, t(20), null, 4, null, null, null))
                .expectNoEvents()
                .expectException(rejected(409, "7.5", Edition.FIDE_2005));
    }

    @Test
    void articleA_4c_inRapidTheArbiterRulesOnlyOnAClaim_FIDE_2005() {
        fixture.given(game(Edition.FIDE_2005, "1800", START, knightToG3(5), pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.ARBITER))
                .expectNoEvents()
                .expectException(rejected(409, "A.4(c)", Edition.FIDE_2005));
    }

    @Test
    void articleA_4_2_inRapidTheArbiterActsHimself_FIDE_2017() {
        // 25 minutes is rapid under 2017 (more than 10, less than 60)
        fixture.given(game(Edition.FIDE_2017, "1500", START, knightToG3(5), pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.ARBITER))
                .expectEvents(
                        new IllegalMoveDetected(ID, t(8), Actor.ARBITER, WHITE, 1, "g1g3", "NOT_A_MOVE_OF_THE_PIECE", "7.5.1",
                                true, 1, Edition.FIDE_2017),
                        knightRestored(8, Edition.FIDE_2017, "7.5.1", "4.3.1"),
                        new PenaltyImposed(ID, t(8), Actor.SYSTEM, WHITE, PenaltyKind.ADD_OPPONENT_TIME, 120_000L, "A.4.2",
                                Edition.FIDE_2017, "illegal move no. 1"));
    }

    @Test
    void article8_5_theArbiterCitesTheRuleHeReinstatesUnder_FIDE_2005() {
        fixture.given(threePlies(Edition.FIDE_2005))
                .when(new RestorePosition(ID, t(20), null, 2, null, null, "scoresheets incomplete", "8.5"))
                .expectEvents(new PositionRestored(ID, t(20), Actor.ARBITER, 2,
                        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", "8.5", "scoresheets incomplete",
                        Edition.FIDE_2005, List.of(), List.of(), null, List.of("g1f3")));
    }

    // ---- 2017 7.5.3 (two hands) and 7.5.2 (an unreplaced pawn)

    private static MoveMade e4(long at) {
        return new MoveMade(ID, t(at), Actor.WHITE, WHITE, "e2e4", "e4", true, null, null, AFTER_E4);
    }

    @Test
    void article7_5_3_aCompletedMoveMadeWithTwoHandsIsPenalisedAsIllegalAndStands_FIDE_2017() {
        fixture.given(game(Edition.FIDE_2017, "5400", START, e4(5), pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.ARBITER, IllegalMoveKind.TWO_HANDS))
                .expectEvents(
                        new IllegalMoveDetected(ID, t(8), Actor.ARBITER, WHITE, 1, "e2e4", "TWO_HANDS", "7.5.3", true, 1,
                                Edition.FIDE_2017),
                        new PenaltyImposed(ID, t(8), Actor.SYSTEM, WHITE, PenaltyKind.ADD_OPPONENT_TIME, 120_000L, "7.5.5",
                                Edition.FIDE_2017, "illegal move no. 1"));
    }

    @Test
    void article7_5_3_notBeforeTheClockIsPressed_FIDE_2023() {
        fixture.given(game(Edition.FIDE_2023, "5400", START, e4(5)))
                .when(new ReportIllegalMove(ID, t(6), null, Actor.ARBITER, IllegalMoveKind.TWO_HANDS))
                .expectNoEvents()
                .expectException(rejected(409, "7.5.3", Edition.FIDE_2023));
    }

    @Test
    void article4_1_twoHandsIsNoIllegalMoveBefore2017_FIDE_2005() {
        fixture.given(game(Edition.FIDE_2005, "5400", START, e4(5), pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.ARBITER, IllegalMoveKind.TWO_HANDS))
                .expectNoEvents()
                .expectException(rejected(409, "4.1", Edition.FIDE_2005));
    }

    private static final String PAWN_ON_E7 = "7k/p3P3/8/8/8/8/8/K7 w - - 0 1";

    /** The pawn put on e8 and left there: a pawn on the last rank, not a piece. */
    private static MoveMade pawnLeftOnE8(long at) {
        return new MoveMade(ID, t(at), Actor.WHITE, WHITE, "e7e8", null, false, "PROMOTION_MISSING", "3.7e",
                "4P2k/p7/8/8/8/8/8/K7 b - - 0 1");
    }

    /** What Black's report of the pawn left on e8 records under 2017 (7.5.2), then {@code more}. */
    private static Object[] queened(Object... more) {
        List<Object> events = new ArrayList<>(List.of(
                new IllegalMoveDetected(ID, t(8), Actor.BLACK, WHITE, 1, "e7e8", "UNREPLACED_PAWN", "7.5.2", true, 1,
                        Edition.FIDE_2017),
                new PositionRestored(ID, t(8), Actor.SYSTEM, 0, PAWN_ON_E7, "7.5.2",
                        "pawn left unreplaced on e8: it becomes a queen", Edition.FIDE_2017, List.of(), List.of(), null,
                        List.of("e7e8")),
                new MoveMade(ID, t(8), Actor.ARBITER, WHITE, "e7e8q", "e8=Q+", true, null, null,
                        "4Q2k/p7/8/8/8/8/8/K7 b - - 0 1"),
                new MoveCompleted(ID, t(8), Actor.ARBITER, WHITE, Completion.REPLACED_BY_ARBITER, "7.5.2", Edition.FIDE_2017)));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    @Test
    void article7_5_2_anUnreplacedPawnBecomesAQueenAndCountsAsAnIllegalMove_FIDE_2017() {
        fixture.given(game(Edition.FIDE_2017, "5400", PAWN_ON_E7, pawnLeftOnE8(5), pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.BLACK))
                .expectEvents(queened(new PenaltyImposed(ID, t(8), Actor.SYSTEM, WHITE, PenaltyKind.ADD_OPPONENT_TIME, 120_000L,
                        "7.5.5", Edition.FIDE_2017, "illegal move no. 1")));
    }

    @Test
    void article7_5_2_afterTheQueenBlackMovesOn_FIDE_2017() {
        List<Object> given = new ArrayList<>(List.of(pawnLeftOnE8(5), pressed(WHITE, 5)));
        given.addAll(Arrays.asList(queened()));
        fixture.given(game(Edition.FIDE_2017, "5400", PAWN_ON_E7, given.toArray()))
                .when(new MakeMove(ID, t(12), null, BLACK, "Kh7"))
                .expectEvents(new MoveMade(ID, t(12), Actor.BLACK, BLACK, "h8h7", "Kh7", true, null, null,
                        "4Q3/p6k/8/8/8/8/8/K7 w - - 1 2"));
    }

    @Test
    void article7_4a_before2017AnUnreplacedPawnIsTakenBackLikeAnyIllegalMove_FIDE_2005() {
        fixture.given(game(Edition.FIDE_2005, "5400", PAWN_ON_E7, pawnLeftOnE8(5), pressed(WHITE, 5)))
                .when(new ReportIllegalMove(ID, t(8), null, Actor.BLACK))
                .expectEvents(
                        new IllegalMoveDetected(ID, t(8), Actor.BLACK, WHITE, 1, "e7e8", "PROMOTION_MISSING", "7.4a", true, 1,
                                Edition.FIDE_2005),
                        new PositionRestored(ID, t(8), Actor.SYSTEM, 0, PAWN_ON_E7, "7.4a", "illegal move e7e8 (PROMOTION_MISSING)",
                                Edition.FIDE_2005, List.of("e7"), List.of("e7e8b", "e7e8n", "e7e8q", "e7e8r"), "4.3a",
                                List.of("e7e8")),
                        new PenaltyImposed(ID, t(8), Actor.SYSTEM, WHITE, PenaltyKind.ADD_OPPONENT_TIME, 120_000L, "7.4b",
                                Edition.FIDE_2005, "illegal move no. 1"));
    }
}
