package adjudicator.app.access;

import adjudicator.command.api.GameCreated;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The event, round and board of a game, from its first event in the system of record (never from a
 * read model, which may trail it): what {@link AccessPolicy} compares an account's scope with. A game
 * keeps them for life, so they are kept here once read.
 */
@Component
public class GameScopes {

    private static final int KEPT = 10_000;

    private final EventStore eventStore;
    private final Map<String, GameScope> known = Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, GameScope> eldest) {
            return size() > KEPT;
        }
    });

    public GameScopes(EventStore eventStore) {
        this.eventStore = eventStore;
    }

    /** The game's scope; empty when there is no such game. */
    public Optional<GameScope> of(String gameId) {
        GameScope scope = known.get(gameId);
        if (scope != null) {
            return Optional.of(scope);
        }
        DomainEventStream events = eventStore.readEvents(gameId, 0);
        if (!events.hasNext()) {
            return Optional.empty();
        }
        DomainEventMessage<?> first = events.next();
        if (!(first.getPayload() instanceof GameCreated created)) {
            return Optional.empty();
        }
        scope = new GameScope(gameId, created.event(), created.round(), created.board());
        known.put(gameId, scope);
        return Optional.of(scope);
    }
}
