package adjudicator.engine.tournament;

import adjudicator.engine.Color;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rating changes by the FIDE Rating Regulations applied from 1 March 2024 (B.02), 8.3.1 as amended from
 * 1 October 2025, and the Rapid and Blitz Rating Regulations of the same date (7.3.1 from 1 December 2024).
 * The regulations give no worked example: every expected figure below is computed by hand from table 8.1.2
 * (and 8.1.1 for the performance), as docs/tournaments.md shows it.
 */
class RatingChangesTest {

    private static Entrant player(int rank, String name, Integer rating, String born) {
        return new Entrant(rank, name, null, null, rating, "RUS", born, Sex.M);
    }

    /** Entries of a game from both sides. */
    private static void game(Map<Integer, List<RoundEntry>> entries, int round, int white, int black, RoundResult whites, RoundResult blacks) {
        entries.computeIfAbsent(white, k -> new ArrayList<>()).add(new RoundEntry(round, black, Color.WHITE, whites));
        entries.computeIfAbsent(black, k -> new ArrayList<>()).add(new RoundEntry(round, white, Color.BLACK, blacks));
    }

    /**
     * Anna (2000, K 20 given) beats Boris (2100), draws with Clara (1500), loses to Denis (1980), beats Erik
     * (unrated), and wins by forfeit against Gleb (2200); Fedor (2700) beats Gleb in round 1 and Hugo (2050) in round 2.
     */
    private static TournamentTable table() {
        List<Entrant> players = List.of(player(1, "Anna", 2000, "1990"), player(2, "Boris", 2100, "1985"),
                player(3, "Clara", 1500, "2010"), player(4, "Denis", 1980, "2007"), player(5, "Erik", null, null),
                player(6, "Fedor", 2700, "1990"), player(7, "Gleb", 2200, null), player(8, "Hugo", 2050, null));
        Map<Integer, List<RoundEntry>> e = new HashMap<>();
        game(e, 1, 1, 2, RoundResult.WIN, RoundResult.LOSS);
        game(e, 1, 6, 7, RoundResult.WIN, RoundResult.LOSS);
        game(e, 2, 3, 1, RoundResult.DRAW, RoundResult.DRAW);
        game(e, 2, 6, 8, RoundResult.WIN, RoundResult.LOSS);
        game(e, 3, 1, 4, RoundResult.LOSS, RoundResult.WIN);
        game(e, 4, 1, 5, RoundResult.WIN, RoundResult.LOSS);
        game(e, 5, 1, 7, RoundResult.FORFEIT_WIN, RoundResult.FORFEIT_LOSS);
        return new TournamentTable(players, 5, e);
    }

    private static RatingChanges.Player of(List<RatingChanges.Player> all, int rank) {
        return all.stream().filter(p -> p.startRank() == rank).findFirst().orElseThrow();
    }

    @Test
    void table8_1_2_theScoreProbabilityByTheRowOfTheDifference() {
        assertThat(RatingChanges.expected(0)).isEqualByComparingTo(".50");
        assertThat(RatingChanges.expected(3)).isEqualByComparingTo(".50");
        assertThat(RatingChanges.expected(4)).isEqualByComparingTo(".51");
        assertThat(RatingChanges.expected(-100)).isEqualByComparingTo(".36"); // row 99-106, L
        assertThat(RatingChanges.expected(400)).isEqualByComparingTo(".92"); // row 392-411, H
        assertThat(RatingChanges.expected(500)).isEqualByComparingTo(".96"); // row 485-517
        assertThat(RatingChanges.expected(735)).isEqualByComparingTo(".99");
        assertThat(RatingChanges.expected(736)).isEqualByComparingTo("1.0");
        assertThat(RatingChanges.expected(-736)).isEqualByComparingTo("0");
    }

    @Test
    void rule8_3_aRatedPlayersChange_byHand() {
        List<RatingChanges.Player> all = RatingChanges.of(table(), RatingChanges.Chapter.STANDARD, null, Map.of(1, 20), 2026);
        RatingChanges.Player anna = of(all, 1);
        // D -100: PD .36, 1 - .36 = .64; D 500 counted as 400: .92, .5 - .92 = -.42; D 20: .53, 0 - .53 = -.53
        assertThat(anna.games()).extracting(RatingChanges.Game::deltaR).containsExactly(new BigDecimal("0.64"), new BigDecimal("-0.42"),
                new BigDecimal("-0.53"), null, null);
        assertThat(anna.games().get(1).difference()).isEqualTo(400);
        assertThat(anna.games().get(3).notRated()).isEqualTo(RatingChanges.NotRated.OPPONENT_UNRATED);
        assertThat(anna.games().get(4).notRated()).isEqualTo(RatingChanges.NotRated.UNPLAYED);
        assertThat(anna.rated()).isEqualTo(3);
        assertThat(anna.score()).isEqualByComparingTo("1.5");
        assertThat(anna.expected()).isEqualByComparingTo("1.81");
        assertThat(anna.sumDeltaR()).isEqualByComparingTo("-0.31");
        assertThat(anna.change()).isEqualByComparingTo("-6.20"); // 20 x -0.31
        // performance: (2100 + 1500 + 1980) / 3 = 1860, 50 %: dp 0
        assertThat(anna.performance()).isEqualTo(1860);
        assertThat(anna.k().source()).isEqualTo(RatingChanges.KSource.GIVEN);
    }

    @Test
    void rule8_3_1_from1October2025_noFourHundredPointRuleFromRating2650() {
        List<RatingChanges.Player> all = RatingChanges.of(table(), RatingChanges.Chapter.STANDARD, null, Map.of(), 2026);
        RatingChanges.Player fedor = of(all, 6);
        // 2700 - 2200 = 500, not counted as 400 for a player rated 2650 or more: .96, 1 - .96 = .04; 650: .99, .01
        assertThat(fedor.games()).extracting(RatingChanges.Game::deltaR).containsExactly(new BigDecimal("0.04"), new BigDecimal("0.01"));
        assertThat(fedor.k()).isEqualTo(new RatingChanges.K(10, RatingChanges.KSource.DERIVED, "rated 2400 or more (8.3.3)"));
        assertThat(fedor.change()).isEqualByComparingTo("0.50"); // 10 x 0.05
        // Gleb (2200), below 2650: his -500 is counted as -400, .08, 0 - .08 = -.08
        RatingChanges.Player gleb = of(all, 7);
        assertThat(gleb.games().get(0).difference()).isEqualTo(-400);
        assertThat(gleb.games().get(0).deltaR()).isEqualByComparingTo("-0.08");
    }

    @Test
    void rule7_3_1_rapidAndBlitz_theFourHundredPointRuleForAll_andNoGameOf600ApartAbove2600() {
        List<RatingChanges.Player> all = RatingChanges.of(table(), RatingChanges.Chapter.RAPID_AND_BLITZ, null, Map.of(), 2026);
        RatingChanges.Player fedor = of(all, 6);
        assertThat(fedor.games().get(0).difference()).isEqualTo(400);
        assertThat(fedor.games().get(0).deltaR()).isEqualByComparingTo("0.08");
        assertThat(fedor.games().get(1).notRated()).isEqualTo(RatingChanges.NotRated.TOO_FAR_APART);
        assertThat(of(all, 8).games().get(0).notRated()).isEqualTo(RatingChanges.NotRated.TOO_FAR_APART);
    }

    @Test
    void rule1_1_aRateOfPlayTooShortForThePlayersRatings_andRule5_1_aGameWithoutAMove() {
        // 100 minutes for 60 moves: enough where the higher is rated 1800 or more (90), not where one is 2400 or more (120)
        List<RatingChanges.Player> all = RatingChanges.of(table(), RatingChanges.Chapter.STANDARD, 100, Map.of(), 2026);
        assertThat(of(all, 6).games().get(0).notRated()).isEqualTo(RatingChanges.NotRated.RATE_OF_PLAY);
        assertThat(of(all, 1).games().get(0).notRated()).isNull();
        // a game of less than one move (W, D, L): not rated (5.1)
        Map<Integer, List<RoundEntry>> e = new HashMap<>();
        game(e, 1, 1, 2, RoundResult.UNRATED_WIN, RoundResult.UNRATED_LOSS);
        List<RatingChanges.Player> short_ = RatingChanges.of(new TournamentTable(List.of(player(1, "Anna", 2000, null),
                player(2, "Boris", 2100, null)), 1, e), RatingChanges.Chapter.STANDARD, null, Map.of(1, 20), 2026);
        assertThat(of(short_, 1).games().get(0).notRated()).isEqualTo(RatingChanges.NotRated.NO_MOVE);
        assertThat(of(short_, 1).rated()).isZero();
        assertThat(of(short_, 1).change()).isEqualByComparingTo("0");
    }

    @Test
    void rule8_3_3_theKADerivedWhereTheDataSettleIt_elseNotKnown() {
        List<RatingChanges.Player> all = RatingChanges.of(table(), RatingChanges.Chapter.STANDARD, null, Map.of(), 2026);
        // Clara, born 2010: 16 in 2026, rated under 2300: 40
        assertThat(of(all, 3).k().value()).isEqualTo(40);
        assertThat(of(all, 3).change()).isNotNull();
        // Denis, born 2007: 19 in 2026, under 2400: 20 or 40 by his number of rated games, which the record does not hold
        assertThat(of(all, 4).k().source()).isEqualTo(RatingChanges.KSource.UNKNOWN);
        assertThat(of(all, 4).change()).isNull();
        assertThat(of(all, 4).sumDeltaR()).isNotNull();
        // Erik, unrated: a performance, no change
        assertThat(of(all, 5).change()).isNull();
        assertThat(of(all, 5).rated()).isEqualTo(1);
        assertThat(of(all, 5).performance()).isEqualTo(2000 - 800);
    }

    @Test
    void rule8_3_3_KTimesTheGamesRatedIsAtMost700() {
        // a player with K 40 in 18 rated games: 720 > 700, so K is 38 (38 x 18 = 684)
        List<Entrant> players = new ArrayList<>();
        Map<Integer, List<RoundEntry>> e = new HashMap<>();
        players.add(player(1, "Many, Games", 1800, null));
        for (int i = 2; i <= 19; i++) {
            players.add(player(i, "Opponent, " + i, 1800, null));
            game(e, i - 1, 1, i, RoundResult.DRAW, RoundResult.DRAW);
        }
        List<RatingChanges.Player> all = RatingChanges.of(new TournamentTable(players, 18, e), RatingChanges.Chapter.STANDARD, null,
                Map.of(1, 40), 2026);
        assertThat(of(all, 1).k().value()).isEqualTo(40);
        assertThat(of(all, 1).kApplied()).isEqualTo(38);
        assertThat(of(all, 1).change()).isEqualByComparingTo("0");
    }

    @Test
    void rule1_1_theTimeForAGameOf60Moves() {
        // 90 minutes for 40 moves and 30 more, 30 s a move from move 1: 90 + 30 + 60 x 0.5 = 150
        assertThat(RatingChanges.minutesFor60Moves(adjudicator.engine.clock.TimeControl.parse("40/5400+30:1800+30"))).isEqualTo(150);
        assertThat(RatingChanges.minutesFor60Moves(adjudicator.engine.clock.TimeControl.parse("5400+30"))).isEqualTo(120);
        // a period beginning after move 60 does not count: 120 + 60
        assertThat(RatingChanges.minutesFor60Moves(adjudicator.engine.clock.TimeControl.parse("40/7200:20/3600:1800"))).isEqualTo(180);
        // a repeating last period: 60 minutes each 20 moves, given at moves 40 and 60 (the second begins at move 61)
        assertThat(RatingChanges.minutesFor60Moves(adjudicator.engine.clock.TimeControl.parse("40/7200:20/3600"))).isEqualTo(180);
        assertThat(RatingChanges.minutesFor60Moves(adjudicator.engine.clock.TimeControl.parse("900+10"))).isEqualTo(25);
        assertThat(RatingChanges.minutesFor60Moves(adjudicator.engine.clock.TimeControl.parse("-"))).isNull();
    }
}
