package adjudicator.query;

import adjudicator.command.text.Message;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import adjudicator.command.record.EventRenderer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.common.stream.BlockingStream;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GlobalSequenceTrackingToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The live streams of rounds on this node: one reader of the store feeds every follower of every round.
 *
 * <p>The reader follows the store from its head at the start (one stream of the store, whatever the number
 * of followers) and learns each game's round from its {@code GameCreated} and from the {@code games} read
 * model (every 2 s for the rounds followed). An event of a game of a followed round is rendered and framed
 * as Server-Sent Events once, and the same frame is queued to each of the round's followers. Writers (a
 * pool, {@code adjudicator.live.writers}) write each follower's queued frames in one write; a follower whose
 * queue holds more than {@code adjudicator.live.follower-queue} frames is too slow and is dropped (its
 * stream ends; the client reconnects with {@code Last-Event-ID} and misses nothing); a client gone is
 * dropped at the first write that fails (a comment after {@code adjudicator.live.heartbeat}, 2 s, without a write makes one where
 * nothing happens: the Servlet API tells of a closed connection only when a write to it fails).
 *
 * <p>A follower that names no event starts from the round's current state: a {@code RoundState} event with
 * the games' summaries as the read model has them, then, for a game whose summary is behind its last stored
 * event, those events from the store, then the live events after the reader's position at its arrival (an
 * event already sent is not sent again: each carries its game's {@code seq}). A follower that names an event
 * ({@code Last-Event-ID}, a global index) gets the round's events after it from the store, then the live ones.
 * Nothing is read from the store's first event.
 *
 * <p>Where the store's positions are not numbers (MongoDB: no global order across nodes), the id of a round's
 * follower's frames is its {@link RoundPosition}, the last seq written of each game, built at write time on the last
 * event of each write; a follower that names one, on any node, gets each game's stored events after it (a game the
 * position does not name from its first), then the live ones. There, an event of a game after a gap in what the
 * follower was written brings the missing ones from the store first.
 */
@Component
public class RoundStreams implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(RoundStreams.class);
    private static final MediaType TEXT = new MediaType("text", "plain", StandardCharsets.UTF_8);

    /** A round of an event, as games name it. */
    public record RoundKey(String event, String round) {
    }

    /** One SSE frame, written as it is to every follower it is queued to; {@code gameId} null for a comment or the round's state. */
    record Frame(String gameId, long seq, ResponseBodyEmitter.DataWithMediaType data) {
        /** An event, not a comment. */
        boolean event() {
            return !data.getData().toString().startsWith(":");
        }

        /** The frame with {@code id} as its SSE id. */
        ResponseBodyEmitter.DataWithMediaType withId(String id) {
            return new ResponseBodyEmitter.DataWithMediaType("id:" + id + "\n" + data.getData(), TEXT);
        }
    }

    /** The round's followers, and its state as the read model gave it lately (the start of a new follower's stream). */
    private static final class Round {
        final Set<Follower> followers = ConcurrentHashMap.newKeySet();
        volatile long refreshedAt;
        /** The round's state as last framed, for the followers that arrive within a second of it. */
        volatile State state;
    }

    /** A round's games as the read model listed them at {@code at} (ms), framed once as a {@code RoundState} event. */
    private record State(long at, List<GameSummary> games, Frame frame) {
    }

    /** Too many followers on this node ({@code adjudicator.live.max-followers}). */
    public static class TooManyFollowersException extends adjudicator.command.text.WordedException {
        public TooManyFollowersException(int max) {
            super(adjudicator.command.text.Message.of("refusal.query.tooManyFollowers", max));
        }
    }

    private final EventStore eventStore;
    private final EventRenderer renderer;
    private final GameSummaryRepository repository;
    private final GameHeads heads;
    private final ObjectMapper json;
    private final int maxQueued;
    private final int maxFollowers;
    private final long timeoutMs;
    private final long heartbeatMs;
    private final ExecutorService writers;
    /** Completes the streams of dropped followers: a completion waits for a write under way, never on the reader or a writer. */
    private final ExecutorService closers = Executors.newCachedThreadPool(r -> daemon(r, "live-streams-close"));
    private final ScheduledExecutorService housekeeping = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "live-streams-keep"));
    private final Map<RoundKey, Round> rounds = new ConcurrentHashMap<>();
    /** The followers of single games, by game. */
    private final Map<String, Set<Follower>> gameFollowers = new ConcurrentHashMap<>();
    /** Each game's round, for the games of this node's time and those of the rounds followed. */
    private final Map<String, RoundKey> gameRound = new ConcurrentHashMap<>();
    private final AtomicInteger followers = new AtomicInteger();
    /** Held by the reader while it hands an event out, and by a follower's arrival: which events it gets live is exact. */
    private final Object handing = new Object();
    /** The global index of the last event the reader has handed out; -1 where the store's positions are not numbers. */
    private volatile long position = -1;
    private volatile boolean positioned;
    private volatile boolean running;
    private Thread reader;

    public RoundStreams(EventStore eventStore, EventRenderer renderer, GameSummaryRepository repository, GameHeads heads,
                        ObjectMapper json,
                        @Value("${adjudicator.live.writers:16}") int writers,
                        @Value("${adjudicator.live.follower-queue:1000}") int maxQueued,
                        @Value("${adjudicator.live.max-followers:10000}") int maxFollowers,
                        @Value("${adjudicator.live.timeout:30m}") Duration timeout,
                        @Value("${adjudicator.live.heartbeat:2s}") Duration heartbeat) {
        this.eventStore = eventStore;
        this.renderer = renderer;
        this.repository = repository;
        this.heads = heads;
        this.json = json;
        this.maxQueued = maxQueued;
        this.maxFollowers = maxFollowers;
        this.timeoutMs = timeout.toMillis();
        this.heartbeatMs = heartbeat.toMillis();
        this.writers = Executors.newFixedThreadPool(Math.max(1, writers), r -> daemon(r, "live-streams-write"));
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** How many followers this node serves now. */
    public int followers() {
        return followers.get();
    }

    /**
     * A new follower of a round: {@code lastEventId} null for the round's current state then its live events,
     * else the round's events after that global index then the live ones. A round of which the {@code games}
     * read model lists no game is {@link RecordsController.NotFound}.
     */
    public SseEmitter follow(RoundKey key, Long lastEventId) {
        return follow(key, lastEventId, null);
    }

    /**
     * A follower resuming from its {@link RoundPosition}: for each game of the round (as the {@code games} read model
     * lists them, and those this node's reader saw set up for it), its stored events after the seq the position gives
     * (from its first event for a game the position does not name), then the live ones, each (game, seq) once.
     */
    public SseEmitter follow(RoundKey key, RoundPosition resumed) {
        return follow(key, null, resumed);
    }

    private SseEmitter follow(RoundKey key, Long lastEventId, RoundPosition resumed) {
        Follower f = admit(true);
        try {
            if (lastEventId == null && resumed == null) {
                awaitReader();
            }
            long from;
            Round round;
            synchronized (handing) {
                round = rounds.computeIfAbsent(key, k -> new Round());
                from = position;
                f.home = round.followers;
                round.followers.add(f);
            }
            List<Frame> first = new ArrayList<>();
            first.add(comment("the games of " + key.event() + ", round " + key.round()));
            if (resumed != null) {
                resume(key, resumed, f, first);
                f.start(first);
                return f.emitter;
            }
            State state = state(key, round, from);
            if (state.games().isEmpty()) {
                throw noGames(key);
            }
            if (lastEventId == null) {
                startFromState(state, first);
                // what the state holds is not sent again, should the reader hand those events out after the follower came
                state.games().forEach(g -> f.written.put(g.gameId, g.lastSeq));
            } else {
                catchUp(key, lastEventId, from, first);
            }
            f.start(first);
        } catch (RuntimeException e) {
            f.gone();
            throw e;
        }
        return f.emitter;
    }

    private static RecordsController.NotFound noGames(RoundKey key) {
        return new RecordsController.NotFound(Message.of("notFound.eventRound", key.event(), key.round()));
    }

    /**
     * The stored events of each game of the round after the seq {@code resumed} gives it (after the follower was
     * counted in: what it gets live is after, or sent once by its seq), each game's as {@link #startFromState}
     * renders them; the seqs so given become the follower's written ones.
     */
    private void resume(RoundKey key, RoundPosition resumed, Follower f, List<Frame> first) {
        Set<String> games = new LinkedHashSet<>();
        for (GameSummary g : repository.byEvent(key.event(), key.round())) {
            gameRound.putIfAbsent(g.gameId, key);
            games.add(g.gameId);
        }
        // games set up lately, which the read model may not list yet
        gameRound.forEach((game, of) -> {
            if (key.equals(of)) {
                games.add(game);
            }
        });
        if (games.isEmpty()) {
            throw noGames(key);
        }
        Map<String, Long> sent = resumed.resume(games);
        for (String game : games) {
            long seq = sent.get(game);
            f.written.put(game, seq);
            for (ObjectNode e : renderer.render(game, seq + 1, -1)) {
                e.put("gameId", game);
                first.add(frame(game, e.get("seq").asLong(), null, e.get("type").asText(), e));
            }
        }
    }

    /**
     * A new follower of one game: its events from {@code next} (its seq) as stored, then every event as it lands,
     * each with its seq as the SSE id. {@code next} is checked by the caller (at most one past the game's last).
     */
    public SseEmitter followGame(String gameId, long next) {
        Follower f = admit(false);
        try {
            synchronized (handing) {
                Set<Follower> home = gameFollowers.computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet());
                f.home = home;
                home.add(f);
            }
            List<Frame> first = new ArrayList<>();
            first.add(comment("the events of game " + gameId));
            for (ObjectNode e : renderer.render(gameId, next, -1)) {
                first.add(frame(gameId, e.get("seq").asLong(), e.get("seq").asLong(), e.get("type").asText(), e));
            }
            f.start(first);
        } catch (RuntimeException e) {
            f.gone();
            throw e;
        }
        return f.emitter;
    }

    /**
     * Waits, a second at most, for the reader to have handed out every event the store holds now: the round's state
     * then carries as its id a position no earlier than what it shows of the store, so that a follower resuming after
     * it is not sent again what the state showed it.
     */
    private void awaitReader() {
        if (!positioned) {
            return;
        }
        TrackingToken head = eventStore.createHeadToken();
        long target = head == null ? -1 : head.position().orElse(-1);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
        try {
            while (position < target && System.nanoTime() < deadline) {
                Thread.sleep(2);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A new follower, counted, with its stream; {@link TooManyFollowersException} beyond the node's limit. {@code ofRound}:
     * a round's, whose frames carry its {@link RoundPosition} where the store's positions are not numbers.
     */
    private Follower admit(boolean ofRound) {
        if (followers.incrementAndGet() > maxFollowers) {
            followers.decrementAndGet();
            throw new TooManyFollowersException(maxFollowers);
        }
        SseEmitter emitter = new SseEmitter(timeoutMs);
        Follower f = new Follower(emitter, ofRound);
        emitter.onCompletion(f::gone);
        emitter.onTimeout(f::gone);
        emitter.onError(e -> f.gone());
        return f;
    }

    /**
     * The round's games as the read model lists them, framed as its {@code RoundState}: read and framed at most once
     * a second, whatever the number of followers arriving (a follower's own events since are added by
     * {@link #startFromState}). {@code from}: the reader's position when the follower arrived, the state's
     * position where it is framed now.
     */
    private State state(RoundKey key, Round round, long from) {
        State known = round.state;
        long now = System.currentTimeMillis();
        if (known != null && now - known.at() < 1_000) {
            return known;
        }
        synchronized (round) {
            known = round.state;
            if (known != null && System.currentTimeMillis() - known.at() < 1_000) {
                return known;
            }
            List<GameSummary> games = repository.byEvent(key.event(), key.round());
            games.forEach(g -> gameRound.putIfAbsent(g.gameId, key));
            ObjectNode state = json.createObjectNode();
            state.put("event", key.event());
            state.put("round", key.round());
            if (positioned) {
                state.put("position", from);
            }
            state.set("games", json.valueToTree(games));
            State made = new State(now, List.copyOf(games), frame(null, -1, positioned ? from : null, "RoundState", state));
            round.state = made;
            return made;
        }
    }

    /** The round's state (its games' summaries), then each game's stored events its summary has not reached yet. */
    private void startFromState(State state, List<Frame> first) {
        List<GameSummary> games = state.games();
        first.add(state.frame());
        List<String> ids = games.stream().map(g -> g.gameId).toList();
        Map<String, Long> heads = this.heads.of(ids); // read after the follower was counted in: what it gets live is after
        for (GameSummary g : games) {
            Long head = heads.get(g.gameId);
            if (head != null && head > g.lastSeq) {
                for (ObjectNode e : renderer.render(g.gameId, g.lastSeq + 1, head)) {
                    e.put("gameId", g.gameId);
                    first.add(frame(g.gameId, e.get("seq").asLong(), null, e.get("type").asText(), e));
                }
            }
        }
    }

    /** The round's events stored after global index {@code after} up to {@code upTo} (what the reader had handed out). */
    private void catchUp(RoundKey key, long after, long upTo, List<Frame> first) {
        if (!positioned || after >= upTo) {
            return;
        }
        TrackingToken head = eventStore.createHeadToken();
        TrackingToken start = head instanceof GlobalSequenceTrackingToken ? new GlobalSequenceTrackingToken(after)
                : GapAwareTrackingToken.newInstance(after, Collections.emptySet());
        try (BlockingStream<TrackedEventMessage<?>> stream = eventStore.openStream(start)) {
            while (stream.hasNextAvailable()) {
                TrackedEventMessage<?> m = stream.nextAvailable();
                long p = m.trackingToken().position().orElse(Long.MAX_VALUE);
                if (p > upTo) {
                    break;
                }
                if (m instanceof DomainEventMessage<?> d && d.getPayload() instanceof GameEvent
                        && key.equals(roundOf(d))) {
                    first.add(frame(d, p));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the round's events", e);
        }
    }

    private RoundKey roundOf(DomainEventMessage<?> d) {
        if (d.getPayload() instanceof GameCreated c && c.event() != null) {
            gameRound.putIfAbsent(d.getAggregateIdentifier(), new RoundKey(c.event(), c.round()));
        }
        return gameRound.get(d.getAggregateIdentifier());
    }

    private Frame frame(DomainEventMessage<?> d, long position) {
        ObjectNode e = renderer.render(d);
        e.put("gameId", d.getAggregateIdentifier());
        return frame(d.getAggregateIdentifier(), d.getSequenceNumber(), positioned ? position : null, e.get("type").asText(), e);
    }

    /** One event as SSE text: its id (where positions are numbers), its name, its data on one line. */
    private Frame frame(String gameId, long seq, Long id, String name, ObjectNode data) {
        StringBuilder text = new StringBuilder();
        if (id != null) {
            text.append("id:").append(id).append('\n');
        }
        text.append("event:").append(name).append('\n');
        try {
            text.append("data:").append(json.writeValueAsString(data)).append("\n\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the event of game " + gameId, e);
        }
        return new Frame(gameId, seq, new ResponseBodyEmitter.DataWithMediaType(text.toString(), TEXT));
    }

    private static Frame comment(String text) {
        return new Frame(null, -1, new ResponseBodyEmitter.DataWithMediaType(":" + text + "\n\n", TEXT));
    }

    /** The reader: the store from its head at the start, each event of a followed round handed to the round's followers. */
    private void read(TrackingToken from) {
        TrackingToken token = from;
        while (running) {
            try (BlockingStream<TrackedEventMessage<?>> stream = eventStore.openStream(token)) {
                while (running) {
                    if (!stream.hasNextAvailable(200, TimeUnit.MILLISECONDS)) {
                        continue;
                    }
                    TrackedEventMessage<?> m = stream.nextAvailable();
                    token = m.trackingToken();
                    hand(m);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException | Error e) {
                // an Error too (a full heap under too many followers): were the reader to end, every stream would stop unseen
                if (!running) {
                    return;
                }
                log.error("the live streams' reader of the store failed; reading again from where it was", e);
                try {
                    Thread.sleep(1_000);
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private void hand(TrackedEventMessage<?> m) {
        long p = m.trackingToken().position().orElse(-1);
        synchronized (handing) {
            if (m instanceof DomainEventMessage<?> d && d.getPayload() instanceof GameEvent) {
                RoundKey key = roundOf(d);
                Round round = key == null ? null : rounds.get(key);
                if (round != null && !round.followers.isEmpty()) {
                    Frame frame = frame(d, p);
                    round.followers.forEach(f -> f.offer(frame));
                }
                Set<Follower> ofGame = gameFollowers.get(d.getAggregateIdentifier());
                if (ofGame != null && !ofGame.isEmpty()) {
                    // a game's own stream: its seq as the id, its fields as the game's /events gives them
                    ObjectNode e = renderer.render(d);
                    Frame frame = frame(d.getAggregateIdentifier(), d.getSequenceNumber(), d.getSequenceNumber(), e.get("type").asText(), e);
                    ofGame.forEach(f -> f.offer(frame));
                }
            }
            positioned = m.trackingToken().position().isPresent();
            if (positioned) {
                position = p;
            }
        }
    }

    /**
     * Twice a second: one comment, to followers that got nothing for the heartbeat; the followed rounds' games again every
     * 2 s, rounds no one follows forgotten.
     */
    private void keep() {
        long now = System.currentTimeMillis();
        Frame quiet = comment("keep-alive");
        for (Map.Entry<String, Set<Follower>> e : gameFollowers.entrySet()) {
            synchronized (handing) {
                if (e.getValue().isEmpty()) {
                    gameFollowers.remove(e.getKey(), e.getValue());
                    continue;
                }
            }
            e.getValue().forEach(f -> {
                if (now - f.lastWrite >= heartbeatMs) {
                    f.offer(quiet);
                }
            });
        }
        for (Map.Entry<RoundKey, Round> e : rounds.entrySet()) {
            Round round = e.getValue();
            synchronized (handing) {
                if (round.followers.isEmpty()) {
                    rounds.remove(e.getKey(), round);
                    continue;
                }
            }
            if (now - round.refreshedAt >= 2_000) {
                round.refreshedAt = now;
                repository.byEvent(e.getKey().event(), e.getKey().round()).forEach(g -> gameRound.putIfAbsent(g.gameId, e.getKey()));
            }
            round.followers.forEach(f -> {
                if (now - f.lastWrite >= heartbeatMs) {
                    f.offer(quiet);
                }
            });
        }
    }

    /** One follower: its frames queued in order, written by the writers one follower at a time. */
    private final class Follower {
        final SseEmitter emitter;
        /** A round's follower: where the store's positions are not numbers, its position is the id of its frames. */
        final boolean ofRound;
        /** The followers it is one of (a round's, or a game's), from which it is taken when gone. */
        volatile Set<Follower> home;
        final ArrayDeque<Frame> first = new ArrayDeque<>();
        final ConcurrentLinkedQueue<Frame> queue = new ConcurrentLinkedQueue<>();
        final AtomicInteger queued = new AtomicInteger();
        final AtomicBoolean scheduled = new AtomicBoolean();
        final AtomicBoolean closed = new AtomicBoolean();
        /**
         * The last seq written of each game (the round's state counting as written): an event is written once, from the
         * state, the store or live, not twice. Filled before {@link #start}, then only by the writer.
         */
        final Map<String, Long> written = new HashMap<>();
        volatile boolean started;
        volatile long lastWrite = System.currentTimeMillis();

        Follower(SseEmitter emitter, boolean ofRound) {
            this.emitter = emitter;
            this.ofRound = ofRound;
        }

        void start(List<Frame> frames) {
            synchronized (first) {
                first.addAll(frames);
            }
            started = true;
            schedule();
        }

        void offer(Frame frame) {
            if (closed.get()) {
                return;
            }
            if (queued.incrementAndGet() > maxQueued) {
                drop(); // too slow: the others are not held up; it resumes with Last-Event-ID
                return;
            }
            queue.add(frame);
            schedule();
        }

        void schedule() {
            if (started && !closed.get() && scheduled.compareAndSet(false, true)) {
                writers.execute(this::write);
            }
        }

        void write() {
            try {
                while (!closed.get()) {
                    List<Frame> batch = new ArrayList<>();
                    synchronized (first) {
                        for (Frame f = first.poll(); f != null; f = first.poll()) {
                            add(batch, f);
                        }
                    }
                    for (Frame f = queue.poll(); f != null; f = queue.poll()) {
                        queued.decrementAndGet();
                        add(batch, f);
                    }
                    if (batch.isEmpty()) {
                        break;
                    }
                    emitter.send(framed(batch)); // one write, one flush, for all that was queued
                    lastWrite = System.currentTimeMillis();
                }
            } catch (IOException | RuntimeException e) {
                gone(); // the client has gone (or the stream has ended)
            } finally {
                scheduled.set(false);
            }
            if (!queue.isEmpty()) {
                schedule();
            }
        }

        private void add(List<Frame> batch, Frame f) {
            if (f.gameId() != null) {
                Long seq = written.get(f.gameId());
                if (seq != null && f.seq() <= seq) {
                    return;
                }
                if (ofRound && !positioned) {
                    fill(batch, f.gameId(), seq == null ? -1 : seq, f.seq());
                }
                written.put(f.gameId(), f.seq());
            }
            batch.add(f);
        }

        /**
         * Where the store has no global order (MongoDB), the game's stored events between the last one written
         * ({@code after}, -1 for none: every game of the round the follower was not sent from its state or its position
         * is new to it) and {@code before}, should the reader have handed them out of order or before the follower
         * knew the game: the follower's position is then every event up to its seq, never one with a gap.
         */
        private void fill(List<Frame> batch, String gameId, long after, long before) {
            if (before <= after + 1) {
                return;
            }
            for (ObjectNode e : renderer.render(gameId, after + 1, before - 1)) {
                e.put("gameId", gameId);
                batch.add(frame(gameId, e.get("seq").asLong(), null, e.get("type").asText(), e));
                written.put(gameId, e.get("seq").asLong());
            }
        }

        /**
         * The batch as written: where the store's positions are not numbers, a round's follower's last event of the
         * batch carries its position after the batch (a connection cut within the batch resumes from the one before:
         * an event may come again, none is missed); elsewhere each frame as it was framed.
         */
        private Set<ResponseBodyEmitter.DataWithMediaType> framed(List<Frame> batch) {
            int last = -1;
            if (ofRound && !positioned) {
                for (int i = batch.size() - 1; i >= 0 && last < 0; i--) {
                    if (batch.get(i).event()) {
                        last = i;
                    }
                }
            }
            Set<ResponseBodyEmitter.DataWithMediaType> out = new LinkedHashSet<>();
            for (int i = 0; i < batch.size(); i++) {
                out.add(i == last ? batch.get(i).withId(RoundPosition.of(written)) : batch.get(i).data());
            }
            return out;
        }

        void drop() {
            if (gone()) {
                closers.execute(emitter::complete);
            }
        }

        /** Forgets the follower; true the first time. */
        boolean gone() {
            if (!closed.compareAndSet(false, true)) {
                return false;
            }
            followers.decrementAndGet();
            Set<Follower> from = home;
            if (from != null) {
                from.remove(this);
            }
            queue.clear();
            return true;
        }
    }

    @Override
    public void start() {
        running = true;
        TrackingToken head = eventStore.createHeadToken();
        positioned = head == null || head.position().isPresent();
        position = head == null ? -1 : head.position().orElse(-1);
        reader = daemon(() -> read(head), "live-streams-read");
        reader.start();
        housekeeping.scheduleWithFixedDelay(() -> {
            try {
                keep();
            } catch (RuntimeException e) {
                log.warn("the live streams' housekeeping failed; will retry", e);
            }
        }, 500, 500, TimeUnit.MILLISECONDS);
    }

    /** Ends every stream as the server begins to stop, before its graceful shutdown waits for requests in progress. */
    @Override
    public void stop() {
        running = false;
        housekeeping.shutdownNow();
        List<Follower> all = new ArrayList<>();
        rounds.values().forEach(r -> all.addAll(r.followers));
        gameFollowers.values().forEach(all::addAll);
        for (Follower f : all) {
            if (f.gone()) {
                f.emitter.complete();
            }
        }
        if (reader != null) {
            reader.interrupt();
        }
        writers.shutdownNow();
        closers.shutdownNow();
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
}
