package adjudicator.app.integrity;

import adjudicator.command.api.UnknownGameException;
import adjudicator.command.record.RecordExport;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.text.Message;
import adjudicator.query.GameSummaryRepository;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.common.DateTimeUtils;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Export bundles (docs/integrity.md): a game's, or an event's (or one round's) events as stored,
 * with their hashes, the latest signed checkpoint and the public key, to be checked offline with
 * {@code verify-export} against a key the verifier trusts. Exported as stored, also when the record
 * fails verification: the bundle is the evidence, and its check says what fails.
 */
@RestController
public class ExportController {

    private final StoredEvents stored;
    private final Checkpointer checkpointer;
    private final GameSummaryRepository games;

    public ExportController(StoredEvents stored, Checkpointer checkpointer, GameSummaryRepository games) {
        this.stored = stored;
        this.checkpointer = checkpointer;
        this.games = games;
    }

    @GetMapping("/api/games/{gameId}/export")
    public ResponseEntity<ObjectNode> game(@PathVariable String gameId) {
        if (stored.last(gameId).isEmpty() && checkpointer.head(gameId).isEmpty()) {
            throw new UnknownGameException(gameId);
        }
        return bundle(List.of(gameId), Map.of("gameId", gameId), "game-" + gameId);
    }

    /** The games of an event (of one round with {@code round}), as the read model lists them. */
    @GetMapping("/api/events/{event}/export")
    public ResponseEntity<ObjectNode> event(@PathVariable String event, @RequestParam(required = false) String round) {
        List<String> ids = games.byEvent(event, round).stream().map(g -> g.gameId).toList();
        if (ids.isEmpty()) {
            Message none = round == null ? Message.of("refusal.integrity.noGamesOfEvent", event)
                    : Message.of("refusal.integrity.noGamesOfRound", event, round);
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, none.inRequestLanguage());
            problem.setTitle("No such event or round");
            throw new ErrorResponseException(HttpStatus.NOT_FOUND, problem, null);
        }
        Map<String, String> scope = new LinkedHashMap<>();
        scope.put("event", event);
        if (round != null) {
            scope.put("round", round);
        }
        return bundle(ids, scope, "event");
    }

    private ResponseEntity<ObjectNode> bundle(List<String> ids, Map<String, String> scope, String name) {
        ObjectNode bundle = RecordExport.of(ids, stored, checkpointer.latest().orElse(null), checkpointer.key().publicPem(),
                DateTimeUtils.formatInstant(Instant.now()), scope);
        return ResponseEntity.ok().header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + name.replaceAll("[^A-Za-z0-9-]", "_")
                + ".adjudicator-export.json\"").body(bundle);
    }
}
