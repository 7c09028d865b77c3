package adjudicator.query.appeal;

import adjudicator.command.appeal.AppealEvent;
import adjudicator.command.appeal.AppealReader;
import adjudicator.command.appeal.AppealState;
import adjudicator.command.record.StoredEvents;
import adjudicator.query.GameViewProjection;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.WrappedToken;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The appeals of a game and of an event (a competition) without folding every appeal of the store: the
 * game-views processor keeps, for each appeal lodged, its game and event ({@code appeal_index}); a read
 * takes the appeals it names and those lodged after the processor's position in the store (read by global
 * position, the few stored since), so that an appeal just lodged is listed at once, before the processor
 * has handled it. Each appeal listed is then read from its own events, checked against its chain
 * ({@link AppealReader#current}). Where the store has no global positions (MongoDB's) or the processor is
 * not running, the appeals are found as before, by reading every appeal ({@link AppealReader#ofGame}).
 * Disposable: a rebuild clears it and the replay writes it again; a read during the replay finds the
 * appeals not yet replayed among those stored after the processor's position.
 */
@Component
@ProcessingGroup(GameViewProjection.GROUP)
public class AppealIndex {

    static final String COLLECTION = "appeal_index";
    private static final String LODGED = AppealEvent.AppealLodged.class.getName();

    private final MongoCollection<Document> index;
    private final AppealReader appeals;
    private final StoredEvents stored;
    private final EventProcessingConfiguration processing;

    public AppealIndex(MongoDatabase viewDatabase, AppealReader appeals, StoredEvents stored, EventProcessingConfiguration processing) {
        this.index = viewDatabase.getCollection(COLLECTION);
        this.appeals = appeals;
        this.stored = stored;
        this.processing = processing;
    }

    @EventHandler
    public void on(AppealEvent.AppealLodged lodged) {
        index.replaceOne(Filters.eq("_id", lodged.appealId()), new Document("_id", lodged.appealId()).append("gameId", lodged.gameId())
                .append("event", lodged.event()), new ReplaceOptions().upsert(true));
    }

    @ResetHandler
    public void reset() {
        index.deleteMany(new Document());
    }

    /** The appeals of a game, in the order they were lodged. */
    public List<AppealState> ofGame(String gameId) {
        return find(Filters.eq("gameId", gameId), l -> gameId.equals(l.gameId())).orElseGet(() -> appeals.ofGame(gameId));
    }

    /** The appeals of an event (a competition), in the order they were lodged. */
    public List<AppealState> ofEvent(String event) {
        if (event == null) {
            return List.of();
        }
        return find(Filters.eq("event", event), l -> event.equals(l.event())).orElseGet(() -> appeals.ofEvent(event));
    }

    private Optional<List<AppealState>> find(Bson filter, Predicate<AppealEvent.AppealLodged> wanted) {
        OptionalLong position = handledUpTo();
        if (position.isEmpty()) {
            return Optional.empty();
        }
        Optional<List<String>> since = stored.startedAfter(position.getAsLong(), LODGED);
        if (since.isEmpty()) {
            return Optional.empty();
        }
        Set<String> ids = new LinkedHashSet<>();
        for (Document d : index.find(filter)) {
            ids.add(d.getString("_id"));
        }
        List<AppealState> out = new ArrayList<>();
        for (String id : ids) {
            out.add(appeals.current(id));
        }
        for (String id : since.get()) {
            if (!ids.contains(id)) {
                AppealState s = appeals.current(id);
                if (wanted.test(s.lodged())) {
                    out.add(s);
                }
            }
        }
        out.sort(Comparator.comparing(s -> s.lodged().at()));
        return Optional.of(out);
    }

    /**
     * The global position up to which the processor has handled every event (below its first gap), read
     * before the index is: what it had handled then is in the index. Empty when it is not running or its
     * tokens carry no position.
     */
    private OptionalLong handledUpTo() {
        Optional<StreamingEventProcessor> processor = processing.eventProcessor(GameViewProjection.GROUP, StreamingEventProcessor.class);
        if (processor.isEmpty() || !processor.get().isRunning() || processor.get().processingStatus().isEmpty()) {
            return OptionalLong.empty();
        }
        long lowest = Long.MAX_VALUE;
        for (EventTrackerStatus status : processor.get().processingStatus().values()) {
            TrackingToken token = WrappedToken.unwrapLowerBound(status.getTrackingToken());
            if (token instanceof GapAwareTrackingToken g) {
                lowest = Math.min(lowest, g.getGaps().isEmpty() ? g.getIndex() : g.getGaps().first() - 1);
            } else {
                // no token yet (nothing handled), or one without a global position
                if (token != null || status.getTrackingToken() != null) {
                    return OptionalLong.empty();
                }
                lowest = -1;
            }
        }
        return OptionalLong.of(lowest);
    }
}
