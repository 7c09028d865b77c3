package adjudicator.command.state;

import adjudicator.command.api.GameStatus;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Scores;
import adjudicator.engine.rules.Termination;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.RoundResult;

import java.math.BigDecimal;

/**
 * A game's result as its tournament counts it, a function of the game's fold ({@link GameState}): the
 * points in force (8.7: signed alike, or as the arbiter or the appeals committee decided, then the
 * arbiter's points penalties) for each side; a game ended by default (2005 6.7; RF 2013 6.6a; 2017/2023
 * 6.7.1: a player absent) is won and lost by forfeit ({@code +}/{@code -}, and {@code -/-} where neither
 * scored); a game ended before both players had made a move (less than one move) is played but not rated
 * ({@code W}/{@code D}/{@code L}, the TRF codes of FIDE Handbook C.04 Annex 2; FIDE Rating Regulations 5.1:
 * rated is "any game where both players have made at least one move"). A game in progress, or annulled, counts for nothing yet.
 * Nothing is stored: the tournament's view follows the game's events as they are. Pure.
 */
public final class TournamentGameResult {

    private TournamentGameResult() {
    }

    /**
     * The board's result of a finished game; null while it goes on, or annulled, and for scores a rule of
     * the Laws gives outside 1-½-0 (0-0 when both lose, 2005 12.9, RF 2013 13.8, 2017/2023 11.8; ½-0 for a device, RF
     * 2013 13.3.2), which the table writes side by side ({@link #sides}).
     */
    public static BoardResult of(GameState v) {
        if (v.status() != GameStatus.FINISHED) {
            return null;
        }
        GameState.Points points = v.points();
        if (points.white() == null || points.black() == null) {
            return null;
        }
        RoundResult.Kind white = kind(Scores.value(points.white()));
        RoundResult.Kind black = kind(Scores.value(points.black()));
        if (v.termination() == Termination.FORFEIT) {
            return white == RoundResult.Kind.WIN ? BoardResult.WHITE_WINS_BY_FORFEIT
                    : black == RoundResult.Kind.WIN ? BoardResult.BLACK_WINS_BY_FORFEIT : BoardResult.DOUBLE_FORFEIT;
        }
        // rated is "any game where both players have made at least one move" (FIDE Rating Regulations 5.1): less, the TRF's W, D, L
        boolean unrated = v.moves().stream().noneMatch(m -> m.player() == Color.WHITE)
                || v.moves().stream().noneMatch(m -> m.player() == Color.BLACK);
        if (white == RoundResult.Kind.WIN) {
            return unrated ? BoardResult.WHITE_WINS_UNRATED : BoardResult.WHITE_WINS;
        }
        if (black == RoundResult.Kind.WIN) {
            return unrated ? BoardResult.BLACK_WINS_UNRATED : BoardResult.BLACK_WINS;
        }
        if (white == RoundResult.Kind.DRAW && black == RoundResult.Kind.DRAW) {
            return unrated ? BoardResult.DRAW_UNRATED : BoardResult.DRAW;
        }
        return null; // 0-0, 1/2-0: scores a rule of the Laws gave, which the table writes side by side (sides)
    }

    /**
     * What White and Black got in the game, in that order: the sides of its board result ({@link #of});
     * where a finished game has none (0-0, ½-0), each side's own by his points, a win, a draw or a loss;
     * pending while the game has no result.
     */
    public static RoundResult[] sides(GameState v) {
        BoardResult result = of(v);
        if (result != null) {
            return new RoundResult[]{result.white(), result.black()};
        }
        if (v.status() == GameStatus.FINISHED && v.points().white() != null) {
            GameState.Points p = v.points();
            return new RoundResult[]{played(kind(Scores.value(p.white()))), played(kind(Scores.value(p.black())))};
        }
        return new RoundResult[]{RoundResult.PENDING, RoundResult.PENDING};
    }

    /** Points as a kind of result: 1 a win, 0 a loss, anything between (½, and ¼ or ¾ where 2005 gives them) a draw. */
    static RoundResult.Kind kind(BigDecimal points) {
        return points.compareTo(BigDecimal.ONE) >= 0 ? RoundResult.Kind.WIN
                : points.signum() == 0 ? RoundResult.Kind.LOSS : RoundResult.Kind.DRAW;
    }

    private static RoundResult played(RoundResult.Kind kind) {
        return switch (kind) {
            case WIN -> RoundResult.WIN;
            case DRAW -> RoundResult.DRAW;
            case LOSS -> RoundResult.LOSS;
        };
    }
}
