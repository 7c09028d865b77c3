package adjudicator.command.game;

import adjudicator.command.api.PenaltyKind;

import adjudicator.command.api.Completion;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Appended;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.Commands.CreateGame;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.Commands.StartClocks;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.PlayerResigned;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.Test;


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

/** given/when/expect for every command the aggregate handles, rejections included. */
class GameTest {


    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    private static GameCreated created(Edition rules, String timeControl, String fen) {
        return new GameCreated(ID, T0, Actor.ARBITER, "White, W", "Black, B", "Open A", null, "3", 12, rules,
                timeControl, fen);
    }

    private static GameCreated created(Edition rules) {
        return created(rules, "5400+30", START);
    }

    private static ClocksStarted started(String article) {
        return new ClocksStarted(ID, t(0), Actor.ARBITER, WHITE, article);
    }

    private static MoveMade legal(long at, adjudicator.engine.Color player, String uci, String san, String fen) {
        return new MoveMade(ID, t(at), Actor.of(player), player, uci, san, true, null, null, fen);
    }

    @Test
    void createGameRecordsTheStandardStartPositionWhenNoFenIsGiven() {
        fixture.givenNoPriorActivity()
                .when(new CreateGame(ID, T0, null, "White, W", "Black, B", "Open A", null, "3", 12, Edition.FIDE_2005,
                        "5400+30", null))
                .expectEvents(created(Edition.FIDE_2005));
    }

    @Test
    void createGameRejectsAMalformedTimeControl() {
        fixture.givenNoPriorActivity()
                .when(new CreateGame(ID, T0, null, null, null, null, null, null, null, Edition.FIDE_2005, "40/", null))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void createGameRejectsAFenWithTwoWhiteKings() {
        fixture.givenNoPriorActivity()
                .when(new CreateGame(ID, T0, null, null, null, null, null, null, null, Edition.FIDE_2005, "-",
                        "4k3/8/8/8/8/8/8/K3K3 w - - 0 1"))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    /** Seventeen white men: refused since Article 2.2 is checked, accepted by earlier versions. */
    private static final String SEVENTEEN_MEN = "rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void article2_2_createGameRejectsAStartPositionWithSeventeenMen() {
        fixture.givenNoPriorActivity()
                .when(new CreateGame(ID, T0, null, null, null, null, null, null, null, Edition.FIDE_2017, "5400+30",
                        SEVENTEEN_MEN))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void aGameRecordedWithAStartPositionRefusedSinceStillReplays() {
        // a record is replayed as it was accepted: the later check of the men a side never locks a game
        fixture.given(created(Edition.FIDE_2017, "5400+30", SEVENTEEN_MEN))
                .when(new StartClocks(ID, t(0), null))
                .expectEvents(started("6.6"));
    }

    @Test
    void article6_5_startClocksStartsWhitesClock_FIDE_2005() {
        fixture.given(created(Edition.FIDE_2005))
                .when(new StartClocks(ID, t(0), null))
                .expectEvents(started("6.5"));
    }

    @Test
    void article6_6_startClocksStartsWhitesClock_FIDE_2017() {
        fixture.given(created(Edition.FIDE_2017))
                .when(new StartClocks(ID, t(0), null))
                .expectEvents(started("6.6"));
    }

    @Test
    void article6_5_clocksCannotBeStartedTwice() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"))
                .when(new StartClocks(ID, t(1), null))
                .expectNoEvents()
                .expectException(rejected(409, "6.5", Edition.FIDE_2005));
    }

    @Test
    void startClocksIsRejectedInAGameWithoutClock() {
        fixture.given(created(Edition.FIDE_2005, "-", START))
                .when(new StartClocks(ID, t(1), null))
                .expectNoEvents()
                .expectException(rejected(409, null, Edition.FIDE_2005));
    }

    @Test
    void article6_5_noMoveBeforeTheClocksAreStarted() {
        fixture.given(created(Edition.FIDE_2005))
                .when(new MakeMove(ID, t(1), null, WHITE, "e2e4"))
                .expectNoEvents()
                .expectException(rejected(409, "6.5", Edition.FIDE_2005));
    }

    @Test
    void article1_1_blackCannotMoveFirst() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"))
                .when(new MakeMove(ID, t(1), null, BLACK, "e7e5"))
                .expectNoEvents()
                .expectException(rejected(409, "1.1", Edition.FIDE_2005));
    }

    @Test
    void aLegalMoveIsRecordedWithItsSanAndThePositionAfterIt() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"))
                .when(new MakeMove(ID, t(7), null, WHITE, "e4"))
                .expectEvents(legal(7, WHITE, "e2e4", "e4",
                        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"))
                .expectResultMessagePayload(new Appended(2, 2));
    }

    @Test
    void article3_8a_aKingMovedTwoSquaresForwardIsRecordedAsAFactAndFlaggedIllegal() {
        fixture.given(created(Edition.FIDE_2005, "-", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"))
                .when(new MakeMove(ID, t(5), null, WHITE, "e1e3"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "e1e3", null, false,
                        "PIECE_CANNOT_MOVE_THAT_WAY", "3.8a", "4k3/8/8/8/8/4K3/8/8 b - - 1 1"));
    }

    @Test
    void article3_9_aMoveThatLeavesTheKingInCheckIsRecordedAndFlagged() {
        // the bishop on e2 is pinned by the rook on e8
        fixture.given(created(Edition.FIDE_2017, "-", "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1"))
                .when(new MakeMove(ID, t(5), null, WHITE, "e2d3"))
                .expectEvents(new MoveMade(ID, t(5), Actor.WHITE, WHITE, "e2d3", null, false,
                        "KING_LEFT_IN_CHECK", "3.9", "4r1k1/8/8/8/8/3B4/8/4K3 b - - 1 1"));
    }

    @Test
    void aMoveFromAnEmptySquareCannotBeAFact() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"))
                .when(new MakeMove(ID, t(5), null, WHITE, "e3e4"))
                .expectNoEvents()
                .expectException(rejected(422, null, Edition.FIDE_2005));
    }

    @Test
    void article3_7e_aPromotionToAPieceThatDoesNotExistCannotBeAFact() {
        fixture.given(created(Edition.FIDE_2005, "-", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"))
                .when(new MakeMove(ID, t(5), null, WHITE, "a7a8k"))
                .expectNoEvents()
                .expectException(rejected(422, "3.7e", Edition.FIDE_2005));
    }

    @Test
    void sanThatNamesNoLegalMoveCannotBeAFact() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"))
                .when(new MakeMove(ID, t(5), null, WHITE, "Ke2"))
                .expectNoEvents()
                .expectException(rejected(422, null, Edition.FIDE_2005));
    }

    @Test
    void gibberishIsMalformed() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"))
                .when(new MakeMove(ID, t(5), null, WHITE, "hello world"))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void article6_8a_pressingTheClockCompletesTheMove() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"),
                        legal(7, WHITE, "e2e4", "e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"))
                .when(new PressClock(ID, t(8), null, WHITE))
                .expectEvents(new ClockPressed(ID, t(8), Actor.WHITE, WHITE));
    }

    @Test
    void article6_8a_pressingWithoutAMoveIsRejected() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"))
                .when(new PressClock(ID, t(8), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "6.8a", Edition.FIDE_2005));
    }

    @Test
    void article6_2_1_pressingAClockThatIsNotRunningIsRejected_FIDE_2017() {
        fixture.given(created(Edition.FIDE_2017), started("6.6"))
                .when(new PressClock(ID, t(8), null, BLACK))
                .expectNoEvents()
                .expectException(rejected(409, "6.2.1", Edition.FIDE_2017));
    }

    @Test
    void article6_8a_theOpponentsMoveBeforeThePressIsRecordedAsTheFactItIs() {
        // White's clock still runs: his problem (6.8a: his move is not completed); Black's move is a fact
        fixture.given(created(Edition.FIDE_2005), started("6.5"),
                        legal(7, WHITE, "e2e4", "e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"))
                .when(new MakeMove(ID, t(9), null, BLACK, "e5"))
                .expectEvents(legal(9, BLACK, "e7e5", "e5", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"));
    }

    @Test
    void article6_2_2_aPlayerMayPressAfterTheOpponentHasMoved_FIDE_2017() {
        fixture.given(created(Edition.FIDE_2017), started("6.6"),
                        legal(7, WHITE, "e2e4", "e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
                        legal(9, BLACK, "e7e5", "e5", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"))
                .when(new PressClock(ID, t(10), null, WHITE))
                .expectEvents(new ClockPressed(ID, t(10), Actor.WHITE, WHITE));
    }

    @Test
    void article6_2_1_2_aMoveIsCompletedByMakingTheNextMove_FIDE_2017() {
        fixture.given(created(Edition.FIDE_2017), started("6.6"),
                        legal(7, WHITE, "e2e4", "e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
                        legal(9, BLACK, "e7e5", "e5", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"))
                .when(new MakeMove(ID, t(11), null, WHITE, "Nf3"))
                .expectEvents(new adjudicator.command.api.MoveCompleted(ID, t(11), Actor.SYSTEM, WHITE, Completion.BY_NEXT_MOVE,
                                "6.2.1.2", Edition.FIDE_2017),
                        legal(11, WHITE, "g1f3", "Nf3", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    }

    @Test
    void article6_8a_underFide2005OnlyThePressCompletesAMove() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"),
                        legal(7, WHITE, "e2e4", "e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
                        legal(9, BLACK, "e7e5", "e5", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"))
                .when(new MakeMove(ID, t(11), null, WHITE, "Nf3"))
                .expectEvents(legal(11, WHITE, "g1f3", "Nf3", "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    }

    @Test
    void article7_5_4_pressingWithoutAMoveIsPenalisedAsAnIllegalMove_FIDE_2017() {
        fixture.given(created(Edition.FIDE_2017), started("6.6"))
                .when(new PressClock(ID, t(5), null, WHITE))
                .expectEvents(new ClockPressed(ID, t(5), Actor.WHITE, WHITE, true),
                        new adjudicator.command.api.IllegalMoveDetected(ID, t(5), Actor.SYSTEM, WHITE, 0, null,
                                "CLOCK_WITHOUT_MOVE", "7.5.4", true, 1, Edition.FIDE_2017),
                        new adjudicator.command.api.PositionRestored(ID, t(5), Actor.SYSTEM, 0, START, "7.5.4",
                                "clock pressed without a move", Edition.FIDE_2017, java.util.List.of(), java.util.List.of(), null,
                                java.util.List.of()),
                        new adjudicator.command.api.PenaltyImposed(ID, t(5), Actor.SYSTEM, WHITE, PenaltyKind.ADD_OPPONENT_TIME,
                                120_000L, "7.5.5", Edition.FIDE_2017, "illegal move no. 1"));
    }

    private static Object[] foolsMateUntilG4(Edition rules, String startArticle) {
        return new Object[]{created(rules), started(startArticle),
                legal(1, WHITE, "f2f3", "f3", "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1"),
                new ClockPressed(ID, t(2), Actor.WHITE, WHITE),
                legal(3, BLACK, "e7e5", "e5", "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2"),
                new ClockPressed(ID, t(4), Actor.BLACK, BLACK),
                legal(5, WHITE, "g2g4", "g4", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"),
                new ClockPressed(ID, t(6), Actor.WHITE, WHITE)};
    }

    @Test
    void article5_1a_checkmateEndsTheGameAtOnce_FIDE_2005() {
        fixture.given(foolsMateUntilG4(Edition.FIDE_2005, "6.5"))
                .when(new MakeMove(ID, t(7), null, BLACK, "Qh4#"))
                .expectEvents(
                        legal(7, BLACK, "d8h4", "Qh4#", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
                        new GameEnded(ID, t(7), Actor.SYSTEM, "0-1", Termination.CHECKMATE, "5.1a", Edition.FIDE_2005));
    }

    @Test
    void article5_1_1_checkmateEndsTheGameAtOnce_FIDE_2023() {
        fixture.given(foolsMateUntilG4(Edition.FIDE_2023, "6.6"))
                .when(new MakeMove(ID, t(7), null, BLACK, "d8h4"))
                .expectEvents(
                        legal(7, BLACK, "d8h4", "Qh4#", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
                        new GameEnded(ID, t(7), Actor.SYSTEM, "0-1", Termination.CHECKMATE, "5.1.1", Edition.FIDE_2023));
    }

    @Test
    void article5_2a_stalemateEndsTheGameAtOnce_FIDE_2005() {
        fixture.given(created(Edition.FIDE_2005, "-", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"))
                .when(new MakeMove(ID, t(3), null, WHITE, "Qf7"))
                .expectEvents(legal(3, WHITE, "f1f7", "Qf7", "7k/5Q2/6K1/8/8/8/8/8 b - - 1 1"),
                        new GameEnded(ID, t(3), Actor.SYSTEM, "1/2-1/2", Termination.STALEMATE, "5.2a", Edition.FIDE_2005));
    }

    @Test
    void article5_2_1_stalemateEndsTheGameAtOnce_RF_2013() {
        fixture.given(created(Edition.RF_2013, "-", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"))
                .when(new MakeMove(ID, t(3), null, WHITE, "f1f7"))
                .expectEvents(legal(3, WHITE, "f1f7", "Qf7", "7k/5Q2/6K1/8/8/8/8/8 b - - 1 1"),
                        new GameEnded(ID, t(3), Actor.SYSTEM, "1/2-1/2", Termination.STALEMATE, "5.2.1", Edition.RF_2013));
    }

    @Test
    void article5_1b_resignationEndsTheGameAtOnce_FIDE_2005() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"))
                .when(new Resign(ID, t(30), null, WHITE))
                .expectEvents(new PlayerResigned(ID, t(30), Actor.WHITE, WHITE),
                        new GameEnded(ID, t(30), Actor.SYSTEM, "0-1", Termination.RESIGNATION, "5.1b", Edition.FIDE_2005));
    }

    @Test
    void article5_1_2_resignationEndsTheGameAtOnce_FIDE_2017() {
        fixture.given(created(Edition.FIDE_2017), started("6.6"))
                .when(new Resign(ID, t(30), null, BLACK))
                .expectEvents(new PlayerResigned(ID, t(30), Actor.BLACK, BLACK),
                        new GameEnded(ID, t(30), Actor.SYSTEM, "1-0", Termination.RESIGNATION, "5.1.2", Edition.FIDE_2017));
    }

    @Test
    void article5_nothingIsRecordedAfterTheGameHasEnded() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"), new PlayerResigned(ID, t(30), Actor.WHITE, WHITE),
                        new GameEnded(ID, t(30), Actor.SYSTEM, "0-1", Termination.RESIGNATION, "5.1b", Edition.FIDE_2005))
                .when(new MakeMove(ID, t(31), null, WHITE, "e4"))
                .expectNoEvents()
                .expectException(rejected(409, "5", Edition.FIDE_2005));
    }

    @Test
    void anInstantEarlierThanTheLastEventIsAConflict() {
        fixture.given(created(Edition.FIDE_2005), started("6.5"),
                        legal(7, WHITE, "e2e4", "e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"))
                .when(new PressClock(ID, t(6), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, null, Edition.FIDE_2005));
    }

    @Test
    void aRepeatedCommandIdAnswersTheFirstEventsAndAppendsNothing() {
        CreateGame create = new CreateGame(ID, T0, null, "W", "B", null, null, null, null, Edition.FIDE_2005, "300", null);
        MakeMove move = new MakeMove(ID, t(7), "c-1", WHITE, "e2e4");
        fixture.givenCommands(create, new StartClocks(ID, t(0), "c-0"), move)
                .when(move)
                .expectNoEvents()
                .expectResultMessagePayload(new Appended(2, 2));
    }

    @Test
    void aRepeatedCommandIdIsAnsweredEvenWhenItsInstantIsNowInThePast() {
        CreateGame create = new CreateGame(ID, T0, null, "W", "B", null, null, null, null, Edition.FIDE_2005, "300", null);
        fixture.givenCommands(create, new StartClocks(ID, t(0), "c-0"), new MakeMove(ID, t(7), "c-1", WHITE, "e2e4"),
                        new PressClock(ID, t(8), "c-2", WHITE))
                .when(new MakeMove(ID, t(7), "c-1", WHITE, "e2e4"))
                .expectNoEvents()
                .expectResultMessagePayload(new Appended(2, 2));
    }
}
