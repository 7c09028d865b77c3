package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The enumeration writes the position after a quiet move without playing it: that must be exactly the
 * position {@link Board#make} produces, or it would enumerate positions that do not arise (or miss the
 * transpositions of those that do).
 */
class ExactKeyTest {

    @Test
    void theKeyAfterAQuietMoveIsTheKeyOfThePositionTheMoveMakes() {
        // random games from the initial position and from positions rich in castling rights lost by king
        // and rook moves, double pushes that set an en-passant square, promotions
        int[] list = new int[256];
        long[] expected = new long[ExactKey.WIDTH];
        long[] written = new long[ExactKey.WIDTH + 3];
        int quiet = 0;
        int doublePushes = 0;
        for (Position p : PropertyTest.positions(20261201, 10)) {
            Board b = p.board().copy();
            int n = b.generate(list);
            for (int i = 0; i < n; i++) {
                int m = list[i];
                if (!ExactKey.quiet(b, m)) {
                    continue;
                }
                quiet++;
                if (Board.flag(m) == Board.DOUBLE_PUSH) {
                    doublePushes++;
                }
                ExactKey.storeAfterQuiet(written, 3, b, m);
                long undo = b.make(m);
                ExactKey.store(expected, 0, b);
                long hash = ExactKey.hash(b);
                b.unmake(m, undo);
                assertThat(ExactKey.matches(written, 3, expected, 0)).as("move %d in %s", m, p.fen()).isTrue();
                assertThat(ExactKey.hash(written, 3)).isEqualTo(hash);
            }
        }
        assertThat(quiet).isGreaterThan(10_000);
        assertThat(doublePushes).isGreaterThan(100);
    }

    @Test
    void captureCastlingPromotionAndEnPassantAreNotQuiet() {
        Board b = Position.fromFen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1").board().copy();
        int[] list = new int[256];
        int n = b.generate(list);
        int notQuiet = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            boolean special = b.mailbox[Board.to(m)] != Board.EMPTY || Board.promo(m) != 0
                    || Board.flag(m) == Board.CASTLE || Board.flag(m) == Board.EN_PASSANT;
            assertThat(ExactKey.quiet(b, m)).isEqualTo(!special);
            if (special) {
                notQuiet++;
            }
        }
        // b7xa8 and b7-b8 with four promotions each, e5xd6 en passant, two castlings, Rxa8, Rxh8... at least
        assertThat(notQuiet).isGreaterThanOrEqualTo(12);
    }
}
