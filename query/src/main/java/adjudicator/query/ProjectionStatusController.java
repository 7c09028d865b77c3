package adjudicator.query;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * How far each projection has got: for every streaming processor, the position of its slowest
 * segment, the position of the newest stored event, and the difference. For operators and for the
 * append benchmark, which checks with it that the projection keeps up with the load.
 */
@RestController
public class ProjectionStatusController {

    private final EventProcessingConfiguration processing;
    private final EventStore eventStore;
    private final ObjectMapper mapper;

    public ProjectionStatusController(EventProcessingConfiguration processing, EventStore eventStore, ObjectMapper mapper) {
        this.processing = processing;
        this.eventStore = eventStore;
        this.mapper = mapper;
    }

    @GetMapping("/api/admin/projections")
    public ArrayNode projections() {
        // the head first, then the positions: "behind" never counts an event stored after the head was read
        TrackingToken headToken = eventStore.createHeadToken();
        // the embedded store's tokens are global indexes; the Mongo store's carry no position at all
        boolean positioned = headToken == null || headToken.position().isPresent();
        long head = headToken == null ? -1 : headToken.position().orElse(-1);
        ArrayNode out = mapper.createArrayNode();
        processing.eventProcessors().forEach((name, processor) -> {
            if (processor instanceof StreamingEventProcessor streaming) {
                ObjectNode node = out.addObject();
                node.put("name", name);
                node.put("running", streaming.isRunning());
                node.put("segments", streaming.processingStatus().size());
                if (positioned) {
                    long position = streaming.processingStatus().values().stream()
                            .mapToLong(status -> status.getCurrentPosition().orElse(-1)).min().orElse(-1);
                    node.put("position", position);
                    node.put("head", head);
                    node.put("behind", Math.max(0, head - position));
                } else {
                    node.putNull("position");
                    node.putNull("head");
                    node.putNull("behind");
                }
            }
        });
        return out;
    }
}
