package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Positions reached by seeded random games, many of them with little material left: the analysis never
 * fails, and every helpmate it returns really mates from that position.
 */
class UnwinnabilityRandomTest {

    @Test
    void article6_9_randomGamePositionsGetSoundVerdictsWithRealHelpmates() {
        Random random = new Random(11);
        int winnable = 0;
        int unwinnable = 0;
        for (int game = 0; game < 12; game++) {
            Position p = Position.initial();
            // long random games shed material, as real games near a flag fall do
            for (int ply = 0; ply < 160 + 20 * game && p.status() == Status.ONGOING; ply++) {
                List<Move> moves = p.legalMoves();
                // prefer captures, so that the endings are reached
                Move pick = moves.get(random.nextInt(moves.size()));
                for (Move m : moves) {
                    if (p.pieceAt(m.to()) != null && random.nextInt(3) > 0) {
                        pick = m;
                        break;
                    }
                }
                p = p.play(pick);
            }
            for (Color side : Color.values()) {
                Unwinnability.Verdict v = Unwinnability.analyse(p, side);
                if (v instanceof Unwinnability.Winnable w) {
                    UnwinnabilityTest.assertHelpmate(p, side, w.helpmate());
                    winnable++;
                } else if (v.unwinnable()) {
                    unwinnable++;
                }
            }
        }
        // most sides are decided; the few left undetermined must be treated as winnable by callers
        assertThat(winnable + unwinnable).isGreaterThan(20);
        assertThat(unwinnable).isPositive();
    }
}
