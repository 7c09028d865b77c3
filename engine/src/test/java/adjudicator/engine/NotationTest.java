package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NotationTest {

    @Test
    void squares() {
        assertThat(Squares.parse("a1")).isZero();
        assertThat(Squares.parse("h1")).isEqualTo(7);
        assertThat(Squares.parse("e4")).isEqualTo(28);
        assertThat(Squares.parse("h8")).isEqualTo(63);
        assertThat(Squares.name(28)).isEqualTo("e4");
        assertThat(Squares.file(28)).isEqualTo(4);
        assertThat(Squares.rank(28)).isEqualTo(3);
        for (int sq = 0; sq < 64; sq++) {
            assertThat(Squares.parse(Squares.name(sq))).isEqualTo(sq);
        }
    }

    @ParameterizedTest
    @CsvSource({"e9, rank", "i1, file", "e, square", "e44, square", "E4, file"})
    void badSquares(String s, String reason) {
        assertThatThrownBy(() -> Squares.parse(s)).isInstanceOf(NotationException.class)
                .hasMessageContaining(s).hasMessageContaining(reason);
    }

    @Test
    void uciParse() {
        assertThat(Move.parseUci("e2e4")).isEqualTo(new Move(12, 28, null));
        assertThat(Move.parseUci("e7e8q")).isEqualTo(new Move(52, 60, PieceType.QUEEN));
        assertThat(Move.parseUci("e7e8Q")).isEqualTo(new Move(52, 60, PieceType.QUEEN));
        assertThat(Move.parseUci("a2a1n").promotion()).isEqualTo(PieceType.KNIGHT);
        assertThat(Move.parseUci("a2a1R").promotion()).isEqualTo(PieceType.ROOK);
        assertThat(Move.parseUci("a2a1b").promotion()).isEqualTo(PieceType.BISHOP);
        assertThat(Move.parseUci("e1g1").uci()).isEqualTo("e1g1");
        assertThat(Move.parseUci("e7e8Q").uci()).isEqualTo("e7e8q");
        assertThat(Move.parseUci("e2e2")).isEqualTo(new Move(12, 12)); // well-formed; check() calls it impossible
    }

    @ParameterizedTest
    @CsvSource({
        "e2e, 4 or 5 characters",
        "e2e4qq, 4 or 5 characters",
        "e9e4, rank",
        "i2e4, file",
        "e2-e4, not a UCI move",
        "e7e8k, no such promotion piece",
        "e7e8x, no such promotion piece",
        "e7e8p, no such promotion piece",
        "e7e81, no such promotion piece",
    })
    void uciErrors(String s, String reason) {
        assertThatThrownBy(() -> Move.parseUci(s)).isInstanceOf(NotationException.class)
                .hasMessageContaining(s).hasMessageContaining(reason);
    }

    @Test
    void uciNull() {
        assertThatThrownBy(() -> Move.parseUci(null)).isInstanceOf(NotationException.class);
    }

    @Test
    void moveRejectsKingOrPawnPromotionAndBadSquares() {
        assertThatThrownBy(() -> new Move(52, 60, PieceType.KING)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Move(52, 60, PieceType.PAWN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Move(-1, 60, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Move(0, 64, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void pieceLettersAndColors() {
        assertThat(PieceType.fromLetter('n')).isEqualTo(PieceType.KNIGHT);
        assertThat(PieceType.fromLetter('K')).isEqualTo(PieceType.KING);
        assertThat(PieceType.fromLetter('x')).isNull();
        assertThat(PieceType.QUEEN.letter()).isEqualTo('Q');
        assertThat(new Piece(Color.BLACK, PieceType.BISHOP).fenChar()).isEqualTo('b');
        assertThat(new Piece(Color.WHITE, PieceType.PAWN).fenChar()).isEqualTo('P');
        assertThat(Color.WHITE.opposite()).isEqualTo(Color.BLACK);
        assertThat(Color.BLACK.opposite()).isEqualTo(Color.WHITE);
    }
}
