package adjudicator.engine.pgn;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A PGN TimeControl tag read as the record's time control: the standard's form, and the prose real files carry. */
class PgnTimeControlTest {

    private static String read(String tag) {
        PgnTimeControl r = PgnTimeControl.read(tag);
        return r.source() + (r.control() == null ? "" : " " + r.control().format());
    }

    @Test
    void theStandardsFormIsTheContractsSyntax() {
        assertThat(read("40/5400+30:1800+30")).isEqualTo("STANDARD 40/5400+30:1800+30");
        assertThat(read("5400+30")).isEqualTo("STANDARD 5400+30");
        assertThat(read("-")).isEqualTo("STANDARD -");
        assertThat(read("?")).isEqualTo("UNKNOWN");
        assertThat(read(null)).isEqualTo("UNKNOWN");
        assertThat(read("40/0")).as("the standard's form, but no time").isEqualTo("UNREADABLE");
    }

    @Test
    void theProseOfTheRegulationsIsReadWhereItIsCertain() {
        assertThat(read("90 minutes for the first 40 moves, followed by 30 minutes for the rest of the game, with an increment"
                + " of 30 seconds per move starting from move one")).isEqualTo("PROSE 40/5400+30:1800+30");
        assertThat(read("40 moves in 90 minutes, then 30 minutes, 30 seconds increment per move"))
                .isEqualTo("PROSE 40/5400+30:1800+30");
        assertThat(read("90'+30\"")).isEqualTo("PROSE 5400+30");
        assertThat(read("90 min + 30 sec")).isEqualTo("PROSE 5400+30");
        assertThat(read("90m+30s")).isEqualTo("PROSE 5400+30");
        assertThat(read("Rapid: 15 minutes + 10 seconds")).isEqualTo("PROSE 900+10");
        assertThat(read("90 minutes")).isEqualTo("PROSE 5400");
    }

    @Test
    void whatIsNotCertainIsNotRead() {
        assertThat(read("100 minutes for 40 moves, 50 minutes for 20 moves, 15 minutes for the rest with 30 seconds added per move"
                + " from move 61")).as("an increment from move 61").isEqualTo("UNREADABLE");
        assertThat(read("120 minutes for 40 moves + 60 minutes for the rest")).as("the second period not in a form read")
                .isEqualTo("UNREADABLE");
        assertThat(read("G/90;+30")).isEqualTo("UNREADABLE");
        assertThat(read("Classical")).isEqualTo("UNREADABLE");
        assertThat(PgnTimeControl.read("Classical").tag()).isEqualTo("Classical");
    }
}
