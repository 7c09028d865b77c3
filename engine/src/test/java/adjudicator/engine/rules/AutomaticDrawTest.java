package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static adjudicator.engine.rules.DrawClaimsTest.line;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Draws without a claim: fivefold repetition (2017/2023 9.6.1) and seventy-five moves (2017/2023
 * 9.6.2, checkmate taking precedence), from (docs/editions.md). FIDE 2005 and RF 2013 have neither
 * (they came in 2014); there only a claim under 9.2/9.3 draws.
 */
class AutomaticDrawTest {

    private static final Outcome FIVEFOLD = new Outcome(GameResult.DRAW, Termination.FIVEFOLD_REPETITION, "9.6.1");
    private static final Outcome SEVENTY_FIVE = new Outcome(GameResult.DRAW, Termination.SEVENTY_FIVE_MOVE_RULE, "9.6.2");

    private static final String[] KNIGHTS_FOUR_TIMES = {
            "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8",
            "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"};

    private static List<Position> knights(int plies) {
        return line(Position.initial(), Arrays.copyOf(KNIGHTS_FOUR_TIMES, plies));
    }

    /** White to move, rook and kings only; {@code clock} half-moves since the last pawn move or capture. */
    private static String rookEnding(int clock) {
        return "8/8/4k3/8/8/4K3/8/R7 w - - " + clock + " 120";
    }

    // ------------------------------------------------------------------ 9.6.1 fivefold

    @ParameterizedTest
    @EnumSource(value = Edition.class, names = {"FIDE_2017", "FIDE_2023"})
    void fide2017And2023_article9_6_1_theFifthOccurrenceEndsTheGame(Edition edition) {
        assertThat(Adjudication.automaticDraw(knights(16), Ruleset.of(edition))).contains(FIVEFOLD);
    }

    @ParameterizedTest
    @EnumSource(value = Edition.class, names = {"FIDE_2017", "FIDE_2023"})
    void fide2017And2023_article9_6_1_theFourthOccurrenceDoesNot(Edition edition) {
        assertThat(Adjudication.automaticDraw(knights(12), Ruleset.of(edition))).isEmpty();
        assertThat(Adjudication.automaticDraw(knights(15), Ruleset.of(edition))).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(value = Edition.class, names = {"FIDE_2017", "FIDE_2023"})
    void fide2017And2023_article9_6_1_theAppearancesNeedNotComeFromConsecutiveAlternateMoves(Edition edition) {
        // only 2014 read "five consecutive alternate moves" (docs/editions.md): four different round trips
        List<Position> line = line(Position.initial(),
                "Nf3", "Nf6", "Ng1", "Ng8",
                "Nc3", "Nc6", "Nb1", "Nb8",
                "Nf3", "Nc6", "Ng1", "Nb8",
                "Nh3", "Nh6", "Ng1", "Ng8");
        assertThat(Adjudication.automaticDraw(line, Ruleset.of(edition))).contains(FIVEFOLD);
    }

    @ParameterizedTest
    @EnumSource(value = Edition.class, names = {"FIDE_2005", "RF_2013"})
    void fide2005AndRf2013_noAutomaticFivefold_theGameGoesOnUntilAClaim(Edition edition) {
        Ruleset rules = Ruleset.of(edition);
        assertThat(Adjudication.automaticDraw(knights(16), rules)).isEmpty();
        // a claim is still correct there
        assertThat(DrawClaims.threefoldRepetition(rules, knights(16), Color.WHITE, Optional.empty()))
                .isInstanceOf(ClaimVerdict.Correct.class);
    }

    // ------------------------------------------------------------------ 9.6.2 seventy-five moves

    @ParameterizedTest
    @EnumSource(value = Edition.class, names = {"FIDE_2017", "FIDE_2023"})
    void fide2017And2023_article9_6_2_seventyFiveMovesByEachPlayerEndTheGame(Edition edition) {
        List<Position> line = line(rookEnding(148), "Ra2", "Kd6");
        assertThat(line.get(2).halfmoveClock()).isEqualTo(150);
        assertThat(Adjudication.automaticDraw(line, Ruleset.of(edition))).contains(SEVENTY_FIVE);
    }

    @ParameterizedTest
    @EnumSource(value = Edition.class, names = {"FIDE_2017", "FIDE_2023"})
    void fide2017And2023_article9_6_2_oneHalfMoveShortDoesNot(Edition edition) {
        assertThat(Adjudication.automaticDraw(line(rookEnding(147), "Ra2", "Kd6"), Ruleset.of(edition))).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(value = Edition.class, names = {"FIDE_2005", "RF_2013"})
    void fide2005AndRf2013_noAutomaticSeventyFiveMoves(Edition edition) {
        assertThat(Adjudication.automaticDraw(line(rookEnding(148), "Ra2", "Kd6"), Ruleset.of(edition))).isEmpty();
        assertThat(Adjudication.automaticDraw(line(rookEnding(300)), Ruleset.of(edition))).isEmpty();
    }

    @Test
    void fide2017_article9_6_2_checkmateOnTheSeventyFifthMoveTakesPrecedence() {
        List<Position> line = line("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80", "Ra8#");
        assertThat(line.get(1).halfmoveClock()).isEqualTo(150);
        assertThat(Adjudication.automaticDraw(line, Ruleset.FIDE_2017)).isEmpty();
        assertThat(Adjudication.afterLegalMove(line.get(1), Ruleset.FIDE_2017))
                .contains(new Outcome(GameResult.WHITE_WINS, Termination.CHECKMATE, "5.1.1"));
        // the same move count without the mate is a draw
        assertThat(Adjudication.automaticDraw(line("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80", "Ra7"), Ruleset.FIDE_2017))
                .contains(SEVENTY_FIVE);
    }

    @Test
    void fide2023_article9_6_2_checkmateOnTheSeventyFifthMoveTakesPrecedence() {
        List<Position> line = line("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80", "Ra8#");
        assertThat(Adjudication.automaticDraw(line, Ruleset.FIDE_2023)).isEmpty();
    }

    @Test
    void fide2017_article9_6_2_aStalemateOnTheSeventyFifthMoveIsNotGivenPrecedence() {
        // the text gives precedence only to checkmate; both are draws, the caller's order picks one
        List<Position> line = line("7k/8/6K1/8/8/8/5Q2/8 w - - 149 80", "Qf7");
        assertThat(line.get(1).status()).isEqualTo(Status.STALEMATE);
        assertThat(Adjudication.automaticDraw(line, Ruleset.FIDE_2017)).contains(SEVENTY_FIVE);
        assertThat(Adjudication.afterLegalMove(line.get(1), Ruleset.FIDE_2017))
                .contains(new Outcome(GameResult.DRAW, Termination.STALEMATE, "5.2.1"));
    }

    @Test
    void fide2017_article9_6_whenFivefoldAndSeventyFiveMovesComeTogether9_6_1IsReported() {
        List<Position> line = line(Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 134 1"),
                KNIGHTS_FOUR_TIMES);
        assertThat(line.get(16).halfmoveClock()).isEqualTo(150);
        assertThat(Adjudication.automaticDraw(line, Ruleset.FIDE_2017)).contains(FIVEFOLD);
    }
}
