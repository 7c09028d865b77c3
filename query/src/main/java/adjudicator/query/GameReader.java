package adjudicator.query;

import adjudicator.command.text.Message;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.UnknownGameException;
import adjudicator.command.game.Game;
import adjudicator.command.record.Citations;
import adjudicator.command.record.RecordFailsVerificationException;
import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.RecordedBy;
import adjudicator.command.record.Verification;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * Reads one game's state by folding its events from the event store with the one fold,
 * {@link GameFold#evolve} (domain map principle 3: positions and clocks are replays of the game's own
 * history); the {@code games} read model serves lists.
 */
@Component
public class GameReader {

    /** Every how many events a folded state is kept, to start later reads of the same game from. */
    static final int CHECKPOINT = 64;

    private final EventStore eventStore;
    /** Checks the game's stored events against their hash chain before anything of it is served; null: unchecked. */
    private final RecordVerifier verifier;
    /**
     * Recently read games: their events as read from the store (a game's events never change once
     * stored, so a read only fetches those stored since) and the states folded from them every
     * {@link #CHECKPOINT} events, from which a read of the state at an instant or after an event folds
     * the rest. The result is the fold of all the events; only the reading, deserializing and folding
     * already done is saved.
     */
    private final Map<String, Cached> cache;

    /** A game's events, and the states after events {@code CHECKPOINT - 1}, {@code 2 * CHECKPOINT - 1}, ... (never changed: copied to fold on). */
    private record Cached(List<DomainEventMessage<?>> messages, List<GameState> checkpoints) {
    }

    @Autowired
    public GameReader(EventStore eventStore, RecordVerifier verifier, @Value("${adjudicator.read-cache-size:200}") int cacheSize) {
        this.eventStore = eventStore;
        this.verifier = verifier;
        this.cache = cacheSize <= 0 ? null : Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Cached> eldest) {
                return size() > cacheSize;
            }
        });
    }

    /** A reader without cache: every read folds the events as read from the store. */
    public GameReader(EventStore eventStore) {
        this(eventStore, null, 0);
    }

    /**
     * The state as of the last event, folded from the game's events in the system of record: never
     * behind what a command has acknowledged, and the same on every replay.
     */
    public GameState current(String gameId) {
        return guarded(gameId, () -> currentUnguarded(gameId));
    }

    private GameState currentUnguarded(String gameId) {
        long last = verifiedLastSeq(gameId);
        if (cache != null && cache.containsKey(gameId)) {
            return replay(gameId, last, null);
        }
        return fromSnapshot(gameId, last);
    }

    /**
     * The state as of the last event, from the game's latest snapshot (the aggregate's, of the current
     * form: the same fold's result) and the events after it, as the aggregate itself loads: a game not
     * read lately (after a restart, say) is not read from its first event. Without a snapshot, all its
     * events.
     */
    private GameState fromSnapshot(String gameId, long last) {
        GameFold.Folding state = null;
        Iterator<? extends DomainEventMessage<?>> it = eventStore.readEvents(gameId).asStream().iterator();
        while (it.hasNext()) {
            DomainEventMessage<?> message = it.next();
            if (message.getPayload() instanceof Game snapshot) {
                state = new GameFold.Folding(Game.stateOf(snapshot));
                continue;
            }
            if (!(message.getPayload() instanceof GameEvent)) {
                throw new UnknownGameException(gameId); // another record of the store (a tournament's) is no game
            }
            if (state == null) {
                state = new GameFold.Folding(GameState.EMPTY);
            }
            if (message.getSequenceNumber() > state.lastSeq() && message.getSequenceNumber() <= last) {
                state.apply((GameEvent) message.getPayload());
            }
        }
        return state == null ? GameState.EMPTY : state.state();
    }

    /** The state folded from the game's events 0..{@code upTo} as stored. */
    public GameState fold(String gameId, long upTo) {
        return guarded(gameId, () -> foldUnguarded(gameId, upTo));
    }

    private GameState foldUnguarded(String gameId, long upTo) {
        return replay(gameId, upTo, null);
    }

    /** The state right after event {@code seq}, by replay (domain map principle 3). */
    public GameState afterEvent(String gameId, long seq) {
        return guarded(gameId, () -> afterEventUnguarded(gameId, seq));
    }

    private GameState afterEventUnguarded(String gameId, long seq) {
        long last = verifiedLastSeq(gameId);
        if (seq > last) {
            throw new NoSuchEventException(gameId, seq, last);
        }
        return replay(gameId, seq, null);
    }

    /**
     * The state as of {@code at}: every event recorded at or before that instant, by replay. An instant
     * before the game was set up (when its setup carries one) is refused: there was no game then.
     */
    public GameState asOf(String gameId, Instant at) {
        return guarded(gameId, () -> asOfUnguarded(gameId, at));
    }

    private GameState asOfUnguarded(String gameId, Instant at) {
        long last = verifiedLastSeq(gameId);
        List<DomainEventMessage<?>> messages = messages(gameId, last);
        if (!messages.isEmpty() && messages.get(0).getPayload() instanceof GameEvent created
                && created.at() != null && at.isBefore(created.at())) {
            throw new BeforeTheGameException(gameId, at, created.at());
        }
        return replay(gameId, last, at);
    }

    /** The game's events in the order stored (the system of record), as read for the last read. */
    public List<GameEvent> events(String gameId) {
        return guarded(gameId, () -> eventsUnguarded(gameId));
    }

    private List<GameEvent> eventsUnguarded(String gameId) {
        long last = verifiedLastSeq(gameId);
        List<GameEvent> events = new ArrayList<>();
        for (DomainEventMessage<?> message : messages(gameId, last)) {
            if (message.getSequenceNumber() > last) {
                break;
            }
            events.add((GameEvent) message.getPayload());
        }
        return events;
    }

    /**
     * A read that meets an event it cannot read or fold (a record changed in the store under a
     * server that had checked it) verifies the game again from its first event: a record that fails
     * answers that ({@code RecordFailsVerificationException}, a 409), never a 500, and takes no command
     * after; a record that verifies leaves the failure as it was (a bug).
     */
    private <T> T guarded(String gameId, java.util.function.Supplier<T> read) {
        try {
            return read.get();
        } catch (RecordFailsVerificationException | UnknownGameException | NoSuchEventException | BeforeTheGameException e) {
            throw e;
        } catch (RuntimeException e) {
            if (verifier == null) {
                throw e;
            }
            verifier.recheckAfter(gameId, e);
            throw e;
        }
    }

    /** An instant asked for before the game was set up. */
    public static class BeforeTheGameException extends adjudicator.command.text.WordedException {
        public BeforeTheGameException(String gameId, Instant at, Instant setUp) {
            super(adjudicator.command.text.Message.of("refusal.query.beforeTheGame", gameId, setUp, at));
        }
    }

    /**
     * The game's last sequence number once its stored events up to it have been checked against the
     * hash chain: a game that fails is refused ({@code RecordFailsVerificationException}), never served
     * as if it were sound. Only the events stored since the game's last check are read for it.
     */
    public long verifiedLastSeq(String gameId) {
        long last = lastSeq(gameId);
        if (verifier != null) {
            verifier.check(gameId, last);
        }
        return last;
    }

    /** Refuses the game unless its stored events up to {@code seq} verify against its hash chain (a lookup once checked). */
    public void verifiedUpTo(String gameId, long seq) {
        if (verifier != null) {
            verifier.check(gameId, seq);
        }
    }

    /** The game's record checked against its hash chain (refused when it fails). */
    public Verification verification(String gameId) {
        long last = lastSeq(gameId);
        return verifier == null ? null : verifier.check(gameId, last);
    }

    public long lastSeq(String gameId) {
        Optional<Long> last = eventStore.lastSequenceNumberFor(gameId);
        if (last.isEmpty()) {
            if (verifier != null) {
                verifier.checkMissing(gameId); // a game that a signed checkpoint names was deleted: that, not unknown
            }
            throw new UnknownGameException(gameId);
        }
        return last.get();
    }

    /** The game's stored events 0..{@code upTo} (at least), from the cache topped up from the store, or from the store. */
    private List<DomainEventMessage<?>> messages(String gameId, long upTo) {
        return cached(gameId, upTo).messages();
    }

    private Cached cached(String gameId, long upTo) {
        if (cache == null) {
            List<DomainEventMessage<?>> all = new ArrayList<>();
            eventStore.readEvents(gameId, 0).asStream().forEach(all::add); // from 0: the events, never a snapshot
            return new Cached(aGame(gameId, all), List.of());
        }
        Cached known = cache.get(gameId);
        if (known != null && known.messages().size() > upTo) {
            return known;
        }
        List<DomainEventMessage<?>> all = new ArrayList<>(known == null ? List.of() : known.messages());
        eventStore.readEvents(gameId, all.size()).asStream().forEach(all::add);
        Cached topped = new Cached(List.copyOf(aGame(gameId, all)), known == null ? List.of() : known.checkpoints());
        cache.put(gameId, topped);
        return topped;
    }

    /** The events read, when they are a game's: another record of the store (a tournament's) is no game. */
    private static List<DomainEventMessage<?>> aGame(String gameId, List<DomainEventMessage<?>> messages) {
        if (!messages.isEmpty() && !(messages.get(0).getPayload() instanceof GameEvent)) {
            throw new UnknownGameException(gameId);
        }
        return messages;
    }

    private GameState replay(String gameId, long upTo, Instant notAfter) {
        Cached cached = cached(gameId, upTo);
        List<DomainEventMessage<?>> messages = cached.messages();
        int end = 0; // the events to fold: 0..end-1
        while (end < messages.size() && messages.get(end).getSequenceNumber() <= upTo) {
            GameEvent event = (GameEvent) messages.get(end).getPayload();
            if (notAfter != null && event.at() != null && event.at().isAfter(notAfter)) {
                break;
            }
            end++;
        }
        List<GameState> checkpoints = checkpoints(gameId, cached, end / CHECKPOINT);
        int from = Math.min(checkpoints.size(), end / CHECKPOINT) * CHECKPOINT;
        GameFold.Folding state = new GameFold.Folding(from == 0 ? GameState.EMPTY : checkpoints.get(from / CHECKPOINT - 1));
        for (int i = from; i < end; i++) {
            state.apply((GameEvent) messages.get(i).getPayload());
        }
        return state.state();
    }

    /** The game's checkpoints, at least {@code wanted} of them where its events reach so far (kept in the cache). */
    private List<GameState> checkpoints(String gameId, Cached cached, int wanted) {
        if (cache == null || cached.checkpoints().size() >= wanted) {
            return cached.checkpoints();
        }
        List<GameState> checkpoints = new ArrayList<>(cached.checkpoints());
        List<DomainEventMessage<?>> messages = cached.messages();
        GameFold.Folding state = new GameFold.Folding(checkpoints.isEmpty() ? GameState.EMPTY : checkpoints.get(checkpoints.size() - 1));
        for (int i = checkpoints.size() * CHECKPOINT; checkpoints.size() < wanted; i++) {
            state.apply((GameEvent) messages.get(i).getPayload());
            if ((i + 1) % CHECKPOINT == 0) {
                checkpoints.add(state.state()); // immutable: kept as it is while the fold goes on
            }
        }
        List<GameState> frozen = List.copyOf(checkpoints);
        synchronized (cache) {
            Cached now = cache.get(gameId);
            if (now != null && now.messages().size() >= cached.messages().size() && now.checkpoints().size() < frozen.size()) {
                cache.put(gameId, new Cached(now.messages(), frozen));
            }
        }
        return frozen;
    }

    /** The account that sent the command of each event of the game (null for events stored before accounts). */
    public LongFunction<RecordedBy> recordedBy(String gameId) {
        Map<Long, RecordedBy> accounts = new HashMap<>();
        for (DomainEventMessage<?> message : messages(gameId, verifiedLastSeq(gameId))) {
            RecordedBy by = RecordedBy.of(message.getMetaData());
            if (by != null) {
                accounts.put(message.getSequenceNumber(), by);
            }
        }
        return accounts::get;
    }

    /** The game's timeline: each event with the state right after it (see {@link Timeline}), in English. */
    public List<Timeline.Row> timeline(String gameId) {
        return timeline(gameId, adjudicator.command.text.Texts.of(null));
    }

    /** The game's timeline with its sentences in the language of {@code texts}. */
    public List<Timeline.Row> timeline(String gameId, adjudicator.command.text.Texts texts) {
        return guarded(gameId, () -> timelineUnguarded(gameId, texts));
    }

    private List<Timeline.Row> timelineUnguarded(String gameId, adjudicator.command.text.Texts texts) {
        long last = verifiedLastSeq(gameId);
        List<Timeline.Row> rows = new ArrayList<>();
        GameState state = GameState.EMPTY;
        for (DomainEventMessage<?> message : messages(gameId, last)) {
            GameEvent event = (GameEvent) message.getPayload();
            long seq = message.getSequenceNumber();
            if (seq > last) {
                break;
            }
            GameState before = state;
            state = GameFold.evolve(state, event);
            rows.add(new Timeline.Row(seq, event.at() == null ? null : event.at().toString(),
                    message.getTimestamp().truncatedTo(ChronoUnit.MILLIS).toString(),
                    event.actor() == null ? null : event.actor().name(), RecordedBy.of(message.getMetaData()),
                    event.getClass().getSimpleName(),
                    Citations.article(event), Citations.rules(event), Timeline.describe(event, before, state, seq, texts),
                    Timeline.fenAfter(event, state)));
        }
        return rows;
    }

    /** A position was asked for after an event that the game does not have. */
    public static class NoSuchEventException extends adjudicator.command.text.WordedException {
        public NoSuchEventException(String gameId, long seq, long last) {
            super(adjudicator.command.text.Message.of("refusal.query.noSuchEvent", gameId, last, seq));
        }
    }
}
