package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A player's device rings or is found on him (2005 12.2b; RF 2013 13.3.2; 2017/2023 11.3.2.2). */
class DeviceRuleTest {

    /** White has K+R; Black, whose device it is not, has a bare king and cannot win. */
    private static final Position BLACK_CANNOT_WIN = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");

    @Test
    void article11_3_2_2_theOpponentWinsEvenIfHeCannotMate_FIDE_2017() {
        Adjudication.Ruling r = Adjudication.deviceSignal(BLACK_CANNOT_WIN, Color.WHITE, Ruleset.FIDE_2017, Optional.empty());
        assertThat(r.outcome()).isEqualTo(new Outcome(GameResult.BLACK_WINS, Termination.ELECTRONIC_DEVICE, "11.3.2.2"));
        assertThat(r.canCheckmate()).isEmpty();
    }

    @Test
    void article13_3_2_theOpponentScoresAHalfWhenHeCannotWin_RF_2013() {
        Adjudication.Ruling r = Adjudication.deviceSignal(BLACK_CANNOT_WIN, Color.WHITE, Ruleset.RF_2013, Optional.empty());
        assertThat(r.outcome()).isEqualTo(new Outcome(GameResult.WHITE_ZERO_BLACK_HALF, Termination.ELECTRONIC_DEVICE, "13.3.2"));
    }

    @Test
    void article13_3_2_otherwiseTheOpponentWins_RF_2013() {
        Adjudication.Ruling r = Adjudication.deviceSignal(Position.initial(), Color.BLACK, Ruleset.RF_2013, Optional.empty());
        assertThat(r.outcome().result()).isEqualTo(GameResult.WHITE_WINS);
    }

    @Test
    void article12_2b_theArbiterSetsTheOpponentsScore_FIDE_2005() {
        Adjudication.Ruling half = Adjudication.deviceSignal(Position.initial(), Color.BLACK, Ruleset.FIDE_2005, Optional.of("1/2"));
        assertThat(half.outcome()).isEqualTo(new Outcome(GameResult.WHITE_HALF_BLACK_ZERO, Termination.ELECTRONIC_DEVICE, "12.2b"));
        Adjudication.Ruling commentary = Adjudication.deviceSignal(BLACK_CANNOT_WIN, Color.WHITE, Ruleset.FIDE_2005, Optional.empty());
        assertThat(commentary.outcome().result()).isEqualTo(GameResult.WHITE_ZERO_BLACK_HALF);
    }

    @Test
    void article11_3_2_2_theArbiterSetsNoScoreUnder2017() {
        assertThatThrownBy(() -> Adjudication.deviceSignal(Position.initial(), Color.BLACK, Ruleset.FIDE_2017, Optional.of("1/2")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("11.3.2.2");
    }

    @Test
    void article12_8_persistentRefusalLosesAndTheArbiterSetsTheOpponentsScore_FIDE_2005() {
        assertThat(Adjudication.persistentRefusal(Color.WHITE, Ruleset.FIDE_2005, Optional.empty()))
                .isEqualTo(new Outcome(GameResult.BLACK_WINS, Termination.PERSISTENT_REFUSAL, "12.8"));
        assertThat(Adjudication.persistentRefusal(Color.BLACK, Ruleset.FIDE_2017, Optional.of("1/2")))
                .isEqualTo(new Outcome(GameResult.WHITE_HALF_BLACK_ZERO, Termination.PERSISTENT_REFUSAL, "11.7"));
    }
}
