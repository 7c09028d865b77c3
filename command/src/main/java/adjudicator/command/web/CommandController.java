package adjudicator.command.web;

import adjudicator.command.api.Appended;
import adjudicator.command.api.Commands;
import adjudicator.command.record.EventRenderer;
import adjudicator.command.api.GameRuleException;
import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** The command side of the contract: create a game, send it one command. */
@RestController
@RequestMapping("/api/games")
public class CommandController {

    private final CommandGateway commands;
    private final EventRenderer events;

    public CommandController(CommandGateway commands, EventRenderer events) {
        this.commands = commands;
        this.events = events;
    }

    @PostMapping
    public ResponseEntity<Map<String, String>> create(@RequestBody JsonNode body) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed("the body must be one JSON object");
        }
        String rulesText = CommandRequests.text(body, "rules", true);
        Edition rules;
        try {
            rules = Edition.parse(rulesText);
        } catch (IllegalArgumentException e) {
            throw GameRuleException.malformed(e.getMessage());
        }
        Instant at = CommandRequests.instant(body, "at", false);
        JsonNode board = body.get("board");
        if (board != null && !board.isNull() && !(board.isIntegralNumber() && board.canConvertToInt())) {
            throw GameRuleException.malformed("\"board\" must be an integer");
        }
        JsonNode round = body.get("round");
        if (round != null && !round.isNull() && !round.isTextual() && !round.isIntegralNumber()) {
            throw GameRuleException.malformed("\"round\" must be a string such as \"3\" or \"3.1\"");
        }
        JsonNode quickplay = body.get("quickplayFinishAnnounced");
        if (quickplay != null && !quickplay.isNull() && !quickplay.isBoolean()) {
            throw GameRuleException.malformed("\"quickplayFinishAnnounced\" must be true or false");
        }
        String gameId = UUID.randomUUID().toString();
        commands.sendAndWait(new Commands.CreateGame(gameId, at, null,
                CommandRequests.text(body, "white", false), CommandRequests.text(body, "black", false),
                CommandRequests.text(body, "event", false), CommandRequests.text(body, "site", false),
                round == null || round.isNull() ? null : CommandRequests.bounded("round", round.asText()),
                board == null || board.isNull() ? null : board.asInt(),
                rules, CommandRequests.text(body, "timeControl", false), CommandRequests.text(body, "startFen", false),
                quickplay != null && quickplay.asBoolean()));
        return ResponseEntity.created(URI.create("/api/games/" + gameId)).body(Map.of("gameId", gameId));
    }

    @PostMapping("/{gameId}/commands")
    public Map<String, List<ObjectNode>> command(@PathVariable String gameId, @RequestBody JsonNode body) {
        Object answer = commands.sendAndWait(CommandRequests.parse(gameId, body));
        Appended appended = answer instanceof AppliedEvents.Answer a ? a.appended() : (Appended) answer;
        if (appended.last() < appended.first()) {
            return Map.of("events", List.of());
        }
        if (answer instanceof AppliedEvents.Answer a && a.complete()) {
            return Map.of("events", a.messages().stream().map(events::render).toList());
        }
        // a repeated commandId: the first command's events, read back from the store
        return Map.of("events", events.render(gameId, appended.first(), appended.last()));
    }
}
