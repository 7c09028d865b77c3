package adjudicator.engine.pgn;

import org.junit.jupiter.api.Test;

import static adjudicator.engine.pgn.SourceEnding.Kind.*;
import static org.assertj.core.api.Assertions.assertThat;

/** A source's account of how a game ended, from the Termination strings real sources write (docs/engine.md). */
class SourceEndingTest {

    private static SourceEnding.Kind kind(String result, String termination) {
        return SourceEnding.of(result, termination).kind();
    }

    @Test
    void thePgnStandardsValuesAsLichessWritesThem() {
        assertThat(kind("1-0", "Normal")).isEqualTo(AT_THE_BOARD);
        assertThat(kind("0-1", "Time forfeit")).isEqualTo(TIME_FORFEIT);
        assertThat(kind("1-0", "Abandoned")).isEqualTo(FORFEIT);
        assertThat(kind("0-1", "Rules infraction")).isEqualTo(RULES_INFRACTION);
        assertThat(kind("1/2-1/2", "adjudication")).isEqualTo(ADJUDICATION);
        assertThat(kind("1/2-1/2", "emergency")).isEqualTo(EMERGENCY);
        assertThat(kind("1-0", "death")).isEqualTo(EMERGENCY);
        assertThat(kind("*", "Unterminated")).isEqualTo(UNTERMINATED);
    }

    @Test
    void theSentencesOtherSourcesWrite() {
        assertThat(kind("1-0", "White won by checkmate")).isEqualTo(CHECKMATE);
        assertThat(kind("0-1", "Black won by resignation")).isEqualTo(RESIGNATION);
        assertThat(kind("1-0", "White won on time")).isEqualTo(TIME_FORFEIT);
        assertThat(kind("0-1", "Black won - game abandoned")).isEqualTo(FORFEIT);
        assertThat(kind("1/2-1/2", "Game drawn by agreement")).isEqualTo(AGREEMENT);
        assertThat(kind("1/2-1/2", "Game drawn by repetition")).isEqualTo(REPETITION);
        assertThat(kind("1/2-1/2", "Game drawn by stalemate")).isEqualTo(STALEMATE);
        assertThat(kind("1/2-1/2", "Game drawn by insufficient material")).isEqualTo(INSUFFICIENT_MATERIAL);
        assertThat(kind("1/2-1/2", "Game drawn by timeout vs insufficient material")).as("a flag fell").isEqualTo(TIME_FORFEIT);
        assertThat(kind("1/2-1/2", "Game drawn by 50-move rule")).isEqualTo(FIFTY_MOVES);
        assertThat(kind("1-0", "  TIME   FORFEIT ")).as("case and spaces").isEqualTo(TIME_FORFEIT);
    }

    @Test
    void noTagOrAnUnknownOneLeavesTheResultAloneAndKeepsTheTagAsWritten() {
        assertThat(kind("1-0", null)).isEqualTo(UNKNOWN);
        SourceEnding odd = SourceEnding.of("0-1", "Opponent's phone rang");
        assertThat(odd.kind()).isEqualTo(UNKNOWN);
        assertThat(odd.termination()).isEqualTo("Opponent's phone rang");
        assertThat(odd.result()).isEqualTo("0-1");
    }

    @Test
    void aStarIsUnterminatedWhateverTheTagSays() {
        assertThat(kind("*", "Normal")).isEqualTo(UNTERMINATED);
    }

    @Test
    void readFromAGameItsMarkerAndItsTag() {
        PgnGame game = PgnReader.readOne("[Event \"Open\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 0-1\n");
        assertThat(SourceEnding.of(game)).isEqualTo(new SourceEnding(TIME_FORFEIT, "0-1", "time forfeit"));
    }
}
