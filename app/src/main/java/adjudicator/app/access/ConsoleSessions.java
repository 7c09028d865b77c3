package adjudicator.app.access;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpMethod;
import org.springframework.http.server.PathContainer;
import org.springframework.security.oauth2.server.resource.web.BearerTokenResolver;
import org.springframework.security.oauth2.server.resource.web.DefaultBearerTokenResolver;
import org.springframework.stereotype.Component;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * The console's sessions: a browser cannot send a bearer token with a live stream or a download link,
 * so the console exchanges its token for a session cookie ({@value #COOKIE}: {@code HttpOnly},
 * {@code SameSite=Strict}, {@code Secure} behind TLS). The cookie stands for the token it was made
 * from, which is checked on every request as a bearer token is (a revoked account's cookie is refused
 * from its next request). It is accepted only for the requests the console makes ({@link #SURFACE}:
 * its reads and commands of games, appeals, tournaments' records, editions and its own session; never
 * accounts, tournaments' commands, imports, checkpoints or the raw event lists), and of those only
 * where they carry the header {@value #HEADER} (which another site's page cannot send without a CORS
 * preflight, which this server never grants) or are the live streams and downloads the console opens
 * by address (reads, {@code GET}), which a same-site cookie keeps to this site. Sessions are kept in
 * the store ({@link #ConsoleSessions}): any node takes a console's requests, and a restart signs nobody out.
 */
@Component
public class ConsoleSessions implements BearerTokenResolver {

    public static final String COOKIE = "adjudicator-console";
    public static final String HEADER = "X-Adjudicator-Console";
    static final Duration LIFETIME = Duration.ofHours(12);

    /** A request the console makes: its method, its path, and whether a page opens it by address (no header). */
    record ConsoleRequest(HttpMethod method, PathPattern path, boolean byAddress) {

        static ConsoleRequest of(HttpMethod method, String path) {
            return new ConsoleRequest(method, PathPatternParser.defaultInstance.parse(path), false);
        }

        static ConsoleRequest opened(String path) {
            return new ConsoleRequest(HttpMethod.GET, PathPatternParser.defaultInstance.parse(path), true);
        }

        boolean matches(HttpServletRequest request, boolean withHeader) {
            return method.matches(request.getMethod()) && (withHeader || byAddress)
                    && path.matches(PathContainer.parsePath(request.getRequestURI().substring(request.getContextPath().length())));
        }
    }

    /** Every request the console's pages make, and the only ones its cookie is accepted for. */
    static final List<ConsoleRequest> SURFACE = List.of(
            ConsoleRequest.of(HttpMethod.GET, "/api/console/session"),
            ConsoleRequest.of(HttpMethod.GET, "/api/console/whoami"),
            ConsoleRequest.of(HttpMethod.DELETE, "/api/console/session"),
            ConsoleRequest.of(HttpMethod.GET, "/api/editions/{edition}"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games"),
            ConsoleRequest.of(HttpMethod.POST, "/api/games"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}/position"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}/acts"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}/scoresheet"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}/pgn"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}/timeline"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}/integrity"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}/readjudication"),
            ConsoleRequest.of(HttpMethod.GET, "/api/games/{game}/appeals"),
            ConsoleRequest.of(HttpMethod.POST, "/api/games/{game}/commands"),
            ConsoleRequest.opened("/api/games/{game}/stream"),
            ConsoleRequest.opened("/api/events/{event}/rounds/{round}/stream"),
            ConsoleRequest.of(HttpMethod.GET, "/api/tournaments"),
            ConsoleRequest.of(HttpMethod.GET, "/api/tournaments/{tournament}"),
            ConsoleRequest.of(HttpMethod.GET, "/api/tournaments/{tournament}/standings"),
            ConsoleRequest.of(HttpMethod.GET, "/api/tournaments/{tournament}/crosstable"),
            ConsoleRequest.of(HttpMethod.GET, "/api/tournaments/{tournament}/penalties"),
            ConsoleRequest.of(HttpMethod.GET, "/api/tournaments/{tournament}/rounds/{round}"),
            ConsoleRequest.of(HttpMethod.GET, "/api/tournaments/{tournament}/rounds/{round}/relays"),
            ConsoleRequest.of(HttpMethod.GET, "/api/tournaments/{tournament}/appeals"),
            ConsoleRequest.opened("/api/tournaments/{tournament}/trf"),
            ConsoleRequest.opened("/api/tournaments/{tournament}/report"),
            ConsoleRequest.opened("/api/tournaments/{tournament}/rounds/{round}/pgn"),
            ConsoleRequest.opened("/api/tournaments/{tournament}/rounds/{round}/pairings"),
            ConsoleRequest.opened("/api/tournaments/{tournament}/ratings"),
            ConsoleRequest.of(HttpMethod.POST, "/api/appeals"),
            ConsoleRequest.of(HttpMethod.GET, "/api/appeals/{appeal}"),
            ConsoleRequest.of(HttpMethod.POST, "/api/appeals/{appeal}/commands"),
            ConsoleRequest.of(HttpMethod.POST, "/api/appeals/{appeal}/readjudication"),
            ConsoleRequest.opened("/api/appeals/{appeal}/decision"));

    private final SecureRandom random = new SecureRandom();
    private final MongoCollection<Document> sessions;
    private final DefaultBearerTokenResolver header = new DefaultBearerTokenResolver();

    /**
     * Sessions in the collection {@code consoleSessions} of the read models' database (the embedded store's, or
     * MongoDB's), so that every node knows every session and a restart signs nobody out. A session is kept by the
     * SHA-256 of its cookie, with the token it stands for sealed (AES-GCM) under a key derived from the cookie: the
     * store holds no credential that a reader of it could use, and only the cookie's holder can open its session.
     */
    public ConsoleSessions(MongoDatabase viewDatabase) {
        this.sessions = viewDatabase.getCollection("consoleSessions");
    }

    /** A new session for {@code token} (already authenticated); its id, the cookie's value. */
    public String open(String token) {
        byte[] id = new byte[32];
        random.nextBytes(id);
        String value = Base64.getUrlEncoder().withoutPadding().encodeToString(id);
        byte[] iv = new byte[12];
        random.nextBytes(iv);
        Instant now = Instant.now();
        sessions.insertOne(new Document("_id", digest("session:", value))
                .append("iv", Base64.getEncoder().encodeToString(iv))
                .append("token", Base64.getEncoder().encodeToString(seal(Cipher.ENCRYPT_MODE, value, iv,
                        token.getBytes(StandardCharsets.UTF_8))))
                .append("expires", Date.from(now.plus(LIFETIME))));
        sessions.deleteMany(Filters.lt("expires", Date.from(now)));
        return value;
    }

    public void close(String id) {
        if (id != null) {
            sessions.deleteOne(Filters.eq("_id", digest("session:", id)));
        }
    }

    /** The token the session {@code id} stands for, while it lasts; empty for an unknown, closed or expired one. */
    Optional<String> token(String id) {
        Document d = sessions.find(Filters.eq("_id", digest("session:", id))).first();
        if (d == null || !d.getDate("expires").toInstant().isAfter(Instant.now())) {
            return Optional.empty();
        }
        try {
            return Optional.of(new String(seal(Cipher.DECRYPT_MODE, id, Base64.getDecoder().decode(d.getString("iv")),
                    Base64.getDecoder().decode(d.getString("token"))), StandardCharsets.UTF_8));
        } catch (IllegalStateException e) {
            return Optional.empty(); // not sealed under this cookie: no session
        }
    }

    /** AES-GCM under the key SHA-256("key:" + cookie). */
    private static byte[] seal(int mode, String cookie, byte[] iv, byte[] input) {
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(mode, new SecretKeySpec(sha256("key:" + cookie), "AES"), new GCMParameterSpec(128, iv));
            return cipher.doFinal(input);
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException("a console session cannot be sealed or opened", e);
        }
    }

    private static String digest(String purpose, String cookie) {
        return java.util.HexFormat.of().formatHex(sha256(purpose + cookie));
    }

    private static byte[] sha256(String text) {
        try {
            return java.security.MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
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
        boolean withHeader = request.getHeader(HEADER) != null;
        if (SURFACE.stream().noneMatch(r -> r.matches(request, withHeader))) {
            return null;
        }
        return cookie(request).flatMap(this::token).orElse(null);
    }
}
