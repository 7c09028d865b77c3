package adjudicator.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.bson.Document;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

import java.time.Duration;
import java.util.Date;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Several nodes share the segments of the game views and of the process managers ({@code adjudicator.processing.segments}
 * above 1, docs/scaling.md), each group on its own.
 * Axon's tracking processors do not balance themselves: the first node to start claims every segment it has a
 * thread for. So each node says it is alive in the read models' database (collection {@code nodes}, every half
 * second), counts the nodes alive (seen within {@code adjudicator.processing.node-timeout}), and gives up, one at a
 * time, the segments it holds beyond its share (the segments divided by the nodes alive, rounded up), for twice the
 * claim interval, so that a node with fewer takes them. A dead node's segments are taken over as any claim is: once
 * not renewed for the claim timeout. With one segment, or one node, nothing is given up.
 */
@Component
public class SegmentShare implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(SegmentShare.class);

    private final EventProcessingConfiguration processing;
    private final MongoCollection<Document> nodes;
    private final int segments;
    private final Duration nodeTimeout;
    private final long claimIntervalMs;
    private final String me = UUID.randomUUID().toString();
    private final String node;
    private ScheduledExecutorService beat;
    /** The processing groups shared: the game views and the process managers. */
    static final java.util.List<String> GROUPS = java.util.List.of(GameViewProjection.GROUP, adjudicator.command.process.Consequences.GROUP);
    /** When this node last gave a segment of each group up (ms): one at a time, the others given the time to take it. */
    private final java.util.Map<String, Long> lastGiven = new java.util.concurrent.ConcurrentHashMap<>();

    public SegmentShare(EventProcessingConfiguration processing, MongoDatabase viewDatabase,
                        @Value("${adjudicator.processing.segments:1}") int segments,
                        @Value("${adjudicator.processing.node-timeout:PT5S}") Duration nodeTimeout,
                        @Value("${adjudicator.processing.claim-interval-ms:5000}") long claimIntervalMs,
                        @Value("${adjudicator.node-id:}") String node) {
        this.processing = processing;
        this.nodes = viewDatabase.getCollection("nodes");
        this.segments = segments;
        this.nodeTimeout = nodeTimeout;
        this.claimIntervalMs = claimIntervalMs;
        this.node = node == null || node.isBlank() ? me : node;
    }

    /** This node's share of {@code total} segments among {@code alive} nodes. */
    static int share(int total, long alive) {
        return (int) ((total + Math.max(1, alive) - 1) / Math.max(1, alive));
    }

    void balance() {
        Date now = new Date();
        nodes.replaceOne(Filters.eq("_id", me), new Document("_id", me).append("node", node).append("at", now),
                new ReplaceOptions().upsert(true));
        long alive = nodes.countDocuments(Filters.gt("at", new Date(now.getTime() - nodeTimeout.toMillis())));
        int share = share(segments, alive);
        for (String group : GROUPS) {
            processing.eventProcessor(group, StreamingEventProcessor.class).ifPresent(p -> {
                Set<Integer> held = p.processingStatus().keySet();
                if (p.isRunning() && held.size() > share && now.getTime() - lastGiven.getOrDefault(group, 0L) > 2 * claimIntervalMs) {
                    lastGiven.put(group, now.getTime());
                    int given = held.stream().mapToInt(Integer::intValue).max().orElseThrow();
                    log.info("{}: gives up segment {} ({} held, {} of {} segments for each of {} nodes)", group, given, held.size(),
                            share, segments, alive);
                    p.releaseSegment(given, 2 * claimIntervalMs, java.util.concurrent.TimeUnit.MILLISECONDS);
                }
            });
        }
    }

    @Override
    public void start() {
        if (segments > 1) {
            beat = HalfSecondly.start("segment-share", 500, this::balance, log, "sharing the segments failed");
        }
    }

    @Override
    public void stop() {
        if (beat != null) {
            beat.shutdownNow();
            try {
                nodes.deleteOne(Filters.eq("_id", me));
            } catch (RuntimeException e) {
                // the store away: the entry runs out by itself
            }
        }
    }

    @Override
    public boolean isRunning() {
        return beat != null && !beat.isShutdown();
    }
}
