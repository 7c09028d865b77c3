package adjudicator.engine.clock;

/** A time control that does not follow the contract's syntax; the message says where and why. */
public class TimeControlException extends RuntimeException {
    public TimeControlException(String message) {
        super(message);
    }
}
