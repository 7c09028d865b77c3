package adjudicator.query;

import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.Termination;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The federation's records, derived from the games' own events: the results of an event or a round
 * (every result kind, forfeits marked), the cross table, the penalties of a player. Scores follow the
 * result (Art. 11 / 2017 10.1: 1, ½, 0; 0-0 when both lose; 1/2-0 and 0-1/2 where a rule gives them),
 * then the arbiter's points penalties, which set the penalised player's score ({@code REDUCE_POINTS})
 * or his opponent's ({@code INCREASE_OPPONENT_POINTS}).
 */
public final class Records {

    /** One game's line in the results register. */
    public record Result(String round, Integer board, String gameId, String white, String black, String status,
                         String result, String recorded, String termination, String terminationArticle,
                         String whitePoints, String blackPoints) {
    }

    /** One player's line in the cross table: his score in each round (by round name) and in all. */
    public record CrossRow(String player, String total, Map<String, CrossCell> rounds) {
    }

    /** A player's game in a round: the opponent, his colour, his score. */
    public record CrossCell(String opponent, String color, String score, String gameId) {
    }

    /** A penalty with the game it was imposed in. */
    public record PlayerPenalty(String event, String round, Integer board, String gameId, String color,
                                GameView.PenaltyRecord penalty) {
    }

    private Records() {
    }

    public static Result result(GameView v) {
        String[] points = points(v);
        String recorded = v.result;
        if (Termination.FORFEIT.name().equals(v.termination) && v.result != null) {
            recorded = v.result.equals("1-0") ? "+/-" : v.result.equals("0-1") ? "-/+" : v.result;
        }
        return new Result(v.round, v.board, v.gameId, v.white, v.black, v.status, v.result, recorded, v.termination,
                v.terminationArticle, points[0], points[1]);
    }

    /** White's and Black's points in the game, as text ({@code 1}, {@code 1/2}, {@code 0}, ...); null while it goes on. */
    static String[] points(GameView v) {
        String white = null;
        String black = null;
        if (v.result != null) {
            switch (GameResult.fromNotation(v.result)) {
                case WHITE_WINS -> { white = "1"; black = "0"; }
                case BLACK_WINS -> { white = "0"; black = "1"; }
                case DRAW -> { white = "1/2"; black = "1/2"; }
                case BOTH_LOSE -> { white = "0"; black = "0"; }
                case WHITE_HALF_BLACK_ZERO -> { white = "1/2"; black = "0"; }
                case WHITE_ZERO_BLACK_HALF -> { white = "0"; black = "1/2"; }
            }
        }
        for (GameView.PenaltyRecord p : v.penalties) {
            if (p.points == null) {
                continue;
            }
            boolean onWhite = p.player.equals("WHITE");
            if (p.penalty.equals("REDUCE_POINTS")) {
                if (onWhite) {
                    white = p.points;
                } else {
                    black = p.points;
                }
            } else if (p.penalty.equals("INCREASE_OPPONENT_POINTS")) {
                if (onWhite) {
                    black = p.points;
                } else {
                    white = p.points;
                }
            }
        }
        return new String[]{white, black};
    }

    public static List<CrossRow> crossTable(List<GameView> games) {
        Map<String, Map<String, CrossCell>> rows = new LinkedHashMap<>();
        Map<String, BigDecimal> totals = new LinkedHashMap<>();
        for (GameView v : games) {
            String[] points = points(v);
            String round = v.round == null ? "?" : v.round;
            add(rows, totals, name(v.white, "White"), round, new CrossCell(name(v.black, "Black"), "WHITE", points[0], v.gameId));
            add(rows, totals, name(v.black, "Black"), round, new CrossCell(name(v.white, "White"), "BLACK", points[1], v.gameId));
        }
        List<String> players = new ArrayList<>(rows.keySet());
        players.sort(Comparator.comparing((String p) -> totals.get(p)).reversed().thenComparing(p -> p));
        List<CrossRow> out = new ArrayList<>();
        for (String player : players) {
            out.add(new CrossRow(player, text(totals.get(player)), rows.get(player)));
        }
        return out;
    }

    private static void add(Map<String, Map<String, CrossCell>> rows, Map<String, BigDecimal> totals, String player,
                            String round, CrossCell cell) {
        rows.computeIfAbsent(player, p -> new TreeMap<>(Comparator.comparing(Records::roundOrder).thenComparing(s -> s)))
                .put(round, cell);
        totals.merge(player, value(cell.score()), BigDecimal::add);
    }

    /** Rounds "1", "2", ..., "10" in numeric order where they are numbers. */
    private static BigDecimal roundOrder(String round) {
        try {
            return new BigDecimal(round);
        } catch (NumberFormatException e) {
            return BigDecimal.valueOf(Long.MAX_VALUE);
        }
    }

    static BigDecimal value(String points) {
        if (points == null) {
            return BigDecimal.ZERO;
        }
        if (points.contains("/")) {
            String[] parts = points.split("/");
            return new BigDecimal(parts[0]).divide(new BigDecimal(parts[1]));
        }
        return new BigDecimal(points);
    }

    /** 2.5 as "2 1/2", 0.5 as "1/2", 0.75 as "3/4": scores as federations write them. */
    static String text(BigDecimal value) {
        BigDecimal whole = value.setScale(0, java.math.RoundingMode.FLOOR);
        BigDecimal rest = value.subtract(whole);
        String fraction = rest.signum() == 0 ? "" : rest.compareTo(new BigDecimal("0.5")) == 0 ? "1/2"
                : rest.compareTo(new BigDecimal("0.25")) == 0 ? "1/4" : rest.compareTo(new BigDecimal("0.75")) == 0 ? "3/4"
                : rest.stripTrailingZeros().toPlainString();
        if (whole.signum() == 0) {
            return fraction.isEmpty() ? "0" : fraction;
        }
        return fraction.isEmpty() ? whole.toPlainString() : whole.toPlainString() + " " + fraction;
    }

    private static String name(String name, String fallback) {
        return name == null || name.isBlank() ? fallback : name;
    }
}
