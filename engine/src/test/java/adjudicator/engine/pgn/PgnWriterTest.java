package adjudicator.engine.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.SanLanguage;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Writing PGN (export format) and reading it back. */
class PgnWriterTest {

    static PgnMove move(String uci, String san, List<String> comments, List<Integer> nags, Duration clk,
            Duration emt) {
        return new PgnMove(Move.parseUci(uci), san, comments, nags, Optional.ofNullable(clk), Optional.ofNullable(emt));
    }

    static PgnGame scholarsMate() {
        List<PgnTag> tags = List.of(new PgnTag("TimeControl", "5400+30"), new PgnTag("Result", "1-0"),
                new PgnTag("White", "Иванов, Иван"), new PgnTag("Event", "Test"), new PgnTag("Black", "Bob \"B\" \\"),
                new PgnTag("Site", "Moscow"), new PgnTag("Date", "2024.03.01"), new PgnTag("Round", "1"));
        List<PgnMove> moves = List.of(
                move("e2e4", "e4", List.of(), List.of(), Duration.ofMinutes(90), null),
                move("e7e5", "e5", List.of(), List.of(), Duration.ofMillis(5_395_500), Duration.ofMillis(4_500)),
                move("f1c4", "Bc4", List.of(), List.of(1), null, null),
                move("b8c6", "Nc6", List.of(), List.of(), null, null),
                move("d1h5", "Qh5", List.of(), List.of(), null, null),
                move("g8f6", "Nf6", List.of("Loses at once"), List.of(4), null, null),
                move("h5f7", "Qxf7#", List.of(), List.of(), null, null));
        return new PgnGame(tags, Position.initial(), List.of(), moves, "1-0",
                Position.fromFen(PgnReaderTest.SCHOLARS_MATE_FEN));
    }

    @Test
    void writesRosterFirstEscapesValuesNumbersClocksNagsAndWrapsAt80() {
        String expected = """
                [Event "Test"]
                [Site "Moscow"]
                [Date "2024.03.01"]
                [Round "1"]
                [White "Иванов, Иван"]
                [Black "Bob \\"B\\" \\\\"]
                [Result "1-0"]
                [TimeControl "5400+30"]

                1. e4 {[%clk 1:30:00]} 1... e5 {[%clk 1:29:55.5] [%emt 0:00:04.5]} 2. Bc4 $1 Nc6
                3. Qh5 Nf6 $4 {Loses at once} 4. Qxf7# 1-0

                """;
        assertThat(PgnWriter.write(scholarsMate())).isEqualTo(expected);
    }

    @Test
    void writesRussianLetters() {
        String text = PgnWriter.write(scholarsMate(), SanLanguage.RUSSIAN);
        assertThat(text).contains("2. Сc4 $1 Кc6\n3. Фh5 Кf6 $4 {Loses at once} 4. Ф").contains("4. Фxf7# 1-0");
    }

    @Test
    void writeThenReadGivesTheSameGame() {
        PgnGame g = scholarsMate();
        PgnGame back = PgnReader.readOne(PgnWriter.write(g));
        // the roster comes first, so compare with the tags in roster order
        assertThat(back.tags()).containsExactly(new PgnTag("Event", "Test"), new PgnTag("Site", "Moscow"),
                new PgnTag("Date", "2024.03.01"), new PgnTag("Round", "1"), new PgnTag("White", "Иванов, Иван"),
                new PgnTag("Black", "Bob \"B\" \\"), new PgnTag("Result", "1-0"), new PgnTag("TimeControl", "5400+30"));
        assertThat(back.moves()).isEqualTo(g.moves());
        assertThat(back.result()).isEqualTo("1-0");
        assertThat(back.start()).isEqualTo(g.start());
        assertThat(back.finalPosition()).isEqualTo(g.finalPosition());

        PgnGame ru = PgnReader.readOne(PgnWriter.write(g, SanLanguage.RUSSIAN));
        assertThat(ru.moves()).extracting(PgnMove::move).isEqualTo(g.moves().stream().map(PgnMove::move).toList());
        assertThat(ru.moves()).extracting(PgnMove::san).containsExactly("e4", "e5", "Сc4", "Кc6", "Фh5", "Кf6", "Фxf7#");
        assertThat(ru.moves()).extracting(PgnMove::clk).isEqualTo(g.moves().stream().map(PgnMove::clk).toList());
    }

    @Test
    void readWriteReadOfARichGameIsStable() {
        String pgn = PgnReaderTest.LICHESS;
        PgnGame first = PgnReader.readOne(pgn);
        String written = PgnWriter.write(first);
        PgnGame second = PgnReader.readOne(written);
        assertThat(second).isEqualTo(first); // tags already in roster order, SAN already canonical
        assertThat(PgnWriter.write(second)).isEqualTo(written);
        assertThat(written).contains("{A quick one} 1. e4 {[%clk 0:03:00]} 1... e5");
    }

    @Test
    void longGamesAndLongCommentsAreWrappedAtEightyCharacters() {
        Random rnd = new Random(5);
        String text = PgnReadBenchmark.games(30, rnd);
        List<PgnGame> games = PgnReader.readAll(text);
        StringBuilder words = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            words.append("word").append(i).append(i % 7 == 0 ? "\n\t " : " ");
        }
        PgnGame g0 = games.get(0);
        List<PgnMove> moves = new java.util.ArrayList<>(g0.moves());
        PgnMove m0 = moves.get(0);
        moves.set(0, new PgnMove(m0.move(), m0.san(), List.of(words.toString()), List.of(3, 145), m0.clk(),
                Optional.of(Duration.ofNanos(1))));
        games.set(0, new PgnGame(g0.tags(), g0.start(), List.of("before " + words), moves, g0.result(),
                g0.finalPosition()));
        String out = PgnWriter.writeAll(games, SanLanguage.ENGLISH);
        assertThat(out.lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(80));
        assertThat(out.lines().filter(l -> l.length() > 70).count()).isGreaterThan(100);
        List<PgnGame> back = PgnReader.readAll(out);
        assertThat(back).hasSize(30);
        for (int i = 0; i < 30; i++) {
            // the first move of game 0 has a comment with irregular white space, compared below
            int from = i == 0 ? 1 : 0;
            List<PgnMove> expected = games.get(i).moves();
            assertThat(back.get(i).moves().subList(from, expected.size())).isEqualTo(expected.subList(from, expected.size()));
            assertThat(back.get(i).finalPosition()).isEqualTo(games.get(i).finalPosition());
        }
        assertThat(back.get(0).moves().get(0).comments().get(0)).startsWith("word0 word1 ").endsWith(" word59")
                .doesNotContain("  ").doesNotContain("\n");
        assertThat(back.get(0).moves().get(0).nags()).containsExactly(3, 145);
        assertThat(back.get(0).comments()).hasSize(1);
        assertThat(back.get(0).moves().get(0).emt()).contains(Duration.ofNanos(1));
        assertThat(out).contains("[%emt 0:00:00.000000001]");
    }

    @Test
    void missingRosterTagsGetDefaultsAndAnotherStartGetsFen() {
        Position start = Position.fromFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 60");
        PgnGame g = new PgnGame(List.of(new PgnTag("Annotator", "me")), start, List.of(),
                List.of(new PgnMove(Move.parseUci("e7e8q"), "e8=Q+")), "*", start.play(Move.parseUci("e7e8q")));
        assertThat(PgnWriter.write(g)).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "?"]
                [Black "?"]
                [Result "*"]
                [Annotator "me"]
                [SetUp "1"]
                [FEN "k7/4P3/8/8/8/8/8/4K3 w - - 0 60"]

                60. e8=Q+ *

                """);
        PgnGame back = PgnReader.readOne(PgnWriter.write(g));
        assertThat(back.start()).isEqualTo(start);
        assertThat(back.finalPosition()).isEqualTo(g.finalPosition());
    }

    @Test
    void blackToMoveFirstIsNumberedWithDots() {
        Position start = Position.fromFen("4k3/8/8/8/8/8/8/4K2R b K - 3 17");
        PgnGame g = new PgnGame(List.of(), start, List.of(), List.of(new PgnMove(Move.parseUci("e8d7"), "Kd7"),
                new PgnMove(Move.parseUci("e1g1"), "O-O")), "*", start);
        assertThat(PgnWriter.write(g)).endsWith("\n\n17... Kd7 18. O-O *\n\n");
        assertThat(PgnWriter.write(g, SanLanguage.RUSSIAN)).endsWith("\n\n17... Крd7 18. 0-0 *\n\n");
    }

    @Test
    void refusesWhatPgnCannotHold() {
        PgnGame g = scholarsMate();
        assertThatThrownBy(() -> PgnWriter.write(new PgnGame(List.of(new PgnTag("Bad Name", "x")), g.start(),
                List.of(), List.of(), "*", g.start()))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Bad Name");
        assertThatThrownBy(() -> PgnWriter.write(new PgnGame(List.of(new PgnTag("Event", "a\nb")), g.start(),
                List.of(), List.of(), "*", g.start()))).hasMessageContaining("line break");
        assertThatThrownBy(() -> PgnWriter.write(new PgnGame(List.of(), g.start(), List.of("a } b"), List.of(), "*",
                g.start()))).hasMessageContaining("'}'");
        assertThatThrownBy(() -> PgnWriter.write(new PgnGame(List.of(), g.start(), List.of(), List.of(), "2-0",
                g.start()))).hasMessageContaining("'2-0'");
        assertThatThrownBy(() -> PgnWriter.write(new PgnGame(List.of(), g.start(), List.of(),
                List.of(new PgnMove(Move.parseUci("e2e5"), "e5")), "*", g.start())))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("illegal move e2e5");
        assertThatThrownBy(() -> PgnWriter.clock(Duration.ofSeconds(-1))).hasMessageContaining("negative");
        assertThat(PgnWriter.clock(Duration.ofSeconds(100 * 3600 + 5))).isEqualTo("100:00:05");
        assertThat(PgnWriter.clock(Duration.ofMillis(59_120))).isEqualTo("0:00:59.12");
    }
}
