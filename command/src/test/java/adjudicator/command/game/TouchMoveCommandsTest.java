package adjudicator.command.game;

import adjudicator.command.api.RejectionReason;

import adjudicator.command.api.Decline;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.Commands.AdjustPiece;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.ClaimTouchMove;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.TouchPiece;
import adjudicator.command.api.Commands.TouchPromotionSquare;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PieceAdjusted;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.PromotionSquareTouched;
import adjudicator.command.api.TouchMoveClaimed;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
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
import static adjudicator.command.game.GameFixtures.started;
import static adjudicator.command.game.GameFixtures.t;
import static adjudicator.command.game.Rejections.rejected;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;

/** Touches, adjustments and touch-move claims (2005 4.2-4.7; RF 2013 4.2-4.7; 2017/2023 4.2.1-4.8), per edition. */
class TouchMoveCommandsTest {

    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    private static PieceTouched touched(Color player, String square, String piece, long at) {
        return new PieceTouched(ID, t(at), Actor.of(player), player, square, piece);
    }

    private static MoveMade e4(long at) {
        return new MoveMade(ID, t(at), Actor.WHITE, WHITE, "e2e4", "e4", true, null, null, AFTER_E4);
    }

    /** White touched the knight on g1, then played e4 and pressed: a breach of 4.3a. */
    private static Object[] knightTouchedThenE4(Edition rules, String article) {
        return started(rules, START, touched(WHITE, "g1", "N", 3), e4(5),
                new ObligationBroken(ID, t(5), Actor.SYSTEM, WHITE, 1, "e2e4", List.of("g1f3", "g1h3"), article,
                        List.of("g1"), rules),
                new ClockPressed(ID, t(5), Actor.WHITE, WHITE));
    }

    @Test
    void article4_3a_aDeliberateTouchIsRecorded_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new TouchPiece(ID, t(3), null, WHITE, "g1"))
                .expectEvents(touched(WHITE, "g1", "N", 3));
    }

    @Test
    void article4_3a_aMoveWithAnotherManIsRecordedAndFlagged_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, touched(WHITE, "g1", "N", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "e4"))
                .expectEvents(e4(5), new ObligationBroken(ID, t(5), Actor.SYSTEM, WHITE, 1, "e2e4",
                        List.of("g1f3", "g1h3"), "4.3a", List.of("g1"), Edition.FIDE_2005));
    }

    @Test
    void article4_3_1_aMoveWithTheTouchedManIsJustAMove_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START, touched(WHITE, "g1", "N", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Nf3"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "g1f3", "Nf3", true, null, null,
                        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"));
    }

    @Test
    void article4_5_touchingAManThatCannotMoveBindsNothing_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, touched(WHITE, "a1", "R", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "e4"))
                .expectEvents(e4(5));
    }

    @Test
    void article4_7_aClaimBeforeTouchingAManReinstatesThePosition_FIDE_2005() {
        fixture.given(knightTouchedThenE4(Edition.FIDE_2005, "4.3a"))
                .when(new ClaimTouchMove(ID, t(7), null, BLACK))
                .expectEvents(new TouchMoveClaimed(ID, t(7), Actor.BLACK, BLACK),
                        new ClaimUpheld(ID, t(7), Actor.SYSTEM, BLACK, ClaimKind.TOUCH_MOVE, "4.7", Edition.FIDE_2005),
                        new PositionRestored(ID, t(7), Actor.SYSTEM, 0, START, "4.7", "touch-move: e2e4 broke 4.3a",
                                Edition.FIDE_2005, List.of("g1"), List.of("g1f3", "g1h3"), "4.3a", List.of("e2e4")));
    }

    @Test
    void article4_8_theSameClaimUnder2017() {
        fixture.given(knightTouchedThenE4(Edition.FIDE_2017, "4.3.1"))
                .when(new ClaimTouchMove(ID, t(7), null, BLACK))
                .expectEvents(new TouchMoveClaimed(ID, t(7), Actor.BLACK, BLACK),
                        new ClaimUpheld(ID, t(7), Actor.SYSTEM, BLACK, ClaimKind.TOUCH_MOVE, "4.8", Edition.FIDE_2017),
                        new PositionRestored(ID, t(7), Actor.SYSTEM, 0, START, "4.8", "touch-move: e2e4 broke 4.3.1",
                                Edition.FIDE_2017, List.of("g1"), List.of("g1f3", "g1h3"), "4.3.1", List.of("e2e4")));
    }

    @Test
    void article4_7_theRightToClaimIsLostOnceTheClaimantTouchesAMan_FIDE_2005() {
        Object[] given = knightTouchedThenE4(Edition.FIDE_2005, "4.3a");
        Object[] more = Arrays.copyOf(given, given.length + 1);
        more[given.length] = touched(BLACK, "e7", "p", 6);
        fixture.given(more)
                .when(new ClaimTouchMove(ID, t(7), null, BLACK))
                .expectEvents(new TouchMoveClaimed(ID, t(7), Actor.BLACK, BLACK),
                        new ClaimRejected(ID, t(7), Actor.SYSTEM, BLACK, ClaimKind.TOUCH_MOVE, RejectionReason.RIGHT_LOST, null, "4.7",
                                Edition.FIDE_2005, 0, 0, null, null, null, null));
    }

    @Test
    void article4_7_aClaimWithNoBrokenObligationIsRecordedAndRejected_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5), new ClockPressed(ID, t(5), Actor.WHITE, WHITE)))
                .when(new ClaimTouchMove(ID, t(7), null, BLACK))
                .expectEvents(new TouchMoveClaimed(ID, t(7), Actor.BLACK, BLACK),
                        new ClaimRejected(ID, t(7), Actor.SYSTEM, BLACK, ClaimKind.TOUCH_MOVE, RejectionReason.NO_BROKEN_OBLIGATION, null,
                                "4.7", Edition.FIDE_2005, 0, 0, null, null, null, null));
    }

    @Test
    void article4_2_anAnnouncedAdjustmentBindsNothing_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, new PieceAdjusted(ID, t(3), Actor.WHITE, WHITE, "g1", "N", true, "4.2")))
                .when(new MakeMove(ID, t(5), null, WHITE, "e4"))
                .expectEvents(e4(5));
    }

    @Test
    void article4_2_1_onlyThePlayerHavingTheMoveMayAdjust_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START))
                .when(new AdjustPiece(ID, t(3), null, BLACK, "g8"))
                .expectEvents(new PieceAdjusted(ID, t(3), Actor.BLACK, BLACK, "g8", "n", false, "4.2.1"));
    }

    @Test
    void article4_3_thereIsNoManToTouchOnAnEmptySquare() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new TouchPiece(ID, t(3), null, WHITE, "e4"))
                .expectNoEvents()
                .expectException(rejected(422, null, Edition.FIDE_2005));
    }

    @Test
    void article4_3_aSquareMustBeASquare() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new TouchPiece(ID, t(3), null, WHITE, "z9"))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void article9_1a_touchingAManDeclinesTheOpenOffer_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5),
                        new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1a", null, Edition.FIDE_2005),
                        new ClockPressed(ID, t(7), Actor.WHITE, WHITE)))
                .when(new TouchPiece(ID, t(9), null, BLACK, "e7"))
                .expectEvents(touched(BLACK, "e7", "p", 9),
                        new DrawOfferDeclined(ID, t(9), Actor.BLACK, BLACK, Decline.BY_TOUCHING, "9.1a", Edition.FIDE_2005));
    }

    /** The knights went out and back twice: the start position stands for the third time, White to move. */
    private static Object[] repeated(Edition rules, Object... more) {
        List<Object> events = new ArrayList<>(Arrays.asList(started(rules, START)));
        String[] cycle = {"g1f3", "g8f6", "f3g1", "f6g8"};
        Position p = Position.initial();
        for (int ply = 1; ply <= 8; ply++) {
            Color mover = p.sideToMove();
            p = p.play(Move.parseUci(cycle[(ply - 1) % 4]));
            events.add(new MoveMade(ID, t(ply), Actor.of(mover), mover, cycle[(ply - 1) % 4], null, true, null, null, p.fen()));
            events.add(new ClockPressed(ID, t(ply), Actor.of(mover), mover));
        }
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    @Test
    void article9_4_underRf2013TouchingAManLosesTheRightToClaimOnThisMove() {
        fixture.given(repeated(Edition.RF_2013, touched(WHITE, "e2", "P", 9)))
                .when(new ClaimDraw(ID, t(10), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null))
                .expectNoEvents()
                .expectException(rejected(409, "9.4", Edition.RF_2013));
    }

    @Test
    void article9_4_underFide2005TouchingAManDoesNotLoseIt() {
        fixture.given(repeated(Edition.FIDE_2005, touched(WHITE, "e2", "P", 9)))
                .when(new ClaimDraw(ID, t(10), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null))
                .expectEvents(new DrawClaimed(ID, t(10), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION, null, null),
                        new ClaimUpheld(ID, t(10), Actor.SYSTEM, WHITE, ClaimKind.THREEFOLD_REPETITION, "9.2b", Edition.FIDE_2005),
                        new GameEnded(ID, t(10), Actor.SYSTEM, "1/2-1/2", Termination.THREEFOLD_REPETITION, "9.2b",
                                Edition.FIDE_2005));
    }

    // ---- 4.4d (2005), 4.4.4 (RF 2013, 2017/2023): the promoted piece is chosen once it touches the square

    /** Black keeps a pawn, so that a knight promotion leaves a position that is not dead (5.2.2). */
    private static final String PAWN_ON_E7 = "7k/p3P3/8/8/8/8/8/K7 w - - 0 1";

    private static Object[] pawnOnE7(Edition rules, Object... more) {
        List<Object> events = new ArrayList<>();
        events.add(new GameCreated(ID, T0, Actor.ARBITER, "W", "B", "Open", null, "1", 1, rules, "5400", PAWN_ON_E7));
        events.add(new ClocksStarted(ID, t(0), Actor.ARBITER, WHITE, rules == Edition.FIDE_2005 || rules == Edition.RF_2013 ? "6.5" : "6.6"));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    private static PromotionSquareTouched knightOnE8(Edition rules, String article, boolean binding, long at) {
        return new PromotionSquareTouched(ID, t(at), Actor.WHITE, WHITE, "e8", "N", binding, article, rules);
    }

    @Test
    void article4_4d_theNewPieceTouchingTheSquareOfPromotionIsRecorded_FIDE_2005() {
        fixture.given(pawnOnE7(Edition.FIDE_2005))
                .when(new TouchPromotionSquare(ID, t(3), null, WHITE, "e8", "knight"))
                .expectEvents(knightOnE8(Edition.FIDE_2005, "4.4d", true, 3));
    }

    @Test
    void article4_4d_promotingToAnotherPieceBreaksTouchMove_FIDE_2005() {
        fixture.given(pawnOnE7(Edition.FIDE_2005, touched(WHITE, "e7", "P", 2), knightOnE8(Edition.FIDE_2005, "4.4d", true, 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "e8=Q"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "e7e8q", "e8=Q+", true, null, null,
                                "4Q2k/p7/8/8/8/8/8/K7 b - - 0 1"),
                        new ObligationBroken(ID, t(5), Actor.SYSTEM, WHITE, 1, "e7e8q", List.of("e7e8n"), "4.4d",
                                List.of("e7", "e8=N"), Edition.FIDE_2005));
    }

    @Test
    void article4_4_4_promotingToTheChosenPieceIsJustAMove_FIDE_2017() {
        fixture.given(pawnOnE7(Edition.FIDE_2017, touched(WHITE, "e7", "P", 2), knightOnE8(Edition.FIDE_2017, "4.4.4", true, 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "e8=N"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "e7e8n", "e8=N", true, null, null,
                        "4N2k/p7/8/8/8/8/8/K7 b - - 0 1"));
    }

    @Test
    void article4_4_4_onlyTheFirstChoiceOfTheTurnBinds_FIDE_2023() {
        fixture.given(pawnOnE7(Edition.FIDE_2023, knightOnE8(Edition.FIDE_2023, "4.4.4", true, 3)))
                .when(new TouchPromotionSquare(ID, t(4), null, WHITE, "e8", "Q"))
                .expectEvents(new PromotionSquareTouched(ID, t(4), Actor.WHITE, WHITE, "e8", "Q", false, "4.4.4",
                        Edition.FIDE_2023));
    }

    @Test
    void article4_4_4_aBrokenChoiceIsClaimedAndTheChosenPieceStaysBinding_RF_2013() {
        fixture.given(pawnOnE7(Edition.RF_2013, touched(WHITE, "e7", "P", 2), knightOnE8(Edition.RF_2013, "4.4.4", true, 3),
                        new MoveMade(ID, t(5), Actor.WHITE, WHITE, "e7e8q", "e8=Q+", true, null, null,
                                "4Q2k/p7/8/8/8/8/8/K7 b - - 0 1"),
                        new ObligationBroken(ID, t(5), Actor.SYSTEM, WHITE, 1, "e7e8q", List.of("e7e8n"), "4.4.4",
                                List.of("e7", "e8=N"), Edition.RF_2013)))
                .when(new ClaimTouchMove(ID, t(7), null, BLACK))
                .expectEvents(new TouchMoveClaimed(ID, t(7), Actor.BLACK, BLACK),
                        new ClaimUpheld(ID, t(7), Actor.SYSTEM, BLACK, ClaimKind.TOUCH_MOVE, "4.7", Edition.RF_2013),
                        new PositionRestored(ID, t(7), Actor.SYSTEM, 0, PAWN_ON_E7, "4.7", "touch-move: e7e8q broke 4.4.4",
                                Edition.RF_2013, List.of("e7", "e8=N"), List.of("e7e8n"), "4.4.4", List.of("e7e8q")));
    }

    @Test
    void article4_4d_aSquareOffThePlayersLastRankIsNoSquareOfPromotion_FIDE_2005() {
        fixture.given(pawnOnE7(Edition.FIDE_2005))
                .when(new TouchPromotionSquare(ID, t(3), null, WHITE, "e1", "Q"))
                .expectNoEvents()
                .expectException(rejected(422, "4.4d", Edition.FIDE_2005));
    }

    @Test
    void article4_4d_aPawnDoesNotPromoteToAKing_FIDE_2005() {
        fixture.given(pawnOnE7(Edition.FIDE_2005))
                .when(new TouchPromotionSquare(ID, t(3), null, WHITE, "e8", "K"))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }
}
