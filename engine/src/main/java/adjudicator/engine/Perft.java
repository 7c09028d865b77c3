package adjudicator.engine;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Move-path enumeration (perft) for testing the move generator. */
public final class Perft {
    private final int[][] moves;

    private Perft(int depth, Board root) {
        moves = new int[depth][root.moveBound()];
    }

    /**
     * @return the number of leaf nodes of the legal move tree of the given depth (depth 0: 1); leaves are
     *     counted in bulk at depth 1
     */
    public static long perft(Position p, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return new Perft(depth, p.board()).run(p.board().copy(), depth, 0);
    }

    /**
     * As {@link #perft(Position, int)}, but without bulk counting: every leaf move is made and unmade on
     * the board and counted one by one, so the time measures make/unmake as well as move generation (the
     * usual "full" perft that benchmarks compare). The count is the same as {@code perft}'s.
     *
     * @return the number of leaf nodes of the legal move tree of the given depth (depth 0: 1)
     */
    public static long perftFull(Position p, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        return new Perft(depth, p.board()).runFull(p.board().copy(), depth, 0);
    }

    private long runFull(Board b, int depth, int ply) {
        int[] list = moves[ply];
        int n = b.generate(list);
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            long undo = b.make(m);
            sum += depth == 1 ? 1 : runFull(b, depth - 1, ply + 1);
            b.unmake(m, undo);
        }
        return sum;
    }

    private long run(Board b, int depth, int ply) {
        int[] list = moves[ply];
        int n = b.generate(list);
        if (depth == 1) {
            return n;
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            long undo = b.make(m);
            sum += run(b, depth - 1, ply + 1);
            b.unmake(m, undo);
        }
        return sum;
    }

    /**
     * Command line: {@code java -cp engine/target/classes adjudicator.engine.Perft [depth] [fen]} prints
     * the node count, the time and the speed (best of three runs), by default for the initial position at
     * depth 6.
     */
    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        Position p = args.length > 1
                ? Position.fromFen(String.join(" ", java.util.Arrays.copyOfRange(args, 1, args.length)))
                : Position.initial();
        long best = Long.MAX_VALUE;
        long nodes = 0;
        for (int run = 0; run < 3; run++) {
            long t0 = System.nanoTime();
            nodes = perft(p, depth);
            best = Math.min(best, System.nanoTime() - t0);
        }
        System.out.printf("perft(%d) = %d nodes, best of 3: %.3f s, %.1f M nodes/s%n", depth, nodes, best / 1e9,
                nodes / (best / 1e9) / 1e6);
    }

    /**
     * @return for each legal move (UCI, sorted) the perft count of depth - 1 below it; depth must be at
     *     least 1
     */
    public static Map<String, Long> divide(Position p, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth >= 1: " + depth);
        }
        Map<String, Long> result = new LinkedHashMap<>();
        List<Move> legal = p.legalMoves().stream().sorted(Comparator.comparing(Move::uci)).toList();
        for (Move m : legal) {
            result.put(m.uci(), perft(p.play(m), depth - 1));
        }
        return result;
    }
}
