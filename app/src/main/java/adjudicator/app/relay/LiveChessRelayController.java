package adjudicator.app.relay;

import adjudicator.command.text.Message;
import adjudicator.app.access.Account;
import adjudicator.app.access.Accounts;
import adjudicator.app.access.Role;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.record.ServerClock;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.UnknownTournamentException;
import com.fasterxml.jackson.databind.JsonNode;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.time.Instant;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * A round's e-boards followed on LiveChess Cloud (docs/import.md, "Following a round"): set up and stopped by an ADMIN,
 * its state read by the ADMIN and the round's ARBITERs.
 */
@RestController
@RequestMapping("/api/tournaments/{tournamentId}/rounds/{round}/relays")
public class LiveChessRelayController {

    private static final Set<String> FIELDS = Set.of("url", "account", "liveChessRound", "intervalSeconds", "conditional");

    private final CommandGateway commands;
    private final TournamentReader tournaments;
    private final Accounts accounts;
    private final LiveChessRelays relays;

    public LiveChessRelayController(CommandGateway commands, TournamentReader tournaments, Accounts accounts, LiveChessRelays relays) {
        this.commands = commands;
        this.tournaments = tournaments;
        this.accounts = accounts;
        this.relays = relays;
    }

    /** The body of {@code POST .../relays}. */
    @Schema(name = "FollowLiveChess", description = "A round's boards followed on LiveChess Cloud.",
            example = "{\"url\": \"https://1.pool.livechesscloud.com/get/0a1b2c3d-0000-4000-8000-000000000000/\", "
                    + "\"account\": \"lcc-open-a-r3\", \"liveChessRound\": 3, \"intervalSeconds\": 5, \"conditional\": true}")
    public record FollowRequest(String url, String account, Integer liveChessRound, Integer intervalSeconds, Boolean conditional) {
    }

    @PostMapping
    @Operation(summary = "Follow the round's boards on LiveChess Cloud (an ADMIN): every move the feed adds to a board of the round is "
            + "recorded in the board's game, with its clock press, by the RELAY account named (of the tournament's event and this "
            + "round); a host outside adjudicator.relay.allowed-hosts is refused")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(content = @Content(schema = @Schema(implementation = FollowRequest.class)))
    public ResponseEntity<LiveChessRelays.Status> follow(@PathVariable String tournamentId, @PathVariable int round,
                                                        @RequestBody JsonNode body) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed(Message.of("refusal.relay.body"));
        }
        for (Iterator<String> it = body.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw GameRuleException.malformed(Message.of("refusal.relay.unknownField", field, String.join(", ", FIELDS.stream()
                        .sorted().toList())));
            }
        }
        String url = text(body, "url");
        String accountName = text(body, "account");
        if (url == null || accountName == null) {
            throw GameRuleException.malformed(Message.of("refusal.relay.urlAndAccount"));
        }
        String refusal = relays.refusal(url);
        if (refusal != null) {
            throw GameRuleException.malformed(refusal);
        }
        int liveChessRound = integer(body, "liveChessRound", round);
        int interval = integer(body, "intervalSeconds", (int) Math.max(5, relays.minInterval().toSeconds()));
        if (liveChessRound < 1) {
            throw GameRuleException.malformed(Message.of("refusal.relay.liveChessRound"));
        }
        if (interval < relays.minInterval().toSeconds() || interval > 3600) {
            throw GameRuleException.malformed(Message.of("refusal.relay.interval", relays.minInterval().toSeconds()));
        }
        JsonNode c = body.path("conditional");
        if (!c.isMissingNode() && !c.isNull() && !c.isBoolean()) {
            throw GameRuleException.malformed(Message.of("refusal.relay.conditional"));
        }
        boolean conditional = !c.isBoolean() || c.asBoolean();
        TournamentState s = tournaments.current(tournamentId);
        Account account = accounts.active(accountName).orElse(null);
        String event = s.created().name();
        if (account == null || account.role() != Role.RELAY || !event.equals(account.event())
                || !String.valueOf(round).equals(account.round())) {
            throw GameRuleException.malformed(account == null ? Message.of("refusal.relay.noAccount", accountName, event, round)
                    : Message.of("refusal.relay.notARelay", accountName, round, event));
        }
        String relayId = UUID.randomUUID().toString();
        commands.sendAndWait(ServerClock.message(new TournamentCommands.FollowLiveChess(tournamentId, Instant.now(), relayId, round, url,
                liveChessRound, accountName, interval, conditional), true));
        TournamentState.Relay relay = tournaments.current(tournamentId).relays().get(relayId);
        relays.follow(tournamentId, relay);
        LiveChessRelays.Status status = relays.status(tournamentId, round).stream().filter(x -> x.relayId().equals(relayId)).findFirst()
                .orElseThrow();
        return ResponseEntity.created(URI.create("/api/tournaments/" + tournamentId + "/rounds/" + round + "/relays/" + relayId))
                .body(status);
    }

    @GetMapping
    @Operation(summary = "The round's relays from LiveChess Cloud and how each is doing: the feed's failures and backoff, and each "
            + "board's state (IN_STEP, RECORDED, WAITING, DIVERGED when the feed took moves back, GAME_OVER, NO_PAIRING, NO_GAME, "
            + "REFUSED), with what the arbiter is told")
    public List<LiveChessRelays.Status> status(@PathVariable String tournamentId, @PathVariable int round) {
        return relays.status(tournamentId, round);
    }

    @DeleteMapping("/{relayId}")
    @Operation(summary = "Stop following (an ADMIN): nothing more is read from the feed")
    public LiveChessRelays.Status stop(@PathVariable String tournamentId, @PathVariable int round, @PathVariable String relayId) {
        TournamentState.Relay relay = tournaments.current(tournamentId).relays().get(relayId);
        if (relay == null || relay.round() != round) {
            throw UnknownTournamentException.roundRelay(tournamentId, round, relayId);
        }
        commands.sendAndWait(ServerClock.message(new TournamentCommands.StopFollowing(tournamentId, Instant.now(), relayId), true));
        relays.stop(relayId);
        return relays.status(tournamentId, round).stream().filter(x -> x.relayId().equals(relayId)).findFirst().orElseThrow();
    }

    private static String text(JsonNode body, String field) {
        JsonNode v = body.path(field);
        if (v.isMissingNode() || v.isNull()) {
            return null;
        }
        if (!v.isTextual() || v.asText().isBlank()) {
            throw GameRuleException.malformed(Message.of("refusal.relay.string", field));
        }
        return v.asText().strip();
    }

    private static int integer(JsonNode body, String field, int absent) {
        JsonNode v = body.path(field);
        if (v.isMissingNode() || v.isNull()) {
            return absent;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw GameRuleException.malformed(Message.of("refusal.relay.wholeNumber", field));
        }
        return v.asInt();
    }
}
