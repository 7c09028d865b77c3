package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract's Access section through real HTTP: credentials, roles and their scope, accounts made,
 * listed and revoked, and the account of every event ({@code recordedBy}), which the client cannot set.
 */
class AccessHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final String AT = "2026-03-01T10:00:00Z";

    /** Makes an account as the ADMIN; its token. */
    static String account(Http admin, String json) {
        Http.Response r = admin.post("/api/admin/accounts", json);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.header("Location")).startsWith("/api/admin/accounts/");
        return r.json().get("token").asText();
    }

    static String game(Http http, String event, String round, int board) {
        Http.Response r = http.post("/api/games", "{\"event\":\"" + event + "\",\"round\":\"" + round + "\",\"board\":" + board
                + ",\"rules\":\"FIDE_2017\",\"timeControl\":\"5400+30\"}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().get("gameId").asText();
    }

    private static void assertProblem(Http.Response r, int status) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/problem+json");
        assertThat(r.json().get("status").asInt()).isEqualTo(status);
        assertThat(r.json().get("detail").asText()).isNotBlank();
    }

    private static int eventCount(String gameId) {
        return SERVER.http.get("/api/games/" + gameId + "/events").json().size();
    }

    @Test
    void withoutACredentialOrWithAnUnknownOneNothingIsReadOrWritten() {
        String id = game(SERVER.http, "Open A", "1", 1);
        Http nobody = SERVER.http.anonymous();
        Http.Response r = nobody.post("/api/games/" + id + "/commands", TestServer.command("StartClocks", AT, ""));
        assertProblem(r, 401);
        assertThat(r.header("WWW-Authenticate")).startsWith("Bearer");
        assertProblem(nobody.get("/api/games/" + id), 401);
        assertProblem(nobody.get("/api/games"), 401);
        assertProblem(nobody.post("/api/admin/projections/rebuild", ""), 401);

        Http forged = SERVER.http.as("adj_notARealTokenAtAllButShapedLikeOne0123456789");
        Http.Response refused = forged.post("/api/games/" + id + "/commands", TestServer.command("StartClocks", AT, ""));
        assertProblem(refused, 401);
        assertThat(refused.header("WWW-Authenticate")).contains("invalid_token");
        assertThat(eventCount(id)).as("nothing written").isEqualTo(1);

        // a header that is not a bearer token is no credential
        Http.Response basic = SERVER.http.anonymous().send(HttpRequest.newBuilder(URI.create(base() + "/api/games"))
                .header("Authorization", "Basic YWRtaW46YWRtaW4=").GET());
        assertProblem(basic, 401);
        assertThat(basic.json().get("detail").asText()).contains("only Authorization: Bearer TOKEN is taken");
    }

    @Test
    void theHealthCheckAndTheOpenApiDescriptionNeedNoCredential() {
        Http nobody = SERVER.http.anonymous();
        Http.Response health = nobody.get("/api/health");
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.json().get("status").asText()).isEqualTo("UP");
        assertThat(nobody.get("/v3/api-docs").status()).isEqualTo(200);
    }

    @Test
    void aDeviceOfBoardThreeMovesOnBoardThreeOnlyAndSendsOnlyWhatABoardSends() {
        Http admin = SERVER.http;
        String board3 = game(admin, "Open D", "2", 3);
        String board4 = game(admin, "Open D", "2", 4);
        Http device = admin.as(account(admin, "{\"name\":\"open-d-r2-b3\",\"role\":\"DEVICE\",\"event\":\"Open D\",\"round\":\"2\",\"board\":3}"));

        assertThat(device.post("/api/games/" + board3 + "/commands", TestServer.command("StartClocks", AT, "")).status()).isEqualTo(200);
        Http.Response moved = device.post("/api/games/" + board3 + "/commands",
                TestServer.command("MakeMove", "2026-03-01T10:00:05Z", "\"player\":\"WHITE\",\"move\":\"e2e4\""));
        assertThat(moved.status()).as(moved.body()).isEqualTo(200);
        assertThat(moved.json().get("events").get(0).get("recordedBy").get("name").asText()).isEqualTo("open-d-r2-b3");
        assertThat(moved.json().get("events").get(0).get("recordedBy").get("role").asText()).isEqualTo("DEVICE");
        assertThat(device.get("/api/games/" + board3).status()).isEqualTo(200);

        Http.Response other = device.post("/api/games/" + board4 + "/commands", TestServer.command("StartClocks", AT, ""));
        assertProblem(other, 403);
        assertThat(other.json().get("detail").asText()).isEqualTo("the DEVICE account \"open-d-r2-b3\" is bound to board 3 of round 2 "
                + "of \"Open D\"; this game is board 4 of round 2 of \"Open D\"; nothing was written");
        // in the language the request names (issue 37); the roles are named as the accounts name them
        Http.Response otherRu = device.post("/api/games/" + board4 + "/commands?lang=ru", TestServer.command("StartClocks", AT, ""));
        assertProblem(otherRu, 403);
        assertThat(otherRu.json().get("detail").asText()).isEqualTo("учётная запись DEVICE \"open-d-r2-b3\" привязана к доске 3 тура 2 "
                + "турнира \"Open D\"; эта партия — доска 4 тура 2 турнира \"Open D\"; ничего не записано");
        assertThat(device.get("/api/games/" + board4 + "?lang=ru").json().get("detail").asText())
                .startsWith("учётная запись DEVICE \"open-d-r2-b3\" привязана к доске 3");
        assertProblem(device.get("/api/games/" + board4), 403);
        assertThat(eventCount(board4)).isEqualTo(1);

        int before = eventCount(board3);
        Http.Response penalty = device.post("/api/games/" + board3 + "/commands", TestServer.command("ImposePenalty",
                "2026-03-01T10:00:09Z", "\"player\":\"BLACK\",\"penalty\":\"LOSS_OF_GAME\""));
        assertProblem(penalty, 403);
        assertThat(penalty.json().get("detail").asText()).contains("ARBITER");
        assertProblem(device.post("/api/games", "{\"event\":\"Open D\",\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}"), 403);
        assertProblem(device.get("/api/games?event=Open%20D"), 403);
        assertThat(eventCount(board3)).as("nothing written").isEqualTo(before);
    }

    @Test
    void aDeviceBoundToAGameActsOnThatGameOnly() {
        Http admin = SERVER.http;
        String mine = game(admin, "Open E", "1", 1);
        String other = game(admin, "Open E", "1", 2);
        Http device = admin.as(account(admin, "{\"name\":\"clock-17\",\"role\":\"DEVICE\",\"game\":\"" + mine + "\"}"));
        assertThat(device.post("/api/games/" + mine + "/commands", TestServer.command("StartClocks", AT, "")).status()).isEqualTo(200);
        assertProblem(device.post("/api/games/" + other + "/commands", TestServer.command("StartClocks", AT, "")), 403);
    }

    @Test
    void anArbiterOfOpenAActsOnOpenAOnly() {
        Http admin = SERVER.http;
        String openB = game(admin, "Open B", "1", 1);
        Http arbiter = admin.as(account(admin, "{\"name\":\"arbiter-open-a\",\"role\":\"ARBITER\",\"events\":[\"Open A\"]}"));

        String openA = game(arbiter, "Open A", "1", 7);
        Http.Response penalty = arbiter.post("/api/games/" + openA + "/commands",
                TestServer.command("ImposePenalty", AT, "\"player\":\"WHITE\",\"penalty\":\"WARNING\""));
        assertThat(penalty.status()).as(penalty.body()).isEqualTo(200);

        Http.Response create = arbiter.post("/api/games", "{\"event\":\"Open B\",\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}");
        assertProblem(create, 403);
        assertThat(create.json().get("detail").asText()).isEqualTo("the ARBITER account \"arbiter-open-a\" is for the event \"Open A\"; "
                + "this game is of \"Open B\"; nothing was written");
        assertThat(arbiter.post("/api/games?lang=ru", "{\"event\":\"Open B\",\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}").json()
                .get("detail").asText()).isEqualTo("учётная запись ARBITER \"arbiter-open-a\" относится к турниру \"Open A\"; "
                + "эта партия — партия турнира \"Open B\"; ничего не записано");
        assertProblem(arbiter.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}"), 403);
        assertProblem(arbiter.post("/api/games/" + openB + "/commands", TestServer.command("AnnulGame", AT, "")), 403);
        assertThat(admin.get("/api/games/" + openB).json().get("status").asText()).isEqualTo("NOT_STARTED");
        assertProblem(arbiter.get("/api/games/" + openB + "/events"), 403);

        // lists: its own event only, named
        Http.Response listed = arbiter.get("/api/games?event=Open%20A");
        assertThat(listed.status()).isEqualTo(200);
        assertProblem(arbiter.get("/api/games"), 403);
        assertProblem(arbiter.get("/api/games?event=Open%20B"), 403);
        // let in (the results come from the read model, which may not have the game yet: 404 then)
        assertThat(arbiter.get("/api/events/Open%20A/results").status()).isIn(200, 404);
        assertProblem(arbiter.get("/api/events/Open%20B/results"), 403);
        assertProblem(arbiter.get("/api/admin/accounts"), 403);
        assertProblem(arbiter.post("/api/admin/projections/rebuild", ""), 403);
    }

    @Test
    void readersAndAppealsReadAndWriteNothing() {
        Http admin = SERVER.http;
        String id = game(admin, "Open F", "1", 1);
        Http reader = admin.as(account(admin, "{\"name\":\"broadcast\",\"role\":\"READER\"}"));
        Http appeals = admin.as(account(admin, "{\"name\":\"appeals-f\",\"role\":\"APPEALS\",\"events\":[\"Open F\"]}"));
        for (Http http : List.of(reader, appeals)) {
            assertThat(http.get("/api/games/" + id).status()).isEqualTo(200);
            assertThat(http.get("/api/games/" + id + "/events").status()).isEqualTo(200);
            assertThat(http.get("/api/games/" + id + "/timeline").status()).isEqualTo(200);
            assertThat(http.get("/api/games/" + id + "/pgn").status()).isEqualTo(200);
            assertProblem(http.post("/api/games/" + id + "/commands", TestServer.command("StartClocks", AT, "")), 403);
            assertProblem(http.post("/api/games", "{\"event\":\"Open F\",\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}"), 403);
            assertProblem(http.post("/api/admin/projections/rebuild", ""), 403);
            assertProblem(http.get("/api/admin/accounts"), 403);
        }
        String elsewhere = game(admin, "Open G", "1", 1);
        assertThat(reader.get("/api/games/" + elsewhere).status()).isEqualTo(200);
        assertProblem(appeals.get("/api/games/" + elsewhere), 403);
        assertThat(eventCount(id)).isEqualTo(1);
    }

    @Test
    void theAccountIsTheCredentialsWhateverTheClientWrites() {
        Http admin = SERVER.http;
        Http arbiter = admin.as(account(admin, "{\"name\":\"arbiter-h\",\"role\":\"ARBITER\"}"));
        String id = game(arbiter, "Open H", "1", 1);
        // an account written into the body is not a field of any command: refused, and nothing written
        Http.Response forged = arbiter.post("/api/games/" + id + "/commands", "{\"type\":\"StartClocks\",\"at\":\"" + AT
                + "\",\"recordedBy\":{\"name\":\"admin\",\"role\":\"ADMIN\"},\"recordedByRole\":\"ADMIN\"}");
        assertThat(forged.status()).as(forged.body()).isEqualTo(400);
        assertThat(forged.json().get("detail").asText()).contains("\"recordedBy\" is not a field of StartClocks");
        assertThat(eventCount(id)).isEqualTo(1);
        // nor does a header set it
        Http.Response r = arbiter.send(HttpRequest.newBuilder(URI.create(base() + "/api/games/" + id + "/commands"))
                .header("Content-Type", "application/json").header("X-Recorded-By", "admin").header("recordedBy", "admin")
                .POST(HttpRequest.BodyPublishers.ofString("{\"type\":\"StartClocks\",\"at\":\"" + AT + "\"}")));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode events = admin.get("/api/games/" + id + "/events").json();
        for (JsonNode event : events) {
            assertThat(event.get("recordedBy").get("name").asText()).isEqualTo("arbiter-h");
            assertThat(event.get("recordedBy").get("role").asText()).isEqualTo("ARBITER");
        }
        JsonNode timeline = admin.get("/api/games/" + id + "/timeline").json();
        assertThat(timeline.get(1).get("recordedBy").get("name").asText()).isEqualTo("arbiter-h");
        String csv = admin.get("/api/games/" + id + "/timeline?format=csv").body();
        assertThat(csv.lines().findFirst().orElseThrow()).startsWith("seq,at,recordedAt,actor,recordedBy,recordedByRole,type");
        assertThat(csv.lines().skip(2).findFirst().orElseThrow()).contains(",ARBITER,arbiter-h,ARBITER,ClocksStarted,");
    }

    @Test
    void aRulingInThePgnNamesTheAccountWhoseCommandGaveIt() {
        Http admin = SERVER.http;
        Http arbiter = admin.as(account(admin, "{\"name\":\"chief-arbiter\",\"role\":\"ARBITER\"}"));
        String id = game(arbiter, "Open I", "1", 1);
        assertThat(arbiter.post("/api/games/" + id + "/commands", TestServer.command("ImposePenalty", AT,
                "\"player\":\"WHITE\",\"penalty\":\"WARNING\",\"reason\":\"talking\"")).status()).isEqualTo(200);
        // (the PGN wraps comments at 80 characters)
        assertThat(admin.get("/api/games/" + id + "/pgn").body().replaceAll("\\s+", " "))
                .contains("penalty on WHITE: WARNING (talking), Art. 12.9.1 FIDE_2017; recorded by chief-arbiter (ARBITER)");
    }

    @Test
    void accountsAreMadeListedWithoutTokensAndRevokedAtOnce() {
        Http admin = SERVER.http;
        Http.Response made = admin.post("/api/admin/accounts", "{\"name\":\"arbiter-j\",\"role\":\"ARBITER\",\"events\":[\"Open J\"]}");
        assertThat(made.status()).isEqualTo(201);
        String token = made.json().get("token").asText();
        assertThat(token).startsWith("adj_").hasSizeGreaterThanOrEqualTo(4 + 43);
        assertThat(made.json().get("createdBy").asText()).isEqualTo("admin");

        Http.Response list = admin.get("/api/admin/accounts");
        assertThat(list.status()).isEqualTo(200);
        assertThat(list.body()).doesNotContain(token).doesNotContain("token");
        List<String> names = new ArrayList<>();
        list.json().forEach(a -> names.add(a.get("name").asText()));
        assertThat(names).contains("admin", "arbiter-j");

        Http arbiter = admin.as(token);
        String id = game(arbiter, "Open J", "1", 1);
        assertThat(admin.delete("/api/admin/accounts/arbiter-j").status()).isEqualTo(204);
        assertProblem(arbiter.get("/api/games/" + id), 401);
        assertProblem(arbiter.post("/api/games/" + id + "/commands", TestServer.command("StartClocks", AT, "")), 401);
        JsonNode revoked = null;
        for (JsonNode a : admin.get("/api/admin/accounts").json()) {
            if (a.get("name").asText().equals("arbiter-j")) {
                revoked = a;
            }
        }
        assertThat(revoked.get("revokedBy").asText()).isEqualTo("admin");
        assertThat(revoked.get("revokedAt").isNull()).isFalse();

        // a name is not given twice, so that the record's names keep meaning one account
        Http.Response taken = admin.post("/api/admin/accounts", "{\"name\":\"arbiter-j\",\"role\":\"READER\"}");
        assertProblem(taken, 409);
        assertThat(taken.json().get("detail").asText()).isEqualTo("an account named \"arbiter-j\" exists or existed; names are not "
                + "given twice, so that the record's names keep meaning one account");
        Http.Response nobody = admin.delete("/api/admin/accounts/nobody");
        assertProblem(nobody, 404);
        assertThat(nobody.json().get("detail").asText()).isEqualTo("no account named \"nobody\"");
        Http.Response last = admin.delete("/api/admin/accounts/admin");
        assertProblem(last, 409);
        assertThat(last.json().get("detail").asText()).isEqualTo("\"admin\" is the last active ADMIN; make another ADMIN first, "
                + "so that somebody can still manage accounts");
        // in the language the request names (issue 37); the roles are named as the accounts name them
        Http.Response takenRu = admin.post("/api/admin/accounts?lang=ru", "{\"name\":\"arbiter-j\",\"role\":\"READER\"}");
        assertProblem(takenRu, 409);
        assertThat(takenRu.json().get("detail").asText()).isEqualTo("учётная запись с именем \"arbiter-j\" существует или существовала; "
                + "имена не выдаются дважды, чтобы каждое имя в записи партий по-прежнему означало одну учётную запись");
        Http.Response nobodyRu = admin.delete("/api/admin/accounts/nobody?lang=ru");
        assertProblem(nobodyRu, 404);
        assertThat(nobodyRu.json().get("detail").asText()).isEqualTo("учётной записи с именем \"nobody\" нет");
        assertThat(nobodyRu.json().get("title").asText()).isEqualTo("Неизвестная учётная запись");
        Http.Response lastRu = admin.delete("/api/admin/accounts/admin?lang=ru");
        assertProblem(lastRu, 409);
        assertThat(lastRu.json().get("detail").asText()).isEqualTo("\"admin\" — последняя действующая учётная запись ADMIN; сначала "
                + "создайте другую учётную запись ADMIN, чтобы учётными записями было кому управлять");
    }

    @Test
    void anAccountThatDoesNotSayExactlyWhatItIsForIsRefused() {
        Http admin = SERVER.http;
        String[][] refused = {
                {"{\"name\":\"x y\",\"role\":\"READER\"}", "name"},
                {"{\"name\":\"r1\",\"role\":\"KING\"}", "role"},
                {"{\"name\":\"r2\",\"role\":\"READER\",\"events\":[\"Open A\"]}", "events"},
                {"{\"name\":\"d1\",\"role\":\"DEVICE\"}", "game"},
                {"{\"name\":\"d2\",\"role\":\"DEVICE\",\"event\":\"Open A\",\"round\":\"1\"}", "board"},
                {"{\"name\":\"d3\",\"role\":\"DEVICE\",\"game\":\"g\",\"event\":\"Open A\",\"round\":\"1\",\"board\":2}", "game"},
                {"{\"name\":\"a1\",\"role\":\"ARBITER\",\"evnts\":[\"Open A\"]}", "evnts"},
                {"{\"name\":\"a2\",\"role\":\"ARBITER\",\"board\":\"three\"}", "board"},
        };
        for (String[] r : refused) {
            Http.Response answer = admin.post("/api/admin/accounts", r[0]);
            assertProblem(answer, 400);
            assertThat(answer.json().get("field").asText()).as(r[0]).isEqualTo(r[1]);
        }
        // the details, as they have always read and in the language the request names (issue 37)
        String[][] details = {
                {"{\"name\":\"x y\",\"role\":\"READER\"}",
                        "name must be 1 to 64 letters, digits, '.', '-' or '_', starting with a letter or digit",
                        "\"name\" — от 1 до 64 латинских букв, цифр, '.', '-' или '_', первый знак — буква или цифра"},
                {"{\"name\":\"r2\",\"role\":\"READER\",\"events\":[\"Open A\"]}",
                        "an account of role READER is for everything: it takes no events, game or board",
                        "учётная запись с ролью READER относится ко всему: турниры, партия и доска ей не указываются"},
                {"{\"name\":\"a1\",\"role\":\"ARBITER\",\"evnts\":[\"Open A\"]}",
                        "unknown field \"evnts\"; an account has name, role, events, game, event, round, board",
                        "неизвестное поле \"evnts\"; у учётной записи есть поля name, role, events, game, event, round, board"},
        };
        for (String[] d : details) {
            Http.Response english = admin.post("/api/admin/accounts", d[0]);
            assertProblem(english, 400);
            assertThat(english.json().get("detail").asText()).isEqualTo(d[1]);
            Http.Response russian = admin.post("/api/admin/accounts?lang=ru", d[0]);
            assertProblem(russian, 400);
            assertThat(russian.json().get("detail").asText()).isEqualTo(d[2]);
            assertThat(russian.json().get("field").asText()).isEqualTo(english.json().get("field").asText());
        }
        List<String> names = new ArrayList<>();
        admin.get("/api/admin/accounts").json().forEach(a -> names.add(a.get("name").asText()));
        assertThat(names).doesNotContain("r1", "r2", "d1", "d2", "d3", "a1", "a2");
    }

    private static String base() {
        return "http://127.0.0.1:" + SERVER.server.port();
    }
}
