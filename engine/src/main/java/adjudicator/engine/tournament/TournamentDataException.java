package adjudicator.engine.tournament;

/**
 * Data of a tournament that cannot be (a player's entry, the regulations): which rule it breaks, as a
 * {@link Reason}, and the value that breaks it, so that a caller can say so in its own words; its message
 * says it in English, as before. An {@link IllegalArgumentException}, as every such refusal of the engine.
 */
public class TournamentDataException extends IllegalArgumentException {

    /** The rule the data breaks. */
    public enum Reason {
        /** A starting rank outside 1 to 9999. */
        START_RANK,
        /** A player without a name. */
        NO_NAME,
        /** A FIDE ID outside 1 to 11 digits. */
        FIDE_ID,
        /** A rating outside 0 to 9999. */
        RATING,
        /** A birth date not written YYYY-MM-DD or YYYY. */
        BIRTH_DATE,
        /** A birth date written YYYY-MM-DD that is no date. */
        NO_DATE,
        /** A federation that is not three capital letters. */
        FEDERATION,
        /** A default time outside 0 to 24 hours. */
        DEFAULT_TIME,
        /** A tie-break listed twice. */
        TIE_BREAK_TWICE,
        /** An appeal deadline outside 0 to 7 days. */
        APPEAL_DEADLINE
    }

    private final Reason reason;
    private final transient Object value;

    public TournamentDataException(Reason reason, Object value, String message) {
        super(message);
        this.reason = reason;
        this.value = value;
    }

    public Reason reason() {
        return reason;
    }

    /** The value that breaks the rule (null where there is none, as for {@link Reason#NO_NAME}). */
    public Object value() {
        return value;
    }
}
