package adjudicator.command.process;

import org.axonframework.config.EventProcessingConfigurer;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.axonframework.messaging.StreamableMessageSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Configuration;

/**
 * The process managers' processor: a tracking processor, from the store's first event on; a failure other than a command's refusal (the store unavailable, a
 * full disk) is not logged and passed over, as Axon does by default, but stops the processor at that
 * event, which it tries again with growing pauses: a consequence is never skipped.
 */
@Configuration
public class ConsequencesConfiguration {

    @Autowired
    public void configure(EventProcessingConfigurer processing) {
        // a tracking processor that starts at the store's first event: Axon's default first token replays the
        // store up to its head, and a replay is what process managers must never act on (@DisallowReplay),
        // so that the causes recorded before the processor's first start would be passed over
        processing.registerTrackingEventProcessor(Consequences.GROUP, org.axonframework.config.Configuration::eventStore,
                c -> TrackingEventProcessorConfiguration.forSingleThreadedProcessing()
                        .andInitialTrackingToken(StreamableMessageSource::createTailToken));
        processing.registerListenerInvocationErrorHandler(Consequences.GROUP, c -> PropagatingErrorHandler.instance());
    }
}
