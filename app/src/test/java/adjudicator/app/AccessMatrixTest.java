package adjudicator.app;

import adjudicator.command.api.Commands;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who may do what, checked against the contract's Access section for every endpoint the OpenAPI
 * description lists and every command type the API takes (from the same description, with each
 * command's own example body), as each kind of caller: an ADMIN, an ARBITER of every event, of the
 * game's event and of another, a DEVICE of the game's board and of another board, a RELAY of the game's round and of
 * another, an APPEALS committee
 * of the game's event and of another, a READER, and nobody. "Let in" is any answer but 401 and 403.
 * The expectations are written here, from the contract, not taken from the policy: an endpoint or a
 * command that the API gains without an expectation here fails this test, and so does one whose access
 * rule is missing (it is then refused to everybody, the ADMIN included).
 */
class AccessMatrixTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final String EVENT = "Matrix Open";
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** The callers, by name; null: no credential. */
    static final Map<String, String> TOKENS = new LinkedHashMap<>();
    static String game;
    static String tournament;

    @BeforeAll
    static void accounts() {
        Http admin = SERVER.http;
        TOKENS.put("admin", TestServer.ADMIN_TOKEN);
        make("arbiter-all", "{\"role\":\"ARBITER\"}");
        make("arbiter-in", "{\"role\":\"ARBITER\",\"events\":[\"" + EVENT + "\"]}");
        make("arbiter-out", "{\"role\":\"ARBITER\",\"events\":[\"Other Open\"]}");
        make("device-in", "{\"role\":\"DEVICE\",\"event\":\"" + EVENT + "\",\"round\":\"1\",\"board\":1}");
        make("device-out", "{\"role\":\"DEVICE\",\"event\":\"" + EVENT + "\",\"round\":\"1\",\"board\":2}");
        make("relay-in", "{\"role\":\"RELAY\",\"event\":\"" + EVENT + "\",\"round\":\"1\"}");
        make("relay-out", "{\"role\":\"RELAY\",\"event\":\"" + EVENT + "\",\"round\":\"2\"}");
        make("appeals-in", "{\"role\":\"APPEALS\",\"events\":[\"" + EVENT + "\"]}");
        make("appeals-out", "{\"role\":\"APPEALS\",\"events\":[\"Other Open\"]}");
        make("reader", "{\"role\":\"READER\"}");
        TOKENS.put("nobody", null);
        game = AccessHttpTest.game(admin, EVENT, "1", 1);
        tournament = admin.post("/api/tournaments", "{\"name\":\"" + EVENT + "\",\"rounds\":3,\"rules\":\"FIDE_2017\"}")
                .json().get("tournamentId").asText();
        String t = "/api/tournaments/" + tournament + "/commands";
        admin.post(t, "{\"type\":\"RegisterPlayer\",\"name\":\"One, A\"}");
        admin.post(t, "{\"type\":\"RegisterPlayer\",\"name\":\"Two, B\"}");
        admin.post(t, "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}");
    }

    private static void make(String name, String json) {
        ObjectNode body = (ObjectNode) Http.JSON.valueToTree(Map.of());
        try {
            body = (ObjectNode) Http.JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        body.put("name", name);
        TOKENS.put(name, AccessHttpTest.account(SERVER.http, body.toString()));
    }

    // --- the contract's Access section, as expectations -------------------------------------------------

    private static final Set<String> EVERYBODY = Set.of("admin", "arbiter-all", "arbiter-in", "arbiter-out", "device-in",
            "device-out", "relay-in", "relay-out", "appeals-in", "appeals-out", "reader", "nobody");
    /** Reads of the game: ADMIN, READER, the ARBITER and APPEALS of its event (or of all), its DEVICE, its round's RELAY. */
    private static final Set<String> READ_GAME = Set.of("admin", "arbiter-all", "arbiter-in", "device-in", "relay-in", "appeals-in",
            "reader");
    /** Reads of the event: the same without the devices, which read their own game only. */
    private static final Set<String> READ_EVENT = Set.of("admin", "arbiter-all", "arbiter-in", "appeals-in", "reader");
    /** Reads across events: accounts for every event. */
    private static final Set<String> READ_ALL = Set.of("admin", "arbiter-all", "reader");
    private static final Set<String> ADMIN = Set.of("admin");
    private static final Set<String> CREATE_IN_EVENT = Set.of("admin", "arbiter-all", "arbiter-in");
    /** Every caller with a credential. */
    private static final Set<String> SIGNED_IN = Set.of("admin", "arbiter-all", "arbiter-in", "arbiter-out", "device-in", "device-out",
            "relay-in", "relay-out", "appeals-in", "appeals-out", "reader");
    /** A new appeal in the event: the ADMIN, its ARBITERs (on a player's behalf) and its APPEALS committee. */
    private static final Set<String> LODGE_IN_EVENT = Set.of("admin", "arbiter-all", "arbiter-in", "appeals-in");
    /** An unknown appeal: let in where the role may, answered 404 (it reveals nothing). */
    private static final Set<String> READ_EVENT_ALL_ROLES = Set.of("admin", "arbiter-all", "arbiter-in", "arbiter-out",
            "appeals-in", "appeals-out", "reader", "device-in", "device-out", "relay-in", "relay-out");
    /** A step of an unknown appeal: the roles that take part (ADMIN, ARBITER, APPEALS), let in, answered 404. */
    private static final Set<String> APPEAL_STEP = Set.of("admin", "arbiter-all", "arbiter-in", "arbiter-out", "appeals-in",
            "appeals-out");
    /** At the endpoint: who may send commands to the game at all (the type is checked below). */
    private static final Set<String> COMMAND_ENDPOINT = Set.of("admin", "arbiter-all", "arbiter-in", "device-in", "relay-in");

    /** A request for each endpoint of the OpenAPI description, and who must be let in. */
    private record Probe(String method, String path, String body, Set<String> letIn) {
    }

    private static Map<String, List<Probe>> probes() {
        String g = "/api/games/" + game;
        String e = "/api/events/Matrix%20Open";
        Map<String, List<Probe>> p = new LinkedHashMap<>();
        p.put("GET /api/health", List.of(new Probe("GET", "/api/health", null, EVERYBODY)));
        p.put("GET /api/health/live", List.of(new Probe("GET", "/api/health/live", null, EVERYBODY)));
        p.put("GET /api/health/ready", List.of(new Probe("GET", "/api/health/ready", null, EVERYBODY)));
        p.put("GET /api/games", List.of(new Probe("GET", "/api/games", null, READ_ALL),
                new Probe("GET", "/api/games?event=Matrix%20Open", null, READ_EVENT)));
        p.put("POST /api/games", List.of(new Probe("POST", "/api/games",
                "{\"event\":\"" + EVENT + "\",\"round\":\"1\",\"board\":1,\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}", CREATE_IN_EVENT)));
        p.put("GET /api/games/pgn", List.of(new Probe("GET", "/api/games/pgn?event=Matrix%20Open", null, READ_EVENT)));
        p.put("GET /api/games/{gameId}", List.of(new Probe("GET", g, null, READ_GAME)));
        p.put("GET /api/games/{gameId}/position", List.of(new Probe("GET", g + "/position?afterEvent=0", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/acts", List.of(new Probe("GET", g + "/acts", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/events", List.of(new Probe("GET", g + "/events", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/timeline", List.of(new Probe("GET", g + "/timeline", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/scoresheet", List.of(new Probe("GET", g + "/scoresheet", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/pgn", List.of(new Probe("GET", g + "/pgn", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/stream", List.of(new Probe("GET", g + "/stream", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/readjudication", List.of(new Probe("GET", g + "/readjudication", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/export", List.of(new Probe("GET", g + "/export", null, READ_GAME)));
        p.put("GET /api/games/{gameId}/integrity", List.of(new Probe("GET", g + "/integrity", null, READ_GAME)));
        p.put("POST /api/games/{gameId}/commands", List.of(new Probe("POST", g + "/commands",
                "{\"type\":\"StopClocks\",\"at\":\"2026-03-01T10:00:00Z\"}", COMMAND_ENDPOINT)));
        p.put("GET /api/events/{event}/results", List.of(new Probe("GET", e + "/results", null, READ_EVENT)));
        p.put("GET /api/events/{event}/export", List.of(new Probe("GET", e + "/export", null, READ_EVENT)));
        p.put("GET /api/events/{event}/crosstable", List.of(new Probe("GET", e + "/crosstable", null, READ_EVENT)));
        p.put("GET /api/events/{event}/rounds/{round}/stream", List.of(new Probe("GET", e + "/rounds/1/stream", null, READ_EVENT)));
        p.put("GET /api/players/{name}/penalties", List.of(new Probe("GET", "/api/players/Nobody/penalties", null, READ_ALL)));
        String t = "/api/tournaments/" + tournament;
        p.put("GET /api/tournaments", List.of(new Probe("GET", "/api/tournaments", null, READ_ALL),
                new Probe("GET", "/api/tournaments?event=Matrix%20Open", null, READ_EVENT)));
        // the tournament exists: those let in are answered 409; its event is checked with the command
        p.put("POST /api/tournaments", List.of(new Probe("POST", "/api/tournaments",
                "{\"name\":\"" + EVENT + "\",\"rounds\":3,\"rules\":\"FIDE_2017\"}", CREATE_IN_EVENT)));
        // a JSON body where PGN is expected: every ADMIN, ARBITER and APPEALS account is let in at the endpoint and answered 415
        // (each game's event is checked against the account's scope as the game is imported: PgnImportHttpTest)
        p.put("POST /api/games/import", List.of(new Probe("POST", "/api/games/import?rules=FIDE_2017", "{}",
                Set.of("admin", "arbiter-all", "arbiter-in", "arbiter-out", "appeals-in", "appeals-out"))));
        // the same for a round of LiveChess Cloud, whose body is a zip
        p.put("POST /api/games/import/livechess", List.of(new Probe("POST", "/api/games/import/livechess?round=1&rules=FIDE_2017", "{}",
                Set.of("admin", "arbiter-all", "arbiter-in", "arbiter-out", "appeals-in", "appeals-out"))));
        // a round's relay from LiveChess Cloud: set up and stopped by the ADMIN (an empty body: 400; an unknown relay: 404), its
        // state read by the ADMIN and the tournament's ARBITERs
        p.put("POST /api/tournaments/{tournamentId}/rounds/{round}/relays", List.of(new Probe("POST", "/api/tournaments/" + tournament
                + "/rounds/1/relays", "{}", ADMIN)));
        p.put("GET /api/tournaments/{tournamentId}/rounds/{round}/relays", List.of(new Probe("GET", "/api/tournaments/" + tournament
                + "/rounds/1/relays", null, CREATE_IN_EVENT)));
        p.put("DELETE /api/tournaments/{tournamentId}/rounds/{round}/relays/{relayId}", List.of(new Probe("DELETE", "/api/tournaments/"
                + tournament + "/rounds/1/relays/no-such-relay", null, ADMIN)));
        // a JSON body where a TRF is expected: those let in at the endpoint (every ARBITER) are answered 415
        p.put("POST /api/tournaments/import", List.of(new Probe("POST", "/api/tournaments/import?rules=FIDE_2017", "{}",
                Set.of("admin", "arbiter-all", "arbiter-in", "arbiter-out"))));
        for (String read : List.of("", "/standings", "/crosstable", "/rounds/1", "/rounds/1/pgn", "/rounds/1/pairings", "/ratings", "/trf", "/report",
                "/penalties", "/events", "/integrity")) {
            String path = "/api/tournaments/{tournamentId}" + read.replace("/1", "/{round}");
            p.put("GET " + path, List.of(new Probe("GET", t + read, null, READ_EVENT)));
        }
        // round 9 is not paired: those let in are answered 409
        p.put("POST /api/tournaments/{tournamentId}/commands", List.of(new Probe("POST", t + "/commands",
                "{\"type\":\"EnterResult\",\"round\":9,\"board\":1,\"result\":\"DRAW\"}", CREATE_IN_EVENT)));
        p.put("POST /api/tournaments/{tournamentId}/rounds/{round}/pairings", List.of(new Probe("POST", t + "/rounds/1/pairings",
                "{}", CREATE_IN_EVENT)));
        p.put("POST /api/tournaments/{tournamentId}/rounds/{round}/games", List.of(new Probe("POST", t + "/rounds/1/games",
                "", CREATE_IN_EVENT)));
        // a feed address issued (201) by those let in; one that does not exist revoked: those let in are answered 404
        p.put("POST /api/tournaments/{tournamentId}/rounds/{round}/feeds", List.of(new Probe("POST", t + "/rounds/1/feeds", "{}",
                CREATE_IN_EVENT)));
        p.put("DELETE /api/tournaments/{tournamentId}/rounds/{round}/feeds/{feedId}", List.of(new Probe("DELETE",
                t + "/rounds/1/feeds/no-such-feed", null, CREATE_IN_EVENT)));
        // a feed address is its own credential: everybody is let in, and an unknown one is answered 404
        p.put("GET /api/feeds/{secret}/pgn", List.of(new Probe("GET", "/api/feeds/no-such-secret/pgn", null, EVERYBODY)));
        p.put("GET /api/tournaments/{tournamentId}/appeals", List.of(new Probe("GET", t + "/appeals", null, READ_EVENT)));
        p.put("GET /api/games/{gameId}/appeals", List.of(new Probe("GET", g + "/appeals", null, READ_GAME)));
        // an appeal against a game of the event that has not ended: those let in are answered 409
        p.put("POST /api/appeals", List.of(new Probe("POST", "/api/appeals",
                "{\"gameId\":\"" + game + "\",\"appellant\":\"WHITE\",\"grounds\":\"g\"}", LODGE_IN_EVENT)));
        // an appeal that does not exist: those let in are answered 404
        p.put("GET /api/appeals/{appealId}", List.of(new Probe("GET", "/api/appeals/no-such-appeal", null, READ_EVENT_ALL_ROLES)));
        p.put("GET /api/appeals/{appealId}/decision", List.of(new Probe("GET", "/api/appeals/no-such-appeal/decision", null,
                READ_EVENT_ALL_ROLES)));
        p.put("POST /api/appeals/{appealId}/commands", List.of(new Probe("POST", "/api/appeals/no-such-appeal/commands",
                "{\"type\":\"RecordStatement\",\"speaker\":\"ARBITER\",\"text\":\"t\"}", APPEAL_STEP)));
        p.put("POST /api/appeals/{appealId}/readjudication", List.of(new Probe("POST", "/api/appeals/no-such-appeal/readjudication",
                "", APPEAL_STEP)));
        // the console's session: anyone with a credential (the session stands for that credential)
        p.put("POST /api/console/session", List.of(new Probe("POST", "/api/console/session", "", SIGNED_IN)));
        p.put("GET /api/console/session", List.of(new Probe("GET", "/api/console/session", null, SIGNED_IN)));
        p.put("DELETE /api/console/session", List.of(new Probe("DELETE", "/api/console/session", null, SIGNED_IN)));
        // whether signed in: answered to anybody (the browsers' icon, not an endpoint of the API, is ConsoleBrowserTest's)
        p.put("GET /api/console/whoami", List.of(new Probe("GET", "/api/console/whoami", null, EVERYBODY)));
        p.put("GET /api/admin/projections", List.of(new Probe("GET", "/api/admin/projections", null, ADMIN)));
        p.put("POST /api/admin/projections/rebuild", List.of(new Probe("POST", "/api/admin/projections/rebuild", "", ADMIN)));
        p.put("GET /api/integrity/key", List.of(new Probe("GET", "/api/integrity/key", null, EVERYBODY)));
        p.put("GET /api/editions/{edition}", List.of(new Probe("GET", "/api/editions/FIDE_2017", null, EVERYBODY)));
        // 404 before the first checkpoint: let in, nothing to show
        p.put("GET /api/integrity/checkpoints/latest", List.of(new Probe("GET", "/api/integrity/checkpoints/latest", null, READ_ALL)));
        p.put("GET /api/integrity/heads", List.of(new Probe("GET", "/api/integrity/heads", null, READ_ALL)));
        p.put("POST /api/admin/integrity/checkpoints", List.of(new Probe("POST", "/api/admin/integrity/checkpoints", "", ADMIN)));
        p.put("GET /api/admin/integrity", List.of(new Probe("GET", "/api/admin/integrity", null, ADMIN)));
        p.put("GET /api/admin/accounts", List.of(new Probe("GET", "/api/admin/accounts", null, ADMIN)));
        // an invalid account, so that the ADMIN's answer (400) makes nothing
        p.put("POST /api/admin/accounts", List.of(new Probe("POST", "/api/admin/accounts", "{\"name\":\"not valid\",\"role\":\"READER\"}", ADMIN)));
        p.put("DELETE /api/admin/accounts/{name}", List.of(new Probe("DELETE", "/api/admin/accounts/no-such-account", null, ADMIN)));
        return p;
    }

    /** The commands a DEVICE (an electronic board or clock) sends, as the contract lists them. */
    private static final Set<String> DEVICE_COMMANDS = Set.of("StartClocks", "MakeMove", "PressClock", "StopClocks");

    private static Set<String> mayCommand(String type) {
        Set<String> who = new TreeSet<>(Set.of("admin", "arbiter-all", "arbiter-in"));
        if (DEVICE_COMMANDS.contains(type)) {
            who.add("device-in");
            who.add("relay-in"); // the relay of the game's round sends what a device sends
        }
        return who;
    }

    // --- the checks ------------------------------------------------------------------------------------

    private static int status(String caller, String method, String path, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + SERVER.server.port() + path))
                .timeout(Duration.ofSeconds(20))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (TOKENS.get(caller) != null) {
            request.header("Authorization", "Bearer " + TOKENS.get(caller));
        }
        try {
            // the headers only: a live stream that lets the caller in never ends
            HttpResponse<InputStream> r = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            r.body().close();
            return r.statusCode();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static boolean letIn(int status) {
        return status != 401 && status != 403;
    }

    @Test
    void everyEndpointOfTheApiLetsInExactlyWhomTheContractSays() {
        JsonNode paths = SERVER.http.anonymous().get("/v3/api-docs").json().get("paths");
        Map<String, List<Probe>> probes = probes();
        List<String> wrong = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = paths.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> path = it.next();
            for (Iterator<String> methods = path.getValue().fieldNames(); methods.hasNext(); ) {
                String endpoint = methods.next().toUpperCase() + " " + path.getKey();
                seen.add(endpoint);
                List<Probe> endpointProbes = probes.get(endpoint);
                if (endpointProbes == null) {
                    wrong.add(endpoint + ": no expectation; write who may use it in AccessPolicy and here");
                    continue;
                }
                for (Probe probe : endpointProbes) {
                    for (String caller : TOKENS.keySet()) {
                        int status = status(caller, probe.method(), probe.path(), probe.body());
                        boolean expected = probe.letIn().contains(caller);
                        if (letIn(status) != expected) {
                            wrong.add(probe.method() + " " + probe.path() + " as " + caller + ": " + status
                                    + (expected ? ", expected to be let in" : ", expected 401 or 403"));
                        }
                        if (!expected && status != (caller.equals("nobody") ? 401 : 403)) {
                            wrong.add(probe.method() + " " + probe.path() + " as " + caller + ": " + status
                                    + ", expected " + (caller.equals("nobody") ? 401 : 403));
                        }
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(seen).as("the API's endpoints, each with an expectation").containsAll(probes.keySet());
    }

    @Test
    void everyCommandIsSentByExactlyWhomTheContractSays() {
        JsonNode schemas = SERVER.http.anonymous().get("/v3/api-docs").json().get("components").get("schemas");
        List<String> types = new ArrayList<>();
        schemas.get("GameCommand").get("oneOf").forEach(ref -> types.add(ref.get("$ref").asText().replaceAll(".*/", "")));
        // the same as the command registry: the types the API binds
        List<String> registry = new ArrayList<>();
        for (JsonSubTypes.Type t : Commands.GameCommand.class.getAnnotation(JsonSubTypes.class).value()) {
            registry.add(t.name());
        }
        assertThat(types).containsExactlyInAnyOrderElementsOf(registry);
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (String type : types) {
            JsonNode example = schemas.get(type).get("example");
            assertThat(example).as("the example body of " + type).isNotNull();
            Set<String> may = mayCommand(type);
            // a game for each command type, in the event and on the board of the "-in" accounts (whatever
            // the callers let in do to it, the next ones are let in or refused all the same)
            String id = AccessHttpTest.game(SERVER.http, EVENT, "1", 1);
            for (String caller : TOKENS.keySet()) {
                int before = SERVER.http.get("/api/games/" + id + "/events").json().size();
                int status = status(caller, "POST", "/api/games/" + id + "/commands", example.toString());
                boolean expected = may.contains(caller);
                if (letIn(status) != expected || (!expected && status != (caller.equals("nobody") ? 401 : 403))) {
                    wrong.add(type + " as " + caller + ": " + status + (expected ? ", expected to be let in" : ", expected a refusal"));
                }
                if (!expected && SERVER.http.get("/api/games/" + id + "/events").json().size() != before) {
                    wrong.add(type + " as " + caller + ": refused, but something was written");
                }
            }
            checked++;
        }
        assertThat(wrong).isEmpty();
        assertThat(checked).as("every command type of the contract").isEqualTo(registry.size());
    }

    @Test
    void creatingAGameIsForTheArbitersOfItsEvent() {
        List<String> wrong = new ArrayList<>();
        for (String caller : TOKENS.keySet()) {
            for (String event : List.of(EVENT, "Other Open")) {
                int status = status(caller, "POST", "/api/games", "{\"event\":\"" + event + "\",\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}");
                boolean expected = Set.of("admin", "arbiter-all").contains(caller)
                        || caller.equals(event.equals(EVENT) ? "arbiter-in" : "arbiter-out");
                if (letIn(status) != expected) {
                    wrong.add("a game of " + event + " created by " + caller + ": " + status);
                }
            }
        }
        assertThat(wrong).isEmpty();
    }
}
