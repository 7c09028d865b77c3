package adjudicator.query;

import adjudicator.command.text.Language;
import adjudicator.command.text.Worded;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;

/** The query side's RFC 9457 answers: one status, title and detail, as application/problem+json. */
public final class Problems {
    private Problems() {
    }

    public static ResponseEntity<ProblemDetail> answer(HttpStatus status, String title, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(title);
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }

    /** As above, the detail {@code e}'s words in the request's language ({@link Worded}). */
    public static ResponseEntity<ProblemDetail> answer(HttpStatus status, String title, Exception e) {
        return answer(status, title, Worded.of(e, Language.ofCurrentRequest()));
    }
}
