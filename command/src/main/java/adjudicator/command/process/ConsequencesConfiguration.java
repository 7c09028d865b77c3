package adjudicator.command.process;

import org.axonframework.config.EventProcessingConfigurer;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Configuration;

/**
 * The process managers' processor: a failure other than a command's refusal (the store unavailable, a
 * full disk) is not logged and passed over, as Axon does by default, but stops the processor at that
 * event, which it tries again with growing pauses: a consequence is never skipped.
 */
@Configuration
public class ConsequencesConfiguration {

    @Autowired
    public void configure(EventProcessingConfigurer processing) {
        processing.registerListenerInvocationErrorHandler(Consequences.GROUP, c -> PropagatingErrorHandler.instance());
    }
}
