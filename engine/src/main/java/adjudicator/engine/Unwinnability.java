package adjudicator.engine;

import static adjudicator.engine.Bitboards.KING;
import static adjudicator.engine.Board.K;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether a side can still checkmate by any series of legal moves (a helpmate), the question behind a
 * flag fall (2005 6.10; 2017 6.9), an illegal move or a device (the exceptions "if the opponent cannot
 * checkmate"), and the dead position (2005 5.2b and 9.6; 2009+ 5.2.2): a position is dead when neither
 * side can.
 *
 * <p>The analysis is <b>sound</b>: it declares a side unable to mate only with a proof; otherwise it
 * finds a helpmate, or, when its budget runs out first, answers {@link Verdict.Undetermined}, which a
 * caller must treat as "can still mate" (the Laws give the draw only when mate is impossible). In order:
 * <ol>
 *   <li>the game already over: a checkmate decides, a stalemate leaves no mate;</li>
 *   <li>insufficient material: the side has the king alone, or a lone knight or bishops of one colour
 *       that can mate only if the opponent first promotes, and the opponent has no pawn;</li>
 *   <li>after playing out moves that are the only legal move, reachability ({@link Reachability}): the
 *       squares every man can ever stand on, given the pawns that can never move; unwinnable if no
 *       square the opposing king can reach can become a mating square. If that fails, the same again
 *       with a king never taking a locked pawn whose capture would stalemate ({@link Reachability#refined});
 *       and when all the loser's men but the king are locked, a mating square is also ruled out if the
 *       square the king must have come from could only be covered by the winner's king, which cannot
 *       arrive there with check ({@link #unreachableByTempo});</li>
 *   <li>a short search (2 plies, longer along lines that make progress) that either finds a mate or ends
 *       every line in insufficient material, stalemate or the side's own mate: a forced recapture that
 *       leaves bare kings is found here;</li>
 *   <li>the reachability argument applied to every position after one more move;</li>
 *   <li>the two complete methods taking turns with growing budgets, so that neither pays the other's
 *       large budget for a position the other settles cheaply: iterative deepening of the helpmate
 *       search with an exact transposition table (10,000 nodes an iteration, as in Ambrona's analyser;
 *       an iteration that ends without being cut proves that no mate exists) and the enumeration of
 *       every reachable position ({@link ReachablePositions}, resumed each time, never restarted,
 *       the cheapest paths first, progress costing nothing: a helpmate, or the proof that no
 *       reachable position is a mate; its turn to 200,000 positions comes before the search's to
 *       200,000 nodes), with a few random cooperative games ({@link HelpmatePlayouts}) in between;
 *       in a pawn ending whose winner's pawns are all blocked, after the first turns, the
 *       enumeration to 300,000 positions and then the unlocking searches ({@link #unlocking});</li>
 *   <li>more random games; a second deepening with 40,000 nodes an iteration and a table of its own
 *       (the long helpmates of the minor-piece endings are met almost by chance, and which ones depends
 *       on that budget); the enumeration to 1.2 million positions and the first deepening to four times
 *       its budget;</li>
 *   <li>the last resort: the general search with a table four times the usual size, from the position
 *       and from the position after each move ({@link #largeTable}).</li>
 * </ol>
 */
public final class Unwinnability {

    /** The outcome of the analysis for one side. */
    public sealed interface Verdict {
        /** @return true only when the side provably cannot checkmate */
        default boolean unwinnable() {
            return this instanceof Unwinnable;
        }
    }

    /** The side can checkmate: a helpmate from the position, in the order played (empty if already mate). */
    public record Winnable(List<Move> helpmate) implements Verdict {
        public Winnable {
            helpmate = List.copyOf(helpmate);
        }
    }

    /** The side can never checkmate, and why. */
    public record Unwinnable(Proof proof) implements Verdict {
    }

    /** The budget ran out before either a mate or a proof was found: treat as winnable. */
    public record Undetermined(long nodes) implements Verdict {
    }

    /** How an unwinnable verdict was proved. */
    public enum Proof {
        /** The game is over (stalemate, or the side itself is checkmated). */
        GAME_OVER,
        /** Not enough material to mate, whatever is played. */
        INSUFFICIENT_MATERIAL,
        /** Every legal continuation ends in one of the other proofs without a mate (e.g. a forced recapture). */
        EXHAUSTIVE_SEARCH,
        /** The side's men can never reach or form a mating net around the opposing king (blocked pawns). */
        REACHABILITY
    }

    /** Node budget of each iterative-deepening search (the other stages have fixed budgets of their own). */
    static final long DEFAULT_NODE_LIMIT = 200_000;

    /** Node budget of one iteration of the iterative deepening (as in Ambrona's analyser, 10,000). */
    static final long ITERATION_NODES = 10_000;

    /** The deepening search's budget in its first turn... */
    static final long FIRST_TURN_NODES = 20_000;
    /** ...and in its second (in its third, the node limit). */
    static final long SECOND_TURN_NODES = 60_000;
    /** How many positions the enumeration may know in its first turn... */
    static final int SMALL_CLOSURE_LIMIT = 5_000;
    /** ...in its second (and four times this in its third). */
    static final int CLOSURE_LIMIT = 50_000;
    /**
     * How many positions the enumeration may know before the unlocking searches: the blocked pawn endings
     * of the vector that cannot be won close within 86,000, and those that can are all decided within
     * this budget or before it, so that none of them needs the unlocking searches any more.
     */
    static final int BLOCKED_CLOSURE_LIMIT = 300_000;
    /**
     * Iteration budgets of the unlocking searches of blocked pawn endings, tried in this order (chosen
     * when 13 such endings of the vector needed them; now the enumeration before them decides all)...
     */
    static final long[] UNLOCKING_ITERATIONS = {50_000, 10_000, 100_000, 20_000};
    /** ...each to this many nodes; then once more with the winner's pawns walking to the loser's king. */
    static final long UNLOCKING_NODES = 250_000;
    /** The iteration budget of that unlocking search. */
    static final long FEEDING_ITERATION = 100_000;
    /**
     * The last unlocking search: a table of 2^18 positions (about 20 MB, allocated only when used), 600,000
     * nodes an iteration, 4 million nodes in all. The budget was set with a margin above the 2,868,329
     * nodes of a 59-ply helpmate for White in 8/p1p1p3/8/8/8/6p1/P1P1P1Pp/k6K w, not derived from first
     * principles; since the enumeration runs first and expands progress first, no position of the
     * reference vector needs it.
     */
    static final int LARGE_TABLE_BITS = 18;
    static final long LARGE_TABLE_ITERATION = 600_000;
    static final long LARGE_TABLE_NODES = 4_000_000;
    /**
     * The last resort's general searches with that table ({@link #largeTable}): 30,000 nodes an
     * iteration, 2 million nodes from the position, 1.5 million from each position after one move, 6
     * million for all of those. The reference vector needed it for 2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8
     * (Black mates; 0.93 million nodes with Black to move, 1.1 million after 1.Ke1 with White to move);
     * the enumeration, expanding progress first, now meets both helpmates first, and no position of the
     * vector needs the last resort.
     */
    static final long LAST_RESORT_ITERATION = 30_000;
    static final long LAST_RESORT_NODES = 2_000_000;
    static final long LAST_RESORT_CHILD_NODES = 1_500_000;
    static final long EXPANSION_NODES = 6_000_000;
    /**
     * Random cooperative games tried before the last resort: they decide 6 verdicts of the vector that
     * nothing cheaper decides; with 40 one of them is left undetermined, and 300 cost a second more over
     * the vector for nothing.
     */
    static final int PLAYOUTS = 100;
    /** A few of them early, before the more expensive searches. */
    static final int EARLY_PLAYOUTS = 30;
    /**
     * The enumeration's budget as a last resort: large enough for a king and a few men wandering behind a
     * locked wall; the longest search of the reference vector that ends in a mate needs 834,101 positions
     * (1k6/1P1p1p1p/BP6/1P6/1p6/8/1P1P1PKP/8 w, Black mates after 80 plies), and needed 1,130,439 (for
     * 1k6/1P1p1p1p/BP6/1P5p/8/8/3P1P1P/5K2 w) before the loser's pawn moves counted as progress there.
     */
    static final int LARGE_CLOSURE_LIMIT = 1_200_000;

    private Unwinnability() {
    }

    /** @return whether {@code side} can still checkmate in {@code position} by some series of legal moves */
    public static Verdict analyse(Position position, Color side) {
        return analyse(position, side, DEFAULT_NODE_LIMIT);
    }

    /**
     * As {@link #analyse(Position, Color)}, with the node budget of its iterative-deepening searches (the
     * first stops at this budget before the largest enumeration and resumes to four times it after; the
     * second has this budget); the other stages keep their fixed budgets, so the verdict for a given
     * position and budget is always the same.
     */
    public static Verdict analyse(Position position, Color side, long nodeLimit) {
        Asked asked = new Asked(withoutCounters(position), side, nodeLimit);
        Verdict known = GIVEN.get(asked);
        if (known != null) {
            return known;
        }
        Verdict verdict = analyseAfresh(position, side, nodeLimit);
        GIVEN.put(asked, verdict);
        return verdict;
    }

    /** As {@link #analyse(Position, Color)}, never from the verdicts already given: for benchmarks, which time the analysis. */
    public static Verdict analyseAfresh(Position position, Color side) {
        return analyseAfresh(position, side, DEFAULT_NODE_LIMIT);
    }

    /** As {@link #analyse(Position, Color, long)}, never from the verdicts already given. */
    public static Verdict analyseAfresh(Position position, Color side, long nodeLimit) {
        HelpmateSearch.Loans.open();
        try {
            return analyse(position.board().copy(), side.ordinal(), nodeLimit);
        } finally {
            HelpmateSearch.Loans.close();
        }
    }

    /** A question already answered: the position without its two counters, the side, the budget. */
    private record Asked(String position, Color side, long nodeLimit) {
    }

    /**
     * How many verdicts are kept. Replaying a record asks again about the positions it was decided on (a
     * re-adjudication, a state at an instant, a projection rebuilt, every node that reads a game), and a
     * verdict is a function of the position, the side and the budget alone: the analysis is deterministic
     * (its random games are seeded) and reads neither the halfmove clock nor the move number. A few
     * thousand verdicts are a few megabytes at most.
     */
    static final int VERDICTS_KEPT = 4_096;

    /** The verdicts given, the least recently asked dropped first. */
    private static final Map<Asked, Verdict> GIVEN = Collections.synchronizedMap(
            new LinkedHashMap<>(256, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<Asked, Verdict> eldest) {
                    return size() > VERDICTS_KEPT;
                }
            });

    private static String withoutCounters(Position position) {
        String fen = position.fen();
        int clock = fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1);
        return fen.substring(0, clock);
    }

    private static Verdict analyse(Board b, int winner, long nodeLimit) {
        int[] buffer = new int[b.moveBound()];
        int n = b.generate(buffer);
        if (n == 0) {
            if (b.inCheck() && b.stm != winner) {
                return new Winnable(List.of());
            }
            return new Unwinnable(Proof.GAME_OVER);
        }
        HelpmateSearch search = new HelpmateSearch(b, winner);
        Verdict quick = firstStages(b, winner, search, 2, QUICK_SEARCH_NODES);
        if (quick != null) {
            return quick;
        }
        // the two complete methods, each with a growing budget, taking turns: the deepening search finds
        // most helpmates within a few thousand nodes, the enumeration settles small closed worlds (a king
        // and a few men behind locked pawns) within a few thousand positions; neither should pay the
        // other's large budget for a position the other decides cheaply
        Deepening deepening = new Deepening(search, ITERATION_NODES);
        ReachablePositions reachable = ReachablePositions.from(b.copy(), winner);
        HelpmatePlayouts playouts = new HelpmatePlayouts(b, winner);
        Verdict verdict = deepening.upTo(Math.min(nodeLimit, FIRST_TURN_NODES));
        if (verdict == null) {
            verdict = decided(reachable.explore(SMALL_CLOSURE_LIMIT));
        }
        if (verdict == null && HelpmateSearch.pawnEnding(b) && pawnsAllBlocked(b, winner)) {
            // such an ending is often a small closed world, which only the enumeration settles (the
            // unlocking searches would spend their whole budget before it had its turn), or one whose
            // helpmate the enumeration, expanding progress first, meets sooner than they would
            verdict = decided(reachable.explore(BLOCKED_CLOSURE_LIMIT));
            if (verdict == null) {
                verdict = unlocking(b, winner);
            }
        }
        if (verdict == null) {
            verdict = winnable(playouts.run(EARLY_PLAYOUTS, 1));
        }
        if (verdict == null) {
            verdict = deepening.upTo(Math.min(nodeLimit, SECOND_TURN_NODES));
        }
        if (verdict == null) {
            verdict = decided(reachable.explore(CLOSURE_LIMIT));
        }
        if (verdict == null) {
            // the enumeration's larger turn first: since it writes most successors without playing the
            // moves, its 150,000 more positions cost less than the search's 140,000 more nodes, and it
            // settles more of the positions that get this far
            verdict = decided(reachable.explore(4 * CLOSURE_LIMIT));
        }
        if (verdict == null) {
            verdict = deepening.upTo(nodeLimit);
        }
        if (verdict == null) {
            verdict = winnable(playouts.run(PLAYOUTS, 2));
        }
        if (verdict == null) {
            // the helpmates of the minor-piece endings are long walks that the search meets almost by
            // chance, and which one it meets depends on its iteration budget: a second try with another
            // budget (and a table of its own) meets others
            verdict = new Deepening(new HelpmateSearch(b, winner), 4 * ITERATION_NODES).upTo(nodeLimit);
        }
        if (verdict != null) {
            return verdict;
        }
        // last resort: a budget large enough for a king and a few pieces wandering behind a locked wall
        ReachablePositions.Outcome all = reachable.explore(LARGE_CLOSURE_LIMIT);
        verdict = decided(all);
        if (verdict == null) {
            // and the first deepening resumed with four times its budget: it found the long helpmates
            // of the promoted pawns of B1B1B3/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 (after 615,000 nodes) when
            // the enumeration went breadth first; now the enumeration meets them first, and no position
            // of the vector needs this stage, which is kept as a cheap try before the last resort
            verdict = deepening.upTo(4 * nodeLimit);
        }
        long[] spent = new long[1];
        if (verdict == null) {
            verdict = largeTable(b, winner, spent);
        }
        return verdict != null ? verdict : new Undetermined(search.totalNodes + all.positions() + spent[0]);
    }

    /**
     * The last resort: the general search with a table of 2^18 positions instead of 2^16 (the small table
     * stops recording when 3/4 full, and the long helpmates of locked positions then drown in
     * transpositions), first from the position, then from the position after each legal move in turn
     * (a fresh table for each, the move prepended to the helpmate found), within a total budget. Adds
     * the nodes it searched to {@code spent}.
     */
    private static Verdict largeTable(Board b, int winner, long[] spent) {
        HelpmateSearch root = HelpmateSearch.withTable(b, winner, LARGE_TABLE_BITS);
        Verdict verdict = new Deepening(root, LAST_RESORT_ITERATION).upTo(LAST_RESORT_NODES);
        spent[0] += root.totalNodes;
        if (verdict != null) {
            return verdict;
        }
        int[] list = new int[b.moveBound()];
        int n = b.generate(list);
        for (int i = 0; i < n && spent[0] < LAST_RESORT_NODES + EXPANSION_NODES; i++) {
            long undo = b.make(list[i]);
            HelpmateSearch child = HelpmateSearch.withTable(b, winner, LARGE_TABLE_BITS);
            Verdict after = new Deepening(child, LAST_RESORT_ITERATION).upTo(LAST_RESORT_CHILD_NODES);
            b.unmake(list[i], undo);
            spent[0] += child.totalNodes;
            if (after instanceof Winnable w) {
                List<Move> line = new ArrayList<>();
                line.add(Position.toMove(list[i]));
                line.addAll(w.helpmate());
                return new Winnable(line);
            }
        }
        return null;
    }

    /**
     * The first stages of {@link #analyse} for a position with a legal move: insufficient material, the
     * reachability fixpoint, a quick search ({@code searchNodes} nodes at most, exhaustive to a small
     * depth, so that it proves the positions where a few forced moves rule every mate out), and the
     * reachability after every move; null when none of them decides.
     */
    private static Verdict firstStages(Board b, int winner, HelpmateSearch search, int searchDepth, long searchNodes) {
        if (HelpmateSearch.insufficientMaterial(b, winner)) {
            return new Unwinnable(Proof.INSUFFICIENT_MATERIAL);
        }
        if (unwinnableByReachability(b.copy(), winner, 0)) {
            return new Unwinnable(Proof.REACHABILITY);
        }
        // with its table from the start: without one, the rewarded lines of a full board transpose into
        // each other until the 5,000 nodes are spent (2-5 ms), where the table finds a mate in a few
        // hundred; the table is a reused one, emptied at the cost of its use
        if (search.run(searchDepth, searchNodes, true)) {
            return winnable(search);
        }
        if (!search.interrupted) {
            return new Unwinnable(Proof.EXHAUSTIVE_SEARCH);
        }
        if (unwinnableAfterEveryMove(b, winner)) {
            return new Unwinnable(Proof.REACHABILITY);
        }
        return null;
    }

    /** The node budget of the quick search that the analysis begins with. */
    static final long QUICK_SEARCH_NODES = 5_000;
    /**
     * The quick search's budget in {@link #deadAtOnce}: the dead positions that it proves are small forced
     * trees (to depth 2, the 46 of 3,566 lichess timeout positions and the 5 of 30,000 generated walls of
     * locked pawns that it proved beyond the static test all took at most 100 nodes), and a search that
     * fails costs its whole budget on every move.
     */
    static final long DEAD_SEARCH_NODES = 1_000;
    /**
     * Its depth in {@link #deadAtOnce}: 4 (the analysis starts at 2) proves the last 2 of those 614 dead
     * lichess positions that depth 2 left, such as 8/6pk/6pp/7P/7K/5q2/8/5r2 w, at the same cost.
     */
    static final int DEAD_SEARCH_DEPTH = 4;
    /**
     * {@link #deadAtOnce} searches only when the side to move has at most this many legal moves: a dead
     * position that forced moves make dead leaves it few (at most 12 in those same positions), and the
     * openings and middlegames, where the search would fail at full cost, are spared it.
     */
    static final int DEAD_SEARCH_MOVES = 16;

    /**
     * The test for a dead position after every move (2005 5.2b; 2017/2023 5.2.2: a dead position ends the
     * game at once): {@link #quickDead}, then the first stages of {@link #analyse} for each side, which
     * prove the dead positions that forced moves make dead, such as 6Q1/8/5Q2/7k/7p/8/5PKP/8 b (the only
     * move ...h3+ leaves White nothing but moves that stalemate), when the side to move has at most
     * {@value #DEAD_SEARCH_MOVES} legal moves. Sound, deterministic, and bounded: at most a quick search
     * of {@value #DEAD_SEARCH_NODES} nodes a side, to depth {@value #DEAD_SEARCH_DEPTH}. A dead position that only the later stages prove is
     * left to {@link #isDead} (the arbiter's declaration).
     */
    public static boolean deadAtOnce(Position position) {
        if (quickDead(position)) {
            return true;
        }
        Board b = position.board().copy();
        int moves = b.generate(new int[b.moveBound()]);
        if (moves == 0 || moves > DEAD_SEARCH_MOVES) {
            return false; // checkmate or stalemate (the game has already ended by another rule), or too open
        }
        HelpmateSearch.Loans.open();
        try {
            for (int winner = 0; winner < 2; winner++) {
                if (!(firstStages(b, winner, new HelpmateSearch(b, winner), DEAD_SEARCH_DEPTH, DEAD_SEARCH_NODES)
                        instanceof Unwinnable)) {
                    return false;
                }
            }
            return true;
        } finally {
            HelpmateSearch.Loans.close();
        }
    }

    /**
     * The static part of {@link #deadAtOnce}, about a microsecond: true only when insufficient material
     * or the reachability fixpoint over locked pawns (after any run of only-moves) proves for both sides
     * that they cannot checkmate. It never searches; {@link #deadAtOnce} adds a small search where the
     * side to move has few moves, and {@link #isDead} decides every position.
     */
    public static boolean quickDead(Position position) {
        Board b = position.board().copy();
        int[] buffer = new int[b.moveBound()];
        if (b.generate(buffer) == 0) {
            return false; // checkmate or stalemate: the game has already ended by another rule
        }
        for (int winner = 0; winner < 2; winner++) {
            if (!HelpmateSearch.insufficientMaterial(b, winner) && !unwinnableByReachability(b.copy(), winner, 0)) {
                return false;
            }
        }
        return true;
    }

    /** @return true if neither side can checkmate: a dead position (2005 5.2b and 9.6; 2009+ 5.2.2) */
    public static boolean isDead(Position position) {
        return analyse(position, Color.WHITE).unwinnable() && analyse(position, Color.BLACK).unwinnable();
    }

    /**
     * Whether every pawn of the winner has a pawn of the loser ahead of it on its file: no pawn of the
     * winner can promote before the loser's men have changed files, by taking or being given away.
     */
    static boolean pawnsAllBlocked(Board b, int winner) {
        // the squares behind each of the loser's pawns on its file (seen from the winner's side): filled
        // towards the winner's first rank
        long behind = b.pieces[Board.P] & b.colors[winner ^ 1];
        if (winner == Board.WHITE) {
            behind |= behind >>> 8;
            behind |= behind >>> 16;
            behind |= behind >>> 32;
        } else {
            behind |= behind << 8;
            behind |= behind << 16;
            behind |= behind << 32;
        }
        return (b.pieces[Board.P] & b.colors[winner] & ~behind) == 0;
    }

    /**
     * The unlocking searches ({@link HelpmateSearch#unlocking}) of a pawn ending whose winner's pawns are
     * all blocked, with a few iteration budgets in turn: the long helpmates there (the loser's king takes
     * a pawn, the freed pawn promotes and the piece is given to a pawn of the winner, which then promotes)
     * are met or missed depending on that budget; then the same with the winner's pawns walking to the
     * loser's king.
     */
    private static Verdict unlocking(Board b, int winner) {
        for (long iteration : UNLOCKING_ITERATIONS) {
            Verdict verdict = new Deepening(HelpmateSearch.unlocking(b, winner, false), iteration)
                    .upTo(UNLOCKING_NODES);
            if (verdict != null) {
                return verdict;
            }
        }
        Verdict verdict = new Deepening(HelpmateSearch.unlocking(b, winner, true), FEEDING_ITERATION)
                .upTo(UNLOCKING_NODES);
        if (verdict != null) {
            return verdict;
        }
        // the longest plans transpose far more than the small table can record: once more with a
        // table four times the size and long iterations
        return new Deepening(HelpmateSearch.unlocking(b, winner, false, LARGE_TABLE_BITS), LARGE_TABLE_ITERATION)
                .upTo(LARGE_TABLE_NODES);
    }

    /** The verdict an enumeration of reachable positions settles, or null if its budget ran out. */
    private static Verdict decided(ReachablePositions.Outcome all) {
        return switch (all.result()) {
            case MATE_FOUND -> winnable(all.helpmate());
            case EXHAUSTED -> new Unwinnable(Proof.EXHAUSTIVE_SEARCH);
            case BUDGET_EXCEEDED -> null;
        };
    }

    private static Winnable winnable(HelpmateSearch search) {
        return winnable(search.helpmate());
    }

    /** The helpmate as a verdict, or null when none was found. */
    private static Winnable winnable(int[] helpmate) {
        if (helpmate == null) {
            return null;
        }
        List<Move> line = new ArrayList<>();
        for (int m : helpmate) {
            line.add(Position.toMove(m));
        }
        return new Winnable(line);
    }

    /** Iterative deepening of the helpmate search, resumable with a larger total node budget. */
    private static final class Deepening {
        private final HelpmateSearch search;
        private final long iterationNodes;
        private int depth = 2;

        Deepening(HelpmateSearch search, long iterationNodes) {
            this.search = search;
            this.iterationNodes = iterationNodes;
        }

        /** Deeper iterations until {@code nodes} nodes in all; the verdict, or null if none yet. */
        Verdict upTo(long nodes) {
            for (; depth <= 1000 && search.totalNodes < nodes; depth++) {
                if (search.run(depth, iterationNodes, true)) {
                    return winnable(search);
                }
                if (!search.interrupted) {
                    return new Unwinnable(Proof.EXHAUSTIVE_SEARCH);
                }
            }
            return null;
        }
    }

    private static boolean unwinnableAfterEveryMove(Board b, int winner) {
        int[] list = new int[b.moveBound()];
        int n = b.generate(list);
        for (int i = 0; i < n; i++) {
            long undo = b.make(list[i]);
            boolean unwinnable = unwinnableByReachability(b, winner, 0);
            b.unmake(list[i], undo);
            if (!unwinnable) {
                return false;
            }
        }
        return true;
    }

    /**
     * The reachability argument, after first playing out any run of only-moves (at most 100): once a
     * position has a single legal move, the game must go through the position after it.
     */
    static boolean unwinnableByReachability(Board b, int winner, int forced) {
        int[] list = new int[b.moveBound()];
        int n = b.generate(list);
        if (n == 0) {
            return !b.inCheck() || b.stm == winner;
        }
        if (n == 1 && forced < 100) {
            long undo = b.make(list[0]);
            // a forced capture may leave the winner too little to mate: in k7/1R6/8/1N6/8/8/8/7K b the only
            // move Kxb7 leaves a knight, which the squares each man can reach would never show
            boolean result = HelpmateSearch.insufficientMaterial(b, winner)
                    || unwinnableByReachability(b, winner, forced + 1);
            b.unmake(list[0], undo);
            return result;
        }
        Reachability plain = Reachability.of(b);
        if (unwinnableByReachability(plain, b, winner)) {
            return true;
        }
        Reachability refined = Reachability.refined(b, plain);
        return refined != null && unwinnableByReachability(refined, b, winner);
    }

    /**
     * Given the reachable squares: the loser's king can only ever stand in its region. A mate on a square
     * s of the region needs a man of the winner that can attack s, and every neighbouring square of s in
     * the region either attacked by another man of the winner, or next to the winner's king (standing on a
     * square it can reach that is not next to s), or occupied by one of the loser's other men, distinct
     * men on distinct squares (checked exactly, as a matching). If no square of the region allows that,
     * mate is impossible. Bishops need no special case: they attack only squares
     * of their colour, so the neighbours of the other colour must be blocked.
     */
    static boolean unwinnableByReachability(Reachability r, Board b, int winner) {
        int loser = winner ^ 1;
        int loserKing = b.kingSquare(loser);
        int winnerKing = b.kingSquare(winner);
        if (loserKing < 0 || winnerKing < 0) {
            return false;
        }
        long region = r.reach[loserKing];
        long attacked = 0;
        for (long bb = b.colors[winner] & ~b.pieces[K]; bb != 0; bb &= bb - 1) {
            attacked |= r.attackReach(Long.numberOfTrailingZeros(bb));
        }
        if ((attacked & region) == 0) {
            return true;
        }
        long others = b.colors[loser] & ~b.pieces[K];
        if (Long.bitCount(others) > 16) {
            return false;
        }
        long[] blockerReach = new long[16];
        int blockers = 0;
        for (long bb = others; bb != 0; bb &= bb - 1) {
            blockerReach[blockers++] = r.reach[Long.numberOfTrailingZeros(bb)];
        }
        long kingSquares = r.reach[winnerKing];
        long candidates = region & attacked;
        if (candidates != 0 && r.locked(loser) && b.castling == 0) {
            long byTempo = unreachableByTempo(r, candidates, region, attacked, kingSquares, winner);
            if (byTempo != 0 && !mateInOne(b, winner)) {
                candidates &= ~byTempo;
            }
        }
        for (long bb = candidates; bb != 0; bb &= bb - 1) {
            int s = Long.numberOfTrailingZeros(bb);
            long flights = KING[s] & region & ~attacked;
            if (canBlockAll(flights, blockerReach, blockers)) {
                return false;
            }
            // the winner's king, never next to the mated king, covers the flights next to its own square
            for (long kb = kingSquares & ~KING[s] & ~(1L << s); kb != 0; kb &= kb - 1) {
                long rest = flights & ~KING[Long.numberOfTrailingZeros(kb)];
                if (rest != flights && canBlockAll(rest, blockerReach, blockers)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * When every man of the loser but the king can never move, each move of the loser is a king move, so
     * a mate on s follows a king move from a square u next to s, which the mate must cover. If no man of
     * the winner but the king can ever attack u, the winner's king covers it: it was not next to u while
     * the loser's king stood there, so the mating move is a move of that king next to u, and it can mate
     * only by discovering a check on s. The candidate mating squares where no such u can be covered are
     * returned (a mate on the very first move is excluded by the caller). No castling rights may remain
     * (castling moves a king and gives check with the rook).
     */
    private static long unreachableByTempo(Reachability r, long candidates, long region, long attacked,
            long kingSquares, int winner) {
        long permanent = r.permanent();
        long diagonals = r.sliderReach(winner, true);
        long lines = r.sliderReach(winner, false);
        long excluded = 0;
        for (long bb = candidates; bb != 0; bb &= bb - 1) {
            int s = Long.numberOfTrailingZeros(bb);
            long sb = 1L << s;
            boolean possible = false;
            for (long ub = KING[s] & region; ub != 0 && !possible; ub &= ub - 1) {
                int u = Long.numberOfTrailingZeros(ub);
                if ((attacked & (1L << u)) != 0) {
                    possible = true;
                    break;
                }
                long away = ~(KING[u] | KING[s] | sb | (1L << u));
                for (long ab = kingSquares & away; ab != 0; ab &= ab - 1) {
                    int a = Long.numberOfTrailingZeros(ab);
                    if ((KING[a] & KING[u] & kingSquares & ~KING[s] & ~sb) != 0
                            && Reachability.discoveredCheckPossible(a, s, permanent, diagonals, lines)) {
                        possible = true;
                        break;
                    }
                }
            }
            if (!possible) {
                excluded |= sb;
            }
        }
        return excluded;
    }

    /** Whether the winner is to move and can checkmate at once. */
    private static boolean mateInOne(Board b, int winner) {
        if (b.stm != winner) {
            return false;
        }
        int[] list = new int[b.moveBound()];
        int[] replies = new int[b.moveBound()];
        int n = b.generate(list);
        for (int i = 0; i < n; i++) {
            long undo = b.make(list[i]);
            boolean mate = b.generate(replies) == 0 && b.inCheck();
            b.unmake(list[i], undo);
            if (mate) {
                return true;
            }
        }
        return false;
    }

    /** Whether distinct blockers can stand on all the given squares (Hall's condition over every subset). */
    private static boolean canBlockAll(long squares, long[] blockerReach, int blockers) {
        int k = Long.bitCount(squares);
        if (k == 0) {
            return true;
        }
        int[] sq = new int[k];
        int i = 0;
        for (long bb = squares; bb != 0; bb &= bb - 1) {
            sq[i++] = Long.numberOfTrailingZeros(bb);
        }
        for (int subset = 1; subset < (1 << k); subset++) {
            long wanted = 0;
            for (int j = 0; j < k; j++) {
                if ((subset & (1 << j)) != 0) {
                    wanted |= 1L << sq[j];
                }
            }
            int able = 0;
            for (int j = 0; j < blockers; j++) {
                if ((blockerReach[j] & wanted) != 0) {
                    able++;
                }
            }
            if (able < Integer.bitCount(subset)) {
                return false;
            }
        }
        return true;
    }
}
