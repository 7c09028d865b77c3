package adjudicator.command.importing;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEvent;
import adjudicator.command.decide.Decision;
import adjudicator.command.decide.ImportDecider;
import adjudicator.command.decide.SourceFindings;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.command.state.SourceEndingRecord;
import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.rules.Edition;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * An archive's game judged by the Laws without storing it (docs/import.md, "Auditing an archive"): the game
 * planned and decided exactly as its import would be ({@link PgnImport}, {@link ImportDecider}), under each
 * edition asked, and its record folded in memory: the Laws' own ending where they had one, the first
 * illegal move, and the findings, the same as the imported game's ({@link SourceFindings}). Pure.
 */
public final class PgnAudit {

    /** Under one edition: whether the Laws can record the game as its source gives it, and what they make of it. */
    public record Verdict(Edition edition, boolean read, String refused, Integer refusedPly, String lawsResult, String lawsTermination,
                          String lawsArticle, Integer lawsPly, Integer firstIllegalPly, String firstIllegalMove, String firstIllegalArticle,
                          List<SourceFindings.Finding> findings) {
    }

    /** One game of the archive: its number and line, its players, its result as written, and the verdict under each edition. */
    public record Game(int number, int line, String white, String black, String result, String termination, List<Verdict> verdicts) {
    }

    private PgnAudit() {
    }

    /** The game {@code game}, number {@code number} of the file {@code sha256}, starting on {@code line}, under {@code editions}. */
    public static Game audit(PgnGame game, int number, int line, String sha256, List<Edition> editions, String timeControl, Instant at) {
        List<Verdict> verdicts = new ArrayList<>();
        for (Edition edition : editions) {
            verdicts.add(verdict(game, new PgnImport.Origin(sha256, number), edition, timeControl, at));
        }
        return new Game(number, line, game.tag("White").orElse(null), game.tag("Black").orElse(null), game.result(),
                game.tag("Termination").orElse(null), List.copyOf(verdicts));
    }

    private static Verdict verdict(PgnGame game, PgnImport.Origin origin, Edition edition, String timeControl, Instant at) {
        Commands.ImportGame command;
        try {
            command = PgnImport.command(game, origin, new PgnImport.Options(edition, timeControl, at));
        } catch (PgnImport.Refused e) {
            return refused(edition, e.getMessage(), e.ply());
        }
        Decision<GameEvent> decision = ImportDecider.decide(command);
        if (decision instanceof Decision.Rejected<GameEvent> rejected) {
            return refused(edition, rejected.rejection().detail(), null);
        }
        GameState s = GameFold.of(((Decision.Accepted<GameEvent>) decision).events());
        SourceEndingRecord ending = s.sourceEnding();
        MoveRecord illegal = s.moves().stream().filter(m -> !m.legal()).findFirst().orElse(null);
        Integer illegalPly = illegal == null ? null : s.moves().indexOf(illegal) + 1;
        boolean lawsEnded = ending != null && ending.lawsResult() != null;
        return new Verdict(edition, true, null, null, lawsEnded ? ending.lawsResult() : null,
                lawsEnded ? ending.lawsTermination().name() : null, lawsEnded ? ending.lawsArticle() : null,
                lawsEnded ? ending.lawsPly() : null, illegalPly, illegal == null ? null : illegal.move().uci(),
                illegal == null ? null : illegal.article(), SourceFindings.of(s));
    }

    private static Verdict refused(Edition edition, String why, Integer ply) {
        return new Verdict(edition, false, why, ply, null, null, null, null, null, null, null, List.of());
    }
}
