package adjudicator.query;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.record.EventRenderer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.annotation.PreDestroy;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.annotation.Bean;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.annotation.Value;
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

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Live: a Server-Sent Events stream of a game's events as they land in the store, each with its
 * {@code seq} as the SSE id, so that a client that reconnects with {@code Last-Event-ID} (or
 * {@code ?from=}) resumes after the last event it saw and misses none. The stream reads the system
 * of record (every {@code adjudicator.live.poll}), so it is never ahead of what was acknowledged
 * and never skips an event.
 */
@RestController
public class LiveController {

    private final GameReader reader;
    private final EventRenderer events;
    private final EventStore eventStore;
    private final GameSummaryRepository repository;
    private final RoundStreams rounds;
    private final ScheduledExecutorService poller = Executors.newScheduledThreadPool(1, r -> {
        Thread t = new Thread(r, "live-streams");
        t.setDaemon(true);
        return t;
    });
    private final long pollMs;
    private final long timeoutMs;
    private final Set<SseEmitter> open = ConcurrentHashMap.newKeySet();

    public LiveController(GameReader reader, EventRenderer events, EventStore eventStore, GameSummaryRepository repository,
                          RoundStreams rounds,
                          @Value("${adjudicator.live.poll:200ms}") Duration poll,
                          @Value("${adjudicator.live.timeout:30m}") Duration timeout) {
        this.reader = reader;
        this.events = events;
        this.eventStore = eventStore;
        this.repository = repository;
        this.rounds = rounds;
        this.pollMs = poll.toMillis();
        this.timeoutMs = timeout.toMillis();
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
                throw GameRuleException.malformed("Last-Event-ID must be an event's seq, not \"" + lastEventId + "\"");
            }
        } else {
            next = from == null ? 0 : from;
        }
        if (next < 0 || next > last + 1) {
            throw new GameReader.NoSuchEventException(gameId, next, last);
        }
        SseEmitter emitter = new SseEmitter(timeoutMs);
        open.add(emitter);
        AtomicLong cursor = new AtomicLong(next);
        AtomicLong quiet = new AtomicLong();
        AtomicLong ticks = new AtomicLong();
        AtomicReference<ScheduledFuture<?>> task = new AtomicReference<>();
        Runnable send = () -> {
            try {
                if (ticks.getAndIncrement() == 0) {
                    emitter.send(SseEmitter.event().comment("the events of game " + gameId)); // headers out at once
                }
                List<ObjectNode> fresh = events.render(gameId, cursor.get(), -1);
                for (ObjectNode e : fresh) {
                    long seq = e.get("seq").asLong();
                    emitter.send(SseEmitter.event().id(String.valueOf(seq)).name(e.get("type").asText()).data(e));
                    cursor.set(seq + 1);
                }
                // a comment now and then, so that a client that has gone is noticed and its stream closed
                if (fresh.isEmpty() && quiet.addAndGet(pollMs) >= 5_000) {
                    quiet.set(0);
                    emitter.send(SseEmitter.event().comment("keep-alive"));
                }
            } catch (IOException | IllegalStateException e) {
                ScheduledFuture<?> t = task.get();
                if (t != null) {
                    t.cancel(false);
                }
                open.remove(emitter);
            }
        };
        task.set(poller.scheduleWithFixedDelay(send, 0, pollMs, TimeUnit.MILLISECONDS));
        Runnable stop = () -> {
            task.get().cancel(false);
            open.remove(emitter);
        };
        emitter.onCompletion(stop);
        emitter.onTimeout(stop);
        emitter.onError(e -> stop.run());
        return emitter;
    }

    /**
     * Live for a whole round, served by this node's one reader of the store ({@link RoundStreams}): without
     * {@code Last-Event-ID}, the round's current state ({@code RoundState}: its games' summaries) and then
     * every event of its games as it lands; with it (a global index, the SSE id of every event), the round's
     * events after it, then live. Each event carries its {@code gameId} and its game's {@code seq}. The round's
     * games are those the {@code games} read model lists (looked up again every 2 s, and learned from each new
     * game's setup). On a store whose positions are not numbers (MongoDB), there are no ids and a
     * reconnection starts from the present.
     */
    @GetMapping(value = "/api/events/{event}/rounds/{round}/stream", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    public SseEmitter roundStream(@PathVariable String event, @PathVariable String round,
                                  @RequestHeader(value = "Last-Event-ID", required = false) String lastEventId) {
        List<GameSummary> games = repository.byEvent(event, round);
        if (games.isEmpty()) {
            throw new RecordsController.NotFound("no game of event \"" + event + "\", round " + round);
        }
        Long after = null;
        if (lastEventId != null) {
            try {
                after = Long.parseLong(lastEventId.trim());
            } catch (NumberFormatException e) {
                throw GameRuleException.malformed("Last-Event-ID must be a global index, not \"" + lastEventId + "\"");
            }
        }
        return rounds.follow(new RoundStreams.RoundKey(event, round), games, after);
    }

    @ExceptionHandler(RoundStreams.TooManyFollowersException.class)
    public ResponseEntity<ProblemDetail> tooMany(RoundStreams.TooManyFollowersException e) {
        ResponseEntity<ProblemDetail> answer = Problems.answer(HttpStatus.SERVICE_UNAVAILABLE, "Too many live followers", e.getMessage());
        return ResponseEntity.status(answer.getStatusCode()).headers(answer.getHeaders()).header("Retry-After", "30").body(answer.getBody());
    }

    @ExceptionHandler(RecordsController.NotFound.class)
    public ResponseEntity<ProblemDetail> noGames(RecordsController.NotFound e) {
        return Problems.answer(HttpStatus.NOT_FOUND, "Not found", e.getMessage());
    }

    @ExceptionHandler(GameReader.NoSuchEventException.class)
    public ResponseEntity<ProblemDetail> noSuchEvent(GameReader.NoSuchEventException e) {
        return Problems.answer(HttpStatus.NOT_FOUND, "No such event", e.getMessage());
    }

    /** On shutdown, every open stream is completed, so that no request holds the server up. */
    @PreDestroy
    void close() {
        poller.shutdownNow();
        open.forEach(SseEmitter::complete);
    }

    /**
     * Completes the open streams as the server begins to stop, before its graceful shutdown waits for the
     * requests in progress (up to 30 s): a live stream would otherwise hold every restart up that long.
     */
    @Bean
    SmartLifecycle liveStreamsEnd() {
        return new SmartLifecycle() {
            private volatile boolean running;

            @Override
            public void start() {
                running = true;
            }

            @Override
            public void stop() {
                running = false;
                open.forEach(SseEmitter::complete);
            }

            @Override
            public boolean isRunning() {
                return running;
            }

            @Override
            public int getPhase() {
                // stopped before Spring Boot's graceful shutdown of the web server (DEFAULT_PHASE - 1024)
                return SmartLifecycle.DEFAULT_PHASE - 512;
            }
        };
    }
}
