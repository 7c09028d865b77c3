package adjudicator.engine.pgn;

import adjudicator.engine.IllegalReason;
import adjudicator.engine.Move;
import adjudicator.engine.NotationException;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A move written on a scoresheet that can be made on the board though it is illegal (Art. 3) read as the fact
 * it is, for the import of a source that records moves as they were made (docs/import.md); one no man of the
 * side to move could make stays unreadable.
 */
class IllegalMovesAsFactsTest {

    private static Position after(String... uci) {
        Position p = Position.initial();
        for (String m : uci) {
            p = p.play(Move.parseUci(m));
        }
        return p;
    }

    private static Move physical(Position p, String san) {
        return San.parsePhysical(p, san, 0, san.length());
    }

    @Test
    void article3_9_aMoveThatLeavesTheKingInCheckIsAMoveMadeOnTheBoard() {
        Position check = after("e2e4", "f7f5", "d1h5");
        assertThat(physical(check, "a6")).isEqualTo(Move.parseUci("a7a6"));
        assertThat(physical(check, "Nf6")).isEqualTo(Move.parseUci("g8f6"));
        assertThatThrownBy(() -> San.parseSan(check, "a6")).isInstanceOf(NotationException.class);
    }

    @Test
    void article3_8_castlingWithoutTheRightOrThroughCheck_andAManInTheWay_3_5() {
        Position moved = after("e2e4", "e7e5", "e1e2", "e8e7", "e2e1", "e7e8", "g1f3", "g8f6", "f1c4", "f8c5");
        assertThat(physical(moved, "O-O")).isEqualTo(Move.parseUci("e1g1"));
        assertThat(physical(Position.initial(), "Bc4")).isEqualTo(Move.parseUci("f1c4"));
    }

    @Test
    void aMoveNoManCouldMakeOrOneSeveralCouldIsStillUnreadable() {
        assertThatThrownBy(() -> physical(Position.initial(), "Nd4")).isInstanceOf(NotationException.class)
                .hasMessageContaining("no man of WHITE can make it on the board");
        assertThatThrownBy(() -> physical(Position.initial(), "Ke3")).isInstanceOf(NotationException.class);
        // both rooks of a1 and h1 reach d1 through men in the way
        Position rooks = Position.fromFen("3k4/8/8/8/8/8/8/RB2KB1R w - - 0 1");
        assertThatThrownBy(() -> physical(rooks, "Rd1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("ambiguous");
    }

    @Test
    void aReaderThatAcceptsIllegalMovesReadsTheGameOnFromThePositionTheyLeave() {
        String pgn = "[Event \"E\"]\n\n1. e4 f5 2. Qh5+ a6 3. Qxf5 1-0\n";
        assertThatThrownBy(() -> PgnReader.readOne(pgn)).isInstanceOf(PgnException.class)
                .hasMessageContaining("line 3, column 18: 'a6' is not a legal move for Black");
        PgnGame game = new PgnReader(pgn).acceptingIllegalMoves().next();
        assertThat(game.moves()).hasSize(5);
        assertThat(game.moves().get(3).illegal().reason()).isEqualTo(IllegalReason.KING_LEFT_IN_CHECK);
        assertThat(game.moves().get(3).move()).isEqualTo(Move.parseUci("a7a6"));
        assertThat(game.moves().get(4).illegal()).isNull();
        assertThat(game.moves().get(4).move()).isEqualTo(Move.parseUci("h5f5"));
        assertThat(game.finalPosition().fen()).isEqualTo("rnbqkbnr/1pppp1pp/p7/5Q2/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3");
    }
}
