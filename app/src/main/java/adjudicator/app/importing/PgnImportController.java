package adjudicator.app.importing;

import adjudicator.command.text.Message;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.importing.PgnImport;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.clock.TimeControlException;
import adjudicator.engine.rules.Edition;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code POST /api/games/import}: a PGN file (one game or many) into the record (docs/import.md). */
@RestController
@RequestMapping("/api/games")
public class PgnImportController {

    private final PgnImporter importer;
    private final LiveChessImporter liveChess;
    private final long maxImportBytes;

    public PgnImportController(PgnImporter importer, LiveChessImporter liveChess, adjudicator.app.access.RequestLimits limits) {
        this.importer = importer;
        this.liveChess = liveChess;
        this.maxImportBytes = limits.maxImportBytes();
    }

    @PostMapping(path = "/import", consumes = {"application/x-chess-pgn", "application/vnd.chess-pgn", "text/plain"})
    @Operation(summary = "Import the games of a PGN file: each game, with its clocks ([%clk], [%emt]) and the source's ending, "
            + "becomes a game of the record, whole or not at all; a game already in the record is not written again. The answer "
            + "lists every game's outcome (IMPORTED, ALREADY_THERE, DIFFERS, REFUSED, OUTSIDE_SCOPE) with its findings; 422 when "
            + "no game of the file is in the record and some were refused (docs/import.md)")
    public ResponseEntity<?> importPgn(
            @RequestBody byte[] body,
            @Parameter(description = "the edition of the Laws the games are played under: FIDE_2005, RF_2013, FIDE_2017 or FIDE_2023 "
                    + "(with a tournament: its own, which is the default)")
            @RequestParam(required = false) Edition rules,
            @Parameter(description = "the time control of games whose TimeControl tag gives none the import reads, in the PGN "
                    + "standard's form (e.g. 40/5400+30:1800+30); with a tournament, its own is the default")
            @RequestParam(required = false) String timeControl,
            @Parameter(description = "a tournament (its id or its name) whose round's pairings the games are imported onto")
            @RequestParam(required = false) String tournament,
            @Parameter(description = "the round of the tournament") @RequestParam(required = false) Integer round) {
        if ((tournament == null) != (round == null)) {
            throw GameRuleException.malformed(Message.of("refusal.import.tournamentAndRound"));
        }
        checkParameters(rules, timeControl, tournament);
        String text;
        try {
            text = PgnImporter.utf8(body);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw GameRuleException.malformed(Message.of("refusal.import.notUtf8"));
        }
        PgnImporter.Target target = tournament == null ? null : importer.target(tournament, round);
        PgnImport.Options options = target == null ? new PgnImport.Options(rules, timeControl, Instant.now())
                : importer.options(target, rules, timeControl, Instant.now());
        PgnImporter.Report report = importer.importAll(text, PgnImport.sha256(body), options, target, outcome -> {
        });
        if (report.games().isEmpty()) {
            throw GameRuleException.malformed(Message.of("refusal.import.noGame"));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("sha256", report.sha256());
        for (PgnImporter.Status status : PgnImporter.Status.values()) {
            out.put(key(status), report.count(status));
        }
        out.put("games", report.games());
        boolean anyInRecord = report.games().stream().anyMatch(g -> g.status() != PgnImporter.Status.REFUSED
                && g.status() != PgnImporter.Status.OUTSIDE_SCOPE);
        if (!anyInRecord && report.count(PgnImporter.Status.REFUSED) > 0) {
            return unprocessable(Message.of("refusal.import.noGameOfFile"), out);
        }
        return ResponseEntity.ok(out);
    }

    private static void checkParameters(Edition rules, String timeControl, String tournament) {
        if (tournament == null && rules == null) {
            throw GameRuleException.malformed(Message.of("refusal.import.rulesRequired"));
        }
        if (timeControl != null) {
            try {
                TimeControl.parse(timeControl);
            } catch (TimeControlException e) {
                throw GameRuleException.malformed(Message.of("refusal.import.timeControl", e.getMessage()));
            }
        }
    }

    @PostMapping(path = "/import/livechess", consumes = "application/zip")
    @Operation(summary = "Import a round of LiveChess Cloud: a zip of its files as the service lays them out (tournament.json, "
            + "round-N/index.json, round-N/game-M.json); each game is imported as a PGN game is, on its own or onto a tournament's "
            + "round, whose pairings its games are matched to by FIDE ID. The answer lists every game's outcome (as the PGN import's, "
            + "or NOT_STARTED); 422 when no game is in the record and some were refused (docs/import.md)")
    public ResponseEntity<?> importLiveChess(
            @RequestBody byte[] body,
            @Parameter(description = "the round (round-N in the files; with a tournament, its round too)", required = true)
            @RequestParam Integer round,
            @Parameter(description = "the edition of the Laws the games are played under (with a tournament: its own)")
            @RequestParam(required = false) Edition rules,
            @Parameter(description = "the time control where tournament.json gives none the import reads, in the PGN standard's form")
            @RequestParam(required = false) String timeControl,
            @Parameter(description = "a tournament (its id or its name) whose round's pairings the games are imported onto")
            @RequestParam(required = false) String tournament) {
        if (round == null || round < 1) {
            throw GameRuleException.malformed(Message.of("refusal.import.liveChessRound"));
        }
        checkParameters(rules, timeControl, tournament);
        LiveChessImporter.Source files;
        try {
            files = LiveChessImporter.zip(body, maxImportBytes);
        } catch (LiveChessImporter.TooLarge e) {
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.PAYLOAD_TOO_LARGE,
                    Message.of("refusal.import.archiveTooLarge", e.maxBytes()).inRequestLanguage());
            problem.setTitle("Content Too Large");
            return ResponseEntity.status(HttpStatus.PAYLOAD_TOO_LARGE).body(problem);
        } catch (java.io.IOException e) {
            throw GameRuleException.malformed(Message.of("refusal.import.notZip", e.getMessage()));
        }
        PgnImporter.Target target = tournament == null ? null : importer.target(tournament, round);
        PgnImport.Options options = target == null ? new PgnImport.Options(rules, timeControl, Instant.now())
                : importer.options(target, rules, timeControl, Instant.now());
        LiveChessImporter.Report report;
        try {
            report = liveChess.importRound(files, round, options, target, outcome -> {
            });
        } catch (adjudicator.command.importing.LiveChess.Malformed e) {
            throw GameRuleException.malformed(Message.of("refusal.import.liveChessMalformed", e.getMessage()));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("tournament", report.tournament());
        out.put("round", report.round());
        for (PgnImporter.Status status : PgnImporter.Status.values()) {
            out.put(key(status), report.count(status.name()));
        }
        out.put("notStarted", report.count(LiveChessImporter.NOT_STARTED));
        out.put("games", report.games());
        boolean anyInRecord = report.games().stream().anyMatch(g -> !g.status().equals("REFUSED") && !g.status().equals("OUTSIDE_SCOPE")
                && !g.status().equals(LiveChessImporter.NOT_STARTED));
        if (!anyInRecord && report.count("REFUSED") > 0) {
            return unprocessable(Message.of("refusal.import.noGameOfRound"), out);
        }
        return ResponseEntity.ok(out);
    }

    /** A 422 whose members are the import's answer: no game is in the record, and some were refused. */
    private static ResponseEntity<ProblemDetail> unprocessable(Message detail, Map<String, Object> answer) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.UNPROCESSABLE_ENTITY,
                detail.inRequestLanguage());
        problem.setTitle("Unprocessable Content");
        problem.setType(URI.create("about:blank"));
        answer.forEach(problem::setProperty);
        return ResponseEntity.unprocessableEntity().body(problem);
    }

    /** The status as the answer counts it: IMPORTED as "imported", ALREADY_THERE as "alreadyThere". */
    static String key(PgnImporter.Status status) {
        String[] words = status.name().toLowerCase(java.util.Locale.ROOT).split("_");
        StringBuilder key = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            key.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return key.toString();
    }
}
