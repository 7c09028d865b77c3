package adjudicator.query;

import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameStatus;
import adjudicator.command.state.GameState;
import adjudicator.command.state.PenaltyRecord;
import adjudicator.command.state.ResultStanding;
import adjudicator.command.state.TournamentGameResult;
import adjudicator.engine.rules.Termination;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.RoundResult;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.function.Supplier;

/**
 * A game's outcome as its tournament reads it, a function of the game's fold ({@link #of}) as of event
 * {@code lastSeq}: the record's result and ending, the result in force (8.7) with how it stands and the
 * appeal that decided it, each side's points, the board's result and each side's as the tournament counts
 * them ({@link TournamentGameResult}), and the note the cross table shows where the result in force is not
 * the record's. The game-views projection keeps one beside each game's summary, so that a tournament's
 * standings, cross table, results and round boards read one small record a game instead of folding every
 * game; a read uses it only where {@code lastSeq} is the game's last stored event and the game's chain
 * verifies up to it, and folds the game otherwise ({@link GameOutcomes}).
 *
 * @param whiteSide what White got as the tournament counts it ({@link TournamentGameResult#sides})
 * @param resultNote {@link Records#resultNote}, with no name of who decided (as the cross table shows it)
 * @param rulings the rulings and penalties the tournament's report lists of the game, each to follow where it was
 *                played ({@code TournamentReportPdf.gameRulings})
 * @param edition the edition of the Laws the game is played under
 * @param register the game's entries in its tournament's penalties register: every penalty the arbiter imposed, then
 *                 the loss its ending imposed as a sanction, if it did ({@link Records#sanctionLoss}); {@code null} in
 *                 an outcome stored before it had one, which a read therefore does not use
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record GameOutcome(String gameId, long lastSeq, GameStatus status, String result, Termination termination,
                          String terminationArticle, ResultStanding resultStanding, String resultInForce,
                          Termination terminationInForce, String terminationArticleInForce, String decidedOnAppeal,
                          String pointsWhite, String pointsBlack, BoardResult boardResult, RoundResult whiteSide,
                          RoundResult blackSide, String resultNote, java.util.List<String> rulings,
                          java.util.List<String> penalties, adjudicator.engine.rules.Edition edition,
                          java.util.List<PenaltyRecord> register) {

    /**
     * The outcome of the game folded as {@code v}; {@code events} gives the game's events up to {@code v}'s last
     * at least, and is called only where the game's ending imposed a loss as a sanction (to find the event that ended it).
     */
    public static GameOutcome of(GameState v, Supplier<List<GameEvent>> events) {
        RoundResult[] sides = TournamentGameResult.sides(v);
        java.util.List<String> rulings = new java.util.ArrayList<>();
        java.util.List<String> penalties = new java.util.ArrayList<>();
        adjudicator.query.tournament.TournamentReportPdf.gameRulings(v, "", rulings, penalties);
        return new GameOutcome(v.gameId(), v.lastSeq(), v.status(), v.result(), v.termination(), v.terminationArticle(),
                v.resultStanding(), v.resultInForce(), v.terminationInForce(), v.terminationArticleInForce(),
                v.appealDecision() == null ? null : v.appealDecision().appealId(), v.points().white(), v.points().black(),
                TournamentGameResult.of(v), sides[0], sides[1], Records.resultNote(v, null), java.util.List.copyOf(rulings),
                java.util.List.copyOf(penalties), v.edition(), register(v, events));
    }

    private static List<PenaltyRecord> register(GameState v, Supplier<List<GameEvent>> events) {
        List<PenaltyRecord> all = new java.util.ArrayList<>(v.penalties());
        Records.sanctionLoss(v, () -> {
            List<GameEvent> read = events.get();
            return read.size() > v.lastSeq() + 1 ? read.subList(0, (int) v.lastSeq() + 1) : read;
        }).ifPresent(all::add);
        return List.copyOf(all);
    }

    /** Both sides' points are known: the game has a result. */
    public boolean scored() {
        return pointsWhite != null && pointsBlack != null;
    }
}
