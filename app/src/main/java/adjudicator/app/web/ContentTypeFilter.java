package adjudicator.app.web;

import adjudicator.app.access.ProblemResponses;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpStatus;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * A request's {@code Content-Type} must name one media type: a wildcard ({@code *}{@code /*},
 * {@code application/*}) or an unreadable one is a 415 Problem Details, written before anything
 * reads the body (Spring's body reader takes a wildcard for a programming error, which was a 500).
 */
public class ContentTypeFilter extends OncePerRequestFilter {

    private final ProblemResponses problems;

    public ContentTypeFilter(ProblemResponses problems) {
        this.problems = problems;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String header = request.getHeader("Content-Type");
        if (header != null) {
            String why = null;
            try {
                MediaType type = MediaType.parseMediaType(header);
                if (type.isWildcardType() || type.isWildcardSubtype()) {
                    why = "wildcard";
                }
            } catch (InvalidMediaTypeException e) {
                why = "unreadable";
            }
            if (why != null) {
                problems.write(request, response, HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Unsupported Media Type",
                        adjudicator.command.text.Message.of("refusal.contentType." + why, header.strip()));
                return;
            }
        }
        chain.doFilter(request, response);
    }
}
