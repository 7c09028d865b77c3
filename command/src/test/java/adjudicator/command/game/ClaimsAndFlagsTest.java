package adjudicator.command.game;

import adjudicator.command.api.RejectionReason;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.ClaimFlagFall;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.ObserveFlagFall;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.FlagFallClaimed;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.PlayerResigned;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeMatcher;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import static adjudicator.command.game.GameFixtures.ID;
import static adjudicator.command.game.GameFixtures.START;
import static adjudicator.command.game.GameFixtures.T0;
import static adjudicator.command.game.GameFixtures.fixture;
import static adjudicator.command.game.GameFixtures.started;
import static adjudicator.command.game.GameFixtures.t;
import static adjudicator.command.game.Rejections.rejected;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.axonframework.test.matchers.Matchers.andNoMore;
import static org.axonframework.test.matchers.Matchers.equalTo;
import static org.axonframework.test.matchers.Matchers.exactSequenceOf;
import static org.axonframework.test.matchers.Matchers.payloadsMatching;

/**
 * Claims decided at once from the record (9.2, 9.3 with the 9.5 arithmetic; a flag fall, 6.9-6.10),
 * the automatic endings of 2017 9.6, and the 2023 resignation rule, per edition where they differ.
 */
class ClaimsAndFlagsTest {

    private static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    private static GameCreated created(Edition rules, String timeControl, String fen) {
        return new GameCreated(ID, T0, Actor.ARBITER, "White, W", "Black, B", "Open A", null, "3", 12, rules,
                timeControl, fen);
    }

    /**
     * A game with a 90-minute clock, started at t(0), in which the knights go out and back: after
     * {@code plies} half-moves, each made and completed at t(ply). After 4 and 8 plies the start
     * position stands again (for the second and third time).
     */
    private static Object[] shuffled(Edition rules, String startArticle, int plies) {
        List<Object> events = new ArrayList<>();
        events.add(created(rules, "5400", START));
        events.add(new ClocksStarted(ID, t(0), Actor.ARBITER, WHITE, startArticle));
        Position p = Position.initial();
        for (int ply = 1; ply <= plies; ply++) {
            Color mover = p.sideToMove();
            Move move = Move.parseUci(SHUFFLE[(ply - 1) % 4]);
            p = p.play(move);
            events.add(new MoveMade(ID, t(ply), Actor.of(mover), mover, move.uci(), null, true, null, null, p.fen()));
            events.add(new ClockPressed(ID, t(ply), Actor.of(mover), mover));
        }
        return events.toArray();
    }

    /**
     * White moves e4 after 88:30 of thought and Black answers e5 five seconds later: at t(5315) White
     * has 1:30 left and Black 89:55, and no position has stood twice.
     */
    private static Object[] whiteHasNinetySecondsLeft(Edition rules, String startArticle) {
        Position p = Position.initial();
        Position afterE4 = p.play(Move.parseUci("e2e4"));
        Position afterE5 = afterE4.play(Move.parseUci("e7e5"));
        return new Object[]{
                created(rules, "5400", START),
                new ClocksStarted(ID, t(0), Actor.ARBITER, WHITE, startArticle),
                new MoveMade(ID, t(5310), Actor.WHITE, WHITE, "e2e4", "e4", true, null, null, afterE4.fen()),
                new ClockPressed(ID, t(5310), Actor.WHITE, WHITE),
                new MoveMade(ID, t(5315), Actor.BLACK, BLACK, "e7e5", "e5", true, null, null, afterE5.fen()),
                new ClockPressed(ID, t(5315), Actor.BLACK, BLACK)};
    }

    @SuppressWarnings("unchecked")
    private static Matcher<Object> loose(Matcher<?> matcher) {
        return (Matcher<Object>) matcher;
    }

    /** A GameEnded whose analysis says that {@code side} can checkmate, with a helpmate that does mate. */
    private static Matcher<GameEnded> endedWithHelpmate(GameEnded expected, Color side, String fen) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(GameEnded e) {
                MateAnalysis a = e.analysis();
                if (a == null || a.side() != side || !MateAnalysis.Verdict.WINNABLE.equals(a.verdict()) || a.helpmate().isEmpty()) {
                    return false;
                }
                Position p = Position.fromFen(fen);
                for (String uci : a.helpmate()) {
                    p = p.play(Move.parseUci(uci));
                }
                return p.status() == adjudicator.engine.Status.CHECKMATE && p.sideToMove() == side.opposite()
                        && Objects.equals(new GameEnded(e.gameId(), e.at(), e.actor(), e.result(), e.termination(),
                        e.article(), e.rules()), expected);
            }

            @Override
            public void describeTo(Description d) {
                d.appendText(expected + " with a helpmate by " + side);
            }
        };
    }

    // ---- 9.2 threefold repetition

    @Test
    void article9_2b_aCorrectThreefoldClaimEndsTheGameInADraw_FIDE_2005() {
        fixture.given(shuffled(Edition.FIDE_2005, "6.5", 8))
                .when(new ClaimDraw(ID, t(9), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null))
                .expectEvents(
                        new DrawClaimed(ID, t(9), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION, null, null),
                        new ClaimUpheld(ID, t(9), Actor.SYSTEM, WHITE, ClaimKind.THREEFOLD_REPETITION, "9.2b", Edition.FIDE_2005),
                        new GameEnded(ID, t(9), Actor.SYSTEM, "1/2-1/2", Termination.THREEFOLD_REPETITION, "9.2b",
                                Edition.FIDE_2005));
    }

    @Test
    void article9_2_1_2_aCorrectThreefoldClaimEndsTheGameInADraw_FIDE_2017() {
        fixture.given(shuffled(Edition.FIDE_2017, "6.6", 8))
                .when(new ClaimDraw(ID, t(9), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null))
                .expectEvents(
                        new DrawClaimed(ID, t(9), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION, null, null),
                        new ClaimUpheld(ID, t(9), Actor.SYSTEM, WHITE, ClaimKind.THREEFOLD_REPETITION, "9.2.1.2", Edition.FIDE_2017),
                        new GameEnded(ID, t(9), Actor.SYSTEM, "1/2-1/2", Termination.THREEFOLD_REPETITION, "9.2.1.2",
                                Edition.FIDE_2017));
    }

    @Test
    void article9_2a_aClaimWithTheIntendedMoveThatRepeatsThePositionIsUpheldWithoutPlayingIt_FIDE_2005() {
        // after 7 plies Black to move: Ng8 would bring the start position for the third time
        fixture.given(shuffled(Edition.FIDE_2005, "6.5", 7))
                .when(new ClaimDraw(ID, t(8), null, BLACK, ClaimKind.THREEFOLD_REPETITION, "Ng8"))
                .expectEvents(
                        new DrawClaimed(ID, t(8), Actor.BLACK, BLACK, ClaimKind.THREEFOLD_REPETITION, "f6g8", "Ng8"),
                        new ClaimUpheld(ID, t(8), Actor.SYSTEM, BLACK, ClaimKind.THREEFOLD_REPETITION, "9.2a", Edition.FIDE_2005),
                        new GameEnded(ID, t(8), Actor.SYSTEM, "1/2-1/2", Termination.THREEFOLD_REPETITION, "9.2a",
                                Edition.FIDE_2005));
    }

    @Test
    void article9_2_2_aClaimWithTheIntendedMoveIsJudgedOnThePositionItWouldProduce_RF_2013() {
        fixture.given(shuffled(Edition.RF_2013, "6.5", 7))
                .when(new ClaimDraw(ID, t(8), null, BLACK, ClaimKind.THREEFOLD_REPETITION, "f6g8"))
                .expectEvents(
                        new DrawClaimed(ID, t(8), Actor.BLACK, BLACK, ClaimKind.THREEFOLD_REPETITION, "f6g8", "Ng8"),
                        new ClaimUpheld(ID, t(8), Actor.SYSTEM, BLACK, ClaimKind.THREEFOLD_REPETITION, "9.2.1", Edition.RF_2013),
                        new GameEnded(ID, t(8), Actor.SYSTEM, "1/2-1/2", Termination.THREEFOLD_REPETITION, "9.2.1",
                                Edition.RF_2013));
    }

    @Test
    void article9_2b_onlyThePlayerHavingTheMoveMayClaim() {
        fixture.given(shuffled(Edition.FIDE_2005, "6.5", 8))
                .when(new ClaimDraw(ID, t(9), null, BLACK, ClaimKind.THREEFOLD_REPETITION, null))
                .expectNoEvents()
                .expectException(rejected(409, "9.2b", Edition.FIDE_2005));
    }

    // ---- 9.5 incorrect claims

    @Test
    void article9_5b_incorrectClaimWithOneAndAHalfMinutesLeavesOneMinute() {
        // 9.5b: the opponent gets 3 minutes; a claimant with more than one minute and less than two keeps one
        fixture.given(whiteHasNinetySecondsLeft(Edition.FIDE_2005, "6.5"))
                .when(new ClaimDraw(ID, t(5315), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null))
                .expectEvents(
                        new DrawClaimed(ID, t(5315), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION, null, null),
                        new ClaimRejected(ID, t(5315), Actor.SYSTEM, WHITE, ClaimKind.THREEFOLD_REPETITION,
                                RejectionReason.NOT_REPEATED, 1L, "9.2b", Edition.FIDE_2005, -30_000, 180_000, "9.5b",
                                60_000L, 5_395_000L + 180_000L, null),
                        new DrawOffered(ID, t(5315), Actor.WHITE, WHITE, true, "9.1c", null, Edition.FIDE_2005));
    }

    @Test
    void article9_5b_incorrectClaimWithLotsOfTimeCostsHalfOfItUpToThreeMinutes() {
        // Black claims at t(5315) with 89:55 left: minus 3:00 (half would be more); White gets 3:00
        Object[] given = whiteHasNinetySecondsLeft(Edition.FIDE_2005, "6.5");
        Object[] more = java.util.Arrays.copyOf(given, given.length + 2);
        Position afterNf3 = Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
                .play(Move.parseUci("g1f3"));
        more[given.length] = new MoveMade(ID, t(5320), Actor.WHITE, WHITE, "g1f3", "Nf3", true, null, null, afterNf3.fen());
        more[given.length + 1] = new ClockPressed(ID, t(5320), Actor.WHITE, WHITE);
        // White used 5 s more: 85 s left; Black's clock runs from t(5320) and shows 89:55 at the claim
        fixture.given(more)
                .when(new ClaimDraw(ID, t(5320), null, BLACK, ClaimKind.FIFTY_MOVE_RULE, null))
                .expectEvents(
                        new DrawClaimed(ID, t(5320), Actor.BLACK, BLACK, ClaimKind.FIFTY_MOVE_RULE, null, null),
                        new ClaimRejected(ID, t(5320), Actor.SYSTEM, BLACK, ClaimKind.FIFTY_MOVE_RULE,
                                RejectionReason.FEWER_THAN_FIFTY_MOVES, 1L, "9.3b", Edition.FIDE_2005, -180_000, 180_000, "9.5b",
                                85_000L + 180_000L, 5_395_000L - 180_000L, null),
                        new DrawOffered(ID, t(5320), Actor.BLACK, BLACK, true, "9.1c", null, Edition.FIDE_2005));
    }

    @Test
    void article9_5_3_incorrectClaimGivesTheOpponentTwoMinutesAndCostsTheClaimantNothing_FIDE_2017() {
        fixture.given(whiteHasNinetySecondsLeft(Edition.FIDE_2017, "6.6"))
                .when(new ClaimDraw(ID, t(5315), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null))
                .expectEvents(
                        new DrawClaimed(ID, t(5315), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION, null, null),
                        new ClaimRejected(ID, t(5315), Actor.SYSTEM, WHITE, ClaimKind.THREEFOLD_REPETITION,
                                RejectionReason.NOT_REPEATED, 1L, "9.2.1.2", Edition.FIDE_2017, 0, 120_000, "9.5.3",
                                90_000L, 5_395_000L + 120_000L, null),
                        new DrawOffered(ID, t(5315), Actor.WHITE, WHITE, true, "9.1.2.3", null, Edition.FIDE_2017));
    }

    @Test
    void article9_5_2_incorrectClaimGivesTheOpponentThreeMinutes_RF_2013() {
        fixture.given(whiteHasNinetySecondsLeft(Edition.RF_2013, "6.5"))
                .when(new ClaimDraw(ID, t(5315), null, WHITE, ClaimKind.THREEFOLD_REPETITION, null))
                .expectEvents(
                        new DrawClaimed(ID, t(5315), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION, null, null),
                        new ClaimRejected(ID, t(5315), Actor.SYSTEM, WHITE, ClaimKind.THREEFOLD_REPETITION,
                                RejectionReason.NOT_REPEATED, 1L, "9.2.2", Edition.RF_2013, 0, 180_000, "9.5.2",
                                90_000L, 5_395_000L + 180_000L, null),
                        new DrawOffered(ID, t(5315), Actor.WHITE, WHITE, true, "9.1.2.3", null, Edition.RF_2013));
    }

    private static Object[] incorrectClaimWithIntendedNf3() {
        Object[] given = whiteHasNinetySecondsLeft(Edition.FIDE_2017, "6.6");
        Object[] withClaim = java.util.Arrays.copyOf(given, given.length + 2);
        withClaim[given.length] = new DrawClaimed(ID, t(5315), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION,
                "g1f3", "Nf3");
        withClaim[given.length + 1] = new ClaimRejected(ID, t(5315), Actor.SYSTEM, WHITE,
                ClaimKind.THREEFOLD_REPETITION, RejectionReason.NOT_REPEATED, 1L, "9.2.1.1", Edition.FIDE_2017, 0, 120_000,
                "9.5.3", 90_000L, 5_515_000L, "g1f3");
        return withClaim;
    }

    @Test
    void article9_5_3_afterAnIncorrectClaimTheIntendedMoveMustBeMade_FIDE_2017() {
        fixture.given(incorrectClaimWithIntendedNf3())
                .when(new MakeMove(ID, t(5316), null, WHITE, "Nc3"))
                .expectEvents(new MoveMade(ID, t(5316), Actor.WHITE, WHITE, "b1c3", "Nc3", true, null, null,
                                "rnbqkbnr/pppp1ppp/8/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 2"),
                        new adjudicator.command.api.ObligationBroken(ID, t(5316), Actor.SYSTEM, WHITE, 3, "b1c3",
                                List.of("g1f3"), "9.5.3", List.of(), Edition.FIDE_2017));
    }

    @Test
    void article9_5_3_theIntendedMoveIsThenPlayedAsAnyMove_FIDE_2017() {
        fixture.given(incorrectClaimWithIntendedNf3())
                .when(new MakeMove(ID, t(5316), null, WHITE, "Nf3"))
                .expectEvents(new MoveMade(ID, t(5316), Actor.WHITE, WHITE, "g1f3", "Nf3", true, null, null,
                        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    }

    @Test
    void article9_2a_theIncorrectClaimsIntendedMoveIsRecordedAsTheMoveThatMustBeMade_FIDE_2005() {
        fixture.given(whiteHasNinetySecondsLeft(Edition.FIDE_2005, "6.5"))
                .when(new ClaimDraw(ID, t(5315), null, WHITE, ClaimKind.THREEFOLD_REPETITION, "Nf3"))
                .expectEvents(
                        new DrawClaimed(ID, t(5315), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION, "g1f3", "Nf3"),
                        new ClaimRejected(ID, t(5315), Actor.SYSTEM, WHITE, ClaimKind.THREEFOLD_REPETITION,
                                RejectionReason.NOT_REPEATED, 1L, "9.2a", Edition.FIDE_2005, -30_000, 180_000, "9.5b",
                                60_000L, 5_575_000L, "g1f3"),
                        new DrawOffered(ID, t(5315), Actor.WHITE, WHITE, true, "9.1c", null, Edition.FIDE_2005));
    }

    @Test
    void article9_5b_anIncorrectClaimInAGameWithoutClockCostsNoTime() {
        fixture.given(created(Edition.FIDE_2005, "-", START))
                .when(new ClaimDraw(ID, t(1), null, WHITE, ClaimKind.FIFTY_MOVE_RULE, null))
                .expectEvents(
                        new DrawClaimed(ID, t(1), Actor.WHITE, WHITE, ClaimKind.FIFTY_MOVE_RULE, null, null),
                        new ClaimRejected(ID, t(1), Actor.SYSTEM, WHITE, ClaimKind.FIFTY_MOVE_RULE,
                                RejectionReason.FEWER_THAN_FIFTY_MOVES, 0L, "9.3b", Edition.FIDE_2005, 0, 0, null, null, null, null),
                        new DrawOffered(ID, t(1), Actor.WHITE, WHITE, true, "9.1c", null, Edition.FIDE_2005));
    }

    // ---- 9.3 fifty moves

    @Test
    void article9_3b_aCorrectFiftyMoveClaimEndsTheGameInADraw_FIDE_2005() {
        fixture.given(created(Edition.FIDE_2005, "-", "8/8/8/4k3/8/8/8/R3K3 w - - 100 80"))
                .when(new ClaimDraw(ID, t(1), null, WHITE, ClaimKind.FIFTY_MOVE_RULE, null))
                .expectEvents(
                        new DrawClaimed(ID, t(1), Actor.WHITE, WHITE, ClaimKind.FIFTY_MOVE_RULE, null, null),
                        new ClaimUpheld(ID, t(1), Actor.SYSTEM, WHITE, ClaimKind.FIFTY_MOVE_RULE, "9.3b", Edition.FIDE_2005),
                        new GameEnded(ID, t(1), Actor.SYSTEM, "1/2-1/2", Termination.FIFTY_MOVE_RULE, "9.3b",
                                Edition.FIDE_2005));
    }

    @Test
    void article9_3_1_aFiftyMoveClaimWithTheIntendedMove_FIDE_2023() {
        fixture.given(created(Edition.FIDE_2023, "-", "8/8/8/4k3/8/8/8/R3K3 w - - 99 80"))
                .when(new ClaimDraw(ID, t(1), null, WHITE, ClaimKind.FIFTY_MOVE_RULE, "Ra7"))
                .expectEvents(
                        new DrawClaimed(ID, t(1), Actor.WHITE, WHITE, ClaimKind.FIFTY_MOVE_RULE, "a1a7", "Ra7"),
                        new ClaimUpheld(ID, t(1), Actor.SYSTEM, WHITE, ClaimKind.FIFTY_MOVE_RULE, "9.3.1", Edition.FIDE_2023),
                        new GameEnded(ID, t(1), Actor.SYSTEM, "1/2-1/2", Termination.FIFTY_MOVE_RULE, "9.3.1",
                                Edition.FIDE_2023));
    }

    // ---- 9.6 automatic endings (2017 on)

    @Test
    void article9_6_2_seventyFiveMovesEndTheGameAtOnce_FIDE_2017() {
        fixture.given(created(Edition.FIDE_2017, "-", "8/8/8/4k3/8/8/8/R3K3 w - - 149 80"))
                .when(new MakeMove(ID, t(1), null, WHITE, "Ra7"))
                .expectEvents(
                        new MoveMade(ID, t(1), Actor.WHITE, WHITE, "a1a7", "Ra7", true, null, null,
                                "8/R7/8/4k3/8/8/8/4K3 b - - 150 80"),
                        new GameEnded(ID, t(1), Actor.SYSTEM, "1/2-1/2", Termination.SEVENTY_FIVE_MOVE_RULE, "9.6.2",
                                Edition.FIDE_2017));
    }

    @Test
    void article9_3_thereIsNoSeventyFiveMoveRuleIn2005() {
        fixture.given(created(Edition.FIDE_2005, "-", "8/8/8/4k3/8/8/8/R3K3 w - - 149 80"))
                .when(new MakeMove(ID, t(1), null, WHITE, "Ra7"))
                .expectEvents(new MoveMade(ID, t(1), Actor.WHITE, WHITE, "a1a7", "Ra7", true, null, null,
                        "8/R7/8/4k3/8/8/8/4K3 b - - 150 80"));
    }

    @Test
    void article9_6_1_theFifthOccurrenceOfAPositionEndsTheGameAtOnce_FIDE_2023() {
        Object[] given = shuffled(Edition.FIDE_2023, "6.6", 15);
        // the 16th ply brings the start position for the fifth time (start, plies 4, 8, 12, 16)
        fixture.given(given)
                .when(new MakeMove(ID, t(16), null, BLACK, "Ng8"))
                .expectEvents(
                        new MoveMade(ID, t(16), Actor.BLACK, BLACK, "f6g8", "Ng8", true, null, null,
                                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9"),
                        new GameEnded(ID, t(16), Actor.SYSTEM, "1/2-1/2", Termination.FIVEFOLD_REPETITION, "9.6.1",
                                Edition.FIDE_2023));
    }

    @Test
    void article9_2_theFifthOccurrenceEndsNothingIn2005() {
        fixture.given(shuffled(Edition.FIDE_2005, "6.5", 15))
                .when(new MakeMove(ID, t(16), null, BLACK, "Ng8"))
                .expectEvents(new MoveMade(ID, t(16), Actor.BLACK, BLACK, "f6g8", "Ng8", true, null, null,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9"));
    }

    // ---- 6.9-6.10 flags

    /** Black to move with a bare king against K+N, a one-minute clock started at t(0) on Black's side. */
    private static Object[] blackAloneAgainstAKnight(Edition rules, String startArticle) {
        return new Object[]{created(rules, "60", "4k3/8/8/8/8/8/8/4K1N1 b - - 0 1"),
                new ClocksStarted(ID, t(0), Actor.ARBITER, BLACK, startArticle)};
    }

    @Test
    void article6_10_aFlagFallIsADrawWhenTheOpponentCannotCheckmate_FIDE_2005() {
        fixture.given(blackAloneAgainstAKnight(Edition.FIDE_2005, "6.5"))
                .when(new ClaimFlagFall(ID, t(61), null, WHITE))
                .expectEvents(
                        new FlagFallClaimed(ID, t(61), Actor.WHITE, WHITE),
                        new FlagFell(ID, t(61), Actor.SYSTEM, BLACK, t(60), Actor.WHITE, "6.9", Edition.FIDE_2005),
                        new GameEnded(ID, t(61), Actor.SYSTEM, "1/2-1/2", Termination.TIME_FORFEIT_DRAW, "6.10",
                                Edition.FIDE_2005, new MateAnalysis(WHITE, MateAnalysis.Verdict.UNWINNABLE, null, "INSUFFICIENT_MATERIAL", null)));
    }

    @Test
    void article6_9_aFlagFallIsADrawWhenTheOpponentCannotCheckmate_FIDE_2017() {
        fixture.given(blackAloneAgainstAKnight(Edition.FIDE_2017, "6.6"))
                .when(new ObserveFlagFall(ID, t(75), null, BLACK))
                .expectEvents(
                        new FlagFell(ID, t(75), Actor.SYSTEM, BLACK, t(60), Actor.ARBITER, "6.8", Edition.FIDE_2017),
                        new GameEnded(ID, t(75), Actor.SYSTEM, "1/2-1/2", Termination.TIME_FORFEIT_DRAW, "6.9",
                                Edition.FIDE_2017, new MateAnalysis(WHITE, MateAnalysis.Verdict.UNWINNABLE, null, "INSUFFICIENT_MATERIAL", null)));
    }

    @Test
    void article6_10_aFlagFallLosesWhenTheOpponentCanCheckmate_FIDE_2005() {
        String fen = "4k3/8/8/8/8/8/8/4K2R b - - 0 1";
        fixture.given(created(Edition.FIDE_2005, "60", fen), new ClocksStarted(ID, t(0), Actor.ARBITER, BLACK, "6.5"))
                .when(new ClaimFlagFall(ID, t(61), null, WHITE))
                .expectEventsMatching(payloadsMatching(exactSequenceOf(
                        loose(equalTo(new FlagFallClaimed(ID, t(61), Actor.WHITE, WHITE))),
                        loose(equalTo(new FlagFell(ID, t(61), Actor.SYSTEM, BLACK, t(60), Actor.WHITE, "6.9", Edition.FIDE_2005))),
                        loose(endedWithHelpmate(new GameEnded(ID, t(61), Actor.SYSTEM, "1-0", Termination.TIME_FORFEIT, "6.10",
                                Edition.FIDE_2005), WHITE, fen)),
                        andNoMore())));
    }

    @Test
    void article6_8_aClaimBeforeTheFlagFellIsRecordedAndRejected_FIDE_2023() {
        fixture.given(blackAloneAgainstAKnight(Edition.FIDE_2023, "6.6"))
                .when(new ClaimFlagFall(ID, t(45), null, WHITE))
                .expectEvents(
                        new FlagFallClaimed(ID, t(45), Actor.WHITE, WHITE),
                        new ClaimRejected(ID, t(45), Actor.SYSTEM, WHITE, ClaimKind.FLAG_FALL, RejectionReason.FLAG_NOT_FALLEN,
                                15_000L, "6.8", Edition.FIDE_2023, 0, 0, null, null, null, null));
    }

    @Test
    void article6_9_theArbiterCannotObserveAFlagThatTheClockFactsSayHasNotFallen_FIDE_2005() {
        fixture.given(blackAloneAgainstAKnight(Edition.FIDE_2005, "6.5"))
                .when(new ObserveFlagFall(ID, t(59), null, BLACK))
                .expectNoEvents()
                .expectException(rejected(409, "6.9", Edition.FIDE_2005));
    }

    @Test
    void article6_9_noFlagInAGameWithoutClock() {
        fixture.given(created(Edition.FIDE_2005, "-", START))
                .when(new ClaimFlagFall(ID, t(59), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, null, Edition.FIDE_2005));
    }

    @Test
    void article6_10_aCheckmateBeforeTheFlagIsEstablishedStands() {
        // Black mates at t(70), ten seconds after his flag fell at t(60): 5.1a ends the game first
        String fen = "6k1/5ppp/8/8/8/1r6/r7/6K1 b - - 0 1";
        fixture.given(created(Edition.FIDE_2005, "60", fen), new ClocksStarted(ID, t(0), Actor.ARBITER, BLACK, "6.5"),
                        new MoveMade(ID, t(70), Actor.BLACK, BLACK, "b3b1", "Rb1#", true, null, null,
                                "6k1/5ppp/8/8/8/8/8/rr4K1 w - - 1 2"),
                        new GameEnded(ID, t(70), Actor.SYSTEM, "0-1", Termination.CHECKMATE, "5.1a", Edition.FIDE_2005))
                .when(new ClaimFlagFall(ID, t(71), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "5", Edition.FIDE_2005));
    }

    // ---- 5.1.2 resignation (2023)

    @Test
    void article5_1_2_aResignationIsADrawWhenTheOpponentCannotCheckmate_FIDE_2023() {
        fixture.given(created(Edition.FIDE_2023, "-", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1"))
                .when(new Resign(ID, t(5), null, WHITE))
                .expectEvents(new PlayerResigned(ID, t(5), Actor.WHITE, WHITE),
                        new GameEnded(ID, t(5), Actor.SYSTEM, "1/2-1/2", Termination.RESIGNATION, "5.1.2",
                                Edition.FIDE_2023, new MateAnalysis(BLACK, MateAnalysis.Verdict.UNWINNABLE, null, "INSUFFICIENT_MATERIAL", null)));
    }

    @Test
    void article5_1_2_theSameResignationLosesUnder2017() {
        fixture.given(created(Edition.FIDE_2017, "-", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1"))
                .when(new Resign(ID, t(5), null, WHITE))
                .expectEvents(new PlayerResigned(ID, t(5), Actor.WHITE, WHITE),
                        new GameEnded(ID, t(5), Actor.SYSTEM, "0-1", Termination.RESIGNATION, "5.1.2", Edition.FIDE_2017));
    }

    // ---- 5.2b dead position

    @Test
    void article5_2b_aCaptureThatLeavesBareKingsEndsTheGameAtOnce_FIDE_2005() {
        fixture.given(created(Edition.FIDE_2005, "-", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"))
                .when(new MakeMove(ID, t(1), null, WHITE, "Kxe2"))
                .expectEvents(new MoveMade(ID, t(1), Actor.WHITE, WHITE, "e1e2", "Kxe2", true, null, null,
                                "4k3/8/8/8/8/8/4K3/8 b - - 0 1"),
                        new GameEnded(ID, t(1), Actor.SYSTEM, "1/2-1/2", Termination.DEAD_POSITION, "5.2b", Edition.FIDE_2005));
    }

    @Test
    void article5_2_2_aCaptureThatLeavesKingAndKnightAgainstKingEndsTheGame_FIDE_2017() {
        fixture.given(created(Edition.FIDE_2017, "-", "4k3/8/8/8/8/8/4r3/4KN2 w - - 0 1"))
                .when(new MakeMove(ID, t(1), null, WHITE, "Kxe2"))
                .expectEvents(new MoveMade(ID, t(1), Actor.WHITE, WHITE, "e1e2", "Kxe2", true, null, null,
                                "4k3/8/8/8/8/8/4K3/5N2 b - - 0 1"),
                        new GameEnded(ID, t(1), Actor.SYSTEM, "1/2-1/2", Termination.DEAD_POSITION, "5.2.2", Edition.FIDE_2017));
    }

    @Test
    void article5_2_2_aMoveAfterWhichForcedMovesLeadOnlyToStalemateEndsTheGame_FIDE_2023() {
        // from a lichess game that went on to a loss on time: after Qg8 Black's only move is ...h3+, and
        // every reply of White stalemates Black, so the position is dead at once
        fixture.given(created(Edition.FIDE_2023, "-", "8/6Q1/5Q2/7k/7p/8/5PKP/8 w - - 0 49"))
                .when(new MakeMove(ID, t(1), null, WHITE, "Qg8"))
                .expectEvents(new MoveMade(ID, t(1), Actor.WHITE, WHITE, "g7g8", "Qg8", true, null, null,
                                "6Q1/8/5Q2/7k/7p/8/5PKP/8 b - - 1 49"),
                        new GameEnded(ID, t(1), Actor.SYSTEM, "1/2-1/2", Termination.DEAD_POSITION, "5.2.2", Edition.FIDE_2023));
    }
}
