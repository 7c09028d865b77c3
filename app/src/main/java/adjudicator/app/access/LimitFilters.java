package adjudicator.app.access;

import adjudicator.command.text.Message;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/** The servlet filters of {@link RequestLimits}: each answers 429 or 413 itself, before anything is read or written. */
final class LimitFilters {

    private static final Logger log = LoggerFactory.getLogger(LimitFilters.class);
    /** The request attribute holding the SHA-256 of the request's credential, computed once by {@link FailedAuthentications}. */
    private static final String CREDENTIAL_DIGEST = LimitFilters.class.getName() + ".credentialDigest";

    private LimitFilters() {
    }

    /** After authentication: one request from the sender's bucket (its account's, or its address's without a credential). */
    static final class Rate extends OncePerRequestFilter {
        private final RequestLimits limits;
        private final ProblemResponses problems;

        Rate(RequestLimits limits, ProblemResponses problems) {
            this.limits = limits;
            this.problems = problems;
        }

        @Override
        protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                throws ServletException, IOException {
            Caller caller = AccessPolicy.caller(SecurityContextHolder.getContext().getAuthentication());
            Object digest = request.getAttribute(CREDENTIAL_DIGEST);
            if (caller != null && digest != null) {
                limits.authenticated((String) digest); // no guess: its address's failures will not hold it back
            }
            String key = caller != null ? "account " + caller.name() : "address " + request.getRemoteAddr();
            long wait = limits.request(key);
            if (wait > 0) {
                response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(wait));
                problems.write(request, response, HttpStatus.TOO_MANY_REQUESTS, "Too Many Requests",
                        Message.of("access.limit.rate", caller != null ? Message.of("access.limit.account", caller.name())
                                : Message.of("access.limit.address"), limits.perSecond(), limits.burst(), wait));
                return;
            }
            chain.doFilter(request, response);
        }
    }

    /**
     * Before authentication: an address with too many failed authentications waits before its next
     * new credential is looked at; a credential that has authenticated before passes.
     */
    static final class FailedAuthentications extends OncePerRequestFilter {
        private final RequestLimits limits;
        private final ProblemResponses problems;

        FailedAuthentications(RequestLimits limits, ProblemResponses problems) {
            this.limits = limits;
            this.problems = problems;
        }

        @Override
        protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                throws ServletException, IOException {
            String credential = request.getHeader(HttpHeaders.AUTHORIZATION);
            String digest = credential == null ? null : RequestLimits.digest(credential);
            if (digest != null) {
                request.setAttribute(CREDENTIAL_DIGEST, digest); // for the Rate filter after authentication
            }
            if (digest != null && !limits.knownCredential(digest)) {
                long wait = limits.authenticationBlocked(request.getRemoteAddr());
                if (wait > 0) {
                    log.warn("Credential not looked at from {} for {} {}: too many failed authentications",
                            request.getRemoteAddr(), request.getMethod(), AccessProblems.logged(request.getRequestURI()));
                    response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(wait));
                    problems.write(request, response, HttpStatus.TOO_MANY_REQUESTS, "Too Many Requests",
                            Message.of("access.limit.failedAuthentications", wait));
                    return;
                }
            }
            chain.doFilter(request, response);
        }
    }

    /**
     * First of all: a request body over the limit is answered 413 without being read further. A body
     * within it is read whole (they are small: a command, a game, an account) and handed on.
     */
    static final class Body extends OncePerRequestFilter {
        private final RequestLimits limits;
        private final ProblemResponses problems;

        Body(RequestLimits limits, ProblemResponses problems) {
            this.limits = limits;
            this.problems = problems;
        }

        @Override
        protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                throws ServletException, IOException {
            long declared = request.getContentLengthLong();
            boolean chunked = request.getHeader(HttpHeaders.TRANSFER_ENCODING) != null;
            if (declared <= 0 && !chunked) {
                chain.doFilter(request, response);
                return;
            }
            // a file a program wrote: a PGN file, a tournament's report file (TRF), a pairing program's output
            String path = request.getRequestURI().substring(request.getContextPath().length());
            boolean file = "POST".equals(request.getMethod()) && (path.equals("/api/games/import") || path.equals("/api/games/import/livechess")
                    || path.equals("/api/tournaments/import")
                    || path.matches("/api/tournaments/[^/]+/rounds/[^/]+/pairings"));
            long max = file ? limits.maxImportBytes() : limits.maxBodyBytes();
            byte[] body = declared > max ? null : read(request.getInputStream(), max);
            if (body == null) {
                response.setHeader(HttpHeaders.CONNECTION, "close");
                problems.write(request, response, HttpStatus.PAYLOAD_TOO_LARGE, "Content Too Large",
                        Message.of("access.limit.body", max));
                return;
            }
            chain.doFilter(new Buffered(request, body), response);
        }

        /** The whole body, or null if it has more than {@code max} bytes. */
        private static byte[] read(InputStream in, long max) throws IOException {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) >= 0) {
                out.write(buffer, 0, n);
                if (out.size() > max) {
                    return null;
                }
            }
            return out.toByteArray();
        }
    }

    private static final class Buffered extends HttpServletRequestWrapper {
        private final byte[] body;

        Buffered(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body is already read");
                }

                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] b, int off, int len) {
                    return in.read(b, off, len);
                }
            };
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }

        @Override
        public java.io.BufferedReader getReader() {
            String encoding = getCharacterEncoding() == null ? "UTF-8" : getCharacterEncoding();
            return new java.io.BufferedReader(new java.io.InputStreamReader(new ByteArrayInputStream(body),
                    java.nio.charset.Charset.forName(encoding)));
        }
    }
}
