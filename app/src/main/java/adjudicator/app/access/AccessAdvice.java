package adjudicator.app.access;

import adjudicator.command.text.Language;
import adjudicator.command.text.Message;
import adjudicator.command.text.Worded;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Refusals raised past the filters, as Problem Details: a command its sender may not send (403,
 * thrown by {@link CommandAccess} before anything is written) and a request about accounts that
 * cannot be carried out. Ahead of the controllers' own advice, which would take them for errors.
 */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
public class AccessAdvice {

    @ExceptionHandler(AccessRefusedException.class)
    public ResponseEntity<ProblemDetail> refused(AccessRefusedException e) {
        return answer(HttpStatus.FORBIDDEN, "Forbidden", Message.of("access.refused", e.message()).inRequestLanguage());
    }

    @ExceptionHandler(AccountException.class)
    public ResponseEntity<ProblemDetail> account(AccountException e) {
        String detail = Worded.of(e, Language.ofCurrentRequest());
        ResponseEntity<ProblemDetail> answer = switch (e.kind()) {
            case INVALID -> answer(HttpStatus.BAD_REQUEST, "Malformed request", detail);
            case NAME_TAKEN -> answer(HttpStatus.CONFLICT, "Name taken", detail);
            case NOT_FOUND -> answer(HttpStatus.NOT_FOUND, "Unknown account", detail);
            case LAST_ADMIN -> answer(HttpStatus.CONFLICT, "Last administrator", detail);
        };
        if (e.field() != null) {
            answer.getBody().setProperty("field", e.field());
        }
        return answer;
    }

    static ResponseEntity<ProblemDetail> answer(HttpStatus status, String title, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(title);
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }
}
