package adjudicator.engine;

import static adjudicator.engine.Bitboards.BETWEEN;
import static adjudicator.engine.Bitboards.FILE_A;
import static adjudicator.engine.Bitboards.FILE_H;
import static adjudicator.engine.Bitboards.KING;
import static adjudicator.engine.Bitboards.KNIGHT;
import static adjudicator.engine.Bitboards.LINE;
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
    /**
     * excludedCaptures[c]: squares of the opponent's locked pawns that the king of colour c is assumed
     * never to capture, because such a capture would stalemate the opponent ({@link #refined}).
     */
    private final long[] excludedCaptures = new long[2];

    private Reachability(Board board) {
        this.board = board;
    }

    static Reachability of(Board b) {
        Reachability r = new Reachability(b);
        r.saturate();
        return r;
    }

    /**
     * The fixpoint refined by one more rule: a king never captures an opposing locked pawn when that
     * capture would leave the opponent without a legal move and not in check (a stalemate ends the game,
     * so nothing after it matters). Each such exclusion is an assumption of the fixpoint; it is kept only
     * if it holds for the fixpoint computed under all the exclusions kept (the opponent's other men locked,
     * his king with no square to go to, no check discovered by the capturing king), and the fixpoint is
     * computed again without the exclusions that failed, until all that remain hold: then, by induction
     * over the moves of any game, every man stays within its reach until the game ends. Null when there
     * is nothing to exclude.
     */
    static Reachability refined(Board b, Reachability plain) {
        long[] excluded = new long[2];
        for (int c = 0; c < 2; c++) {
            int king = b.kingSquare(c);
            long opponentMen = b.colors[c ^ 1] & ~b.pieces[K];
            long ahead = c == 0 ? opponentMen >>> 8 : opponentMen << 8;
            if (king < 0 || b.kingSquare(c ^ 1) < 0 || (opponentMen & ~b.pieces[P]) != 0
                    || (ahead & ~b.occupied()) != 0) {
                // only an opponent whose men are all pawns, each blocked now, can be shown stalemated
                continue;
            }
            excluded[c] = opponentMen & plain.reach[king];
        }
        while (excluded[0] != 0 || excluded[1] != 0) {
            Reachability r = new Reachability(b);
            r.excludedCaptures[0] = excluded[0];
            r.excludedCaptures[1] = excluded[1];
            r.saturate();
            long[] held = {r.stalemating(0, excluded[0]), r.stalemating(1, excluded[1])};
            if (held[0] == excluded[0] && held[1] == excluded[1]) {
                return r;
            }
            excluded = held;
        }
        return null;
    }

    /**
     * Men that stand on their square for ever: they never move ({@code reach} is their square alone) and no
     * enemy man can ever capture them (a king's excluded captures aside).
     */
    long permanent() {
        long[] captures = new long[2];
        long occ = board.occupied();
        for (long bb = occ; bb != 0; bb &= bb - 1) {
            int o = Long.numberOfTrailingZeros(bb);
            captures[board.mailbox[o] >>> 3] |= captureReach[o];
        }
        long result = 0;
        for (long bb = occ; bb != 0; bb &= bb - 1) {
            int o = Long.numberOfTrailingZeros(bb);
            int c = board.mailbox[o] >>> 3;
            long self = 1L << o;
            if (reach[o] == self && ((board.mailbox[o] & 7) == K || (captures[c ^ 1] & self) == 0)) {
                result |= self;
            }
        }
        return result;
    }

    /** Whether every man of colour c other than the king can never move. */
    boolean locked(int c) {
        for (long bb = board.colors[c] & ~board.pieces[K]; bb != 0; bb &= bb - 1) {
            int o = Long.numberOfTrailingZeros(bb);
            if (reach[o] != 1L << o) {
                return false;
            }
        }
        return true;
    }

    /** Squares where some man of colour c other than the king could ever stand as a slider (diagonals or lines). */
    long sliderReach(int c, boolean diagonal) {
        long result = 0;
        for (long bb = board.colors[c] & ~board.pieces[K]; bb != 0; bb &= bb - 1) {
            int o = Long.numberOfTrailingZeros(bb);
            int type = board.mailbox[o] & 7;
            boolean slides = type == Q || (diagonal ? type == B : type == R)
                    || (type == P && (promotable & (1L << o)) != 0);
            if (slides) {
                result |= reach[o];
            }
        }
        return result;
    }

    /** Squares adjacent to some permanent man of colour c that it attacks (for ever). */
    long permanentAttacks(int c, long permanent) {
        long result = 0;
        for (long bb = board.colors[c] & permanent; bb != 0; bb &= bb - 1) {
            int o = Long.numberOfTrailingZeros(bb);
            result |= adjacentAttacks(board.mailbox[o] & 7, c, o);
        }
        return result;
    }

    /**
     * Whether a king could, by moving from a square {@code from} it can reach, discover a check on the
     * square k: from lies on a line with k, no permanent man stands between them, and a slider of the
     * king's side could stand beyond it on that line ({@code diagonals} and {@code lines}: where its
     * sliders along diagonals and along ranks and files can stand, {@link #sliderReach}).
     */
    static boolean discoveredCheckPossible(int from, int k, long permanent, long diagonals, long lines) {
        long line = LINE[k][from];
        if (line == 0 || (BETWEEN[k][from] & permanent) != 0) {
            return false;
        }
        boolean diagonal = (k & 7) != (from & 7) && (k >>> 3) != (from >>> 3);
        long beyond = 0;
        for (long bb = line; bb != 0; bb &= bb - 1) {
            int x = Long.numberOfTrailingZeros(bb);
            if ((BETWEEN[k][x] & (1L << from)) != 0) {
                beyond |= 1L << x;
            }
        }
        return (beyond & (diagonal ? diagonals : lines)) != 0;
    }

    /**
     * Of the candidate squares, those where a capture by the king of colour c provably stalemates the
     * opponent, given this fixpoint: the pawn there is locked and only that king could ever capture it; at
     * the moment of the capture every other man of the opponent is a locked pawn that cannot push (its
     * square ahead held by a permanent man or by the king) nor capture (no other man of colour c can ever
     * stand where it captures), and his king, on any square it can reach not next to the captured pawn,
     * has no square to go to and is not in check (no check can be discovered by the capturing king).
     */
    private long stalemating(int c, long candidates) {
        if (candidates == 0) {
            return 0;
        }
        int s = c ^ 1;
        int king = board.kingSquare(c);
        int opponentKing = board.kingSquare(s);
        if (board.castling != 0 || board.ep >= 0) {
            return 0;
        }
        // the capturing king has left its square: it neither blocks nor guards anything it did there
        long permanent = permanent() & ~(1L << king);
        long otherMenReach = 0;
        for (long bb = board.colors[c] & ~board.pieces[K]; bb != 0; bb &= bb - 1) {
            otherMenReach |= captureReach[Long.numberOfTrailingZeros(bb)] | reach[Long.numberOfTrailingZeros(bb)];
        }
        long guarded = permanentAttacks(c, permanent);
        long diagonals = sliderReach(c, true);
        long lines = sliderReach(c, false);
        long held = 0;
        for (long bb = candidates; bb != 0; bb &= bb - 1) {
            int q = Long.numberOfTrailingZeros(bb);
            long qb = 1L << q;
            if (reach[q] != qb || (otherMenReach & qb) != 0) {
                continue;
            }
            long blocked = (permanent & ~qb) | qb | KING[q];
            boolean stalemate = true;
            for (long pb = board.colors[s] & ~board.pieces[K] & ~qb; pb != 0 && stalemate; pb &= pb - 1) {
                int p = Long.numberOfTrailingZeros(pb);
                int ahead = s == 0 ? p + 8 : p - 8;
                boolean pushBlocked = ahead < 0 || ahead > 63 || (((permanent & ~qb) | qb) & (1L << ahead)) != 0;
                stalemate = reach[p] == 1L << p && pushBlocked && (PAWN[s][p] & otherMenReach) == 0;
            }
            for (long kb = reach[opponentKing] & ~KING[q] & ~qb; kb != 0 && stalemate; kb &= kb - 1) {
                int k = Long.numberOfTrailingZeros(kb);
                if ((KING[k] & ~blocked & ~guarded) != 0) {
                    stalemate = false;
                    break;
                }
                for (long ab = KING[q] & reach[king] & ~KING[k] & ~(1L << k); ab != 0; ab &= ab - 1) {
                    if (discoveredCheckPossible(Long.numberOfTrailingZeros(ab), k, permanent, diagonals, lines)) {
                        stalemate = false;
                        break;
                    }
                }
            }
            if (stalemate) {
                held |= qb;
            }
        }
        return held;
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
                        allowed &= ~permanentAttacks[c ^ 1] & ~excludedCaptures[c];
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
