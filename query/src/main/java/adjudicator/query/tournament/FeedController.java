package adjudicator.query.tournament;

import adjudicator.command.tournament.TournamentFeeds;
import adjudicator.query.Problems;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.WebRequest;

/**
 * A round's PGN through its feed address ({@code POST /api/tournaments/{id}/rounds/{r}/feeds} issues one): for a
 * poller that cannot send a header, the secret in the path is the only credential, and it opens that round's
 * PGN alone, with the round's broadcast delay, with the same ETag and 304 as the round's own address.
 */
@RestController
@RequestMapping("/api/feeds")
public class FeedController {

    private final TournamentFeeds feeds;
    private final RoundFeed round;

    public FeedController(TournamentFeeds feeds, RoundFeed round) {
        this.feeds = feeds;
        this.round = round;
    }

    @GetMapping(value = "/{secret}/pgn", produces = "application/x-chess-pgn")
    @Operation(summary = "The PGN of the round a feed address opens, as its broadcast shows it (with the round's delay); ETag and "
            + "If-None-Match as for the round's PGN; 404 for no such address, 410 once it is revoked or has expired")
    public ResponseEntity<?> pgn(@Parameter(description = "the secret of the address, as issued") @PathVariable String secret,
                                 WebRequest request) {
        TournamentFeeds.Located found = secret.length() > 200 ? null : feeds.find(secret).orElse(null);
        if (found == null) {
            return Problems.answer(HttpStatus.NOT_FOUND, "No such feed", "no feed has this address");
        }
        if (!feeds.open(found.feed())) {
            return Problems.answer(HttpStatus.GONE, "Feed closed", "this feed address was revoked or has expired");
        }
        return round.round(found.tournamentId(), found.feed().round(), true, request);
    }
}
