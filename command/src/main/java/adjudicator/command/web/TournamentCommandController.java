package adjudicator.command.web;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameRegulations;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Player;
import adjudicator.command.process.ConsequenceLedger;
import adjudicator.command.record.RecordChain;
import adjudicator.command.record.ServerClock;
import adjudicator.command.text.Message;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.command.tournament.TournamentEvent;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.TournamentFeeds;
import adjudicator.command.tournament.TrfImport;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.tournament.Entrant;
import adjudicator.engine.tournament.Regulations;
import com.fasterxml.jackson.databind.JsonNode;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command side of tournaments: create one (or import it from a TRF), send it a command, pair a
 * round from a pairing program's output, and create a round's games from its pairings.
 */
@RestController
@RequestMapping("/api/tournaments")
public class TournamentCommandController {

    private final CommandGateway commands;
    private final CommandBinder binder;
    private final RecordChain chain;
    private final TournamentReader tournaments;
    private final EventStore eventStore;
    private final ConsequenceLedger consequences;

    private final TournamentFeeds feeds;

    public TournamentCommandController(CommandGateway commands, CommandBinder binder, RecordChain chain,
                                       TournamentReader tournaments, EventStore eventStore, ConsequenceLedger consequences,
                                       TournamentFeeds feeds) {
        this.feeds = feeds;
        this.commands = commands;
        this.consequences = consequences;
        this.binder = binder;
        this.chain = chain;
        this.tournaments = tournaments;
        this.eventStore = eventStore;
    }

    @PostMapping
    @Operation(summary = "Create a tournament with its officials and regulations; its name is the event of its games")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = CreateTournamentRequest.class)))
    public ResponseEntity<Map<String, Object>> create(@RequestBody JsonNode body) {
        TournamentCommands.CreateTournament create = binder.newTournament(body).command(Instant.now());
        createOnce(create, create.tournamentId(), create.name());
        return created(create.tournamentId());
    }

    @PostMapping(path = "/import", consumes = MediaType.TEXT_PLAIN_VALUE)
    @Operation(summary = "Create a tournament from a Tournament Report File (TRF16 or TRF-2026): its data, players, rounds "
            + "and results, whole or not at all; \"rules\" is the edition of the Laws its games are played under")
    public ResponseEntity<Map<String, Object>> importTrf(@RequestBody String trf, @RequestParam Edition rules) {
        TournamentCommands.ImportTournament imported = TrfImport.tournament(trf, rules, Instant.now());
        createOnce(imported, imported.tournamentId(), imported.create().name());
        return created(imported.tournamentId());
    }

    /**
     * Sends a creation (the access check comes first, in the command's interceptor); a tournament of the
     * same name (the same id) that exists is a 409 that says so, and nothing is written.
     */
    private void createOnce(Object command, String id, String name) {
        try {
            commands.sendAndWait(ServerClock.message(command, true));
        } catch (CommandExecutionException | AggregateStreamCreationException | ConcurrencyException e) {
            if (eventStore.lastSequenceNumberFor(id).isPresent()) {
                throw GameRuleException.conflict(Message.of("refusal.tournament.nameTaken", String.valueOf(name), id), null, null);
            }
            throw e;
        }
    }

    private ResponseEntity<Map<String, Object>> created(String id) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("tournamentId", id);
        out.put("head", chain.head(id).orElse(null));
        return ResponseEntity.created(URI.create("/api/tournaments/" + id)).body(out);
    }

    @PostMapping("/{tournamentId}/commands")
    @Operation(summary = "Send a tournament one command: RegisterPlayer, WithdrawPlayer, ExpelPlayer, PairRound, EnterResult")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = TournamentCommands.TournamentCommand.class)))
    public Map<String, Object> command(@PathVariable String tournamentId, @RequestBody JsonNode body) {
        org.axonframework.messaging.MetaData idempotency = CommandBinder.commandIdOf(body);
        boolean serverClock = body == null || !body.hasNonNull("at");
        consequences.awaitCaughtUp(CommandController.CONSEQUENCES_WAIT); // an expulsion recorded in a game is the tournament's first
        TournamentCommands.TournamentCommand command = binder.tournamentCommand(tournamentId, body, Instant.now());
        int appended = commands.sendAndWait(ServerClock.message(command, serverClock).andMetaData(idempotency));
        return answer(tournamentId, appended);
    }

    @PostMapping(path = "/{tournamentId}/rounds/{round}/pairings", consumes = MediaType.TEXT_PLAIN_VALUE)
    @Operation(summary = "Pair a round from a pairing program: bbpPairings' or JaVaFo's output (-p), or a TRF whose column "
            + "for the round holds the pairings; players available and not listed get the bye they asked for before the round "
            + "(RequestBye), else a zero-point bye")
    public Map<String, Object> pairings(@PathVariable String tournamentId, @PathVariable int round, @RequestBody String text) {
        consequences.awaitCaughtUp(CommandController.CONSEQUENCES_WAIT);
        TournamentState s = tournaments.current(tournamentId);
        // a player who asked for a bye in the round is given it by the round's pairing (TournamentDecider)
        List<Integer> available = s.players().values().stream().filter(p -> p.available(round))
                .map(p -> p.entrant().startRank()).filter(p -> !s.byeRequests(round).containsKey(p)).toList();
        int appended = commands.sendAndWait(ServerClock.message(TrfImport.round(tournamentId, round, text, available, Instant.now()),
                true));
        return answer(tournamentId, appended);
    }

    @PostMapping("/{tournamentId}/rounds/{round}/games")
    @Operation(summary = "Create the games of a round from its pairings, each under the tournament's regulations (edition, "
            + "time control, quickplay finish); boards that have a game or an entered result are left as they are. Sent again, "
            + "it creates only what is missing")
    public Map<String, Object> games(@PathVariable String tournamentId, @PathVariable int round,
                                     @io.swagger.v3.oas.annotations.Parameter(description = "the device instant the games are set up "
                                             + "(each game's first event); the server's clock when absent")
                                     @RequestParam(required = false) Instant at) {
        Instant setUp = at == null ? Instant.now() : at;
        consequences.awaitCaughtUp(CommandController.CONSEQUENCES_WAIT);
        TournamentState s = tournaments.current(tournamentId);
        TournamentState.Round r = s.rounds().get(round);
        if (r == null) {
            throw GameRuleException.conflict(Message.of("refusal.tournament.roundNotPaired", round), null, null);
        }
        TournamentEvent.TournamentCreated t = s.created();
        List<Map<String, Object>> boards = new ArrayList<>();
        for (TournamentState.BoardState b : r.boards().values()) {
            Map<String, Object> line = new LinkedHashMap<>();
            int board = b.pairing().board();
            line.put("board", board);
            if (b.entered() != null) {
                line.put("result", b.entered().written());
                boards.add(line);
                continue;
            }
            String gameId = b.gameId() != null ? b.gameId()
                    : TournamentDecider.gameIdOf(tournamentId, round, board, r.pairedAt(), b.replayed().size());
            if (b.gameId() == null) {
                // the tournament first: it refuses a game of an expelled player before anything is written
                commands.sendAndWait(ServerClock.message(new TournamentCommands.AssignGame(tournamentId, setUp, round, board, gameId),
                        at == null));
            }
            boolean create = eventStore.lastSequenceNumberFor(gameId).isEmpty();
            if (create) {
                Entrant white = s.players().get(b.pairing().white()).entrant();
                Entrant black = s.players().get(b.pairing().black()).entrant();
                commands.sendAndWait(ServerClock.message(new Commands.CreateGame(gameId, setUp, null, Player.of(white.name(), white.fideId()),
                        Player.of(black.name(), black.fideId()), t.name(), t.site(), String.valueOf(round), board,
                        t.regulations().edition(), t.regulations().timeControl(), null, t.regulations().quickplayFinishAnnounced(),
                        gameRegulations(t.regulations())), at == null));
            }
            line.put("gameId", gameId);
            line.put("created", create);
            boards.add(line);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("round", round);
        out.put("boards", boards);
        out.put("head", chain.head(tournamentId).orElse(null));
        return out;
    }

    /** What a game of the tournament takes from its regulations beyond the edition and the time control. */
    public static GameRegulations gameRegulations(Regulations r) {
        GameRegulations g = new GameRegulations(r.defaultTime() == null ? null : r.defaultTime().toMillis(),
                r.drawAgreement().notBeforeMove() == 0 ? null : r.drawAgreement().notBeforeMove(), r.drawAgreement().arbiterConsent(),
                r.appealDeadline() == null ? null : (int) r.appealDeadline().toMinutes());
        return g.any() ? g : null;
    }

    /** The body of {@code POST .../rounds/{round}/feeds}: when the address expires (none: when revoked). */
    @Schema(name = "IssueFeed", description = "A read-only feed address of a round's PGN.", example = "{\"expiresAt\": \"2026-03-09T20:00:00Z\"}")
    public record FeedRequest(Instant expiresAt) {
    }

    @PostMapping("/{tournamentId}/rounds/{round}/feeds")
    @Operation(summary = "Issue a read-only feed address of the round's PGN for a poller that cannot send a header (a broadcast's "
            + "relay): the answer gives the address once (its secret is kept only as a SHA-256); it opens that round's PGN only, "
            + "with the round's broadcast delay, until it expires or is revoked")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(content = @Content(schema = @Schema(implementation = FeedRequest.class)))
    public ResponseEntity<Map<String, Object>> issueFeed(@PathVariable String tournamentId, @PathVariable int round,
                                                         @RequestBody(required = false) JsonNode request) {
        // none, {} or {"expiresAt": "..."}: anything else is refused, never taken for a feed without an expiry
        if (request != null && (!request.isObject() || request.size() > (request.has("expiresAt") ? 1 : 0))) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.feedBody"));
        }
        FeedRequest body;
        try {
            body = request == null || request.path("expiresAt").isNull() || request.path("expiresAt").isMissingNode() ? null
                    : new FeedRequest(Instant.parse(request.get("expiresAt").asText()));
        } catch (java.time.format.DateTimeParseException e) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.expiresAtInstant"));
        }
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        String secret = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        String feedId = java.util.UUID.randomUUID().toString();
        Instant expiresAt = body == null ? null : body.expiresAt();
        String hash = TournamentFeeds.sha256(secret);
        int appended = commands.sendAndWait(ServerClock.message(new TournamentCommands.IssueFeed(tournamentId, Instant.now(), round, feedId,
                hash, expiresAt), true));
        feeds.remember(hash, tournamentId);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("feedId", feedId);
        out.put("round", round);
        out.put("url", "/api/feeds/" + secret + "/pgn");
        out.put("expiresAt", expiresAt);
        out.putAll(answer(tournamentId, appended));
        return ResponseEntity.created(URI.create("/api/tournaments/" + tournamentId + "/rounds/" + round + "/feeds/" + feedId)).body(out);
    }

    @org.springframework.web.bind.annotation.DeleteMapping("/{tournamentId}/rounds/{round}/feeds/{feedId}")
    @Operation(summary = "Revoke a feed address: it opens nothing from then on")
    public Map<String, Object> revokeFeed(@PathVariable String tournamentId, @PathVariable int round, @PathVariable String feedId) {
        TournamentState.Feed feed = tournaments.current(tournamentId).feeds().get(feedId);
        if (feed == null || feed.round() != round) {
            throw adjudicator.command.tournament.UnknownTournamentException.roundFeed(tournamentId, round, feedId);
        }
        int appended = commands.sendAndWait(ServerClock.message(new TournamentCommands.RevokeFeed(tournamentId, Instant.now(), feedId), true));
        return answer(tournamentId, appended);
    }

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private Map<String, Object> answer(String tournamentId, int appended) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("appended", appended);
        out.put("head", chain.head(tournamentId).orElse(null));
        return out;
    }
}
