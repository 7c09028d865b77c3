package adjudicator.engine;

/** Thrown when a square, UCI or SAN text cannot be read; the message says what is wrong. */
public class NotationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NotationException(String message) {
        super(message);
    }
}
