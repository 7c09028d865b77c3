package adjudicator.engine;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static adjudicator.engine.TestSupport.sq;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Position identity and repetition as Article 9.2 defines them (FIDE 2005 / RF 2013 9.2, FIDE
 * 2017 / 2023 9.2.2 with 9.2.2.1-9.2.2.2, per design/editions.md; the definition is the same in all
 * four editions).
 */
class RepetitionTest {

    private static PositionIdentity id(String fen) {
        return Position.fromFen(fen).identity();
    }

    /** The identities of the start position and of the position after each move, in order. */
    private static List<PositionIdentity> line(Position start, String... sans) {
        List<PositionIdentity> out = new ArrayList<>();
        Position p = start;
        out.add(p.identity());
        for (String san : sans) {
            p = TestSupport.playSan(p, san);
            out.add(p.identity());
        }
        return out;
    }

    @Test
    void article9_2_knightsGoingOutAndBackRepeatTheStartPositionAThirdTime() {
        List<PositionIdentity> line = line(Position.initial(), "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertThat(Repetition.occurrencesOfLast(line)).isEqualTo(3);
        assertThat(Repetition.occurrencesOfLast(line.subList(0, 5))).isEqualTo(2);
        assertThat(Repetition.occurrencesOfLast(line.subList(0, 4))).isEqualTo(1);
    }

    @Test
    void article9_2_theMoveCountersDoNotMakeADifferentPosition() {
        assertThat(id("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).isEqualTo(id("4k3/8/8/8/8/8/8/4K2R w K - 37 60"));
    }

    @Test
    void article9_2_theSamePiecesWithTheOtherPlayerToMoveAreADifferentPosition() {
        assertThat(id("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).isNotEqualTo(id("4k3/8/8/8/8/8/8/4K2R b K - 0 1"));
    }

    @Test
    void article9_2_aCastlingRightLostMakesADifferentPosition() {
        // same men on the same squares: with the right White can castle, without it he cannot
        assertThat(id("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).isNotEqualTo(id("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
        // the king going e1-f1-e1 loses the right: the position after it is not the one before
        List<PositionIdentity> line = line(Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "Kf1", "Kd8", "Ke1", "Ke8");
        assertThat(Repetition.occurrencesOfLast(line)).isEqualTo(1);
    }

    @Test
    void article9_2_aCastlingRightKeptWhileCastlingIsTemporarilyImpossibleStillCounts() {
        // 2017 9.2.2.2: a right is lost only when the king or rook moves. White in check cannot castle
        // now, yet the position with the right differs from the same one without it.
        assertThat(id("4k3/8/8/8/8/8/4r3/4K2R w K - 0 1")).isNotEqualTo(id("4k3/8/8/8/8/8/4r3/4K2R w - - 0 1"));
    }

    @Test
    void article9_2_anEnPassantSquareWithNoPawnToCaptureIsNoDifference() {
        // after 1.e4 no black pawn can take on e3
        Position afterE4 = TestSupport.playSan(Position.initial(), "e4");
        assertThat(afterE4.enPassantSquare()).isEqualTo(sq("e3"));
        assertThat(afterE4.identity().enPassantSquare()).isEqualTo(-1);
        assertThat(afterE4.identity()).isEqualTo(id("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    }

    @Test
    void article9_2_aPawnThatCanStillBeTakenEnPassantMakesADifferentPosition() {
        // 2017 9.2.2.1: positions are not the same if a pawn that could have been captured en passant can no longer be
        Position withCapture = Position.fromFen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        Position afterD5 = TestSupport.playSan(withCapture, "d5");
        assertThat(afterD5.identity().enPassantSquare()).isEqualTo(sq("d6"));
        assertThat(afterD5.identity()).isNotEqualTo(id("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"));
        // the same men one move pair later, when the capture is no longer possible, are that other position
        List<PositionIdentity> line = line(withCapture, "d5", "Ke2", "Kd8", "Ke1", "Ke8");
        assertThat(line.get(5)).isEqualTo(id("4k3/8/8/3pP3/8/8/8/4K3 w - - 4 4"));
        assertThat(line.get(5)).isNotEqualTo(line.get(1));
    }

    @Test
    void article9_2_anEnPassantCaptureThatWouldExposeTheKingIsNoDifference() {
        // the b5 pawn may not take c6 en passant: it would open the fifth rank to the rook on h5
        PositionIdentity pinned = id("8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
        assertThat(pinned.enPassantSquare()).isEqualTo(-1);
        assertThat(pinned).isEqualTo(id("8/8/8/KPp4r/8/8/8/7k w - - 0 2"));
    }
}
