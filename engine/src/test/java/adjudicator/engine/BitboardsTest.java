package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BitboardsTest {

    @Test
    void magicSlidingAttacksMatchTheReferenceForRandomOccupancies() {
        Random rnd = new Random(42);
        for (int sq = 0; sq < 64; sq++) {
            for (int i = 0; i < 300; i++) {
                long occ = rnd.nextLong() & rnd.nextLong();
                assertThat(Bitboards.rookAttacks(sq, occ)).isEqualTo(Bitboards.slowRookAttacks(sq, occ));
                assertThat(Bitboards.bishopAttacks(sq, occ)).isEqualTo(Bitboards.slowBishopAttacks(sq, occ));
            }
            assertThat(Long.bitCount(Bitboards.rookAttacks(sq, 0))).isEqualTo(14);
        }
    }

    @Test
    void leaperTables() {
        assertThat(Long.bitCount(Bitboards.KNIGHT[0])).isEqualTo(2);
        assertThat(Long.bitCount(Bitboards.KNIGHT[27])).isEqualTo(8);
        assertThat(Long.bitCount(Bitboards.KING[0])).isEqualTo(3);
        assertThat(Bitboards.PAWN[0][Squares.parse("e4")])
                .isEqualTo((1L << Squares.parse("d5")) | (1L << Squares.parse("f5")));
        assertThat(Bitboards.PAWN[1][Squares.parse("a5")]).isEqualTo(1L << Squares.parse("b4"));
        assertThat(Bitboards.BETWEEN[0][63]).isEqualTo(0x0040201008040200L);
        assertThat(Bitboards.LINE[Squares.parse("b2")][Squares.parse("c3")]).isEqualTo(0x8040201008040201L);
    }
}
