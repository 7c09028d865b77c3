package adjudicator.engine.rules;

import adjudicator.engine.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.math.BigDecimal;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The loss of a game imposed as a sanction by its ending, per edition: which endings are sanctions (the
 * deciding illegal move, an electronic device, a persistent refusal) and who lost (the side left with
 * fewer points; nobody where the points stayed level). Each expected loser written by hand from the
 * article and the score it gives.
 */
class SanctionLossTest {

    private static Scores.Points points(String white, String black) {
        return new Scores.Points(new BigDecimal(white), new BigDecimal(black));
    }

    private static final Scores.Points WHITE_WINS = points("1", "0");
    private static final Scores.Points BLACK_WINS = points("0", "1");
    private static final Scores.Points DRAW = points("0.5", "0.5");

    // The deciding illegal move

    @Test
    void Art7_4b_thirdIllegalMoveLosesTheGame_FIDE_2005() {
        // White's third illegal move: 0-1 (2005 7.4b, no draw exception)
        assertThat(SanctionLoss.loser(Termination.ILLEGAL_MOVES, BLACK_WINS)).contains(Color.WHITE);
    }

    @Test
    void Art7_4_2_thirdIllegalMoveLosesTheGame_RF_2013() {
        // Black's third illegal move: 1-0
        assertThat(SanctionLoss.loser(Termination.ILLEGAL_MOVES, WHITE_WINS)).contains(Color.BLACK);
    }

    @Test
    void Art7_5_5_decidingIllegalMoveLosesTheGame_FIDE_2017() {
        // Black's second illegal move: 1-0
        assertThat(SanctionLoss.loser(Termination.ILLEGAL_MOVES, WHITE_WINS)).contains(Color.BLACK);
    }

    @Test
    void Art7_5_5_decidingIllegalMoveDrawsWhereOpponentCannotMate_noSanctionLoser() {
        // 2017/2023 7.5.5 (and RF 2013 7.4.2): the opponent cannot checkmate by any series of legal moves, 1/2-1/2
        assertThat(SanctionLoss.loser(Termination.ILLEGAL_MOVES, DRAW)).isEmpty();
    }

    // An electronic device

    @Test
    void Art12_2b_electronicDevice_arbiterSetsTheOpponentsScoreToAHalf_FIDE_2005() {
        // White's phone rang; the arbiter gave Black 1/2: 0-1/2, White lost
        assertThat(SanctionLoss.loser(Termination.ELECTRONIC_DEVICE, points("0", "0.5"))).contains(Color.WHITE);
    }

    @Test
    void Art13_3_2_electronicDevice_opponentCannotWin_halfToNought_RF_2013() {
        // Black's device; White could not win by any series of legal moves: 1/2-0, Black lost
        assertThat(SanctionLoss.loser(Termination.ELECTRONIC_DEVICE, points("0.5", "0"))).contains(Color.BLACK);
    }

    @Test
    void Art11_3_2_2_electronicDevice_opponentWins_FIDE_2023() {
        // White's device: 0-1
        assertThat(SanctionLoss.loser(Termination.ELECTRONIC_DEVICE, BLACK_WINS)).contains(Color.WHITE);
    }

    // A persistent refusal to comply with the Laws

    @Test
    void Art12_8_persistentRefusal_FIDE_2005() {
        // Black refused: 1-0
        assertThat(SanctionLoss.loser(Termination.PERSISTENT_REFUSAL, WHITE_WINS)).contains(Color.BLACK);
    }

    @Test
    void Art11_7_persistentRefusal_arbiterGivesTheOpponentAHalf_FIDE_2017() {
        // White refused; the arbiter gave Black 1/2: 0-1/2
        assertThat(SanctionLoss.loser(Termination.PERSISTENT_REFUSAL, points("0", "0.5"))).contains(Color.WHITE);
    }

    // Not a sanction

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Termination.class, names = {"ILLEGAL_MOVES", "ELECTRONIC_DEVICE", "PERSISTENT_REFUSAL"},
            mode = EnumSource.Mode.EXCLUDE)
    void otherEndings_areNoSanction_evenWhereOneSideLost(Termination termination) {
        assertThat(SanctionLoss.isSanction(termination)).isFalse();
        assertThat(SanctionLoss.loser(termination, WHITE_WINS)).isEmpty();
        assertThat(SanctionLoss.loser(termination, BLACK_WINS)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Termination.class, names = {"ILLEGAL_MOVES", "ELECTRONIC_DEVICE", "PERSISTENT_REFUSAL"})
    void theThreeSanctions(Termination termination) {
        assertThat(SanctionLoss.isSanction(termination)).isTrue();
    }

    @Test
    void aGameThatGoesOn_hasNoEndingAndNoSanction() {
        assertThat(SanctionLoss.isSanction(null)).isFalse();
        assertThat(SanctionLoss.loser(null, points("0", "0"))).isEqualTo(Optional.empty());
    }
}
