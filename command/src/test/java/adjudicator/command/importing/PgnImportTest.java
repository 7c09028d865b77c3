package adjudicator.command.importing;

import adjudicator.command.api.Commands;
import adjudicator.engine.pgn.PgnReader;
import adjudicator.engine.rules.Edition;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A PGN game's tags read into its creation, each inference said (docs/import.md). */
class PgnImportTest {

    private static final Instant NOW = Instant.parse("2026-12-02T12:00:00Z");

    private static Commands.ImportGame read(String tags, String moves, String timeControl) {
        return PgnImport.command(PgnReader.readOne(tags + "\n\n" + moves + "\n"), new PgnImport.Origin("0".repeat(64), 7),
                new PgnImport.Options(Edition.FIDE_2023, timeControl, NOW));
    }

    private static Commands.ImportGame read(String tags, String moves) {
        return read(tags, moves, null);
    }

    @Test
    void theRoundAndBoardAreReadFromOneTagOrTwo_andTheyMustAgree() {
        assertThat(read("[Round \"4.12\"]", "*").create()).satisfies(c -> {
            assertThat(c.round()).isEqualTo("4");
            assertThat(c.board()).isEqualTo(12);
        });
        assertThat(read("[Round \"4\"]\n[Board \"12\"]", "*").create().board()).isEqualTo(12);
        assertThat(read("[Round \"?\"]", "*").create().round()).isNull();
        assertThatThrownBy(() -> read("[Round \"4.1\"]\n[Board \"2\"]", "*")).isInstanceOf(PgnImport.Refused.class)
                .hasMessageContaining("names board 1, the Board tag 2");
        assertThatThrownBy(() -> read("[Round \"four\"]", "*")).hasMessageContaining("the Round tag \"four\" is not a round");
        // "4.12" and "4" with board 12 are the same game
        assertThat(read("[Round \"4.12\"]", "1. e4 *").gameId()).isEqualTo(read("[Round \"4\"]\n[Board \"12\"]", "1. e4 *").gameId());
    }

    @Test
    void thePlayersAreKnownByNameAndFideId_aBrokenIdRefusesTheGame() {
        Commands.CreateGame c = read("[White \"Carlsen, Magnus\"]\n[WhiteFideId \"1503014\"]\n[Black \"?\"]", "*").create();
        assertThat(c.white().name()).isEqualTo("Carlsen, Magnus");
        assertThat(c.white().fideId()).isEqualTo(1503014L);
        assertThat(c.black()).isNull();
        assertThatThrownBy(() -> read("[WhiteFideId \"15O3014\"]", "*")).isInstanceOf(PgnImport.Refused.class)
                .hasMessageContaining("WhiteFideId").satisfies(e -> assertThat(((PgnImport.Refused) e).ply()).isZero());
    }

    @Test
    void theStartInstantIsTheUtcTagsElseTheDateElseTheImports_eachInferenceSaid() {
        assertThat(read("[UTCDate \"2026.03.01\"]\n[UTCTime \"9:05:00\"]", "*").create().at())
                .isEqualTo(Instant.parse("2026-03-01T09:05:00Z"));
        Commands.ImportGame dated = read("[Date \"2026.03.01\"]", "*");
        assertThat(dated.create().at()).isEqualTo(Instant.parse("2026-03-01T00:00:00Z"));
        assertThat(dated.create().source().notes()).anyMatch(n -> n.startsWith("the start instant is the Date at 00:00 UTC"));
        Commands.ImportGame undated = read("[Date \"2026.??.??\"]", "*");
        assertThat(undated.create().at()).isEqualTo(NOW);
        assertThat(undated.create().source().notes()).anyMatch(n -> n.contains("no complete date"));
        assertThatThrownBy(() -> read("[Date \"1.3.2026\"]", "*")).hasMessageContaining("not a date");
    }

    @Test
    void theTimeControlIsTheTagsOrAParameter_andTheClocksAreKnownOnlyWithACommentAfterEveryMove() {
        Commands.ImportGame prose = read("[TimeControl \"90 minutes for the first 40 moves, followed by 30 minutes for the rest of the "
                + "game with an increment of 30 seconds per move starting from move one\"]", "1. e4 {[%clk 1:30:25]} e5 {[%clk 1:30:20]} *");
        assertThat(prose.create().timeControl()).isEqualTo("40/5400+30:1800+30");
        assertThat(prose.create().source().clocksKnown()).isTrue();
        assertThat(prose.create().source().notes()).anyMatch(n -> n.startsWith("the time control is read from the sentence"));
        assertThat(prose.play()).extracting(c -> c.getClass().getSimpleName())
                .containsExactly("StartClocks", "MakeMove", "PressClock", "MakeMove", "PressClock");

        Commands.ImportGame given = read("[TimeControl \"?\"]", "1. e4 {[%clk 1:30:25]} e5 {[%clk 1:30:20]} *", "5400+30");
        assertThat(given.create().timeControl()).isEqualTo("5400+30");
        assertThat(given.create().source().notes()).anyMatch(n -> n.contains("the one given to the import (5400+30)"));

        Commands.ImportGame partly = read("[TimeControl \"5400+30\"]", "1. e4 {[%clk 1:30:25]} e5 *");
        assertThat(partly.create().source().clocksKnown()).isFalse();
        assertThat(partly.create().source().notes()).anyMatch(n -> n.contains("clock comments after 1 of the 2 moves"));
        assertThat(partly.play()).extracting(c -> c.getClass().getSimpleName()).containsExactly("MakeMove", "MakeMove");
        assertThat(partly.ending()).isNull();
    }

    @Test
    void everyTagIsKept_andTheIdentityIgnoresTheTagsOutsideIt() {
        Commands.ImportGame a = read("[Event \"E\"]\n[WhiteElo \"2700\"]\n[ECO \"C20\"]", "1. e4 e5 1-0");
        assertThat(a.create().source().tags()).extracting(t -> t.name() + "=" + t.value())
                .containsExactly("Event=E", "WhiteElo=2700", "ECO=C20");
        assertThat(a.create().source().gameNumber()).isEqualTo(7);
        assertThat(read("[Event \"E\"]\n[WhiteElo \"2701\"]", "1. e4 e5 1/2-1/2").gameId()).isEqualTo(a.gameId());
        assertThat(read("[Event \"E\"]", "1. e4 c5 1-0").gameId()).isNotEqualTo(a.gameId());
        assertThat(read("[Event \"F\"]", "1. e4 e5 1-0").gameId()).isNotEqualTo(a.gameId());
    }
}
