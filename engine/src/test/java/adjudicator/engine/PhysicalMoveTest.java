package adjudicator.engine;

import static adjudicator.engine.TestSupport.sq;
import static adjudicator.engine.TestSupport.uci;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Position#playPhysical}: illegal moves recorded as facts (article 7.4 of the Laws). */
class PhysicalMoveTest {

    @Test
    void article7_4_illegalPawnMoveIsAppliedAsMade() {
        Position p = Position.initial().playPhysical(uci("e2e5"));
        assertThat(p.fen()).isEqualTo("rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    }

    @Test
    void article1_1_movingAnOpponentsManIsStillOnesOwnTurnAndPassesTheMove() {
        Position p = Position.initial().playPhysical(uci("e7e5"));
        assertThat(p.fen()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assertThat(p.sideToMove()).isEqualTo(Color.BLACK);
    }

    @Test
    void article7_4_illegalCastlingThroughCheckMovesKingAndRook() {
        Position p = Position.fromFen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(p.check(uci("e1g1"))).isEqualTo(
                new MoveCheck.Illegal(IllegalReason.CASTLING_THROUGH_ATTACKED_SQUARE, "3.8b"));
        assertThat(p.playPhysical(uci("e1g1")).fen()).isEqualTo("4kr2/8/8/8/8/8/8/R4RK1 b - - 1 1");
    }

    @Test
    void article7_4_castlingWithoutTheRightStillMovesTheRook() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
        assertThat(p.playPhysical(uci("e1g1")).fen()).isEqualTo("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
        // without a rook in the corner it is a plain two-square king move
        Position q = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        assertThat(q.playPhysical(uci("e1g1")).fen()).isEqualTo("4k3/8/8/8/8/8/8/R5K1 b - - 1 1");
    }

    @Test
    void article7_4_pieceJumpingOverOthersCapturesOnArrival() {
        Position p = Position.initial().playPhysical(uci("d1d7"));
        assertThat(p.fen()).isEqualTo("rnbqkbnr/pppQpppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1");
        assertThat(p.inCheck()).isTrue();
    }

    @Test
    void article7_4_pawnOnLastRankWithoutPromotionStaysAPawn() {
        Position p = Position.fromFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1").playPhysical(new Move(sq("e7"), sq("e8")));
        assertThat(p.fen()).isEqualTo("k3P3/8/8/8/8/8/8/4K3 b - - 0 1");
        assertThatThrownBy(() -> Position.fromFen(p.fen())).isInstanceOf(FenException.class);
        assertThat(TestSupport.sortedUci(p)).containsExactly("a8a7", "a8b7", "a8b8");
        assertThat(p.status()).isEqualTo(Status.ONGOING);
        Position q = p.play(uci("a8b7"));
        // the pawn on e8 has no moves; the white king moves
        assertThat(q.legalMoves()).hasSize(5);
    }

    @Test
    void article7_4_promotionPieceReplacesThePawn() {
        Position p = Position.fromFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(p.playPhysical(uci("e7e8q"))).isEqualTo(p.play(uci("e7e8q")));
        // a promotion piece on a move that is no promotion replaces the pawn as well, as it was made
        Position q = Position.initial().playPhysical(uci("e2e4q"));
        assertThat(q.pieceAt(sq("e4"))).isEqualTo(new Piece(Color.WHITE, PieceType.QUEEN));
        assertThat(q.enPassantSquare()).isEqualTo(sq("e3"));
    }

    @Test
    void article7_4_enPassantCaptureWhenAvailableAndNotWhenNot() {
        Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertThat(p.playPhysical(uci("e5d6"))).isEqualTo(p.play(uci("e5d6")));
        Position q = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
        assertThat(q.playPhysical(uci("e5d6")).fen()).isEqualTo("4k3/8/3P4/3p4/8/8/8/4K3 b - - 0 1");
    }

    @Test
    void article7_4_kingLeftInCheckCanBeCapturedAndTheKinglessSideIsRobust() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1").playPhysical(uci("e1e2"));
        assertThat(p.fen()).isEqualTo("4k3/8/8/8/8/8/3rK3/8 b - - 1 1");
        assertThat(TestSupport.sortedUci(p)).contains("d2e2");
        Position kingless = p.play(uci("d2e2"));
        assertThat(kingless.fen()).isEqualTo("4k3/8/8/8/8/8/4r3/8 w - - 0 2");
        assertThat(kingless.inCheck()).isFalse();
        assertThat(kingless.legalMoves()).isEmpty();
        assertThat(kingless.status()).isEqualTo(Status.STALEMATE);
        assertThat(kingless.check(uci("e2e1"))).isEqualTo(
                new MoveCheck.Illegal(IllegalReason.OPPONENTS_PIECE, "1.1"));
        assertThat(Perft.perft(kingless, 2)).isZero();
    }

    @Test
    void article7_4_sideWithoutKingMovesFreely() {
        Position p = Position.fromFen("4k3/4p3/8/8/8/8/8/4RK2 w - - 0 1").playPhysical(uci("e1e8"));
        assertThat(p.fen()).isEqualTo("4R3/4p3/8/8/8/8/8/5K2 b - - 0 1");
        assertThat(p.inCheck()).isFalse();
        assertThat(TestSupport.sortedUci(p)).containsExactly("e7e5", "e7e6");
        assertThat(p.check(uci("e7e5"))).isEqualTo(new MoveCheck.Legal());
        assertThat(Perft.perft(p, 3)).isPositive();
    }

    @Test
    void impossibleMovesCannotBePlayed() {
        assertThatThrownBy(() -> Position.initial().playPhysical(uci("e4e5")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no man on e4");
        assertThatThrownBy(() -> Position.initial().playPhysical(uci("e2e2")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void playPhysicalEqualsPlayForLegalMovesAcrossPerftPositions() {
        for (String fen : PerftTest.SUITE) {
            Position p = Position.fromFen(fen);
            for (Move m : p.legalMoves()) {
                Position a = p.play(m);
                assertThat(p.playPhysical(m)).as(fen + " " + m).isEqualTo(a);
                for (Move r : a.legalMoves()) {
                    assertThat(a.playPhysical(r)).as(fen + " " + m + " " + r).isEqualTo(a.play(r));
                }
            }
        }
    }

    @Test
    void randomGamesPhysicalEqualsPlayAndFenRoundTrips() {
        Random rnd = new Random(20240601L);
        for (int game = 0; game < 200; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 200; ply++) {
                List<Move> moves = p.legalMoves();
                if (moves.isEmpty()) {
                    assertThat(p.status()).isNotEqualTo(Status.ONGOING);
                    break;
                }
                Move m = moves.get(rnd.nextInt(moves.size()));
                Position next = p.play(m);
                assertThat(p.playPhysical(m)).isEqualTo(next);
                assertThat(Position.fromFen(next.fen())).isEqualTo(next);
                assertThat(p.check(m)).isEqualTo(new MoveCheck.Legal());
                p = next;
            }
        }
    }

    @Test
    void randomIllegalMovesNeverBreakTheEngine() {
        Random rnd = new Random(7L);
        for (int game = 0; game < 100; game++) {
            Position p = Position.initial();
            for (int ply = 0; ply < 60; ply++) {
                int from = rnd.nextInt(64);
                int to = rnd.nextInt(64);
                Move m = new Move(from, to, rnd.nextInt(8) == 0 ? PieceType.QUEEN : null);
                if (!(p.check(m) instanceof MoveCheck.Impossible)) {
                    p = p.playPhysical(m);
                    p.legalMoves();
                    p.status();
                    p.fen();
                    Perft.perft(p, 2);
                }
                List<Move> moves = p.legalMoves();
                if (!moves.isEmpty()) {
                    Move legal = moves.get(rnd.nextInt(moves.size()));
                    assertThat(p.playPhysical(legal)).isEqualTo(p.play(legal));
                    p = p.play(legal);
                }
            }
        }
    }
}
