package adjudicator.app.access;

import adjudicator.command.tournament.TournamentEvent;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The event (its name) of a tournament, from its first event in the system of record: what
 * {@link AccessPolicy} compares an account's events with. A tournament keeps its name for life.
 */
@Component
public class TournamentScopes {

    private final EventStore eventStore;
    private final Map<String, String> known = new ConcurrentHashMap<>();

    public TournamentScopes(EventStore eventStore) {
        this.eventStore = eventStore;
    }

    /** The tournament's name; empty when there is no such tournament. */
    public Optional<String> of(String tournamentId) {
        String name = known.get(tournamentId);
        if (name != null) {
            return Optional.of(name);
        }
        DomainEventStream events = eventStore.readEvents(tournamentId, 0);
        if (!events.hasNext()) {
            return Optional.empty();
        }
        DomainEventMessage<?> first = events.next();
        if (!(first.getPayload() instanceof TournamentEvent.TournamentCreated created)) {
            return Optional.empty();
        }
        if (known.size() < 10_000) {
            known.put(tournamentId, created.name());
        }
        return Optional.of(created.name());
    }
}
