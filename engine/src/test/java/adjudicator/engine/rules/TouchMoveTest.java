package adjudicator.engine.rules;

import adjudicator.engine.Move;
import adjudicator.engine.PieceType;
import adjudicator.engine.Position;
import adjudicator.engine.Squares;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Touch-move obligations (2005 4.3-4.5; RF 2013 and 2017/2023 4.3.1-4.5), worked out by hand. */
class TouchMoveTest {

    private static TouchMove.Obligation oblige(String fen, String... touched) {
        return TouchMove.oblige(Position.fromFen(fen), Arrays.stream(touched).map(Squares::parse).toList());
    }

    private static List<String> uci(TouchMove.Obligation o) {
        return o.allowed().stream().map(Move::uci).sorted().toList();
    }

    @Test
    void article4_3a_theFirstTouchedOwnManThatCanMoveMustMove() {
        // the rook on a1 cannot move; the knight on b1, touched next, must
        TouchMove.Obligation o = oblige(Position.INITIAL_FEN, "a1", "b1", "g1");
        assertThat(uci(o)).containsExactly("b1a3", "b1c3");
        assertThat(o.law()).isEqualTo(Law.TOUCHED_OWN_MAN);
        assertThat(Ruleset.FIDE_2005.article(o.law())).isEqualTo("4.3a");
        assertThat(Ruleset.FIDE_2017.article(o.law())).isEqualTo("4.3.1");
    }

    @Test
    void article4_3b_theFirstTouchedOpponentsManThatCanBeCapturedMustBe() {
        // White: Ra1, Kh1. Black: pawn a7 (protected? no matter), knight e5 out of reach, bishop a4
        String fen = "4k3/p7/8/4n3/b7/8/8/R6K w - - 0 1";
        TouchMove.Obligation o = oblige(fen, "e5", "a4", "a7");
        assertThat(uci(o)).containsExactly("a1a4");
        assertThat(Ruleset.RF_2013.article(o.law())).isEqualTo("4.3.2");
    }

    @Test
    void article4_3c_hisManMustTakeTheTouchedManOfTheOpponent() {
        String fen = "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1";
        TouchMove.Obligation o = oblige(fen, "c3", "d5");
        assertThat(uci(o)).containsExactly("c3d5");
        assertThat(Ruleset.FIDE_2005.article(o.law())).isEqualTo("4.3c");
    }

    @Test
    void article4_3c_ifThatCaptureIsIllegalTheFirstManTouchedThatCanMoveMust() {
        // the knight on c3 cannot reach d4; it was touched first, and it can move
        String fen = "4k3/8/8/8/3p4/2N5/8/4K3 w - - 0 1";
        TouchMove.Obligation o = oblige(fen, "c3", "d4");
        assertThat(uci(o)).containsExactly("c3a2", "c3a4", "c3b1", "c3b5", "c3d1", "c3d5", "c3e2", "c3e4");
        assertThat(o.law()).isEqualTo(Law.TOUCHED_BOTH_COLOURS);
    }

    @Test
    void article4_4a_kingThenRookMeansCastlingOnThatSide() {
        TouchMove.Obligation o = oblige("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "h1");
        assertThat(uci(o)).containsExactly("e1g1");
        assertThat(Ruleset.FIDE_2023.article(o.law())).isEqualTo("4.4.1");
    }

    @Test
    void article4_4c_whenThatCastlingIsIllegalAnotherKingMoveIncludingTheOtherCastling() {
        // the rook on f8 guards f1 and f2: no castling king side; d1, d2, e2 and castling queen side remain
        TouchMove.Obligation o = oblige("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1", "e1", "h1");
        assertThat(uci(o)).containsExactly("e1c1", "e1d1", "e1d2", "e1e2");
        assertThat(Ruleset.FIDE_2005.article(o.law())).isEqualTo("4.4c");
    }

    @Test
    void article4_4b_rookThenKingBarsCastlingAndTheRookMustMove() {
        TouchMove.Obligation o = oblige("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "h1", "e1");
        assertThat(uci(o)).containsExactly("h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8");
        assertThat(o.law()).isEqualTo(Law.TOUCHED_OWN_MAN);
    }

    @Test
    void article4_5_whenNothingTouchedCanMoveAnyLegalMove() {
        TouchMove.Obligation o = oblige(Position.INITIAL_FEN, "a1", "d1");
        assertThat(o.allowed()).hasSize(20);
        assertThat(o.law()).isEqualTo(Law.NOTHING_TOUCHED_CAN_MOVE);
    }

    @Test
    void article4_3b_aPawnTouchedMayHaveToBeTakenEnPassant() {
        TouchMove.Obligation o = oblige("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "d5");
        assertThat(uci(o)).containsExactly("e5d6");
    }

    private static TouchMove.PromotionTouch promotion(String square, PieceType piece) {
        return new TouchMove.PromotionTouch(Squares.parse(square), piece);
    }

    @Test
    void article4_4d_theKnightThatTouchedTheSquareOfPromotionIsTheChoice() {
        // pawns on d7 and e7: the e-pawn was touched, then a knight touched e8
        String fen = "7k/3PP3/8/8/8/8/8/K7 w - - 0 1";
        Position position = Position.fromFen(fen);
        TouchMove.Obligation o = TouchMove.oblige(position, List.of(Squares.parse("e7")), promotion("e8", PieceType.KNIGHT));
        assertThat(uci(o)).containsExactly("e7e8n");
        assertThat(o.law()).isEqualTo(Law.PROMOTED_PIECE_CHOSEN);
        assertThat(Ruleset.FIDE_2005.article(o.law())).isEqualTo("4.4d");
        assertThat(Ruleset.FIDE_2017.article(o.law())).isEqualTo("4.4.4");
    }

    @Test
    void article4_4d_withNoManTouchedTheChosenPieceStillBindsEveryPawnThatCanPromoteThere() {
        // the rook on e8 blocks the e-pawn; the pawns on d7 and f7 can both take it
        String fen = "4r2k/3PPP2/8/8/8/8/8/K7 w - - 0 1";
        TouchMove.Obligation o = TouchMove.oblige(Position.fromFen(fen), List.of(), promotion("e8", PieceType.QUEEN));
        assertThat(uci(o)).containsExactly("d7e8q", "f7e8q");
    }

    @Test
    void article4_4d_aPieceOnASquareNoPawnCanPromoteOnBindsNothingBeyondTheTouches() {
        String fen = "7k/4P3/8/8/8/8/8/K7 w - - 0 1";
        TouchMove.Obligation o = TouchMove.oblige(Position.fromFen(fen), List.of(Squares.parse("e7")),
                promotion("d8", PieceType.QUEEN));
        assertThat(uci(o)).containsExactly("e7e8b", "e7e8n", "e7e8q", "e7e8r");
        assertThat(o.law()).isEqualTo(Law.TOUCHED_OWN_MAN);
    }

    @Test
    void article4_4d_theChoiceCannotBeAPawnOrAKing() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> promotion("e8", PieceType.KING))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
