package adjudicator.query.appeal;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.appeal.AppealCommands;
import adjudicator.command.appeal.AppealDecider;
import adjudicator.command.appeal.AppealEvent;
import adjudicator.command.appeal.AppealReader;
import adjudicator.command.appeal.AppealState;
import adjudicator.command.appeal.LodgeAppealRequest;
import adjudicator.command.decide.Readjudication;
import adjudicator.command.process.ConsequenceLedger;
import adjudicator.command.process.TournamentBoards;
import adjudicator.command.record.RecordChain;
import adjudicator.command.record.ServerClock;
import adjudicator.command.state.GameState;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.UnknownTournamentException;
import adjudicator.command.web.CommandBinder;
import adjudicator.engine.rules.Edition;
import adjudicator.query.GameReader;
import adjudicator.query.Readjudicator;
import com.fasterxml.jackson.databind.JsonNode;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Appeals: lodged against a game's rulings or result, heard by a committee, decided by majority; a
 * decision's effects are applied to the game as its own new events, each citing the appeal.
 */
@RestController
public class AppealController {

    private final CommandGateway commands;
    private final CommandBinder binder;
    private final AppealReader appeals;
    /** The appeals of a game and of an event, without reading every appeal. */
    private final AppealIndex index;
    private final GameReader games;
    private final TournamentReader tournaments;
    private final Readjudicator readjudicator;
    private final RecordChain chain;
    private final AppealDecisionDocument document;
    private final ConsequenceLedger consequences;
    private final TournamentBoards boards;

    public AppealController(CommandGateway commands, CommandBinder binder, AppealReader appeals, GameReader games,
                            TournamentReader tournaments, Readjudicator readjudicator, RecordChain chain,
                            AppealDecisionDocument document, ConsequenceLedger consequences,
                            TournamentBoards boards, AppealIndex index) {
        this.commands = commands;
        this.binder = binder;
        this.appeals = appeals;
        this.games = games;
        this.tournaments = tournaments;
        this.readjudicator = readjudicator;
        this.chain = chain;
        this.document = document;
        this.consequences = consequences;
        this.boards = boards;
        this.index = index;
    }

    /**
     * Whether the appeal {@code id}, which a lodging with a commandId could not create, was lodged already
     * by the same request (its commandId and digest): then it is answered again and nothing is written;
     * lodged by another request with that commandId, a 409.
     */
    private boolean lodgedAgain(String id, org.axonframework.messaging.MetaData idempotency) {
        List<org.axonframework.eventhandling.DomainEventMessage<?>> lodged;
        try {
            lodged = appeals.events(id);
        } catch (adjudicator.command.appeal.UnknownAppealException e) {
            return false;
        }
        Object first = lodged.get(0).getMetaData().get(adjudicator.command.api.CommandAnswers.COMMAND_DIGEST);
        if (first == null || !first.equals(idempotency.get(adjudicator.command.api.CommandAnswers.COMMAND_DIGEST))) {
            throw GameRuleException.conflict(adjudicator.command.text.Message.of("refusal.appeal.commandIdUsed",
                    String.valueOf(idempotency.get(adjudicator.command.api.CommandAnswers.COMMAND_ID)), id), null, null);
        }
        return true;
    }

    /** The appeal deadline the regulations of the game's tournament set, in minutes; null where none (or no tournament). */
    private Long tournamentDeadlineMinutes(String event) {
        if (event == null) {
            return null;
        }
        try {
            java.time.Duration d = tournaments.current(TournamentDecider.idOf(event)).created().regulations().appealDeadline();
            return d == null ? null : d.toMinutes();
        } catch (UnknownTournamentException e) {
            return null;
        }
    }

    @PostMapping("/api/appeals")
    @Operation(summary = "Lodge an appeal against rulings of a game (their event seqs) or its result; measured against the "
            + "deadline (C.11 3.4: 60 minutes after the game for standard play, 15 for rapid and blitz), a late one is recorded "
            + "and refused, and so is one against a ruling already decided on appeal")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = LodgeAppealRequest.class)))
    public ResponseEntity<Map<String, Object>> lodge(@RequestBody JsonNode body) {
        org.axonframework.messaging.MetaData idempotency = CommandBinder.commandIdOf(body);
        LodgeAppealRequest r = binder.lodgeAppeal(body);
        Object commandId = idempotency.get(adjudicator.command.api.CommandAnswers.COMMAND_ID);
        // with a commandId the appeal's id is derived from it, so that the same lodging sent again finds its appeal
        String id = commandId == null ? UUID.randomUUID().toString()
                : UUID.nameUUIDFromBytes(("appeal:" + commandId).getBytes(java.nio.charset.StandardCharsets.UTF_8)).toString();
        GameState v = games.current(r.gameId());
        List<GameEvent> events = games.events(r.gameId());
        Map<Long, String> decided = new HashMap<>();
        boolean resultDecided = false;
        String resultAppeal = null;
        for (AppealState a : index.ofGame(r.gameId())) {
            if (a.decided() == null) {
                continue;
            }
            a.lodged().disputed().forEach(seq -> decided.putIfAbsent(seq, a.lodged().appealId()));
            if (a.lodged().disputed().isEmpty()) {
                resultDecided = true;
                resultAppeal = a.lodged().appealId();
            }
        }
        Instant at = r.at() == null ? Instant.now() : r.at();
        String name = r.appellantName() != null ? r.appellantName()
                : r.appellant() == adjudicator.command.api.Party.WHITE ? v.created().whiteName() : v.created().blackName();
        org.axonframework.commandhandling.CommandMessage<?> lodge = ServerClock.message(new AppealCommands.LodgeAppeal(id, at, r.gameId(), v.created().event(), r.appellant(), name,
                r.lodgedBy() == null ? AppealEvent.LodgedBy.ARBITER_ON_BEHALF : r.lodgedBy(), r.captain(), r.disputed(), r.grounds(),
                r.fee(), AppealDecider.endOf(v, events), events.size() - 1L, v.clock().control(), v.edition(),
                v.created().regulations() == null ? null : v.created().regulations().appealDeadlineMinutes(),
                tournamentDeadlineMinutes(v.created().event()), decided, resultDecided, resultAppeal), r.at() == null)
                .andMetaData(idempotency);
        try {
            commands.sendAndWait(lodge); // the access check first, in the command's interceptor
        } catch (org.axonframework.commandhandling.CommandExecutionException | org.axonframework.modelling.command.AggregateStreamCreationException
                 | org.axonframework.modelling.command.ConcurrencyException e) {
            if (commandId == null || !lodgedAgain(id, idempotency)) {
                throw e;
            }
        }
        return ResponseEntity.created(URI.create("/api/appeals/" + id)).body(appeal(id));
    }

    @PostMapping("/api/appeals/{appealId}/commands")
    @Operation(summary = "A step of the appeal: FormCommittee, StandAside, RecordStatement (the ARBITER or the committee), "
            + "DecideAppeal (the committee alone); a decision's effects are applied to the game as new events citing the appeal")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = AppealCommands.AppealCommand.class)))
    public Map<String, Object> command(@PathVariable String appealId, @RequestBody JsonNode body) {
        org.axonframework.messaging.MetaData idempotency = CommandBinder.commandIdOf(body);
        boolean serverClock = body == null || !body.hasNonNull("at");
        AppealCommands.AppealCommand command = binder.appealCommand(appealId, body, Instant.now());
        AppealState s = appeals.current(appealId);
        String gameId = s.lodged().gameId();
        if (command instanceof AppealCommands.FormCommittee c) {
            command = new AppealCommands.FormCommittee(c.appealId(), c.at(), c.members(), c.reserves(), partyFederations(gameId));
        } else if (command instanceof AppealCommands.StandAside c) {
            command = new AppealCommands.StandAside(c.appealId(), c.at(), c.member(), c.reason(), partyFederations(gameId));
        } else if (command instanceof AppealCommands.DecideAppeal c) {
            RecordChain.Head head = chain.head(gameId).orElse(null);
            command = new AppealCommands.DecideAppeal(c.appealId(), c.at(), c.decision(), c.reasons(), c.articles(), c.votes(),
                    c.feeReturned(), c.effects(), head == null ? null : head.seq(), head == null ? null : head.hash());
        }
        // a decision's effects are the process manager's (AppealEffects); this request waits for them to answer with them
        boolean decides = command instanceof AppealCommands.DecideAppeal && s.decided() == null && consequences.running();
        java.util.concurrent.CompletableFuture<List<Object>> effects = decides ? consequences.expect(appealId) : null;
        int appended;
        try {
            appended = commands.sendAndWait(ServerClock.message(command, serverClock).andMetaData(idempotency));
        } catch (RuntimeException e) {
            if (effects != null) {
                consequences.await(appealId, effects, java.time.Duration.ZERO);
            }
            throw e;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("appended", appended);
        if (command instanceof AppealCommands.DecideAppeal && appended > 0) {
            Optional<List<Object>> outcomes = effects == null ? Optional.empty()
                    : consequences.await(appealId, effects, EFFECTS_WAIT);
            out.put("gameEvents", outcomes.map(list -> list.stream().map(AppealController::outcome).toList()).orElse(null));
            out.put("effects", outcomes.isPresent() ? "APPLIED" : "PENDING");
            consequences.awaitCaughtUp(EFFECTS_WAIT); // and theirs: a replay ordered on the tournament's board
        }
        out.put("head", chain.head(appealId).orElse(null));
        return out;
    }

    /** How long a decision's request waits for its effects before it answers that they are pending. */
    private static final java.time.Duration EFFECTS_WAIT = java.time.Duration.ofSeconds(30);

    /** An effect's outcome as answered: the game's events it appended, or the game's refusal. */
    private static Object outcome(Object o) {
        if (o instanceof adjudicator.command.api.Rejection r) {
            Map<String, Object> refused = new LinkedHashMap<>();
            refused.put("status", r.kind().status());
            refused.put("detail", r.detail());
            refused.put("article", r.article());
            return Map.of("refused", refused);
        }
        return o;
    }

    /** The federations of the game's players, where it is a tournament's game and they are known. */
    private List<String> partyFederations(String gameId) {
        return boards.of(gameId).map(at -> java.util.stream.Stream.of(at.board().board().pairing().white(),
                        at.board().board().pairing().black())
                .map(rank -> at.tournament().players().get(rank).entrant().federation()).filter(java.util.Objects::nonNull).toList())
                .orElse(List.of());
    }

    @PostMapping("/api/appeals/{appealId}/readjudication")
    @Operation(summary = "Attach to the hearing what the game's record gives under another edition of the Laws (or its own), "
            + "and without the facts at the seqs \"without\" (a disputed fact taken out): the ending each gives and the first divergence")
    public Map<String, Object> readjudication(@PathVariable String appealId, @RequestParam(required = false) Edition rules,
                                              @RequestParam(required = false) List<Long> without) {
        AppealState s = appeals.current(appealId);
        List<Long> takenOut = without == null ? List.of() : List.copyOf(without);
        Readjudication.Report report = readjudicator.of(s.lodged().gameId(), rules, new java.util.HashSet<>(takenOut));
        AppealEvent.ReadjudicationAttached evidence = new AppealEvent.ReadjudicationAttached(appealId, Instant.now(),
                adjudicator.command.api.Actor.APPEALS_COMMITTEE, report.rules().name(), takenOut, report.identical(),
                report.recorded().result(), report.readjudicated().result(),
                report.readjudicated().termination() == null ? null : report.readjudicated().termination().name(),
                report.readjudicated().article(), report.firstDivergence() == null ? null : report.firstDivergence().seq());
        int appended = commands.sendAndWait(ServerClock.message(new AppealCommands.AttachReadjudication(appealId, evidence.at(), evidence), true));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("appended", appended);
        out.put("evidence", evidence);
        out.put("head", chain.head(appealId).orElse(null));
        return out;
    }

    @GetMapping("/api/appeals/{appealId}")
    @Operation(summary = "The appeal: as lodged (and refused), the committee, statements, evidence, the decision with its votes")
    public Map<String, Object> appeal(@PathVariable String appealId) {
        return view(appeals.current(appealId));
    }

    /** An appeal as {@link #appeal} answers it, from its state. */
    private Map<String, Object> view(AppealState s) {
        String appealId = s.lodged().appealId();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("appealId", appealId);
        out.put("lodged", s.lodged());
        out.put("refused", s.refused());
        out.put("status", s.refused() != null ? "REFUSED" : s.decided() != null ? "DECIDED" : s.committeeFormed() ? "HEARING" : "LODGED");
        out.put("committee", s.committeeFormed() ? Map.of("sitting", s.sitting(), "reserves", s.reserves(), "stoodAside", s.stoodAside())
                : null);
        out.put("statements", s.statements());
        out.put("evidence", s.evidence());
        out.put("decision", s.decided());
        out.put("effectsRefused", s.effectsRefused());
        out.put("head", chain.head(appealId).orElse(null));
        return out;
    }

    @GetMapping(value = "/api/appeals/{appealId}/decision", produces = {org.springframework.http.MediaType.TEXT_HTML_VALUE,
            org.springframework.http.MediaType.APPLICATION_PDF_VALUE})
    @Operation(summary = "The decision document, as a page (text/html) or PDF (format=pdf or Accept: application/pdf): the "
            + "competition, the game, the parties and the committee, each disputed event with a diagram and both clocks, the "
            + "timeline around it, the hearing, the decision with its votes, and the record it rests on with its SHA-256 (also in "
            + "the header X-Record-Digest)")
    public ResponseEntity<?> decision(@PathVariable String appealId, @RequestParam(required = false) String format,
                                      @RequestParam(name = adjudicator.command.text.Language.PARAM, required = false) String lang,
                                      @org.springframework.web.bind.annotation.RequestHeader(value = "Accept", required = false) String accept) {
        adjudicator.command.text.Texts texts = adjudicator.command.text.Texts.of(adjudicator.command.text.Language.of(lang));
        if (format != null && !format.equals("pdf") && !format.equals("html")) {
            throw GameRuleException.malformed(adjudicator.command.text.Message.of("refusal.appeal.decisionFormat", format));
        }
        boolean pdf = "pdf".equals(format) || (format == null && accept != null && accept.contains("application/pdf"));
        AppealDecisionDocument.Content content = document.content(appealId, texts);
        String digest = content.digest();
        if (pdf) {
            return ResponseEntity.ok().contentType(org.springframework.http.MediaType.APPLICATION_PDF).header("X-Record-Digest", digest)
                    .header("Content-Disposition", "attachment; filename=\"appeal-" + appealId + ".pdf\"")
                    .body(document.pdf(content, Instant.now()));
        }
        return ResponseEntity.ok().contentType(new org.springframework.http.MediaType("text", "html", java.nio.charset.StandardCharsets.UTF_8))
                .header("X-Record-Digest", digest).body(document.html(content));
    }

    @GetMapping("/api/games/{gameId}/appeals")
    @Operation(summary = "The appeals of a game, in the order they were lodged")
    public List<Map<String, Object>> ofGame(@PathVariable String gameId) {
        games.lastSeq(gameId); // 404 for an unknown game
        return index.ofGame(gameId).stream().map(this::view).toList();
    }

    @GetMapping("/api/tournaments/{tournamentId}/appeals")
    @Operation(summary = "The appeals of a tournament's games, in the order they were lodged")
    public List<Map<String, Object>> ofTournament(@PathVariable String tournamentId) {
        TournamentState t = tournaments.current(tournamentId);
        return index.ofEvent(t.created().name()).stream().map(this::view).toList();
    }
}
