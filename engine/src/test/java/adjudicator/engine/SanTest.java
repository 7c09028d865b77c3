package adjudicator.engine;

import static adjudicator.engine.TestSupport.uci;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** SAN as in Appendix C of the Laws (Russian 2013 rules 8.8.9 for disambiguation). */
class SanTest {

    static final String TWO_KNIGHTS = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    static final String TWO_ROOKS_ON_FILE = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
    static final String THREE_QUEENS = "8/8/8/7k/8/Q7/8/Q1Q4K w - - 0 1";

    @Test
    void appendixC_pieceMovesAndPawnMoves() {
        Position p = Position.initial();
        assertThat(San.toSan(p, uci("g1f3"))).isEqualTo("Nf3");
        assertThat(San.toSan(p, uci("e2e4"))).isEqualTo("e4");
        assertThat(San.toSan(p, uci("b1c3"))).isEqualTo("Nc3");
    }

    @Test
    void appendixC_disambiguationByFile() {
        Position p = Position.fromFen(TWO_KNIGHTS);
        assertThat(San.toSan(p, uci("b1d2"))).isEqualTo("Nbd2");
        assertThat(San.toSan(p, uci("f1d2"))).isEqualTo("Nfd2");
        assertThat(San.toSan(p, uci("f1g3"))).isEqualTo("Ng3");
        assertThat(San.parseSan(p, "Nbd2")).isEqualTo(uci("b1d2"));
    }

    @Test
    void appendixC_disambiguationByRank() {
        Position p = Position.fromFen(TWO_ROOKS_ON_FILE);
        assertThat(San.toSan(p, uci("a1a3"))).isEqualTo("R1a3");
        assertThat(San.toSan(p, uci("a5a3"))).isEqualTo("R5a3");
        assertThat(San.toSan(p, uci("a5a7"))).isEqualTo("Ra7");
        assertThat(San.parseSan(p, "R5a3")).isEqualTo(uci("a5a3"));
    }

    @Test
    void appendixC_disambiguationByFileAndRankWithThreeQueens() {
        Position p = Position.fromFen(THREE_QUEENS);
        assertThat(San.toSan(p, uci("a1b2"))).isEqualTo("Qa1b2");
        assertThat(San.toSan(p, uci("c1b2"))).isEqualTo("Qcb2");
        assertThat(San.toSan(p, uci("a3b2"))).isEqualTo("Q3b2");
        assertThat(San.parseSan(p, "Qa1b2")).isEqualTo(uci("a1b2"));
        assertThat(San.parseSan(p, "Qcb2")).isEqualTo(uci("c1b2"));
        assertThat(San.parseSan(p, "Q3b2")).isEqualTo(uci("a3b2"));
        assertThatThrownBy(() -> San.parseSan(p, "Qab2"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("'Qab2'").hasMessageContaining("ambiguous")
                .hasMessageContaining("Qa1b2").hasMessageContaining("Q3b2");
    }

    @Test
    void appendixC_capturesAndPawnCaptures() {
        Position p = TestSupport.playSan(Position.initial(), "e4", "d5");
        assertThat(San.toSan(p, uci("e4d5"))).isEqualTo("exd5");
        Position q = TestSupport.playSan(p, "exd5", "Qxd5", "Nc3");
        assertThat(q.fen()).isEqualTo("rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3");
        assertThat(San.toSan(q, uci("d5a2"))).isEqualTo("Qxa2");
        assertThat(San.toSan(q, uci("d5d2"))).isEqualTo("Qxd2+");
    }

    @Test
    void appendixC_enPassantIsWrittenAsPawnCapture() {
        Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertThat(San.toSan(p, uci("e5d6"))).isEqualTo("exd6");
        assertThat(San.parseSan(p, "exd6")).isEqualTo(uci("e5d6"));
        assertThat(San.parseSan(p, "exd6 e.p.")).isEqualTo(uci("e5d6"));
        assertThat(San.parseSan(p, "exd6e.p.")).isEqualTo(uci("e5d6"));
        assertThat(San.parseSan(p, "ed6")).isEqualTo(uci("e5d6"));
    }

    @Test
    void appendixC_checkAndCheckmateSuffixes() {
        Position p = TestSupport.playSan(Position.initial(), "f3", "e5", "g4");
        assertThat(San.toSan(p, uci("d8h4"))).isEqualTo("Qh4#");
        Position q = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        assertThat(San.toSan(q, uci("a1a8"))).isEqualTo("Ra8+");
    }

    @Test
    void appendixC_castling() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(San.toSan(p, uci("e1g1"))).isEqualTo("O-O");
        assertThat(San.toSan(p, uci("e1c1"))).isEqualTo("O-O-O");
        assertThat(San.parseSan(p, "O-O")).isEqualTo(uci("e1g1"));
        assertThat(San.parseSan(p, "0-0")).isEqualTo(uci("e1g1"));
        assertThat(San.parseSan(p, "O-O-O")).isEqualTo(uci("e1c1"));
        assertThat(San.parseSan(p, "0-0-0+")).isEqualTo(uci("e1c1"));
        Position b = p.play(uci("a1b1"));
        assertThat(San.parseSan(b, "O-O")).isEqualTo(uci("e8g8"));
        assertThat(San.toSan(b, uci("e8c8"))).isEqualTo("O-O-O");
        assertThatThrownBy(() -> San.parseSan(Position.initial(), "O-O"))
                .isInstanceOf(NotationException.class).hasMessageContaining("'O-O'")
                .hasMessageContaining("castling is not legal");
    }

    @Test
    void appendixC_promotionForms() {
        Position p = Position.fromFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(San.parseSan(p, "e8=Q")).isEqualTo(uci("e7e8q"));
        assertThat(San.parseSan(p, "e8Q")).isEqualTo(uci("e7e8q"));
        assertThat(San.parseSan(p, "e8=Q+")).isEqualTo(uci("e7e8q"));
        assertThat(San.parseSan(p, "e8=N")).isEqualTo(uci("e7e8n"));
        assertThat(San.parseSan(p, "e8=q")).isEqualTo(uci("e7e8q"));
        assertThatThrownBy(() -> San.parseSan(p, "e8"))
                .isInstanceOf(NotationException.class).hasMessageContaining("'e8'")
                .hasMessageContaining("promotion piece is missing");
        assertThatThrownBy(() -> San.parseSan(p, "Ke8=Q"))
                .isInstanceOf(NotationException.class).hasMessageContaining("only a pawn");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Nf3", "Nf3+", "Nf3#", "Nf3!", "Nf3?", "Nf3!?", "Nf3??", "Ngf3", "Ng1f3", "N1f3",
        " Nf3 "})
    void appendixC_acceptedSpellingsOfNf3(String san) {
        assertThat(San.parseSan(Position.initial(), san)).isEqualTo(uci("g1f3"));
    }

    @Test
    void captureSignIsOptionalButMustBeTrue() {
        Position p = TestSupport.playSan(Position.initial(), "e4", "d5");
        assertThat(San.parseSan(p, "exd5")).isEqualTo(uci("e4d5"));
        assertThat(San.parseSan(p, "ed5")).isEqualTo(uci("e4d5"));
        assertThat(San.parseSan(p, "e:d5")).isEqualTo(uci("e4d5"));
        assertThatThrownBy(() -> San.parseSan(Position.initial(), "Nxf3"))
                .isInstanceOf(NotationException.class).hasMessageContaining("'Nxf3'")
                .hasMessageContaining("not a capture");
    }

    @Test
    void pawnMoveWithoutFileMustBeStraight() {
        Position p = TestSupport.playSan(Position.initial(), "e4", "d5");
        // "d5" must not be read as exd5
        assertThatThrownBy(() -> San.parseSan(p, "d5")).isInstanceOf(NotationException.class)
                .hasMessageContaining("no legal move matches");
    }

    @Test
    void parseFailuresNameTheSan() {
        Position p = Position.initial();
        assertThatThrownBy(() -> San.parseSan(p, "Nf6")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'Nf6'").hasMessageContaining("no legal move matches");
        assertThatThrownBy(() -> San.parseSan(p, "e5")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'e5'");
        assertThatThrownBy(() -> San.parseSan(p, "Zz9")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'Zz9'").hasMessageContaining("malformed");
        assertThatThrownBy(() -> San.parseSan(p, "")).isInstanceOf(NotationException.class)
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> San.parseSan(p, null)).isInstanceOf(NotationException.class);
        Position knights = Position.fromFen(TWO_KNIGHTS);
        assertThatThrownBy(() -> San.parseSan(knights, "Nd2")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'Nd2'").hasMessageContaining("ambiguous")
                .hasMessageContaining("Nbd2").hasMessageContaining("Nfd2");
    }

    @Test
    void toSanRejectsIllegalMove() {
        assertThatThrownBy(() -> San.toSan(Position.initial(), uci("e2e5")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void parseAnyTriesUciFirst() {
        Position p = Position.initial();
        assertThat(San.parseAny(p, "e2e4")).isEqualTo(uci("e2e4"));
        assertThat(San.parseAny(p, "e4")).isEqualTo(uci("e2e4"));
        assertThat(San.parseAny(p, "Nf3")).isEqualTo(uci("g1f3"));
        // UCI text is not checked for legality
        assertThat(San.parseAny(p, "e2e5")).isEqualTo(uci("e2e5"));
        assertThatThrownBy(() -> San.parseAny(p, "e7e8k")).isInstanceOf(NotationException.class)
                .hasMessageContaining("no such promotion piece");
        assertThatThrownBy(() -> San.parseAny(p, "Nf6")).isInstanceOf(NotationException.class);
    }

    @Test
    void sanRoundTripOverPerftPositions() {
        for (String fen : PerftTest.SUITE) {
            Position p = Position.fromFen(fen);
            for (Move m : p.legalMoves()) {
                String san = San.toSan(p, m);
                assertThat(San.parseSan(p, san)).as(fen + " " + san).isEqualTo(m);
                Position next = p.play(m);
                for (Move r : next.legalMoves()) {
                    assertThat(San.parseSan(next, San.toSan(next, r))).isEqualTo(r);
                }
            }
        }
    }
}
