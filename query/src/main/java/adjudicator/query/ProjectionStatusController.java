package adjudicator.query;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;


/**
 * How far each projection has got: for every streaming processor, the position of its slowest
 * segment, the position of the newest stored event, and the difference. For operators and for the
 * append benchmark, which checks with it that the projection keeps up with the load.
 */
@RestController
public class ProjectionStatusController {

    private final ProjectionRebuilder rebuilder;

    public ProjectionStatusController(ProjectionRebuilder rebuilder) {
        this.rebuilder = rebuilder;
    }

    @Operation(summary = "How far each projection and the process managers have got on this node: running, the segments "
            + "this node holds, the position of the slowest, the newest stored event, how far behind, whether the summaries "
            + "have been checked against the store (positions null on MongoDB)")
    @GetMapping("/api/admin/projections")
    public List<ProjectionRebuilder.Status> projections() {
        return rebuilder.status();
    }

    /**
     * Resets every projection and replays the whole store into it; answers 202 with the projections'
     * status at once; {@code GET /api/admin/projections} then reports the progress.
     */
    @Operation(summary = "Rebuild every projection from the store, beside the lists readers read, switched once checked; "
            + "with several nodes on one MongoDB, once for all of them (docs/scaling.md)", responses = {
            @ApiResponse(responseCode = "202", description = "Reset; the status of the projections, whose progress GET /api/admin/projections then reports"),
            @ApiResponse(responseCode = "409", description = "Projection held by another node: another node kept a segment's claim past "
                    + "adjudicator.projection.rebuild-wait; nothing was reset (Retry-After)")})
    @PostMapping("/api/admin/projections/rebuild")
    public ResponseEntity<List<ProjectionRebuilder.Status>> rebuild() {
        try {
            rebuilder.rebuild();
        } catch (ProjectionRebuilder.ClaimsKept e) {
            // several nodes on one store: another did not let its projections go (docs/scaling.md)
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.message().inRequestLanguage());
            problem.setTitle("Projection held by another node");
            ErrorResponseException refused = new ErrorResponseException(HttpStatus.CONFLICT, problem, null);
            refused.getHeaders().set(HttpHeaders.RETRY_AFTER, "10");
            throw refused;
        }
        return ResponseEntity.accepted().body(rebuilder.status());
    }
}
