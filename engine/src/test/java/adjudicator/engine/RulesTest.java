package adjudicator.engine;

import static adjudicator.engine.TestSupport.sortedUci;
import static adjudicator.engine.TestSupport.sq;
import static adjudicator.engine.TestSupport.uci;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Hand-verified move lists for the special rules, named after the articles of the Laws. */
class RulesTest {

    @Test
    void article2_initialPositionHasTwentyMoves() {
        Position p = Position.initial();
        assertThat(p.sideToMove()).isEqualTo(Color.WHITE);
        assertThat(p.legalMoves()).hasSize(20);
        assertThat(p.pieceAt(sq("e1"))).isEqualTo(new Piece(Color.WHITE, PieceType.KING));
        assertThat(p.pieceAt(sq("d8"))).isEqualTo(new Piece(Color.BLACK, PieceType.QUEEN));
        assertThat(p.pieceAt(sq("e4"))).isNull();
        assertThat(p.status()).isEqualTo(Status.ONGOING);
    }

    @Test
    void article3_7d_enPassantThatExposesTheKingOnTheRankIsIllegal() {
        Position p = Position.fromFen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
        assertThat(p.isLegal(uci("e5d6"))).isFalse();
        assertThat(sortedUci(p)).containsExactly("a5a4", "a5a6", "a5b4", "a5b5", "a5b6", "e5e6");
        assertThat(p.check(uci("e5d6"))).isEqualTo(
                new MoveCheck.Illegal(IllegalReason.KING_LEFT_IN_CHECK, "3.9"));
    }

    @Test
    void article3_7d_enPassantCaptureRemovesThePassedPawn() {
        Position p = TestSupport.playSan(Position.fromFen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), "d5");
        assertThat(p.enPassantSquare()).isEqualTo(sq("d6"));
        assertThat(p.fen()).isEqualTo("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        Position after = p.play(uci("e5d6"));
        assertThat(after.fen()).isEqualTo("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
        // the right lapses if not used at once
        Position later = TestSupport.playSan(p, "Kd2", "Ke7");
        assertThat(later.isLegal(uci("e5d6"))).isFalse();
    }

    @Test
    void article3_7d_enPassantResolvesCheckByADoubleSteppedPawn() {
        // black pawn d7-d5 gives check to the king on e4; exd6 e.p. removes the checker
        Position p = Position.fromFen("4k3/3p4/8/4P3/4K3/8/8/8 b - - 0 1").play(uci("d7d5"));
        assertThat(p.inCheck()).isTrue();
        assertThat(p.isLegal(uci("e5d6"))).isTrue();
    }

    @Test
    void article3_8b_castlingThroughAttackedSquareIsIllegal() {
        Position p = Position.fromFen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(p.isLegal(uci("e1g1"))).isFalse();
        assertThat(p.isLegal(uci("e1c1"))).isTrue();
    }

    @Test
    void article3_8b_castlingIntoCheckIsIllegal() {
        Position p = Position.fromFen("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(p.isLegal(uci("e1g1"))).isFalse();
        assertThat(p.isLegal(uci("e1c1"))).isTrue();
    }

    @Test
    void article3_8b_castlingOutOfCheckIsIllegal() {
        Position p = Position.fromFen("2k1r3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(p.inCheck()).isTrue();
        assertThat(p.isLegal(uci("e1g1"))).isFalse();
        assertThat(p.isLegal(uci("e1c1"))).isFalse();
    }

    @Test
    void article3_8b_queensideRookMayPassAnAttackedSquare() {
        // b1 is attacked but the king does not cross it
        Position p = Position.fromFen("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertThat(p.isLegal(uci("e1c1"))).isTrue();
        assertThat(p.legalMoves()).hasSize(26);
        Position after = p.play(uci("e1c1"));
        assertThat(after.fen()).isEqualTo("1r2k3/8/8/8/8/8/8/2KR3R b - - 1 1");
    }

    @Test
    void article3_8b_castlingRightLostAfterKingOrRookMoved() {
        Position p = TestSupport.playSan(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
                "Rh2", "Ra7", "Rh1", "Ra8");
        assertThat(p.canCastleKingside(Color.WHITE)).isFalse();
        assertThat(p.canCastleQueenside(Color.WHITE)).isTrue();
        assertThat(p.canCastleKingside(Color.BLACK)).isTrue();
        assertThat(p.canCastleQueenside(Color.BLACK)).isFalse();
        assertThat(p.isLegal(uci("e1g1"))).isFalse();
        assertThat(p.isLegal(uci("e1c1"))).isTrue();
        // capturing a rook on its corner removes the opponent's right
        Position q = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").play(uci("a1a8"));
        assertThat(q.canCastleQueenside(Color.BLACK)).isFalse();
        assertThat(q.canCastleQueenside(Color.WHITE)).isFalse();
        assertThat(q.fen()).startsWith("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    }

    @Test
    void article3_7e_promotionOffersFourPiecesAndUnderpromotionCanCheck() {
        Position p = Position.fromFen("8/4P3/3k4/8/8/8/8/4K3 w - - 0 1");
        assertThat(sortedUci(p)).containsExactly(
                "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e7e8b", "e7e8n", "e7e8q", "e7e8r");
        Position knight = p.play(uci("e7e8n"));
        assertThat(knight.inCheck()).isTrue();
        assertThat(knight.pieceAt(sq("e8"))).isEqualTo(new Piece(Color.WHITE, PieceType.KNIGHT));
        assertThat(San.toSan(p, uci("e7e8n"))).isEqualTo("e8=N+");
        assertThat(San.toSan(p, uci("e7e8q"))).isEqualTo("e8=Q");
        assertThat(p.isLegal(new Move(sq("e7"), sq("e8")))).isFalse();
    }

    @Test
    void article3_7e_promotionGivingCheck() {
        Position p = Position.fromFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(San.toSan(p, uci("e7e8q"))).isEqualTo("e8=Q+");
        assertThat(San.toSan(p, uci("e7e8r"))).isEqualTo("e8=R+");
        assertThat(San.toSan(p, uci("e7e8b"))).isEqualTo("e8=B");
        assertThat(p.play(uci("e7e8q")).status()).isEqualTo(Status.ONGOING);
    }

    @Test
    void article3_7e_promotionByCaptureOnBlackSide() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1");
        assertThat(sortedUci(p)).contains("a2a1q", "a2b1n", "a2b1q");
        Position after = p.play(uci("a2b1r"));
        assertThat(after.fen()).isEqualTo("4k3/8/8/8/8/8/8/1r2K3 w - - 0 2");
    }

    @Test
    void article3_9_pinnedPieceMayOnlyMoveAlongThePin() {
        Position p = Position.fromFen("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
        assertThat(sortedUci(p)).containsExactly(
                "e1d1", "e1d2", "e1f1", "e1f2", "e2e3", "e2e4", "e2e5", "e2e6", "e2e7");
    }

    @Test
    void article3_9_doubleCheckOnlyKingMoves() {
        // rook e8 and bishop b4 both check the king on e1
        Position p = Position.fromFen("4r1k1/8/8/8/1b6/8/8/R3K2R w KQ - 0 1");
        assertThat(p.inCheck()).isTrue();
        assertThat(sortedUci(p)).containsExactly("e1d1", "e1f1", "e1f2");
    }

    @Test
    void article5_1a_checkmateIsDetected() {
        Position p = TestSupport.playSan(Position.initial(), "f3", "e5", "g4", "Qh4#");
        assertThat(p.inCheck()).isTrue();
        assertThat(p.legalMoves()).isEmpty();
        assertThat(p.status()).isEqualTo(Status.CHECKMATE);
    }

    @Test
    void article5_2a_stalemateIsDetected() {
        Position p = Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertThat(p.inCheck()).isFalse();
        assertThat(p.status()).isEqualTo(Status.STALEMATE);
    }

    @Test
    void article5_statusAtPerftLeavesCountsMatesAndStalemates() {
        // Position 3 to depth 3 (2812 leaves): count leaves by status and compare with a check count
        Position root = Position.fromFen(PerftTest.POSITION_3);
        int leaves = 0;
        int checks = 0;
        for (Move a : root.legalMoves()) {
            Position pa = root.play(a);
            for (Move b : pa.legalMoves()) {
                Position pb = pa.play(b);
                for (Move c : pb.legalMoves()) {
                    Position pc = pb.play(c);
                    leaves++;
                    if (pc.inCheck()) {
                        checks++;
                    }
                    assertThat(pc.status() == Status.CHECKMATE).isEqualTo(pc.inCheck() && pc.legalMoves().isEmpty());
                }
            }
        }
        assertThat(leaves).isEqualTo(2812);
        assertThat(checks).isEqualTo(267); // published "checks" column for position 3, depth 3
    }

    @Test
    void article6_9_mateInOneLeafStatus() {
        // back-rank mate: Ra8# ; the black king on g8 is stalemated-free but mated
        Position p = Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        Position mated = p.play(uci("a1a8"));
        assertThat(mated.status()).isEqualTo(Status.CHECKMATE);
        assertThat(San.toSan(p, uci("a1a8"))).isEqualTo("Ra8#");
    }

    @Test
    void playRejectsIllegalMoves() {
        assertThatThrownBy(() -> Position.initial().play(uci("e2e5")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("e2e5");
        assertThatThrownBy(() -> Position.initial().play(uci("e7e8q")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void positionsAreImmutableAndCountersAdvance() {
        Position p = Position.initial();
        Position q = p.play(uci("g1f3"));
        assertThat(p).isEqualTo(Position.initial());
        assertThat(q.halfmoveClock()).isEqualTo(1);
        assertThat(q.fullmoveNumber()).isEqualTo(1);
        Position r = q.play(uci("e7e5"));
        assertThat(r.halfmoveClock()).isZero();
        assertThat(r.fullmoveNumber()).isEqualTo(2);
        assertThat(r.enPassantSquare()).isEqualTo(sq("e6"));
        assertThat(r.sideToMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void isAttackedIgnoresPinsAndCountsAllMen() {
        Position p = Position.initial();
        assertThat(p.isAttacked(sq("f3"), Color.WHITE)).isTrue();
        assertThat(p.isAttacked(sq("e4"), Color.WHITE)).isFalse();
        assertThat(p.isAttacked(sq("f6"), Color.BLACK)).isTrue();
        assertThat(p.isAttacked(sq("e2"), Color.WHITE)).isTrue(); // defended by king, queen, bishop, knight
    }
}
