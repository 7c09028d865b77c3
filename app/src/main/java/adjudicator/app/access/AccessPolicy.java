package adjudicator.app.access;

import adjudicator.command.text.Message;
import adjudicator.command.api.Commands;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpMethod;
import org.springframework.http.server.PathContainer;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.authorization.AuthorizationManager;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.access.intercept.RequestAuthorizationContext;
import org.springframework.stereotype.Component;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Who may do what: the one place where access is decided, as the contract's Access section says.
 * Two tables: {@link #ENDPOINTS}, every endpoint of the API with what it reaches, and
 * {@link #COMMANDS}, every command type with the roles that may send it; and the rules that compare an
 * account's scope (its events, or its game or board) with the game, event or player asked about.
 * Spring Security asks {@link #check} for every request; {@link CommandAccess} asks
 * {@link #commandRefusal} for every command, once its type and game are known. An endpoint or a command
 * type that has no row here is refused to everybody (and the matrix test fails).
 */
@Component
public class AccessPolicy implements AuthorizationManager<RequestAuthorizationContext> {

    /** What an endpoint reaches, which decides who may use it. */
    public enum Reach {
        /** Anyone, without a credential: the health check, the OpenAPI description. */
        OPEN,
        /** A game, named by {@code {gameId}}: ADMIN, READER, the ARBITER and APPEALS of its event, its DEVICE. */
        GAME,
        /** An event, named by {@code {event}} or the parameter {@code event}: ADMIN, READER, its ARBITER and APPEALS. */
        EVENT,
        /** Games of every event: ADMIN, READER, ARBITER and APPEALS of all events; those of some events with {@code event=} one of them. */
        GAMES,
        /** A player across events: ADMIN, READER, ARBITER and APPEALS of all events. */
        PLAYER,
        /** A new game: ADMIN, ARBITER (the game's event is checked with the command, {@link #commandRefusal}). */
        NEW_GAME,
        /** Games imported from a source (PGN): ADMIN, ARBITER, APPEALS (each game's event is checked with its command, {@link #commandRefusal}). */
        IMPORT,
        /** A command to a game: ADMIN, its ARBITER, its DEVICE, its round's RELAY (the command's type is checked with the command). */
        COMMAND,
        /** A tournament, named by {@code {tournamentId}}: ADMIN, READER, the ARBITER and APPEALS of its event (its name). */
        TOURNAMENT,
        /** Tournaments of every event: ADMIN, READER, ARBITER and APPEALS of all events. */
        TOURNAMENTS,
        /** A new tournament: ADMIN, ARBITER (its name, the event, is checked with the command, {@link #commandRefusal}). */
        NEW_TOURNAMENT,
        /** A command to a tournament: ADMIN, the ARBITER of its event (the command's type is checked with the command). */
        TOURNAMENT_COMMAND,
        /** An appeal, named by {@code {appealId}}: ADMIN, READER, the ARBITER and APPEALS of its game's event. */
        APPEAL,
        /** A new appeal: ADMIN, ARBITER (lodging on a player's behalf), APPEALS (its game's event is checked with the command). */
        NEW_APPEAL,
        /** A step of an appeal: ADMIN, the ARBITER and APPEALS of its game's event (the command's type is checked with the command). */
        APPEAL_COMMAND,
        /** Anyone with a credential: the console's session. */
        SIGNED_IN,
        /** Accounts, projections, relays: ADMIN alone. */
        ADMIN
    }

    /**
     * One endpoint: its method and path (as Spring writes them), what it reaches, and whether it is
     * read-only and part of a broadcast (views, PGN, results, streams), so that it is open to everybody
     * when the server is started with public reading on.
     */
    public record Endpoint(HttpMethod method, String path, Reach reach, boolean broadcast) {
        PathPattern pattern() {
            return PathPatternParser.defaultInstance.parse(path);
        }
    }

    private static final HttpMethod GET = HttpMethod.GET;
    private static final HttpMethod POST = HttpMethod.POST;

    /** Every endpoint of the API. Literal paths before the ones with variables that would also match them. */
    public static final List<Endpoint> ENDPOINTS = List.of(
            new Endpoint(GET, "/api/health", Reach.OPEN, false),
            new Endpoint(GET, "/api/health/live", Reach.OPEN, false),
            new Endpoint(GET, "/api/health/ready", Reach.OPEN, false),
            new Endpoint(GET, "/v3/api-docs", Reach.OPEN, false),
            new Endpoint(GET, "/v3/api-docs/{*rest}", Reach.OPEN, false),
            new Endpoint(GET, "/swagger-ui.html", Reach.OPEN, false),
            new Endpoint(GET, "/swagger-ui/{*rest}", Reach.OPEN, false),
            new Endpoint(GET, "/api/integrity/key", Reach.OPEN, false),
            new Endpoint(GET, "/api/editions/{edition}", Reach.OPEN, false),
            // the console's pages and scripts hold no data: what they show comes from the API, with its access rules
            new Endpoint(GET, "/console", Reach.OPEN, false),
            new Endpoint(GET, "/console/{*rest}", Reach.OPEN, false),
            new Endpoint(POST, "/api/console/session", Reach.SIGNED_IN, false),
            new Endpoint(GET, "/api/console/session", Reach.SIGNED_IN, false),
            // whether the console is signed in, to anybody (an anonymous visitor is told no, without a failed request)
            new Endpoint(GET, "/api/console/whoami", Reach.OPEN, false),
            // the icon browsers ask for on every page
            new Endpoint(GET, "/favicon.ico", Reach.OPEN, false),
            new Endpoint(HttpMethod.DELETE, "/api/console/session", Reach.SIGNED_IN, false),
            new Endpoint(GET, "/api/integrity/checkpoints/latest", Reach.GAMES, false),
            new Endpoint(GET, "/api/integrity/heads", Reach.GAMES, false),

            new Endpoint(GET, "/api/games", Reach.GAMES, true),
            new Endpoint(POST, "/api/games", Reach.NEW_GAME, false),
            new Endpoint(POST, "/api/games/import", Reach.IMPORT, false),
            new Endpoint(POST, "/api/games/import/livechess", Reach.IMPORT, false),
            new Endpoint(GET, "/api/games/pgn", Reach.EVENT, true),
            new Endpoint(GET, "/api/games/{gameId}", Reach.GAME, true),
            new Endpoint(GET, "/api/games/{gameId}/position", Reach.GAME, true),
            new Endpoint(GET, "/api/games/{gameId}/acts", Reach.GAME, false),
            new Endpoint(GET, "/api/games/{gameId}/scoresheet", Reach.GAME, true),
            new Endpoint(GET, "/api/games/{gameId}/pgn", Reach.GAME, true),
            new Endpoint(GET, "/api/games/{gameId}/stream", Reach.GAME, true),
            new Endpoint(GET, "/api/games/{gameId}/events", Reach.GAME, false),
            new Endpoint(GET, "/api/games/{gameId}/timeline", Reach.GAME, false),
            new Endpoint(GET, "/api/games/{gameId}/readjudication", Reach.GAME, false),
            new Endpoint(GET, "/api/games/{gameId}/integrity", Reach.GAME, true),
            new Endpoint(GET, "/api/games/{gameId}/export", Reach.GAME, false),
            new Endpoint(GET, "/api/games/{gameId}/appeals", Reach.GAME, false),
            new Endpoint(POST, "/api/games/{gameId}/commands", Reach.COMMAND, false),

            new Endpoint(GET, "/api/events/{event}/results", Reach.EVENT, true),
            new Endpoint(GET, "/api/events/{event}/crosstable", Reach.EVENT, true),
            new Endpoint(GET, "/api/events/{event}/export", Reach.EVENT, false),
            new Endpoint(GET, "/api/events/{event}/rounds/{round}/stream", Reach.EVENT, true),
            new Endpoint(GET, "/api/players/{name}/penalties", Reach.PLAYER, false),

            new Endpoint(GET, "/api/tournaments", Reach.TOURNAMENTS, true),
            new Endpoint(POST, "/api/tournaments", Reach.NEW_TOURNAMENT, false),
            new Endpoint(POST, "/api/tournaments/import", Reach.NEW_TOURNAMENT, false),
            new Endpoint(GET, "/api/tournaments/{tournamentId}", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/standings", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/crosstable", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/rounds/{round}", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/rounds/{round}/pgn", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/rounds/{round}/pairings", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/ratings", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/trf", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/report", Reach.TOURNAMENT, false),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/penalties", Reach.TOURNAMENT, false),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/events", Reach.TOURNAMENT, false),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/integrity", Reach.TOURNAMENT, true),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/appeals", Reach.TOURNAMENT, false),
            new Endpoint(POST, "/api/tournaments/{tournamentId}/commands", Reach.TOURNAMENT_COMMAND, false),
            new Endpoint(POST, "/api/tournaments/{tournamentId}/rounds/{round}/pairings", Reach.TOURNAMENT_COMMAND, false),
            new Endpoint(POST, "/api/tournaments/{tournamentId}/rounds/{round}/games", Reach.TOURNAMENT_COMMAND, false),
            new Endpoint(POST, "/api/tournaments/{tournamentId}/rounds/{round}/feeds", Reach.TOURNAMENT_COMMAND, false),
            new Endpoint(HttpMethod.DELETE, "/api/tournaments/{tournamentId}/rounds/{round}/feeds/{feedId}", Reach.TOURNAMENT_COMMAND, false),
            // a round followed on LiveChess Cloud: set up and stopped by an ADMIN alone (the server reaches out to another host);
            // its state read by the ADMIN and the tournament's ARBITERs
            new Endpoint(POST, "/api/tournaments/{tournamentId}/rounds/{round}/relays", Reach.ADMIN, false),
            new Endpoint(GET, "/api/tournaments/{tournamentId}/rounds/{round}/relays", Reach.TOURNAMENT_COMMAND, false),
            new Endpoint(HttpMethod.DELETE, "/api/tournaments/{tournamentId}/rounds/{round}/relays/{relayId}", Reach.ADMIN, false),
            // a round's feed address: its secret, in the path, is its credential (a poller cannot send a header); it opens that round only
            new Endpoint(GET, "/api/feeds/{secret}/pgn", Reach.OPEN, false),

            new Endpoint(POST, "/api/appeals", Reach.NEW_APPEAL, false),
            new Endpoint(GET, "/api/appeals/{appealId}", Reach.APPEAL, false),
            new Endpoint(GET, "/api/appeals/{appealId}/decision", Reach.APPEAL, false),
            new Endpoint(POST, "/api/appeals/{appealId}/commands", Reach.APPEAL_COMMAND, false),
            new Endpoint(POST, "/api/appeals/{appealId}/readjudication", Reach.APPEAL_COMMAND, false),

            new Endpoint(GET, "/api/admin/projections", Reach.ADMIN, false),
            new Endpoint(POST, "/api/admin/projections/rebuild", Reach.ADMIN, false),
            new Endpoint(GET, "/api/admin/integrity", Reach.ADMIN, false),
            new Endpoint(POST, "/api/admin/integrity/checkpoints", Reach.ADMIN, false),
            new Endpoint(GET, "/api/admin/accounts", Reach.ADMIN, false),
            new Endpoint(POST, "/api/admin/accounts", Reach.ADMIN, false),
            new Endpoint(HttpMethod.DELETE, "/api/admin/accounts/{name}", Reach.ADMIN, false));

    /** What a DEVICE (an electronic board or clock) may send, besides what ADMIN and ARBITER may. */
    private static final Set<String> DEVICE_COMMANDS = Set.of("StartClocks", "MakeMove", "PressClock", "StopClocks");

    /** Every command type, with the roles that may send it (within their scope). */
    public static final Map<String, Set<Role>> COMMANDS = commands();

    private static Map<String, Set<Role>> commands() {
        Map<String, Set<Role>> table = new LinkedHashMap<>();
        table.put("CreateGame", EnumSet.of(Role.ADMIN, Role.ARBITER));
        // a game imported from its source: by the arbiter, or the appeals committee handed a disputed game's record
        table.put("ImportGame", EnumSet.of(Role.ADMIN, Role.ARBITER, Role.APPEALS));
        for (JsonSubTypes.Type type : Commands.GameCommand.class.getAnnotation(JsonSubTypes.class).value()) {
            table.put(type.name(), DEVICE_COMMANDS.contains(type.name())
                    ? EnumSet.of(Role.ADMIN, Role.ARBITER, Role.DEVICE, Role.RELAY) : EnumSet.of(Role.ADMIN, Role.ARBITER));
        }
        for (String type : List.of("CreateTournament", "ImportTournament", "RegisterPlayer", "WithdrawPlayer", "ExpelPlayer",
                "PairRound", "EnterResult", "AssignGame", "SetBroadcastDelay", "SetInitialColour", "RequestBye", "WithdrawByeRequest", "SetKFactor", "IssueFeed",
                "RevokeFeed")) {
            table.put(type, EnumSet.of(Role.ADMIN, Role.ARBITER));
        }
        // a round's relay from LiveChess Cloud: set up and stopped by an ADMIN alone (it reaches out to another host)
        table.put("FollowLiveChess", EnumSet.of(Role.ADMIN));
        table.put("StopFollowing", EnumSet.of(Role.ADMIN));
        // appeals: lodged by the arbiter on a player's behalf or by the committee, statements from both; the committee alone decides
        table.put("LodgeAppeal", EnumSet.of(Role.ADMIN, Role.ARBITER, Role.APPEALS));
        table.put("OrderReplay", EnumSet.of(Role.ADMIN, Role.APPEALS));
        // sent by the process manager of a decision, on behalf of whoever recorded the decision
        table.put("RecordEffectRefused", EnumSet.of(Role.ADMIN, Role.APPEALS));
        table.put("RecordStatement", EnumSet.of(Role.ADMIN, Role.ARBITER, Role.APPEALS));
        for (String type : List.of("FormCommittee", "StandAside", "AttachReadjudication", "DecideAppeal",
                "AmendResultOnAppeal", "ResumeOnAppeal", "AnnulOnAppeal", "WithdrawPenaltyOnAppeal")) {
            table.put(type, EnumSet.of(Role.ADMIN, Role.APPEALS));
        }
        return Map.copyOf(table);
    }

    private final GameScopes games;
    private final TournamentScopes tournaments;
    private final boolean publicRead;
    private final List<Map.Entry<Endpoint, PathPattern>> patterns;

    public AccessPolicy(GameScopes games, TournamentScopes tournaments,
                        @Value("${adjudicator.access.public-read:false}") boolean publicRead) {
        this.games = games;
        this.tournaments = tournaments;
        this.publicRead = publicRead;
        this.patterns = ENDPOINTS.stream().map(e -> Map.entry(e, e.pattern())).toList();
    }

    public boolean publicRead() {
        return publicRead;
    }

    /** A decision that says why it refuses, for the 403's detail. */
    public static final class Decision extends AuthorizationDecision {
        private final transient Message reason;

        Decision(boolean granted, Message reason) {
            super(granted);
            this.reason = reason;
        }

        /** Why it refuses, in English; null where it grants. */
        public String reason() {
            return reason == null ? null : reason.english();
        }

        /** Why it refuses, to be worded in the request's language; null where it grants. */
        public Message message() {
            return reason;
        }
    }

    private static final Decision GRANTED = new Decision(true, null);

    private static Decision refused(Message reason) {
        return new Decision(false, reason);
    }

    /** The endpoint a request is for, with its path's variables; empty when the API has no such endpoint. */
    public Optional<Map.Entry<Endpoint, Map<String, String>>> endpoint(String method, String path) {
        PathContainer container = PathContainer.parsePath(path);
        for (Map.Entry<Endpoint, PathPattern> e : patterns) {
            if (!e.getKey().method().matches(method)) {
                continue;
            }
            PathPattern.PathMatchInfo match = e.getValue().matchAndExtract(container);
            if (match != null) {
                return Optional.of(Map.entry(e.getKey(), match.getUriVariables()));
            }
        }
        return Optional.empty();
    }

    @Override
    public AuthorizationDecision check(Supplier<Authentication> authentication, RequestAuthorizationContext context) {
        HttpServletRequest request = context.getRequest();
        String path = request.getRequestURI().substring(request.getContextPath().length());
        return decide(authentication.get(), request.getMethod(), path, request::getParameter);
    }

    /** The decision for a request: who, which method and path, and its query parameters. */
    public Decision decide(Authentication authentication, String method, String path,
                           java.util.function.Function<String, String> parameter) {
        Optional<Map.Entry<Endpoint, Map<String, String>>> found = endpoint(method, path);
        if (found.isEmpty()) {
            // not an endpoint of the API: refused to everybody (an unknown path answers 401 or 403, never 404)
            return refused(Message.of("access.noRule", method, path));
        }
        Endpoint endpoint = found.get().getKey();
        Map<String, String> variables = found.get().getValue();
        if (endpoint.reach() == Reach.OPEN) {
            return GRANTED;
        }
        Caller caller = caller(authentication);
        if (caller == null) {
            return publicRead && endpoint.broadcast() ? GRANTED : refused(Message.of("access.credentialNeeded"));
        }
        return switch (endpoint.reach()) {
            case OPEN -> GRANTED;
            case SIGNED_IN -> GRANTED;
            case ADMIN -> caller.role() == Role.ADMIN ? GRANTED
                    : refused(Message.of("access.adminOnly"));
            case GAME -> game(caller, variables.get("gameId"));
            case COMMAND -> switch (caller.role()) {
                case ADMIN, ARBITER, DEVICE, RELAY -> game(caller, variables.get("gameId"));
                default -> refused(Message.of("access.readsOnly", caller.role()));
            };
            case NEW_GAME -> caller.role() == Role.ADMIN || caller.role() == Role.ARBITER ? GRANTED
                    : refused(Message.of("access.newGame", caller.role()));
            case IMPORT -> caller.role() == Role.ADMIN || caller.role() == Role.ARBITER || caller.role() == Role.APPEALS ? GRANTED
                    : refused(Message.of("access.import", caller.role()));
            case EVENT -> event(caller, variables.containsKey("event") ? variables.get("event") : parameter.apply("event"));
            case GAMES -> {
                String event = parameter.apply("event");
                yield event != null ? event(caller, event) : everyEvent(caller, "games");
            }
            case PLAYER -> everyEvent(caller, "player");
            case TOURNAMENTS -> {
                String event = parameter.apply("event");
                yield event != null ? event(caller, event) : everyEvent(caller, "tournaments");
            }
            case TOURNAMENT -> tournament(caller, variables.get("tournamentId"));
            case APPEAL -> appeal(caller, variables.get("appealId"));
            case NEW_APPEAL -> caller.role() == Role.ADMIN || caller.role() == Role.ARBITER || caller.role() == Role.APPEALS ? GRANTED
                    : refused(Message.of("access.newAppeal", caller.role()));
            case APPEAL_COMMAND -> switch (caller.role()) {
                case ADMIN, ARBITER, APPEALS -> appeal(caller, variables.get("appealId"));
                default -> refused(Message.of("access.appealCommand", caller.role()));
            };
            case NEW_TOURNAMENT -> caller.role() == Role.ADMIN || caller.role() == Role.ARBITER ? GRANTED
                    : refused(Message.of("access.newTournament", caller.role()));
            case TOURNAMENT_COMMAND -> switch (caller.role()) {
                case ADMIN, ARBITER -> tournament(caller, variables.get("tournamentId"));
                default -> refused(Message.of("access.tournamentCommand", caller.role()));
            };
        };
    }

    /**
     * The sender of a process manager's command (docs/design.md, "Process managers"): it has no
     * credential of its own, and stands for the account that recorded its cause (an appeal's decision,
     * an expulsion), whose name and role the cause's event keeps and the command carries with the
     * cause's reference ({@code cause}). That account's scope was checked when the cause was recorded; its
     * role is checked here against the command's type as any sender's is. Null for a command that is no
     * process manager's or whose cause names no account: it is refused.
     */
    public static Caller consequenceCaller(org.axonframework.messaging.MetaData metaData) {
        Object cause = metaData.get(adjudicator.command.process.Consequences.CAUSE);
        adjudicator.command.record.RecordedBy by = adjudicator.command.record.RecordedBy.of(metaData);
        if (cause == null || by == null || by.role() == null) {
            return null;
        }
        Role role;
        try {
            role = Role.valueOf(by.role());
        } catch (IllegalArgumentException e) {
            return null;
        }
        return new Caller(by.name(), role, Caller.Source.ACCOUNT, List.of(), null, null, null, null);
    }

    /**
     * Why {@code caller} may not send a command of {@code type} to the game {@code scope} (for a new
     * game: the scope it is created with; null for a game that does not exist, which is answered 404
     * if the role may send the command at all); null when it may.
     */
    public Message commandRefusal(Caller caller, String type, GameScope scope) {
        Set<Role> roles = COMMANDS.get(type);
        if (roles == null) {
            return Message.of("access.noCommandRule", type);
        }
        if (!roles.contains(caller.role())) {
            return caller.role() == Role.DEVICE || caller.role() == Role.RELAY
                    ? Message.of("access.deviceCommands", caller.role(), String.join(", ", DEVICE_COMMANDS.stream().sorted().toList()), type)
                    : Message.of("access.commandRoles", type, Message.joined("access.or", roles.stream().map(Role::name).sorted().toList()),
                    caller.role());
        }
        if (scope == null) {
            return null;
        }
        Decision d = within(caller, scope);
        return d.isGranted() ? null : d.message();
    }

    /**
     * The command types {@code caller} may send to the game {@code gameId} or, with {@code appealId}, as
     * steps of that appeal: what the console offers it there, from the same rules that decide each
     * request, in alphabetical order; none for a game or appeal that does not exist, so that the answer
     * tells an unknown one from one outside the caller's scope no more than a command's answer does.
     */
    public List<String> commandsOffered(Caller caller, String gameId, String appealId) {
        if (appealId != null) {
            if (tournaments.ofAppeal(appealId).isEmpty() || !appeal(caller, appealId).isGranted()) {
                return List.of();
            }
            return COMMANDS.entrySet().stream()
                    .filter(e -> APPEAL_STEPS.contains(e.getKey()) && e.getValue().contains(caller.role()))
                    .map(Map.Entry::getKey).sorted().toList();
        }
        GameScope scope = gameId == null ? null : games.of(gameId).orElse(null);
        if (scope == null) {
            return List.of();
        }
        return COMMANDS.keySet().stream().filter(type -> !APPEAL_STEPS.contains(type) && commandRefusal(caller, type, scope) == null)
                .sorted().toList();
    }

    /** The commands that are steps of an appeal ({@code POST /api/appeals/{id}/commands} and the re-adjudication attached). */
    private static final Set<String> APPEAL_STEPS = Set.of("RecordStatement", "FormCommittee", "StandAside", "AttachReadjudication",
            "DecideAppeal");

    private Decision game(Caller caller, String gameId) {
        Optional<GameScope> scope = games.of(gameId);
        // an unknown game: let the request through, to be answered 404 (it reveals nothing)
        return scope.map(s -> within(caller, s)).orElse(GRANTED);
    }

    /** A tournament is within the scope of the accounts of its event, its name (an unknown one is let in, to be answered 404). */
    private Decision tournament(Caller caller, String tournamentId) {
        return tournaments.of(tournamentId).map(name -> event(caller, name)).orElse(GRANTED);
    }

    /** An appeal is within the scope of the accounts of its game's event (an unknown one is let in, to be answered 404). */
    private Decision appeal(Caller caller, String appealId) {
        return tournaments.ofAppeal(appealId).map(event -> event(caller, event.isEmpty() ? null : event)).orElse(GRANTED);
    }

    /** Whether the game {@code s} is within the caller's scope. */
    private Decision within(Caller caller, GameScope s) {
        return switch (caller.role()) {
            case ADMIN, READER -> GRANTED;
            case ARBITER, APPEALS -> caller.isFor(s.event()) ? GRANTED
                    : refused(Message.of("access.eventScope.game", caller.role(), caller.name(), events(caller), ofEvent(s.event())));
            case DEVICE -> caller.boundTo(s) ? GRANTED
                    : refused(caller.game() != null ? Message.of("access.device.game", caller.name(), binding(caller), s.gameId())
                    : Message.of("access.device.board", caller.name(), binding(caller), s.board(), s.round(), ofEvent(s.event())));
            case RELAY -> caller.relays(s) ? GRANTED
                    : refused(Message.of("access.relay.game", caller.name(), caller.round(), caller.event(), s.round(), ofEvent(s.event())));
        };
    }

    private static Decision event(Caller caller, String event) {
        return switch (caller.role()) {
            case ADMIN, READER -> GRANTED;
            case ARBITER, APPEALS -> caller.isFor(event) ? GRANTED
                    : refused(event == null ? Message.of("access.event", caller.role(), caller.name(), events(caller))
                    : Message.of("access.eventNot", caller.role(), caller.name(), events(caller), event));
            case DEVICE -> refused(Message.of("access.deviceReads"));
            case RELAY -> refused(Message.of("access.relayReads"));
        };
    }

    private static Decision everyEvent(Caller caller, String what) {
        return switch (caller.role()) {
            case ADMIN, READER -> GRANTED;
            case ARBITER, APPEALS -> !caller.scopedToEvents() ? GRANTED
                    : refused(Message.of("access.everyEvent." + what, caller.role(), caller.name(), events(caller)));
            case DEVICE -> refused(Message.of("access.deviceReads"));
            case RELAY -> refused(Message.of("access.relayReads"));
        };
    }

    private static Message events(Caller caller) {
        return Message.of(caller.events().size() == 1 ? "access.events.one" : "access.events.many",
                caller.events().stream().map(e -> "\"" + e + "\"").collect(Collectors.joining(", ")));
    }

    private static Message binding(Caller caller) {
        return caller.game() != null ? Message.of("access.binding.game", caller.game())
                : Message.of("access.binding.board", caller.board(), caller.round(), caller.event());
    }

    /** A game's event as a refusal names it: in quotes, or "no event". */
    private static Message ofEvent(String event) {
        return event == null ? Message.of("access.ofNoEvent") : Message.of("access.ofEvent", event);
    }

    /** The caller behind an authentication; null for nobody (no credential). */
    public static Caller caller(Authentication authentication) {
        if (authentication == null || authentication instanceof AnonymousAuthenticationToken
                || !authentication.isAuthenticated()) {
            return null;
        }
        return authentication.getPrincipal() instanceof Caller c ? c : null;
    }
}
