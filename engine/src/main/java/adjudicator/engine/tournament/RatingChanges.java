package adjudicator.engine.tournament;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The rating changes of a tournament's players as a rating officer (and chess-results) shows them, by
 * the FIDE Rating Regulations applied from 1 March 2024 (FIDE Handbook B.02, approved by the FIDE Council
 * on 15/12/2023), with the amendment of 1 October 2025 to 8.3.1; for a rapid or blitz tournament the
 * FIDE Rapid and Blitz Rating Regulations of the same date, with the addition of 1 December 2024 to
 * 7.3.1. Figures for this tournament alone: the rounding of 8.3.4 and the cap on K times the games of a
 * rating period (8.3.3) are the rating period's, whose other events are outside this record.
 *
 * <ul>
 * <li>Which games count: games played against a rated opponent (8.3.1); not unplayed games, whether by
 * forfeit or any other reason, nor a game in which a player made no move (5.1: rated is "any game where
 * both players have made at least one move"); not a game whose rate of play falls short of 1.1 (at least
 * 120 minutes for each player for 60 moves where a player is rated 2400 or more, 90 where one is rated
 * 1800 or more, 60 otherwise); in rapid and blitz, not a game between players 600 or more apart where
 * one is rated above 2600 (7.3.1, from 1 December 2024).</li>
 * <li>For each game, D, the difference between the player's rating and the opponent's, counted as 400
 * where it is more, for a player rated below 2650 (8.3.1; in rapid and blitz for every player); PD, his
 * score probability, from table 8.1.2; Delta R = score - PD (8.3.2).</li>
 * <li>K (8.3.3): as given for the player (his K on the rating list), or derived where his data settle it:
 * 10 for a rating of 2400 or more (once reached, it stays); 40 for a player in the year of his 18th
 * birthday or younger, rated under 2300 (unless he once had 2400, which this record cannot tell);
 * otherwise not known here (20, or 40 until he has completed 30 rated games). Where K times the games
 * rated here exceeds 700, K is the largest whole number for which it does not.</li>
 * <li>The change: K times the sum of the Delta Rs (8.3.2 d). The performance rating: the average rating of
 * the rated opponents of the games rated, plus dp of the fractional score (table 8.1.1, as for TPR).</li>
 * </ul>
 */
public final class RatingChanges {

    /** The chapter of the regulations: standard, or rapid and blitz. */
    public enum Chapter { STANDARD, RAPID_AND_BLITZ }

    /** Where a player's K comes from. */
    public enum KSource { GIVEN, DERIVED, UNKNOWN }

    /** Why a game counts for nothing in a player's rating here. */
    public enum NotRated {
        /** A bye, or a game not played: won or lost by forfeit (5.1). */
        UNPLAYED("5.1"),
        /** A player made no move (5.1: both players must have made at least one move). */
        NO_MOVE("5.1"),
        /** The opponent has no rating (8.3.1: "each game played against a rated player"). */
        OPPONENT_UNRATED("8.3.1"),
        /** The rate of play falls short of 1.1 for these players' ratings. */
        RATE_OF_PLAY("1.1"),
        /** Rapid and blitz: 600 or more apart, one rated above 2600 (7.3.1, from 1 December 2024). */
        TOO_FAR_APART("7.3.1"),
        /** No result yet. */
        PENDING(null);

        private final String article;

        NotRated(String article) {
            this.article = article;
        }

        public String article() {
            return article;
        }
    }

    /** A player's K: its value (null where not known), where it comes from, and why. */
    public record K(Integer value, KSource source, String why) {
    }

    /**
     * One game of a player: the round, the opponent and his rating, the player's score, why it is not
     * rated (null where it is), and where it is: D as counted (after the 400-point rule), PD and Delta R.
     */
    public record Game(int round, int opponent, Integer opponentRating, BigDecimal score, NotRated notRated, Integer difference,
                       BigDecimal expected, BigDecimal deltaR) {
    }

    /**
     * A player's figures: his rating, K as known and as applied (after the cap of K times n), the games,
     * the number rated, his score and expected score in them, the sum of Delta R, the change (K times that
     * sum; null where K or his rating is not known) and his performance rating (null without a rated game).
     */
    public record Player(int startRank, String name, Integer rating, K k, Integer kApplied, List<Game> games, int rated,
                         BigDecimal score, BigDecimal expected, BigDecimal sumDeltaR, BigDecimal change, Integer performance) {
    }

    /** Table 8.1.2: the upper bound of each row of D and the higher rated player's PD (the lower's is 1 - PD). */
    private static final int[] ROW_TO = {3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153,
            162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456,
            484, 517, 559, 619, 735};

    private RatingChanges() {
    }

    /**
     * PD for a player whose rating is {@code d} above his opponent's (negative: below), as counted:
     * table 8.1.2, the H column for {@code d >= 0}, the L column otherwise; 1.0 and .00 above 735.
     */
    public static BigDecimal expected(int d) {
        int abs = Math.abs(d);
        int row = 0;
        while (row < ROW_TO.length && abs > ROW_TO[row]) {
            row++;
        }
        BigDecimal higher = BigDecimal.valueOf(50 + row, 2); // .50 in the first row, one hundredth more a row, 1.00 above 735
        return d >= 0 ? higher : BigDecimal.ONE.subtract(higher);
    }

    /**
     * The figures of every player of {@code table}.
     *
     * @param minutesFor60Moves each player's time for a game of 60 moves (1.1), null where not known (not checked)
     * @param givenK            the K given for players, by starting rank
     * @param year              the year the tournament is played in, for the junior's K (null: not derived)
     */
    public static List<Player> of(TournamentTable table, Chapter chapter, Integer minutesFor60Moves, Map<Integer, Integer> givenK,
                                  Integer year) {
        List<Player> out = new ArrayList<>();
        for (Entrant e : table.entrants()) {
            out.add(player(table, e, chapter, minutesFor60Moves, givenK.get(e.startRank()), year));
        }
        return out;
    }

    /**
     * Each player's time for a game of 60 moves (1.1: "assuming the game lasts 60 moves"), in whole minutes,
     * rounded down: the periods that begin within the first 60 moves, and each of the 60 moves' increment (or
     * delay) of the period it is made in; null without a clock.
     */
    public static Integer minutesFor60Moves(adjudicator.engine.clock.TimeControl control) {
        if (!control.hasClock()) {
            return null;
        }
        List<adjudicator.engine.clock.Period> periods = control.periods();
        long seconds = 0;
        int move = 0;
        for (int index = 0; move < 60; index++) {
            // the last period repeats where it counts moves (TimeControl), given again as each span begins
            adjudicator.engine.clock.Period p = periods.get(Math.min(index, periods.size() - 1));
            seconds += p.seconds();
            int span = p.moves() == 0 ? 60 - move : Math.min(p.moves(), 60 - move);
            seconds += (long) span * (p.incrementSeconds() + p.delaySeconds());
            move += span;
        }
        return (int) (seconds / 60);
    }

    private static Player player(TournamentTable table, Entrant e, Chapter chapter, Integer minutes, Integer given, Integer year) {
        Integer rating = e.rating();
        List<Game> games = new ArrayList<>();
        BigDecimal score = BigDecimal.ZERO;
        BigDecimal expected = BigDecimal.ZERO;
        BigDecimal sum = BigDecimal.ZERO;
        long opponents = 0;
        int rated = 0;
        for (RoundEntry x : table.of(e.startRank())) {
            if (x.result() == RoundResult.NOT_PAIRED) {
                continue;
            }
            Integer opponentRating = x.opponent() == 0 ? null : table.entrant(x.opponent()).rating();
            BigDecimal points = points(x.result());
            NotRated why = whyNot(x, rating, opponentRating, chapter, minutes);
            if (why != null) {
                games.add(new Game(x.round(), x.opponent(), opponentRating, points, why, null, null, null));
                continue;
            }
            int d = rating == null ? 0 : rating - opponentRating;
            boolean capped = chapter == Chapter.RAPID_AND_BLITZ || rating == null || rating < 2650;
            int counted = capped ? Math.max(-400, Math.min(400, d)) : d;
            BigDecimal pd = rating == null ? null : expected(counted);
            BigDecimal delta = pd == null ? null : points.subtract(pd);
            games.add(new Game(x.round(), x.opponent(), opponentRating, points, null, rating == null ? null : counted, pd, delta));
            rated++;
            score = score.add(points);
            opponents += opponentRating;
            if (pd != null) {
                expected = expected.add(pd);
                sum = sum.add(delta);
            }
        }
        K k = k(e, rating, given, year);
        Integer applied = k.value() == null ? null : rated > 0 && k.value() * rated > 700 ? 700 / rated : k.value();
        BigDecimal change = rating == null || applied == null ? null : sum.multiply(BigDecimal.valueOf(applied));
        Integer performance = null;
        if (rated > 0) {
            int average = BigDecimal.valueOf(opponents).divide(BigDecimal.valueOf(rated), 0, RoundingMode.HALF_UP).intValue();
            int percent = score.multiply(BigDecimal.valueOf(100)).divide(BigDecimal.valueOf(rated), 0, RoundingMode.HALF_UP).intValue();
            performance = average + RatingDifference.of(percent);
        }
        return new Player(e.startRank(), e.name(), rating, k, applied, List.copyOf(games), rated, score,
                rating == null ? null : expected, rating == null ? null : sum, change, performance);
    }

    /** Why a player's game is not rated, or null where it is. */
    private static NotRated whyNot(RoundEntry x, Integer rating, Integer opponentRating, Chapter chapter, Integer minutes) {
        if (x.result() == RoundResult.PENDING) {
            return NotRated.PENDING;
        }
        if (!x.result().played() || x.opponent() == 0) {
            return NotRated.UNPLAYED;
        }
        if (!x.result().rated()) {
            return NotRated.NO_MOVE; // W, D, L: a game in which a player made no move
        }
        if (opponentRating == null) {
            return NotRated.OPPONENT_UNRATED;
        }
        int mine = rating == null ? 0 : rating;
        if (chapter == Chapter.STANDARD && minutes != null) {
            int needed = mine >= 2400 || opponentRating >= 2400 ? 120 : mine >= 1800 || opponentRating >= 1800 ? 90 : 60;
            if (minutes < needed) {
                return NotRated.RATE_OF_PLAY;
            }
        }
        if (chapter == Chapter.RAPID_AND_BLITZ && rating != null && Math.abs(rating - opponentRating) >= 600
                && (rating > 2600 || opponentRating > 2600)) {
            return NotRated.TOO_FAR_APART;
        }
        return null;
    }

    /** K (8.3.3): as given, else derived where the player's data settle it, else not known. */
    static K k(Entrant e, Integer rating, Integer given, Integer year) {
        if (given != null) {
            return new K(given, KSource.GIVEN, "as given for the player");
        }
        if (rating == null) {
            return new K(null, KSource.UNKNOWN, "unrated: an initial rating is calculated over at least 5 games against rated "
                    + "opponents, pooled over up to 26 months (7.1.4, 8.2)");
        }
        if (rating >= 2400) {
            return new K(10, KSource.DERIVED, "rated 2400 or more (8.3.3)");
        }
        Integer born = birthYear(e.birthDate());
        if (year != null && born != null && year - born <= 18 && rating < 2300) {
            return new K(40, KSource.DERIVED, "until the end of the year of his 18th birthday, rated under 2300 (8.3.3), "
                    + "unless he once had 2400, which this record cannot tell");
        }
        return new K(null, KSource.UNKNOWN, "20, or 40 until he has completed 30 rated games (8.3.3): the number of his rated "
                + "games is outside this record; give his K");
    }

    private static Integer birthYear(String birthDate) {
        if (birthDate == null || birthDate.length() < 4) {
            return null;
        }
        try {
            return Integer.parseInt(birthDate.substring(0, 4));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A game's score for its player: 1, 0.5 or 0 (8.3.2 b). */
    private static BigDecimal points(RoundResult r) {
        return switch (r.kind()) {
            case WIN -> BigDecimal.ONE;
            case DRAW -> new BigDecimal("0.5");
            case LOSS -> BigDecimal.ZERO;
        };
    }
}
