package adjudicator.command.game;

import adjudicator.command.api.Party;

import adjudicator.command.api.PenaltyKind;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.ImposePenalty;
import adjudicator.command.api.Commands.ReportDeviceSignal;
import adjudicator.command.api.Commands.StopClocks;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.DeviceSignalReported;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.Test;


import static adjudicator.command.game.GameFixtures.ID;
import static adjudicator.command.game.GameFixtures.START;
import static adjudicator.command.game.GameFixtures.fixture;
import static adjudicator.command.game.GameFixtures.started;
import static adjudicator.command.game.GameFixtures.t;
import static adjudicator.command.game.Rejections.rejected;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;

/** The arbiter's penalties (2005 13.4a-g, 12.9; RF 2013 14.4.1-7; 2017/2023 12.9.1-9, 10.2) and devices (12.2b; 13.3.2; 11.3.2.2). */
class PenaltiesTest {


    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    @Test
    void article13_4b_moreTimeForTheOpponent_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ImposePenalty(ID, t(60), null, Party.WHITE, PenaltyKind.ADD_OPPONENT_TIME, 60_000L, "12.6", "annoying", null))
                .expectEvents(new PenaltyImposed(ID, t(60), Actor.ARBITER, WHITE, PenaltyKind.ADD_OPPONENT_TIME, 60_000L, "13.4b",
                        Edition.FIDE_2005, "annoying", "12.6", null));
    }

    @Test
    void article12_9_3_lessTimeForTheOffenderCountsOnTheClock_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START))
                .when(new ImposePenalty(ID, t(60), null, Party.WHITE, PenaltyKind.DEDUCT_TIME, 60_000L, null, null, null))
                .expectEvents(new PenaltyImposed(ID, t(60), Actor.ARBITER, WHITE, PenaltyKind.DEDUCT_TIME, 60_000L, "12.9.3",
                        Edition.FIDE_2017, null, null, null));
        // White had 5,400 s, used 100 by t(100), and lost 60 to the penalty
        fixture.given(started(Edition.FIDE_2017, START)[0], started(Edition.FIDE_2017, START)[1],
                        new PenaltyImposed(ID, t(60), Actor.ARBITER, WHITE, PenaltyKind.DEDUCT_TIME, 60_000L, "12.9.3",
                                Edition.FIDE_2017, null, null, null))
                .when(new StopClocks(ID, t(100), null, null))
                .expectEvents(new ClocksStopped(ID, t(100), Actor.ARBITER, 5_240_000, 5_400_000, "6.11.1", Edition.FIDE_2017));
    }

    @Test
    void article14_4_4_theGameDeclaredLost_RF_2013() {
        fixture.given(started(Edition.RF_2013, START))
                .when(new ImposePenalty(ID, t(60), null, Party.WHITE, PenaltyKind.LOSS_OF_GAME, null, "13.7", "persistent refusal", null))
                .expectEvents(new PenaltyImposed(ID, t(60), Actor.ARBITER, WHITE, PenaltyKind.LOSS_OF_GAME, null, "14.4.4",
                                Edition.RF_2013, "persistent refusal", "13.7", null),
                        new GameEnded(ID, t(60), Actor.ARBITER, "0-1", Termination.ARBITER_DECISION, "14.4.4", Edition.RF_2013));
    }

    @Test
    void article12_9_bothPlayersAtFaultBothLose_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ImposePenalty(ID, t(60), null, Party.BOTH, PenaltyKind.LOSS_OF_GAME, null, "12.8", null, null))
                .expectEvents(new PenaltyImposed(ID, t(60), Actor.ARBITER, WHITE, PenaltyKind.LOSS_OF_GAME, null, "13.4d",
                                Edition.FIDE_2005, null, "12.8", null),
                        new PenaltyImposed(ID, t(60), Actor.ARBITER, BLACK, PenaltyKind.LOSS_OF_GAME, null, "13.4d",
                                Edition.FIDE_2005, null, "12.8", null),
                        new GameEnded(ID, t(60), Actor.ARBITER, "0-0", Termination.ARBITER_DECISION, "12.9", Edition.FIDE_2005));
    }

    @Test
    void article12_9_7_aFineExistsFrom2017() {
        fixture.given(started(Edition.FIDE_2017, START))
                .when(new ImposePenalty(ID, t(60), null, Party.BLACK, PenaltyKind.FINE, null, null, null, null))
                .expectEvents(new PenaltyImposed(ID, t(60), Actor.ARBITER, BLACK, PenaltyKind.FINE, null, "12.9.7",
                        Edition.FIDE_2017, null, null, null));
    }

    @Test
    void article13_4_thereIsNoFineIn2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ImposePenalty(ID, t(60), null, Party.BLACK, PenaltyKind.FINE, null, null, null, null))
                .expectNoEvents()
                .expectException(rejected(409, null, Edition.FIDE_2005));
    }

    @Test
    void article13_4e_aQuarterPointIsAScoreIn2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ImposePenalty(ID, t(60), null, Party.WHITE, PenaltyKind.REDUCE_POINTS, null, null, null, "3/4"))
                .expectEvents(new PenaltyImposed(ID, t(60), Actor.ARBITER, WHITE, PenaltyKind.REDUCE_POINTS, null, "13.4e",
                        Edition.FIDE_2005, null, null, "3/4"));
    }

    @Test
    void article10_2_butNotFrom2017() {
        fixture.given(started(Edition.FIDE_2017, START))
                .when(new ImposePenalty(ID, t(60), null, Party.WHITE, PenaltyKind.REDUCE_POINTS, null, null, null, "3/4"))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void article13_4b_timeNeedsAnAmount() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ImposePenalty(ID, t(60), null, Party.WHITE, PenaltyKind.ADD_OPPONENT_TIME, null, null, null, null))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void article11_3_2_2_aDeviceLosesAndTheOpponentWins_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START))
                .when(new ReportDeviceSignal(ID, t(60), null, BLACK, null))
                .expectEvents(new DeviceSignalReported(ID, t(60), Actor.ARBITER, BLACK, "11.3.2.2", Edition.FIDE_2017),
                        new GameEnded(ID, t(60), Actor.ARBITER, "1-0", Termination.ELECTRONIC_DEVICE, "11.3.2.2", Edition.FIDE_2017));
    }

    @Test
    void article13_3_2_theOpponentWhoCannotWinScoresAHalf_RF_2013() {
        fixture.given(started(Edition.RF_2013, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"))
                .when(new ReportDeviceSignal(ID, t(60), null, WHITE, null))
                .expectEvents(new DeviceSignalReported(ID, t(60), Actor.ARBITER, WHITE, "13.3.2", Edition.RF_2013),
                        new GameEnded(ID, t(60), Actor.ARBITER, "0-1/2", Termination.ELECTRONIC_DEVICE, "13.3.2", Edition.RF_2013,
                                new MateAnalysis(BLACK, MateAnalysis.Verdict.UNWINNABLE, null, "INSUFFICIENT_MATERIAL", null)));
    }

    @Test
    void article12_2b_theArbiterSetsTheOpponentsScore_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ReportDeviceSignal(ID, t(60), null, BLACK, "1/2"))
                .expectEvents(new DeviceSignalReported(ID, t(60), Actor.ARBITER, BLACK, "12.2b", Edition.FIDE_2005),
                        new GameEnded(ID, t(60), Actor.ARBITER, "1/2-0", Termination.ELECTRONIC_DEVICE, "12.2b", Edition.FIDE_2005));
    }

    @Test
    void article13_5_moreTimeForBothAfterADisturbance_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new adjudicator.command.api.Commands.AwardTime(ID, t(60), null, Party.BOTH, 120_000L, "fire alarm"))
                .expectEvents(new adjudicator.command.api.TimeAwarded(ID, t(60), Actor.ARBITER, WHITE, 120_000, "fire alarm", "13.5", Edition.FIDE_2005),
                        new adjudicator.command.api.TimeAwarded(ID, t(60), Actor.ARBITER, BLACK, 120_000, "fire alarm", "13.5", Edition.FIDE_2005));
    }

    @Test
    void article12_5_theTimeAwardedCountsOnTheClock_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START)[0], started(Edition.FIDE_2017, START)[1],
                        new adjudicator.command.api.TimeAwarded(ID, t(60), Actor.ARBITER, WHITE, 30_000, null, "12.5", Edition.FIDE_2017))
                .when(new StopClocks(ID, t(100), null, null))
                .expectEvents(new ClocksStopped(ID, t(100), Actor.ARBITER, 5_330_000, 5_400_000, "6.11.1", Edition.FIDE_2017));
    }

    @Test
    void article13_5_anAwardNeedsAnAmount() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new adjudicator.command.api.Commands.AwardTime(ID, t(60), null, Party.WHITE, null, null))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void article13_7_persistentRefusalLosesTheGame_RF_2013() {
        fixture.given(started(Edition.RF_2013, START))
                .when(new adjudicator.command.api.Commands.DeclarePersistentRefusal(ID, t(60), null, BLACK, null, "kept talking"))
                .expectEvents(new PenaltyImposed(ID, t(60), Actor.ARBITER, BLACK, PenaltyKind.LOSS_OF_GAME, null, "13.7",
                                Edition.RF_2013, "kept talking", "13.7", null),
                        new GameEnded(ID, t(60), Actor.ARBITER, "1-0", Termination.PERSISTENT_REFUSAL, "13.7", Edition.RF_2013));
    }
}
