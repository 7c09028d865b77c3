package adjudicator.command.state;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.api.ScoresheetSigned;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.RoundResult;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game's result as its tournament counts it, from the game's own events: the points in force (8.7)
 * and the arbiter's points penalties; a default (6.7) a forfeit; a game ended before any move played
 * but not rated (the W/D/L of the TRF, FIDE Handbook C.04 Annex 2); scores outside 1-½-0 side by side;
 * nothing yet for a game in progress or annulled. Expected results written by hand from those rules.
 */
class TournamentGameResultTest {

    private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");
    private static final String ID = "g";

    /** A game of {@code edition}; with a move each (1. e4 e5) if {@code moved}; then {@code then}. */
    private static GameState game(Edition edition, boolean moved, GameEvent... then) {
        return game(edition, moved ? 2 : 0, then);
    }

    /** A game of {@code edition} with the first {@code plies} half-moves of 1. e4 e5; then {@code then}. */
    private static GameState game(Edition edition, int plies, GameEvent... then) {
        List<GameEvent> events = new ArrayList<>();
        events.add(new GameCreated(ID, T, Actor.ARBITER, "White, W", "Black, B", "Open", null, "1", 1, edition, "5400+30",
                Position.INITIAL_FEN));
        events.add(new ClocksStarted(ID, T, Actor.ARBITER, Color.WHITE, "6.5"));
        Position p = Position.initial();
        String[][] line = {{"e2e4", "e4"}, {"e7e5", "e5"}};
        for (int i = 0; i < plies; i++) {
            Color mover = i % 2 == 0 ? Color.WHITE : Color.BLACK;
            p = p.play(Move.parseUci(line[i][0]));
            events.add(MoveMade.legal(ID, T.plusSeconds(10 + 10 * i), Actor.of(mover), mover, line[i][0], line[i][1], p.fen()));
            events.add(new ClockPressed(ID, T.plusSeconds(11 + 10 * i), Actor.of(mover), mover, null));
        }
        events.addAll(List.of(then));
        return GameFold.of(events);
    }

    private static GameEnded ended(String result, Termination termination, String article, Edition edition) {
        return new GameEnded(ID, T.plusSeconds(60), Actor.ARBITER, result, termination, article, edition);
    }

    private static void assertSides(GameState v, RoundResult white, RoundResult black) {
        assertThat(TournamentGameResult.sides(v)).containsExactly(white, black);
    }

    // Played and rated

    @Test
    void Art5_1_2_resignation_whiteWins_FIDE_2017() {
        GameState v = game(Edition.FIDE_2017, true, ended("1-0", Termination.RESIGNATION, "5.1.2", Edition.FIDE_2017));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.WHITE_WINS);
        assertSides(v, RoundResult.WIN, RoundResult.LOSS);
    }

    @Test
    void Art5_1b_resignation_blackWins_FIDE_2005() {
        GameState v = game(Edition.FIDE_2005, true, ended("0-1", Termination.RESIGNATION, "5.1b", Edition.FIDE_2005));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.BLACK_WINS);
        assertSides(v, RoundResult.LOSS, RoundResult.WIN);
    }

    @Test
    void Art5_2_3_agreement_draw_RF_2013() {
        GameState v = game(Edition.RF_2013, true, ended("1/2-1/2", Termination.AGREEMENT, "5.2.3", Edition.RF_2013));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.DRAW);
        assertSides(v, RoundResult.DRAW, RoundResult.DRAW);
    }

    @Test
    void Art8_7_theResultBothSignedStands_notTheRecords_FIDE_2023() {
        // recorded 1-0, both players signed 0-1: 0-1 stands, even if incorrect
        GameState v = game(Edition.FIDE_2023, true, ended("1-0", Termination.RESIGNATION, "5.1.2", Edition.FIDE_2023),
                new ScoresheetSigned(ID, T.plusSeconds(70), Actor.WHITE, Color.WHITE, "0-1", "8.7", Edition.FIDE_2023),
                new ScoresheetSigned(ID, T.plusSeconds(71), Actor.BLACK, Color.BLACK, "0-1", "8.7", Edition.FIDE_2023));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.BLACK_WINS);
        assertSides(v, RoundResult.LOSS, RoundResult.WIN);
    }

    @Test
    void Art13_4e_f_theArbiterSetsThreeQuartersToAQuarter_eachBetweenNoughtAndOne_aDraw_FIDE_2005() {
        // 1-0; the arbiter reduces White's score to 3/4 (13.4e) and raises Black's to 1/4 (13.4f, a penalty on White)
        GameState v = game(Edition.FIDE_2005, true, ended("1-0", Termination.RESIGNATION, "5.1b", Edition.FIDE_2005),
                new PenaltyImposed(ID, T.plusSeconds(80), Actor.ARBITER, Color.WHITE, PenaltyKind.REDUCE_POINTS, null, "13.4e",
                        Edition.FIDE_2005, "conduct", null, "3/4"),
                new PenaltyImposed(ID, T.plusSeconds(81), Actor.ARBITER, Color.WHITE, PenaltyKind.INCREASE_OPPONENT_POINTS, null,
                        "13.4f", Edition.FIDE_2005, "conduct", null, "1/4"));
        assertThat(v.points()).isEqualTo(new GameState.Points("3/4", "1/4"));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.DRAW);
        assertSides(v, RoundResult.DRAW, RoundResult.DRAW);
    }

    // A default (a player absent): a forfeit

    @Test
    void Art6_7_1_defaultIsAForfeit_FIDE_2017() {
        GameState v = game(Edition.FIDE_2017, false, ended("1-0", Termination.FORFEIT, "6.7.1", Edition.FIDE_2017));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.WHITE_WINS_BY_FORFEIT);
        assertSides(v, RoundResult.FORFEIT_WIN, RoundResult.FORFEIT_LOSS);
    }

    @Test
    void Art6_7_defaultIsAForfeit_FIDE_2005() {
        GameState v = game(Edition.FIDE_2005, false, ended("0-1", Termination.FORFEIT, "6.7", Edition.FIDE_2005));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.BLACK_WINS_BY_FORFEIT);
        assertSides(v, RoundResult.FORFEIT_LOSS, RoundResult.FORFEIT_WIN);
    }

    @Test
    void Art6_6a_bothAbsent_aDoubleForfeit_RF_2013() {
        GameState v = game(Edition.RF_2013, false, ended("0-0", Termination.FORFEIT, "6.6a", Edition.RF_2013));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.DOUBLE_FORFEIT);
        assertSides(v, RoundResult.FORFEIT_LOSS, RoundResult.FORFEIT_LOSS);
    }

    // No move made: played, not rated

    @Test
    void C04_TRF16_endedBeforeAnyMove_whiteWins_playedButUnrated_FIDE_2023() {
        GameState v = game(Edition.FIDE_2023, false, ended("1-0", Termination.RESIGNATION, "5.1.2", Edition.FIDE_2023));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.WHITE_WINS_UNRATED);
        assertSides(v, RoundResult.UNRATED_WIN, RoundResult.UNRATED_LOSS);
    }

    @Test
    void C04_TRF16_endedBeforeAnyMove_blackWins_playedButUnrated_FIDE_2017() {
        GameState v = game(Edition.FIDE_2017, false, ended("0-1", Termination.RESIGNATION, "5.1.2", Edition.FIDE_2017));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.BLACK_WINS_UNRATED);
        assertSides(v, RoundResult.UNRATED_LOSS, RoundResult.UNRATED_WIN);
    }

    @Test
    void ratingRegulations5_1_onlyWhiteMoved_lessThanOneMove_playedButUnrated_FIDE_2023() {
        // 1. e4 and Black resigned: "any game where both players have made at least one move will be rated"
        GameState v = game(Edition.FIDE_2023, 1, ended("1-0", Termination.RESIGNATION, "5.1.2", Edition.FIDE_2023));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.WHITE_WINS_UNRATED);
        assertSides(v, RoundResult.UNRATED_WIN, RoundResult.UNRATED_LOSS);
    }

    @Test
    void C04_TRF16_drawAgreedBeforeAnyMove_playedButUnrated_FIDE_2005_5_2c() {
        // 2005 5.2c sets no minimum before an agreement
        GameState v = game(Edition.FIDE_2005, false, ended("1/2-1/2", Termination.AGREEMENT, "5.2c", Edition.FIDE_2005));
        assertThat(TournamentGameResult.of(v)).isEqualTo(BoardResult.DRAW_UNRATED);
        assertSides(v, RoundResult.UNRATED_DRAW, RoundResult.UNRATED_DRAW);
    }

    // Scores outside 1-1/2-0: no board result, each side his own

    @Test
    void Art12_9_bothPlayersLose_0_0_noBoardResult_eachSideALoss_FIDE_2005() {
        GameState v = game(Edition.FIDE_2005, true, ended("0-0", Termination.ARBITER_DECISION, "12.9", Edition.FIDE_2005));
        assertThat(TournamentGameResult.of(v)).isNull();
        assertSides(v, RoundResult.LOSS, RoundResult.LOSS);
    }

    @Test
    void Art11_8_bothPlayersLose_0_0_noBoardResult_eachSideALoss_FIDE_2017() {
        GameState v = game(Edition.FIDE_2017, true, ended("0-0", Termination.ARBITER_DECISION, "11.8", Edition.FIDE_2017));
        assertThat(TournamentGameResult.of(v)).isNull();
        assertSides(v, RoundResult.LOSS, RoundResult.LOSS);
    }

    @Test
    void Art13_3_2_deviceWhereTheOpponentCannotWin_halfToNought_noBoardResult_aDrawAndALoss_RF_2013() {
        // Black's device; White could not win: 1/2-0
        GameState v = game(Edition.RF_2013, true, ended("1/2-0", Termination.ELECTRONIC_DEVICE, "13.3.2", Edition.RF_2013));
        assertThat(TournamentGameResult.of(v)).isNull();
        assertSides(v, RoundResult.DRAW, RoundResult.LOSS);
    }

    // Nothing yet

    @Test
    void aGameInProgress_countsForNothingYet_pending() {
        GameState v = game(Edition.FIDE_2023, true);
        assertThat(TournamentGameResult.of(v)).isNull();
        assertSides(v, RoundResult.PENDING, RoundResult.PENDING);
    }

    @Test
    void Art7_2_1_anAnnulledGame_countsForNothing_pending_FIDE_2017() {
        GameState v = game(Edition.FIDE_2017, true, new GameAnnulled(ID, T.plusSeconds(60), Actor.ARBITER, "wrong initial position",
                "7.2.1", Edition.FIDE_2017));
        assertThat(TournamentGameResult.of(v)).isNull();
        assertSides(v, RoundResult.PENDING, RoundResult.PENDING);
    }
}
