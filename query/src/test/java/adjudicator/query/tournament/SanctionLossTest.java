package adjudicator.query.tournament;

import adjudicator.command.api.Actor;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import adjudicator.query.Records;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The loss a game's ending imposed as a sanction, as the penalties register and the tournament report
 * both tell it: the deciding illegal move loses the game (FIDE 2023 7.5.5), unless the opponent cannot
 * checkmate by any series of legal moves, when the same ending draws and nobody lost anything.
 */
class SanctionLossTest {

    private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");

    private static GameEnded ended(String result) {
        return new GameEnded("g", T, Actor.ARBITER, result, Termination.ILLEGAL_MOVES, "7.5.5", Edition.FIDE_2023);
    }

    private static GameState game(GameEnded ended) {
        GameState s = GameFold.evolve(GameState.EMPTY, new GameCreated("g", T, Actor.ARBITER, "White, W", "Black, B", "Open", null, "1", 1, Edition.FIDE_2023,
                "-", "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1"));
        return GameFold.evolve(s, ended);
    }

    private static List<String> reportPenalties(GameState v) {
        List<String> rulings = new ArrayList<>();
        List<String> penalties = new ArrayList<>();
        TournamentReportPdf.gameRulings(v, "Round 1, board 1", rulings, penalties);
        return penalties;
    }

    @Test
    void theDecidingIllegalMove_losesTheGame_inTheRegisterAndTheReport_FIDE_2023_7_5_5() {
        GameEnded ended = ended("0-1");
        GameState v = game(ended);
        assertThat(Records.sanctionLoss(v, ended, 1)).hasValueSatisfying(p -> assertThat(p.player().name()).isEqualTo("WHITE"));
        assertThat(reportPenalties(v)).containsExactly("Round 1, board 1: game lost by ILLEGAL_MOVES, Art. 7.5.5 FIDE_2023");
    }

    @Test
    void theDecidingIllegalMove_againstASideThatCannotCheckmate_drawsAndIsNoLoss_inTheRegisterAndTheReport_FIDE_2023_7_5_5() {
        GameEnded ended = ended("1/2-1/2");
        GameState v = game(ended);
        assertThat(Records.sanctionLoss(v, ended, 1)).isEmpty();
        assertThat(reportPenalties(v)).as("the report says no game was lost where the points stayed level").isEmpty();
    }
}
