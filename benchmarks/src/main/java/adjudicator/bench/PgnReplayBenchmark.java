package adjudicator.bench;

import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnReader;
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

/**
 * PGN replay with full legality checking: {@link PgnReader} parses the text of {@value #GAMES} games
 * (tags, about 80 plies each with a {@code [%clk]} comment; see {@link GameGenerator}), checks every move
 * against the legal moves of its position and computes the final position. One operation is one game,
 * so the score is games per second.
 *
 * <ul>
 *   <li>{@code stream}: {@code next()} game after game, nothing kept (the import path);</li>
 *   <li>{@code readAll}: {@code readAll} keeps every game and its moves in memory.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class PgnReplayBenchmark {
    static final int GAMES = 2000;

    String text;

    @Setup
    public void generate() {
        text = GameGenerator.games(GAMES, 1);
        int count = 0;
        int plies = 0;
        for (PgnGame g : PgnReader.readAll(text)) {
            count++;
            plies += g.moves().size();
        }
        if (count != GAMES) {
            throw new IllegalStateException(count + " games read, " + GAMES + " written");
        }
        System.out.printf("%n%d games, %.1f plies a game, %d characters%n", count, (double) plies / count,
                text.length());
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long stream() {
        PgnReader r = new PgnReader(text);
        long check = 0;
        for (PgnGame g = r.next(); g != null; g = r.next()) {
            check += g.finalPosition().fullmoveNumber();
        }
        return check;
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public List<PgnGame> readAll() {
        return PgnReader.readAll(text);
    }
}
