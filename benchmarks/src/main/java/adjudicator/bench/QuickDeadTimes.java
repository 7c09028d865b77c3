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
 * Time of {@link Unwinnability#quickDead(Position)}, the test for a dead position that runs after every
 * move (plain Java, not JMH): the positions of 300 seeded random games of up to 300 plies that prefer
 * captures (so that many reach endings), each position tested once per pass; the median of 31 passes
 * is printed. Run from the repository root:
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
        System.out.printf("%d positions (%d dead); per position, median of %d passes: %.2f us (passes %.2f-%.2f us)%n",
                positions.size(), dead, passes, sorted[passes / 2], sorted[0], sorted[passes - 1]);
    }
}
