package adjudicator.bench;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.Unwinnability;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link Unwinnability#analyseAfresh(Position, Color)} for White and for Black over every position of the
 * reference test vector (see {@link UnwinnabilityVector} for where it is found). One invocation analyses
 * the whole vector; one operation is one position (both sides), so the score is the average time per
 * position. The average hides the slow positions: {@link UnwinnabilityTimes} gives median, p99 and maximum.
 * Each pass starts with fresh analyses: {@code analyse} keeps no state between calls.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
// One pass over the vector takes minutes (a few positions need seconds each), longer than any iteration
// time: so each iteration is exactly one pass, and a whole run three passes (one to warm up).
@Warmup(iterations = 1, time = 1)
@Measurement(iterations = 2, time = 1)
@Fork(1)
public class UnwinnabilityBenchmark {
    Position[] positions;

    @Setup
    public void read() {
        Path file = UnwinnabilityVector.locate();
        List<UnwinnabilityVector.Entry> entries = UnwinnabilityVector.read(file);
        positions = entries.stream().map(UnwinnabilityVector.Entry::position).toArray(Position[]::new);
        System.out.printf("%n%d positions from %s%n", positions.length, file);
        if (positions.length != UnwinnabilityVector.SIZE) {
            System.out.printf("NOTE: the score is per position only for %d positions: multiply it by %d/%d%n",
                    UnwinnabilityVector.SIZE, UnwinnabilityVector.SIZE, positions.length);
        }
    }

    @Benchmark
    @OperationsPerInvocation(UnwinnabilityVector.SIZE)
    public void bothSides(Blackhole bh) {
        for (Position p : positions) {
            bh.consume(Unwinnability.analyseAfresh(p, Color.WHITE));
            bh.consume(Unwinnability.analyseAfresh(p, Color.BLACK));
        }
    }
}
