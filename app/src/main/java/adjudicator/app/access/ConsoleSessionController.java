package adjudicator.app.access;

import adjudicator.command.text.Message;
import adjudicator.query.GameSummaryRepository;
import io.swagger.v3.oas.annotations.Operation;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.server.resource.web.DefaultBearerTokenResolver;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;

/** The console's sign-in and sign-out: a bearer token exchanged for a session cookie ({@link ConsoleSessions}). */
@RestController
public class ConsoleSessionController {

    private final ConsoleSessions sessions;
    private final AccessPolicy policy;
    private final GameSummaryRepository games;
    private final DefaultBearerTokenResolver bearer = new DefaultBearerTokenResolver();

    public ConsoleSessionController(ConsoleSessions sessions, AccessPolicy policy, GameSummaryRepository games) {
        this.sessions = sessions;
        this.policy = policy;
        this.games = games;
    }

    @PostMapping("/api/console/session")
    @Operation(summary = "Exchange the request's bearer token for the console's session cookie (HttpOnly, SameSite=Strict), "
            + "accepted only for the console's own reads and commands (games, appeals, tournaments' records, editions), "
            + "with the header X-Adjudicator-Console, and for the streams and downloads the console opens")
    public ResponseEntity<Map<String, Object>> open(HttpServletRequest request) {
        String token = bearer.resolve(request);
        if (token == null) {
            throw new AccessRefusedException(Message.of("access.consoleBearer"));
        }
        Caller caller = AccessPolicy.caller(SecurityContextHolder.getContext().getAuthentication());
        ResponseCookie cookie = ResponseCookie.from(ConsoleSessions.COOKIE, sessions.open(token)).httpOnly(true).sameSite("Strict")
                .secure(request.isSecure()).path("/").maxAge(ConsoleSessions.LIFETIME).build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, cookie.toString())
                .body(Map.of("name", caller.name(), "role", caller.role().name(), "events", caller.events()));
    }

    @GetMapping("/api/console/session")
    @Operation(summary = "Who is signed in (name, role, the events of an account's scope, the game or board of a device's, and "
            + "for a device of a board boardGame, the newest game on it), offers (whether it may start a new game, an appeal, a "
            + "tournament, as the access rules decide those requests) and, "
            + "with game or appeal, the command types it may send there (commands), from the rules that decide each request: "
            + "the console offers only those controls; the server decides every request itself all the same")
    public Map<String, Object> who(@RequestParam(required = false) String game, @RequestParam(required = false) String appeal) {
        Caller caller = AccessPolicy.caller(SecurityContextHolder.getContext().getAuthentication());
        Map<String, Object> who = new java.util.LinkedHashMap<>();
        who.put("name", caller.name());
        who.put("role", caller.role().name());
        who.put("events", caller.events());
        who.put("game", caller.game());
        who.put("event", caller.event());
        who.put("round", caller.round());
        who.put("board", caller.board());
        if (caller.role() == Role.DEVICE && caller.board() != null) {
            // the device's board's game, which it may read but not look for (a DEVICE lists no games): the newest on its board
            who.put("boardGame", games.byEvent(caller.event(), caller.round()).stream()
                    .filter(g -> caller.board().equals(g.board)).reduce((first, second) -> second).map(g -> g.gameId).orElse(null));
        }
        who.put("offers", offers());
        if (game != null || appeal != null) {
            who.put("commands", policy.commandsOffered(caller, game, appeal));
        }
        return who;
    }

    /**
     * The front page's jobs that the account may start, as the access rules decide the requests they make: a new
     * game ({@code POST /api/games}), an appeal lodged ({@code POST /api/appeals}), a tournament created
     * ({@code POST /api/tournaments}). The console offers only those.
     */
    private Map<String, Boolean> offers() {
        org.springframework.security.core.Authentication who = SecurityContextHolder.getContext().getAuthentication();
        Map<String, Boolean> offers = new java.util.LinkedHashMap<>();
        offers.put("newGame", policy.decide(who, "POST", "/api/games", p -> null).isGranted());
        offers.put("newAppeal", policy.decide(who, "POST", "/api/appeals", p -> null).isGranted());
        offers.put("newTournament", policy.decide(who, "POST", "/api/tournaments", p -> null).isGranted());
        return offers;
    }

    @GetMapping("/api/console/whoami")
    @Operation(summary = "Whether the console is signed in, answered to anybody (so that a page asks without a failed request): "
            + "signedIn false; or true with what GET /api/console/session gives")
    public Map<String, Object> whoami(@RequestParam(required = false) String game, @RequestParam(required = false) String appeal) {
        if (AccessPolicy.caller(SecurityContextHolder.getContext().getAuthentication()) == null) {
            return Map.of("signedIn", false);
        }
        Map<String, Object> who = new java.util.LinkedHashMap<>();
        who.put("signedIn", true);
        who.putAll(who(game, appeal));
        return who;
    }

    @DeleteMapping("/api/console/session")
    @Operation(summary = "Sign the console out: its session ends and its cookie is cleared")
    public ResponseEntity<Void> close(HttpServletRequest request) {
        ConsoleSessions.cookie(request).ifPresent(sessions::close);
        ResponseCookie cleared = ResponseCookie.from(ConsoleSessions.COOKIE, "").httpOnly(true).sameSite("Strict").path("/").maxAge(0)
                .build();
        return ResponseEntity.noContent().header(HttpHeaders.SET_COOKIE, cleared.toString()).build();
    }
}
