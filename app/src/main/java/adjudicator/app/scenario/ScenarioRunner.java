package adjudicator.app.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Replays a scenario through the HTTP API of a running server and compares what happened with what
 * the scenario expects: a disputed case written down as data, replayed the same way every time.
 *
 * <p>A scenario is one JSON object:
 * <pre>{@code
 * {
 *   "title": "an incorrect threefold claim with 1:30 left (FIDE 2005 9.5b)",
 *   "game": {"rules": "FIDE_2005", "timeControl": "5400"},          // the body of POST /api/games
 *   "commands": [                                                    // sent in order, "gameId" filled in
 *     {"type": "StartClocks", "at": "2026-03-01T10:00:00Z"},
 *     {"type": "ClaimDraw", "at": "...", "player": "WHITE", "basis": "THREEFOLD_REPETITION",
 *      "expect": {"status": 200, "events": [{"type": "DrawClaimed"}, {"type": "ClaimRejected", "claimantDeltaMs": -30000}]}}
 *   ],
 *   "expect": {                                                      // the final state, optional
 *     "at": "...",                                                   // read with ?at= (optional)
 *     "state": {"status": "IN_PROGRESS", "clocks": {"white": {"remainingMs": 60000}}},
 *     "events": ["GameCreated", "ClocksStarted", "DrawClaimed", "ClaimRejected", "DrawOffered"],
 *     "pgnContains": ["rejected: NOT_REPEATED"]
 *   }
 * }
 * }</pre>
 * Expected objects are matched partially: only the fields they name are compared, recursively, and
 * expected event lists must match in length and order. A command's {@code expect.status} other than 200
 * is checked with the Problem Details' {@code article} if {@code expect.article} is given. Without
 * {@code expect} a command must simply be accepted.
 */
public final class ScenarioRunner {

    private final ObjectMapper mapper = new ObjectMapper();
    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;
    private final String token;

    /**
     * @param base  the server's address, e.g. {@code http://127.0.0.1:8080}
     * @param token the bearer token the scenarios are sent with (an ARBITER's or an ADMIN's)
     */
    public ScenarioRunner(String base, String token) {
        this.base = base;
        this.token = token;
    }

    /** What a replay found: the game it created, its final state, and every mismatch (none: it passed). */
    public record Outcome(String title, String gameId, JsonNode state, List<String> failures) {
        public boolean passed() {
            return failures.isEmpty();
        }
    }

    public Outcome run(JsonNode scenario) {
        String title = scenario.path("title").asText("(untitled)");
        List<String> failures = new ArrayList<>();
        Response created = post("/api/games", scenario.path("game"));
        if (created.status() != 201) {
            failures.add("the game could not be created: " + created.status() + " " + created.body());
            return new Outcome(title, null, null, failures);
        }
        String gameId = created.json().get("gameId").asText();
        int step = 0;
        for (JsonNode command : scenario.path("commands")) {
            step++;
            ObjectNode body = command.deepCopy();
            JsonNode expect = body.remove("expect");
            Response answer = post("/api/games/" + gameId + "/commands", body);
            String where = "command " + step + " (" + command.path("type").asText() + " at " + command.path("at").asText() + ")";
            int status = expect == null ? 200 : expect.path("status").asInt(200);
            if (answer.status() != status) {
                failures.add(where + ": status " + answer.status() + ", expected " + status + ": " + answer.body());
                continue;
            }
            if (expect == null) {
                continue;
            }
            if (status != 200 && expect.has("article")) {
                compare(where + ": article", expect.get("article"), answer.json().get("article"), failures);
            }
            if (status == 200 && expect.has("events")) {
                compareEvents(where, expect.get("events"), answer.json().get("events"), failures);
            }
        }
        JsonNode expect = scenario.path("expect");
        String at = expect.hasNonNull("at") ? "?at=" + expect.get("at").asText() : "";
        JsonNode state = get("/api/games/" + gameId + at).json();
        if (expect.has("state")) {
            compare("final state", expect.get("state"), state, failures);
        }
        if (expect.has("events")) {
            compareEvents("all events", expect.get("events"), get("/api/games/" + gameId + "/events").json(), failures);
        }
        if (expect.has("pgnContains")) {
            String pgn = get("/api/games/" + gameId + "/pgn").body();
            // the PGN wraps its lines at 80 characters, in comments too: a break counts as a space
            String flowing = pgn.replaceAll("\\s+", " ");
            for (JsonNode text : expect.get("pgnContains")) {
                if (!flowing.contains(text.asText().replaceAll("\\s+", " "))) {
                    failures.add("the PGN does not contain \"" + text.asText() + "\":\n" + pgn);
                }
            }
        }
        return new Outcome(title, gameId, state, failures);
    }

    /** Each expected event is a type name or an object naming the type and any fields to compare. */
    private void compareEvents(String where, JsonNode expected, JsonNode actual, List<String> failures) {
        if (actual == null || !actual.isArray() || actual.size() != expected.size()) {
            failures.add(where + ": " + (actual == null ? 0 : actual.size()) + " events " + types(actual) + ", expected "
                    + expected.size() + " " + expected);
            return;
        }
        for (int i = 0; i < expected.size(); i++) {
            JsonNode e = expected.get(i);
            JsonNode wanted = e.isTextual() ? mapper.createObjectNode().put("type", e.asText()) : e;
            compare(where + ": event " + (i + 1), wanted, actual.get(i), failures);
        }
    }

    private static List<String> types(JsonNode events) {
        List<String> types = new ArrayList<>();
        if (events != null) {
            events.forEach(e -> types.add(e.path("type").asText()));
        }
        return types;
    }

    /** Partial comparison: every field of {@code expected} must be in {@code actual} with an equal value. */
    private static void compare(String where, JsonNode expected, JsonNode actual, List<String> failures) {
        if (expected.isObject()) {
            if (actual == null || !actual.isObject()) {
                failures.add(where + ": expected an object " + expected + ", found " + actual);
                return;
            }
            Iterator<Map.Entry<String, JsonNode>> fields = expected.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                compare(where + "." + field.getKey(), field.getValue(), actual.get(field.getKey()), failures);
            }
            return;
        }
        if (expected.isArray()) {
            if (actual == null || !actual.isArray() || actual.size() != expected.size()) {
                failures.add(where + ": expected " + expected + ", found " + actual);
                return;
            }
            for (int i = 0; i < expected.size(); i++) {
                compare(where + "[" + i + "]", expected.get(i), actual.get(i), failures);
            }
            return;
        }
        boolean equal = actual != null && (expected.isNumber() && actual.isNumber()
                ? expected.decimalValue().compareTo(actual.decimalValue()) == 0
                : expected.equals(actual));
        if (!equal) {
            failures.add(where + ": expected " + expected + ", found " + actual);
        }
    }

    private Response post(String path, JsonNode body) {
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create(base + path))
                    .header("Content-Type", "application/json").header("Authorization", "Bearer " + token)
                    .POST(HttpRequest.BodyPublishers.ofString(mapper.writeValueAsString(body))).build();
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            return new Response(r.statusCode(), r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private Response get(String path) {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + path))
                            .header("Authorization", "Bearer " + token).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Response(r.statusCode(), r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private record Response(int status, String body) {
        JsonNode json() {
            try {
                return new ObjectMapper().readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
