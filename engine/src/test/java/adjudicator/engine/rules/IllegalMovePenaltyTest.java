package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.Unwinnability;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/** The cost of the nth illegal move, per edition and pace (2005 7.4b; RF 2013 7.4.2; 2017/2023 7.5.5; A, B). */
class IllegalMovePenaltyTest {

    /** White (the offender) has K+R; Black has a bare king and cannot checkmate. */
    private static final Position BLACK_CANNOT_MATE = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    private static final Position START = Position.initial();

    @Test
    void article7_4b_theFirstAndSecondIllegalMovesGiveTheOpponentTwoMinutes_FIDE_2005() {
        for (int nth = 1; nth <= 2; nth++) {
            assertThat(IllegalMovePenalty.of(Ruleset.FIDE_2005, Pace.STANDARD, nth, START, Color.WHITE))
                    .isEqualTo(new IllegalMovePenalty.TimeToOpponent(Duration.ofMinutes(2), "7.4b"));
        }
    }

    @Test
    void article7_4b_theThirdLosesEvenWhenTheOpponentCannotMate_FIDE_2005() {
        IllegalMovePenalty.Consequence c = IllegalMovePenalty.of(Ruleset.FIDE_2005, Pace.STANDARD, 3, BLACK_CANNOT_MATE, Color.WHITE);
        assertThat(c).isInstanceOf(IllegalMovePenalty.GameEnds.class);
        Adjudication.Ruling ruling = ((IllegalMovePenalty.GameEnds) c).ruling();
        assertThat(ruling.outcome()).isEqualTo(new Outcome(GameResult.BLACK_WINS, Termination.ILLEGAL_MOVES, "7.4b"));
        assertThat(ruling.canCheckmate()).isEmpty();
    }

    @Test
    void article7_4_2_theThirdIsADrawWhenTheOpponentCannotMate_RF_2013() {
        IllegalMovePenalty.Consequence c = IllegalMovePenalty.of(Ruleset.RF_2013, Pace.STANDARD, 3, BLACK_CANNOT_MATE, Color.WHITE);
        Adjudication.Ruling ruling = ((IllegalMovePenalty.GameEnds) c).ruling();
        assertThat(ruling.outcome()).isEqualTo(new Outcome(GameResult.DRAW, Termination.ILLEGAL_MOVES, "7.4.2"));
        assertThat(ruling.canCheckmate()).containsInstanceOf(Unwinnability.Unwinnable.class);
    }

    @Test
    void article7_4_2_theSecondOnlyCostsTwoMinutes_RF_2013() {
        assertThat(IllegalMovePenalty.of(Ruleset.RF_2013, Pace.STANDARD, 2, START, Color.BLACK))
                .isEqualTo(new IllegalMovePenalty.TimeToOpponent(Duration.ofMinutes(2), "7.4.2"));
    }

    @Test
    void article7_5_5_theSecondLoses_FIDE_2017() {
        IllegalMovePenalty.Consequence c = IllegalMovePenalty.of(Ruleset.FIDE_2017, Pace.STANDARD, 2, START, Color.BLACK);
        Adjudication.Ruling ruling = ((IllegalMovePenalty.GameEnds) c).ruling();
        assertThat(ruling.outcome()).isEqualTo(new Outcome(GameResult.WHITE_WINS, Termination.ILLEGAL_MOVES, "7.5.5"));
        assertThat(ruling.canCheckmate()).containsInstanceOf(Unwinnability.Winnable.class);
    }

    @Test
    void articleB_2_inBlitzTheFirstCostsOneMinute_FIDE_2017() {
        assertThat(IllegalMovePenalty.of(Ruleset.FIDE_2017, Pace.BLITZ, 1, START, Color.WHITE))
                .isEqualTo(new IllegalMovePenalty.TimeToOpponent(Duration.ofMinutes(1), "B.2"));
    }

    @Test
    void articleA_3_inRapidTheFirstCostsOneMinute_FIDE_2023() {
        assertThat(IllegalMovePenalty.of(Ruleset.FIDE_2023, Pace.RAPID, 1, START, Color.WHITE))
                .isEqualTo(new IllegalMovePenalty.TimeToOpponent(Duration.ofMinutes(1), "A.3"));
    }

    @Test
    void appendixB_inBlitzTheFirstClaimedLosesOrDrawsWhenTheClaimantCannotMate_FIDE_2005() {
        Adjudication.Ruling wins = ((IllegalMovePenalty.GameEnds) IllegalMovePenalty.of(Ruleset.FIDE_2005, Pace.BLITZ, 1,
                START, Color.WHITE)).ruling();
        assertThat(wins.outcome()).isEqualTo(new Outcome(GameResult.BLACK_WINS, Termination.ILLEGAL_MOVES, "App. B"));
        Adjudication.Ruling draws = ((IllegalMovePenalty.GameEnds) IllegalMovePenalty.of(Ruleset.FIDE_2005, Pace.BLITZ, 1,
                BLACK_CANNOT_MATE, Color.WHITE)).ruling();
        assertThat(draws.outcome().result()).isEqualTo(GameResult.DRAW);
    }
}
