package adjudicator.app.access;

import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.server.resource.InvalidBearerTokenException;
import org.springframework.security.oauth2.server.resource.authentication.BearerTokenAuthenticationToken;

/**
 * Bearer tokens of accounts kept by the system: looked up by their SHA-256 on every request, so that
 * a revoked token is refused from the next request on. A token shaped like a JWT is left to the
 * identity provider's decoder when one is configured.
 */
final class AccountTokens implements AuthenticationProvider {

    private final Accounts accounts;
    private final boolean jwtConfigured;

    AccountTokens(Accounts accounts, boolean jwtConfigured) {
        this.accounts = accounts;
        this.jwtConfigured = jwtConfigured;
    }

    @Override
    public Authentication authenticate(Authentication authentication) {
        String token = ((BearerTokenAuthenticationToken) authentication).getToken();
        if (jwtConfigured && looksLikeJwt(token)) {
            return null;
        }
        return accounts.bearer(token).map(a -> new CallerAuthentication(a.caller()))
                .orElseThrow(() -> new InvalidBearerTokenException("the bearer token is unknown or revoked"));
    }

    /** Three base64url parts separated by dots, the first a JSON header: a JWS. */
    static boolean looksLikeJwt(String token) {
        return token.startsWith("eyJ") && token.chars().filter(c -> c == '.').count() == 2;
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return BearerTokenAuthenticationToken.class.isAssignableFrom(authentication);
    }
}
