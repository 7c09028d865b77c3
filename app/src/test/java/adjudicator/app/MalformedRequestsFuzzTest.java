package adjudicator.app;

import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * At least 10,000 malformed requests ({@code -Dfuzz.requests=N}, {@code -Dfuzz.seed=S}) spread over
 * every endpoint of the OpenAPI description: broken and mistyped bodies, unknown fields and types,
 * deep nesting, huge numbers, invalid UTF-8, control characters, oversized bodies, odd content types,
 * odd path segments and query parameters, missing or forged credentials. None may be a 5xx, and none
 * may write an event. The count of answers by status is printed. (Issue 19, item 7; docs/reliability.md.)
 */
@Tag("reliability")
class MalformedRequestsFuzzTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass(
            "--adjudicator.access.failed-authentication.per-minute=1000000");

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final int REQUESTS = Integer.getInteger("fuzz.requests", 10_000);

    private record Endpoint(String method, String template) {
    }

    @Test
    void tenThousandMalformedRequestsAcrossEveryEndpointGetNo5xxAndWriteNothing() {
        String game = SERVER.server.newGame("{\"event\":\"Fuzz Open\",\"round\":\"1\",\"board\":1,\"rules\":\"FIDE_2023\",\"timeControl\":\"300\"}");
        tournament = SERVER.http.post("/api/tournaments", "{\"name\":\"Fuzz Cup\",\"rounds\":3,\"rules\":\"FIDE_2023\"}")
                .json().get("tournamentId").asText();
        List<Endpoint> endpoints = new ArrayList<>();
        JsonNode paths = SERVER.http.anonymous().get("/v3/api-docs").json().get("paths");
        for (Iterator<Map.Entry<String, JsonNode>> it = paths.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> path = it.next();
            for (Iterator<String> methods = path.getValue().fieldNames(); methods.hasNext(); ) {
                String method = methods.next().toUpperCase();
                // these take no body and no parameter: any request to them is a well-formed one
                // (a round's games are created from its pairings, a feed address issued without a body: a request without a
                // body is a well-formed one)
                if (!path.getKey().equals("/api/admin/projections/rebuild") && !path.getKey().equals("/api/admin/integrity/checkpoints")
                        && !path.getKey().endsWith("/rounds/{round}/games") && !path.getKey().endsWith("/rounds/{round}/feeds")) {
                    endpoints.add(new Endpoint(method, path.getKey()));
                }
            }
        }
        assertThat(endpoints).hasSizeGreaterThan(20);
        long before = storedEvents();
        Random random = new Random(Long.getLong("fuzz.seed", 20261201L));
        Map<Integer, Integer> byStatus = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < REQUESTS; i++) {
            Endpoint e = endpoints.get(random.nextInt(endpoints.size()));
            String path = path(e.template(), game, random) + query(random);
            String body = e.method().equals("GET") || e.method().equals("DELETE") ? (random.nextInt(10) == 0 ? body(random) : null) : body(random);
            int status = send(e.method(), path, body, random);
            byStatus.merge(status, 1, Integer::sum);
            if (status >= 500) {
                failures.add(status + " for " + e.method() + " " + path + " " + (body == null ? "" : body.substring(0, Math.min(200, body.length()))));
            }
        }
        System.out.println("fuzz: " + REQUESTS + " malformed requests over " + endpoints.size() + " endpoints, answers by status " + byStatus);
        assertThat(failures).as("answers 5xx").isEmpty();
        assertThat(byStatus.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(REQUESTS);
        assertThat(storedEvents()).as("no malformed request wrote an event").isEqualTo(before);
    }

    private static long storedEvents() {
        try (Stream<StoredEvent> heads = SERVER.server.bean(StoredEvents.class).heads()) {
            return heads.mapToLong(h -> h.seq() + 1).sum();
        }
    }

    private static final String[] SEGMENTS = {"no-such-game", "..", "%2e%2e%2f", "%00", "%E2%80%AE", "a%20b", "%FF%FE",
            "x".repeat(3000), "%7B%7D", "%22%27", "-1", "0", "Fuzz%20Open", "%F0%9F%98%80", "null"};

    static String tournament;

    private static String path(String template, String game, Random r) {
        String path = template;
        path = path.replace("{tournamentId}", r.nextInt(3) == 0 ? tournament : SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{appealId}", SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{edition}", r.nextBoolean() ? "FIDE_2017" : SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{gameId}", r.nextInt(3) == 0 ? game : SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{event}", r.nextInt(3) == 0 ? "Fuzz%20Open" : SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{round}", r.nextBoolean() ? "1" : SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{name}", SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{feedId}", SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{relayId}", SEGMENTS[r.nextInt(SEGMENTS.length)]);
        path = path.replace("{secret}", SEGMENTS[r.nextInt(SEGMENTS.length)]);
        return path.replace("{*rest}", SEGMENTS[r.nextInt(SEGMENTS.length)]);
    }

    private static final String[] QUERIES = {"", "", "?at=yesterday", "?at=2026-13-45T99:99:99Z", "?afterEvent=-5", "?afterEvent=abc",
            "?limit=-1", "?limit=99999999999", "?from=x&limit=0", "?rules=FIDE_1900", "?format=xml", "?lang=zz", "?actor=KING",
            "?kind=NoSuchEvent", "?event=", "?round=%00", "?a=%FF%FE&&&=", "?at=" + "9".repeat(400)};

    private static String query(Random r) {
        return QUERIES[r.nextInt(QUERIES.length)];
    }

    private static String body(Random r) {
        String command = "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:07Z\",\"player\":\"WHITE\",\"move\":\"e2e4\"}";
        return switch (r.nextInt(19)) {
            case 0 -> command.substring(0, r.nextInt(command.length() - 1)); // cut short
            case 1 -> command.replace("\"2026-03-01T10:00:07Z\"", "123");
            case 2 -> command.replace("MakeMove", "MakeMoves");
            case 3 -> command.replace("}", ",\"extra\":{\"deep\":[1,2,3]}}");
            case 4 -> "[".repeat(2000) + "]".repeat(2000);
            case 5 -> command.replace("\"e2e4\"", "1e400");
            case 6 -> command.replace("e2e4", "e2\\u0000e4");
            case 7 -> new String(new byte[]{(byte) 0xC3, (byte) 0x28, (byte) 0xA0, (byte) 0xA1}, StandardCharsets.ISO_8859_1);
            case 8 -> "";
            case 9 -> "null";
            case 10 -> "[" + command + "]";
            case 11 -> command.replace("{\"type\"", "{\"type\":\"Resign\",\"type\"");
            case 12 -> command + " trailing";
            case 13 -> "{\"white\":\"" + "W".repeat(70_000) + "\"}";
            case 14 -> "{\"rules\":\"FIDE_2023\",\"board\":-1,\"round\":\"one\"}";
            case 15 -> "{\"name\":\"bad name!\",\"role\":\"KING\"}";
            case 16 -> command.replace("\"WHITE\"", "{\"$ne\":null}");
            case 17 -> r.nextBoolean() ? "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":1}]}"
                    : "{\"type\":\"DecideAppeal\",\"decision\":\"UPHELD\",\"votes\":[]}";
            default -> "{\"type\":\"" + "A".repeat(r.nextInt(50)) + "\",\"at\":" + r.nextLong() + "}";
        };
    }

    private static final String[] CONTENT_TYPES = {"application/json", "application/json", "application/json", "text/plain",
            "*/*", "application/*", "application/json; charset=ISO-8859-1", "application/x-www-form-urlencoded", "nonsense", null};

    private static int send(String method, String path, String body, Random r) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + SERVER.server.port() + path))
                .timeout(Duration.ofSeconds(20))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.ISO_8859_1));
        String type = CONTENT_TYPES[r.nextInt(CONTENT_TYPES.length)];
        if (body != null && type != null) {
            request.header("Content-Type", type);
        }
        switch (r.nextInt(10)) {
            case 0 -> { } // no credential
            case 1 -> request.header("Authorization", "Bearer adj_" + "x".repeat(43));
            case 2 -> request.header("Authorization", "Basic YWRtaW46YWRtaW4=");
            default -> request.header("Authorization", "Bearer " + TestServer.ADMIN_TOKEN);
        }
        try {
            // the headers only: a live stream that answers 200 never ends
            HttpResponse<InputStream> answer = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            answer.body().close();
            return answer.statusCode();
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
