package adjudicator.app.access;

import org.springframework.security.core.context.SecurityContextHolder;

import java.util.List;
import java.util.function.Supplier;

/**
 * The sender of commands given on the command line: whoever can open the store can do what an ADMIN
 * does, so the command line acts as an ADMIN named {@code cli:USER}, and the events it records say so
 * ({@code recordedBy}), as the accounts it makes do.
 */
public final class CommandLineCaller {

    private CommandLineCaller() {
    }

    /** {@code work} done as the ADMIN {@code name}; the security context is cleared after it. */
    public static <T> T as(String name, Supplier<T> work) {
        return as(new Caller(name, Role.ADMIN, Caller.Source.ACCOUNT, List.of(), null, null, null, null), work);
    }

    /**
     * {@code work} done as {@code caller} on this thread, whose commands are then checked and recorded as that caller's (the
     * relay of a round acts as its RELAY account); the security context is cleared after it.
     */
    public static <T> T as(Caller caller, Supplier<T> work) {
        SecurityContextHolder.getContext().setAuthentication(new CallerAuthentication(caller));
        try {
            return work.get();
        } finally {
            SecurityContextHolder.clearContext();
        }
    }
}
