package adjudicator.engine;

/**
 * Precomputed attack tables. Sliding attacks use magic bitboards whose multipliers are searched at class
 * initialisation with a fixed-seed pseudo-random generator (deterministic, a few tens of milliseconds).
 */
final class Bitboards {
    private Bitboards() {
    }

    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    static final long RANK_1 = 0xFFL;
    static final long RANK_2 = RANK_1 << 8;
    static final long RANK_3 = RANK_1 << 16;
    static final long RANK_6 = RANK_1 << 40;
    static final long RANK_7 = RANK_1 << 48;
    static final long RANK_8 = RANK_1 << 56;

    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[c][sq]: squares attacked by a pawn of colour c (0 white, 1 black) standing on sq. */
    static final long[][] PAWN = new long[2][64];
    /** BETWEEN[a][b]: squares strictly between a and b if they share a line, else 0. */
    static final long[][] BETWEEN = new long[64][64];
    /** LINE[a][b]: the whole line through a and b (including both) if they share one, else 0. */
    static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_TABLE;

    /**
     * Magic multipliers found by {@link #findMagic}'s search below (fixed seed) and recorded here to save
     * start-up time; each is verified at class initialisation and searched again if it does not work.
     */
    private static final long[] KNOWN_ROOK_MAGIC = {
        0x2080002080400010L, 0x00C0002001401000L, 0x2100110008402002L, 0x0880080081041000L,
        0x0200020020041008L, 0x2300040008010012L, 0x0C00283004008201L, 0x0180010000407A80L,
        0x0168800080400020L, 0x0010400040201000L, 0x1001002001001048L, 0x1001002408100100L,
        0x0801000408010012L, 0x4001000209000400L, 0x08A20004C8020001L, 0x2002801145002280L,
        0x0080860021004200L, 0x001000C009402002L, 0x00B0002004002800L, 0x100A808010020800L,
        0x9400808004000800L, 0x0090808004000200L, 0x0000040010810208L, 0x2000020000448534L,
        0x4104400480008033L, 0x0000810100204000L, 0x0440430900200010L, 0x4600240900100100L,
        0x0804080100110004L, 0x0001000300080400L, 0x0004084400011002L, 0x0023040200008041L,
        0x0580050043002080L, 0x0400804002802008L, 0x0001002001004010L, 0x0080200A02001040L,
        0x600D480280802400L, 0x400B800201800C00L, 0x2408211004004208L, 0x0200211082000844L,
        0x0020804010208000L, 0x5030004020104000L, 0xA042084080220010L, 0x4088080010008080L,
        0x5002080100110004L, 0x2012002010040400L, 0x0040318210440008L, 0x0120941040820001L,
        0x1000800100402100L, 0x0040002010004840L, 0x8108450020001900L, 0x0200204008120200L,
        0x0080800C00180180L, 0x0885000400420900L, 0x230802011008C400L, 0x3801740891432200L,
        0x0A00250212024082L, 0x0000882040001105L, 0x0042102082000A42L, 0xC401210810000501L,
        0x0241001002480005L, 0x0081000400880241L, 0x0000009008024124L, 0x0048122980410402L,
    };
    private static final long[] KNOWN_BISHOP_MAGIC = {
        0x1862221006220044L, 0x2104A14202020060L, 0x2804081220444001L, 0x2102408900010001L,
        0x0002021000040002L, 0x08C3100805004300L, 0x1084040124920050L, 0x8900440043382010L,
        0x2401410802140040L, 0x0901200454208020L, 0x0000090216020541L, 0x1283844040800804L,
        0x0521840420000803L, 0x0800010402400C40L, 0x0000408E10100404L, 0x0009810048420800L,
        0x2004211004286808L, 0x13080A1001380080L, 0x0008801004220020L, 0x0024000802480800L,
        0x1461001190400401L, 0x0020400200500440L, 0x0003000409019000L, 0x000C20820D011802L,
        0x000804002164100CL, 0x00048400A0011404L, 0x5018110308044100L, 0x0048A00804010020L,
        0x0007840000802000L, 0x8808A20075004220L, 0x8014040000822100L, 0x110C03000E251101L,
        0x0081094820202010L, 0x0008041000044100L, 0x00C1202808940800L, 0x8108100821040400L,
        0x1240010010010041L, 0x0810004080011000L, 0x00A20C0401804A00L, 0x40014C0020050500L,
        0x5805082012042480L, 0x2004022144031000L, 0x2082002024204808L, 0x0800004200800800L,
        0x0410020204100A02L, 0x80C1204080804101L, 0x0010104E01800042L, 0x000800810C400208L,
        0x100080B008201210L, 0x8000440605112101L, 0x000202008C440040L, 0x9004002210442200L,
        0x2032014088222045L, 0x0C00202222C20000L, 0x0140040820A50100L, 0x0222104C29024018L,
        0x0200110121202004L, 0x0800104200B00802L, 0x0000401424020801L, 0x4000000004208840L,
        0x0802E00040104100L, 0x03000020A0424080L, 0x0011C00408188121L, 0x0848020822040013L,
    };

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        int[][] knightD = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            for (int[] d : knightD) {
                KNIGHT[sq] |= bit(f + d[0], r + d[1]);
            }
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    if (df != 0 || dr != 0) {
                        KING[sq] |= bit(f + df, r + dr);
                    }
                }
            }
            PAWN[0][sq] = bit(f - 1, r + 1) | bit(f + 1, r + 1);
            PAWN[1][sq] = bit(f - 1, r - 1) | bit(f + 1, r - 1);
        }
        for (int a = 0; a < 64; a++) {
            for (int[][] dirs : new int[][][] {ROOK_DIRS, BISHOP_DIRS}) {
                for (int[] d : dirs) {
                    long ray = 0;
                    int f = (a & 7) + d[0];
                    int r = (a >>> 3) + d[1];
                    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                        int b = r * 8 + f;
                        BETWEEN[a][b] = ray;
                        ray |= 1L << b;
                        f += d[0];
                        r += d[1];
                    }
                    // full line: both directions from a
                    long back = slowRay(a, -d[0], -d[1]);
                    long full = ray | back | (1L << a);
                    f = (a & 7) + d[0];
                    r = (a >>> 3) + d[1];
                    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                        LINE[a][r * 8 + f] = full;
                        f += d[0];
                        r += d[1];
                    }
                }
            }
        }
        int rookSize = 0;
        int bishopSize = 0;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRS);
            BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRS);
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            ROOK_OFFSET[sq] = rookSize;
            BISHOP_OFFSET[sq] = bishopSize;
            rookSize += 1 << Long.bitCount(ROOK_MASK[sq]);
            bishopSize += 1 << Long.bitCount(BISHOP_MASK[sq]);
        }
        ROOK_TABLE = new long[rookSize];
        BISHOP_TABLE = new long[bishopSize];
        long[] seed = {0x9E3779B97F4A7C15L};
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MAGIC[sq] = findMagic(sq, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_DIRS, ROOK_TABLE, ROOK_OFFSET[sq], seed,
                    KNOWN_ROOK_MAGIC[sq]);
            BISHOP_MAGIC[sq] = findMagic(sq, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_DIRS, BISHOP_TABLE,
                    BISHOP_OFFSET[sq], seed, KNOWN_BISHOP_MAGIC[sq]);
        }
    }

    private static long bit(int f, int r) {
        return (f >= 0 && f < 8 && r >= 0 && r < 8) ? 1L << (r * 8 + f) : 0L;
    }

    private static long slowRay(int sq, int df, int dr) {
        long ray = 0;
        int f = (sq & 7) + df;
        int r = (sq >>> 3) + dr;
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            ray |= 1L << (r * 8 + f);
            f += df;
            r += dr;
        }
        return ray;
    }

    /** Slow reference sliding attacks, used to fill the magic tables. */
    static long slowAttacks(int sq, long occ, int[][] dirs) {
        long att = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << (r * 8 + f);
                att |= b;
                if ((occ & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return att;
    }

    static long slowRookAttacks(int sq, long occ) {
        return slowAttacks(sq, occ, ROOK_DIRS);
    }

    static long slowBishopAttacks(int sq, long occ) {
        return slowAttacks(sq, occ, BISHOP_DIRS);
    }

    private static long relevantMask(int sq, int[][] dirs) {
        long mask = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            // stop before the board edge in the direction of travel
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    private static long next(long[] s) {
        long x = s[0];
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        s[0] = x;
        return x;
    }

    private static long findMagic(int sq, long mask, int shift, int[][] dirs, long[] table, int offset,
            long[] seed, long known) {
        int n = Long.bitCount(mask);
        int size = 1 << n;
        long[] occs = new long[size];
        long[] atts = new long[size];
        long sub = 0;
        int i = 0;
        do {
            occs[i] = sub;
            atts[i] = slowAttacks(sq, sub, dirs);
            i++;
            sub = (sub - mask) & mask;
        } while (sub != 0);
        long[] used = new long[size];
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic = attempt == 1 ? known : next(seed) & next(seed) & next(seed);
            if (attempt > 1 && Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            boolean ok = true;
            for (int k = 0; k < size && ok; k++) {
                int idx = (int) ((occs[k] * magic) >>> shift);
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    used[idx] = atts[k];
                } else if (used[idx] != atts[k]) {
                    ok = false;
                }
            }
            if (ok) {
                for (int k = 0; k < size; k++) {
                    int idx = (int) ((occs[k] * magic) >>> shift);
                    table[offset + idx] = atts[k];
                }
                return magic;
            }
        }
    }

    static long rookAttacks(int sq, long occ) {
        return ROOK_TABLE[ROOK_OFFSET[sq] + (int) (((occ & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    static long bishopAttacks(int sq, long occ) {
        return BISHOP_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occ & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    static long queenAttacks(int sq, long occ) {
        return rookAttacks(sq, occ) | bishopAttacks(sq, occ);
    }
}
