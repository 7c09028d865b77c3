package adjudicator.command.record;

/** A game's stored record does not verify, so it is not served as if it were sound. */
public class RecordFailsVerificationException extends RuntimeException {

    private final Verification verification;

    public RecordFailsVerificationException(Verification verification) {
        super("the record of game " + verification.game() + " fails verification at event " + verification.failingSeq()
                + ": " + verification.reason() + "; it is not served until the record is restored from a sound copy"
                + " (see GET /api/admin/integrity)");
        this.verification = verification;
    }

    public Verification verification() {
        return verification;
    }
}
