package adjudicator.app.access;

import adjudicator.command.text.Message;
import adjudicator.command.text.Worded;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.authorization.AuthorizationDeniedException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.stereotype.Component;

import java.io.IOException;

/**
 * The answers to a request that is not let in, as RFC 9457 Problem Details like every other refusal:
 * 401 (no credential, or one that is unknown, revoked, expired or forged; with
 * {@code WWW-Authenticate: Bearer}), 403 (a role or scope that does not allow it, saying why), 429
 * (too many requests, with {@code Retry-After}) and 413 (a body over the limit). A failed
 * authentication is logged with the address and the request, never with the token, and counted
 * against the address ({@link RequestLimits}).
 */
@Component
public class AccessProblems implements AuthenticationEntryPoint, AccessDeniedHandler {

    private static final Logger log = LoggerFactory.getLogger(AccessProblems.class);
    private final RequestLimits limits;
    private final ProblemResponses problems;

    public AccessProblems(RequestLimits limits, ProblemResponses problems) {
        this.limits = limits;
        this.problems = problems;
    }

    @Override
    public void commence(HttpServletRequest request, HttpServletResponse response, AuthenticationException e) throws IOException {
        String header = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (header != null) {
            boolean bearer = header.regionMatches(true, 0, "Bearer ", 0, 7);
            Object why = !bearer ? Message.of("access.onlyBearer")
                    : e instanceof Worded w && w.message() != null ? w.message() : e.getMessage();
            log.warn("Authentication refused from {} for {} {}: {}", request.getRemoteAddr(), request.getMethod(),
                    logged(request.getRequestURI()), why instanceof Message m ? m.english() : why);
            limits.failedAuthentication(request.getRemoteAddr());
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"adjudicator\", error=\"invalid_token\"");
            write(response, HttpStatus.UNAUTHORIZED, "Unauthorized", Message.of("access.credentialRefused", why).inRequestLanguage());
        } else {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"adjudicator\"");
            write(response, HttpStatus.UNAUTHORIZED, "Unauthorized", Message.of("access.needsCredential").inRequestLanguage());
        }
    }

    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, AccessDeniedException e) throws IOException {
        Object reason = e.getMessage();
        if (e instanceof AuthorizationDeniedException denied && denied.getAuthorizationResult() instanceof AccessPolicy.Decision d
                && d.message() != null) {
            reason = d.message();
        } else if (e instanceof AccessRefusedException refused) {
            reason = refused.message();
        }
        write(response, HttpStatus.FORBIDDEN, "Forbidden", Message.of("access.refused", reason).inRequestLanguage());
    }

    private void write(HttpServletResponse response, HttpStatus status, String title, String detail) throws IOException {
        problems.write(response, status, title, detail);
    }

    /** A request's path as the log may show it: a feed address's secret masked (it is that feed's credential). */
    public static String logged(String path) {
        return path == null ? null : path.replaceAll("/api/feeds/[^/]*", "/api/feeds/***");
    }
}
