package adjudicator.app.web;

import adjudicator.command.record.StoredEvents;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;

/**
 * A node's health, for load balancers and probes; no credential. {@code GET /api/health}: the server takes requests
 * (the contract's). {@code /api/health/live}: the process answers (a liveness probe: restart it when it does not).
 * {@code /api/health/ready}: it reaches its store, so that a load balancer sends it requests (503 while it does not;
 * it recovers by itself once the store answers again).
 */
@RestController
public class HealthController {

    private static final Logger log = LoggerFactory.getLogger(HealthController.class);

    private final StoredEvents stored;

    public HealthController(StoredEvents stored) {
        this.stored = stored;
    }

    @GetMapping("/api/health")
    public Map<String, String> health() {
        return Map.of("status", "UP");
    }

    @GetMapping("/api/health/live")
    public Map<String, String> live() {
        return Map.of("status", "UP");
    }

    @GetMapping("/api/health/ready")
    public ResponseEntity<Map<String, String>> ready() {
        try {
            stored.last("readiness-probe"); // one read of the event store, as every command's first
            return ResponseEntity.ok(Map.of("status", "UP"));
        } catch (RuntimeException e) {
            log.warn("not ready: the store does not answer: {}", e.toString());
            return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).header("Retry-After", "5")
                    .body(Map.of("status", "DOWN", "reason", "the store does not answer"));
        }
    }
}
