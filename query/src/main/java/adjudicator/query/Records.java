package adjudicator.query;

import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.state.GameState;
import adjudicator.command.state.PenaltyRecord;
import adjudicator.command.state.ResultStanding;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.SanctionLoss;
import adjudicator.engine.rules.Scores;
import adjudicator.engine.rules.Termination;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The federation's records, derived from the games' own events: the results of an event or a round
 * (every result kind, forfeits marked), the cross table, the penalties of a player. Scores follow the
 * result (Art. 11 / 2017 10.1: 1, ½, 0; 0-0 when both lose; 1/2-0 and 0-1/2 where a rule gives them),
 * then the arbiter's points penalties, which set the penalised player's score ({@code REDUCE_POINTS})
 * or his opponent's ({@code INCREASE_OPPONENT_POINTS}).
 */
public final class Records {

    /**
     * One game's line in the results register: {@code result} is the record's, {@code recorded} the
     * result in force as the register writes it (8.7: signed alike by both, or as the arbiter decided;
     * a forfeit marked {@code +/-}), the points follow it; {@code resultStanding} says where it stands
     * ({@code UNSIGNED} until both have signed), and a decision of the arbiter is named with who
     * recorded it and its article; the ending in force and its article stand beside the record's (a finished game's),
     * and {@code decidedOnAppeal} names the appeal that amended the result.
     */
    public record Result(String round, Integer board, String gameId, String white, String black, String status,
                         String result, String recorded, String termination, String terminationArticle,
                         String whitePoints, String blackPoints, String resultStanding, String decidedBy,
                         String decisionArticle,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String terminationInForce,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String terminationArticleInForce,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String decidedOnAppeal) {
    }

    /** One player's line in the cross table: his score in each round (by round name) and in all. */
    public record CrossRow(String player, String total, Map<String, CrossCell> rounds) {
    }

    /**
     * A player's game in a round: the opponent, his colour, his score, and what a printed cross table
     * shows ({@code shown}): the score, or {@code +} and {@code -} for a game won and lost by forfeit
     * (default), as a federation's tables and the TRF write them. {@code resultNote}, only where the
     * result in force is not the record's (8.7), says why: signed so on both scoresheets, or decided
     * by the arbiter, who recorded it and under which article.
     */
    public record CrossCell(String opponent, String color, String score, String shown, String gameId,
                            @JsonInclude(JsonInclude.Include.NON_NULL) String resultNote) {
    }

    /** A penalty with the game it was imposed in. */
    public record PlayerPenalty(String event, String round, Integer board, String gameId, String color,
                                PenaltyRecord penalty) {
    }

    private Records() {
    }

    /** @param decidedBy who recorded the arbiter's decision on the result ({@code NAME (ROLE)}), or null */
    public static Result result(GameState v, String decidedBy) {
        String[] points = points(v);
        String recorded = v.resultInForce();
        if (v.termination() == Termination.FORFEIT && recorded != null) {
            recorded = recorded.equals("1-0") ? "+/-" : recorded.equals("0-1") ? "-/+" : recorded;
        }
        GameCreated game = v.created();
        return new Result(game.round(), game.board(), v.gameId(), game.whiteName(), game.blackName(), v.status().name(), v.result(),
                recorded, v.termination() == null ? null : v.termination().name(), v.terminationArticle(), points[0], points[1],
                v.resultStanding() == null ? null : v.resultStanding().name(), decidedBy,
                v.resultDecision() == null ? null : v.resultDecision().article(),
                v.terminationInForce() == null ? null : v.terminationInForce().name(), v.terminationArticleInForce(),
                v.appealDecision() == null ? null : v.appealDecision().appealId());
    }

    /** White's and Black's points in the game, as written ({@code 1}, {@code 1/2}, {@code 0}, ...); null while it goes on. */
    static String[] points(GameState v) {
        GameState.Points points = v.points();
        return new String[]{points.white(), points.black()};
    }

    /** @param decidedBy who recorded the arbiter's decision on a game's result ({@code NAME (ROLE)}), or null */
    public static List<CrossRow> crossTable(List<GameState> games, java.util.function.Function<GameState, String> decidedBy) {
        Map<String, Map<String, CrossCell>> rows = new LinkedHashMap<>();
        Map<String, BigDecimal> totals = new LinkedHashMap<>();
        for (GameState v : games) {
            String[] points = points(v);
            GameCreated game = v.created();
            String round = game.round() == null ? "?" : game.round();
            boolean forfeit = v.termination() == Termination.FORFEIT;
            String note = resultNote(v, decidedBy.apply(v));
            add(rows, totals, name(game.whiteName(), "White"), round, new CrossCell(name(game.blackName(), "Black"), "WHITE", points[0],
                    forfeit ? forfeitMark(points[0], points[1]) : points[0], v.gameId(), note));
            add(rows, totals, name(game.blackName(), "Black"), round, new CrossCell(name(game.whiteName(), "White"), "BLACK", points[1],
                    forfeit ? forfeitMark(points[1], points[0]) : points[1], v.gameId(), note));
        }
        List<String> players = new ArrayList<>(rows.keySet());
        players.sort(Comparator.comparing((String p) -> totals.get(p)).reversed().thenComparing(p -> p));
        List<CrossRow> out = new ArrayList<>();
        for (String player : players) {
            out.add(new CrossRow(player, text(totals.get(player)), rows.get(player)));
        }
        return out;
    }

    /** Why the result in force is not the record's (8.7), or null where it is. */
    public static String resultNote(GameState v, String decidedBy) {
        return resultNote(v, decidedBy, adjudicator.command.text.Texts.of(null));
    }

    /** As above, in the language of {@code t}. */
    public static String resultNote(GameState v, String decidedBy, adjudicator.command.text.Texts t) {
        String inForce = v.resultInForce();
        if (v.resultStanding() == ResultStanding.DECIDED_ON_APPEAL) {
            // a decision on appeal is shown even where it confirms the record's result
            return t.get("records.note.appeal", inForce, v.appealDecision().appealId())
                    + (v.appealDecision().article() == null ? "" : t.get("records.note.article", v.appealDecision().article()))
                    + t.get("records.note.record", v.result());
        }
        if (inForce == null || inForce.equals(v.result())) {
            return null;
        }
        if (v.resultStanding() == ResultStanding.DECIDED) {
            return t.get("records.note.decided", inForce, decidedBy == null ? t.get("records.note.theArbiter") : decidedBy,
                    v.resultDecision().article()) + t.get("records.note.record", v.result());
        }
        return t.get("records.note.signed", inForce, v.rules().article(Law.SIGNED_RESULT)) + t.get("records.note.record", v.result());
    }

    /** {@code +} for the player who won by forfeit, {@code -} for the one who lost by it, {@code =} where neither did. */
    private static String forfeitMark(String own, String other) {
        int cmp = value(own).compareTo(value(other));
        return cmp > 0 ? "+" : cmp < 0 ? "-" : "=";
    }

    /**
     * The loss imposed on a player as a sanction by the ending of the game, as an entry of the penalties
     * register: which endings those are and who lost is the engine's rule ({@link SanctionLoss}); a game
     * drawn by such an ending (the opponent could not mate) imposes no loss. A loss the arbiter imposed
     * with a penalty (both players losing, expulsion) is in the penalties already.
     *
     * @param ended the event that ended the game, and {@code seq} its sequence number
     */
    public static Optional<PenaltyRecord> sanctionLoss(GameState v, GameEnded ended, long seq) {
        return sanctionLoser(v, ended.termination()).map(loser -> new PenaltyRecord(seq, ended.at(), loser, PenaltyKind.LOSS_OF_GAME,
                null, null, ended.article(), null, "game lost: " + ended.termination(), ended.actor()));
    }

    /**
     * Who lost the game as a sanction, where an ending of {@code termination} did that ({@link
     * SanctionLoss#loser}), from the game's points as the register writes them (none yet counting 0).
     */
    public static Optional<Color> sanctionLoser(GameState v, Termination termination) {
        String[] points = points(v);
        return SanctionLoss.loser(termination, new Scores.Points(value(points[0]), value(points[1])));
    }

    /** The loss the game's ending imposed as a sanction, if it did, found from its events (the last {@code GameEnded}). */
    public static Optional<PenaltyRecord> sanctionLoss(GameState v, java.util.function.Supplier<List<adjudicator.command.api.GameEvent>> events) {
        if (!SanctionLoss.isSanction(v.termination())) {
            return Optional.empty();
        }
        List<adjudicator.command.api.GameEvent> all = events.get();
        for (int seq = all.size() - 1; seq >= 0; seq--) {
            if (all.get(seq) instanceof GameEnded ended) {
                return sanctionLoss(v, ended, seq);
            }
        }
        return Optional.empty();
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
        return points == null ? BigDecimal.ZERO : Scores.value(points);
    }

    static String text(BigDecimal value) {
        return Scores.written(value);
    }

    private static String name(String name, String fallback) {
        return name == null || name.isBlank() ? fallback : name;
    }
}
