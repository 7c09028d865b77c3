package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract's error answers and idempotency through HTTP: RFC 9457 Problem Details with the
 * article and edition where a rule is the reason, and nothing written on a rejection.
 */
class ContractHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static String newGame(String rules, String timeControl) {
        return SERVER.server.newGame(rules, timeControl);
    }

    private static int eventCount(String id) {
        return SERVER.http.get("/api/games/" + id + "/events").json().size();
    }

    /** Sends a command that must be rejected; checks the Problem Details and that nothing was appended. */
    private static JsonNode rejected(String id, String body, int status) {
        int before = eventCount(id);
        Http.Response r = SERVER.http.post("/api/games/" + id + "/commands", body);
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/problem+json");
        JsonNode problem = r.json();
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.hasNonNull("title")).isTrue();
        assertThat(problem.hasNonNull("detail")).isTrue();
        assertThat(eventCount(id)).as("a rejected command writes nothing").isEqualTo(before);
        return problem;
    }

    @Test
    void malformedInputIs400() {
        String id = newGame("FIDE_2017", "300+2");
        rejected(id, "{not json", 400);
        rejected(id, "{\"type\":\"StartClocks\"}", 400);                                  // no at
        rejected(id, "{\"type\":\"StartClocks\",\"at\":\"yesterday\"}", 400);
        rejected(id, "{\"type\":\"Castle\",\"at\":\"2026-03-01T10:00:00Z\"}", 400);
        rejected(id, "{\"type\":\"PressClock\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"GREEN\"}", 400);
        assertThat(SERVER.http.post("/api/games", "{\"rules\":\"FIDE_1999\"}").status()).isEqualTo(400);
        assertThat(SERVER.http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"40/\"}").status()).isEqualTo(400);
        assertThat(SERVER.http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"board\":1.5}").status()).isEqualTo(400);
        assertThat(SERVER.http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"round\":{\"a\":1}}").status()).isEqualTo(400);
        assertThat(SERVER.http.get("/api/games/" + id + "/position?afterEvent=x").status()).isEqualTo(400);
    }

    @Test
    void unknownGameIs404() {
        Http.Response r = SERVER.http.post("/api/games/no-such-game/commands",
                "{\"type\":\"Resign\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\"}");
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.contentType()).startsWith("application/problem+json");
        assertThat(SERVER.http.get("/api/games/no-such-game").status()).isEqualTo(404);
        assertThat(SERVER.http.get("/api/games/no-such-game/events").status()).isEqualTo(404);
        assertThat(SERVER.http.get("/api/games/no-such-game/pgn").status()).isEqualTo(404);
        String id = newGame("FIDE_2017", "-");
        assertThat(SERVER.http.get("/api/games/" + id + "/position?afterEvent=5").status()).isEqualTo(404);
    }

    @Test
    void article1_1_aMoveOutOfTurnIs409CitingTheArticleAndEdition() {
        String id = newGame("RF_2013", "-");
        JsonNode problem = rejected(id, "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"BLACK\",\"move\":\"e5\"}", 409);
        assertThat(problem.get("article").asText()).isEqualTo("1.1");
        assertThat(problem.get("rules").asText()).isEqualTo("RF_2013");
    }

    @Test
    void anInstantBeforeTheLastEventIs409() {
        String id = newGame("FIDE_2017", "-");
        assertThat(SERVER.http.post("/api/games/" + id + "/commands",
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:10Z\",\"player\":\"WHITE\",\"move\":\"e4\"}").status()).isEqualTo(200);
        rejected(id, "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:09Z\",\"player\":\"BLACK\",\"move\":\"e5\"}", 409);
    }

    @Test
    void aMoveThatCannotBeAFactIs422() {
        String id = newGame("FIDE_2023", "-");
        rejected(id, "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"move\":\"e3e4\"}", 422);
        JsonNode promotion = rejected(id, "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"move\":\"e2e4k\"}", 422);
        assertThat(promotion.get("article").asText()).isEqualTo("3.7e");
    }

    @Test
    void article3_1_anIllegalMoveMadeOnTheBoardIsRecordedAndFlagged() {
        String id = newGame("FIDE_2005", "-");
        Http.Response r = SERVER.http.post("/api/games/" + id + "/commands",
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"move\":\"e1e2\"}");
        assertThat(r.status()).isEqualTo(200);
        JsonNode event = r.json().get("events").get(0);
        assertThat(event.get("legal").asBoolean()).isFalse();
        assertThat(event.get("reason").asText()).isEqualTo("CAPTURES_OWN_PIECE");
        assertThat(event.get("article").asText()).isEqualTo("3.1");
        JsonNode state = SERVER.http.get("/api/games/" + id).json();
        assertThat(state.get("sideToMove").asText()).isEqualTo("BLACK");
        assertThat(state.get("moves").get(0).asText()).isEqualTo("e1e2");
        assertThat(state.get("moveList").get(0).get("legal").asBoolean()).isFalse();
    }

    @Test
    void aCommandsAnswerIsExactlyItsEventsAsStored() {
        // answers are rendered from the messages applied, /events from the store: they must agree
        String id = newGame("FIDE_2017", "300+2");
        String[] commands = {
                "{\"type\":\"StartClocks\",\"at\":\"2026-03-01T10:00:00.250Z\"}",
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:03.125Z\",\"player\":\"WHITE\",\"move\":\"f3\"}",
                "{\"type\":\"PressClock\",\"at\":\"2026-03-01T10:00:03.500Z\",\"player\":\"WHITE\"}",
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:05Z\",\"player\":\"BLACK\",\"move\":\"e5\"}",
                "{\"type\":\"PressClock\",\"at\":\"2026-03-01T10:00:05.001Z\",\"player\":\"BLACK\"}",
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:07Z\",\"player\":\"WHITE\",\"move\":\"g4\"}",
                "{\"type\":\"PressClock\",\"at\":\"2026-03-01T10:00:08Z\",\"player\":\"WHITE\"}",
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:09Z\",\"player\":\"BLACK\",\"move\":\"Qh4\"}"};
        java.util.List<JsonNode> answered = new java.util.ArrayList<>();
        for (String command : commands) {
            Http.Response r = SERVER.http.post("/api/games/" + id + "/commands", command);
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            r.json().get("events").forEach(answered::add);
        }
        JsonNode stored = SERVER.http.get("/api/games/" + id + "/events").json();
        assertThat(answered).hasSize(stored.size() - 1); // all but GameCreated
        assertThat(answered.get(answered.size() - 1).get("type").asText()).isEqualTo("GameEnded");
        for (int i = 0; i < answered.size(); i++) {
            assertThat(answered.get(i)).as("event %d", i + 1).isEqualTo(stored.get(i + 1));
        }
    }

    @Test
    void aRepeatedCommandIdAnswersTheSameAndAppendsNothing() {
        String id = newGame("FIDE_2017", "-");
        String body = "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"move\":\"d4\",\"commandId\":\"tablet-7-0001\"}";
        Http.Response first = SERVER.http.post("/api/games/" + id + "/commands", body);
        Http.Response again = SERVER.http.post("/api/games/" + id + "/commands", body);
        assertThat(first.status()).isEqualTo(200);
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.body()).isEqualTo(first.body());
        assertThat(eventCount(id)).isEqualTo(2);
    }


    @Test
    void theStateAtAnInstantAdvancesTheRunningClock() {
        String id = newGame("FIDE_2017", "300+2");
        SERVER.http.post("/api/games/" + id + "/commands", TestServer.command("StartClocks", "2026-03-01T10:00:00Z", ""));
        JsonNode at = SERVER.http.get("/api/games/" + id + "?at=2026-03-01T10:00:12.5Z").json();
        assertThat(at.get("clocks").get("white").get("remainingMs").asLong()).isEqualTo(287_500);
        assertThat(at.get("clocks").get("running").asText()).isEqualTo("WHITE");
        JsonNode before = SERVER.http.get("/api/games/" + id + "?at=2026-03-01T09:59:00Z").json();
        assertThat(before.get("status").asText()).isEqualTo("NOT_STARTED");
        assertThat(before.get("clocks").get("white").get("remainingMs").asLong()).isEqualTo(300_000);
    }

    @Test
    void theAppServesItsOpenApiDescription() {
        Http.Response docs = SERVER.http.get("/v3/api-docs");
        assertThat(docs.status()).isEqualTo(200);
        JsonNode api = docs.json();
        assertThat(api.get("info").get("title").asText()).contains("FIDE");
        JsonNode paths = api.get("paths");
        for (String path : new String[]{"/api/games", "/api/games/{gameId}", "/api/games/{gameId}/commands",
                "/api/games/{gameId}/events", "/api/games/{gameId}/position", "/api/games/{gameId}/pgn",
                "/api/games/{gameId}/timeline"}) {
            assertThat(paths.has(path)).as(path).isTrue();
        }
    }

    @Test
    void theOpenApiDescriptionGivesEveryCommandWithItsFieldsAndAnExampleAndEveryEventType() {
        JsonNode api = SERVER.http.get("/v3/api-docs").json();
        JsonNode schemas = api.get("components").get("schemas");
        JsonNode commands = schemas.get("GameCommand").get("oneOf");
        assertThat(commands.size()).isEqualTo(31);
        for (JsonNode ref : commands) {
            String name = ref.get("$ref").asText().replace("#/components/schemas/", "");
            JsonNode command = schemas.get(name);
            assertThat(command.get("example").get("type").asText()).as(name).isEqualTo(name);
            assertThat(command.get("required")).as(name + " requires at").anySatisfy(f -> assertThat(f.asText()).isEqualTo("at"));
            assertThat(command.get("description").asText()).as(name).isNotBlank();
        }
        JsonNode move = schemas.get("MakeMove").get("allOf").get(1).get("properties");
        assertThat(move.get("player").get("enum")).hasSize(2);
        assertThat(move.get("move").get("maxLength").asInt()).isEqualTo(1000);
        assertThat(schemas.get("GameEvent").get("oneOf").size()).isEqualTo(45);
        for (String event : new String[]{"GameCreated", "MoveMade", "ClaimRejected", "PenaltyImposed", "GameEnded", "BothFlagsFell", "SourceEndingRecorded"}) {
            assertThat(schemas.has(event)).as(event).isTrue();
        }
        assertThat(schemas.get("PenaltyImposed").get("properties").get("penalty").get("enum")).hasSize(9);
        assertThat(schemas.get("ObserveFlagFall").get("allOf").get(1).get("properties").get("side").get("enum").toString())
                .as("the contract's BOTH").contains("BOTH");
        assertThat(api.get("paths").get("/api/games/{gameId}/events").get("get").get("responses").get("200").toString())
                .contains("GameEvent");
        assertThat(api.get("paths").has("/api/games/{gameId}/readjudication")).isTrue();
    }

    @Test
    void aMalformedFieldIs400NamingTheField() {
        String id = newGame("FIDE_2017", "300");
        String at = "\"at\":\"2026-03-01T10:00:00Z\"";
        assertThat(rejected(id, "{\"type\":\"PressClock\"," + at + ",\"player\":\"GREEN\"}", 400).get("detail").asText())
                .isEqualTo("\"player\" must be one of [WHITE, BLACK], not \"GREEN\"");
        assertThat(rejected(id, "{\"type\":\"MakeMove\"," + at + ",\"player\":\"WHITE\",\"move\":5}", 400)
                .get("detail").asText()).isEqualTo("\"move\" must be a string");
        assertThat(rejected(id, "{\"type\":\"MakeMove\"," + at + ",\"player\":\"WHITE\"}", 400).get("detail").asText())
                .isEqualTo("\"move\" is required");
        assertThat(rejected(id, "{\"type\":\"CorrectClocks\"," + at + ",\"whiteRemainingMs\":1.5,\"blackRemainingMs\":1}", 400)
                .get("detail").asText()).isEqualTo("\"whiteRemainingMs\" must be a whole number");
        assertThat(rejected(id, "{\"type\":\"ReportAbsence\"," + at + ",\"player\":\"WHITE\",\"waived\":\"yes\"}", 400)
                .get("detail").asText()).isEqualTo("\"waived\" must be true or false");
        assertThat(rejected(id, "{\"type\":\"ClaimDraw\"," + at + ",\"player\":\"WHITE\",\"basis\":\"FLAG_FALL\"}", 400)
                .get("detail").asText()).isEqualTo("\"basis\" must be one of [THREEFOLD_REPETITION, FIFTY_MOVE_RULE, "
                        + "QUICKPLAY_FINISH], not \"FLAG_FALL\"");
        assertThat(rejected(id, "{\"type\":\"ReportIllegalMove\"," + at + ",\"by\":\"SYSTEM\"}", 400).get("detail").asText())
                .isEqualTo("\"by\" must be one of [ARBITER, WHITE, BLACK], not \"SYSTEM\"");
        assertThat(rejected(id, "{\"type\":\"PressClock\",\"at\":\"yesterday\",\"player\":\"WHITE\"}", 400)
                .get("detail").asText()).startsWith("\"at\" must be an ISO-8601 UTC instant");
        assertThat(rejected(id, "{\"at\":\"2026-03-01T10:00:00Z\"}", 400).get("detail").asText()).isEqualTo("\"type\" is required");
        Http.Response created = SERVER.http.post("/api/games", "{\"rules\":\"FIDE_1999\"}");
        assertThat(created.json().get("detail").asText())
                .isEqualTo("\"rules\" must be one of [FIDE_2005, RF_2013, FIDE_2017, FIDE_2023], not \"FIDE_1999\"");
    }

    @Test
    void anInstantBeforeTheGameWasSetUpIs422() {
        Http.Response created = SERVER.http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"300\",\"at\":\"2026-03-01T09:00:00Z\"}");
        String id = created.json().get("gameId").asText();
        Http.Response before = SERVER.http.get("/api/games/" + id + "?at=2026-03-01T08:59:59Z");
        assertThat(before.status()).isEqualTo(422);
        assertThat(before.contentType()).startsWith("application/problem+json");
        assertThat(SERVER.http.get("/api/games/" + id + "?at=2026-03-01T09:00:00Z").status()).isEqualTo(200);
    }

    @Test
    void article2_2_aStartPositionWithMoreThanSixteenMenIs400AndCreatesNoGame() {
        // 24 white queens: 270 legal moves, more than any real position has; before the check it was
        // accepted, and the flag-fall analysis then failed with a 500
        Http.Response r = SERVER.http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"5400+30\","
                + "\"startFen\":\"QQQQQQQQ/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/Q5RB/KQQQQQBk w - - 0 1\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(400);
        assertThat(r.contentType()).startsWith("application/problem+json");
        assertThat(r.json().get("detail").asText()).contains("white has 28 men").contains("2.2");
    }

    @Test
    void instantsAndTimesBeyondWhatAClockCanCountAre400AndWriteNothing() {
        // each of these used to answer 500 (millisecond arithmetic overflowing) or was stored
        String id = newGame("FIDE_2017", "300");
        rejected(id, "{\"type\":\"StartClocks\",\"at\":\"-999999999-01-01T00:00:00Z\"}", 400);
        rejected(id, "{\"type\":\"StartClocks\",\"at\":\"+10000-01-01T00:00:00Z\"}", 400);
        assertThat(SERVER.http.post("/api/games/" + id + "/commands", "{\"type\":\"StartClocks\",\"at\":\"2026-03-01T10:00:00Z\"}")
                .status()).isEqualTo(200);
        rejected(id, "{\"type\":\"CorrectClocks\",\"at\":\"2026-03-01T10:00:01Z\","
                + "\"whiteRemainingMs\":9223372036854775807,\"blackRemainingMs\":1000}", 400);
        JsonNode problem = rejected(id, "{\"type\":\"ImposePenalty\",\"at\":\"2026-03-01T10:00:02Z\",\"player\":\"WHITE\","
                + "\"penalty\":\"ADD_OPPONENT_TIME\",\"amountMs\":9223372036854775807}", 400);
        assertThat(problem.get("detail").asText()).contains("amountMs must be at most 31536000000");
        rejected(id, "{\"type\":\"AwardTime\",\"at\":\"2026-03-01T10:00:02Z\",\"player\":\"WHITE\","
                + "\"amountMs\":31536000001}", 400);
        Http.Response query = SERVER.http.get("/api/games/" + id + "?at=%2B999999999-12-31T23:59:59Z");
        assertThat(query.status()).isEqualTo(400);
        assertThat(query.contentType()).startsWith("application/problem+json");
        // a year is still accepted
        assertThat(SERVER.http.post("/api/games/" + id + "/commands", "{\"type\":\"ImposePenalty\",\"at\":\"2026-03-01T10:00:03Z\","
                + "\"player\":\"WHITE\",\"penalty\":\"ADD_OPPONENT_TIME\",\"amountMs\":31536000000}").status()).isEqualTo(200);
    }

    @Test
    void aTextOfMoreThanAThousandCharactersIs400AndWritesNothing() {
        // a player's name of five megabytes used to be stored as it came
        String long1001 = "W".repeat(1001);
        Http.Response created = SERVER.http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"white\":\"" + long1001 + "\"}");
        assertThat(created.status()).isEqualTo(400);
        assertThat(created.json().get("detail").asText()).contains("\"white\" has 1001 characters");
        assertThat(SERVER.http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"white\":\"" + "W".repeat(1000) + "\"}").status())
                .isEqualTo(201);
        String id = newGame("FIDE_2017", "300");
        rejected(id, "{\"type\":\"ImposePenalty\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\","
                + "\"penalty\":\"WARNING\",\"reason\":\"" + long1001 + "\"}", 400);
    }

    @Test
    void aRequestRefusedBeforeTheApplicationStillGetsProblemDetails() throws Exception {
        // a '{' in the path is refused by Tomcat's connector itself, which used to answer its HTML page
        int port = SERVER.server.port();
        try (java.net.Socket socket = new java.net.Socket("localhost", port)) {
            socket.getOutputStream().write(("GET /api/games/{x} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(answer).startsWith("HTTP/1.1 400");
            assertThat(answer).containsIgnoringCase("Content-Type: application/problem+json");
            String body = answer.substring(answer.indexOf("\r\n\r\n") + 4);
            JsonNode problem = new com.fasterxml.jackson.databind.ObjectMapper().readTree(body);
            assertThat(problem.get("status").asInt()).isEqualTo(400);
            assertThat(problem.get("title").asText()).isEqualTo("Bad Request");
        }
    }
}
