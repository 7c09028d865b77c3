package adjudicator.command.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Stored events held in a list, in the order stored: the events of an export bundle, checked
 * offline without a store ({@link RecordExport}), and the tests' store to tamper with.
 */
public class InMemoryStoredEvents implements StoredEvents {

    protected final List<StoredEvent> events;

    public InMemoryStoredEvents(List<StoredEvent> events) {
        this.events = events;
    }

    public InMemoryStoredEvents() {
        this(new ArrayList<>());
    }

    @Override
    public Stream<StoredEvent> read(String game, long fromSeq) {
        return events.stream().filter(e -> e.game().equals(game) && e.seq() >= fromSeq);
    }

    @Override
    public Optional<StoredEvent> last(String game) {
        return events.stream().filter(e -> e.game().equals(game)).reduce((a, b) -> b);
    }

    @Override
    public Stream<String> games() {
        return events.stream().map(StoredEvent::game).distinct();
    }
}
