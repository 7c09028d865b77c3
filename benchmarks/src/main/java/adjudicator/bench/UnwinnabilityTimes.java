package adjudicator.bench;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.Unwinnability;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Time of {@link Unwinnability#analyseAfresh(Position, Color)} position by position over the reference test
 * vector (plain Java, not JMH): after warm-up passes over the whole vector, each position is analysed
 * once for White and once for Black, and the average, median, p99 and maximum are printed per side and
 * for both sides, with the slowest positions. Run from the repository root:
 * {@code java -cp benchmarks/target/benchmarks.jar adjudicator.bench.UnwinnabilityTimes [warm-up passes]}
 * (default 1; {@code -Dunwinnability.vector=PATH} for another file).
 */
public final class UnwinnabilityTimes {
    private UnwinnabilityTimes() {
    }

    public static void main(String[] args) {
        int warmups = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        Path file = UnwinnabilityVector.locate();
        List<UnwinnabilityVector.Entry> entries = UnwinnabilityVector.read(file);
        int n = entries.size();
        System.out.printf("%d positions from %s; %d warm-up passes%n", n, file, warmups);
        long sink = 0;
        for (int pass = 0; pass < warmups; pass++) {
            long t0 = System.nanoTime();
            for (UnwinnabilityVector.Entry e : entries) {
                sink += Unwinnability.analyseAfresh(e.position(), Color.WHITE).hashCode();
                sink += Unwinnability.analyseAfresh(e.position(), Color.BLACK).hashCode();
            }
            System.out.printf("warm-up pass %d: %.2f s%n", pass + 1, (System.nanoTime() - t0) / 1e9);
        }
        long[] white = new long[n];
        long[] black = new long[n];
        long[] both = new long[n];
        for (int i = 0; i < n; i++) {
            Position p = entries.get(i).position();
            long t0 = System.nanoTime();
            sink += Unwinnability.analyseAfresh(p, Color.WHITE).hashCode();
            long t1 = System.nanoTime();
            sink += Unwinnability.analyseAfresh(p, Color.BLACK).hashCode();
            long t2 = System.nanoTime();
            white[i] = t1 - t0;
            black[i] = t2 - t1;
            both[i] = t2 - t0;
        }
        System.out.printf("%-12s %12s %12s %12s %12s %12s%n", "time/position", "average", "median", "p99", "max",
                "total");
        print("White", white);
        print("Black", black);
        print("both sides", both);
        System.out.println("slowest positions (both sides):");
        IntStream.range(0, n).boxed().sorted(Comparator.comparingLong((Integer i) -> both[i]).reversed()).limit(5)
                .forEach(i -> System.out.printf("  %s  White %s  Black %s  %s %s%n", ms(both[i]), ms(white[i]),
                        ms(black[i]), entries.get(i).label(), entries.get(i).fen()));
        if (sink == 42) {
            System.out.println(); // keeps the results alive
        }
    }

    private static void print(String what, long[] times) {
        long[] s = times.clone();
        Arrays.sort(s);
        long total = Arrays.stream(s).sum();
        System.out.printf("%-12s %12s %12s %12s %12s %12s%n", what, ms(total / s.length), ms(percentile(s, 50)),
                ms(percentile(s, 99)), ms(s[s.length - 1]), ms(total));
    }

    /** Nearest-rank percentile of sorted values. */
    private static long percentile(long[] sorted, int pct) {
        int rank = (int) Math.ceil(pct / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    private static String ms(long nanos) {
        return String.format("%.3f ms", nanos / 1e6);
    }
}
