package adjudicator.app.access;

import adjudicator.command.text.Language;
import adjudicator.command.text.Message;
import adjudicator.command.text.Texts;
import adjudicator.command.web.ProblemLanguage;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/** Problem Details written straight to a response by a filter, as the controllers' advice writes them. */
@Component
public class ProblemResponses {

    private final ObjectMapper mapper;

    public ProblemResponses(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    public void write(HttpServletResponse response, HttpStatus status, String title, String detail) throws IOException {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(title);
        write(response, problem);
    }

    /** A problem whose detail and title are worded in the language {@code request} names ({@link #language}). */
    public void write(HttpServletRequest request, HttpServletResponse response, HttpStatus status, String title, Message detail)
            throws IOException {
        Language language = language(request);
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail.in(Texts.of(language)));
        problem.setTitle(title);
        written(response, ProblemLanguage.localize(problem, language));
    }

    public void write(HttpServletResponse response, ProblemDetail problem) throws IOException {
        written(response, ProblemLanguage.localize(problem));
    }

    private void written(HttpServletResponse response, ProblemDetail problem) throws IOException {
        response.setStatus(problem.getStatus());
        response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
        response.setCharacterEncoding("UTF-8");
        mapper.writeValue(response.getOutputStream(), problem);
    }

    /**
     * The language {@code request} names, as {@link Language#ofCurrentRequest()} reads it; before the request's
     * context is bound (the body limit, the first filter of all), from its query string alone, so that nothing of
     * a body refused is read to find it. Null (English) for none or a {@code lang} that names no language.
     */
    static Language language(HttpServletRequest request) {
        if (RequestContextHolder.getRequestAttributes() != null) {
            return Language.ofCurrentRequest();
        }
        String query = request.getQueryString();
        if (query == null) {
            return null;
        }
        try {
            for (String pair : query.split("&")) {
                int equals = pair.indexOf('=');
                String name = URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), StandardCharsets.UTF_8);
                if (name.equals(Language.PARAM)) {
                    return Language.of(equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
                }
            }
        } catch (IllegalArgumentException | Language.UnknownLanguageException e) { // an escape that is none; no language
            return null;
        }
        return null;
    }
}
