package adjudicator.app.access;

import adjudicator.command.text.Message;
import adjudicator.command.text.WordedException;

/**
 * A request about accounts that cannot be carried out, and why: the HTTP API answers it in the request's language,
 * the command line in English ({@link #getMessage()}).
 */
public final class AccountException extends WordedException {

    public enum Kind {
        /** The draft is not a valid account ({@link #field()} says which field): 400. */
        INVALID,
        /** An account of that name exists, or existed and was revoked: 409. */
        NAME_TAKEN,
        /** No account of that name: 404. */
        NOT_FOUND,
        /** It is the last active ADMIN: revoking it would leave nobody to manage accounts: 409. */
        LAST_ADMIN
    }

    private final Kind kind;
    private final String field;

    AccountException(Kind kind, String field, Message detail) {
        super(detail);
        this.kind = kind;
        this.field = field;
    }

    public Kind kind() {
        return kind;
    }

    public String field() {
        return field;
    }
}
