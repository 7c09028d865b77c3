package adjudicator.query;

import adjudicator.command.api.GameEvent;
import adjudicator.command.api.UnknownGameException;
import adjudicator.command.game.Game;
import adjudicator.command.record.Citations;
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
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads one game's state by folding its events from the event store with the one fold,
 * {@link GameFold#evolve} (domain map principle 3: positions and clocks are replays of the game's own
 * history); the {@code games} read model serves lists.
 */
@Component
public class GameReader {

    private final EventStore eventStore;
    /**
     * The events of recently read games, as read from the store: a game's events never change once
     * stored, so a read only fetches those stored since (or all, if the game left the cache). The fold
     * is the same as from the store; only the reading and deserializing is saved.
     */
    private final Map<String, List<DomainEventMessage<?>>> cache;

    @Autowired
    public GameReader(EventStore eventStore, @Value("${adjudicator.read-cache-size:200}") int cacheSize) {
        this.eventStore = eventStore;
        this.cache = cacheSize <= 0 ? null : Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, List<DomainEventMessage<?>>> eldest) {
                return size() > cacheSize;
            }
        });
    }

    /** A reader without cache: every read folds the events as read from the store. */
    public GameReader(EventStore eventStore) {
        this(eventStore, 0);
    }

    /**
     * The state as of the last event, folded from the game's events in the system of record: never
     * behind what a command has acknowledged, and the same on every replay.
     */
    public GameState current(String gameId) {
        long last = lastSeq(gameId);
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
        GameState state = null;
        Iterator<? extends DomainEventMessage<?>> it = eventStore.readEvents(gameId).asStream().iterator();
        while (it.hasNext()) {
            DomainEventMessage<?> message = it.next();
            if (message.getPayload() instanceof Game snapshot) {
                state = Game.stateOf(snapshot);
                continue;
            }
            if (state == null) {
                state = new GameState();
            }
            if (message.getSequenceNumber() > state.lastSeq() && message.getSequenceNumber() <= last) {
                GameFold.evolve(state, (GameEvent) message.getPayload());
            }
        }
        return state == null ? new GameState() : state;
    }

    /** The state folded from the game's events 0..{@code upTo} as stored. */
    public GameState fold(String gameId, long upTo) {
        return replay(gameId, upTo, null);
    }

    /** The state right after event {@code seq}, by replay (domain map principle 3). */
    public GameState afterEvent(String gameId, long seq) {
        long last = lastSeq(gameId);
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
        long last = lastSeq(gameId);
        List<DomainEventMessage<?>> messages = messages(gameId, last);
        if (!messages.isEmpty() && messages.get(0).getPayload() instanceof GameEvent created
                && created.at() != null && at.isBefore(created.at())) {
            throw new BeforeTheGameException(gameId, at, created.at());
        }
        return replay(gameId, last, at);
    }

    /** The game's events in the order stored (the system of record), as read for the last read. */
    public List<GameEvent> events(String gameId) {
        long last = lastSeq(gameId);
        List<GameEvent> events = new ArrayList<>();
        for (DomainEventMessage<?> message : messages(gameId, last)) {
            if (message.getSequenceNumber() > last) {
                break;
            }
            events.add((GameEvent) message.getPayload());
        }
        return events;
    }

    /** An instant asked for before the game was set up. */
    public static class BeforeTheGameException extends RuntimeException {
        public BeforeTheGameException(String gameId, Instant at, Instant setUp) {
            super("game " + gameId + " was set up at " + setUp + ", after " + at);
        }
    }

    public long lastSeq(String gameId) {
        Optional<Long> last = eventStore.lastSequenceNumberFor(gameId);
        if (last.isEmpty()) {
            throw new UnknownGameException(gameId);
        }
        return last.get();
    }

    /** The game's stored events 0..{@code upTo} (at least), from the cache topped up from the store, or from the store. */
    private List<DomainEventMessage<?>> messages(String gameId, long upTo) {
        if (cache == null) {
            List<DomainEventMessage<?>> all = new ArrayList<>();
            eventStore.readEvents(gameId, 0).asStream().forEach(all::add); // from 0: the events, never a snapshot
            return all;
        }
        List<DomainEventMessage<?>> known = cache.get(gameId);
        if (known != null && known.size() > upTo) {
            return known;
        }
        List<DomainEventMessage<?>> all = new ArrayList<>(known == null ? List.of() : known);
        eventStore.readEvents(gameId, all.size()).asStream().forEach(all::add);
        List<DomainEventMessage<?>> frozen = List.copyOf(all);
        cache.put(gameId, frozen);
        return frozen;
    }

    private GameState replay(String gameId, long upTo, Instant notAfter) {
        GameState state = new GameState();
        for (DomainEventMessage<?> message : messages(gameId, upTo)) {
            if (message.getSequenceNumber() > upTo) {
                break;
            }
            GameEvent event = (GameEvent) message.getPayload();
            if (notAfter != null && event.at() != null && event.at().isAfter(notAfter)) {
                break;
            }
            GameFold.evolve(state, event);
        }
        return state;
    }

    /** The game's timeline: each event with the state right after it (see {@link Timeline}). */
    public List<Timeline.Row> timeline(String gameId) {
        long last = lastSeq(gameId);
        List<Timeline.Row> rows = new ArrayList<>();
        GameState state = new GameState();
        for (DomainEventMessage<?> message : messages(gameId, last)) {
            GameEvent event = (GameEvent) message.getPayload();
            long seq = message.getSequenceNumber();
            if (seq > last) {
                break;
            }
            GameFold.evolve(state, event);
            rows.add(new Timeline.Row(seq, event.at() == null ? null : event.at().toString(),
                    message.getTimestamp().truncatedTo(ChronoUnit.MILLIS).toString(),
                    event.actor() == null ? null : event.actor().name(), event.getClass().getSimpleName(),
                    Citations.article(event), Citations.rules(event), Timeline.describe(event, state, seq),
                    Timeline.fenAfter(event, state)));
        }
        return rows;
    }

    /** A position was asked for after an event that the game does not have. */
    public static class NoSuchEventException extends RuntimeException {
        public NoSuchEventException(String gameId, long seq, long last) {
            super("game " + gameId + " has events 0.." + last + ", not " + seq);
        }
    }
}
