package adjudicator.engine;

import static adjudicator.engine.TestSupport.uci;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Classification of physically made moves, one case per reason, named after the articles. */
class MoveCheckTest {

    private static MoveCheck check(String fen, String move) {
        return Position.fromFen(fen).check(uci(move));
    }

    private static MoveCheck.Illegal illegal(IllegalReason r, String article) {
        return new MoveCheck.Illegal(r, article);
    }

    @Test
    void legalMove() {
        assertThat(Position.initial().check(uci("e2e4"))).isEqualTo(new MoveCheck.Legal());
        assertThat(Position.initial().check(uci("e2e4")).isLegal()).isTrue();
    }

    @Test
    void impossibleWhenNoManOnFromSquare() {
        MoveCheck c = Position.initial().check(uci("e4e5"));
        assertThat(c).isInstanceOf(MoveCheck.Impossible.class);
        assertThat(((MoveCheck.Impossible) c).why()).contains("e4");
    }

    @Test
    void impossibleWhenFromEqualsTo() {
        assertThat(Position.initial().check(uci("e2e2"))).isInstanceOf(MoveCheck.Impossible.class);
    }

    @Test
    void article1_1_movingAnOpponentsMan() {
        assertThat(Position.initial().check(uci("e7e5"))).isEqualTo(illegal(IllegalReason.OPPONENTS_PIECE, "1.1"));
    }

    @Test
    void article3_1_capturingOwnMan() {
        assertThat(Position.initial().check(uci("d1d2")))
                .isEqualTo(illegal(IllegalReason.CAPTURES_OWN_PIECE, "3.1"));
    }

    @Test
    void article3_1_capturingTheKing() {
        assertThat(check("4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1", "e1e8"))
                .isEqualTo(illegal(IllegalReason.CAPTURES_KING, "3.1"));
    }

    @ParameterizedTest(name = "{0}: article {1}")
    @CsvSource({
        "c1c3, 3.2", // bishop
        "a1b3, 3.3", // rook
        "d1e3, 3.4", // queen
        "g1g3, 3.6", // knight
        "e2e5, 3.7", // pawn three squares
        "e1e3, 3.8a", // king
    })
    void article3_2to3_8_pieceCannotMoveThatWay(String move, String article) {
        assertThat(Position.initial().check(uci(move)))
                .isEqualTo(illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, article));
    }

    @Test
    void article3_7_pawnMovesAndCaptures() {
        String fen = "4k3/8/8/8/3n4/4P3/8/4K3 w - - 0 1";
        assertThat(check(fen, "e3d4")).isEqualTo(new MoveCheck.Legal());
        assertThat(check(fen, "e3f4")).isEqualTo(illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, "3.7"));
        assertThat(check(fen, "e3e2")).isEqualTo(illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, "3.7"));
        assertThat(check(fen, "e3e5")).isEqualTo(illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, "3.7"));
        // a pawn cannot capture straight ahead
        assertThat(check("4k3/8/8/8/4n3/4P3/8/4K3 w - - 0 1", "e3e4"))
                .isEqualTo(illegal(IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY, "3.7"));
    }

    @Test
    void article3_5_pathBlocked() {
        assertThat(Position.initial().check(uci("f1c4"))).isEqualTo(illegal(IllegalReason.PATH_BLOCKED, "3.5"));
        assertThat(Position.initial().check(uci("a1a3"))).isEqualTo(illegal(IllegalReason.PATH_BLOCKED, "3.5"));
        assertThat(Position.initial().check(uci("d1d4"))).isEqualTo(illegal(IllegalReason.PATH_BLOCKED, "3.5"));
        // pawn double step over a man
        assertThat(check("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4"))
                .isEqualTo(illegal(IllegalReason.PATH_BLOCKED, "3.5"));
    }

    @Test
    void article3_8b_castlingRightLost() {
        assertThat(check("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1g1"))
                .isEqualTo(illegal(IllegalReason.CASTLING_RIGHT_LOST, "3.8b"));
        assertThat(check("r3k2r/8/8/8/8/8/8/4K3 b k - 0 1", "e8c8"))
                .isEqualTo(illegal(IllegalReason.CASTLING_RIGHT_LOST, "3.8b"));
    }

    @Test
    void article3_8b_castlingPathBlocked() {
        assertThat(Position.initial().check(uci("e1g1")))
                .isEqualTo(illegal(IllegalReason.CASTLING_PATH_BLOCKED, "3.8b"));
        // b1 occupied blocks queenside castling although the king does not pass it
        assertThat(check("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", "e1c1"))
                .isEqualTo(illegal(IllegalReason.CASTLING_PATH_BLOCKED, "3.8b"));
    }

    @Test
    void article3_8b_castlingOutOfCheck() {
        assertThat(check("2k1r3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"))
                .isEqualTo(illegal(IllegalReason.CASTLING_OUT_OF_CHECK, "3.8b"));
    }

    @Test
    void article3_8b_castlingThroughAttackedSquare() {
        assertThat(check("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"))
                .isEqualTo(illegal(IllegalReason.CASTLING_THROUGH_ATTACKED_SQUARE, "3.8b"));
        assertThat(check("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1"))
                .isEqualTo(illegal(IllegalReason.CASTLING_THROUGH_ATTACKED_SQUARE, "3.8b"));
    }

    @Test
    void article3_8b_castlingIntoCheck() {
        assertThat(check("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"))
                .isEqualTo(illegal(IllegalReason.CASTLING_INTO_CHECK, "3.8b"));
    }

    @Test
    void article3_7d_enPassantNotAvailable() {
        // the d-pawn arrived earlier, not by a double step just now
        assertThat(check("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "e5d6"))
                .isEqualTo(illegal(IllegalReason.EN_PASSANT_NOT_AVAILABLE, "3.7d"));
        // right lapsed after one move
        Position p = TestSupport.playSan(Position.fromFen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), "d5", "Kd2", "Ke7");
        assertThat(p.check(uci("e5d6"))).isEqualTo(illegal(IllegalReason.EN_PASSANT_NOT_AVAILABLE, "3.7d"));
    }

    @Test
    void article3_7e_promotionMissing() {
        Position p = Position.fromFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(p.check(new Move(TestSupport.sq("e7"), TestSupport.sq("e8"))))
                .isEqualTo(illegal(IllegalReason.PROMOTION_MISSING, "3.7e"));
    }

    @Test
    void article3_7e_promotionNotAllowed() {
        assertThat(Position.initial().check(uci("e2e4q")))
                .isEqualTo(illegal(IllegalReason.PROMOTION_NOT_ALLOWED, "3.7e"));
        assertThat(Position.initial().check(uci("g1f3n")))
                .isEqualTo(illegal(IllegalReason.PROMOTION_NOT_ALLOWED, "3.7e"));
        assertThat(check("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1q"))
                .isEqualTo(illegal(IllegalReason.PROMOTION_NOT_ALLOWED, "3.7e"));
    }

    @Test
    void article3_9_movingAPinnedMan() {
        assertThat(check("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3"))
                .isEqualTo(illegal(IllegalReason.KING_LEFT_IN_CHECK, "3.9"));
    }

    @Test
    void article3_9_movingTheKingIntoCheck() {
        assertThat(check("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2"))
                .isEqualTo(illegal(IllegalReason.KING_LEFT_IN_CHECK, "3.9"));
        assertThat(check("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1d2")).isEqualTo(new MoveCheck.Legal());
    }

    @Test
    void article3_9_notAnsweringCheck() {
        assertThat(check("4k3/8/8/8/8/8/8/r3K2N w - - 0 1", "h1g3"))
                .isEqualTo(illegal(IllegalReason.KING_LEFT_IN_CHECK, "3.9"));
    }

    @Test
    void articleOfPieceCannotMoveThatWayDependsOnPiece() {
        IllegalReason r = IllegalReason.PIECE_CANNOT_MOVE_THAT_WAY;
        assertThat(r.article(PieceType.BISHOP)).isEqualTo("3.2");
        assertThat(r.article(PieceType.ROOK)).isEqualTo("3.3");
        assertThat(r.article(PieceType.QUEEN)).isEqualTo("3.4");
        assertThat(r.article(PieceType.KNIGHT)).isEqualTo("3.6");
        assertThat(r.article(PieceType.PAWN)).isEqualTo("3.7");
        assertThat(r.article(PieceType.KING)).isEqualTo("3.8a");
        assertThat(IllegalReason.KING_LEFT_IN_CHECK.article(PieceType.PAWN)).isEqualTo("3.9");
    }

    @Test
    void checkAgreesWithIsLegalForEveryFromToPair() {
        for (String fen : PerftTest.SUITE) {
            Position p = Position.fromFen(fen);
            for (int from = 0; from < 64; from++) {
                for (int to = 0; to < 64; to++) {
                    for (PieceType promo : new PieceType[] {null, PieceType.QUEEN, PieceType.KNIGHT}) {
                        Move m = new Move(from, to, promo);
                        MoveCheck c = p.check(m);
                        boolean impossible = p.pieceAt(from) == null || from == to;
                        assertThat(c instanceof MoveCheck.Impossible).as(fen + " " + m).isEqualTo(impossible);
                        assertThat(c instanceof MoveCheck.Legal).as(fen + " " + m).isEqualTo(p.isLegal(m));
                        if (c instanceof MoveCheck.Illegal ill && ill.reason() == IllegalReason.KING_LEFT_IN_CHECK) {
                            // the move must really expose the king when played physically
                            Position after = p.playPhysical(m);
                            int king = -1;
                            for (int s = 0; s < 64; s++) {
                                if (new Piece(p.sideToMove(), PieceType.KING).equals(after.pieceAt(s))) {
                                    king = s;
                                }
                            }
                            assertThat(after.isAttacked(king, p.sideToMove().opposite())).as(fen + " " + m).isTrue();
                        }
                    }
                }
            }
        }
    }
}
