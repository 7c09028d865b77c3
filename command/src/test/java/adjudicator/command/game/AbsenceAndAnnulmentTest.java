package adjudicator.command.game;

import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.AnnulGame;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.ReportAbsence;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.MoveMade;
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

/** Late arrival (2005 6.7; RF 2013 6.6a; 2017/2023 6.7.1) and annulment (2005 7.1a; RF 2013 7.1.1; 2017 7.2.1). */
class AbsenceAndAnnulmentTest {


    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    @Test
    void article6_7_aPlayerMoreThanAnHourLateLoses_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ReportAbsence(ID, t(3601), null, WHITE, null, false))
                .expectEvents(new AbsenceReported(ID, t(3601), Actor.ARBITER, WHITE, 3_601_000, 3_600_000, false, "6.7", Edition.FIDE_2005),
                        new GameEnded(ID, t(3601), Actor.ARBITER, "0-1", Termination.FORFEIT, "6.7", Edition.FIDE_2005));
    }

    @Test
    void article6_7_anHourExactlyIsNotMoreThanAnHour_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new ReportAbsence(ID, t(3600), null, WHITE, null, false))
                .expectNoEvents()
                .expectException(rejected(409, "6.7", Edition.FIDE_2005));
    }

    @Test
    void article6_6a_anyLatenessLosesAndTheArbiterMayNotWaiveIt_RF_2013() {
        fixture.given(started(Edition.RF_2013, START))
                .when(new ReportAbsence(ID, t(1), null, BLACK, null, true))
                .expectNoEvents()
                .expectException(rejected(409, "6.6a", Edition.RF_2013));
        fixture.given(started(Edition.RF_2013, START))
                .when(new ReportAbsence(ID, t(1), null, BLACK, null, false))
                .expectEvents(new AbsenceReported(ID, t(1), Actor.ARBITER, BLACK, 1_000, 0, false, "6.6a", Edition.RF_2013),
                        new GameEnded(ID, t(1), Actor.ARBITER, "1-0", Termination.FORFEIT, "6.6a", Edition.RF_2013));
    }

    @Test
    void article6_7_1_theRegulationsSetTheDefaultTime_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START))
                .when(new ReportAbsence(ID, t(600), null, WHITE, 900_000L, false))
                .expectNoEvents()
                .expectException(rejected(409, "6.7.1", Edition.FIDE_2017));
        fixture.given(started(Edition.FIDE_2017, START))
                .when(new ReportAbsence(ID, t(901), null, WHITE, 900_000L, false))
                .expectEvents(new AbsenceReported(ID, t(901), Actor.ARBITER, WHITE, 901_000, 900_000, false, "6.7.1", Edition.FIDE_2017),
                        new GameEnded(ID, t(901), Actor.ARBITER, "0-1", Termination.FORFEIT, "6.7.1", Edition.FIDE_2017));
    }

    @Test
    void article6_7_1_theArbiterMayDecideOtherwise_FIDE_2023() {
        fixture.given(started(Edition.FIDE_2023, START))
                .when(new ReportAbsence(ID, t(30), null, WHITE, null, true))
                .expectEvents(new AbsenceReported(ID, t(30), Actor.ARBITER, WHITE, 30_000, 0, true, "6.7.1", Edition.FIDE_2023));
    }

    @Test
    void article6_7_aPlayerWhoHasMovedIsNotAbsent_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START)[0], started(Edition.FIDE_2005, START)[1],
                        new MoveMade(ID, t(5), Actor.WHITE, WHITE, "e2e4", "e4", true, null, null,
                                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"))
                .when(new ReportAbsence(ID, t(4000), null, WHITE, null, false))
                .expectNoEvents()
                .expectException(rejected(409, "6.7", Edition.FIDE_2005));
    }

    @Test
    void article7_1a_aWrongInitialPositionAnnulsTheGame_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, START))
                .when(new AnnulGame(ID, t(300), null, "king and queen swapped"))
                .expectEvents(new GameAnnulled(ID, t(300), Actor.ARBITER, "king and queen swapped", "7.1a", Edition.FIDE_2005));
    }

    @Test
    void article7_2_1_anAnnulledGameTakesNoMoreMoves_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, START)[0], started(Edition.FIDE_2017, START)[1],
                        new GameAnnulled(ID, t(300), Actor.ARBITER, null, "7.2.1", Edition.FIDE_2017))
                .when(new MakeMove(ID, t(301), null, WHITE, "e4"))
                .expectNoEvents()
                .expectException(rejected(409, "5", Edition.FIDE_2017));
    }
}
