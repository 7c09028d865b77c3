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
                Map.of(1, 1, 2, 1, 3, 3, 4, 4), null);
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
                r.tieBreaks(), r.plannedRounds(), r.roundDates(), r.table(), Map.of(), Map.of(), null);
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
                null, null, null, 1, null, table, null, null, null);
        String written = Trf.write(r, Trf.Version.TRF16);
        assertThat(written).contains("1990/11/30  0.0          2 w -\r").contains("1994/02/27  0.0          1 b -\r");
        assertThat(Trf.read(written).table()).isEqualTo(table);
        assertThat(BoardResult.of(RoundResult.FORFEIT_LOSS, RoundResult.FORFEIT_LOSS)).isEqualTo(BoardResult.DOUBLE_FORFEIT);
    }

    @Test
    void theTieBreakExercise_roundTripsThroughBothVersions() {
        TournamentTable exercise = Crosstables.parse(StandingsTest.EXERCISE);
        TournamentReport r = new TournamentReport("TEC exercise", null, null, null, null, "Held, Mario", null, null, null,
                PairingSystem.SWISS, null, null, null, 5, null, exercise, null, null, null);
        for (Trf.Version v : Trf.Version.values()) {
            assertThat(Trf.read(Trf.write(r, v)).table()).isEqualTo(exercise);
        }
    }

    /** Four players registered, no round paired yet, the initial colour {@code colour} (null: none fixed). */
    private static TournamentReport beforeRoundOne(Color colour) {
        TournamentTable table = new TournamentTable(List.of(CARLSEN, HOU, NEPO, IVANOV), 0, Map.of());
        return new TournamentReport("Open A", null, null, null, null, null, null, null, null, PairingSystem.SWISS, null, null,
                null, 5, null, table, null, null, colour);
    }

    @Test
    void theInitialColourIsWrittenBeforeRoundOne_inBothLayouts() {
        // bbpPairings stops with "Please configure the initial piece colors" without it, so round 1 could not be paired
        assertThat(Trf.write(beforeRoundOne(Color.WHITE), Trf.Version.TRF16)).contains("\rXXR 5\rXXC white1\r");
        assertThat(Trf.write(beforeRoundOne(Color.BLACK), Trf.Version.TRF16)).contains("\rXXR 5\rXXC black1\r");
        assertThat(Trf.write(beforeRoundOne(Color.WHITE), Trf.Version.TRF26)).contains("\r142 5\r152 W\r");
        assertThat(Trf.write(beforeRoundOne(Color.BLACK), Trf.Version.TRF26)).contains("\r142 5\r152 B\r");
        // none fixed and no round paired: nothing to write
        assertThat(Trf.write(beforeRoundOne(null), Trf.Version.TRF16)).doesNotContain("XXC");
        assertThat(Trf.write(beforeRoundOne(null), Trf.Version.TRF26)).doesNotContain("\r152");
    }

    /** The small tournament with byes asked for: Carlsen a half-point bye in round 3 (the next), Nepomniachtchi an absence in round 5. */
    private static TournamentReport withRequests() {
        TournamentReport r = small();
        return new TournamentReport(r.name(), r.city(), r.federation(), r.startDate(), r.endDate(), r.chiefArbiter(),
                r.deputyArbiters(), r.arbiters(), r.type(), r.system(), r.timeControl(), r.scoring(), r.tieBreaks(), r.plannedRounds(),
                r.roundDates(), r.table(), Map.of(4, RoundResult.ZERO_POINT_BYE, 1, RoundResult.HALF_POINT_BYE), r.ranks(), null, null,
                null, null, Map.of(3, Map.of(1, RoundResult.HALF_POINT_BYE), 5, Map.of(3, RoundResult.ZERO_POINT_BYE)));
    }

    @Test
    void byesAskedForAreWrittenAsThePairingProgramsReadThem_inBothLayouts() {
        String trf16 = Trf.write(withRequests(), Trf.Version.TRF16);
        // the round to pair's column: Carlsen's half-point bye beside Ivanov's absence; round 5's absence has no place in TRF16
        assertThat(trf16).contains("1990/11/30  1.5    1     3 w 1     2 w =  0000 - H\r");
        assertThat(trf16).doesNotContain("240");
        String trf26 = Trf.write(withRequests(), Trf.Version.TRF26);
        assertThat(trf26).contains("\r240 H 003    1\r240 Z 005    3\r").contains("1     3 w 1     2 w =  0000 - H\r");
        for (String written : List.of(trf16, trf26)) {
            TournamentReport back = Trf.read(written);
            // the column of the round to pair is read as the byes asked for in it, not as a round played
            assertThat(back.table().rounds()).isEqualTo(2);
            assertThat(back.requestedByes().get(3)).containsEntry(1, RoundResult.HALF_POINT_BYE).containsEntry(4, RoundResult.ZERO_POINT_BYE);
        }
        assertThat(Trf.read(trf26).requestedByes().get(5)).containsExactly(Map.entry(3, RoundResult.ZERO_POINT_BYE));
        assertThatThrownBy(() -> Trf.read("012 X\r240 U 003    2\r")).isInstanceOf(Trf.TrfException.class).hasMessageContaining("line 2")
                .hasMessageContaining("H (a half-point bye) or Z");
    }

    @Test
    void theInitialColourFixedBeforeRoundOne_standsAboveRoundOnesBoards() {
        // the small tournament's player 1 had White in round 1; a colour set as black1 is what the file says
        TournamentReport r = small();
        TournamentReport black = new TournamentReport(r.name(), r.city(), r.federation(), r.startDate(), r.endDate(),
                r.chiefArbiter(), r.deputyArbiters(), r.arbiters(), r.type(), r.system(), r.timeControl(), r.scoring(),
                r.tieBreaks(), r.plannedRounds(), r.roundDates(), r.table(), r.absentNextRound(), r.ranks(), Color.BLACK);
        assertThat(Trf.write(black, Trf.Version.TRF16)).contains("\rXXC black1\r");
        assertThat(Trf.write(r, Trf.Version.TRF16)).contains("\rXXC white1\r");
    }

    @Test
    void theInitialColourIsRead_from152AndFromXxc() {
        for (Color c : Color.values()) {
            for (Trf.Version v : Trf.Version.values()) {
                assertThat(Trf.read(Trf.write(beforeRoundOne(c), v)).initialColour()).as(c + " " + v).isEqualTo(c);
            }
        }
        assertThat(Trf.read("012 X\rXXC rank white1\r").initialColour()).isEqualTo(Color.WHITE);
        assertThat(Trf.read("012 X\rXXC rank\r").initialColour()).isNull();
        assertThat(Trf.read("012 X\r").initialColour()).isNull();
        assertThatThrownBy(() -> Trf.read("012 X\r152 white\r")).isInstanceOf(Trf.TrfException.class)
                .hasMessageContaining("line 2").hasMessageContaining("152");
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

    /**
     * A file laid out as a pairing program's test inputs are (LF, no 062, 072 or 092, a comment, a record this
     * system does not read, ranks by a tie-break order it does not know), read and written unchanged: the
     * same bytes but for the lines it adds where it holds their data (062, 072, and XXC from round 1), each
     * at its place before the first player record.
     */
    @Test
    void aFileOfAnotherProgram_isWrittenBackAsItWas_butForTheLinesAdded() throws IOException {
        String source = resource("trf/pairing-program-style.trf");
        TournamentReport r = Trf.read(source);
        assertThat(r.layout().eol()).isEqualTo("\n");
        assertThat(r.layout().version()).isEqualTo(Trf.Version.TRF16);
        assertThat(r.ranks()).containsEntry(6, 1).containsEntry(1, 2);
        String written = Trf.write(r, Trf.Version.TRF16);
        String expected = source.replace("\n001    1 ", "\n062 6\n072 6\nXXC white1\n001    1 ");
        assertThat(written).isEqualTo(expected);
        // the other layout is written anew, in its own way (CR, every record this system writes)
        assertThat(Trf.write(r, Trf.Version.TRF26)).startsWith("012 Pairing Program Style Open\r062 6\r").doesNotContain("XXA");
    }

    @Test
    void anOlderProgramsForms_areTheOnlyChangesWrittenBack() throws IOException {
        // docs/tournaments.md lists them: titles, a rating or FIDE ID of 0, a dotted birth date, a lower-case code
        String source = resource("trf/other-program.trf");
        String expected = source
                .replace("001    1 m  g Mirzoev", "001    1 m GM Mirzoev")
                .replace("        0 ESP           0 1950", "          ESP             1950").replace("0000 - h", "0000 - H")
                .replace("001    3 w wf Markina", "001    3 wWFM Markina").replace("1956.03.02", "1956/03/02")
                .replace("001    5 m  m Ortiz", "001    5 m IM Ortiz");
        assertThat(Trf.write(Trf.read(source), Trf.Version.TRF16)).isEqualTo(expected);
    }

    @Test
    void aTrf2026File_keepsItsTypeAndItsPointsOutsideTheResults_andIsWrittenBackAsItWas() throws IOException {
        String source = resource("trf/trf26-points-outside-results.trf");
        TournamentReport r = Trf.read(source);
        assertThat(r.layout().version()).isEqualTo(Trf.Version.TRF26);
        assertThat(r.layout().eol()).isEqualTo("\r\n");
        assertThat(r.typeCode()).isEqualTo("FIDE_DUTCH_2025");
        assertThat(r.extraPoints()).containsExactly(new ExtraPoints(new java.math.BigDecimal("-1.0"), 2, List.of(3)));
        // Charlie's half point less the point of the 299 record: the file's -0.5, which the points check accepts
        assertThat(Standings.score(r.table(), 3, Scoring.ONE_HALF_ZERO)).isEqualByComparingTo("-0.5");
        assertThat(Trf.write(r, Trf.Version.TRF26))
                .isEqualTo(source.replace("\r\n001    1 ", "\r\n062 4\r\n072 4\r\n152 W\r\n001    1 "));
        // written anew (TRF26 of a report without its layout): 192 and 299 in their places
        TournamentReport anew = new TournamentReport(r.name(), r.city(), r.federation(), r.startDate(), r.endDate(), r.chiefArbiter(),
                r.deputyArbiters(), r.arbiters(), r.type(), r.system(), r.timeControl(), r.scoring(), r.tieBreaks(), r.plannedRounds(),
                r.roundDates(), r.table(), r.absentNextRound(), r.ranks(), r.initialColour(), r.typeCode(), r.extraPoints(), null);
        assertThat(Trf.write(anew, Trf.Version.TRF26)).contains("\r142 3\r152 W\r192 FIDE_DUTCH_2025\r202 BH/C1,SB\r212 PTS,BH/C1,SB\r"
                + "299          -1.0  002    3\r");
        // and read back to the same points
        assertThat(Trf.read(Trf.write(anew, Trf.Version.TRF26)).extraPoints()).isEqualTo(r.extraPoints());
        // points outside the results that changed since the file was read: its 299 written anew, in its place
        TournamentReport changed = new TournamentReport(r.name(), r.city(), r.federation(), r.startDate(), r.endDate(), r.chiefArbiter(),
                r.deputyArbiters(), r.arbiters(), r.type(), r.system(), r.timeControl(), r.scoring(), r.tieBreaks(), r.plannedRounds(),
                r.roundDates(), r.table(), r.absentNextRound(), r.ranks(), r.initialColour(), r.typeCode(),
                List.of(new ExtraPoints(new java.math.BigDecimal("-0.5"), 2, List.of(3))), r.layout());
        assertThat(Trf.write(changed, Trf.Version.TRF26)).contains("\r\n202 BH/C1,SB\r\n299          -0.5  002    3\r\n")
                .doesNotContain("-1.0");
        // a typed 299 (what a result is worth) is refused naming its line
        assertThatThrownBy(() -> Trf.read(source.replace("299          -1.0", "299 +         0.5")))
                .isInstanceOf(Trf.TrfException.class).hasMessageContaining("line 5").hasMessageContaining("162");
    }

    /**
     * bbpPairings' own test inputs (its source's test/tests/*.input; GPL, not part of this project), read and
     * written unchanged: the same bytes but for 062, 072 and XXC added. Run where its source is:
     * {@code BBP_TESTS=/path/to/bbpPairings/test/tests mvn test -pl engine -Dtest=TrfTest}.
     */
    @Test
    @EnabledIfEnvironmentVariable(named = "BBP_TESTS", matches = ".+")
    void bbpPairingsTestInputs_areWrittenBackAsTheyWere() throws Exception {
        List<Path> inputs;
        try (var files = Files.list(Path.of(System.getenv("BBP_TESTS")))) {
            inputs = files.filter(f -> f.toString().endsWith(".input")).sorted().toList();
        }
        assertThat(inputs).isNotEmpty();
        for (Path f : inputs) {
            String source = Files.readString(f, StandardCharsets.UTF_8);
            TournamentReport r = Trf.read(source);
            String eol = r.layout().eol();
            List<String> added = new java.util.ArrayList<>();
            StringBuilder rest = new StringBuilder();
            for (String line : Trf.write(r, r.layout().version()).split(java.util.regex.Pattern.quote(eol), -1)) {
                if (line.matches("(062|072) .*|XXC (white1|black1)") && !source.contains(line)) {
                    added.add(line.substring(0, 3));
                } else {
                    rest.append(line).append(eol);
                }
            }
            assertThat(rest.substring(0, rest.length() - eol.length())).as(f.toString()).isEqualTo(source);
            assertThat(added).as(f.toString()).isSubsetOf("062", "072", "XXC");
        }
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

    /** bbpPairings' pairing of the next round of {@code report} written in {@code version} (its exit status checked). */
    private static PairingOutput.Round bbpPairs(TournamentReport report, Trf.Version version) throws Exception {
        Path dir = Files.createTempDirectory("bbp");
        Path in = dir.resolve("in.trf");
        Path out = dir.resolve("out.txt");
        Files.writeString(in, Trf.write(report, version), StandardCharsets.UTF_8);
        Process p = new ProcessBuilder(System.getenv("BBP_PAIRINGS"), "--dutch", in.toString(), "-p", out.toString())
                .redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as("bbpPairings on our %s: %s", version, said).isZero();
        return PairingOutput.read(Files.readString(out));
    }

    /**
     * bbpPairings (a FIDE-endorsed pairing program; GPL, not part of this project) pairs the next round
     * from our export. Run where it is built: {@code BBP_PAIRINGS=/path/to/bbpPairings.exe mvn test
     * -pl engine -Dtest=TrfTest} (docs/tournaments.md says how to build it).
     */
    @Test
    @EnabledIfEnvironmentVariable(named = "BBP_PAIRINGS", matches = ".+")
    void bbpPairings_pairsTheNextRoundFromOurExport() throws Exception {
        for (Trf.Version v : Trf.Version.values()) {
            PairingOutput.Round round = bbpPairs(small(), v);
            // 4 is absent in round 3 (written as a zero-point bye): 1, 2, 3 are paired, one with the bye
            assertThat(round.games()).hasSize(1);
            assertThat(round.bye()).isNotNull();
            assertThat(round.games().get(0).white() + round.games().get(0).black() + round.bye()).isEqualTo(6);
        }
    }

    /**
     * bbpPairings pairs round 1 from our export written before round 1, in both layouts, with the initial
     * colour given (without it: "Please configure the initial piece colors"); player 1 gets that colour.
     */
    @Test
    @EnabledIfEnvironmentVariable(named = "BBP_PAIRINGS", matches = ".+")
    void bbpPairings_pairsRoundOneFromOurExport() throws Exception {
        for (Color colour : Color.values()) {
            for (Trf.Version v : Trf.Version.values()) {
                PairingOutput.Round round = bbpPairs(beforeRoundOne(colour), v);
                // four players: 1 v 3 and 2 v 4 by pairing number (the top half against the bottom half), player 1 with the colour given
                assertThat(round.games()).hasSize(2);
                BergerTable.Pairing top = round.games().stream().filter(g -> g.white() == 1 || g.black() == 1).findFirst().orElseThrow();
                assertThat(colour == Color.WHITE ? top.white() : top.black()).as(colour + " " + v).isEqualTo(1);
            }
        }
    }

    /** bbpPairings pairs round 3 around the half-point bye Carlsen asked for and Ivanov's absence: only 2 and 3 are paired. */
    @Test
    @EnabledIfEnvironmentVariable(named = "BBP_PAIRINGS", matches = ".+")
    void bbpPairings_pairsAroundTheByesAskedFor() throws Exception {
        for (Trf.Version v : Trf.Version.values()) {
            PairingOutput.Round round = bbpPairs(withRequests(), v);
            assertThat(round.games()).hasSize(1);
            assertThat(round.bye()).isNull();
            assertThat(round.games().get(0).white() + round.games().get(0).black()).isEqualTo(5);
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
