package adjudicator.query;

import adjudicator.command.api.Commands;
import adjudicator.command.decide.ImportDecider;
import adjudicator.command.importing.PgnImport;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.engine.pgn.PgnReader;
import adjudicator.engine.rules.Edition;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The PGN this record writes of an imported game, imported again: the same moves, the same clocks to the
 * second, the same result, and the source's other tags kept (docs/import.md).
 */
class ImportRoundTripTest {

    private static final String GAME = """
            [Event "Open A"]
            [Site "Riga LAT"]
            [Date "2026.03.01"]
            [Round "4.1"]
            [White "Carlsen, Magnus"]
            [Black "Nepomniachtchi, Ian"]
            [WhiteFideId "1503014"]
            [BlackFideId "4168119"]
            [WhiteElo "2830"]
            [ECO "C65"]
            [Result "1-0"]
            [UTCDate "2026.03.01"]
            [UTCTime "15:00:07"]
            [TimeControl "40/5400+30:1800+30"]
            [Termination "White won by resignation"]

            1. e4 {[%clk 1:30:27]} e5 {[%clk 1:30:26]} 2. Nf3 {[%clk 1:30:50.5]} Nc6 {[%clk 1:30:45]}
            3. Bb5 {[%clk 1:29:12]} Nf6 {[%clk 1:25:01]} 4. O-O {[%clk 1:29:33]} Nxe4 {[%clk 1:24:10]} 1-0
            """;

    private static GameState imported(String pgn) {
        Commands.ImportGame command = PgnImport.command(PgnReader.readOne(pgn), new PgnImport.Origin("a".repeat(64), 1),
                new PgnImport.Options(Edition.FIDE_2023, null, Instant.parse("2026-12-02T12:00:00Z")));
        return GameFold.of(ImportDecider.decide(command).eventsOrThrow());
    }

    @Test
    void ourPgnOfAnImportedGameImportsAgainAsTheSameGame() {
        GameState first = imported(GAME);
        String written = PgnWriter.write(first);
        GameState second = imported(written);

        assertThat(second.moves()).extracting(MoveRecord::uci).containsExactly("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "g8f6", "e1g1", "f6e4");
        assertThat(second.moves()).extracting(m -> m.clockMs() / 1000)
                .containsExactly(5427L, 5426L, 5450L, 5445L, 5352L, 5101L, 5373L, 5050L);
        // the clocks are written to the second, so the presses read back within a second (the 1:30:50.5 of move 2 is 1:30:50)
        for (int i = 0; i < first.moves().size(); i++) {
            assertThat(java.time.Duration.between(first.moves().get(i).at(), second.moves().get(i).at()).abs())
                    .isLessThan(java.time.Duration.ofSeconds(1));
        }
        assertThat(second.resultInForce()).isEqualTo("1-0");
        assertThat(second.created().white().fideId()).isEqualTo(1503014L);
        assertThat(second.created().round()).isEqualTo("4");
        assertThat(second.created().board()).isEqualTo(1);
        assertThat(written).contains("[WhiteElo \"2830\"]").contains("[ECO \"C65\"]").contains("[UTCTime \"15:00:07\"]");
        // the same game by its identity: a second import finds the first
        assertThat(second.gameId()).isEqualTo(first.gameId());
        assertThat(List.of(second.source().clocksKnown(), first.source().clocksKnown())).containsExactly(true, true);
    }
}
