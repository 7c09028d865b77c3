package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The enumeration of reachable positions, resumed in steps, ends exactly as one run with the final budget
 * would: the analysis relies on that to keep a small first pass for the large last one.
 */
class ReachablePositionsTest {

    private static void assertResumingChangesNothing(String fen, int winner, int budget) {
        Board start = Position.fromFen(fen).board();
        ReachablePositions.Outcome once = ReachablePositions.explore(start.copy(), winner, budget);
        ReachablePositions stepwise = ReachablePositions.from(start.copy(), winner);
        assertThat(stepwise.explore(1_000).result()).isEqualTo(ReachablePositions.Result.BUDGET_EXCEEDED);
        stepwise.explore(20_000);
        ReachablePositions.Outcome resumed = stepwise.explore(budget);
        assertThat(resumed.result()).isEqualTo(once.result());
        assertThat(resumed.positions()).isEqualTo(once.positions());
        assertThat(resumed.helpmate()).isEqualTo(once.helpmate());
        // asked again, a settled enumeration answers the same
        assertThat(stepwise.explore(budget).result()).isEqualTo(once.result());
    }

    @Test
    void resumedEnumerationFindsTheSameHelpmate() {
        // Black's king takes the a-pawn, and Black's a-pawn queens with mate
        assertResumingChangesNothing("k7/p1p1p3/8/8/8/6p1/P1P1P1Pp/7K w - - 0 1", Board.BLACK, 400_000);
    }

    /** The enumeration within {@code budget} meets a mate, and the path to it is a real helpmate. */
    private static void assertMeetsHelpmate(String fen, Color winner, int budget) {
        ReachablePositions.Outcome found = ReachablePositions.explore(Position.fromFen(fen).board().copy(),
                winner.ordinal(), budget);
        assertThat(found.result()).isEqualTo(ReachablePositions.Result.MATE_FOUND);
        List<Move> line = new ArrayList<>();
        for (int m : found.helpmate()) {
            line.add(Position.toMove(m));
        }
        UnwinnabilityTest.assertHelpmate(Position.fromFen(fen), winner, line);
    }

    @Test
    void theHelpmateFoundIsARealOne() {
        assertMeetsHelpmate("k7/p1p1p3/8/8/8/6p1/P1P1P1Pp/7K w - - 0 1", Color.BLACK, 400_000);
    }

    @Test
    void aMateIsMetWhenItsMoveIsGeneratedNotWhenItsTurnToBeExpandedComes() {
        // Qb8 mates at once, but it is an ordinary move (cost 1), and the a-pawn's pushes are free: an
        // enumeration that waited for the mate's turn would first expand every line of free pawn pushes
        String fen = "7k/8/6K1/8/8/8/P7/1Q6 w - - 0 1";
        Board start = Position.fromFen(fen).board().copy();
        int moves = start.generate(new int[256]);
        ReachablePositions.Outcome found = ReachablePositions.explore(start, Board.WHITE, 100_000);
        assertThat(found.result()).isEqualTo(ReachablePositions.Result.MATE_FOUND);
        assertThat(found.helpmate()).hasSize(1);
        // the start and at most its successors are known
        assertThat(found.positions()).isLessThanOrEqualTo(1 + moves);
        assertMeetsHelpmate(fen, Color.WHITE, 100_000);
    }

    @Test
    void progressFirstMeetsALongLockedHelpmateWithinFarFewerPositionsThanBreadthFirst() {
        // Black mates only after a long walk of both kings behind the locked pawns: breadth first, an
        // enumeration of 1.1 million positions met no mate; expanding the cheapest path first (captures
        // and pawn advances by Black cost nothing) meets one well within 600,000
        assertMeetsHelpmate("2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/5K2/8 w - - 0 1", Color.BLACK, 600_000);
    }

    @Test
    void anEnumerationBeyondItsIndexWidthIsRefused() {
        ReachablePositions r = ReachablePositions.from(Position.initial().board().copy(), Board.WHITE);
        assertThatThrownBy(() -> r.explore(ReachablePositions.MAX_POSITIONS + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void resumedEnumerationExhaustsTheSameClosedWorld() {
        assertResumingChangesNothing("1k6/1P3p1p/BP1p4/1P6/8/8/3P1PKP/8 w - - 0 1", Board.BLACK, 400_000);
    }

    @Test
    void aBudgetTooSmallIsReportedAsSuch() {
        Board start = Position.fromFen("k7/p1p1p3/8/8/8/6p1/P1P1P1Pp/7K w - - 0 1").board();
        ReachablePositions.Outcome cut = ReachablePositions.explore(start.copy(), Board.BLACK, 5_000);
        assertThat(cut.result()).isEqualTo(ReachablePositions.Result.BUDGET_EXCEEDED);
        assertThat(cut.positions()).isEqualTo(5_000);
    }
}
