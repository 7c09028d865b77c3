package adjudicator.engine.tournament;

import adjudicator.engine.rules.Edition;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The standings and tie-breaks of the FIDE Tie-Break Regulations (Handbook C.07), each test named after
 * its article. The oracle of the Swiss tie-breaks is the FIDE Technical Commission's tie-break exercise
 * (16 players, 5 rounds, with half-point, zero-point and pairing-allocated byes and forfeits): the values
 * FIDE published for it, and for the other cells the output of Otto Milvang's TieBreakServer (the
 * calculator FIDE's Technical Commission links to), run on the same table under each text's rules,
 * which reproduces every published value. The round robin and the worked examples are computed by hand.
 */
class StandingsTest {

    /** The FIDE TEC tie-break exercise, as published (TEC, 18 March 2024). */
    static final String EXERCISE = """
            1, +W9, =B13, =W2, +B15, =W4
            2, +B10, +W7, =B1, +W16, =B3
            3, =W11, +B6, +W8, =B4, =W2
            4, +B12, =BYE, +W13, =W3, =B1
            5, -W13, -B15, +W11, =B7, +W10
            6, -B14, -W3, +BYE, +W10, +B8
            7, +W15, -B2, -B16, =W5, -B11
            8, =B16, +W14, -B3, +W13, -W6
            9, -B1, -W10, =BYE, -F11, +BYE
            10, -W2, +B9, -W15, -B6, -B5
            11, =B3, -W16, -B5, +F9, +W7
            12, -W4, +BYE, +F14, --, --
            13, +B5, =W1, -B4, -B8, -W14
            14, +W6, -B8, -F12, --, +B13
            15, -B7, +W5, +B10, -W1, -B16
            16, =W8, +B11, +W7, -B2, +W15
            """;

    /**
     * Per player: points, BH, BH-C1, SB, SB-C1 under the 2024 text; BH, BH-C1, SB, SB-C1 under the 2026
     * text; BH-C2 and BH-M1 under 2024 and 2026.
     */
    static final String EXPECTED = """
            1  3.5  12.5 11.0  8.00 7.25   12.5 11.0  8.00 7.25    9.5 9.5   7.0 7.0
            2  4.0  13.0 12.0  9.50 8.50   13.0 12.0  9.50 8.50   10.5 10.5  8.5 8.5
            3  3.5  15.5 13.0 10.50 9.25   15.5 13.0 10.50 9.25   10.5 10.5  9.0 9.0
            4  3.5  15.0 11.5  9.75 8.00   14.0 11.5  9.25 7.75   10.0 10.0  8.0 8.0
            5  2.5   8.5  7.5  4.25 3.25    8.5  7.5  4.25 3.25    6.0 6.0   5.0 5.0
            6  3.0  12.0 11.0  6.50 5.50   11.5 10.5  6.00 5.00    9.0 8.5   7.5 7.0
            7  1.5  14.5 12.5  3.25 1.25   14.5 12.5  3.25 1.25   10.0 10.0  8.5 8.5
            8  2.5  13.5 12.0  5.25 3.75   13.5 12.0  5.25 3.75   10.0 10.0  8.5 8.5
            9  1.5   9.0  7.5  2.25 2.25    9.0  7.5  2.25 2.25    6.0 6.0   4.0 4.0
            10 1.0  13.0 11.5  1.50 0.00   13.0 11.5  1.50 0.00    9.5 9.5   7.5 7.5
            11 2.5  13.5 12.0  5.75 4.25   12.5 11.0  4.75 3.25    9.5 9.5   8.5 7.5
            12 2.0  11.5  9.5  4.00 4.00   11.5  9.5  4.00 4.00    7.5 7.5   6.0 6.0
            13 1.5  14.0 12.0  4.25 4.25   14.0 12.0  4.25 4.25    9.5 9.5   8.5 8.5
            14 2.0  11.0  9.0  4.50 3.00   11.0  9.0  4.50 3.00    7.0 7.0   6.0 6.0
            15 2.0  12.0 11.0  3.50 2.50   12.0 11.0  3.50 2.50    9.5 9.5   7.5 7.5
            16 3.5  12.5 11.0  7.25 5.75   12.5 11.0  7.25 5.75    9.0 9.0   7.0 7.0
            """;

    /** Per player: WIN, WON, BPG, BWG, PS, REP (the same under both texts). */
    static final String EXPECTED_OWN = """
            1 2 2 2 1 11.0 5
            2 3 3 3 1 13.0 5
            3 2 2 2 1 11.0 5
            4 2 2 2 1 11.5 4
            5 2 2 2 0 5.0 5
            6 3 2 2 1 6.0 5
            7 1 1 3 0 6.0 5
            8 2 2 2 0 8.5 5
            9 1 0 1 0 2.5 3
            10 1 1 3 1 4.0 5
            11 2 1 2 0 5.5 5
            12 2 0 0 0 7.0 3
            13 1 1 3 1 7.0 5
            14 2 2 2 1 6.0 3
            15 2 2 3 1 7.0 5
            16 3 3 2 1 10.5 5
            """;

    private static Regulations regulations(TieBreakRules rules, TieBreak... tieBreaks) {
        return new Regulations(Edition.FIDE_2023, "5400+30", null, null, false, Scoring.ONE_HALF_ZERO,
                List.of(tieBreaks), rules);
    }

    private static BigDecimal value(TournamentTable table, PairingSystem system, TieBreakRules rules, TieBreak t, int player) {
        return Standings.value(table, system, regulations(rules, t), t, player);
    }

    private static void assertValue(TournamentTable table, TieBreakRules rules, TieBreak t, int player, String expected) {
        assertThat(value(table, PairingSystem.SWISS, rules, t, player))
                .as("%s of player %d under %s", t.acronym(), player, rules)
                .isEqualByComparingTo(expected);
    }

    @Test
    void c07_8_1_buchholz_and_9_1_sonnebornBerger_withTheUnplayedRoundsOfArticle16_2024() {
        TournamentTable table = Crosstables.parse(EXERCISE);
        for (String line : EXPECTED.strip().split("\n")) {
            String[] v = line.trim().split("\\s+");
            int p = Integer.parseInt(v[0]);
            assertThat(Standings.score(table, p, Scoring.ONE_HALF_ZERO)).isEqualByComparingTo(v[1]);
            assertValue(table, TieBreakRules.C07_2024, TieBreak.BH, p, v[2]);
            assertValue(table, TieBreakRules.C07_2024, TieBreak.BH_C1, p, v[3]);
            assertValue(table, TieBreakRules.C07_2024, TieBreak.SB, p, v[4]);
            assertValue(table, TieBreakRules.C07_2024, TieBreak.SB_C1, p, v[5]);
            assertValue(table, TieBreakRules.C07_2024, TieBreak.BH_C2, p, v[10]);
            assertValue(table, TieBreakRules.C07_2024, TieBreak.BH_M1, p, v[12]);
        }
    }

    @Test
    void c07_16_4_theDummyIsCapped_2026() {
        TournamentTable table = Crosstables.parse(EXERCISE);
        for (String line : EXPECTED.strip().split("\n")) {
            String[] v = line.trim().split("\\s+");
            int p = Integer.parseInt(v[0]);
            assertValue(table, TieBreakRules.C07_2026, TieBreak.BH, p, v[6]);
            assertValue(table, TieBreakRules.C07_2026, TieBreak.BH_C1, p, v[7]);
            assertValue(table, TieBreakRules.C07_2026, TieBreak.SB, p, v[8]);
            assertValue(table, TieBreakRules.C07_2026, TieBreak.SB_C1, p, v[9]);
            assertValue(table, TieBreakRules.C07_2026, TieBreak.BH_C2, p, v[11]);
            assertValue(table, TieBreakRules.C07_2026, TieBreak.BH_M1, p, v[13]);
        }
    }

    @Test
    void c07_7_wins_gamesWon_gamesWithBlack_progressiveScores_roundsElectedToPlay() {
        TournamentTable table = Crosstables.parse(EXERCISE);
        for (String line : EXPECTED_OWN.strip().split("\n")) {
            String[] v = line.trim().split("\\s+");
            int p = Integer.parseInt(v[0]);
            for (TieBreakRules rules : TieBreakRules.values()) {
                assertValue(table, rules, TieBreak.WIN, p, v[1]);
                assertValue(table, rules, TieBreak.WON, p, v[2]);
                assertValue(table, rules, TieBreak.BPG, p, v[3]);
                assertValue(table, rules, TieBreak.BWG, p, v[4]);
                assertValue(table, rules, TieBreak.PS, p, v[5]);
                assertValue(table, rules, TieBreak.REP, p, v[6]);
            }
        }
    }

    /**
     * The example of the FIDE Arbiters' Manual (C.07 annex): ten rounds, 7 points, a zero-point bye in
     * round 4 between games; the opponents' final scores 5, 5, 6.5, -, 4.5, 6, 5, 6.5, 5.5, 6. Published:
     * BH 57, BH-C1 50, SB 37.25 under the 2024 text; BH 55, BH-C1 50, SB 37.25 under the 2026 text.
     */
    @Test
    void c07_16_5_aVoluntaryUnplayedRoundIsCutFirst_theArbitersManualExample() {
        // the player is 1; opponents 2..10 are given the published final scores by games among themselves
        // and against fillers, written out so that the table is complete and consistent
        TournamentTable table = manualExample();
        assertThat(Standings.score(table, 1, Scoring.ONE_HALF_ZERO)).isEqualByComparingTo("7");
        assertValue(table, TieBreakRules.C07_2024, TieBreak.BH, 1, "57");
        assertValue(table, TieBreakRules.C07_2024, TieBreak.BH_C1, 1, "50");
        assertValue(table, TieBreakRules.C07_2024, TieBreak.SB, 1, "37.25");
        assertValue(table, TieBreakRules.C07_2026, TieBreak.BH, 1, "55");
        assertValue(table, TieBreakRules.C07_2026, TieBreak.BH_C1, 1, "50");
        assertValue(table, TieBreakRules.C07_2026, TieBreak.SB, 1, "37.25");
    }

    /**
     * Player 1's record of the Manual's example, his opponents' final scores reached with games against
     * one filler each round (a player who has no other games), so that every score is what the Manual
     * gives: a scores s over ten rounds by winning the first 2s rounds' halves.
     */
    private static TournamentTable manualExample() {
        // opponents in rounds 1..10 (round 4: zero-point bye), player 1's result, opponent's final score
        int[] opponent = {2, 3, 4, 0, 5, 6, 7, 8, 9, 10};
        String[] result = {"+", "+", "-", "Z", "+", "=", "+", "=", "+", "+"};
        double[] finalScore = {5.0, 5.0, 6.5, 0, 4.5, 6.0, 5.0, 6.5, 5.5, 6.0};
        StringBuilder rows = new StringBuilder();
        String[][] cells = new String[11 + 9 * 10][];
        // player 1
        String[] own = new String[10];
        for (int r = 0; r < 10; r++) {
            own[r] = result[r].equals("Z") ? "--" : result[r] + (r % 2 == 0 ? "W" : "B") + opponent[r];
        }
        cells[1] = own;
        // each opponent o (2..10) plays player 1 in his round, and in the other nine rounds fillers
        int filler = 11;
        for (int r = 0; r < 10; r++) {
            int o = opponent[r];
            if (o == 0) {
                continue;
            }
            String[] theirs = new String[10];
            String mine = result[r];
            String back = mine.equals("+") ? "-" : mine.equals("-") ? "+" : "=";
            theirs[r] = back + (r % 2 == 0 ? "B" : "W") + 1;
            double left = finalScore[r] - (back.equals("+") ? 1 : back.equals("=") ? 0.5 : 0);
            for (int k = 0; k < 10; k++) {
                if (k == r) {
                    continue;
                }
                int f = filler++;
                String res = left >= 1 ? "+" : left >= 0.5 ? "=" : "-";
                left -= res.equals("+") ? 1 : res.equals("=") ? 0.5 : 0;
                theirs[k] = res + "W" + f;
                String[] fill = new String[10];
                Arrays.fill(fill, "--");
                fill[k] = (res.equals("+") ? "-" : res.equals("-") ? "+" : "=") + "B" + o;
                cells[f] = fill;
            }
            cells[o] = theirs;
        }
        for (int p = 1; p < filler; p++) {
            rows.append(p).append(", ").append(String.join(", ", cells[p])).append('\n');
        }
        return Crosstables.parse(rows.toString());
    }

    /** A round robin of four (hand-computed): 1-2 1-0, 3-4 ½; 1-3 ½, 2-4 ½; 1-4 1-0, 2-3 ½. */
    static final String ROUND_ROBIN = """
            1:2400, +W2, =B3, +W4
            2:2300, -B1, =W4, =B3
            3:2200, =W4, =W1, =W2
            4:2100, =B3, =B2, -B1
            """;

    @Test
    void c07_9_1_sonnebornBerger_and_9_2_koya_inARoundRobin() {
        TournamentTable table = Crosstables.parse(ROUND_ROBIN);
        // scores: 1 2.5, 2 1, 3 1.5, 4 1
        String[][] expected = {{"1", "2.75", "0.5"}, {"2", "1.25", "0.5"}, {"3", "2.25", "0.5"}, {"4", "1.25", "0.5"}};
        for (String[] e : expected) {
            int p = Integer.parseInt(e[0]);
            assertThat(value(table, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.SB, p)).isEqualByComparingTo(e[1]);
            // Koya: points against those with at least half of the 3 possible (1 with 2.5 and 3 with 1.5): each drew one of them
            assertThat(value(table, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.KS, p)).isEqualByComparingTo(e[2]);
        }
    }

    @Test
    void c07_10_1_averageRatingOfOpponents_roundedHalfUp_and_10_2_performance() {
        TournamentTable table = Crosstables.parse(ROUND_ROBIN);
        // player 1 met 2300, 2200, 2100: ARO 2200; 2.5 of 3 = 83 % -> dp 273; TPR 2473
        assertThat(value(table, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.ARO, 1)).isEqualByComparingTo("2200");
        assertThat(value(table, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.ARO_C1, 1)).isEqualByComparingTo("2250");
        assertThat(value(table, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.TPR, 1)).isEqualByComparingTo("2473");
        // player 2 met 2400, 2100, 2200: ARO 2233.33 -> 2233; 1 of 3 = 33 % -> dp -125; TPR 2108
        assertThat(value(table, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.ARO, 2)).isEqualByComparingTo("2233");
        assertThat(value(table, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.TPR, 2)).isEqualByComparingTo("2108");
        // player 4 met 2200, 2300, 2400: 2300 exactly; 1 of 3 -> 2175
        assertThat(value(table, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.TPR, 4)).isEqualByComparingTo("2175");
        // 2 opponents 2301 and 2300: 2300.5 rounds up to 2301 (0.5 up)
        TournamentTable two = Crosstables.parse("""
                1:2000, +W2, +B3, --
                2:2301, -B1, --, =W3
                3:2300, --, -W1, =B2
                """);
        assertThat(value(two, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.ARO, 1)).isEqualByComparingTo("2301");
        // 100 % gives +800
        assertThat(value(two, PairingSystem.ROUND_ROBIN, TieBreakRules.C07_2026, TieBreak.TPR, 1)).isEqualByComparingTo("3101");
    }

    @Test
    void c07_10_theRatingDifferencesOfTheRatingRegulations() {
        assertThat(RatingDifference.of(50)).isZero();
        assertThat(RatingDifference.of(54)).isEqualTo(29); // 6.5 of 12, a published TPR example
        assertThat(RatingDifference.of(83)).isEqualTo(273);
        assertThat(RatingDifference.of(17)).isEqualTo(-273);
        assertThat(RatingDifference.of(0)).isEqualTo(-800);
        assertThat(RatingDifference.of(100)).isEqualTo(800);
    }

    @Test
    void c07_2_1_tiesAreShownAsTies_and_4_2_theTieBreaksInTheirOrder() {
        TournamentTable table = Crosstables.parse(EXERCISE);
        List<Standings.Standing> s = Standings.of(table, PairingSystem.SWISS,
                regulations(TieBreakRules.C07_2024, TieBreak.BH_C1, TieBreak.BH, TieBreak.SB));
        // 4.0: 2; 3.5: 3 (BH-C1 13.0), then 1 and 16 (11.0 and 11.0, BH 12.5 and 12.5, SB 8.00 and 7.25), then 4 (11.5)
        assertThat(s.stream().map(x -> x.rank() + ":" + x.entrant().startRank()).limit(6))
                .containsExactly("1:2", "2:3", "3:4", "4:1", "5:16", "6:6");
        TournamentTable tied = Crosstables.parse("""
                1, =W2, =B3, =W4
                2, =B1, =W4, =B3
                3, =W4, =W1, =W2
                4, =B3, =B2, =B1
                """);
        List<Standings.Standing> t = Standings.of(tied, PairingSystem.ROUND_ROBIN,
                regulations(TieBreakRules.C07_2026, TieBreak.SB, TieBreak.WIN));
        assertThat(t).allMatch(x -> x.rank() == 1 && x.tied());
    }

    @Test
    void c07_6_2_directEncounter_amongTiedPlayersWhoAllMet() {
        // 1, 2 and 3 score 2.5 each; among them 2 beat 1, 1 beat 3, 3 drew 2: 2 1.5, 1 1, 3 0.5
        TournamentTable table = Crosstables.parse("""
                1, -B2, +W3, +B4, =BYE
                2, +W1, =B5, =B3, =BYE
                3, +W4, -B1, =W2, +W5
                4, -B3, --, -W1, --
                5, --, =W2, --, -B3
                """);
        List<Standings.Standing> s = Standings.of(table, PairingSystem.SWISS,
                regulations(TieBreakRules.C07_2026, TieBreak.DE));
        assertThat(s.stream().map(x -> x.rank() + ":" + x.entrant().startRank()).limit(3))
                .containsExactly("1:2", "2:1", "3:3");
        assertThat(s.get(0).tieBreaks().get(TieBreak.DE)).isEqualByComparingTo("1.5");
    }

    @Test
    void c07_6_3_directEncounter_whenNotAllHaveMet_onlyWhoCannotBeCaughtIsRankedFirst() {
        // 1, 2, 3 tied on 2: 1 beat 2; 3 met neither. 3 could still catch 1 with a win: nobody ranked alone
        TournamentTable table = Crosstables.parse("""
                1, +W2, =B4, =BYE
                2, -B1, +W5, +B4
                3, +W4, --, +B5
                4, -B3, =W1, -W2
                5, --, -B2, -W3
                """);
        List<Standings.Standing> s = Standings.of(table, PairingSystem.SWISS,
                regulations(TieBreakRules.C07_2026, TieBreak.DE, TieBreak.WON));
        // DE leaves 1, 2, 3 tied; WON then ranks 2 and 3 (2 wins) before 1 (1 win), 2 and 3 still tied
        assertThat(s.stream().map(x -> x.rank() + ":" + x.entrant().startRank() + (x.tied() ? "=" : "")).limit(3))
                .containsExactly("1:2=", "1:3=", "3:1");
    }

    @Test
    void scoring_threeOneZero_countsWinsThreeAndDrawsOne() {
        TournamentTable table = Crosstables.parse(EXERCISE);
        // player 2: three wins and two draws
        assertThat(Standings.score(table, 2, Scoring.THREE_ONE_ZERO)).isEqualByComparingTo("11");
        assertThat(Scoring.THREE_ONE_ZERO.points(new BigDecimal("0.5"))).isEqualByComparingTo("1");
        assertThat(Scoring.THREE_ONE_ZERO.points(new BigDecimal("0.75"))).isEqualByComparingTo("2");
    }

    @Test
    void c07_16_4_2_theDummysCapCountsTheRoundsOfTheTournament_notOnlyThosePlayed_2026() {
        // after round 1 of 3: the player with the pairing-allocated bye has 1 point; the cap is ½ x 3 = 1.5, not ½ x 1
        TournamentTable table = Crosstables.parse("""
                1, +W2
                2, -B1
                3, +BYE
                """);
        Regulations r = regulations(TieBreakRules.C07_2026, TieBreak.BH);
        BigDecimal ofThree = Standings.of(table, PairingSystem.SWISS, r, 3).stream().filter(x -> x.entrant().startRank() == 3)
                .findFirst().orElseThrow().tieBreaks().get(TieBreak.BH);
        BigDecimal ofOne = Standings.of(table, PairingSystem.SWISS, r, 1).stream().filter(x -> x.entrant().startRank() == 3)
                .findFirst().orElseThrow().tieBreaks().get(TieBreak.BH);
        assertThat(ofThree).isEqualByComparingTo("1");
        assertThat(ofOne).isEqualByComparingTo("0.5");
    }
}
