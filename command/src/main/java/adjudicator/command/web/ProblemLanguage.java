package adjudicator.command.web;

import adjudicator.command.text.Language;
import adjudicator.command.text.Texts;
import org.springframework.core.MethodParameter;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;

/**
 * Every Problem Details answer's title in the language the request names ({@link Language#PARAM}): the one place
 * that words them, for the controllers' answers (this advice) and the filters' ({@link #localize}, called where they
 * write one). The title is found by its English wording, the contract's, in {@code problem.title.<words-joined>} of
 * the bundle ({@link Texts}). Without {@code lang}, or with {@code lang=en}, nothing is changed.
 */
@RestControllerAdvice
public class ProblemLanguage implements ResponseBodyAdvice<Object> {

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
        return true;
    }

    @Override
    public Object beforeBodyWrite(Object body, MethodParameter returnType, MediaType selectedContentType,
                                  Class<? extends HttpMessageConverter<?>> selectedConverterType, ServerHttpRequest request,
                                  ServerHttpResponse response) {
        if (body instanceof ProblemDetail problem) {
            localize(problem);
        }
        return body;
    }

    /** Words {@code problem}'s title in the current request's language, where it names one other than English. */
    public static ProblemDetail localize(ProblemDetail problem) {
        return localize(problem, Language.ofCurrentRequest());
    }

    /** Words {@code problem}'s title in {@code language}, where it is one other than English (a filter that knows it). */
    public static ProblemDetail localize(ProblemDetail problem, Language language) {
        if (language == null || language == Language.EN || problem.getTitle() == null) {
            return problem;
        }
        String key = key(problem.getTitle());
        Texts texts = Texts.of(language);
        if (texts.has(key)) {
            problem.setTitle(texts.get(key));
        }
        return problem;
    }

    /** The bundle's key of a title in its English wording. */
    public static String key(String englishTitle) {
        return "problem.title." + englishTitle.replaceAll("[^A-Za-z0-9]+", "-").replaceAll("^-+|-+$", "");
    }
}
