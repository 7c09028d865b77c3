package adjudicator.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Updates;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.UnableToClaimTokenException;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.bson.Document;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Projections are disposable: this resets every streaming projection (its tokens, and through its
 * reset handler its read model) and lets it replay the whole store, and reports how far each has got.
 * Used by {@code POST /api/admin/projections/rebuild} and by the command line's {@code rebuild} verb.
 *
 * <p>Several nodes on one database rebuild once, on the node asked (docs/scaling.md): a reset must hold
 * every segment's claim, so that node writes an order ({@code projection_state}, {@code _id} "rebuild",
 * phase "stop"), every other node stops its projections on reading it (each node reads it every half
 * second) and so lets its claims go, the node asked resets once it can claim them all (within
 * {@code adjudicator.projection.rebuild-wait}, else it gives up and every node goes on as before), then
 * turns the order to "replay": every node reads which list is being built, forgets the states it kept,
 * and starts its projections again; whichever holds a segment replays it into the list being built.
 * An order left at "stop" longer than twice that wait (its node died) is passed over.
 */
@Component
public class ProjectionRebuilder implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(ProjectionRebuilder.class);
    private static final String ORDER = "rebuild";
    private static final String STOP = "stop";
    private static final String REPLAY = "replay";

    /**
     * How far a projection has got: positions are global indexes, null on stores whose tokens have
     * none. {@code complete}: its read model has been checked against the store since the start and no
     * rebuild is pending ({@link ProjectionCompletion}); until then {@code behind} is at least 1, so
     * that it is never reported caught up with summaries missing.
     */
    public record Status(String name, boolean running, int segments, Long position, Long head, Long behind, boolean complete) {
    }

    /** Another node kept its projections' claims past {@code adjudicator.projection.rebuild-wait}: nothing was reset. */
    public static class ClaimsKept extends adjudicator.command.text.WordedException {
        public ClaimsKept(String processor, Duration wait) {
            super(adjudicator.command.text.Message.of("refusal.query.rebuildClaimsKept", processor, wait.toSeconds()));
        }
    }

    private final EventProcessingConfiguration processing;
    private final EventStore eventStore;
    private final ProjectionCompletion completion;
    private final GameSummaryRepository repository;
    private final GameViewProjection projection;
    private final MongoCollection<Document> orders;
    /** This process, in the orders it writes (a node's id may be shared by its restarts). */
    private final String me = UUID.randomUUID().toString();
    private final String node;
    private final Duration wait;
    private ScheduledExecutorService follower;
    /** The last order of another node this one has acted on, or found done at its start. */
    private String seen;
    /** The order this node stopped its projections for, until it turns to "replay". */
    private String stoppedFor;

    public ProjectionRebuilder(EventProcessingConfiguration processing, EventStore eventStore, ProjectionCompletion completion,
                               GameSummaryRepository repository, GameViewProjection projection, MongoDatabase viewDatabase,
                               @Value("${adjudicator.node-id:}") String node,
                               @Value("${adjudicator.projection.rebuild-wait:PT30S}") Duration wait) {
        this.processing = processing;
        this.eventStore = eventStore;
        this.completion = completion;
        this.repository = repository;
        this.projection = projection;
        this.orders = viewDatabase.getCollection("projection_state");
        this.node = node == null || node.isBlank() ? me : node;
        this.wait = wait;
    }

    /** Resets and restarts every streaming projection (not the process managers, which cannot be reset); returns their names. */
    public synchronized List<String> rebuild() {
        // a store without events has no tail token, and a reset would store "no token" as the replay's
        // start, which the Mongo token store cannot write (a NullPointerException in
        // MongoTokenStore.updateToken, after the processor was already shut down); with nothing to replay,
        // the reset handlers alone rebuild the read model (empty), and the token stays where it is
        boolean empty = eventStore.createTailToken() == null;
        String order = UUID.randomUUID().toString();
        orders.replaceOne(Filters.eq("_id", ORDER), new Document("_id", ORDER).append("order", order).append("by", me)
                .append("node", node).append("phase", STOP).append("at", new Date()), new ReplaceOptions().upsert(true));
        Map<String, StreamingEventProcessor> resettable = resettable();
        resettable.values().forEach(StreamingEventProcessor::shutDown);
        List<String> names = new ArrayList<>();
        try {
            for (Map.Entry<String, StreamingEventProcessor> e : resettable.entrySet()) {
                reset(e.getKey(), e.getValue(), empty);
                names.add(e.getKey());
            }
        } finally {
            completion.restarted(); // the list being built is checked against the store once replayed
            // every node starts again, with the list being built if the reset was made, as before if not
            orders.updateOne(Filters.and(Filters.eq("_id", ORDER), Filters.eq("order", order)), Updates.set("phase", REPLAY));
            resettable.values().forEach(StreamingEventProcessor::start);
        }
        log.info("projections {} reset on this node ({}), replayed by whichever node holds their segments", names, node);
        return names;
    }

    /** Resets one processor, once no other node holds a claim on its segments (a reset must claim them all). */
    private void reset(String name, StreamingEventProcessor streaming, boolean empty) {
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            try {
                if (empty && streaming instanceof AbstractEventProcessor handlers) {
                    handlers.eventHandlerInvoker().performReset();
                } else {
                    streaming.resetTokens();
                }
                return;
            } catch (UnableToClaimTokenException held) {
                if (System.nanoTime() > deadline) {
                    throw new ClaimsKept(name, wait);
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new ClaimsKept(name, wait);
                }
            }
        }
    }

    private Map<String, StreamingEventProcessor> resettable() {
        Map<String, StreamingEventProcessor> out = new LinkedHashMap<>();
        processing.eventProcessors().forEach((name, processor) -> {
            // the process managers' processor is no projection: replayed, it would act on the past again
            if (processor instanceof StreamingEventProcessor streaming && streaming.supportsReset()) {
                out.put(name, streaming);
            }
        });
        return out;
    }

    /** Acts on another node's order: stops the projections for its reset, starts them again after it. */
    synchronized void follow() {
        Document order = orders.find(Filters.eq("_id", ORDER)).first();
        if (order == null || me.equals(order.getString("by"))) {
            return;
        }
        String id = order.getString("order");
        boolean abandoned = order.getDate("at") != null
                && order.getDate("at").toInstant().plus(wait.multipliedBy(2)).isBefore(java.time.Instant.now());
        if (STOP.equals(order.getString("phase")) && !abandoned) {
            if (!id.equals(stoppedFor) && !id.equals(seen)) {
                log.info("projections stopped for the rebuild asked on node {}", order.getString("node"));
                resettable().values().forEach(StreamingEventProcessor::shutDown);
                stoppedFor = id;
            }
        } else if (!id.equals(seen)) {
            // replayed (or given up): stopped (if this node had not read the order in time, it held no claim),
            // the list being built read, what was kept of the one before forgotten, started again
            Map<String, StreamingEventProcessor> resettable = resettable();
            resettable.values().forEach(StreamingEventProcessor::shutDown);
            repository.refresh();
            projection.forget();
            completion.restarted();
            resettable.values().forEach(StreamingEventProcessor::start);
            stoppedFor = null;
            seen = id;
        }
    }

    @Override
    public void start() {
        Document order = orders.find(Filters.eq("_id", ORDER)).first();
        if (order != null && REPLAY.equals(order.getString("phase"))) {
            seen = order.getString("order"); // done before this node started
        }
        follower = HalfSecondly.start("projection-rebuild-orders", 500, this::follow, log, "reading the rebuild orders failed");
    }

    @Override
    public void stop() {
        if (follower != null) {
            follower.shutdownNow();
        }
    }

    @Override
    public boolean isRunning() {
        return follower != null && !follower.isShutdown();
    }

    public List<Status> status() {
        // the head first, then the positions: "behind" never counts an event stored after the head was read
        TrackingToken headToken = eventStore.createHeadToken();
        // the embedded store's tokens are global indexes; the Mongo store's carry no position at all
        boolean positioned = headToken == null || headToken.position().isPresent();
        long head = headToken == null ? -1 : headToken.position().orElse(-1);
        List<Status> out = new ArrayList<>();
        processing.eventProcessors().forEach((name, processor) -> {
            if (processor instanceof StreamingEventProcessor streaming) {
                int segments = streaming.processingStatus().size();
                boolean complete = !name.equals(GameViewProjection.GROUP) || completion.complete();
                if (positioned) {
                    long position = streaming.processingStatus().values().stream()
                            .mapToLong(s -> s.getCurrentPosition().orElse(-1)).min().orElse(-1);
                    long behind = Math.max(0, head - position);
                    out.add(new Status(name, streaming.isRunning(), segments, position, head, complete ? behind : Math.max(1, behind),
                            complete));
                } else {
                    out.add(new Status(name, streaming.isRunning(), segments, null, null, null, complete));
                }
            }
        });
        return out;
    }
}
