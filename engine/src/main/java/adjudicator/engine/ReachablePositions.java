package adjudicator.engine;


import java.util.Arrays;

/**
 * Enumeration of every position reachable from a start position by legal moves, each kept exactly (all
 * piece sets, side to move, castling rights, en-passant square), stopping at positions where the intended
 * winner has too little material to mate. If the enumeration ends within its budget without meeting a
 * position where the intended winner has mated, no helpmate exists: the reachable positions are all
 * known and none is a mate. In blocked positions the set is small (a king walking its region, a few men
 * shuffling), and this settles them where a depth-limited search cannot.
 *
 * <p>The order in which positions are expanded decides only how soon a mate is met, never whether the
 * set is complete: they are expanded cheapest first, a move costing what it costs in the helpmate
 * search ({@link HelpmateSearch#stepCost}: nothing for progress towards a mate, one ply for an ordinary
 * move, three for undoing progress), and among equals the last found first, which follows a chain of
 * free progress moves to its end before turning back. Long helpmates of locked positions are chains of
 * progress moves (pawns advanced, men captured) with king walks between them, and they are met after
 * far fewer positions than breadth first, which must first know every position a few plies shorter.
 * When a mate is met, the path to it is a helpmate, not necessarily the shortest. A mate is met as soon
 * as the move that gives it is generated (a check that leaves no legal reply), not when its turn to be
 * expanded comes: a quiet mating move costs a ply, and every free line would be expanded before it.
 *
 * <p>An enumeration that ran out of budget can be resumed with a larger one ({@link #explore(int)}): the
 * positions already found are kept, so a small first pass costs nothing when a large one follows.
 */
final class ReachablePositions {
    enum Result { MATE_FOUND, EXHAUSTED, BUDGET_EXCEEDED }

    private static final int WIDTH = ExactKey.WIDTH;

    private final int winner;
    private int limit;
    /** The position whose expansion the budget cut short, expanded again on resuming; else -1. */
    private int expanding = -1;
    private final Board board = new Board();
    /** Classifies the moves from the position on {@link #board}, as the helpmate search does. */
    private final HelpmateSearch classifier;
    private final int[] list;
    private final int[] replies;
    private long[] states;
    private int[] parent;
    private int[] move;
    /** The cost of the path by which each position was found. */
    private int[] cost;
    /**
     * Positions still to expand, a stack per cost (costs beyond {@link #MAX_COST} share the last one);
     * the cheapest non-empty stack is never below {@link #cheapest}.
     */
    private final int[][] stacks = new int[MAX_COST + 1][];
    private final int[] stackSize = new int[MAX_COST + 1];
    private int cheapest;
    private static final int MAX_COST = 4095;
    /**
     * Open addressing: per slot 0 if empty, else the low {@value #HASH_BITS} bits of the position's mixed
     * hash (which pick its slot on every table size, and spare fetching a stored position that cannot
     * match) over its index plus one in {@link #INDEX_BITS} bits.
     */
    private long[] slots;
    private int mask;
    private static final int INDEX_BITS = 24;
    private static final long INDEX_MASK = (1L << INDEX_BITS) - 1;
    private static final int HASH_BITS = 64 - INDEX_BITS;
    private static final long HASH_MASK = (1L << HASH_BITS) - 1;
    /** The most positions an enumeration may know: their indexes plus one fit in {@link #INDEX_BITS}. */
    static final int MAX_POSITIONS = (1 << INDEX_BITS) - 2;
    /** The successors of the position being expanded, stored whole, with their hashes and moves. */
    private final long[] successors;
    private final long[] successorHashes;
    private final int[] successorMoves;
    /** Keeps the slot reads of {@link #explore} from being optimised away. */
    private long sink;
    private int count;
    private int mateState = -1;
    /** Whether the winner has enough material to mate at the start (then in every position stored). */
    private final boolean startSufficient;

    private ReachablePositions(Board start, int winner) {
        this.winner = winner;
        this.classifier = new HelpmateSearch(board, winner);
        this.startSufficient = !HelpmateSearch.insufficientMaterial(start, winner);
        int room = start.moveBound();
        list = new int[room];
        replies = new int[room];
        successors = new long[room * WIDTH];
        successorHashes = new long[room];
        successorMoves = new int[room];
        int capacity = 1024;
        states = new long[capacity * WIDTH];
        parent = new int[capacity];
        move = new int[capacity];
        cost = new int[capacity];
        slots = new long[capacity * 4];
        mask = slots.length - 1;
        addStart(start);
        push(0, 0);
    }

    /** The result of one enumeration, with the helpmate if one was met. */
    record Outcome(Result result, int[] helpmate, int positions) {
    }

    /** A new enumeration from {@code start}, nothing explored yet. */
    static ReachablePositions from(Board start, int winner) {
        return new ReachablePositions(start, winner);
    }

    static Outcome explore(Board start, int winner, int limit) {
        return from(start, winner).explore(limit);
    }

    /**
     * Explores on from where the last call stopped until {@code limit} positions in all are known; the
     * outcome of a call after MATE_FOUND or EXHAUSTED is the same again.
     */
    Outcome explore(int limit) {
        if (limit > MAX_POSITIONS) {
            throw new IllegalArgumentException("at most " + MAX_POSITIONS + " positions, asked for " + limit);
        }
        this.limit = limit;
        if (mateState >= 0) {
            return new Outcome(Result.MATE_FOUND, line(), count);
        }
        Board b = board;
        for (int s = expanding >= 0 ? expanding : next(); s >= 0; s = next()) {
            expanding = -1;
            load(s, b);
            int n = b.generate(list);
            if (n == 0) {
                if (b.stm != winner && b.inCheck()) {
                    mateState = s;
                    return new Outcome(Result.MATE_FOUND, line(), count);
                }
                continue;
            }
            // the successors first, each stored whole with its hash; then their slots all read in one
            // loop of independent loads, so that the processor waits for those cache misses together
            // rather than one after another; then the lookups proper, in the order of the moves
            boolean needLoserPromotion = HelpmateSearch.needsLoserPromotion(b, winner);
            boolean darkCorner = HelpmateSearch.darkCorner(b, winner);
            int k = 0;
            int mating = -1;
            boolean winnersTurn = b.stm == winner;
            boolean winnerBlocked = !winnersTurn && Unwinnability.pawnsAllBlocked(b, winner);
            int loserKing = b.kingSquare(winner ^ 1);
            for (int i = 0; i < n; i++) {
                int m = list[i];
                if (startSufficient && ExactKey.quiet(b, m)
                        && (!winnersTurn || (loserKing >= 0 && !HelpmateSearch.mayCheck(b, m, loserKing)))) {
                    // most moves: the material stays (every position stored has enough to mate, the start
                    // too here), no mate can come of it, and the successor is written without playing it
                    ExactKey.storeAfterQuiet(successors, k * WIDTH, b, m);
                    successorHashes[k] = mixed(ExactKey.hash(successors, k * WIDTH)) & HASH_MASK;
                    successorMoves[k++] = m;
                    continue;
                }
                long undo = b.make(m);
                if (!HelpmateSearch.insufficientMaterial(b, winner)) {
                    if (winnersTurn && mating < 0 && b.inCheck() && b.generate(replies) == 0) {
                        mating = k;
                    }
                    ExactKey.store(successors, k * WIDTH, b);
                    successorHashes[k] = mixed(ExactKey.hash(b)) & HASH_MASK;
                    successorMoves[k++] = m;
                }
                b.unmake(m, undo);
            }
            long touched = 0;
            for (int j = 0; j < k; j++) {
                touched += slots[(int) successorHashes[j] & mask];
            }
            sink += touched;
            for (int j = 0; j < k; j++) {
                int slot = slotOf(successorHashes[j], j * WIDTH);
                if (slots[slot] == 0) {
                    if (count >= limit) {
                        // expanded again on resuming: successors already recorded are found then and
                        // skipped
                        expanding = s;
                        return new Outcome(Result.BUDGET_EXCEEDED, null, count);
                    }
                    add(successorHashes[j], j * WIDTH, s, successorMoves[j], slot);
                    if (j == mating) {
                        mateState = count - 1;
                        return new Outcome(Result.MATE_FOUND, line(), count);
                    }
                    // classified only when new: the board still holds the position expanded
                    push(count - 1, cost[s] + classifier.stepCost(successorMoves[j], needLoserPromotion,
                            darkCorner, winnerBlocked));
                }
            }
        }
        return new Outcome(Result.EXHAUSTED, null, count);
    }

    /** Puts the position with index {@code s}, found by a path of cost {@code c}, on its stack. */
    private void push(int s, int c) {
        cost[s] = c;
        int q = Math.min(c, MAX_COST);
        int[] stack = stacks[q];
        if (stack == null) {
            stack = stacks[q] = new int[64];
        } else if (stackSize[q] == stack.length) {
            stack = stacks[q] = Arrays.copyOf(stack, stack.length * 2);
        }
        stack[stackSize[q]++] = s;
        cheapest = Math.min(cheapest, q);
    }

    /** The index of the next position to expand, taken from its stack, or -1 if none is left. */
    private int next() {
        for (; cheapest <= MAX_COST; cheapest++) {
            if (stackSize[cheapest] > 0) {
                return stacks[cheapest][--stackSize[cheapest]];
            }
        }
        cheapest = MAX_COST;
        return -1;
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

    /**
     * The position's hash with all 64 bits mixed into the low ones, which pick the slot and make the tag: in
     * {@link ExactKey#hash} (multiplications) a low bit depends only on lower bits of the piece sets, so
     * its low half alone would ignore the men on the upper ranks, and positions differing there (a bishop
     * wandering on its back ranks) would pile up in one run of slots.
     */
    private static long mixed(long h) {
        h ^= h >>> 31;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 29;
        return h;
    }

    /**
     * The slot holding the successor stored at {@code successors[at ..]} (hash {@code h}), or the empty
     * slot where it belongs.
     */
    private int slotOf(long h, int at) {
        for (int slot = (int) h & mask; ; slot = (slot + 1) & mask) {
            long entry = slots[slot];
            if (entry == 0 || ((entry >>> INDEX_BITS) == h
                    && ExactKey.matches(states, ((int) (entry & INDEX_MASK) - 1) * WIDTH, successors, at))) {
                return slot;
            }
        }
    }

    /** Records the start position. */
    private void addStart(Board b) {
        ExactKey.store(successors, 0, b);
        long h = mixed(ExactKey.hash(b)) & HASH_MASK;
        add(h, 0, -1, 0, slotOf(h, 0));
    }

    /**
     * Records the successor stored at {@code successors[at ..]} (hash {@code h}) in the empty slot
     * {@code slot} found for it by {@link #slotOf}.
     */
    private void add(long h, int at, int from, int m, int slot) {
        if (count == parent.length) {
            // doubling, but never past the budget: one doubling too many costs a copy of a hundred
            // megabytes for nothing
            int capacity = Math.max(count + 1, Math.min(count * 2, limit));
            states = Arrays.copyOf(states, capacity * WIDTH);
            parent = Arrays.copyOf(parent, capacity);
            move = Arrays.copyOf(move, capacity);
            cost = Arrays.copyOf(cost, capacity);
        }
        System.arraycopy(successors, at, states, count * WIDTH, WIDTH);
        parent[count] = from;
        move[count] = m;
        slots[slot] = (h << INDEX_BITS) | (count + 1);
        count++;
        if (count * 2 >= slots.length) {
            rehash(slots.length * 2);
        }
    }

    /** A table twice the size; each entry keeps the hash bits that pick its slot, nothing is recomputed. */
    private void rehash(int size) {
        long[] old = slots;
        slots = new long[size];
        mask = size - 1;
        for (long entry : old) {
            if (entry != 0) {
                int slot = (int) (entry >>> INDEX_BITS) & mask;
                while (slots[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                slots[slot] = entry;
            }
        }
    }

    private void load(int s, Board b) {
        ExactKey.load(states, s * WIDTH, b);
    }
}
