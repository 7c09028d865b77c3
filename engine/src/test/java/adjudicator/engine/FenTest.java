package adjudicator.engine;

import static adjudicator.engine.TestSupport.sq;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        PerftTest.INITIAL, PerftTest.KIWIPETE, PerftTest.POSITION_3, PerftTest.POSITION_4,
        PerftTest.POSITION_4_MIRRORED, PerftTest.POSITION_5, PerftTest.POSITION_6,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 300",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 5 40",
    })
    void roundTrip(String fen) {
        Position p = Position.fromFen(fen);
        assertThat(p.fen()).isEqualTo(fen);
        assertThat(Position.fromFen(p.fen())).isEqualTo(p).hasSameHashCodeAs(p);
    }

    @Test
    void initialPositionFen() {
        assertThat(Position.initial().fen()).isEqualTo(Position.INITIAL_FEN);
        assertThat(Position.initial().enPassantSquare()).isEqualTo(-1);
        assertThat(Position.initial().canCastleKingside(Color.BLACK)).isTrue();
    }

    @Test
    void enPassantSquareIsWrittenAfterEveryDoublePush() {
        Position p = Position.initial().play(Move.parseUci("e2e4"));
        assertThat(p.fen()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertThat(p.enPassantSquare()).isEqualTo(sq("e3"));
        assertThat(Position.fromFen(p.fen())).isEqualTo(p);
    }

    @Test
    void fourFieldsDefaultToZeroAndOne() {
        Position p = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
        assertThat(p.halfmoveClock()).isZero();
        assertThat(p.fullmoveNumber()).isEqualTo(1);
        assertThat(p).isEqualTo(Position.initial());
    }

    @Test
    void equalityCoversAllFields() {
        Position a = Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(a).isNotEqualTo(Position.fromFen("4k3/8/8/8/8/8/8/4K3 b - - 0 1"));
        assertThat(a).isNotEqualTo(Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 1 1"));
        assertThat(a).isNotEqualTo(Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 2"));
        assertThat(a).isNotEqualTo(Position.fromFen("4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
        assertThat(Position.fromFen("r3k3/8/8/8/8/8/8/4K3 w q - 0 1"))
                .isNotEqualTo(Position.fromFen("r3k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0; 6 fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR; 6 fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1; 8 ranks",
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; rank 7",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; invalid character '9'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1; rank 1",
        "rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; invalid character 'X'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1; side to move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1; castling",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1; repeated",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1; en-passant",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1; halfmove clock",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1; halfmove clock",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0; fullmove number",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1; white must have exactly one king, found 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1; white must have exactly one king, found 2",
        "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1; black must have exactly one king",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w Qkq - 0 1; pawn on the first or last rank: h1",
        "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1; pawn on the first or last rank: h8",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1; castling right 'K'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1; castling right 'Q'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w KQkq - 0 1; castling right 'K' needs the white king on e1",
        "rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1; castling right 'k'",
        "rnbqkbn1/pppppppr/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; castling right 'k'",
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; castling right 'q'",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1; must be on rank 3",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1; must be on rank 6",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 1; without a white pawn on d4",
        "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1; must be empty",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1; must be empty",
        "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1; the side not to move (black) is in check",
        "4k3/8/8/8/8/8/3p4/4K3 b - - 0 1; the side not to move (white) is in check",
    })
    void rejectsInvalidFen(String fen, String reason) {
        assertThatThrownBy(() -> Position.fromFen(fen)).isInstanceOf(FenException.class).hasMessageContaining(reason);
    }

    @Test
    void rejectsNull() {
        assertThatThrownBy(() -> Position.fromFen(null)).isInstanceOf(FenException.class);
    }

    @Test
    void acceptsSideToMoveInCheck() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1");
        assertThat(p.inCheck()).isTrue();
        Position q = Position.fromFen("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
        assertThat(q.inCheck()).isTrue();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
        "QQQQQQQQ/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/Q5RB/KQQQQQBk w - - 0 1; white has 28 men",
        "rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1; white has 17 men",
        "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1; white has 9 pawns",
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1; black has 9 pawns",
    })
    void article2_2_aSideHasAtMostSixteenMenOfWhichEightPawns(String fen, String reason) {
        assertThatThrownBy(() -> Position.fromFen(fen)).isInstanceOf(FenException.class)
                .hasMessageContaining(reason).hasMessageContaining("(2.2)");
    }

    @Test
    void aRecordedStartPositionIsReadWithoutTheCountOfMenButWithEveryOtherCheck() {
        String seventeen = "rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertThat(Position.fromRecordedFen(seventeen).fen()).isEqualTo(seventeen);
        assertThatThrownBy(() -> Position.fromRecordedFen("4k3/8/8/8/8/8/8/K3K3 w - - 0 1"))
                .isInstanceOf(FenException.class).hasMessageContaining("exactly one king");
    }

    @Test
    void article3_7e_morePromotedPiecesThanMissingPawnsAreAcceptedAsComposedPositions() {
        // three light-squared bishops besides six pawns: more than promotions explain, but such positions
        // are in the reference unwinnability vector and have well-defined verdicts
        Position p = Position.fromFen("7k/8/1p6/1Pp5/2Pp4/pB1Pp1p1/P1B1P1P1/1B1B2K1 b - - 0 1");
        assertThat(p.pieceAt(sq("d1"))).isEqualTo(Piece.fromFenChar('B'));
    }

    @Test
    void theMostMovesAPositionOfAGameCanHaveAreAllGenerated() {
        // the known maximum, 218 legal moves (nine queens): the move lists have room for every FEN accepted
        Position p = Position.fromFen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1");
        assertThat(p.legalMoves()).hasSize(218);
    }
}
