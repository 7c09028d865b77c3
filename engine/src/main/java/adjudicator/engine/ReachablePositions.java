package adjudicator.engine;


import java.util.Arrays;

/**
 * Breadth-first enumeration of every position reachable from a start position by legal moves, each kept
 * exactly (all piece sets, side to move, castling rights, en-passant square), stopping at positions where
 * the intended winner has too little material to mate. If the enumeration ends within its budget without
 * meeting a position where the intended winner has mated, no helpmate exists: the reachable positions
 * are all known and none is a mate. In blocked positions the set is small (a king walking its region,
 * a few men shuffling), and this settles them where a depth-limited search cannot. When it meets a mate
 * first, the path to it is a shortest helpmate.
 */
final class ReachablePositions {
    enum Result { MATE_FOUND, EXHAUSTED, BUDGET_EXCEEDED }

    private static final int WIDTH = ExactKey.WIDTH;

    private final int winner;
    private final int limit;
    private long[] states;
    private int[] parent;
    private int[] move;
    private int[] slots;
    private int mask;
    private int count;
    private int mateState = -1;

    private ReachablePositions(int winner, int limit) {
        this.winner = winner;
        this.limit = limit;
        int capacity = 1024;
        states = new long[capacity * WIDTH];
        parent = new int[capacity];
        move = new int[capacity];
        slots = new int[Integer.highestOneBit(Math.max(limit, 1024)) * 4];
        mask = slots.length - 1;
        Arrays.fill(slots, -1);
    }

    /** The result of one enumeration, with the helpmate if one was met. */
    record Outcome(Result result, int[] helpmate, int positions) {
    }

    static Outcome explore(Board start, int winner, int limit) {
        return new ReachablePositions(winner, limit).run(start);
    }

    private Outcome run(Board start) {
        Board b = new Board();
        int[] list = new int[256];
        add(start, -1, 0);
        for (int head = 0; head < count; head++) {
            load(head, b);
            int n = b.generate(list);
            if (n == 0) {
                if (b.stm != winner && b.inCheck()) {
                    mateState = head;
                    return new Outcome(Result.MATE_FOUND, line(), count);
                }
                continue;
            }
            for (int i = 0; i < n; i++) {
                long undo = b.make(list[i]);
                if (!HelpmateSearch.insufficientMaterial(b, winner) && find(b) < 0) {
                    if (count >= limit) {
                        return new Outcome(Result.BUDGET_EXCEEDED, null, count);
                    }
                    add(b, head, list[i]);
                }
                b.unmake(list[i], undo);
            }
        }
        return new Outcome(Result.EXHAUSTED, null, count);
    }

    private int[] line() {
        int length = 0;
        for (int s = mateState; parent[s] >= 0; s = parent[s]) {
            length++;
        }
        int[] result = new int[length];
        for (int s = mateState; parent[s] >= 0; s = parent[s]) {
            result[--length] = move[s];
        }
        return result;
    }

    private static int hash(Board b) {
        long h = ExactKey.hash(b);
        return (int) (h ^ (h >>> 32));
    }

    private int find(Board b) {
        for (int slot = hash(b) & mask; ; slot = (slot + 1) & mask) {
            int s = slots[slot];
            if (s < 0) {
                return -1;
            }
            if (ExactKey.matches(states, s * WIDTH, b)) {
                return s;
            }
        }
    }

    private void add(Board b, int from, int m) {
        if (count == parent.length) {
            int capacity = count * 2;
            states = Arrays.copyOf(states, capacity * WIDTH);
            parent = Arrays.copyOf(parent, capacity);
            move = Arrays.copyOf(move, capacity);
        }
        ExactKey.store(states, count * WIDTH, b);
        parent[count] = from;
        move[count] = m;
        int slot = hash(b) & mask;
        while (slots[slot] >= 0) {
            slot = (slot + 1) & mask;
        }
        slots[slot] = count;
        count++;
    }

    private void load(int s, Board b) {
        ExactKey.load(states, s * WIDTH, b);
    }
}
