package adjudicator.command.web;

import adjudicator.command.text.Language;
import adjudicator.command.text.Message;
import adjudicator.command.text.Worded;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.UnknownGameException;
import adjudicator.command.record.RecordFailsVerificationException;
import adjudicator.command.tournament.UnknownTournamentException;
import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.eventsourcing.eventstore.EventStoreException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

import java.net.URI;
import java.util.List;
import java.util.Optional;

/**
 * Every error as RFC 9457 Problem Details: 400 malformed, 404 unknown game, 409 not allowed now,
 * 422 cannot be a fact; {@code article} and {@code rules} where a rule of the Laws is the reason.
 * A 500 is a bug and is logged as one.
 */
@RestControllerAdvice
public class ProblemAdvice extends ResponseEntityExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(ProblemAdvice.class);

    private final List<StorageFailure.Recognizer> storageFailures;

    public ProblemAdvice(ObjectProvider<StorageFailure.Recognizer> storageFailures) {
        this.storageFailures = storageFailures.orderedStream().toList();
    }

    /** The problem type of a game whose record fails verification (docs/integrity.md). */
    public static final URI RECORD_FAILS_VERIFICATION = URI.create("tag:adjudicator,2026:record-fails-verification");

    @ExceptionHandler(GameRuleException.class)
    public ResponseEntity<ProblemDetail> rule(GameRuleException e) {
        String detail = Worded.of(e, Language.ofCurrentRequest());
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatusCode.valueOf(e.status()), detail);
        problem.setTitle(e.title());
        if (e.article() != null) {
            problem.setProperty("article", e.article());
        }
        if (e.rules() != null) {
            problem.setProperty("rules", e.rules().name());
        }
        return respond(problem);
    }

    /** A {@code lang} the server has no texts in: a 400. */
    @ExceptionHandler(Language.UnknownLanguageException.class)
    public ResponseEntity<ProblemDetail> unknownLanguage(Language.UnknownLanguageException e) {
        return respond(problem(HttpStatus.BAD_REQUEST, "Malformed request", e.getMessage()));
    }

    /**
     * A game whose stored record fails verification: a problem type of its own, with the first
     * sequence number that fails. The failure itself is logged once, where it is found.
     */
    @ExceptionHandler(RecordFailsVerificationException.class)
    public ResponseEntity<ProblemDetail> unverified(RecordFailsVerificationException e) {
        ProblemDetail problem = problem(HttpStatus.CONFLICT, "The record of this game fails verification", e.getMessage());
        problem.setType(RECORD_FAILS_VERIFICATION);
        problem.setProperty("gameId", e.verification().game());
        problem.setProperty("failingSeq", e.verification().failingSeq());
        problem.setProperty("reason", e.verification().reason());
        return respond(problem);
    }

    @ExceptionHandler(AggregateNotFoundException.class)
    public ResponseEntity<ProblemDetail> notFound(AggregateNotFoundException e) {
        return respond(problem(HttpStatus.NOT_FOUND, "Unknown game", Message.of("notFound.game", e.getAggregateIdentifier()).inRequestLanguage()));
    }

    @ExceptionHandler(UnknownGameException.class)
    public ResponseEntity<ProblemDetail> notFound(UnknownGameException e) {
        return respond(problem(HttpStatus.NOT_FOUND, "Unknown game", Worded.of(e, Language.ofCurrentRequest())));
    }

    @ExceptionHandler(UnknownTournamentException.class)
    public ResponseEntity<ProblemDetail> notFound(UnknownTournamentException e) {
        return respond(problem(HttpStatus.NOT_FOUND, "Unknown tournament", Worded.of(e, Language.ofCurrentRequest())));
    }

    @ExceptionHandler(adjudicator.command.appeal.UnknownAppealException.class)
    public ResponseEntity<ProblemDetail> notFound(adjudicator.command.appeal.UnknownAppealException e) {
        return respond(problem(HttpStatus.NOT_FOUND, "Unknown appeal", Worded.of(e, Language.ofCurrentRequest())));
    }

    @ExceptionHandler({AggregateStreamCreationException.class, ConcurrencyException.class})
    public ResponseEntity<ProblemDetail> conflict(RuntimeException e) {
        // decided again on the stored record a few times already (adjudicator.command.retries): the client may send it again
        ProblemDetail problem = problem(HttpStatus.CONFLICT, "Concurrent change", Message.of("refusal.concurrentChange").inRequestLanguage());
        return ResponseEntity.status(HttpStatus.CONFLICT).header(HttpHeaders.RETRY_AFTER, "1")
                .contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    public ResponseEntity<ProblemDetail> badParameter(MethodArgumentTypeMismatchException e) {
        return respond(problem(HttpStatus.BAD_REQUEST, "Malformed request",
                Message.of("refusal.badParameter", e.getName(), e.getValue()).inRequestLanguage()));
    }

    @ExceptionHandler(CommandExecutionException.class)
    public ResponseEntity<ProblemDetail> wrapped(CommandExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof GameRuleException rule) {
            return rule(rule);
        }
        if (cause instanceof AggregateNotFoundException notFound) {
            return notFound(notFound);
        }
        if (cause instanceof UnknownTournamentException notFound) {
            return notFound(notFound);
        }
        if (cause instanceof adjudicator.command.appeal.UnknownAppealException notFound) {
            return notFound(notFound);
        }
        if (cause instanceof RecordFailsVerificationException unverified) {
            return unverified(unverified);
        }
        if (cause instanceof ConcurrencyException || cause instanceof AggregateStreamCreationException) {
            return conflict((RuntimeException) cause);
        }
        return unexpected(e);
    }

    @ExceptionHandler(EventStoreException.class)
    public ResponseEntity<ProblemDetail> store(EventStoreException e) {
        Optional<StorageFailure> failure = StorageFailure.in(e, storageFailures);
        if (failure.isPresent()) {
            return storage(failure.get(), e);
        }
        log.error("event store failure", e);
        return respond(problem(HttpStatus.SERVICE_UNAVAILABLE, "Store unavailable",
                Message.of("refusal.storeUnavailable").inRequestLanguage()));
    }

    @ExceptionHandler(Exception.class)
    public ResponseEntity<ProblemDetail> unexpected(Exception e) {
        Optional<StorageFailure> failure = StorageFailure.in(e, storageFailures);
        if (failure.isPresent()) {
            return storage(failure.get(), e);
        }
        log.error("unexpected failure (a bug)", e);
        return respond(problem(HttpStatus.INTERNAL_SERVER_ERROR, "Internal error", Message.of("refusal.internalError").inRequestLanguage()));
    }

    /**
     * A full or unreachable store: 503 with a type of its own and a Retry-After, logged as one line
     * (an operating condition, not a bug; the store's own words are in the line).
     */
    private ResponseEntity<ProblemDetail> storage(StorageFailure failure, Exception e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        log.error("{}: {} ({})", failure.title, root.getMessage(), root.getClass().getName());
        ProblemDetail problem = problem(HttpStatus.SERVICE_UNAVAILABLE, failure.title, failure.message().inRequestLanguage());
        problem.setType(failure.type);
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).header(HttpHeaders.RETRY_AFTER, "60")
                .contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }

    /** A body that is not one JSON value (text after it, a name given twice, broken syntax): the parser's words. */
    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex, HttpHeaders headers,
                                                                  HttpStatusCode status, WebRequest request) {
        Message why = ex.getMostSpecificCause() instanceof com.fasterxml.jackson.core.JsonProcessingException json
                ? Message.of("refusal.body.notOneJsonValue", json.getOriginalMessage().replace('\n', ' '))
                : Message.of("refusal.body.missing");
        ProblemDetail problem = problem(HttpStatus.BAD_REQUEST, "Malformed request", why.inRequestLanguage());
        return new ResponseEntity<>(problem, headers, HttpStatus.BAD_REQUEST);
    }

    @Override
    protected ResponseEntity<Object> handleExceptionInternal(Exception ex, Object body, HttpHeaders headers,
                                                             HttpStatusCode statusCode, WebRequest request) {
        ResponseEntity<Object> response = super.handleExceptionInternal(ex, body, headers, statusCode, request);
        HttpHeaders out = new HttpHeaders();
        out.putAll(response.getHeaders());
        out.setContentType(MediaType.APPLICATION_PROBLEM_JSON);
        return new ResponseEntity<>(response.getBody(), out, response.getStatusCode());
    }

    private static ProblemDetail problem(HttpStatus status, String title, String detail) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(title);
        return problem;
    }

    private static ResponseEntity<ProblemDetail> respond(ProblemDetail problem) {
        return ResponseEntity.status(problem.getStatus()).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }
}
