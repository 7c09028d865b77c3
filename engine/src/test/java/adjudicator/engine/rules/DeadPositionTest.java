package adjudicator.engine.rules;

import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.Unwinnability;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** A dead position ends the game at once (2005 5.2b; RF 2013 and 2017/2023 5.2.2). */
class DeadPositionTest {

    @Test
    void article5_2b_bareKingsAreDead_FIDE_2005() {
        Position bare = Position.fromFen("4k3/8/8/8/8/8/4K3/8 b - - 0 1");
        assertThat(Adjudication.deadPosition(bare, Ruleset.FIDE_2005))
                .contains(new Outcome(GameResult.DRAW, Termination.DEAD_POSITION, "5.2b"));
    }

    @Test
    void article5_2_2_kingAndBishopAgainstKingIsDead_FIDE_2017() {
        Position kb = Position.fromFen("4k3/8/8/8/8/8/4K3/5B2 b - - 0 1");
        assertThat(Adjudication.deadPosition(kb, Ruleset.FIDE_2017))
                .contains(new Outcome(GameResult.DRAW, Termination.DEAD_POSITION, "5.2.2"));
    }

    @Test
    void article5_2_2_aLockedPawnWallWithKingsAloneIsDead_RF_2013() {
        Position wall = Position.fromFen("8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1");
        assertThat(Adjudication.deadPosition(wall, Ruleset.RF_2013)).isPresent();
    }

    @Test
    void article5_2b_aForcedCaptureThatLeavesOnlyAKnightEndsTheGameAtOnce_FIDE_2005() {
        // Black's only move is Kxb7 (a7 and b8 are covered): whatever follows, White has a knight alone.
        // Both positions came from random games, where the fast test used to leave them to a search
        Position rook = Position.fromFen("k7/1R6/8/1N6/8/8/8/7K b - - 15 77");
        assertThat(rook.legalMoves()).hasSize(1);
        assertThat(Adjudication.deadPosition(rook, Ruleset.FIDE_2005))
                .contains(new Outcome(GameResult.DRAW, Termination.DEAD_POSITION, "5.2b"));
        // White's only move is Kxh2, leaving Black a knight
        Position queen = Position.fromFen("8/8/8/4n3/8/7K/2k4q/8 w - - 46 122");
        assertThat(queen.legalMoves()).hasSize(1);
        assertThat(Adjudication.deadPosition(queen, Ruleset.FIDE_2017))
                .contains(new Outcome(GameResult.DRAW, Termination.DEAD_POSITION, "5.2.2"));
    }

    @Test
    void article5_2_2_forcedMovesThatLeaveOnlyStalematesEndTheGameAtOnce_FIDE_2017() {
        // from a lichess game scored as a win on time: Black's only move is ...h3+, and every reply of
        // White stalemates Black, so neither side can ever mate; the fast test alone does not see it
        Position trap = Position.fromFen("6Q1/8/5Q2/7k/7p/8/5PKP/8 b - - 0 49");
        assertThat(Unwinnability.quickDead(trap)).isFalse();
        assertThat(Unwinnability.isDead(trap)).isTrue();
        assertThat(Adjudication.deadPosition(trap, Ruleset.FIDE_2017))
                .contains(new Outcome(GameResult.DRAW, Termination.DEAD_POSITION, "5.2.2"));
        // the only move hxg6+ lets Black take or step aside, and each reply stalemates White
        Position deeper = Position.fromFen("8/6pk/6pp/7P/7K/5q2/8/5r2 w - - 0 50");
        assertThat(deeper.legalMoves()).hasSize(1);
        assertThat(Unwinnability.isDead(deeper)).isTrue();
        assertThat(Adjudication.deadPosition(deeper, Ruleset.FIDE_2017)).isPresent();
        // with a black pawn on a7 Black need not play ...h3+: after ...a6, Qg5 mates
        Position open = Position.fromFen("6Q1/p7/5Q2/7k/7p/8/5PKP/8 b - - 0 49");
        assertThat(Adjudication.deadPosition(open, Ruleset.FIDE_2017)).isEmpty();
    }

    @Test
    void article5_2b_aCaptureThatIsNotForcedLeavesThePositionOpen() {
        // a pawn move instead of Kxb7, and the rook and knight stay: not dead
        Position p = Position.fromFen("k7/1R5p/8/1N6/8/8/8/7K b - - 0 1");
        assertThat(p.legalMoves()).hasSize(3);
        assertThat(Adjudication.deadPosition(p, Ruleset.FIDE_2005)).isEmpty();
    }

    @Test
    void article5_2b_kingAndRookAgainstKingIsNotDead() {
        assertThat(Adjudication.deadPosition(Position.fromFen("4k3/8/8/8/8/8/4K3/R7 b - - 0 1"), Ruleset.FIDE_2005)).isEmpty();
        assertThat(Adjudication.deadPosition(Position.initial(), Ruleset.FIDE_2005)).isEmpty();
    }

    @Test
    void article5_2b_checkmateIsNotADeadPositionButAWin() {
        Position mate = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertThat(Adjudication.deadPosition(mate, Ruleset.FIDE_2005)).isEmpty();
    }

    @Test
    void theTestAfterEveryMoveNeverCallsAPositionDeadThatTheFullAnalysisFindsWinnable() {
        Random random = new Random(7);
        int dead = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Position.fromFen("4k3/pp4pp/8/8/8/8/PP4PP/4K3 w - - 0 1");
            for (int ply = 0; ply < 120; ply++) {
                List<Move> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                p = p.play(moves.get(random.nextInt(moves.size())));
                if (Unwinnability.deadAtOnce(p)) {
                    dead++;
                    assertThat(Unwinnability.isDead(p)).as(p.fen()).isTrue();
                }
            }
        }
        assertThat(dead).as("random pawn endings reach dead positions").isPositive();
    }

    @Test
    void article5_2_2_anArbitersDeclarationIsRefutedByAHelpmate_FIDE_2017() {
        Adjudication.DeadPositionReview review = Adjudication.reviewDeadPosition(Position.initial(), Ruleset.FIDE_2017);
        assertThat(review.refuted()).isTrue();
        assertThat(review.outcome()).isEmpty();
        // the helpmate the review found is a real one: played out, it ends in checkmate
        Position p = Position.initial();
        for (adjudicator.engine.Move m : ((adjudicator.engine.Unwinnability.Winnable) review.white()).helpmate()) {
            p = p.play(m);
        }
        assertThat(p.status()).isEqualTo(adjudicator.engine.Status.CHECKMATE);
    }

    @Test
    void article5_2b_anArbitersDeclarationIsConfirmedWhenNeitherSideCanMate_FIDE_2005() {
        Adjudication.DeadPositionReview review = Adjudication.reviewDeadPosition(
                Position.fromFen("8/8/4bk2/8/8/3B4/8/4KB2 w - - 0 1"), Ruleset.FIDE_2005);
        assertThat(review.proved()).isTrue();
        assertThat(review.outcome()).contains(new Outcome(GameResult.DRAW, Termination.DEAD_POSITION, "5.2b"));
    }
}
