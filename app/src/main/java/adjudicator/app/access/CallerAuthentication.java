package adjudicator.app.access;

import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;

import java.util.List;

/** A request's authenticated sender: the {@link Caller} is the principal, its role the one authority. */
final class CallerAuthentication extends AbstractAuthenticationToken {

    private final Caller caller;

    CallerAuthentication(Caller caller) {
        super(List.of(new SimpleGrantedAuthority(caller.authority())));
        this.caller = caller;
        setAuthenticated(true);
    }

    @Override
    public Object getPrincipal() {
        return caller;
    }

    @Override
    public Object getCredentials() {
        return null;
    }

    @Override
    public String getName() {
        return caller.name();
    }
}
