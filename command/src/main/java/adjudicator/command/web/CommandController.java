package adjudicator.command.web;

import adjudicator.command.api.Appended;
import adjudicator.command.api.Commands;
import adjudicator.command.record.EventRenderer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** The command side of the contract: create a game, send it one command. */
@RestController
@RequestMapping("/api/games")
public class CommandController {

    private final CommandGateway commands;
    private final EventRenderer events;
    private final CommandBinder binder;

    public CommandController(CommandGateway commands, EventRenderer events, CommandBinder binder) {
        this.commands = commands;
        this.events = events;
        this.binder = binder;
    }

    @PostMapping
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = CreateGameRequest.class)))
    public ResponseEntity<Map<String, String>> create(@RequestBody JsonNode body) {
        CreateGameRequest request = binder.newGame(body);
        String gameId = UUID.randomUUID().toString();
        commands.sendAndWait(request.command(gameId));
        return ResponseEntity.created(URI.create("/api/games/" + gameId)).body(Map.of("gameId", gameId));
    }

    @PostMapping("/{gameId}/commands")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = Commands.GameCommand.class)))
    public Map<String, List<ObjectNode>> command(@PathVariable String gameId, @RequestBody JsonNode body) {
        Object answer = commands.sendAndWait(binder.command(gameId, body));
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
