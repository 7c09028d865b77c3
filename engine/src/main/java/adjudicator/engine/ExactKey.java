package adjudicator.engine;

/**
 * A position stored whole, for tables that must never confuse two positions (a hash only picks the
 * slot): {@link #WIDTH} longs per position, the six piece sets, White's men and a state word (side to
 * move, castling rights, en-passant square). Black's men are the remaining occupied squares; the move
 * counters are left out.
 */
final class ExactKey {
    /** Longs per stored position. */
    static final int WIDTH = 8;

    private ExactKey() {
    }

    static long stateWord(Board b) {
        return b.stm | ((long) b.castling << 1) | ((long) (b.ep + 1) << 5);
    }

    /** A well-mixed 64-bit hash of the stored fields. */
    static long hash(Board b) {
        return hash(stateWord(b), b.pieces, 0, b.colors[0]);
    }

    /**
     * A well-mixed 64-bit hash of the position stored at {@code keys[at .. at + WIDTH)}: the same as
     * {@link #hash(Board)} of that position.
     */
    static long hash(long[] keys, int at) {
        return hash(keys[at + 7], keys, at, keys[at + 6]);
    }

    /** The hash of a position given as its state word, its six piece sets at {@code sets[at ..]} and White's men. */
    private static long hash(long state, long[] sets, int at, long white) {
        long h = state * 0x9E3779B97F4A7C15L;
        for (int i = 0; i < 6; i++) {
            h = (h ^ sets[at + i]) * 0xC2B2AE3D27D4EB4FL;
        }
        return (h ^ white) * 0x165667B19E3779F9L;
    }

    /**
     * Whether {@code m} is a quiet move of the side to move on {@code b}: no capture, promotion, castling
     * or en passant, so that {@link #storeAfterQuiet} applies.
     */
    static boolean quiet(Board b, int m) {
        return b.mailbox[Board.to(m)] == Board.EMPTY && Board.promo(m) == 0
                && (Board.flag(m) == Board.NORMAL || Board.flag(m) == Board.DOUBLE_PUSH);
    }

    /**
     * Stores at {@code keys[at .. at + WIDTH)} the position after the {@link #quiet} move {@code m} from
     * the position of {@code b}, without playing it: the man's bits move in its piece set (and in White's
     * men if it is White's), the side to move changes, castling rights are lost as {@link Board#make}
     * loses them, and the en-passant square is the one a double push passes.
     */
    static void storeAfterQuiet(long[] keys, int at, Board b, int m) {
        int from = Board.from(m);
        int to = Board.to(m);
        long move = (1L << from) | (1L << to);
        int code = b.mailbox[from];
        System.arraycopy(b.pieces, 0, keys, at, 6);
        keys[at + (code & 7)] ^= move;
        keys[at + 6] = (code >>> 3) == Board.WHITE ? b.colors[0] ^ move : b.colors[0];
        int castling = b.castling & Board.CASTLE_MASK[from] & Board.CASTLE_MASK[to];
        int ep = Board.flag(m) == Board.DOUBLE_PUSH ? (from + to) >>> 1 : -1;
        keys[at + 7] = (b.stm ^ 1) | ((long) castling << 1) | ((long) (ep + 1) << 5);
    }

    /** Stores the position of {@code b} at {@code keys[at .. at + WIDTH)}. */
    static void store(long[] keys, int at, Board b) {
        System.arraycopy(b.pieces, 0, keys, at, 6);
        keys[at + 6] = b.colors[0];
        keys[at + 7] = stateWord(b);
    }

    /** Whether {@code keys[at .. at + WIDTH)} holds exactly the position of {@code b}. */
    static boolean matches(long[] keys, int at, Board b) {
        return keys[at + 7] == stateWord(b) && keys[at + 6] == b.colors[0] && keys[at] == b.pieces[0]
                && keys[at + 1] == b.pieces[1] && keys[at + 2] == b.pieces[2] && keys[at + 3] == b.pieces[3]
                && keys[at + 4] == b.pieces[4] && keys[at + 5] == b.pieces[5];
    }

    /** Whether {@code keys[at ..]} and {@code other[otherAt ..]} hold the same position. */
    static boolean matches(long[] keys, int at, long[] other, int otherAt) {
        for (int i = WIDTH - 1; i >= 0; i--) {
            if (keys[at + i] != other[otherAt + i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Sets {@code b} to the position stored at {@code keys[at .. at + WIDTH)} (move counters 0 and 1). The
     * board must be consistent (its mailbox holding exactly its piece sets): only its occupied squares are
     * emptied first, which in an enumeration loading millions of positions beats clearing all 64.
     */
    static void load(long[] keys, int at, Board b) {
        for (long bb = b.colors[0] | b.colors[1]; bb != 0; bb &= bb - 1) {
            b.mailbox[Long.numberOfTrailingZeros(bb)] = Board.EMPTY;
        }
        long white = keys[at + 6];
        long occupied = 0;
        for (int type = 0; type < 6; type++) {
            long set = keys[at + type];
            b.pieces[type] = set;
            occupied |= set;
            for (long bb = set; bb != 0; bb &= bb - 1) {
                int sq = Long.numberOfTrailingZeros(bb);
                b.mailbox[sq] = (byte) (((white >>> sq) & 1) == 0 ? 8 | type : type);
            }
        }
        b.colors[0] = white;
        b.colors[1] = occupied & ~white;
        long word = keys[at + 7];
        b.stm = (int) (word & 1);
        b.castling = (int) ((word >>> 1) & 15);
        b.ep = (int) (word >>> 5) - 1;
        b.halfmove = 0;
        b.fullmove = 1;
    }
}
