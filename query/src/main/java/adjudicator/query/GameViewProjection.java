package adjudicator.query;

import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.SequenceNumber;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.springframework.stereotype.Component;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Keeps one {@link GameSummary} per game; the only writer of the summaries. Disposable: a reset
 * begins a new set beside the one readers read, and a replay rebuilds them identically.
 *
 * <p>A game's state only ever advances one event at a time. An event at or below the stored
 * {@code lastSeq} is skipped (after a crash the events after the stored token are handled again).
 * An event that is not the next one (nothing stored, or events missed) makes the game be folded
 * afresh from its own events in the store: measured on this machine, mongo-java-server's file
 * backend can come back from a {@code kill -9} with a tracking token ahead of a document written
 * before it, and this is what keeps such a summary exact.
 *
 * <p>The tracking processor hands over events in batches; the summaries a batch changed are written
 * once, when its last event has been handled, which is before the processor stores its token.
 */
@Component
@ProcessingGroup(GameViewProjection.GROUP)
public class GameViewProjection {

    public static final String GROUP = "game-views";

    private final GameSummaryRepository repository;
    private final GameReader reader;
    /**
     * The full states last folded, with their positions, so that an event costs no read and no
     * replay. Coherent because this projection is the only writer; cleared on reset and on a failed
     * batch.
     */
    private final Map<String, GameState> recent = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, GameState> eldest) {
            return size() > 10_000;
        }
    };
    /**
     * Games changed by each batch under way and not yet written, by batch: with several segments a node's
     * threads each run batches of their own (of their own games), and a batch writes, or forgets, its own.
     */
    private final Map<Object, Map<String, GameState>> dirty = new java.util.IdentityHashMap<>();

    public GameViewProjection(GameSummaryRepository repository, GameReader reader) {
        this.repository = repository;
        this.reader = reader;
    }

    @EventHandler
    public synchronized void on(GameEvent event, @SequenceNumber long seq) {
        UnitOfWork<?> unitOfWork = CurrentUnitOfWork.isStarted() ? CurrentUnitOfWork.get() : null;
        Object key = unitOfWork != null ? unitOfWork : this;
        Map<String, GameState> batch = dirty.get(key);
        if (batch == null) {
            batch = new LinkedHashMap<>();
            dirty.put(key, batch);
            if (unitOfWork != null) {
                unitOfWork.onRollback(u -> forget(key));
            }
        }
        GameState state = recent.get(event.gameId());
        long stored = state != null ? state.lastSeq()
                : repository.writtenLastSeq(event.gameId());
        if (seq > stored) {
            if (state != null && seq == state.lastSeq() + 1) {
                state = GameFold.evolve(state, event);
            } else if (event instanceof GameCreated) {
                state = GameFold.evolve(GameState.EMPTY, event);
            } else {
                state = reader.fold(event.gameId(), seq);
            }
            recent.put(state.gameId(), state);
            batch.put(state.gameId(), state);
        }
        if (!(unitOfWork instanceof BatchingUnitOfWork<?> batching) || batching.isLastMessage()) {
            batch.values().forEach(v -> repository.save(GameSummary.of(v), outcome(v)));
            dirty.remove(key);
        }
    }

    /** A batch rolled back: what it changed and had not written is forgotten, its games folded again when next met. */
    private synchronized void forget(Object batch) {
        Map<String, GameState> changed = dirty.remove(batch);
        if (changed != null) {
            changed.keySet().forEach(recent::remove);
        }
    }

    private GameOutcome outcome(GameState v) {
        return GameOutcome.of(v, () -> reader.events(v.gameId()));
    }

    /** Drops the states kept in memory, as a restart does (the summaries stored stay). */
    public synchronized void forget() {
        recent.clear();
        dirty.clear();
    }

    /**
     * A replay begins: the summaries are built beside the ones readers read, which stay until the
     * rebuild is complete ({@link ProjectionCompletion}).
     */
    @ResetHandler
    public synchronized void reset() {
        forget();
        repository.beginRebuild();
    }

    /**
     * Makes the summaries the projection writes agree with the store: every game whose summary is
     * missing or behind its last stored event (a crash during a rebuild, or the file backend losing
     * writes its token had passed) is folded afresh from its events. Runs under this object's lock,
     * between two events of the handler; a batch under way then writes the newer states; returns how
     * many games it repaired.
     */
    public synchronized int reconcile(Map<String, Long> storedHeads) {
        Map<String, Long> written = repository.writtenLastSeqs();
        int repaired = 0;
        for (Map.Entry<String, Long> head : storedHeads.entrySet()) {
            Long seq = written.get(head.getKey());
            if (seq == null || seq < head.getValue()) {
                GameState state = reader.fold(head.getKey(), head.getValue());
                recent.put(state.gameId(), state);
                for (Map<String, GameState> batch : dirty.values()) {
                    if (batch.containsKey(state.gameId())) {
                        batch.put(state.gameId(), state); // a batch under way writes this newer state at its end, not its older one
                    }
                }
                repository.save(GameSummary.of(state), outcome(state));
                repaired++;
            }
        }
        return repaired;
    }
}
