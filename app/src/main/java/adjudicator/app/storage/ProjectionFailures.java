package adjudicator.app.storage;

import adjudicator.command.web.StorageFailure;
import adjudicator.query.GameViewProjection;
import org.axonframework.config.EventProcessingConfigurer;
import org.axonframework.eventhandling.ListenerInvocationErrorHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Configuration;

import java.util.List;

/**
 * The game views' processor when its handler fails. A failure of the store (out of reach, full, closed) rolls the
 * batch back and the processor tries it again from the same event, with growing pauses, once the store answers:
 * before, Axon's default logged it and went on, so that a game whose last event came while the store was away
 * kept a summary without it until the next start (seen in the multi-node test's outage, docs/scaling.md). Any other
 * failure is logged and passed over, as before: the game's summary is folded afresh at its next event and at the
 * check after each start, and one game's fault does not stop every other's.
 */
@Configuration
public class ProjectionFailures {

    private static final Logger log = LoggerFactory.getLogger(ProjectionFailures.class);

    @Autowired
    public void configure(EventProcessingConfigurer processing, List<StorageFailure.Recognizer> recognizers) {
        processing.registerListenerInvocationErrorHandler(GameViewProjection.GROUP, c -> retriedOnStoreFailures(recognizers));
    }

    static ListenerInvocationErrorHandler retriedOnStoreFailures(List<StorageFailure.Recognizer> recognizers) {
        return (exception, event, handler) -> {
            if (StorageFailure.in(exception, recognizers).isPresent()) {
                throw exception;
            }
            log.error("{} failed on event {} ({}); the game's summary is folded afresh at its next event",
                    GameViewProjection.GROUP, event.getIdentifier(), event.getPayloadType().getSimpleName(), exception);
        };
    }
}
