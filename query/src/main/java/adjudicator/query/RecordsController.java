package adjudicator.query;

import adjudicator.command.text.Message;
import adjudicator.command.api.GameCreated;
import adjudicator.command.record.RecordedBy;
import adjudicator.command.state.GameState;
import adjudicator.command.state.PenaltyRecord;
import adjudicator.engine.Color;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.ArrayList;
import java.util.List;

/**
 * The federation's records: results of an event or round, the event's cross table, a player's
 * penalties across events. The games are listed by the {@code games} read model and each is folded
 * from its own events, so every figure is what the record says.
 */
@RestController
public class RecordsController {

    private final GameSummaryRepository repository;
    private final GameReader reader;

    public RecordsController(GameSummaryRepository repository, GameReader reader) {
        this.repository = repository;
        this.reader = reader;
    }

    @GetMapping("/api/events/{event}/results")
    public List<Records.Result> results(@PathVariable String event, @RequestParam(required = false) String round) {
        return games(event, round).stream().map(v -> Records.result(v, decidedBy(v))).toList();
    }

    @GetMapping("/api/events/{event}/crosstable")
    public List<Records.CrossRow> crossTable(@PathVariable String event) {
        return Records.crossTable(games(event, null), this::decidedBy);
    }

    @GetMapping("/api/players/{name}/penalties")
    public List<Records.PlayerPenalty> penalties(@PathVariable String name) {
        List<GameSummary> games = repository.byPlayer(name);
        if (games.isEmpty()) {
            throw new NotFound(Message.of("notFound.player", name));
        }
        List<Records.PlayerPenalty> out = new ArrayList<>();
        for (GameSummary g : games) {
            GameState v = reader.current(g.gameId);
            GameCreated game = v.created();
            Color color = name.equals(game.whiteName()) ? Color.WHITE : Color.BLACK;
            List<PenaltyRecord> penalties = new ArrayList<>(v.penalties());
            Records.sanctionLoss(v, () -> reader.events(g.gameId)).ifPresent(penalties::add);
            for (PenaltyRecord p : penalties) {
                if (p.player() == color || (name.equals(game.whiteName()) && name.equals(game.blackName()))) {
                    out.add(new Records.PlayerPenalty(game.event(), game.round(), game.board(), v.gameId(), p.player().name(), p));
                }
            }
        }
        return out;
    }

    /** Who recorded the arbiter's decision on the game's result (8.7), as {@code NAME (ROLE)}; null without one. */
    private String decidedBy(GameState v) {
        if (v.resultDecision() == null) {
            return null;
        }
        RecordedBy by = reader.recordedBy(v.gameId()).apply(v.resultDecision().seq());
        return by == null ? null : by.name() + " (" + by.role() + ")";
    }

    private List<GameState> games(String event, String round) {
        List<GameSummary> games = repository.byEvent(event, round);
        if (games.isEmpty()) {
            throw new NotFound(round == null ? Message.of("notFound.event", event) : Message.of("notFound.eventRound", event, round));
        }
        return games.stream().map(g -> reader.current(g.gameId)).toList();
    }

    static class NotFound extends adjudicator.command.text.WordedException {
        NotFound(Message message) {
            super(message);
        }
    }

    @ExceptionHandler(NotFound.class)
    public ResponseEntity<ProblemDetail> notFound(NotFound e) {
        return Problems.answer(HttpStatus.NOT_FOUND, "Not found", e);
    }
}
