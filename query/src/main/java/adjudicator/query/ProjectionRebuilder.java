package adjudicator.query;

import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.List;

/**
 * Projections are disposable: this resets every streaming projection (its tokens, and through its
 * reset handler its read model) and lets it replay the whole store, and reports how far each has got.
 * Used by {@code POST /api/admin/projections/rebuild} and by the command line's {@code rebuild} verb.
 */
@Component
public class ProjectionRebuilder {

    /**
     * How far a projection has got: positions are global indexes, null on stores whose tokens have
     * none. {@code complete}: its read model has been checked against the store since the start and no
     * rebuild is pending ({@link ProjectionCompletion}); until then {@code behind} is at least 1, so
     * that it is never reported caught up with summaries missing.
     */
    public record Status(String name, boolean running, int segments, Long position, Long head, Long behind, boolean complete) {
    }

    private final EventProcessingConfiguration processing;
    private final EventStore eventStore;
    private final ProjectionCompletion completion;

    public ProjectionRebuilder(EventProcessingConfiguration processing, EventStore eventStore, ProjectionCompletion completion) {
        this.processing = processing;
        this.eventStore = eventStore;
        this.completion = completion;
    }

    /** Resets and restarts every streaming projection (not the process managers, which cannot be reset); returns their names. */
    public List<String> rebuild() {
        // a store without events has no tail token, and a reset would store "no token" as the replay's
        // start, which the Mongo token store cannot write (a NullPointerException in
        // MongoTokenStore.updateToken, after the processor was already shut down); with nothing to replay,
        // the reset handlers alone rebuild the read model (empty), and the token stays where it is
        boolean empty = eventStore.createTailToken() == null;
        List<String> names = new ArrayList<>();
        processing.eventProcessors().forEach((name, processor) -> {
            // the process managers' processor is no projection: replayed, it would act on the past again
            if (processor instanceof StreamingEventProcessor streaming && streaming.supportsReset()) {
                streaming.shutDown();
                try {
                    if (empty && processor instanceof AbstractEventProcessor handlers) {
                        handlers.eventHandlerInvoker().performReset();
                    } else {
                        streaming.resetTokens();
                    }
                } finally {
                    streaming.start();
                }
                names.add(name);
            }
        });
        return names;
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
