package adjudicator.engine;

import static adjudicator.engine.TestSupport.sq;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What the helpmate search and the enumeration count as progress (a move that costs no depth). */
class HelpmateSearchTest {

    /** The step cost of the move from {@code from} to {@code to} for the side to move in {@code fen}. */
    private static int stepCost(String fen, int winner, String from, String to) {
        Board b = Position.fromFen(fen).board().copy();
        int[] list = new int[256];
        int n = b.generate(list);
        for (int i = 0; i < n; i++) {
            if (Board.from(list[i]) == sq(from) && Board.to(list[i]) == sq(to)) {
                boolean winnerBlocked = b.stm != winner && Unwinnability.pawnsAllBlocked(b, winner);
                return new HelpmateSearch(b, winner).stepCost(list[i], HelpmateSearch.needsLoserPromotion(b, winner),
                        HelpmateSearch.darkCorner(b, winner), winnerBlocked);
            }
        }
        throw new AssertionError("no move " + from + to + " in " + fen);
    }

    @Test
    void theWinnersPassedPawnPushIsProgressWhereverItStands() {
        // White's f-pawn on its third rank, no Black pawn ahead of it on the e-, f- or g-file
        String fen = "1k6/1P1p3p/BP6/1P6/1p6/5P2/1P1P2KP/8 w - - 0 1";
        assertThat(stepCost(fen, Board.WHITE, "f3", "f4")).isZero();
        // the h-pawn has Black's h-pawn ahead of it: an ordinary move
        assertThat(stepCost(fen, Board.WHITE, "h2", "h3")).isEqualTo(1);
        // and the d-pawn Black's d-pawn
        assertThat(stepCost(fen, Board.WHITE, "d2", "d3")).isEqualTo(1);
    }

    @Test
    void aPawnWithAnEnemyPawnOnTheNextFileAheadIsNotPassed() {
        // Black's pawn on e6 can still stop White's f-pawn (it guards f5)
        String fen = "1k6/1P1p3p/BP2p3/1P6/1p6/5P2/1P1P2KP/8 w - - 0 1";
        assertThat(stepCost(fen, Board.WHITE, "f3", "f4")).isEqualTo(1);
    }

    @Test
    void forBlackAheadIsDownTheBoard() {
        // Black's c-pawn on c6 with no White pawn on the b-, c- or d-file below it; its a-pawn is blocked
        String fen = "k7/p7/2p5/8/8/P7/8/7K b - - 0 1";
        assertThat(stepCost(fen, Board.BLACK, "c6", "c5")).isZero();
        assertThat(stepCost(fen, Board.BLACK, "a7", "a6")).isEqualTo(1);
    }

    @Test
    void theLosersPawnMovesAreProgressWhileEveryPawnOfTheWinnerIsBlocked() {
        // Black to mate: each of its pawns (b4, d7, f7, h7) has a White pawn ahead on its file, so none
        // can promote until White's pawns have come forward, promoted and been given away to change
        // Black's files: White's pawn moves cost nothing, a king move away from the mating corner one ply
        String fen = "1k6/1P1p1p1p/BP6/1P6/1p6/8/1P1P1PKP/8 w - - 0 1";
        assertThat(stepCost(fen, Board.BLACK, "d2", "d4")).isZero();
        assertThat(stepCost(fen, Board.BLACK, "f2", "f3")).isZero();
        assertThat(stepCost(fen, Board.BLACK, "g2", "h3")).isEqualTo(1);
    }

    @Test
    void withOnePawnOfTheWinnerFreeTheLosersPawnMovesAreOrdinary() {
        // Black's c-pawn has no White pawn ahead of it: White's pawn moves are ordinary again
        String fen = "1k6/1Ppp1p1p/BP6/1P6/1p6/8/1P1P1PKP/8 w - - 0 1";
        assertThat(stepCost(fen, Board.BLACK, "d2", "d4")).isEqualTo(1);
    }

    @Test
    void everyMoveThatGivesCheckIsOneThatMayCheck() {
        // the mate-in-one test at the search's horizon plays only the moves that may give check: over
        // random games from positions rich in promotions, castling, en passant and discovered checks,
        // no checking move may be filtered out
        int[] list = new int[256];
        int checks = 0;
        for (Position p : PropertyTest.positions(20261201, 20)) {
            Board b = p.board().copy();
            int king = b.kingSquare(b.stm ^ 1);
            int n = b.generate(list);
            for (int i = 0; i < n; i++) {
                boolean may = HelpmateSearch.mayCheck(b, list[i], king);
                long undo = b.make(list[i]);
                boolean check = b.inCheck();
                b.unmake(list[i], undo);
                if (check) {
                    checks++;
                    assertThat(may).as("move %d in %s", list[i], p.fen()).isTrue();
                }
            }
        }
        assertThat(checks).isGreaterThan(1_000);
    }

    @Test
    void aWinnerWithoutPawnsHasNoneUnblocked() {
        // White mates with a rook and has no pawn: none of its pawns is free, so Black's pawn moves count
        // as progress here too (measured on the vector: cheaper than excluding this case)
        String fen = "7k/8/8/8/8/p7/8/KR6 b - - 0 1";
        assertThat(stepCost(fen, Board.WHITE, "a3", "a2")).isZero();
        // and a king move of Black that comes no nearer the mating corner (a8) is an ordinary one
        assertThat(stepCost(fen, Board.WHITE, "h8", "h7")).isEqualTo(1);
    }

    @Test
    void theLosersKnightApproachesTheCornerByKnightMovesOnly() {
        // White's dark bishop: Black's king is drawn to h8 and its other men to g8. g6-e7 brings the
        // knight one knight move from g8; g6-h8 stands next to g8 but three knight moves from it
        String fen = "8/8/6n1/3b4/8/2k5/8/K1B5 b - - 0 1";
        assertThat(stepCost(fen, Board.WHITE, "g6", "e7")).isZero();
        assertThat(stepCost(fen, Board.WHITE, "g6", "h8")).isEqualTo(1);
        // a bishop of the loser still approaches by king distance (d5 to e6 nearer g8, to c4 farther)
        assertThat(stepCost(fen, Board.WHITE, "d5", "e6")).isZero();
        assertThat(stepCost(fen, Board.WHITE, "d5", "c4")).isEqualTo(1);
    }

    @Test
    void withAKnightOfTheLoserTheWinnersKingAimsAtG6NotH6() {
        // a knight on g8 beside Black's king attacks h6 (and f6), so the mating picture has White's king
        // on g6: Kf8-f7 comes nearer g6 and no nearer h6
        assertThat(stepCost("5K2/8/8/8/8/8/8/k1B3n1 w - - 0 1", Board.WHITE, "f8", "f7")).isZero();
        // without one, the king aims at h6 as before
        assertThat(stepCost("5K2/8/8/8/8/8/p7/k1B5 w - - 0 1", Board.WHITE, "f8", "f7")).isEqualTo(1);
    }
}
