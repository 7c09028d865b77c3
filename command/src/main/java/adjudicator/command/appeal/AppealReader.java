package adjudicator.command.appeal;

import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.record.VerifiedRecord;
import adjudicator.command.state.AppealState;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** An appeal as of its last event, folded from its events once they are checked against the hash chain. */
@Component
public class AppealReader {

    private final EventStore eventStore;
    private final RecordVerifier verifier;
    private final StoredEvents stored;

    public AppealReader(EventStore eventStore, RecordVerifier verifier, StoredEvents stored) {
        this.eventStore = eventStore;
        this.verifier = verifier;
        this.stored = stored;
    }

    /** The appeal's state; {@link UnknownAppealException} when the store has none of that id. */
    public AppealState current(String appealId) {
        AppealState state = new AppealState();
        VerifiedRecord.events(eventStore, verifier, appealId, AppealEvent.class, UnknownAppealException::new)
                .forEach(e -> AppealState.AppealFold.evolve(state, e));
        return state;
    }

    /** The appeal's events as stored (upcast), for its audit trail and a game's timeline. */
    public List<DomainEventMessage<?>> events(String appealId) {
        current(appealId);
        List<DomainEventMessage<?>> out = new ArrayList<>();
        eventStore.readEvents(appealId, 0).asStream().forEach(out::add);
        return out;
    }

    /** Every appeal, by id. */
    public List<String> ids() {
        try (Stream<StoredEvent> heads = stored.heads()) {
            return heads.filter(StoredEvent::ofAppeal).map(StoredEvent::game).sorted().toList();
        }
    }

    /** The appeals of a game, in the order they were lodged. */
    public List<AppealState> ofGame(String gameId) {
        List<AppealState> out = new ArrayList<>();
        for (String id : ids()) {
            AppealState s = current(id);
            if (gameId.equals(s.lodged().gameId())) {
                out.add(s);
            }
        }
        out.sort(java.util.Comparator.comparing(s -> s.lodged().at()));
        return out;
    }

    /** The appeals of an event (a competition), in the order they were lodged. */
    public List<AppealState> ofEvent(String event) {
        List<AppealState> out = new ArrayList<>();
        for (String id : ids()) {
            AppealState s = current(id);
            if (event != null && event.equals(s.lodged().event())) {
                out.add(s);
            }
        }
        out.sort(java.util.Comparator.comparing(s -> s.lodged().at()));
        return out;
    }
}
