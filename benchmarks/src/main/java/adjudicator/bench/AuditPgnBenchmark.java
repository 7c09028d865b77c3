package adjudicator.bench;

import adjudicator.command.importing.PgnAudit;
import adjudicator.engine.Position;
import adjudicator.engine.Unwinnability;
import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnReader;
import adjudicator.engine.rules.Edition;
import java.time.Instant;
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
 * The archive audit ({@code audit-pgn}, {@link PgnAudit}) beside {@link PgnReplayBenchmark}, on the same
 * {@value PgnReplayBenchmark#GAMES} games ({@link GameGenerator}, seed 1) under one edition (FIDE 2023): each game read
 * (as the replay reads it, illegal moves accepted), planned and decided as its import would be, its record folded in
 * memory and its findings made. One operation is one game, so the score is games per second.
 *
 * <ul>
 *   <li>{@code audit}: the whole audit of a game, reading included;</li>
 *   <li>{@code auditRead}: the audit of games already read (the deciders, the fold and the findings alone);</li>
 *   <li>{@code deadPositionTest}: of that, the test for a dead position that the Laws ask after every move
 *   ({@link Unwinnability#deadAtOnce}: the static test, and the small search where the side to move has few moves), on
 *   every position the games reach, and nothing else: the floor under the audit.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class AuditPgnBenchmark {

    private static final String SHA256 = "0".repeat(64);
    private static final List<Edition> EDITION = List.of(Edition.FIDE_2023);

    String text;
    List<PgnGame> games;
    List<Position> positions;

    @Setup
    public void generate() {
        text = GameGenerator.games(PgnReplayBenchmark.GAMES, 1);
        games = new java.util.ArrayList<>();
        PgnReader r = new PgnReader(text).acceptingIllegalMoves();
        for (PgnGame g = r.next(); g != null; g = r.next()) {
            games.add(g);
        }
        if (games.size() != PgnReplayBenchmark.GAMES) {
            throw new IllegalStateException(games.size() + " games read, " + PgnReplayBenchmark.GAMES + " written");
        }
        positions = new java.util.ArrayList<>();
        for (PgnGame g : games) {
            Position p = g.start();
            for (adjudicator.engine.pgn.PgnMove m : g.moves()) {
                p = m.illegal() == null ? p.play(m.move()) : p.playPhysical(m.move());
                positions.add(p);
            }
        }
        System.out.printf("%n%d games, %d positions after a move%n", games.size(), positions.size());
    }

    @Benchmark
    @OperationsPerInvocation(PgnReplayBenchmark.GAMES)
    public long deadPositionTest() {
        long dead = 0;
        for (Position p : positions) {
            if (Unwinnability.deadAtOnce(p)) {
                dead++;
            }
        }
        return dead;
    }

    @Benchmark
    @OperationsPerInvocation(PgnReplayBenchmark.GAMES)
    public long audit() {
        PgnReader r = new PgnReader(text).acceptingIllegalMoves();
        long check = 0;
        int n = 0;
        for (PgnGame g = r.next(); g != null; g = r.next()) {
            check += PgnAudit.audit(g, ++n, 1, SHA256, EDITION, null, Instant.EPOCH).verdicts().get(0).findings().size();
        }
        return check;
    }

    @Benchmark
    @OperationsPerInvocation(PgnReplayBenchmark.GAMES)
    public long auditRead() {
        long check = 0;
        int n = 0;
        for (PgnGame g : games) {
            check += PgnAudit.audit(g, ++n, 1, SHA256, EDITION, null, Instant.EPOCH).verdicts().get(0).findings().size();
        }
        return check;
    }
}
