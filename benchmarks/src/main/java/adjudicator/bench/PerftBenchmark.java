package adjudicator.bench;

import adjudicator.engine.Perft;
import adjudicator.engine.Position;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Move generation speed, single-threaded: perft of the initial position to depth 6 (119,060,324 leaves)
 * and of Kiwipete to depth 5 (193,690,690 leaves), each
 * <ul>
 *   <li>{@code bulk}: {@link Perft#perft}, leaves counted in bulk (the number of legal moves at depth 1
 *       is added, the leaf moves are not made), as Stockfish's {@code go perft} counts;</li>
 *   <li>{@code full}: {@link Perft#perftFull}, every leaf move made and unmade.</li>
 * </ul>
 * One operation is one leaf node ({@code @OperationsPerInvocation}), so the throughput score is nodes per
 * second. With {@code -bm avgt -tu ns} the score is nanoseconds per node instead; times the node count it
 * gives the time of one whole perft. Each result is checked against the published count.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class PerftBenchmark {
    public static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final long STARTPOS_D6 = 119_060_324L;
    static final long KIWIPETE_D5 = 193_690_690L;

    // fields, not constants, so that the JIT cannot fold the inputs
    Position startpos = Position.initial();
    Position kiwipete = Position.fromFen(KIWIPETE);

    @Benchmark
    @OperationsPerInvocation((int) STARTPOS_D6)
    public long startposD6Bulk() {
        return checked(Perft.perft(startpos, 6), STARTPOS_D6);
    }

    @Benchmark
    @OperationsPerInvocation((int) KIWIPETE_D5)
    public long kiwipeteD5Bulk() {
        return checked(Perft.perft(kiwipete, 5), KIWIPETE_D5);
    }

    @Benchmark
    @OperationsPerInvocation((int) STARTPOS_D6)
    public long startposD6Full() {
        return checked(Perft.perftFull(startpos, 6), STARTPOS_D6);
    }

    @Benchmark
    @OperationsPerInvocation((int) KIWIPETE_D5)
    public long kiwipeteD5Full() {
        return checked(Perft.perftFull(kiwipete, 5), KIWIPETE_D5);
    }

    private static long checked(long nodes, long expected) {
        if (nodes != expected) {
            throw new IllegalStateException("perft counted " + nodes + " nodes, expected " + expected);
        }
        return nodes;
    }
}
