package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Positions reached by seeded random games, many of them with little material left: the analysis never
 * fails, and every helpmate it returns really mates from that position.
 */
class UnwinnabilityRandomTest {

    @Test
    void article6_9_randomGamePositionsGetSoundVerdictsWithRealHelpmates() {
        Random random = new Random(11);
        int winnable = 0;
        int unwinnable = 0;
        for (int game = 0; game < 12; game++) {
            Position p = Position.initial();
            // long random games shed material, as real games near a flag fall do
            for (int ply = 0; ply < 160 + 20 * game && p.status() == Status.ONGOING; ply++) {
                List<Move> moves = p.legalMoves();
                // prefer captures, so that the endings are reached
                Move pick = moves.get(random.nextInt(moves.size()));
                for (Move m : moves) {
                    if (p.pieceAt(m.to()) != null && random.nextInt(3) > 0) {
                        pick = m;
                        break;
                    }
                }
                p = p.play(pick);
            }
            for (Color side : Color.values()) {
                Unwinnability.Verdict v = Unwinnability.analyse(p, side);
                if (v instanceof Unwinnability.Winnable w) {
                    UnwinnabilityTest.assertHelpmate(p, side, w.helpmate());
                    winnable++;
                } else if (v.unwinnable()) {
                    unwinnable++;
                }
            }
        }
        // most sides are decided; the few left undetermined must be treated as winnable by callers
        assertThat(winnable + unwinnable).isGreaterThan(20);
        assertThat(unwinnable).isPositive();
    }

    /**
     * Hand-made locked positions where a king shuttles between two squares (the shape that needs the
     * refined reachability argument: stalemating captures excluded, the tempo of a shuttling king),
     * disturbed at random: a man moved, removed or added. Whenever the static argument declares a side
     * unable to mate, a helpmate search must find no mate; and, so that this check has teeth, the same
     * search must find mates in most of the disturbed positions that the argument leaves open.
     */
    @Test
    void article5_2b_disturbedShuttlePositionsNeverGetAnUnwinnableVerdictAgainstAFoundHelpmate() {
        String[] bases = {
            "7k/8/7p/5p1P/5p2/5PpK/6P1/2b5", "8/8/k6p/2b2p1P/5p2/5PpK/6P1/4b3",
            "8/1p6/1PpB4/k1P5/p1P5/P7/5BK1/8", "8/8/7p/5p1P/5p1K/5Pp1/6P1/2b1k3",
            // and two that are not dead, one man away from the first
            "7k/8/7p/5p1P/5p2/5PpK/P5P1/2b5", "7k/p7/P6p/5p1P/5p2/5PpK/6P1/2b5"};
        Random random = new Random(5);
        int proved = 0;
        int open = 0;
        int mated = 0;
        for (int trial = 0; trial < 200; trial++) {
            char[] board = TestSupport.placement(bases[random.nextInt(bases.length)]);
            for (int op = random.nextInt(3); op >= 0; op--) {
                int from = random.nextInt(64);
                int to = random.nextInt(64);
                switch (random.nextInt(3)) {
                    case 0 -> {
                        if (board[from] != '.' && board[to] == '.') {
                            board[to] = board[from];
                            board[from] = '.';
                        }
                    }
                    case 1 -> {
                        if (board[from] != 'K' && board[from] != 'k') {
                            board[from] = '.';
                        }
                    }
                    default -> {
                        if (board[to] == '.') {
                            board[to] = "BbNnPpRrQ".charAt(random.nextInt(9));
                        }
                    }
                }
            }
            Position p;
            try {
                p = Position.fromFen(TestSupport.fen(board) + (random.nextBoolean() ? " w" : " b") + " - - 0 1");
            } catch (FenException e) {
                continue; // a pawn on a last rank, a missing king, the side not to move in check
            }
            if (p.status() != Status.ONGOING) {
                continue;
            }
            for (int side = 0; side < 2; side++) {
                boolean unwinnable = Unwinnability.unwinnableByReachability(p.board().copy(), side, 0);
                HelpmateSearch search = new HelpmateSearch(p.board().copy(), side);
                boolean mate = false;
                for (int depth = 2; depth < 100 && !mate && search.totalNodes < 60_000; depth++) {
                    mate = search.run(depth, 10_000, true);
                    if (!mate && !search.interrupted) {
                        break;
                    }
                }
                assertThat(unwinnable && mate).as("side %d declared unable to mate in %s", side, p.fen()).isFalse();
                if (unwinnable) {
                    proved++;
                } else {
                    open++;
                    mated += mate ? 1 : 0;
                }
            }
        }
        assertThat(proved).isGreaterThan(20);
        assertThat(mated).as("mates found in %d open verdicts", open).isGreaterThan(open / 2);
    }
}
