package adjudicator.engine;

import static adjudicator.engine.Bitboards.FILE_A;
import static adjudicator.engine.Bitboards.FILE_H;
import static adjudicator.engine.Bitboards.KING;
import static adjudicator.engine.Bitboards.KNIGHT;
import static adjudicator.engine.Bitboards.PAWN;
import static adjudicator.engine.Bitboards.RANK_1;
import static adjudicator.engine.Bitboards.RANK_8;
import static adjudicator.engine.Board.B;
import static adjudicator.engine.Board.EMPTY;
import static adjudicator.engine.Board.K;
import static adjudicator.engine.Board.N;
import static adjudicator.engine.Board.P;
import static adjudicator.engine.Board.Q;
import static adjudicator.engine.Board.R;

/**
 * Which squares each man could ever stand on, over every future sequence of moves: an
 * over-approximation, computed as the least fixpoint of a few monotone rules. It is the "semi-static"
 * half of the unwinnability analysis: in positions locked by pawns that can never move, it shows that
 * the winner's men can never attack the squares the loser's king can reach, or can attack them only in a
 * way that never forms a mating net.
 *
 * <p>The rules, for a man of colour c (each only ever adds squares, so the fixpoint exists and is
 * reached by iteration):
 * <ul>
 *   <li>A square can be <em>cleared of c</em> if c has no man there, or its man can move away, or an
 *       enemy man can arrive there by a capture (kings are never captured).</li>
 *   <li>A knight, bishop, rook or queen steps from a square it can reach to a neighbouring square in one
 *       of its directions (a slide is a chain of such steps through squares that are empty at that
 *       moment) if that square can be cleared of c.</li>
 *   <li>A king steps likewise, but never onto a square attacked by an enemy man that can never move and
 *       never be captured (its attack is permanent; for a slider only the adjacent squares count, as a
 *       farther ray could be blocked later).</li>
 *   <li>A pawn pushes onto a square that can be cleared of both colours, unless an enemy pawn stands on
 *       it in a deadlock: both pawns confined to that file and no capture possible on the squares
 *       between them. It captures onto a square that can be cleared of c and that some enemy man other
 *       than the king can reach (an en-passant square now open counts as reachable, and the pawn that
 *       passed it as capturable where it stands). A pawn that can
 *       reach its last rank may promote and then reach every square as any piece.</li>
 * </ul>
 * Pins, checks on the moving side and the kings' mutual distance are ignored: dropping a restriction only
 * enlarges the sets, which keeps every conclusion drawn from them sound.
 */
final class Reachability {
    private static final long ALL = ~0L;

    private final Board board;
    /** reach[o]: squares the man standing on o now can ever stand on (always including o). */
    final long[] reach = new long[64];
    /** captureReach[o]: squares onto which the man from o can ever arrive by a capture. */
    private final long[] captureReach = new long[64];
    /** Pawns (by origin) that can reach their last rank. */
    long promotable;

    private Reachability(Board board) {
        this.board = board;
    }

    static Reachability of(Board b) {
        Reachability r = new Reachability(b);
        r.saturate();
        return r;
    }

    private void saturate() {
        long occ = board.occupied();
        for (long bb = occ; bb != 0; bb &= bb - 1) {
            int o = Long.numberOfTrailingZeros(bb);
            reach[o] = 1L << o;
        }
        // an en-passant capture open now: the square passed over counts as reachable by the pawn that
        // passed, and that pawn's square as one where the side to move can capture
        long epSquare = board.ep >= 0 ? 1L << board.ep : 0;
        long epVictim = board.ep < 0 ? 0 : 1L << (board.stm == Board.WHITE ? board.ep - 8 : board.ep + 8);
        boolean changed = true;
        while (changed) {
            changed = false;
            long[] clearable = new long[2];
            long[] reachNonKing = new long[2];
            long[] captures = new long[2];
            long[] permanentAttacks = new long[2];
            for (int c = 0; c < 2; c++) {
                clearable[c] = ~board.colors[c];
            }
            for (long bb = occ; bb != 0; bb &= bb - 1) {
                int o = Long.numberOfTrailingZeros(bb);
                int code = board.mailbox[o];
                int c = code >>> 3;
                int type = code & 7;
                captures[c] |= captureReach[o];
                if (type != K) {
                    reachNonKing[c] |= reach[o];
                }
            }
            reachNonKing[board.stm ^ 1] |= epSquare;
            captures[board.stm] |= epVictim;
            for (long bb = occ; bb != 0; bb &= bb - 1) {
                int o = Long.numberOfTrailingZeros(bb);
                int code = board.mailbox[o];
                int c = code >>> 3;
                int type = code & 7;
                long self = 1L << o;
                if (reach[o] != self || (type != K && (captures[c ^ 1] & self) != 0)) {
                    clearable[c] |= self;
                }
            }
            for (long bb = occ; bb != 0; bb &= bb - 1) {
                int o = Long.numberOfTrailingZeros(bb);
                int code = board.mailbox[o];
                int c = code >>> 3;
                if ((clearable[c] & (1L << o)) == 0) {
                    permanentAttacks[c] |= adjacentAttacks(code & 7, c, o);
                }
            }
            long emptiable = clearable[0] & clearable[1];
            for (long bb = occ; bb != 0; bb &= bb - 1) {
                int o = Long.numberOfTrailingZeros(bb);
                int code = board.mailbox[o];
                int c = code >>> 3;
                int type = code & 7;
                long before = reach[o];
                long r = before;
                if (type == P && (promotable & (1L << o)) == 0) {
                    r = pawnClosure(o, c, r, emptiable, clearable[c] & reachNonKing[c ^ 1]);
                    if ((r & (c == 0 ? RANK_8 : RANK_1)) != 0) {
                        promotable |= 1L << o;
                        r = ALL;
                        captureReach[o] = ALL;
                    }
                } else if (type == P) {
                    r = ALL;
                } else {
                    long allowed = clearable[c];
                    if (type == K) {
                        allowed &= ~permanentAttacks[c ^ 1];
                    }
                    r = stepClosure(type, r, allowed);
                    captureReach[o] = r;
                }
                if (r != before) {
                    reach[o] = r;
                    changed = true;
                }
            }
        }
    }

    /** Squares a man that never leaves o attacks for ever (sliders: only the adjacent squares). */
    private static long adjacentAttacks(int type, int c, int o) {
        long self = 1L << o;
        return switch (type) {
            case P -> PAWN[c][o];
            case N -> KNIGHT[o];
            case B -> diagonalSteps(self);
            case R -> orthogonalSteps(self);
            case Q, K -> KING[o];
            default -> 0;
        };
    }

    private long pawnClosure(int o, int c, long r, long pushable, long capturable) {
        while (true) {
            long push = c == 0 ? r << 8 : r >>> 8;
            push &= pushable & ~deadlocked(o, c, push);
            long cap = c == 0
                    ? ((r & ~FILE_A) << 7) | ((r & ~FILE_H) << 9)
                    : ((r & ~FILE_A) >>> 9) | ((r & ~FILE_H) >>> 7);
            cap &= capturable;
            captureReach[o] |= cap;
            long next = r | push | cap;
            if (next == r) {
                return r;
            }
            r = next;
        }
    }

    /**
     * Among the push targets, the squares held by an enemy pawn with which the pawn from o is deadlocked:
     * the enemy pawn stands straight ahead on the pawn's own file, neither pawn can ever leave that file,
     * and no man of the pushing side can ever capture on the squares between them (the enemy pawn could
     * then only leave by advancing into the pawn itself).
     */
    private long deadlocked(int o, int c, long push) {
        long result = 0;
        long file = FILE_A << (o & 7);
        long candidates = push & file & board.pieces[P] & board.colors[c ^ 1];
        for (long bb = candidates; bb != 0; bb &= bb - 1) {
            int t = Long.numberOfTrailingZeros(bb);
            if ((reach[o] & ~file) != 0 || (reach[t] & ~file) != 0) {
                continue;
            }
            long between = c == 0 ? file & ~((2L << o) - 1) & ((2L << t) - 1) : file & ((1L << o) - 1) & ~((1L << t) - 1);
            long ownCaptures = 0;
            for (long own = board.colors[c]; own != 0; own &= own - 1) {
                ownCaptures |= captureReach[Long.numberOfTrailingZeros(own)];
            }
            if ((ownCaptures & between) == 0) {
                result |= 1L << t;
            }
        }
        return result;
    }

    private static long stepClosure(int type, long r, long allowed) {
        while (true) {
            long next = r | (steps(type, r) & allowed);
            if (next == r) {
                return r;
            }
            r = next;
        }
    }

    private static long steps(int type, long bb) {
        return switch (type) {
            case N -> knightSteps(bb);
            case B -> diagonalSteps(bb);
            case R -> orthogonalSteps(bb);
            case Q, K -> diagonalSteps(bb) | orthogonalSteps(bb);
            default -> 0;
        };
    }

    static long diagonalSteps(long bb) {
        return ((bb & ~FILE_H) << 9) | ((bb & ~FILE_A) << 7) | ((bb & ~FILE_H) >>> 7) | ((bb & ~FILE_A) >>> 9);
    }

    static long orthogonalSteps(long bb) {
        return (bb << 8) | (bb >>> 8) | ((bb & ~FILE_H) << 1) | ((bb & ~FILE_A) >>> 1);
    }

    private static long knightSteps(long bb) {
        long result = 0;
        for (; bb != 0; bb &= bb - 1) {
            result |= KNIGHT[Long.numberOfTrailingZeros(bb)];
        }
        return result;
    }

    /** The squares that the man from o could ever attack (a pawn by its captures; a promoted pawn anything). */
    long attackReach(int o) {
        int code = board.mailbox[o];
        if (code == EMPTY) {
            return 0;
        }
        if ((code & 7) == P && (promotable & (1L << o)) == 0) {
            long r = reach[o];
            return (code >>> 3) == 0
                    ? ((r & ~FILE_A) << 7) | ((r & ~FILE_H) << 9)
                    : ((r & ~FILE_A) >>> 9) | ((r & ~FILE_H) >>> 7);
        }
        return reach[o];
    }
}
