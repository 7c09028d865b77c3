package adjudicator.app.web;

import adjudicator.app.access.ProblemResponses;
import adjudicator.command.web.StorageFailure;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * A store out of reach while a filter reads it (the account behind a token, a console's session, both read before
 * any controller): the same 503 {@code storage-unavailable}, with {@code Retry-After}, as the controllers' advice
 * gives a command or a read, never a 500. Found by the multi-node test with the store away (docs/scaling.md).
 */
public class StorageFailureFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(StorageFailureFilter.class);

    private final ProblemResponses problems;
    private final List<StorageFailure.Recognizer> recognizers;

    public StorageFailureFilter(ProblemResponses problems, List<StorageFailure.Recognizer> recognizers) {
        this.problems = problems;
        this.recognizers = recognizers;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try {
            chain.doFilter(request, response);
        } catch (RuntimeException | ServletException | IOException e) {
            Optional<StorageFailure> failure = StorageFailure.in(e, recognizers);
            if (failure.isEmpty() || response.isCommitted()) {
                throw e;
            }
            log.error("{} before the request reached its handler: {}", failure.get().title, e.toString());
            response.reset();
            response.setHeader(HttpHeaders.RETRY_AFTER, "60");
            ProblemDetail problem = ProblemDetail.forStatus(HttpStatus.SERVICE_UNAVAILABLE);
            problem.setType(failure.get().type);
            problem.setTitle(failure.get().title);
            problem.setDetail(failure.get().message().inRequestLanguage());
            problems.write(response, problem);
        }
    }
}
