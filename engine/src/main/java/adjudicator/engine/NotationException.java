package adjudicator.engine;

/**
 * Thrown when a square, UCI or SAN text cannot be read; the message says what is wrong. For SAN,
 * {@link #kind()} also says whether the text was malformed, named no legal move, or was ambiguous, and
 * {@link #detail()} gives a short reason without the text itself (for callers that write their own
 * message, such as the PGN reader).
 */
public class NotationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What is wrong with the text. */
    public enum Kind {
        /** the text is not notation at all, e.g. {@code Zz9} */
        MALFORMED,
        /** the text is well formed but no legal move matches it */
        NOT_LEGAL,
        /** several legal moves match the text */
        AMBIGUOUS
    }

    private final Kind kind;
    private final String detail;

    /** A {@link Kind#MALFORMED} error whose detail is the message. */
    public NotationException(String message) {
        this(Kind.MALFORMED, message, message);
    }

    public NotationException(Kind kind, String message, String detail) {
        super(message);
        this.kind = kind;
        this.detail = detail;
    }

    public Kind kind() {
        return kind;
    }

    /** @return a short reason, e.g. "no legal move matches" or "it could be Nbd2 (b1d2), Nfd2 (f1d2)" */
    public String detail() {
        return detail;
    }
}
