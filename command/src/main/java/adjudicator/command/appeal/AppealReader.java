package adjudicator.command.appeal;

import adjudicator.command.appeal.AppealState;
import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.record.VerifiedRecord;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

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
        return VerifiedRecord.messages(eventStore, verifier, appealId, AppealEvent.class, UnknownAppealException::new);
    }

    /** Every appeal, by id. */
    public List<String> ids() {
        return VerifiedRecord.ids(stored, StoredEvent::ofAppeal);
    }

    /** The appeals of a game, in the order they were lodged. */
    public List<AppealState> ofGame(String gameId) {
        return where(lodged -> gameId.equals(lodged.gameId()));
    }

    /** The appeals of an event (a competition), in the order they were lodged. */
    public List<AppealState> ofEvent(String event) {
        return event == null ? List.of() : where(lodged -> event.equals(lodged.event()));
    }

    private List<AppealState> where(Predicate<AppealEvent.AppealLodged> lodged) {
        List<AppealState> out = new ArrayList<>();
        for (String id : ids()) {
            AppealState s = current(id);
            if (lodged.test(s.lodged())) {
                out.add(s);
            }
        }
        out.sort(Comparator.comparing(s -> s.lodged().at()));
        return out;
    }
}
