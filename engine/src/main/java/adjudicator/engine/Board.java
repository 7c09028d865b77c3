package adjudicator.engine;

import static adjudicator.engine.Bitboards.BETWEEN;
import static adjudicator.engine.Bitboards.FILE_A;
import static adjudicator.engine.Bitboards.FILE_H;
import static adjudicator.engine.Bitboards.KING;
import static adjudicator.engine.Bitboards.KNIGHT;
import static adjudicator.engine.Bitboards.LINE;
import static adjudicator.engine.Bitboards.PAWN;
import static adjudicator.engine.Bitboards.RANK_3;
import static adjudicator.engine.Bitboards.RANK_6;
import static adjudicator.engine.Bitboards.bishopAttacks;
import static adjudicator.engine.Bitboards.rookAttacks;

import java.util.Arrays;

/**
 * Mutable bitboard board with legal move generation and make/unmake. Package-private: the public,
 * immutable view is {@link Position}; {@link Perft} drives a private copy with make/unmake.
 *
 * <p>Piece codes in the mailbox are {@code color << 3 | type} (type = {@link PieceType} ordinal,
 * color 0 = white, 1 = black), {@link #EMPTY} for an empty square.
 *
 * <p>Moves are encoded as ints: bits 0-5 from, 6-11 to, 12-14 promotion type (0 = none, else the
 * {@link PieceType} ordinal 1..4), 15-16 flag ({@link #NORMAL}, {@link #EN_PASSANT}, {@link #CASTLE},
 * {@link #DOUBLE_PUSH}).
 *
 * <p>Robustness for the odd positions {@link Position#playPhysical} can produce: a side without king has
 * no check constraints (every move of its pieces obeying the movement rules is generated); a side can
 * never have two kings (no move creates a king). Kings of the side not to move may stand in check and
 * can then be captured like any other man.
 */
final class Board {
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final int P = 0;
    static final int N = 1;
    static final int B = 2;
    static final int R = 3;
    static final int Q = 4;
    static final int K = 5;
    static final byte EMPTY = -1;

    static final int NORMAL = 0;
    static final int EN_PASSANT = 1;
    static final int CASTLE = 2;
    static final int DOUBLE_PUSH = 3;

    static final int WK = 1;
    static final int WQ = 2;
    static final int BK = 4;
    static final int BQ = 8;

    /** castling &= CASTLE_MASK[from] & CASTLE_MASK[to]. */
    static final int[] CASTLE_MASK = new int[64];

    static {
        Arrays.fill(CASTLE_MASK, 15);
        CASTLE_MASK[4] = 15 & ~(WK | WQ);
        CASTLE_MASK[7] = 15 & ~WK;
        CASTLE_MASK[0] = 15 & ~WQ;
        CASTLE_MASK[60] = 15 & ~(BK | BQ);
        CASTLE_MASK[63] = 15 & ~BK;
        CASTLE_MASK[56] = 15 & ~BQ;
    }

    final long[] pieces;
    final long[] colors;
    final byte[] mailbox;
    int stm;
    int castling;
    int ep = -1;
    int halfmove;
    int fullmove = 1;

    Board() {
        pieces = new long[6];
        colors = new long[2];
        mailbox = new byte[64];
        Arrays.fill(mailbox, EMPTY);
    }

    private Board(Board from) {
        pieces = from.pieces.clone();
        colors = from.colors.clone();
        mailbox = from.mailbox.clone();
    }

    Board copy() {
        Board b = new Board(this);
        b.stm = stm;
        b.castling = castling;
        b.ep = ep;
        b.halfmove = halfmove;
        b.fullmove = fullmove;
        return b;
    }

    /** Makes this board a copy of {@code src}. */
    void copyFrom(Board src) {
        System.arraycopy(src.pieces, 0, pieces, 0, 6);
        colors[0] = src.colors[0];
        colors[1] = src.colors[1];
        System.arraycopy(src.mailbox, 0, mailbox, 0, 64);
        stm = src.stm;
        castling = src.castling;
        ep = src.ep;
        halfmove = src.halfmove;
        fullmove = src.fullmove;
    }

    static int encode(int from, int to) {
        return from | (to << 6);
    }

    static int encode(int from, int to, int promo, int flag) {
        return from | (to << 6) | (promo << 12) | (flag << 15);
    }

    static int from(int m) {
        return m & 63;
    }

    static int to(int m) {
        return (m >>> 6) & 63;
    }

    static int promo(int m) {
        return (m >>> 12) & 7;
    }

    static int flag(int m) {
        return (m >>> 15) & 3;
    }

    void put(int sq, int code) {
        long bb = 1L << sq;
        pieces[code & 7] |= bb;
        colors[code >>> 3] |= bb;
        mailbox[sq] = (byte) code;
    }

    /** Removes whatever stands on sq; returns true if something was there. */
    boolean clear(int sq) {
        int code = mailbox[sq];
        if (code == EMPTY) {
            return false;
        }
        long bb = ~(1L << sq);
        pieces[code & 7] &= bb;
        colors[code >>> 3] &= bb;
        mailbox[sq] = EMPTY;
        return true;
    }

    long occupied() {
        return colors[0] | colors[1];
    }

    /** @return the square of the king of colour c, or -1 if it has none */
    int kingSquare(int c) {
        long k = pieces[K] & colors[c];
        return k == 0 ? -1 : Long.numberOfTrailingZeros(k);
    }

    /** @return all pieces of colour {@code by} attacking sq, given occupancy occ */
    long attackers(int sq, int by, long occ) {
        long them = colors[by];
        return ((PAWN[by ^ 1][sq] & pieces[P])
                | (KNIGHT[sq] & pieces[N])
                | (KING[sq] & pieces[K])
                | (bishopAttacks(sq, occ) & (pieces[B] | pieces[Q]))
                | (rookAttacks(sq, occ) & (pieces[R] | pieces[Q]))) & them;
    }

    boolean attacked(int sq, int by, long occ) {
        long them = colors[by];
        return (PAWN[by ^ 1][sq] & pieces[P] & them) != 0
                || (KNIGHT[sq] & pieces[N] & them) != 0
                || (KING[sq] & pieces[K] & them) != 0
                || (bishopAttacks(sq, occ) & (pieces[B] | pieces[Q]) & them) != 0
                || (rookAttacks(sq, occ) & (pieces[R] | pieces[Q]) & them) != 0;
    }

    boolean inCheck() {
        int k = kingSquare(stm);
        return k >= 0 && attacked(k, stm ^ 1, occupied());
    }

    /**
     * Whether the side to move has a legal move: a king's step to an unattacked square is looked for
     * first (most positions have one), and only without one are the moves generated into {@code scratch}.
     */
    boolean hasLegalMove(int[] scratch) {
        long own = colors[stm];
        long kingBB = pieces[K] & own;
        if (kingBB != 0) {
            int ksq = Long.numberOfTrailingZeros(kingBB);
            long occNoK = (own | colors[stm ^ 1]) ^ kingBB;
            for (long t = KING[ksq] & ~own; t != 0; t &= t - 1) {
                if (!attacked(Long.numberOfTrailingZeros(t), stm ^ 1, occNoK)) {
                    return true;
                }
            }
        }
        return generate(scratch) > 0;
    }

    /**
     * Room enough for the legal moves of this position and of every position reachable from it: a man
     * has at most 27 moves as a queen, 14 as a rook, 13 as a bishop, 8 as a knight, a king 8 and two
     * castlings; a pawn (12 at most) counts as the queen it may become, and no move adds a man. With 16
     * men a side (Article 2.2) at most 415; 218 is the most a position of a real game has.
     */
    int moveBound() {
        int bound = 0;
        for (int c = 0; c < 2; c++) {
            long own = colors[c];
            bound = Math.max(bound, 27 * Long.bitCount((pieces[Q] | pieces[P]) & own)
                    + 14 * Long.bitCount(pieces[R] & own) + 13 * Long.bitCount(pieces[B] & own)
                    + 8 * Long.bitCount(pieces[N] & own) + 10 * Long.bitCount(pieces[K] & own));
        }
        return bound;
    }

    /**
     * Generates all legal moves into out (which must hold {@link #moveBound()} entries, of this position
     * or of one it was reached from) and returns their number.
     */
    int generate(int[] out) {
        final int us = stm;
        final int them = us ^ 1;
        final long own = colors[us];
        final long opp = colors[them];
        final long occ = own | opp;
        final long kingBB = pieces[K] & own;
        int n = 0;
        long checkMask = ~0L;
        long pinned = 0;
        int ksq = -1;
        if (kingBB != 0) {
            ksq = Long.numberOfTrailingZeros(kingBB);
            long checkers = attackers(ksq, them, occ);
            long occNoK = occ ^ kingBB;
            long t = KING[ksq] & ~own;
            while (t != 0) {
                int to = Long.numberOfTrailingZeros(t);
                t &= t - 1;
                if (!attacked(to, them, occNoK)) {
                    out[n++] = encode(ksq, to);
                }
            }
            if (checkers != 0) {
                if ((checkers & (checkers - 1)) != 0) {
                    return n;
                }
                checkMask = BETWEEN[ksq][Long.numberOfTrailingZeros(checkers)] | checkers;
            } else if (castling != 0) {
                n = generateCastling(out, n, us, them, ksq, occ);
            }
            long snipers = (rookAttacks(ksq, 0) & (pieces[R] | pieces[Q])
                    | bishopAttacks(ksq, 0) & (pieces[B] | pieces[Q])) & opp;
            while (snipers != 0) {
                int s = Long.numberOfTrailingZeros(snipers);
                snipers &= snipers - 1;
                long between = BETWEEN[ksq][s] & occ;
                if (between != 0 && (between & (between - 1)) == 0) {
                    pinned |= between & own;
                }
            }
        }
        final long targetMask = ~own & checkMask;

        // knights: a pinned knight can never move
        long bb = pieces[N] & own & ~pinned;
        while (bb != 0) {
            int from = Long.numberOfTrailingZeros(bb);
            bb &= bb - 1;
            long t = KNIGHT[from] & targetMask;
            while (t != 0) {
                out[n++] = encode(from, Long.numberOfTrailingZeros(t));
                t &= t - 1;
            }
        }
        bb = (pieces[B] | pieces[Q]) & own;
        while (bb != 0) {
            int from = Long.numberOfTrailingZeros(bb);
            bb &= bb - 1;
            long t = bishopAttacks(from, occ) & targetMask;
            if ((pinned & (1L << from)) != 0) {
                t &= LINE[ksq][from];
            }
            while (t != 0) {
                out[n++] = encode(from, Long.numberOfTrailingZeros(t));
                t &= t - 1;
            }
        }
        bb = (pieces[R] | pieces[Q]) & own;
        while (bb != 0) {
            int from = Long.numberOfTrailingZeros(bb);
            bb &= bb - 1;
            long t = rookAttacks(from, occ) & targetMask;
            if ((pinned & (1L << from)) != 0) {
                t &= LINE[ksq][from];
            }
            while (t != 0) {
                out[n++] = encode(from, Long.numberOfTrailingZeros(t));
                t &= t - 1;
            }
        }
        n = generatePawns(out, n, us, own, opp, occ, checkMask, pinned, ksq);
        return n;
    }

    private int generateCastling(int[] out, int n, int us, int them, int ksq, long occ) {
        long rooks = pieces[R] & colors[us];
        if (us == WHITE) {
            if (ksq == 4) {
                if ((castling & WK) != 0 && (occ & 0x60L) == 0 && (rooks & (1L << 7)) != 0
                        && !attacked(5, them, occ) && !attacked(6, them, occ)) {
                    out[n++] = encode(4, 6, 0, CASTLE);
                }
                if ((castling & WQ) != 0 && (occ & 0x0EL) == 0 && (rooks & 1L) != 0
                        && !attacked(3, them, occ) && !attacked(2, them, occ)) {
                    out[n++] = encode(4, 2, 0, CASTLE);
                }
            }
        } else if (ksq == 60) {
            if ((castling & BK) != 0 && (occ & (0x60L << 56)) == 0 && (rooks & (1L << 63)) != 0
                    && !attacked(61, them, occ) && !attacked(62, them, occ)) {
                out[n++] = encode(60, 62, 0, CASTLE);
            }
            if ((castling & BQ) != 0 && (occ & (0x0EL << 56)) == 0 && (rooks & (1L << 56)) != 0
                    && !attacked(59, them, occ) && !attacked(58, them, occ)) {
                out[n++] = encode(60, 58, 0, CASTLE);
            }
        }
        return n;
    }

    private int generatePawns(int[] out, int n, int us, long own, long opp, long occ, long checkMask,
            long pinned, int ksq) {
        long pawns = pieces[P] & own;
        if (pawns == 0) {
            return n;
        }
        long empty = ~occ;
        long single;
        long dbl;
        long capW;
        long capE;
        int up;
        long promoRank;
        if (us == WHITE) {
            up = 8;
            single = (pawns << 8) & empty;
            dbl = ((single & RANK_3) << 8) & empty & checkMask;
            capW = ((pawns & ~FILE_A) << 7) & opp & checkMask;
            capE = ((pawns & ~FILE_H) << 9) & opp & checkMask;
            promoRank = Bitboards.RANK_8;
        } else {
            up = -8;
            single = (pawns >>> 8) & empty;
            dbl = ((single & RANK_6) >>> 8) & empty & checkMask;
            capW = ((pawns & ~FILE_A) >>> 9) & opp & checkMask;
            capE = ((pawns & ~FILE_H) >>> 7) & opp & checkMask;
            promoRank = Bitboards.RANK_1;
        }
        single &= checkMask;
        n = pawnTargets(out, n, single, up, pinned, ksq, promoRank, NORMAL);
        n = pawnTargets(out, n, dbl, 2 * up, pinned, ksq, 0, DOUBLE_PUSH);
        n = pawnTargets(out, n, capW, up - 1, pinned, ksq, promoRank, NORMAL);
        n = pawnTargets(out, n, capE, up + 1, pinned, ksq, promoRank, NORMAL);

        if (ep >= 0 && mailbox[ep] == EMPTY) {
            int capSq = ep - up;
            int them = us ^ 1;
            if (capSq >= 0 && capSq < 64 && mailbox[capSq] == (byte) (them << 3 | P)) {
                long capturers = PAWN[them][ep] & pawns;
                while (capturers != 0) {
                    int from = Long.numberOfTrailingZeros(capturers);
                    capturers &= capturers - 1;
                    if (ksq >= 0) {
                        long capBB = 1L << capSq;
                        long occ2 = (occ ^ (1L << from) ^ capBB) | (1L << ep);
                        long oppLeft = opp & ~capBB;
                        boolean exposed = (((bishopAttacks(ksq, occ2) & (pieces[B] | pieces[Q]))
                                | (rookAttacks(ksq, occ2) & (pieces[R] | pieces[Q]))
                                | (KNIGHT[ksq] & pieces[N])
                                | (PAWN[us][ksq] & pieces[P])
                                | (KING[ksq] & pieces[K])) & oppLeft) != 0;
                        if (exposed) {
                            continue;
                        }
                    }
                    out[n++] = encode(from, ep, 0, EN_PASSANT);
                }
            }
        }
        return n;
    }

    private static int pawnTargets(int[] out, int n, long targets, int delta, long pinned, int ksq,
            long promoRank, int flag) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            int from = to - delta;
            if ((pinned & (1L << from)) != 0 && (LINE[ksq][from] & (1L << to)) == 0) {
                continue;
            }
            if ((promoRank & (1L << to)) != 0) {
                out[n++] = encode(from, to, Q, flag);
                out[n++] = encode(from, to, R, flag);
                out[n++] = encode(from, to, B, flag);
                out[n++] = encode(from, to, N, flag);
            } else {
                out[n++] = encode(from, to, 0, flag);
            }
        }
        return n;
    }

    /**
     * The legal moves of a man of the side to move of the given type to {@code to}, found without
     * generating every legal move (the fast path of SAN reading): candidates come from the attack tables
     * seen from {@code to}, and each is kept if the mover's king is not attacked after it, the same test
     * {@link #generate} applies. Castling is not included. Written to out (at least 16 entries).
     *
     * @param fromFile the file of departure 0..7, or -1 for any
     * @param fromRank the rank of departure 0..7, or -1 for any
     * @param straight for a pawn: only moves that stay on the file
     * @param promo    the promotion type (N..Q), or 0; a pawn move to the last rank must name one
     * @return the number of moves found
     */
    int sanMoves(int type, int to, int fromFile, int fromRank, boolean straight, int promo, int[] out) {
        final int us = stm;
        final int them = us ^ 1;
        final long own = colors[us];
        final long opp = colors[them];
        final long occ = own | opp;
        final long toBB = 1L << to;
        if ((own & toBB) != 0) {
            return 0;
        }
        if (type != P) {
            if (promo != 0) {
                return 0;
            }
            long cands = switch (type) {
                case N -> KNIGHT[to];
                case B -> bishopAttacks(to, occ);
                case R -> rookAttacks(to, occ);
                case Q -> bishopAttacks(to, occ) | rookAttacks(to, occ);
                default -> KING[to];
            } & pieces[type] & own;
            int n = 0;
            while (cands != 0) {
                int from = Long.numberOfTrailingZeros(cands);
                cands &= cands - 1;
                if ((fromFile < 0 || (from & 7) == fromFile) && (fromRank < 0 || (from >>> 3) == fromRank)
                        && safeAfter(from, to, -1)) {
                    out[n++] = encode(from, to);
                }
            }
            return n;
        }
        final long pawns = pieces[P] & own;
        final int up = us == WHITE ? 8 : -8;
        final boolean lastRank = (to >>> 3) == (us == WHITE ? 7 : 0);
        if (lastRank != (promo != 0)) {
            return 0;
        }
        int n = 0;
        if (mailbox[to] == EMPTY) {
            int f1 = to - up;
            if (f1 >= 0 && f1 < 64) {
                if ((pawns & (1L << f1)) != 0) {
                    n = addPawnMove(out, n, f1, to, -1, promo, NORMAL, fromFile, fromRank);
                } else if (mailbox[f1] == EMPTY) {
                    int f2 = f1 - up;
                    if (f2 >= 0 && f2 < 64 && (pawns & (1L << f2)) != 0 && (f2 >>> 3) == (us == WHITE ? 1 : 6)) {
                        n = addPawnMove(out, n, f2, to, -1, 0, DOUBLE_PUSH, fromFile, fromRank);
                    }
                }
            }
            if (!straight && to == ep) {
                int capSq = to - up;
                if (capSq >= 0 && capSq < 64 && mailbox[capSq] == (byte) (them << 3 | P)) {
                    long c = PAWN[them][to] & pawns;
                    while (c != 0) {
                        int from = Long.numberOfTrailingZeros(c);
                        c &= c - 1;
                        n = addPawnMove(out, n, from, to, capSq, 0, EN_PASSANT, fromFile, fromRank);
                    }
                }
            }
        } else if (!straight) {
            long c = PAWN[them][to] & pawns;
            while (c != 0) {
                int from = Long.numberOfTrailingZeros(c);
                c &= c - 1;
                n = addPawnMove(out, n, from, to, -1, promo, NORMAL, fromFile, fromRank);
            }
        }
        return n;
    }

    private int addPawnMove(int[] out, int n, int from, int to, int capSq, int promo, int flag, int fromFile,
            int fromRank) {
        if ((fromFile < 0 || (from & 7) == fromFile) && (fromRank < 0 || (from >>> 3) == fromRank)
                && safeAfter(from, to, capSq)) {
            out[n++] = encode(from, to, promo, flag);
        }
        return n;
    }

    /**
     * Whether the king of the side to move is safe after the man on from goes to to (removing whatever
     * stands there, and the man on capSq if it is not -1); a side without king is always safe.
     */
    private boolean safeAfter(int from, int to, int capSq) {
        final int us = stm;
        final long kingBB = pieces[K] & colors[us];
        if (kingBB == 0) {
            return true;
        }
        final long fromBB = 1L << from;
        final int ksq = (kingBB & fromBB) != 0 ? to : Long.numberOfTrailingZeros(kingBB);
        long gone = 1L << to;
        if (capSq >= 0) {
            gone |= 1L << capSq;
        }
        final long occ2 = ((colors[0] | colors[1]) & ~fromBB & ~gone) | (1L << to);
        final long oppLeft = colors[us ^ 1] & ~gone;
        return (((bishopAttacks(ksq, occ2) & (pieces[B] | pieces[Q]))
                | (rookAttacks(ksq, occ2) & (pieces[R] | pieces[Q]))
                | (KNIGHT[ksq] & pieces[N])
                | (PAWN[us][ksq] & pieces[P])
                | (KING[ksq] & pieces[K])) & oppLeft) == 0;
    }

    /** @return the legal castling move of the side to move to that side, or -1 */
    int castlingMove(boolean kingside) {
        final int us = stm;
        final int them = us ^ 1;
        final long kingBB = pieces[K] & colors[us];
        if (kingBB == 0 || castling == 0) {
            return -1;
        }
        int ksq = Long.numberOfTrailingZeros(kingBB);
        long occ = occupied();
        if (attacked(ksq, them, occ)) {
            return -1;
        }
        int[] two = new int[2];
        int n = generateCastling(two, 0, us, them, ksq, occ);
        for (int i = 0; i < n; i++) {
            if (to(two[i]) == (kingside ? ksq + 2 : ksq - 2)) {
                return two[i];
            }
        }
        return -1;
    }

    /** Plays a move produced by {@link #generate}; returns the information {@link #unmake} needs. */
    long make(int m) {
        final int from = m & 63;
        final int to = (m >>> 6) & 63;
        final int promo = (m >>> 12) & 7;
        final int flag = (m >>> 15) & 3;
        final int code = mailbox[from];
        final int us = code >>> 3;
        final int type = code & 7;
        final int cap = mailbox[to];
        final long undo = (cap + 1) | ((long) castling << 8) | ((long) (ep + 1) << 12) | ((long) halfmove << 20);
        final long fromBB = 1L << from;
        final long toBB = 1L << to;
        halfmove++;
        if (cap != EMPTY) {
            pieces[cap & 7] ^= toBB;
            colors[cap >>> 3] ^= toBB;
            halfmove = 0;
        }
        pieces[type] ^= fromBB | toBB;
        colors[us] ^= fromBB | toBB;
        mailbox[to] = (byte) code;
        mailbox[from] = EMPTY;
        if (type == P) {
            halfmove = 0;
            if (flag == EN_PASSANT) {
                int capSq = us == WHITE ? to - 8 : to + 8;
                long capBB = 1L << capSq;
                pieces[P] ^= capBB;
                colors[us ^ 1] ^= capBB;
                mailbox[capSq] = EMPTY;
            } else if (promo != 0) {
                pieces[P] ^= toBB;
                pieces[promo] ^= toBB;
                mailbox[to] = (byte) (us << 3 | promo);
            }
        } else if (flag == CASTLE) {
            moveRookForCastling(to, us);
        }
        castling &= CASTLE_MASK[from] & CASTLE_MASK[to];
        ep = flag == DOUBLE_PUSH ? (from + to) >>> 1 : -1;
        if (us == BLACK) {
            fullmove++;
        }
        stm = us ^ 1;
        return undo;
    }

    void unmake(int m, long undo) {
        final int from = m & 63;
        final int to = (m >>> 6) & 63;
        final int promo = (m >>> 12) & 7;
        final int flag = (m >>> 15) & 3;
        final int us = stm ^ 1;
        stm = us;
        if (us == BLACK) {
            fullmove--;
        }
        final int cap = (int) (undo & 0xFF) - 1;
        castling = (int) (undo >>> 8) & 0xF;
        ep = (int) ((undo >>> 12) & 0xFF) - 1;
        halfmove = (int) (undo >>> 20);
        final long fromBB = 1L << from;
        final long toBB = 1L << to;
        int type = mailbox[to] & 7;
        if (promo != 0) {
            pieces[promo] ^= toBB;
            pieces[P] ^= toBB;
            type = P;
        }
        pieces[type] ^= fromBB | toBB;
        colors[us] ^= fromBB | toBB;
        mailbox[from] = (byte) (us << 3 | type);
        mailbox[to] = (byte) cap;
        if (cap != EMPTY) {
            pieces[cap & 7] ^= toBB;
            colors[cap >>> 3] ^= toBB;
        }
        if (flag == EN_PASSANT) {
            int capSq = us == WHITE ? to - 8 : to + 8;
            long capBB = 1L << capSq;
            pieces[P] ^= capBB;
            colors[us ^ 1] ^= capBB;
            mailbox[capSq] = (byte) ((us ^ 1) << 3 | P);
        } else if (flag == CASTLE) {
            moveRookForCastling(to, us);
        }
    }

    /** Moves (or, called again, moves back) the castling rook for a king arriving on kingTo. */
    private void moveRookForCastling(int kingTo, int us) {
        int rf;
        int rt;
        switch (kingTo) {
            case 6: rf = 7; rt = 5; break;
            case 2: rf = 0; rt = 3; break;
            case 62: rf = 63; rt = 61; break;
            default: rf = 56; rt = 59; break;
        }
        long bb = (1L << rf) | (1L << rt);
        pieces[R] ^= bb;
        colors[us] ^= bb;
        byte a = mailbox[rf];
        mailbox[rf] = mailbox[rt];
        mailbox[rt] = a;
    }
}
