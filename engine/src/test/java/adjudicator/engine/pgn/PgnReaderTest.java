package adjudicator.engine.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import adjudicator.engine.Move;
import adjudicator.engine.Position;
import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Reading PGN (import format): tags, move text, comments, clocks, NAGs, variations, errors. */
class PgnReaderTest {

    static final String SCHOLARS_MATE_FEN = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4";

    static final String LICHESS = """
            [Event "Rated Blitz game"]
            [Site "https://lichess.org/abcdefgh"]
            [Date "2024.01.02"]
            [Round "-"]
            [White "Alice"]
            [Black "Bob \\"the cat\\" \\\\ O'Hara"]
            [Result "1-0"]
            [UTCDate "2024.01.02"]
            [UTCTime "10:11:12"]
            [TimeControl "180+2"]
            [Termination "Normal"]
            [Board "3"]

            { A quick one } 1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:59.5] [%emt 0:00:01.5] } 2. Bc4!
            { [%clk 0:03:01] good   move } { second } 2... Nc6 3. Qh5 $6 Nf6?? { [%eval #1] [%clk 1:02:03] }
            4. Qxf7# 1-0
            """;

    @Test
    void readsTagsMovesCommentsClocksNagsAndResult() {
        PgnGame g = PgnReader.readOne(LICHESS);
        assertThat(g.tags()).extracting(PgnTag::name).containsExactly("Event", "Site", "Date", "Round", "White",
                "Black", "Result", "UTCDate", "UTCTime", "TimeControl", "Termination", "Board");
        assertThat(g.tag("Black")).contains("Bob \"the cat\" \\ O'Hara");
        assertThat(g.tag("TimeControl")).contains("180+2");
        assertThat(g.tag("Opening")).isEmpty();
        assertThat(g.start()).isEqualTo(Position.initial());
        assertThat(g.comments()).containsExactly("A quick one");
        assertThat(g.moves()).extracting(PgnMove::san)
                .containsExactly("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#");
        assertThat(g.moves()).extracting(m -> m.move().uci())
                .containsExactly("e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7");
        PgnMove e4 = g.moves().get(0);
        assertThat(e4.clk()).contains(Duration.ofMinutes(3));
        assertThat(e4.emt()).isEmpty();
        assertThat(e4.comments()).isEmpty();
        PgnMove e5 = g.moves().get(1);
        assertThat(e5.clk()).contains(Duration.ofMillis(179_500));
        assertThat(e5.emt()).contains(Duration.ofMillis(1_500));
        PgnMove bc4 = g.moves().get(2);
        assertThat(bc4.nags()).containsExactly(1);
        assertThat(bc4.comments()).containsExactly("good move", "second");
        assertThat(bc4.clk()).contains(Duration.ofSeconds(181));
        assertThat(g.moves().get(4).nags()).containsExactly(6);
        PgnMove nf6 = g.moves().get(5);
        assertThat(nf6.nags()).containsExactly(4);
        assertThat(nf6.comments()).containsExactly("[%eval #1]");
        assertThat(nf6.clk()).contains(Duration.ofHours(1).plusMinutes(2).plusSeconds(3));
        assertThat(g.moves().get(6).clk()).isEmpty();
        assertThat(g.result()).isEqualTo("1-0");
        assertThat(g.finalPosition().fen()).isEqualTo(SCHOLARS_MATE_FEN);
    }

    @Test
    void readsRussianLettersAndMixedSpellings() {
        PgnGame g = PgnReader.readOne("1.e4 e5 2.Сc4 Кc6 3.Фh5 Кf6 4.Ф:f7# 1-0");
        assertThat(g.moves()).extracting(PgnMove::san).containsExactly("e4", "e5", "Сc4", "Кc6", "Фh5", "Кf6", "Ф:f7#");
        assertThat(g.finalPosition().fen()).isEqualTo(SCHOLARS_MATE_FEN);
        assertThat(g.tags()).isEmpty();
    }

    @Test
    void castlingWithZerosAndLettersAndEnPassantMark() {
        String pgn = "1. e4 Nf6 2. e5 d5 3. exd6 e.p. e6 4. Nf3 Be7 5. Bb5+ c6 6. 0-0 0-0 *";
        PgnGame g = PgnReader.readOne(pgn);
        assertThat(g.moves()).extracting(m -> m.move().uci()).containsExactly(
                "e2e4", "g8f6", "e4e5", "d7d5", "e5d6", "e7e6", "g1f3", "f8e7", "f1b5", "c7c6", "e1g1", "e8g8");
        assertThat(g.result()).isEqualTo("*");
        assertThat(g.finalPosition().fen())
                .isEqualTo("rnbq1rk1/pp2bppp/2pPpn2/1B6/8/5N2/PPPP1PPP/RNBQ1RK1 w - - 2 7");
    }

    @Test
    void variationsNestedToAnyDepthAreSkippedWithoutChangingTheMainLine() {
        String pgn = "1. e4 (1. d4 d5 (1... Nf6 2. c4 {a (comment) with parens} (2. Nf3 (2. Bg5))) 2. c4)"
                + " e5 (; a ) in a line comment\n 1... c5 2. Nf3 (2. Nc3)) 2. Nf3 ((((2. Qh5)))) Nc6 1/2-1/2";
        PgnGame g = PgnReader.readOne(pgn);
        assertThat(g.moves()).extracting(PgnMove::san).containsExactly("e4", "e5", "Nf3", "Nc6");
        assertThat(g.result()).isEqualTo("1/2-1/2");
        assertThat(g.finalPosition().fen())
                .isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    }

    @Test
    void lineCommentsEscapeLinesAndNumbersWithoutSpace() {
        String pgn = "% an escape line [not a tag]\n[Event \"E\"]\n% another\n\n1.e4 ; rest of line {not a comment\n"
                + "1...e5 2.Nf3 $1 $14 0-1\n";
        PgnGame g = PgnReader.readOne(pgn);
        assertThat(g.tags()).containsExactly(new PgnTag("Event", "E"));
        assertThat(g.moves().get(0).comments()).containsExactly("rest of line {not a comment");
        assertThat(g.moves().get(2).nags()).containsExactly(1, 14);
        assertThat(g.result()).isEqualTo("0-1");
    }

    @Test
    void fenAndSetUpGiveTheStartPosition() {
        String pgn = "[SetUp \"1\"]\n[FEN \"k7/4P3/8/8/8/8/8/4K3 w - - 0 60\"]\n\n60. e8=Q+ Kb7 61. Qe4+ *";
        PgnGame g = PgnReader.readOne(pgn);
        assertThat(g.start().fen()).isEqualTo("k7/4P3/8/8/8/8/8/4K3 w - - 0 60");
        assertThat(g.moves()).extracting(m -> m.move()).containsExactly(
                Move.parseUci("e7e8q"), Move.parseUci("a8b7"), Move.parseUci("e8e4"));
        assertThat(g.finalPosition().fen()).isEqualTo("8/1k6/8/8/4Q3/8/8/4K3 b - - 2 61"); // promotion resets the halfmove clock
    }

    @Test
    void readsManyGamesFromAReader() throws Exception {
        String text = LICHESS + "\n" + "[Event \"2\"]\n\n1. d4 *\n\n" + "[Event \"3\"]\n\n*\n";
        List<PgnGame> games = PgnReader.readAll(new StringReader(text));
        assertThat(games).hasSize(3);
        assertThat(games.get(1).tag("Event")).contains("2");
        assertThat(games.get(1).moves()).hasSize(1);
        assertThat(games.get(2).moves()).isEmpty();
        assertThat(games.get(2).finalPosition()).isEqualTo(Position.initial());
        assertThat(PgnReader.readAll("  \n\n")).isEmpty();
    }

    @Test
    void illegalMoveIsReportedWithLineColumnAndTheMoveBefore() {
        String pgn = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Nf3 *";
        assertThatThrownBy(() -> PgnReader.readOne(pgn)).isInstanceOf(PgnException.class)
                .hasMessage("line 3, column 24: 'Nf3' is not a legal move for White after 2... Nc6")
                .satisfies(e -> {
                    assertThat(((PgnException) e).line()).isEqualTo(3);
                    assertThat(((PgnException) e).column()).isEqualTo(24);
                });
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 e5 2. Qh5 Qd5 *"))
                .hasMessage("line 1, column 17: 'Qd5' is not a legal move for Black after 2. Qh5");
        assertThatThrownBy(() -> PgnReader.readOne("1. e5 *"))
                .hasMessage("line 1, column 4: 'e5' is not a legal move for White in the start position");
    }

    @Test
    void ambiguousMalformedAndAfterMateAreReported() {
        String knights = "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2 *";
        assertThatThrownBy(() -> PgnReader.readOne(knights))
                .hasMessage("line 2, column 4: 'Nd2' is ambiguous for White in the start position:"
                        + " it could be Nbd2 (b1d2), Nfd2 (f1d2)");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 Zz9 *"))
                .hasMessageStartingWith("line 1, column 7: 'Zz9' is not a move in SAN");
        assertThatThrownBy(() -> PgnReader.readOne("1. f3 e5 2. g4 Qh4# 3. Kf2 0-1"))
                .hasMessage("line 1, column 24: 'Kf2' is not a legal move for White after 2... Qh4#"
                        + " (White is checkmated)");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 e5 2. e8 *"))
                .hasMessage("line 1, column 13: 'e8' is not a legal move for White after 1... e5");
    }

    @Test
    void malformedTextIsReportedWhereItIs() {
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 {never closed\n 1-0"))
                .hasMessage("line 1, column 7: the comment opened here is not closed by '}'");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 (1. d4 d5 *"))
                .hasMessage("line 1, column 7: the variation opened here is not closed by ')'");
        assertThatThrownBy(() -> PgnReader.readOne("[Event \"x\"]\n\n1. e4 e5"))
                .hasMessageStartingWith("line 1, column 1: the game that starts here has no termination marker");
        assertThatThrownBy(() -> PgnReader.readOne("[Event \"x\"]\n1. e4\n[Event \"y\"]\n1. d4 *"))
                .hasMessageContaining("before the tag on line 3");
        assertThatThrownBy(() -> PgnReader.readOne("[Event \"x]\n*"))
                .hasMessage("line 1, column 8: the value of tag Event is not closed by '\"' on its line");
        assertThatThrownBy(() -> PgnReader.readOne("[Event x]\n*"))
                .hasMessage("line 1, column 8: the value of tag Event must be in double quotes");
        assertThatThrownBy(() -> PgnReader.readOne("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*"))
                .hasMessageStartingWith("line 1, column 1: the FEN tag is not a valid position: ")
                .hasMessageContaining("king");
        assertThatThrownBy(() -> PgnReader.readOne("[SetUp \"1\"]\n*"))
                .hasMessageContaining("no FEN tag");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 {[%clk 3 min]} *"))
                .hasMessage("line 1, column 14: '3 min' is not a clock time h:mm:ss or h:mm:ss.f");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 {[%clk 0:61:00]} *"))
                .hasMessageContaining("'0:61:00' is not a clock time");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 $300 *"))
                .hasMessage("line 1, column 7: '$300' is not a NAG ($0 to $255)");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 ) *"))
                .hasMessage("line 1, column 7: ')' closes no variation");
        assertThatThrownBy(() -> PgnReader.readOne("$1 1. e4 *"))
                .hasMessage("line 1, column 1: an annotation before the first move");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 !!! *"))
                .hasMessageContaining("'!!!' is not an annotation");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 -- *")).hasMessageContaining("null moves");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4 e5 1-0x"))
                .hasMessageContaining("'1-0x' is not a move number, a move or a result");
        assertThatThrownBy(() -> PgnReader.readOne("")).hasMessageContaining("there is no game");
        assertThatThrownBy(() -> PgnReader.readOne("* *")).hasMessageContaining("a second game follows");
        assertThatThrownBy(() -> PgnReader.readOne("1. e4\r\n e5 \r\n2. Ke3 *"))
                .hasMessage("line 3, column 4: 'Ke3' is not a legal move for White after 1... e5");
    }

    @Test
    void afterAnErrorTheNextGameIsRead() {
        String text = "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n\n1. e4 e4 2. d4 *\n\n[Event \"3\"]\n\n1. d4 d5 *\n";
        PgnReader r = new PgnReader(text);
        assertThat(r.next().tag("Event")).contains("1");
        assertThatThrownBy(r::next).isInstanceOf(PgnException.class).hasMessageStartingWith("line 7, column 7:");
        PgnGame third = r.next();
        assertThat(third.tag("Event")).contains("3");
        assertThat(third.moves()).hasSize(2);
        assertThat(r.next()).isNull();
    }

    @Test
    void severalBadGamesEachGetTheirOwnPlace() {
        String text = "[Event \"1\"]\n\n1. e4 e4 *\n\n[Event \"2\"]\r\n\r\n1. Zz9 *\n\n[Event \"3\"]\n\n1. e4 e5\n";
        PgnReader r = new PgnReader(text);
        assertThatThrownBy(r::next).hasMessageStartingWith("line 3, column 7: 'e4' is not a legal move for Black");
        assertThatThrownBy(r::next).hasMessageStartingWith("line 7, column 4: 'Zz9' is not a move in SAN");
        assertThatThrownBy(r::next).hasMessageStartingWith("line 9, column 1: the game that starts here has no");
        assertThat(r.next()).isNull();
    }

    @Test
    void clockFractionsAndLongHours() {
        PgnGame g = PgnReader.readOne("1. e4 {[%clk 12:00:00.25]} e5 {[%emt 0:0:7]} *");
        assertThat(g.moves().get(0).clk()).isEqualTo(Optional.of(Duration.ofHours(12).plusMillis(250)));
        assertThat(g.moves().get(1).emt()).isEqualTo(Optional.of(Duration.ofSeconds(7)));
    }
}
