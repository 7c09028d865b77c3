package adjudicator.query;

import adjudicator.command.text.Message;
import adjudicator.command.api.GameRuleException;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * Live: a Server-Sent Events stream of a game's events as they land in the store, each with its
 * {@code seq} as the SSE id, so that a client that reconnects with {@code Last-Event-ID} (or
 * {@code ?from=}) resumes after the last event it saw and misses none: the game's stored events from
 * there, then each event as this node's one reader of the store hands it out ({@link RoundStreams}),
 * so it is never ahead of what was stored and never skips an event; and the same for a round.
 */
@RestController
public class LiveController {

    private final GameReader reader;
    private final RoundStreams rounds;

    public LiveController(GameReader reader, RoundStreams rounds) {
        this.reader = reader;
        this.rounds = rounds;
    }

    @GetMapping(value = "/api/games/{gameId}/stream", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    public SseEmitter stream(@PathVariable String gameId,
                             @RequestHeader(value = "Last-Event-ID", required = false) String lastEventId,
                             @RequestParam(required = false) Long from) {
        long last = reader.verifiedLastSeq(gameId); // 404 for an unknown game, the verification's problem for a game that fails
        long next;
        if (lastEventId != null) {
            try {
                next = Long.parseLong(lastEventId.trim()) + 1;
            } catch (NumberFormatException e) {
                throw GameRuleException.malformed(Message.of("refusal.query.lastEventSeq", lastEventId));
            }
        } else {
            next = from == null ? 0 : from;
        }
        if (next < 0 || next > last + 1) {
            throw new GameReader.NoSuchEventException(gameId, next, last);
        }
        return rounds.followGame(gameId, next);
    }

    /**
     * Live for a whole round, served by this node's one reader of the store ({@link RoundStreams}): without
     * {@code Last-Event-ID}, the round's current state ({@code RoundState}: its games' summaries) and then
     * every event of its games as it lands; with it, the round's events after it, then live. Each event carries
     * its {@code gameId} and its game's {@code seq}. The round's games are those the {@code games} read model
     * lists (looked up again every 2 s, and learned from each new game's setup). The SSE id is the store's global
     * index where its positions are numbers (the embedded store); elsewhere (MongoDB) it is the follower's
     * {@link RoundPosition} (the last seq sent of each game), which any node resumes from. Both are taken on any
     * store; anything else is a 400.
     */
    @GetMapping(value = "/api/events/{event}/rounds/{round}/stream", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    public SseEmitter roundStream(@PathVariable String event, @PathVariable String round,
                                  @RequestHeader(value = "Last-Event-ID", required = false) String lastEventId) {
        RoundStreams.RoundKey key = new RoundStreams.RoundKey(event, round);
        if (lastEventId == null) {
            return rounds.follow(key, (Long) null);
        }
        String id = lastEventId.trim();
        if (RoundPosition.claims(id)) {
            return rounds.follow(key, RoundPosition.parse(id));
        }
        long after;
        try {
            after = Long.parseLong(id);
        } catch (NumberFormatException e) {
            throw RoundPosition.malformed(id);
        }
        return rounds.follow(key, after);
    }

    @ExceptionHandler(RoundStreams.TooManyFollowersException.class)
    public ResponseEntity<ProblemDetail> tooMany(RoundStreams.TooManyFollowersException e) {
        ResponseEntity<ProblemDetail> answer = Problems.answer(HttpStatus.SERVICE_UNAVAILABLE, "Too many live followers", e);
        return ResponseEntity.status(answer.getStatusCode()).headers(answer.getHeaders()).header("Retry-After", "30").body(answer.getBody());
    }

    @ExceptionHandler(RecordsController.NotFound.class)
    public ResponseEntity<ProblemDetail> noGames(RecordsController.NotFound e) {
        return Problems.answer(HttpStatus.NOT_FOUND, "Not found", e);
    }

    @ExceptionHandler(GameReader.NoSuchEventException.class)
    public ResponseEntity<ProblemDetail> noSuchEvent(GameReader.NoSuchEventException e) {
        return Problems.answer(HttpStatus.NOT_FOUND, "No such event", e);
    }
}
