package adjudicator.command.game;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.ClaimTouchMove;
import adjudicator.command.api.Commands.DeclareDeadPosition;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.ObserveFlagFall;
import adjudicator.command.api.Commands.OfferDraw;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.Commands.SignScoresheet;
import adjudicator.command.api.Commands.StopClocks;
import adjudicator.command.api.Commands.TouchPiece;
import adjudicator.command.api.Commands.WaiveTouchMoveClaim;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.EndingAwaitsClaim;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.Party;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PlayerResigned;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.ScoresheetSigned;
import adjudicator.command.api.TouchMoveClaimWaived;
import adjudicator.command.api.TouchMoveClaimed;
import adjudicator.command.api.GameStatus;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static adjudicator.command.game.GameFixtures.ID;
import static adjudicator.command.game.GameFixtures.pressed;
import static adjudicator.command.game.GameFixtures.started;
import static adjudicator.command.game.GameFixtures.t;
import static adjudicator.command.game.Rejections.rejected;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checkmate, stalemate and a dead position brought about by a move that broke touch-move. FIDE 2017 and
 * 2023 end the game by them only "при условии, что ход ... был выполнен в соответствии со Статьей 3 и
 * Статьями 4.2 – 4.7" (5.1.1, 5.2.1, 5.2.2), so the ending waits for the opponent's claim (4.8); FIDE 2005
 * (5.1a, 5.2a-b: "ходом, разрешенным Правилами") and RF 2013 (5.1.1, 5.2.1: "возможным ходом", Art. 3)
 * end the game at once.
 */
class EndingAfterBrokenTouchMoveTest {

    /** White: Kg6, Qf2, Ra1; Black: Kh8. Ra8 mates; Qf7 stalemates; Qf8 mates. */
    private static final String KQR_K = "7k/8/6K1/8/8/8/5Q2/R7 w - - 0 1";
    private static final String AFTER_QF7 = "7k/5Q2/6K1/8/8/8/8/R7 b - - 1 1";
    private static final String AFTER_QF8 = "5Q1k/8/6K1/8/8/8/8/R7 b - - 1 1";
    private static final String AFTER_RA8 = "R6k/8/6K1/8/8/8/5Q2/8 b - - 1 1";
    /** White: Ke1, Bf1; Black: Kh8, Nb5. Bxb5 leaves king and bishop against king: a dead position. */
    private static final String KB_KN = "7k/8/8/1n6/8/8/8/4KB2 w - - 0 1";
    private static final String AFTER_BXB5 = "7k/8/8/1B6/8/8/8/4K3 b - - 0 1";

    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    /** The rook's moves from a1 in KQR_K, written out by hand: the file to a8, the rank to h1. */
    private static final List<String> ROOK_MOVES = List.of("a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8",
            "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1h1");

    private static PieceTouched touched(Color player, String square, String piece, long at) {
        return new PieceTouched(ID, t(at), Actor.of(player), player, square, piece);
    }

    private static MoveMade qf7() {
        return new MoveMade(ID, t(5), Actor.WHITE, WHITE, "f2f7", "Qf7", true, null, null, AFTER_QF7);
    }

    private static ObligationBroken rookBinding(String uci, String article, Edition rules) {
        return new ObligationBroken(ID, t(5), Actor.SYSTEM, WHITE, 1, uci, ROOK_MOVES, article, List.of("a1"), rules);
    }

    private static EndingAwaitsClaim stalemateWaits(Edition rules) {
        return new EndingAwaitsClaim(ID, t(5), Actor.SYSTEM, BLACK, "1/2-1/2", Termination.STALEMATE, "5.2.1", "4.8", rules);
    }

    /** Under {@code rules}: White touched the rook, stalemated with the queen, and (then) {@code more}. */
    private static Object[] stalemateAwaiting(Edition rules, Object... more) {
        List<Object> after = new ArrayList<>(List.of(touched(WHITE, "a1", "R", 3), qf7(), rookBinding("f2f7", "4.3.1", rules),
                stalemateWaits(rules)));
        after.addAll(Arrays.asList(more));
        return started(rules, KQR_K, after.toArray());
    }

    private static GameEnded stalemateTakesEffect(long at, Edition rules) {
        return new GameEnded(ID, t(at), Actor.SYSTEM, "1/2-1/2", Termination.STALEMATE, "5.2.1, 4.8", rules);
    }

    @Test
    void article5_2_1_aStalemateByAMoveThatBrokeTouchMoveWaitsForTheClaim_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, KQR_K, touched(WHITE, "a1", "R", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Qf7"))
                .expectEvents(qf7(), rookBinding("f2f7", "4.3.1", Edition.FIDE_2017), stalemateWaits(Edition.FIDE_2017));
    }

    @Test
    void article5_2_1_theSameUnder2023() {
        fixture.given(started(Edition.FIDE_2023, KQR_K, touched(WHITE, "a1", "R", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Qf7"))
                .expectEvents(qf7(), rookBinding("f2f7", "4.3.1", Edition.FIDE_2023), stalemateWaits(Edition.FIDE_2023));
    }

    @Test
    void article5_1_1_aCheckmateByAMoveThatBrokeTouchMoveWaitsForTheClaim_FIDE_2023() {
        fixture.given(started(Edition.FIDE_2023, KQR_K, touched(WHITE, "a1", "R", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Qf8"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "f2f8", "Qf8#", true, null, null, AFTER_QF8),
                        rookBinding("f2f8", "4.3.1", Edition.FIDE_2023),
                        new EndingAwaitsClaim(ID, t(5), Actor.SYSTEM, BLACK, "1-0", Termination.CHECKMATE, "5.1.1", "4.8",
                                Edition.FIDE_2023));
    }

    @Test
    void article5_2_2_aDeadPositionByAMoveThatBrokeTouchMoveWaitsForTheClaim_FIDE_2017() {
        // the king was touched (4.3.1): Ke1 to d1, d2, e2 or f2 was the move to make
        fixture.given(started(Edition.FIDE_2017, KB_KN, touched(WHITE, "e1", "K", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Bxb5"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "f1b5", "Bxb5", true, null, null, AFTER_BXB5),
                        new ObligationBroken(ID, t(5), Actor.SYSTEM, WHITE, 1, "f1b5", List.of("e1d1", "e1d2", "e1e2", "e1f2"),
                                "4.3.1", List.of("e1"), Edition.FIDE_2017),
                        new EndingAwaitsClaim(ID, t(5), Actor.SYSTEM, BLACK, "1/2-1/2", Termination.DEAD_POSITION, "5.2.2", "4.8",
                                Edition.FIDE_2017));
    }

    @Test
    void article5_2a_underFide2005TheStalemateEndsTheGameAtOnce() {
        // "если пат возник в результате хода, разрешенного Правилами": a move legal under Art. 3
        fixture.given(started(Edition.FIDE_2005, KQR_K, touched(WHITE, "a1", "R", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Qf7"))
                .expectEvents(qf7(), rookBinding("f2f7", "4.3a", Edition.FIDE_2005),
                        new GameEnded(ID, t(5), Actor.SYSTEM, "1/2-1/2", Termination.STALEMATE, "5.2a", Edition.FIDE_2005));
    }

    @Test
    void article5_1a_underFide2005TheCheckmateEndsTheGameAtOnce() {
        fixture.given(started(Edition.FIDE_2005, KQR_K, touched(WHITE, "a1", "R", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Qf8"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "f2f8", "Qf8#", true, null, null, AFTER_QF8),
                        rookBinding("f2f8", "4.3a", Edition.FIDE_2005),
                        new GameEnded(ID, t(5), Actor.SYSTEM, "1-0", Termination.CHECKMATE, "5.1a", Edition.FIDE_2005));
    }

    @Test
    void article5_2b_underFide2005TheDeadPositionEndsTheGameAtOnce() {
        fixture.given(started(Edition.FIDE_2005, KB_KN, touched(WHITE, "e1", "K", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Bxb5"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "f1b5", "Bxb5", true, null, null, AFTER_BXB5),
                        new ObligationBroken(ID, t(5), Actor.SYSTEM, WHITE, 1, "f1b5", List.of("e1d1", "e1d2", "e1e2", "e1f2"),
                                "4.3a", List.of("e1"), Edition.FIDE_2005),
                        new GameEnded(ID, t(5), Actor.SYSTEM, "1/2-1/2", Termination.DEAD_POSITION, "5.2b", Edition.FIDE_2005));
    }

    @Test
    void article5_2_1_underRf2013TheStalemateEndsTheGameAtOnce() {
        // "если патовая позиция достигнута возможным ходом": возможный by Art. 3 alone (the paragraph after 4.6.3)
        fixture.given(started(Edition.RF_2013, KQR_K, touched(WHITE, "a1", "R", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Qf7"))
                .expectEvents(qf7(), rookBinding("f2f7", "4.3.1", Edition.RF_2013),
                        new GameEnded(ID, t(5), Actor.SYSTEM, "1/2-1/2", Termination.STALEMATE, "5.2.1", Edition.RF_2013));
    }

    @Test
    void article5_1_1_underRf2013TheCheckmateEndsTheGameAtOnce() {
        fixture.given(started(Edition.RF_2013, KQR_K, touched(WHITE, "a1", "R", 3)))
                .when(new MakeMove(ID, t(5), null, WHITE, "Qf8"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "f2f8", "Qf8#", true, null, null, AFTER_QF8),
                        rookBinding("f2f8", "4.3.1", Edition.RF_2013),
                        new GameEnded(ID, t(5), Actor.SYSTEM, "1-0", Termination.CHECKMATE, "5.1.1", Edition.RF_2013));
    }

    @Test
    void article5_2_1_aStalemateByALawfulMoveStillEndsTheGameAtOnce_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, KQR_K))
                .when(new MakeMove(ID, t(5), null, WHITE, "Qf7"))
                .expectEvents(qf7(),
                        new GameEnded(ID, t(5), Actor.SYSTEM, "1/2-1/2", Termination.STALEMATE, "5.2.1", Edition.FIDE_2017));
    }

    @Test
    void article5_2_1_theGameStaysInProgressWhileTheEndingWaits_FIDE_2017() {
        GameState s = GameFold.of(events(stalemateAwaiting(Edition.FIDE_2017)));
        assertThat(s.status()).isEqualTo(GameStatus.IN_PROGRESS);
        assertThat(s.pendingEnding()).hasValueSatisfying(p -> {
            assertThat(p.claimant()).isEqualTo(BLACK);
            assertThat(p.termination()).isEqualTo(Termination.STALEMATE);
            assertThat(p.article()).isEqualTo("5.2.1");
            assertThat(p.claimArticle()).isEqualTo("4.8");
            assertThat(p.ply()).isEqualTo(1);
        });
    }

    @Test
    void article4_8_theClaimReinstatesThePositionAndBindsWhiteToTheRook_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new ClaimTouchMove(ID, t(8), null, BLACK))
                .expectEvents(new TouchMoveClaimed(ID, t(8), Actor.BLACK, BLACK),
                        new ClaimUpheld(ID, t(8), Actor.SYSTEM, BLACK, ClaimKind.TOUCH_MOVE, "4.8", Edition.FIDE_2017),
                        new PositionRestored(ID, t(8), Actor.SYSTEM, 0, KQR_K, "4.8", "touch-move: f2f7 broke 4.3.1",
                                Edition.FIDE_2017, List.of("a1"), ROOK_MOVES, "4.3.1", List.of("f2f7")));
    }

    @Test
    void article5_1_1_afterTheClaimRa8MatesAndEndsTheGame_FIDE_2017() {
        Object[] claimed = stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6),
                new TouchMoveClaimed(ID, t(8), Actor.BLACK, BLACK),
                new ClaimUpheld(ID, t(8), Actor.SYSTEM, BLACK, ClaimKind.TOUCH_MOVE, "4.8", Edition.FIDE_2017),
                new PositionRestored(ID, t(8), Actor.SYSTEM, 0, KQR_K, "4.8", "touch-move: f2f7 broke 4.3.1",
                        Edition.FIDE_2017, List.of("a1"), ROOK_MOVES, "4.3.1", List.of("f2f7")));
        assertThat(GameFold.of(events(claimed)).pendingEnding()).isEmpty();
        fixture.given(claimed)
                .when(new MakeMove(ID, t(10), null, WHITE, "Ra8"))
                .expectEvents(new MoveMade(ID, t(10), Actor.WHITE, WHITE, "a1a8", "Ra8#", true, null, null, AFTER_RA8),
                        new GameEnded(ID, t(10), Actor.SYSTEM, "1-0", Termination.CHECKMATE, "5.1.1", Edition.FIDE_2017));
    }

    @Test
    void article4_8_theArbiterRecordsTheWaiverAndTheStalemateTakesEffect_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new WaiveTouchMoveClaim(ID, t(9), null, BLACK))
                .expectEvents(new TouchMoveClaimWaived(ID, t(9), Actor.ARBITER, BLACK, "4.8", Edition.FIDE_2017),
                        stalemateTakesEffect(9, Edition.FIDE_2017));
    }

    @Test
    void article4_8_onlyTheClaimantWaives_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017))
                .when(new WaiveTouchMoveClaim(ID, t(9), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "4.8", Edition.FIDE_2017));
    }

    @Test
    void article4_8_aWaiverWithNoEndingWaitingIsRefused_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, KQR_K))
                .when(new WaiveTouchMoveClaim(ID, t(9), null, BLACK))
                .expectNoEvents()
                .expectException(rejected(409, "4.8", Edition.FIDE_2017));
    }

    @Test
    void article4_8_touchingAManClosesTheWindowAndTheStalemateTakesEffect_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new TouchPiece(ID, t(9), null, BLACK, "h8"))
                .expectEvents(touched(BLACK, "h8", "k", 9), stalemateTakesEffect(9, Edition.FIDE_2017));
    }

    @Test
    void article5_2_1_aResignationClosesTheWindowAndTheStalemateStands_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new Resign(ID, t(9), null, BLACK))
                .expectEvents(new PlayerResigned(ID, t(9), Actor.BLACK, BLACK), stalemateTakesEffect(9, Edition.FIDE_2017));
    }

    @Test
    void article5_2_1_aDrawOfferClosesTheWindow_FIDE_2017() {
        // an offer by the player whose clock runs, before he moves, is an offer at another time (11.5), recorded all the same
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new OfferDraw(ID, t(9), null, BLACK))
                .expectEvents(new DrawOffered(ID, t(9), Actor.BLACK, BLACK, false, "9.1.2.1", "11.5", Edition.FIDE_2017, null, null),
                        stalemateTakesEffect(9, Edition.FIDE_2017));
    }

    @Test
    void article8_7_theClaimantsSignatureClosesTheWindow_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new SignScoresheet(ID, t(9), null, BLACK, "1/2-1/2"))
                .expectEvents(stalemateTakesEffect(9, Edition.FIDE_2017),
                        new ScoresheetSigned(ID, t(9), Actor.BLACK, BLACK, "1/2-1/2", "8.7", Edition.FIDE_2017));
    }

    @Test
    void article4_8_thePressAndStoppingTheClocksLeaveTheWindowOpen_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017))
                .when(new PressClock(ID, t(6), null, WHITE))
                .expectEvents(pressed(WHITE, 6));
        // Black's clock runs: 5400 s less the one second since the press
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new StopClocks(ID, t(7), null, Actor.BLACK))
                .expectEvents(new ClocksStopped(ID, t(7), Actor.BLACK, 5_400_000 - 6_000, 5_400_000 - 1_000, "6.11.2",
                        Edition.FIDE_2017));
        GameState s = GameFold.of(events(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6),
                new ClocksStopped(ID, t(7), Actor.BLACK, 5_394_000, 5_399_000, "6.11.2", Edition.FIDE_2017))));
        assertThat(s.pendingEnding()).isPresent();
    }

    @Test
    void article6_8_aFlagFallInsideTheWindowDecidesNothing_FIDE_2017() {
        // Black's clock ran from White's press at 6 s: his 5400 s were gone at 5406 s
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new ObserveFlagFall(ID, t(5_500), null, Party.BLACK))
                .expectEvents(new FlagFell(ID, t(5_500), Actor.SYSTEM, BLACK, t(5_406), Actor.ARBITER, "6.8", Edition.FIDE_2017));
    }

    @Test
    void article4_8_aMoveByTheClaimantIsRefused_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new MakeMove(ID, t(9), null, BLACK, "h8g8"))
                .expectNoEvents()
                .expectException(GameRuleException.class)
                .expectException(rejected(409, "4.8", Edition.FIDE_2017));
    }

    @Test
    void article4_8_theArbiterDoesNotDeclareTheDeadPositionAlone_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new DeclareDeadPosition(ID, t(9), null))
                .expectNoEvents()
                .expectException(rejected(409, "4.8", Edition.FIDE_2017));
    }

    @Test
    void article4_8_noDrawClaimIsDecidedBeforeIt_FIDE_2017() {
        fixture.given(stalemateAwaiting(Edition.FIDE_2017, pressed(WHITE, 6)))
                .when(new ClaimDraw(ID, t(9), null, BLACK, ClaimKind.THREEFOLD_REPETITION, null, null))
                .expectNoEvents()
                .expectException(rejected(409, "4.8", Edition.FIDE_2017));
    }

    private static List<adjudicator.command.api.GameEvent> events(Object[] given) {
        return Arrays.stream(given).map(e -> (adjudicator.command.api.GameEvent) e).toList();
    }
}
