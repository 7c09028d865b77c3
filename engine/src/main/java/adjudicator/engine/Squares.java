package adjudicator.engine;

/** Square numbering: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63. */
public final class Squares {
    private Squares() {
    }

    /**
     * Parses a square name such as {@code "e4"} (lower-case file a-h, rank 1-8).
     *
     * @throws NotationException if the text is not a square name
     */
    public static int parse(String s) {
        if (s == null) {
            throw new NotationException("square is missing (null)");
        }
        if (s.length() != 2) {
            throw new NotationException("'" + s + "' is not a square: expected a file a-h and a rank 1-8");
        }
        char f = s.charAt(0);
        char r = s.charAt(1);
        if (f < 'a' || f > 'h') {
            throw new NotationException("'" + s + "' is not a square: file must be a-h");
        }
        if (r < '1' || r > '8') {
            throw new NotationException("'" + s + "' is not a square: rank must be 1-8");
        }
        return (r - '1') * 8 + (f - 'a');
    }

    /** @return the name of a square, e.g. 28 -> "e4" */
    public static String name(int sq) {
        check(sq);
        return new String(new char[] {(char) ('a' + (sq & 7)), (char) ('1' + (sq >>> 3))});
    }

    /** @return the file 0..7 (a..h) */
    public static int file(int sq) {
        check(sq);
        return sq & 7;
    }

    /** @return the rank 0..7 (1..8) */
    public static int rank(int sq) {
        check(sq);
        return sq >>> 3;
    }

    /** The dark squares (a1 is dark). */
    static final long DARK = 0xAA55AA55AA55AA55L;

    private static final byte[] KNIGHT_DISTANCE = new byte[64 * 64];

    static {
        // breadth-first search from every square over knight jumps
        for (int from = 0; from < 64; from++) {
            java.util.Arrays.fill(KNIGHT_DISTANCE, from * 64, from * 64 + 64, (byte) -1);
            int[] queue = new int[64];
            int head = 0;
            int tail = 0;
            queue[tail++] = from;
            KNIGHT_DISTANCE[from * 64 + from] = 0;
            while (head < tail) {
                int sq = queue[head++];
                for (long t = Bitboards.KNIGHT[sq]; t != 0; t &= t - 1) {
                    int to = Long.numberOfTrailingZeros(t);
                    if (KNIGHT_DISTANCE[from * 64 + to] < 0) {
                        KNIGHT_DISTANCE[from * 64 + to] = (byte) (KNIGHT_DISTANCE[from * 64 + sq] + 1);
                        queue[tail++] = to;
                    }
                }
            }
        }
    }

    /** The king's distance (Chebyshev) between two squares. */
    static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }

    /** The least number of knight moves from a to b on an empty board. */
    static int knightDistance(int a, int b) {
        return KNIGHT_DISTANCE[a * 64 + b];
    }

    static void check(int sq) {
        if (sq < 0 || sq > 63) {
            throw new IllegalArgumentException("no such square: " + sq);
        }
    }
}
