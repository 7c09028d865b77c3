package adjudicator.app.storage;

import com.mongodb.MongoTimeoutException;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.ListenerInvocationErrorHandler;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The game views' processor retries what the store failed, and passes over what it did not. */
class ProjectionFailuresTest {

    private final ListenerInvocationErrorHandler handler =
            ProjectionFailures.retriedOnStoreFailures(List.of(new StorageFailures().mongoFailures()));

    @Test
    void aStoreOutOfReachRollsTheBatchBack_soThatItIsTriedAgain() {
        Exception away = new IllegalStateException("summary not saved", new MongoTimeoutException("no server"));
        assertThatThrownBy(() -> handler.onError(away, GenericEventMessage.asEventMessage("e"), null)).isSameAs(away);
    }

    @Test
    void anyOtherFailureIsLoggedAndPassedOver() {
        Exception fault = new IllegalStateException("a fold that fails");
        assertThatCode(() -> handler.onError(fault, GenericEventMessage.asEventMessage("e"), null)).doesNotThrowAnyException();
    }
}
