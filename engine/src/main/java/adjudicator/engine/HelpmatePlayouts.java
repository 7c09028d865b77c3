package adjudicator.engine;

import static adjudicator.engine.Board.EMPTY;
import static adjudicator.engine.Board.K;
import static adjudicator.engine.Board.P;
import static adjudicator.engine.Board.Q;

import java.util.SplittableRandom;

/**
 * Random games in which both sides cooperate towards a mate by the intended winner: a way to find long
 * helpmates that the depth-first search misses, typically in locked positions where the loser must first
 * free the winner's pawns (its king capturing blockers, its pawns promoting and the new pieces being
 * given away) before the winner can promote and mate. Each move is drawn at random with weights that
 * favour that traffic: the winner promotes and captures, the loser puts men where the winner can take
 * them and promotes; at every turn of the winner a mate in one is looked for, and once the winner has a
 * queen or rook and the loser neither, a short depth-first search ({@link HelpmateSearch}) is tried every
 * few moves to finish the mate. The generator is seeded, so a verdict is reproducible. Finding a mate
 * proves it exists; finding none proves nothing.
 */
final class HelpmatePlayouts {
    private static final int MAX_PLY = 400;
    private static final int[] VALUE = {1, 3, 3, 5, 9, 0};
    /** Once the winner has the heavy material, the search is tried every this many of its turns... */
    private static final int FINISH_EVERY = 4;
    /** ...to this depth (more along lines that make progress)... */
    private static final int FINISH_DEPTH = 4;
    /** ...at most this many times in one game... */
    private static final int FINISH_TRIES = 3;
    /** ...with this many nodes. */
    private static final int FINISH_NODES = 3_000;
    /** At most this many legal moves: look at each for stalemates. */
    private static final int CLOSE_LOOK = 10;

    private final Board root;
    private final Board board = new Board();
    private final HelpmateSearch finisher;
    private final int winner;
    /** The legal moves of the current ply, and of the reply to one of them: a game never looks further. */
    private final int[] list;
    private final int[] replyList;
    private final int[] line = new int[MAX_PLY + HelpmateSearch.MAX_PLY + 1];
    private final int[] weights;
    private final int[] scratch;
    private int length;

    HelpmatePlayouts(Board root, int winner) {
        this.root = root;
        this.winner = winner;
        int room = root.moveBound();
        list = new int[room];
        replyList = new int[room];
        weights = new int[room];
        scratch = new int[room];
        this.finisher = new HelpmateSearch(board, winner);
    }

    /** @return a helpmate found within the given number of playouts, or null */
    int[] run(int playouts, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < playouts; i++) {
            board.copyFrom(root);
            if (playout(board, random)) {
                int[] result = new int[length];
                System.arraycopy(line, 0, result, 0, length);
                return result;
            }
        }
        return null;
    }

    private boolean playout(Board b, SplittableRandom random) {
        int winnerTurns = 0;
        int finishes = 0;
        for (int ply = 0; ply < MAX_PLY; ply++) {
            int n = b.generate(list);
            if (n == 0) {
                if (b.stm != winner && b.inCheck()) {
                    length = ply;
                    return true;
                }
                return false;
            }
            if (HelpmateSearch.insufficientMaterial(b, winner)) {
                return false;
            }
            boolean winnersTurn = b.stm == winner;
            if (winnersTurn && winnerTurns++ % FINISH_EVERY == 0 && finishes < FINISH_TRIES
                    && heavyPiecesOnlyForTheWinner(b)) {
                finishes++;
                // the material is there: let the depth-first search look for the mate from here
                if (finisher.run(FINISH_DEPTH, FINISH_NODES, false)) {
                    int[] tail = finisher.helpmate();
                    System.arraycopy(tail, 0, line, ply, tail.length);
                    length = ply + tail.length;
                    return true;
                }
            }
            // with few moves (a locked position) each is looked at closely: a move that stalemates the
            // opponent ends the game without the mate, and one that leaves the mover no move of its own
            // walks into a stalemate on its next turn (a locked position runs out of tempo moves fast)
            boolean close = n <= CLOSE_LOOK;
            int total = 0;
            for (int i = 0; i < n; i++) {
                int m = list[i];
                long u = b.make(m);
                boolean check = b.inCheck();
                boolean noReply = (close || (check && winnersTurn)) && !b.hasLegalMove(replyList);
                boolean selfBlocked = close && !ownMoveAfter(b);
                b.unmake(m, u);
                if (noReply && check && winnersTurn) {
                    line[ply] = m;
                    length = ply + 1;
                    return true;
                }
                int w;
                if (noReply) {
                    w = 0;
                } else if (selfBlocked) {
                    w = 1;
                } else {
                    w = weight(b, m, winnersTurn);
                }
                weights[i] = w;
                total += w;
            }
            if (total == 0) {
                return false;
            }
            int pick = random.nextInt(total);
            int chosen = 0;
            while (pick >= weights[chosen]) {
                pick -= weights[chosen];
                chosen++;
            }
            line[ply] = list[chosen];
            b.make(list[chosen]);
        }
        return false;
    }

    /** Whether the side that just moved would have a move if it were to move again (not in check). */
    private boolean ownMoveAfter(Board b) {
        int savedEp = b.ep;
        b.ep = -1;
        b.stm ^= 1;
        boolean any = b.inCheck() || b.hasLegalMove(scratch);
        b.stm ^= 1;
        b.ep = savedEp;
        return any;
    }

    /** The winner has a queen or a rook, the loser neither. */
    private boolean heavyPiecesOnlyForTheWinner(Board b) {
        long heavy = b.pieces[Q] | b.pieces[Board.R];
        return (heavy & b.colors[winner]) != 0 && (heavy & b.colors[winner ^ 1]) == 0;
    }

    /**
     * A king walking towards the nearest enemy pawn: in a locked position a king capturing pawns is
     * usually what frees the others.
     */
    private static int towardEnemyPawns(Board b, int from, int to) {
        long pawns = b.pieces[P] & b.colors[(b.mailbox[from] >>> 3) ^ 1];
        return HelpmateSearch.nearer(from, to, pawns) ? 6 : 0;
    }

    private int weight(Board b, int m, boolean winnersTurn) {
        int from = Board.from(m);
        int to = Board.to(m);
        int type = b.mailbox[from] & 7;
        int captured = b.mailbox[to];
        int promo = Board.promo(m);
        int toward = type == K ? towardEnemyPawns(b, from, to) : 0;
        if (winnersTurn) {
            int w = 4 + toward;
            if (promo == Q) {
                w += 200;
            } else if (promo != 0) {
                return 1;
            }
            if (captured != EMPTY) {
                w += 12 * VALUE[captured & 7] + 8;
            }
            if (type == P) {
                w += 6;
            }
            return w;
        }
        int w = 4 + toward;
        if (promo != 0) {
            w += 60;
        }
        if (type == P) {
            w += 6;
        }
        if (captured != EMPTY) {
            // freeing a blocked pawn of its own, or taking a man that stands in the way
            w += (captured & 7) == P ? 10 : 2;
        }
        if (type != K) {
            // a man offered where the winner can take it
            long occ = b.occupied() & ~(1L << from);
            if (b.attacked(to, winner, occ | (1L << to))) {
                w += 14;
            }
        }
        return w;
    }
}
