package adjudicator.bench;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.Unwinnability;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * Time of {@link Unwinnability#analyseAfresh(Position, Color)} over positions other than the reference vector
 * (plain Java, not JMH): one analysis per position, for one intended winner, after warm-up passes.
 * Run from the repository root:
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar adjudicator.bench.UnwinnabilityOnPositions FILE [warm-ups]
 * java -cp benchmarks/target/benchmarks.jar adjudicator.bench.UnwinnabilityOnPositions minor [warm-ups]
 * </pre>
 * A FILE has one position a line: a FEN (4 or 6 fields), then optionally {@code white} or {@code black}
 * for the intended winner, else the side that has just moved (the one whose opponent's flag fell, for
 * the final positions of games lost on time); anything else after the FEN (a game's id) is ignored.
 * {@code minor} generates, seeded, 40 random legal placements of each of twelve endings of a minor
 * piece against a minor piece, pawns, a rook or a queen, either side to move, analysed for White (the
 * side with the lone minor piece).
 */
public final class UnwinnabilityOnPositions {
    /** White's men first, then Black's. */
    static final String[] MINOR_ENDINGS = {"KBkn", "KNkb", "KBkp", "KNkp", "KBknp", "KBkbp", "KNkbp", "KBNk",
        "KBkpp", "KNkpp", "KBkr", "KNkq"};
    static final int PER_ENDING = 40;

    private UnwinnabilityOnPositions() {
    }

    record Analysis(Position position, Color side) {
    }

    public static void main(String[] args) {
        if (args.length < 1) {
            System.err.println("usage: UnwinnabilityOnPositions FILE|minor [warm-up passes]");
            System.exit(2);
        }
        int warmups = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        List<Analysis> analyses = args[0].equals("minor") ? minorEndings(7) : read(Path.of(args[0]));
        int n = analyses.size();
        System.out.printf("%d analyses from %s; %d warm-up passes%n", n, args[0], warmups);
        long sink = 0;
        for (int pass = 0; pass < warmups; pass++) {
            long t0 = System.nanoTime();
            for (Analysis a : analyses) {
                sink += Unwinnability.analyseAfresh(a.position(), a.side()).hashCode();
            }
            System.out.printf("warm-up pass %d: %.2f s%n", pass + 1, (System.nanoTime() - t0) / 1e9);
        }
        long[] times = new long[n];
        Unwinnability.Verdict[] verdicts = new Unwinnability.Verdict[n];
        for (int i = 0; i < n; i++) {
            Analysis a = analyses.get(i);
            long t0 = System.nanoTime();
            verdicts[i] = Unwinnability.analyseAfresh(a.position(), a.side());
            times[i] = System.nanoTime() - t0;
            sink += verdicts[i].hashCode();
        }
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        long total = Arrays.stream(sorted).sum();
        System.out.printf("time/analysis: average %.1f us, median %.1f us, p99 %.1f us, maximum %.2f ms, total %.3f s%n",
                total / 1e3 / n, sorted[(n - 1) / 2] / 1e3, sorted[Math.max(0, (int) Math.ceil(0.99 * n) - 1)] / 1e3,
                sorted[n - 1] / 1e6, total / 1e9);
        long winnable = Arrays.stream(verdicts).filter(v -> v instanceof Unwinnability.Winnable).count();
        long unwinnable = Arrays.stream(verdicts).filter(Unwinnability.Verdict::unwinnable).count();
        System.out.printf("winnable %d, unwinnable %d, undetermined %d%n", winnable, unwinnable,
                n - winnable - unwinnable);
        System.out.println("slowest:");
        IntStream.range(0, n).boxed().sorted(Comparator.comparingLong((Integer i) -> times[i]).reversed()).limit(5)
                .forEach(i -> System.out.printf("  %.2f ms  %s for %s%n", times[i] / 1e6,
                        analyses.get(i).position().fen(), analyses.get(i).side()));
        if (sink == 42) {
            System.out.println(); // keeps the results alive
        }
    }

    static List<Analysis> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Analysis> result = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 4 || f[0].startsWith("#")) {
                continue;
            }
            int fields = f.length >= 6 && f[4].matches("\\d+") && f[5].matches("\\d+") ? 6 : 4;
            Position p = Position.fromFen(String.join(" ", Arrays.copyOf(f, fields)));
            String last = f[f.length - 1];
            Color side = last.equals("white") ? Color.WHITE
                    : last.equals("black") ? Color.BLACK : p.sideToMove().opposite();
            result.add(new Analysis(p, side));
        }
        return result;
    }

    /** {@link #PER_ENDING} random legal placements of each of {@link #MINOR_ENDINGS}, seeded. */
    static List<Analysis> minorEndings(long seed) {
        Random random = new Random(seed);
        List<Analysis> result = new ArrayList<>();
        for (String men : MINOR_ENDINGS) {
            int made = 0;
            while (made < PER_ENDING) {
                char[] board = new char[64];
                Arrays.fill(board, '1');
                for (char man : men.toCharArray()) {
                    int square;
                    do {
                        square = random.nextInt(64);
                    } while (board[square] != '1' || (Character.toLowerCase(man) == 'p' && (square < 8 || square >= 56)));
                    board[square] = man;
                }
                StringBuilder placement = new StringBuilder();
                for (int rank = 7; rank >= 0; rank--) {
                    placement.append(board, rank * 8, 8).append(rank > 0 ? "/" : "");
                }
                String fen = placement + (random.nextBoolean() ? " w" : " b") + " - - 0 1";
                Position p;
                try {
                    p = Position.fromFen(fen);
                } catch (RuntimeException illegal) {
                    continue; // kings in contact, or the side not to move in check
                }
                if (!Unwinnability.quickDead(p)) {
                    result.add(new Analysis(p, Color.WHITE));
                    made++;
                }
            }
        }
        return result;
    }
}
