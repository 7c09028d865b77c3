package adjudicator.bench;

import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.Status;
import adjudicator.engine.Unwinnability;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Time of the tests for a dead position after every move (plain Java, not JMH):
 * {@link Unwinnability#quickDead(Position)}, the static part, and {@link Unwinnability#deadAtOnce(Position)},
 * the test that runs (the static part, then a quick search for each side), over the positions of 300
 * seeded random games of up to 300 plies that prefer
 * captures (so that many reach endings); for quickDead the median of 31 passes is printed, for
 * deadAtOnce the distribution of one pass after a warm-up pass. Run from the repository root:
 * {@code java -cp benchmarks/target/benchmarks.jar adjudicator.bench.QuickDeadTimes}.
 */
public final class QuickDeadTimes {
    private QuickDeadTimes() {
    }

    public static void main(String[] args) {
        Random random = new Random(3);
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < 300; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 300 && p.status() == Status.ONGOING; ply++) {
                List<Move> moves = p.legalMoves();
                Move pick = moves.get(random.nextInt(moves.size()));
                for (Move m : moves) {
                    if (p.pieceAt(m.to()) != null && random.nextInt(3) > 0) {
                        pick = m;
                        break;
                    }
                }
                p = p.play(pick);
                positions.add(p);
            }
        }
        int passes = 31;
        double[] micros = new double[passes];
        int dead = 0;
        for (int pass = 0; pass < passes; pass++) {
            dead = 0;
            long t0 = System.nanoTime();
            for (Position p : positions) {
                if (Unwinnability.quickDead(p)) {
                    dead++;
                }
            }
            micros[pass] = (System.nanoTime() - t0) / 1e3 / positions.size();
        }
        double[] sorted = micros.clone();
        Arrays.sort(sorted);
        System.out.printf("quickDead: %d positions (%d dead); per position, median of %d passes: %.2f us (passes %.2f-%.2f us)%n",
                positions.size(), dead, passes, sorted[passes / 2], sorted[0], sorted[passes - 1]);

        // the test that runs after every move: one warm-up pass, then each position timed on its own
        for (Position p : positions) {
            Unwinnability.deadAtOnce(p);
        }
        long[] nanos = new long[positions.size()];
        dead = 0;
        for (int i = 0; i < nanos.length; i++) {
            long t0 = System.nanoTime();
            if (Unwinnability.deadAtOnce(positions.get(i))) {
                dead++;
            }
            nanos[i] = System.nanoTime() - t0;
        }
        long total = 0;
        for (long n : nanos) {
            total += n;
        }
        Arrays.sort(nanos);
        System.out.printf("deadAtOnce: %d dead; per position: average %.1f us, median %.1f us, p99 %.1f us, maximum %.2f ms%n",
                dead, total / 1e3 / nanos.length, nanos[nanos.length / 2] / 1e3,
                nanos[(int) Math.ceil(0.99 * nanos.length) - 1] / 1e3, nanos[nanos.length - 1] / 1e6);
    }
}
