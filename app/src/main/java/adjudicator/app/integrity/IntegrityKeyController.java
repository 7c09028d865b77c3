package adjudicator.app.integrity;

import adjudicator.command.record.Checkpoint;
import adjudicator.command.text.Message;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.Map;

/** The checkpoints' public key (to publish, and to verify exports against) and the checkpoints themselves. */
@RestController
public class IntegrityKeyController {

    private final Checkpointer checkpointer;

    public IntegrityKeyController(Checkpointer checkpointer) {
        this.checkpointer = checkpointer;
    }

    /** The public key that signs checkpoints: no credential needed, so that anyone can verify. */
    @GetMapping("/api/integrity/key")
    public Map<String, Object> key() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("algorithm", "Ed25519");
        out.put("fingerprint", checkpointer.key().fingerprint());
        out.put("publicKey", checkpointer.key().publicPem());
        return out;
    }

    /** The latest signed checkpoint (a 404 Problem Details before the first). */
    @GetMapping("/api/integrity/checkpoints/latest")
    public Checkpoint latest() {
        return checkpointer.latest().orElseThrow(() -> {
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND,
                    Message.of("refusal.integrity.noCheckpoint").inRequestLanguage());
            problem.setTitle("No checkpoint yet");
            return new ErrorResponseException(HttpStatus.NOT_FOUND, problem, null);
        });
    }

    /**
     * The heads document: every game's verified head now, signed by the server's key and kept nowhere
     * (docs/integrity.md): to archive or publish apart from the server, and to verify a store against
     * ({@code verify --against FILE}).
     */
    @GetMapping("/api/integrity/heads")
    public Checkpoint heads() {
        return checkpointer.headsNow();
    }

    /** Signs a checkpoint of every game's head now. */
    @PostMapping("/api/admin/integrity/checkpoints")
    public ResponseEntity<Checkpoint> checkpoint() {
        try {
            return ResponseEntity.status(HttpStatus.CREATED).body(checkpointer.checkpointNow());
        } catch (Checkpointer.HeldElsewhere e) {
            // several nodes on one store: one signs at a time (docs/scaling.md)
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, adjudicator.command.text.Message.of(
                    "refusal.integrity.leaseHeldElsewhere", e.holder()).inRequestLanguage());
            problem.setTitle("Checkpoints signed by another node");
            problem.setProperty("holder", e.holder());
            throw new ErrorResponseException(HttpStatus.CONFLICT, problem, null);
        }
    }
}
