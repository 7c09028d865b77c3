package adjudicator.query;

import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoreVerification;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.record.Verification;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The record's verification against the hash chain (docs/integrity.md): one game's status, and
 * every game of the store checked from its first event for an administrator.
 */
@RestController
public class IntegrityController {

    private final GameReader reader;
    private final RecordVerifier verifier;
    private final StoredEvents stored;

    public IntegrityController(GameReader reader, RecordVerifier verifier, StoredEvents stored) {
        this.reader = reader;
        this.verifier = verifier;
        this.stored = stored;
    }

    /**
     * The game's record checked from its first event as stored now: {@code SOUND}, {@code UNPROTECTED}
     * (stored before the chain) or {@code FAILS} (with the first failing event and why). This is the
     * one read of a failing game that answers 200: it is the report of the failure.
     */
    @GetMapping("/api/games/{gameId}/integrity")
    public Map<String, Object> game(@PathVariable String gameId) {
        Verification v = verifier.record(verifier.verify(gameId));
        if (v.events() == 0 && !v.fails()) {
            reader.lastSeq(gameId); // 404 for an unknown game (one that a signed checkpoint names fails instead)
        }
        return render(v);
    }

    /** A tournament's record checked from its first event as stored now, as a game's is. */
    @GetMapping("/api/tournaments/{tournamentId}/integrity")
    public Map<String, Object> tournament(@PathVariable String tournamentId) {
        Verification v = verifier.record(verifier.verify(tournamentId));
        if (v.events() == 0 && !v.fails()) {
            throw new adjudicator.command.tournament.UnknownTournamentException(tournamentId);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("tournamentId", tournamentId);
        render(v).forEach((k, value) -> {
            if (!k.equals("gameId")) {
                out.put(k, value);
            }
        });
        return out;
    }

    /** Every game of the store checked from its first event; the failing ones listed. */
    @GetMapping("/api/admin/integrity")
    public Map<String, Object> store() {
        StoreVerification all = StoreVerification.of(stored, verifier, progress -> { });
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("games", all.games());
        out.put("events", all.events());
        out.put("sound", all.sound());
        out.put("unprotected", all.unprotected());
        out.put("failing", all.failing().stream().map(IntegrityController::render).toList());
        out.put("checkpoint", all.checkpoint() == null ? null
                : Map.of("number", all.checkpoint().number(), "issuedAt", all.checkpoint().issuedAt(), "key", all.checkpoint().key()));
        out.put("checkpointProblems", all.checkpointProblems());
        return out;
    }

    static Map<String, Object> render(Verification v) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("gameId", v.game());
        out.put("status", v.status().name());
        out.put("events", v.events());
        out.put("head", v.fails() || v.events() == 0 ? null : Map.of("seq", v.events() - 1, "hash", v.head()));
        out.put("protectedFrom", v.protectedFrom());
        out.put("failingSeq", v.failingSeq());
        out.put("reason", v.reason());
        return out;
    }
}
