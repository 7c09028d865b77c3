package adjudicator.query;

import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Makes the game summaries complete, and says when they are. Once the projection has caught up with
 * the store (after every start, and after every rebuild, also one resumed after a crash), every
 * game's summary is checked against the game's last stored event and the missing or stale ones are
 * folded afresh ({@link GameViewProjection#reconcile}); a rebuild built beside the active summaries
 * becomes the active one only then. Until then the projection does not report itself caught up
 * ({@link ProjectionRebuilder#status}).
 */
@Component
public class ProjectionCompletion implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(ProjectionCompletion.class);

    private final EventProcessingConfiguration processing;
    private final GameSummaryRepository repository;
    private final GameViewProjection projection;
    private final StoredEvents stored;
    private ScheduledExecutorService scheduler;
    private volatile boolean reconciledSinceStart;
    /** How many segments the game views are split into ({@code adjudicator.processing.segments}, docs/scaling.md). */
    private final int segments;

    public ProjectionCompletion(EventProcessingConfiguration processing, GameSummaryRepository repository,
                                GameViewProjection projection, StoredEvents stored,
                                @org.springframework.beans.factory.annotation.Value("${adjudicator.processing.segments:1}") int segments) {
        this.segments = segments;
        this.processing = processing;
        this.repository = repository;
        this.projection = projection;
        this.stored = stored;
    }

    /** Whether the summaries readers read are complete: no rebuild pending, and checked since the start. */
    public boolean complete() {
        return reconciledSinceStart && !repository.rebuilding();
    }

    /**
     * The summaries' store was reopened after it had closed or served from memory (the embedded
     * store on a full disk): the projections read their tokens from it again, and the summaries are
     * checked against the store once more before they are said to be complete.
     */
    public void storeReopened() {
        processing.eventProcessors().values().forEach(p -> {
            p.shutDown();
            p.start();
        });
        synchronized (this) {
            reconciledSinceStart = false;
        }
    }

    /** The projections were started again after another node's rebuild: the summaries are checked once more. */
    public synchronized void restarted() {
        reconciledSinceStart = false;
    }

    synchronized void check() {
        repository.refresh(); // another node may have begun or finished a rebuild
        if (!caughtUp()) {
            return;
        }
        boolean rebuilding = repository.rebuilding();
        if (!rebuilding && reconciledSinceStart) {
            return;
        }
        if (segments > 1 && rebuilding && reconciledSinceStart) {
            // this node's segments are checked for this rebuild: it is switched once every node's are
            if (repository.caughtUp(localSegments().keySet(), segments)) {
                repository.finishRebuild();
                log.info("projection {} rebuilt on every segment, now read", GameViewProjection.GROUP);
            }
            return;
        }
        long started = System.nanoTime();
        Map<String, Long> heads = new HashMap<>();
        // with several segments shared by nodes, each node checks the games of the segments it processes
        Map<Integer, Segment> mine = segments > 1 ? localSegments() : Map.of();
        try (Stream<StoredEvent> lasts = stored.heads()) {
            lasts.filter(StoredEvent::ofGame).filter(e -> mine.isEmpty() || mine.values().stream().anyMatch(g -> g.matches(e.game())))
                    .forEach(e -> heads.put(e.game(), e.seq()));
        }
        int repaired = projection.reconcile(heads);
        if (segments > 1) {
            reconciledSinceStart = true;
            if (rebuilding && repository.caughtUp(mine.keySet(), segments)) {
                repository.finishRebuild();
                log.info("projection {} rebuilt on every segment, now read", GameViewProjection.GROUP);
            } else if (repaired > 0) {
                log.warn("projection {}: {} game summaries of segments {} were missing or behind their games and were folded afresh",
                        GameViewProjection.GROUP, repaired, mine.keySet());
            }
            return;
        }
        if (rebuilding) {
            repository.finishRebuild();
            log.info("projection {} rebuilt: {} games ({} folded afresh), now read", GameViewProjection.GROUP, heads.size(), repaired);
        } else if (repaired > 0) {
            log.warn("projection {}: {} of {} game summaries were missing or behind their games and were folded afresh",
                    GameViewProjection.GROUP, repaired, heads.size());
        }
        reconciledSinceStart = true;
        log.debug("projection {} checked against the store in {} ms", GameViewProjection.GROUP, (System.nanoTime() - started) / 1_000_000);
    }

    /** The segments this node processes now, by id. */
    private Map<Integer, Segment> localSegments() {
        Map<Integer, Segment> out = new HashMap<>();
        processing.eventProcessor(GameViewProjection.GROUP, StreamingEventProcessor.class)
                .ifPresent(p -> p.processingStatus().forEach((id, status) -> out.put(id, status.getSegment())));
        return out;
    }

    private boolean caughtUp() {
        return processing.eventProcessor(GameViewProjection.GROUP, StreamingEventProcessor.class)
                .filter(StreamingEventProcessor::isRunning)
                .map(p -> !p.processingStatus().isEmpty() && p.processingStatus().values().stream()
                        // caught up: no event left to handle (a replay's token stays a replay token until the
                        // next new event, so "replaying" says nothing about whether the replay is done)
                        .allMatch(s -> s.isCaughtUp() && s.getError() == null))
                .orElse(false);
    }

    @Override
    public void start() {
        scheduler = HalfSecondly.start("projection-completion", 200, this::check, log, "projection completion check failed");
    }

    @Override
    public void stop() {
        if (scheduler != null) {
            scheduler.shutdownNow();
            try {
                scheduler.awaitTermination(10, TimeUnit.SECONDS); // a check under way ends before the store closes
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public boolean isRunning() {
        return scheduler != null && !scheduler.isShutdown();
    }
}
