package adjudicator.command.web;

import adjudicator.command.api.Appended;
import adjudicator.command.api.Commands;
import adjudicator.command.game.AppliedEvents;
import adjudicator.command.process.ConsequenceLedger;
import adjudicator.command.process.Consequences;
import adjudicator.command.record.EventRenderer;
import adjudicator.command.record.RecordChain;
import adjudicator.command.record.RecordHash;
import com.fasterxml.jackson.databind.JsonNode;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.DomainEventMessage;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.util.LinkedHashMap;
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
    private final RecordChain chain;
    private final ConsequenceLedger consequences;

    public CommandController(CommandGateway commands, EventRenderer events, CommandBinder binder, RecordChain chain,
                             ConsequenceLedger consequences) {
        this.commands = commands;
        this.events = events;
        this.binder = binder;
        this.chain = chain;
        this.consequences = consequences;
    }

    /** How long a command whose events have consequences waits for them before it answers all the same. */
    static final java.time.Duration CONSEQUENCES_WAIT = java.time.Duration.ofSeconds(10);

    @PostMapping
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = CreateGameRequest.class)))
    public ResponseEntity<Map<String, Object>> create(@RequestBody JsonNode body) {
        CreateGameRequest request = binder.newGame(body);
        String gameId = UUID.randomUUID().toString();
        commands.sendAndWait(request.command(gameId));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("gameId", gameId);
        out.put("head", chain.head(gameId).orElse(null));
        return ResponseEntity.created(URI.create("/api/games/" + gameId)).body(out);
    }

    @PostMapping("/{gameId}/commands")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
            content = @Content(schema = @Schema(implementation = Commands.GameCommand.class)))
    public Map<String, Object> command(@PathVariable String gameId, @RequestBody JsonNode body) {
        Commands.GameCommand command = binder.command(gameId, body);
        Object answer = commands.sendAndWait(command);
        Appended appended = answer instanceof AppliedEvents.Answer a ? a.appended() : (Appended) answer;
        if (answer instanceof AppliedEvents.Answer a && a.messages().stream().anyMatch(m -> Consequences.isCause(m.getPayload()))) {
            // an expulsion, a replay ordered: answered once the tournament has it too, so that what follows sees it
            consequences.awaitCaughtUp(CONSEQUENCES_WAIT);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        if (appended.last() < appended.first()) {
            out.put("events", List.of());
        } else if (answer instanceof AppliedEvents.Answer a && a.complete()) {
            out.put("events", a.messages().stream().map(events::render).toList());
            out.put("head", head(a));
            return out;
        } else {
            // a repeated commandId: the first command's events, read back from the store
            out.put("events", events.render(gameId, appended.first(), appended.last()));
        }
        out.put("head", chain.head(gameId).orElse(null));
        return out;
    }

    /** The receipt: the game's head in its hash chain after the command's last event (docs/integrity.md). */
    private static RecordChain.Head head(AppliedEvents.Answer answer) {
        DomainEventMessage<?> last = answer.messages().get(answer.messages().size() - 1);
        Object hash = last.getMetaData().get(RecordHash.HASH);
        return new RecordChain.Head(last.getSequenceNumber(), hash == null ? null : hash.toString());
    }
}
