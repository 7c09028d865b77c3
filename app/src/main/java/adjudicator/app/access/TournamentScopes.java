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
 * The event (its name) of a tournament, and the event of an appeal (its game's), from their first
 * event in the system of record: what {@link AccessPolicy} compares an account's events with. Both
 * keep them for life.
 */
@Component
public class TournamentScopes {

    private final EventStore eventStore;
    private final Map<String, String> known = new ConcurrentHashMap<>();
    private final Map<String, String> appeals = new ConcurrentHashMap<>();

    public TournamentScopes(EventStore eventStore) {
        this.eventStore = eventStore;
    }

    /** The event of an appeal (its game's), from its first event; empty when there is no such appeal. */
    public Optional<String> ofAppeal(String appealId) {
        String known = appeals.get(appealId);
        if (known != null) {
            return Optional.of(known);
        }
        DomainEventStream events = eventStore.readEvents(appealId, 0);
        if (!events.hasNext()) {
            return Optional.empty();
        }
        if (!(events.next().getPayload() instanceof adjudicator.command.appeal.AppealEvent.AppealLodged lodged)) {
            return Optional.empty();
        }
        String event = lodged.event() == null ? "" : lodged.event();
        if (appeals.size() < 10_000) {
            appeals.put(appealId, event);
        }
        return Optional.of(event);
    }

    /** Whether the store holds a record of that id that is no game (a tournament's or an appeal's). */
    public boolean notAGame(String id) {
        return of(id).isPresent() || ofAppeal(id).isPresent();
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
