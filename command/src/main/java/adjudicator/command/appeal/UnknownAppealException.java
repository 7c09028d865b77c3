package adjudicator.command.appeal;

/** An appeal id the store does not hold (a 404). */
public class UnknownAppealException extends RuntimeException {
    public UnknownAppealException(String appealId) {
        super("no appeal with id " + appealId);
    }
}
