package adjudicator.app.access;

import adjudicator.command.text.Message;
import adjudicator.command.text.Worded;
import org.springframework.security.access.AccessDeniedException;

/** A request or command that the sender's role or scope does not allow: a 403 saying why, and nothing written. */
public class AccessRefusedException extends AccessDeniedException implements Worded {

    private final transient Message reason;

    public AccessRefusedException(Message reason) {
        super(reason.english());
        this.reason = reason;
    }

    @Override
    public Message message() {
        return reason;
    }
}
