package adjudicator.command.game;

import adjudicator.command.api.RejectionReason;

import adjudicator.command.api.Decline;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.Commands.AcceptDraw;
import adjudicator.command.api.Commands.CorrectClocks;
import adjudicator.command.api.Commands.DeclineDraw;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.OfferDraw;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.ResumeClocks;
import adjudicator.command.api.Commands.StopClocks;
import adjudicator.command.api.DrawAgreed;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.MoveMade;
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

/** Stopping, resuming and setting the clocks (2005 6.13, 6.14; 2017 6.11, 7.1) and draw offers (9.1, 5.2c / 5.2.3). */
class ClocksAndOffersTest {

    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    private static final String AFTER_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";

    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    private static MoveMade e4(long at) {
        return new MoveMade(ID, t(at), Actor.WHITE, WHITE, "e2e4", "e4", true, null, null, AFTER_E4);
    }

    private static MoveMade e5(long at) {
        return new MoveMade(ID, t(at), Actor.BLACK, BLACK, "e7e5", "e5", true, null, null, AFTER_E5);
    }

    // ---- stopping and resuming

    @Test
    void article6_13a_theArbiterStopsTheClocks_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new StopClocks(ID, t(100), null, null))
                .expectEvents(new ClocksStopped(ID, t(100), Actor.ARBITER, 5_300_000, 5_400_000, "6.13a", Edition.FIDE_2005));
    }

    @Test
    void article6_12_2_aPlayerStopsTheClocksToSeekTheArbiter_RF_2013() {
        fixture.given(started(Edition.RF_2013, START))
                .when(new StopClocks(ID, t(100), null, Actor.WHITE))
                .expectEvents(new ClocksStopped(ID, t(100), Actor.WHITE, 5_300_000, 5_400_000, "6.12.2", Edition.RF_2013));
    }

    @Test
    void article6_11_3_theGameResumesOnTheClockOfThePlayerToMove_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START,
                        new ClocksStopped(ID, t(100), Actor.ARBITER, 5_300_000, 5_400_000, "6.11.1", Edition.FIDE_2017)))
                .when(new ResumeClocks(ID, t(400), null, null))
                .expectEvents(new ClocksResumed(ID, t(400), Actor.ARBITER, WHITE, "6.11.3", Edition.FIDE_2017));
    }

    @Test
    void article6_13c_theStoppedIntervalCostsNobodyTime_FIDE_2005() {
        // stopped from t(100) to t(400): at t(500) White has used 100 + 100 seconds
        fixture.given(started(Edition.FIDE_2005, START,
                        new ClocksStopped(ID, t(100), Actor.ARBITER, 5_300_000, 5_400_000, "6.13a", Edition.FIDE_2005),
                        new ClocksResumed(ID, t(400), Actor.ARBITER, WHITE, "6.13c", Edition.FIDE_2005)))
                .when(new StopClocks(ID, t(500), null, null))
                .expectEvents(new ClocksStopped(ID, t(500), Actor.ARBITER, 5_200_000, 5_400_000, "6.13a", Edition.FIDE_2005));
    }

    @Test
    void article6_13c_aMoveMadeButNotCompletedResumesOnTheMoversClock_FIDE_2005() {
        // White moved at t(10) and the arbiter stopped the clocks before White pressed
        fixture.given(started(Edition.FIDE_2005, START, e4(10),
                        new ClocksStopped(ID, t(20), Actor.ARBITER, 5_380_000, 5_400_000, "6.13a", Edition.FIDE_2005)))
                .when(new ResumeClocks(ID, t(30), null, null))
                .expectEvents(new ClocksResumed(ID, t(30), Actor.ARBITER, WHITE, "6.13c", Edition.FIDE_2005));
    }

    @Test
    void article6_13a_clocksAlreadyStoppedCannotBeStopped() {
        fixture.given(started(Edition.FIDE_2005, START,
                        new ClocksStopped(ID, t(100), Actor.ARBITER, 5_300_000, 5_400_000, "6.13a", Edition.FIDE_2005)))
                .when(new StopClocks(ID, t(110), null, null))
                .expectNoEvents()
                .expectException(rejected(409, "6.13a", Edition.FIDE_2005));
    }

    @Test
    void article6_13c_runningClocksCannotBeResumed() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ResumeClocks(ID, t(110), null, null))
                .expectNoEvents()
                .expectException(rejected(409, "6.13c", Edition.FIDE_2005));
    }

    @Test
    void article6_13c_noPressWhileTheClocksAreStopped() {
        fixture.given(started(Edition.FIDE_2005, START, e4(10),
                        new ClocksStopped(ID, t(20), Actor.ARBITER, 5_380_000, 5_400_000, "6.13a", Edition.FIDE_2005)))
                .when(new PressClock(ID, t(25), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "6.8a", Edition.FIDE_2005));
    }

    // ---- setting the clocks

    @Test
    void article6_14_theArbiterSetsTheClocksAndTheRunningOneRunsOn_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new CorrectClocks(ID, t(100), null, 3_600_000L, 3_000_000L, null))
                .expectEvents(new ClocksCorrected(ID, t(100), Actor.ARBITER, 3_600_000, 3_000_000, 0, 0, WHITE, "6.14",
                        Edition.FIDE_2005));
    }

    @Test
    void article6_14_aSettingIsWhatTheClockCountsFrom_FIDE_2005() {
        // set to 60:00 at t(100) with White's clock running: stopped at t(160), White has 59:00
        fixture.given(started(Edition.FIDE_2005, START,
                        new ClocksCorrected(ID, t(100), Actor.ARBITER, 3_600_000, 3_000_000, 0, 0, WHITE, "6.14", Edition.FIDE_2005)))
                .when(new StopClocks(ID, t(160), null, null))
                .expectEvents(new ClocksStopped(ID, t(160), Actor.ARBITER, 3_540_000, 3_000_000, "6.13a", Edition.FIDE_2005));
    }

    @Test
    void article7_1_theMoveCounterFollowsThePosition_FIDE_2017() {
        // after 1.e4 (completed) Black is to move: White has completed 20 moves by the arbiter's count, Black 19
        fixture.given(started(Edition.FIDE_2017, START, e4(10), pressed(WHITE, 10),
                        new ClocksStopped(ID, t(20), Actor.ARBITER, 5_390_000, 5_390_000, "6.11.1", Edition.FIDE_2017)))
                .when(new CorrectClocks(ID, t(30), null, 1_000_000L, 900_000L, 20))
                .expectEvents(new ClocksCorrected(ID, t(30), Actor.ARBITER, 1_000_000, 900_000, 20, 19, null, "7.1",
                        Edition.FIDE_2017));
    }

    @Test
    void article6_14_negativeTimesAreMalformed() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new CorrectClocks(ID, t(100), null, -1L, 3_000_000L, null))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void article6_14_noClockToSetInAGameWithoutClock() {
        fixture.given(new GameCreated(ID, T0, Actor.ARBITER, "W", "B", "Open", null, "1", 1, Edition.FIDE_2005, "-", START))
                .when(new CorrectClocks(ID, t(100), null, 1L, 1L, null))
                .expectNoEvents()
                .expectException(rejected(409, null, Edition.FIDE_2005));
    }

    // ---- draw offers and agreement

    @Test
    void article9_1a_anOfferAfterMovingAndBeforePressingIsProper_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5)))
                .when(new OfferDraw(ID, t(6), null, WHITE))
                .expectEvents(new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1a", null, Edition.FIDE_2005));
    }

    @Test
    void article9_1a_anOfferAtAnotherTimeIsValidButArticle12_6Applies_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new OfferDraw(ID, t(6), null, WHITE))
                .expectEvents(new DrawOffered(ID, t(6), Actor.WHITE, WHITE, false, "9.1a", "12.6", Edition.FIDE_2005));
    }

    @Test
    void article9_1_2_1_anOfferAtAnotherTimeCitesArticle11_5_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START, e4(5), pressed(WHITE, 5)))
                .when(new OfferDraw(ID, t(6), null, WHITE))
                .expectEvents(new DrawOffered(ID, t(6), Actor.WHITE, WHITE, false, "9.1.2.1", "11.5", Edition.FIDE_2017));
    }

    @Test
    void article5_2c_anAcceptedOfferDrawsTheGameAtOnce_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5),
                        new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1a", null, Edition.FIDE_2005), pressed(WHITE, 7)))
                .when(new AcceptDraw(ID, t(9), null, BLACK))
                .expectEvents(new DrawAgreed(ID, t(9), Actor.BLACK, BLACK, "5.2c", Edition.FIDE_2005),
                        new GameEnded(ID, t(9), Actor.SYSTEM, "1/2-1/2", Termination.AGREEMENT, "5.2c", Edition.FIDE_2005));
    }

    @Test
    void article5_2_3_noAgreementBeforeEachPlayerHasMadeAMove_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START, e4(5),
                        new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1.2.1", null, Edition.FIDE_2017), pressed(WHITE, 7)))
                .when(new AcceptDraw(ID, t(9), null, BLACK))
                .expectNoEvents()
                .expectException(rejected(409, "5.2.3, 9.1.1", Edition.FIDE_2017));
    }

    @Test
    void article5_2_3_anAgreementAfterAMoveEach_FIDE_2023() {
        fixture.given(started(Edition.FIDE_2023, START, e4(5), pressed(WHITE, 5), e5(8),
                        new DrawOffered(ID, t(9), Actor.BLACK, BLACK, true, "9.1.2.1", null, Edition.FIDE_2023), pressed(BLACK, 9)))
                .when(new AcceptDraw(ID, t(12), null, WHITE))
                .expectEvents(new DrawAgreed(ID, t(12), Actor.WHITE, WHITE, "5.2.3", Edition.FIDE_2023),
                        new GameEnded(ID, t(12), Actor.SYSTEM, "1/2-1/2", Termination.AGREEMENT, "5.2.3", Edition.FIDE_2023));
    }

    @Test
    void article9_1a_aMoveByTheOpponentDeclinesTheOffer_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5),
                        new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1a", null, Edition.FIDE_2005), pressed(WHITE, 7)))
                .when(new MakeMove(ID, t(9), null, BLACK, "e5"))
                .expectEvents(new DrawOfferDeclined(ID, t(9), Actor.BLACK, BLACK, Decline.BY_MOVING, "9.1a", Edition.FIDE_2005),
                        e5(9));
    }

    @Test
    void article9_1a_aDeclinedOfferCannotBeAccepted_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5),
                        new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1a", null, Edition.FIDE_2005), pressed(WHITE, 7),
                        new DrawOfferDeclined(ID, t(8), Actor.BLACK, BLACK, Decline.ORALLY, "9.1a", Edition.FIDE_2005)))
                .when(new AcceptDraw(ID, t(9), null, BLACK))
                .expectNoEvents()
                .expectException(rejected(409, "9.1a", Edition.FIDE_2005));
    }

    @Test
    void article9_1a_anOpenOfferCanBeDeclinedOrally_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5),
                        new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1a", null, Edition.FIDE_2005), pressed(WHITE, 7)))
                .when(new DeclineDraw(ID, t(8), null, BLACK))
                .expectEvents(new DrawOfferDeclined(ID, t(8), Actor.BLACK, BLACK, Decline.ORALLY, "9.1a", Edition.FIDE_2005));
    }

    @Test
    void article9_1a_anOfferCannotBeWithdrawnOrRepeatedWhileOpen_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5),
                        new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1a", null, Edition.FIDE_2005)))
                .when(new OfferDraw(ID, t(7), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "9.1a", Edition.FIDE_2005));
    }

    @Test
    void article9_1a_theOffererCannotAcceptHisOwnOffer_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START, e4(5),
                        new DrawOffered(ID, t(6), Actor.WHITE, WHITE, true, "9.1a", null, Edition.FIDE_2005)))
                .when(new AcceptDraw(ID, t(7), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "9.1a", Edition.FIDE_2005));
    }

    @Test
    void article9_1_2_3_theOpponentMayAcceptTheOfferThatAnIncorrectClaimMade_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START, e4(5), pressed(WHITE, 5), e5(8), pressed(BLACK, 8),
                        new DrawClaimed(ID, t(10), Actor.WHITE, WHITE, ClaimKind.THREEFOLD_REPETITION, null, null),
                        new ClaimRejected(ID, t(10), Actor.SYSTEM, WHITE, ClaimKind.THREEFOLD_REPETITION, RejectionReason.NOT_REPEATED, 1L,
                                "9.2.1.2", Edition.FIDE_2017, 0, 120_000, "9.5.3", 5_393_000L, 5_517_000L, null),
                        new DrawOffered(ID, t(10), Actor.WHITE, WHITE, true, "9.1.2.3", null, Edition.FIDE_2017)))
                .when(new AcceptDraw(ID, t(11), null, BLACK))
                .expectEvents(new DrawAgreed(ID, t(11), Actor.BLACK, BLACK, "5.2.3", Edition.FIDE_2017),
                        new GameEnded(ID, t(11), Actor.SYSTEM, "1/2-1/2", Termination.AGREEMENT, "5.2.3", Edition.FIDE_2017));
    }
}
