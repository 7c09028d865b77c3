package adjudicator.engine.tournament;

import adjudicator.engine.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Tournament Report File (FIDE Handbook C.04 Annex 2, TRF16, and the TRF of 2026): written byte for
 * byte to the format's columns, read back, and read as another program writes it.
 */
class TrfTest {

    static final Entrant CARLSEN = new Entrant(1, "Carlsen, Magnus", 1503014L, Title.GM, 2830, "NOR",
            "1990-11-30", Sex.M);
    static final Entrant HOU = new Entrant(2, "Hou, Yifan", 8602980L, Title.GM, 2630, "CHN", "1994-02-27", Sex.W);
    static final Entrant NEPO = new Entrant(3, "Nepomniachtchi, Ian", 4168119L, Title.GM, 2760, "FID",
            "1990-07-14", Sex.M);
    static final Entrant IVANOV = new Entrant(4, "Ivanov, Petr", 34100001L, null, 1800, "RUS", null, Sex.M);

    /** Two rounds: a game won, a forfeit, a draw, a half-point and a zero-point bye. */
    static TournamentReport small() {
        TournamentTable table = new TournamentTable(List.of(CARLSEN, HOU, NEPO, IVANOV), 2, Map.of(
                1, List.of(new RoundEntry(1, 3, Color.WHITE, RoundResult.WIN), new RoundEntry(2, 2, Color.WHITE, RoundResult.DRAW)),
                2, List.of(new RoundEntry(1, 4, Color.WHITE, RoundResult.FORFEIT_WIN), new RoundEntry(2, 1, Color.BLACK, RoundResult.DRAW)),
                3, List.of(new RoundEntry(1, 1, Color.BLACK, RoundResult.LOSS), RoundEntry.alone(2, RoundResult.HALF_POINT_BYE)),
                4, List.of(new RoundEntry(1, 2, Color.BLACK, RoundResult.FORFEIT_LOSS), RoundEntry.alone(2, RoundResult.ZERO_POINT_BYE))));
        return new TournamentReport("Open A", "Moscow", "RUS", LocalDate.of(2026, 3, 1), LocalDate.of(2026, 3, 2),
                "Arbiter, Chief", List.of("Deputy, One"), List.of("Arbiter, Floor"), null, PairingSystem.SWISS,
                "40/5400+30:1800+30", Scoring.ONE_HALF_ZERO, List.of(TieBreak.BH_C1, TieBreak.SB), 5,
                Map.of(1, LocalDate.of(2026, 3, 1), 2, LocalDate.of(2026, 3, 2)), table, Map.of(4, RoundResult.ZERO_POINT_BYE),
                Map.of(1, 1, 2, 1, 3, 3, 4, 4));
    }

    /** The player records, column by column as C.04 Annex 2 lays them out (written out here by hand). */
    static final String PLAYERS = ""
            + "001    1 m GM Carlsen, Magnus                   2830 NOR     1503014 1990/11/30  1.5    1     3 w 1     2 w =\r"
            + "001    2 w GM Hou, Yifan                        2630 CHN     8602980 1994/02/27  1.5    1     4 w +     1 b =\r"
            + "001    3 m GM Nepomniachtchi, Ian               2760 FID     4168119 1990/07/14  0.5    3     1 b 0  0000 - H\r"
            + "001    4 m    Ivanov, Petr                      1800 RUS    34100001             0.0    4     2 b -  0000 - Z  0000 - Z\r";

    static final String ROUND_DATES =
            "132                                                                                        26/03/01  26/03/02\r";

    @Test
    void c04Annex2_trf16_isWrittenToTheFormatsColumns() {
        assertThat(Trf.write(small(), Trf.Version.TRF16)).isEqualTo(""
                + "012 Open A\r"
                + "022 Moscow\r"
                + "032 RUS\r"
                + "042 2026/03/01\r"
                + "052 2026/03/02\r"
                + "062 4\r"
                + "072 4\r"
                + "092 Individual: Swiss-System\r"
                + "102 Arbiter, Chief\r"
                + "112 Deputy, One\r"
                + "112 Arbiter, Floor\r"
                + "122 90'/40 + 30' + 30\"\r"
                + ROUND_DATES
                + "XXR 5\r"
                + "XXC white1\r"
                + PLAYERS);
    }

    @Test
    void trf2026_addsTheRoundsTheInitialColourTheTieBreaksAndTheEncodedTimeControl() {
        String written = Trf.write(small(), Trf.Version.TRF26);
        assertThat(written).contains("\r142 5\r152 W\r202 BH/C1,SB\r212 PTS,BH/C1,SB\r222 40/5400+30:1800+30\r")
                .endsWith(PLAYERS)
                .doesNotContain("XXR").doesNotContain("\n");
    }

    @Test
    void trf2026_writesTheScoringWhereItIsNotTheLaws() {
        TournamentReport r = small();
        TournamentReport football = new TournamentReport(r.name(), r.city(), r.federation(), r.startDate(), r.endDate(),
                r.chiefArbiter(), r.deputyArbiters(), r.arbiters(), r.type(), r.system(), r.timeControl(), Scoring.THREE_ONE_ZERO,
                r.tieBreaks(), r.plannedRounds(), r.roundDates(), r.table(), Map.of(), Map.of());
        String written = Trf.write(football, Trf.Version.TRF26);
        assertThat(written).contains("\r162  W 3.0    D 1.0    L 0.0\r");
        // Carlsen: a win and a draw, 4 points under 3-1-0
        assertThat(written).contains("1990/11/30  4.0");
        assertThat(Trf.read(written).scoring()).isEqualTo(Scoring.THREE_ONE_ZERO);
    }

    @Test
    void bothVersions_readBackToTheSameTable() {
        for (Trf.Version v : Trf.Version.values()) {
            TournamentReport back = Trf.read(Trf.write(small(), v));
            assertThat(back.table().entrants()).isEqualTo(small().table().entrants());
            // the absence written for the next round is a third round of zero-point byes in the file
            for (int p = 1; p <= 4; p++) {
                assertThat(back.table().of(p).subList(0, 2)).as("player %d, %s", p, v).isEqualTo(small().table().of(p));
            }
            assertThat(back.name()).isEqualTo("Open A");
            assertThat(back.chiefArbiter()).isEqualTo("Arbiter, Chief");
            assertThat(back.deputyArbiters()).containsExactly("Deputy, One", "Arbiter, Floor");
            assertThat(back.roundDates()).containsEntry(2, LocalDate.of(2026, 3, 2));
            assertThat(back.plannedRounds()).isEqualTo(5);
            assertThat(back.ranks()).containsEntry(3, 3);
            assertThat(back.startDate()).isEqualTo(LocalDate.of(2026, 3, 1));
            if (v == Trf.Version.TRF26) {
                assertThat(back.tieBreaks()).containsExactly(TieBreak.BH_C1, TieBreak.SB);
                assertThat(back.timeControl()).isEqualTo("40/5400+30:1800+30");
            }
        }
    }

    @Test
    void aDoubleForfeitIsAMinusOnBothSides_andReadBack() {
        TournamentTable table = new TournamentTable(List.of(CARLSEN, HOU), 1, Map.of(
                1, List.of(new RoundEntry(1, 2, Color.WHITE, RoundResult.FORFEIT_LOSS)),
                2, List.of(new RoundEntry(1, 1, Color.BLACK, RoundResult.FORFEIT_LOSS))));
        TournamentReport r = new TournamentReport("Double", null, null, null, null, null, null, null, null, PairingSystem.SWISS,
                null, null, null, 1, null, table, null, null);
        String written = Trf.write(r, Trf.Version.TRF16);
        assertThat(written).contains("1990/11/30  0.0          2 w -\r").contains("1994/02/27  0.0          1 b -\r");
        assertThat(Trf.read(written).table()).isEqualTo(table);
        assertThat(BoardResult.of(RoundResult.FORFEIT_LOSS, RoundResult.FORFEIT_LOSS)).isEqualTo(BoardResult.DOUBLE_FORFEIT);
    }

    @Test
    void theTieBreakExercise_roundTripsThroughBothVersions() {
        TournamentTable exercise = Crosstables.parse(StandingsTest.EXERCISE);
        TournamentReport r = new TournamentReport("TEC exercise", null, null, null, null, "Held, Mario", null, null, null,
                PairingSystem.SWISS, null, null, null, 5, null, exercise, null, null);
        for (Trf.Version v : Trf.Version.values()) {
            assertThat(Trf.read(Trf.write(r, v)).table()).isEqualTo(exercise);
        }
    }

    @Test
    void aFileWrittenByAnotherProgram_isRead() throws IOException {
        // made by hand from the format's description, in the older programs' ways: CR LF, one-letter titles,
        // a birth year alone or YYYY.MM.DD, a forfeit with the colour "-", a lower-case bye, XXR and XXC
        TournamentReport r = Trf.read(resource("trf/other-program.trf"));
        assertThat(r.name()).isEqualTo("Club Championship 2010");
        assertThat(r.city()).isEqualTo("San Sebastian");
        assertThat(r.federation()).isEqualTo("ESP");
        assertThat(r.startDate()).isEqualTo(LocalDate.of(2010, 9, 24));
        assertThat(r.chiefArbiter()).isEqualTo("Arbiter, Chief");
        assertThat(r.deputyArbiters()).containsExactly("Deputy, First", "Deputy, Second");
        assertThat(r.plannedRounds()).isEqualTo(4);
        assertThat(r.timeControl()).isNull(); // 122 is free text; TRF16 has no encoded time control
        TournamentTable t = r.table();
        assertThat(t.rounds()).isEqualTo(3);
        assertThat(t.entrant(1)).isEqualTo(new Entrant(1, "Mirzoev, Azer", 13400304L, Title.GM, 2527, "AZE",
                "1978", Sex.M));
        assertThat(t.entrant(2).rating()).isNull();
        assertThat(t.entrant(2).fideId()).isNull();
        assertThat(t.entrant(3).title()).isEqualTo(Title.WFM);
        assertThat(t.entrant(3).birthDate()).isEqualTo("1956-03-02");
        assertThat(t.entrant(5).title()).isEqualTo(Title.IM);
        assertThat(t.of(2).get(1)).isEqualTo(RoundEntry.alone(2, RoundResult.HALF_POINT_BYE));
        assertThat(t.of(3).get(1)).isEqualTo(new RoundEntry(2, 4, null, RoundResult.FORFEIT_WIN));
        assertThat(t.of(5).get(0)).isEqualTo(RoundEntry.alone(1, RoundResult.PAIRING_ALLOCATED_BYE));
        assertThat(r.ranks()).containsEntry(4, 3);
        assertThat(Standings.score(t, 1, Scoring.ONE_HALF_ZERO)).isEqualByComparingTo("2.5");
    }

    @Test
    void pointsThatDoNotMatchTheResults_areRefusedNamingTheLine() {
        String wrong = Trf.write(small(), Trf.Version.TRF16).replace("1990/11/30  1.5", "1990/11/30  2.5");
        assertThatThrownBy(() -> Trf.read(wrong)).isInstanceOf(Trf.TrfException.class)
                .hasMessageContaining("line 16").hasMessageContaining("player 1 has 2.5 points");
    }

    @Test
    void aGameOneSideDoesNotRecord_isRefused() {
        String wrong = Trf.write(small(), Trf.Version.TRF16).replace("     1 b 0  0000 - H", "     2 b 0  0000 - H");
        // the line of the player the inconsistency is found at, never "line 0"
        assertThatThrownBy(() -> Trf.read(wrong)).isInstanceOf(Trf.TrfException.class).hasMessageContaining("does not match")
                .satisfies(e -> {
                    String message = e.getMessage();
                    int line = Integer.parseInt(message.substring(5, message.indexOf(':')));
                    java.util.regex.Matcher player = java.util.regex.Pattern.compile("player (\\d+)").matcher(message);
                    org.assertj.core.api.Assertions.assertThat(player.find()).isTrue();
                    // the line named is the record (001) of the player the message names first
                    org.assertj.core.api.Assertions.assertThat(wrong.split("\r\n|\r|\n")[line - 1])
                            .startsWith(String.format("001 %4d", Integer.parseInt(player.group(1))));
                });
    }

    @Test
    void aByeWithAnOpponent_isRefused() {
        String wrong = Trf.write(small(), Trf.Version.TRF16).replace("  0000 - H", "     4 - H");
        assertThatThrownBy(() -> Trf.read(wrong)).isInstanceOf(Trf.TrfException.class).hasMessageContaining("a bye (H) has no opponent");
    }

    @Test
    void thePairingProgramsOutput_isRead() {
        PairingOutput.Round r = PairingOutput.read("3\n2 1\n5 4\n3 0\n");
        assertThat(r.games()).containsExactly(new BergerTable.Pairing(2, 1), new BergerTable.Pairing(5, 4));
        assertThat(r.bye()).isEqualTo(3);
        assertThatThrownBy(() -> PairingOutput.read("2\n1 2\n")).hasMessageContaining("announces 2 pairs");
        assertThatThrownBy(() -> PairingOutput.read("2\n1 2\n2 3\n")).hasMessageContaining("names a player twice");
    }

    /**
     * bbpPairings (a FIDE-endorsed pairing program; GPL, not part of this project) pairs the next round
     * from our export. Run where it is built: {@code BBP_PAIRINGS=/path/to/bbpPairings.exe mvn test
     * -pl engine -Dtest=TrfTest} (docs/tournaments.md says how to build it).
     */
    @Test
    @EnabledIfEnvironmentVariable(named = "BBP_PAIRINGS", matches = ".+")
    void bbpPairings_pairsTheNextRoundFromOurExport() throws Exception {
        Path dir = Files.createTempDirectory("bbp");
        for (Trf.Version v : Trf.Version.values()) {
            Path in = dir.resolve("in-" + v + ".trf");
            Path out = dir.resolve("out-" + v + ".txt");
            Files.writeString(in, Trf.write(small(), v), StandardCharsets.UTF_8);
            Process p = new ProcessBuilder(System.getenv("BBP_PAIRINGS"), "--dutch", in.toString(), "-p", out.toString())
                    .redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as("bbpPairings on our %s: %s", v, said).isZero();
            PairingOutput.Round round = PairingOutput.read(Files.readString(out));
            // 4 is absent in round 3 (written as a zero-point bye): 1, 2, 3 are paired, one with the bye
            assertThat(round.games()).hasSize(1);
            assertThat(round.bye()).isNotNull();
            assertThat(round.games().get(0).white() + round.games().get(0).black() + round.bye()).isEqualTo(6);
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = TrfTest.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }


    /**
     * A byte-order mark starting an uploaded file is the file's and is removed; an invisible format
     * character inside it (a zero-width space in a name) is reported at its line and column and refuses
     * the file, never stripped.
     */
    @Test
    void aByteOrderMarkIsTheFilesAndAnInvisibleCharacterInANameIsRefusedAtItsLineAndColumn() {
        String written = Trf.write(small(), Trf.Version.TRF16);
        assertThat(Trf.read("\uFEFF" + written).name()).isEqualTo("Open A");
        String hidden = written.replace("Carlsen, Magnus", "Carl\u200Bsen, Magnus");
        int line = (int) written.substring(0, written.indexOf("Carlsen")).chars().filter(c -> c == '\r').count() + 1;
        int column = written.indexOf("Carlsen") - written.lastIndexOf('\r', written.indexOf("Carlsen")) + 4;
        assertThatThrownBy(() -> Trf.read(hidden)).isInstanceOf(Trf.TrfException.class)
                .hasMessageContaining("line " + line + ": column " + column + " holds the invisible format character U+200B");
    }
}
