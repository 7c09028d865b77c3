package adjudicator.command.process;

import org.axonframework.eventhandling.TrackingToken;

/**
 * How far the process managers have got, as the token store keeps their token, whichever node runs them: for a store
 * whose positions are no numbers (MongoDB), where {@link ConsequenceLedger} cannot compare positions.
 */
public interface ConsequencesProgress {

    /** The newest event stored now, as a token; null for an empty store. */
    TrackingToken head();

    /** Whether the process managers' stored token covers {@code head}: every event it stands for handled. */
    boolean covers(TrackingToken head);
}
