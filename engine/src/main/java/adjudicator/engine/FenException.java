package adjudicator.engine;

/** Thrown when a FEN string is malformed or describes an impossible position; the message says why. */
public class FenException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public FenException(String message) {
        super(message);
    }
}
