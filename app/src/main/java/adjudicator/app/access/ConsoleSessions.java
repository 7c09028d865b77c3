package adjudicator.app.access;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpMethod;
import org.springframework.security.oauth2.server.resource.web.BearerTokenResolver;
import org.springframework.security.oauth2.server.resource.web.DefaultBearerTokenResolver;
import org.springframework.stereotype.Component;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The console's sessions: a browser cannot send a bearer token with a live stream or a download link,
 * so the console exchanges its token for a session cookie ({@value #COOKIE}: {@code HttpOnly},
 * {@code SameSite=Strict}, {@code Secure} behind TLS). The cookie stands for the token it was made
 * from, which is checked on every request as a bearer token is (a revoked account's cookie is refused
 * from its next request). It is accepted only for the console's own requests: those that carry the
 * header {@value #HEADER} (which another site's page cannot send without a CORS preflight, which this
 * server never grants), and the live streams and downloads the console opens by address (reads,
 * {@code GET}), which a same-site cookie keeps to this site. Sessions live in memory: a restart signs
 * the consoles out.
 */
@Component
public class ConsoleSessions implements BearerTokenResolver {

    public static final String COOKIE = "adjudicator-console";
    public static final String HEADER = "X-Adjudicator-Console";
    static final Duration LIFETIME = Duration.ofHours(12);

    private record Session(String token, Instant expires) {
    }

    private final SecureRandom random = new SecureRandom();
    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final DefaultBearerTokenResolver header = new DefaultBearerTokenResolver();

    /** A new session for {@code token} (already authenticated); its id, the cookie's value. */
    public String open(String token) {
        byte[] id = new byte[32];
        random.nextBytes(id);
        String value = Base64.getUrlEncoder().withoutPadding().encodeToString(id);
        sessions.put(value, new Session(token, Instant.now().plus(LIFETIME)));
        sessions.values().removeIf(s -> s.expires().isBefore(Instant.now()));
        return value;
    }

    public void close(String id) {
        if (id != null) {
            sessions.remove(id);
        }
    }

    /** The session cookie's value in the request, if any. */
    public static Optional<String> cookie(HttpServletRequest request) {
        if (request.getCookies() == null) {
            return Optional.empty();
        }
        for (Cookie c : request.getCookies()) {
            if (COOKIE.equals(c.getName())) {
                return Optional.of(c.getValue());
            }
        }
        return Optional.empty();
    }

    /**
     * The bearer token of a request: its {@code Authorization} header's; else, for the console's own
     * requests, the token its session cookie stands for.
     */
    @Override
    public String resolve(HttpServletRequest request) {
        String bearer = header.resolve(request);
        if (bearer != null) {
            return bearer;
        }
        boolean console = request.getHeader(HEADER) != null
                || (HttpMethod.GET.matches(request.getMethod()) && (request.getRequestURI().endsWith("/stream")
                || request.getRequestURI().endsWith("/pgn") || request.getRequestURI().endsWith("/trf")
                || request.getRequestURI().endsWith("/report") || request.getRequestURI().endsWith("/decision")));
        if (!console) {
            return null;
        }
        return cookie(request).map(sessions::get).filter(s -> s.expires().isAfter(Instant.now())).map(Session::token).orElse(null);
    }
}
