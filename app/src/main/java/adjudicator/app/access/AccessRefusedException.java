package adjudicator.app.access;

import org.springframework.security.access.AccessDeniedException;

/** A request or command that the sender's role or scope does not allow: a 403 saying why, and nothing written. */
public class AccessRefusedException extends AccessDeniedException {
    public AccessRefusedException(String reason) {
        super(reason);
    }
}
