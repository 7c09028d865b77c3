package adjudicator.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The limits against abuse, each on a server of its own started with a small limit: requests per
 * account (429 with {@code Retry-After}), the size of a body (413), failed authentications from one
 * address (429 before any credential is looked at); and public reading, which opens the broadcast's
 * read-only endpoints to everybody and nothing else.
 */
@ExtendWith(OutputCaptureExtension.class)
class AccessLimitsHttpTest {

    @TempDir
    Path dir;

    @Test
    void anAccountThatSendsTooManyRequestsIsToldWhenToComeBack() {
        try (TestServer server = TestServer.start(dir, "--adjudicator.access.rate-limit.per-second=1",
                "--adjudicator.access.rate-limit.burst=3")) {
            Http admin = server.http;
            Http reader = admin.as(AccessHttpTest.account(admin, "{\"name\":\"reader\",\"role\":\"READER\"}"));
            for (int i = 0; i < 3; i++) {
                assertThat(reader.get("/api/games").status()).isEqualTo(200);
            }
            Http.Response refused = reader.get("/api/games");
            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.contentType()).startsWith("application/problem+json");
            assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 2L);
            assertThat(refused.json().get("detail").asText()).isEqualTo("the account \"reader\" may send 1 requests a second (bursts of 3); "
                    + "try again in " + refused.header("Retry-After") + " s; nothing was written");
            // in the language the request names (issue 37): the bucket is still empty (or soon again)
            Http.Response refusedRu = reader.get("/api/games?lang=ru");
            for (int i = 0; i < 5 && refusedRu.status() != 429; i++) {
                refusedRu = reader.get("/api/games?lang=ru");
            }
            assertThat(refusedRu.status()).isEqualTo(429);
            assertThat(refusedRu.json().get("detail").asText()).isEqualTo("для учётной записи \"reader\" допускается запросов в секунду: 1 "
                    + "(подряд — до 3); повторите через " + refusedRu.header("Retry-After") + " с; ничего не записано");
            assertThat(refusedRu.json().get("title").asText()).isEqualTo("Слишком много запросов");
            // another account has its own allowance
            assertThat(admin.get("/api/games").status()).isEqualTo(200);
        }
    }

    @Test
    void aBodyOverTheLimitIsRefusedAndWritesNothing() {
        try (TestServer server = TestServer.start(dir, "--adjudicator.access.max-body-bytes=2048")) {
            Http admin = server.http;
            String id = server.newGame("FIDE_2017", "-");
            String big = TestServer.command("ImposePenalty", "2026-03-01T10:00:00Z",
                    "\"player\":\"WHITE\",\"penalty\":\"WARNING\",\"reason\":\"" + "x".repeat(4000) + "\"");
            Http.Response declared = admin.post("/api/games/" + id + "/commands", big);
            assertThat(declared.status()).isEqualTo(413);
            assertThat(declared.contentType()).startsWith("application/problem+json");
            assertThat(declared.json().get("detail").asText()).isEqualTo("a request body may have at most 2048 bytes; nothing was written");
            assertThat(declared.json().get("title").asText()).isEqualTo("Content Too Large");
            // in the language the request names (issue 37), found in the query alone: the body is not read to find it
            Http.Response declaredRu = admin.post("/api/games/" + id + "/commands?lang=ru", big);
            assertThat(declaredRu.status()).isEqualTo(413);
            assertThat(declaredRu.json().get("detail").asText()).isEqualTo("тело запроса может содержать не более 2048 байт; ничего не записано");
            assertThat(declaredRu.json().get("title").asText()).isEqualTo("Слишком большое содержимое");
            // the same without a length given beforehand (chunked): counted as it comes
            Http.Response chunked = admin.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                            + "/api/games/" + id + "/commands")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big.getBytes()))));
            assertThat(chunked.status()).isEqualTo(413);
            assertThat(admin.get("/api/games/" + id + "/events").json()).as("nothing written").hasSize(1);
            // a body within the limit goes through
            assertThat(admin.post("/api/games/" + id + "/commands", TestServer.command("ImposePenalty", "2026-03-01T10:00:00Z",
                    "\"player\":\"WHITE\",\"penalty\":\"WARNING\",\"reason\":\"talking\"")).status()).isEqualTo(200);
        }
    }

    /**
     * A venue behind one NAT address: the chief arbiter's and a board's credentials in use, then one
     * misconfigured device that keeps sending a wrong token. Its guesses are limited (429 before the
     * credential is looked at); the credentials that have authenticated go on being served from the
     * same address; a credential never seen waits as a guess would, until the bucket refills.
     */
    @Test
    void anAddressThatKeepsFailingToAuthenticateWaitsBeforeItsNextGuessAndLocksOutNobodyElse(CapturedOutput log) {
        String hall = "/api/games?event=Hall%20Open";
        try (TestServer server = TestServer.start(dir, "--adjudicator.access.failed-authentication.per-minute=3")) {
            String arbiter = AccessHttpTest.account(server.http, "{\"name\":\"chief\",\"role\":\"ARBITER\",\"events\":[\"Hall Open\"]}");
            String board = AccessHttpTest.account(server.http, "{\"name\":\"board-7\",\"role\":\"ARBITER\",\"events\":[\"Hall Open\"]}");
            String unused = AccessHttpTest.account(server.http, "{\"name\":\"late\",\"role\":\"ARBITER\",\"events\":[\"Hall Open\"]}");
            assertThat(server.http.as(arbiter).get(hall).status()).isEqualTo(200);
            assertThat(server.http.as(board).get(hall).status()).isEqualTo(200);
            String guess = "adj_guess0000000000000000000000000000000000000";
            Http guesser = server.http.as(guess);
            for (int i = 0; i < 3; i++) {
                assertThat(guesser.get("/api/games").status()).isEqualTo(401);
            }
            Http.Response slowed = guesser.get("/api/games");
            assertThat(slowed.status()).isEqualTo(429);
            assertThat(Long.parseLong(slowed.header("Retry-After"))).isBetween(1L, 60L);
            assertThat(server.http.as("adj_guess1111111111111111111111111111111111111").get("/api/games").status())
                    .as("another guess from that address").isEqualTo(429);
            assertThat(slowed.json().get("detail").asText()).isEqualTo("too many failed authentications from this address; try again in "
                    + slowed.header("Retry-After") + " s; nothing was written");
            // in the language the request names (issue 37)
            Http.Response slowedRu = server.http.as("adj_guess2222222222222222222222222222222222222").get("/api/games?lang=ru");
            assertThat(slowedRu.status()).isEqualTo(429);
            assertThat(slowedRu.json().get("detail").asText()).isEqualTo("слишком много неудачных попыток входа с этого адреса; повторите через "
                    + slowedRu.header("Retry-After") + " с; ничего не записано");
            // the credentials in use at the venue go on: the same address, served
            assertThat(server.http.as(arbiter).get(hall).status()).isEqualTo(200);
            assertThat(server.http.as(board).get(hall).status()).isEqualTo(200);
            assertThat(server.http.get("/api/games").status()).isEqualTo(200);
            // a credential that has not authenticated yet is not told from a guess while the address waits
            assertThat(server.http.as(unused).get(hall).status()).isEqualTo(429);
            // a known credential revoked since is still refused by the authentication itself
            assertThat(server.http.delete("/api/admin/accounts/board-7").status()).isEqualTo(204);
            assertThat(server.http.as(board).get(hall).status()).isEqualTo(401);
            // no credential at all is not a guess
            assertThat(server.http.anonymous().get("/api/health").status()).isEqualTo(200);
            // each failure is logged with where it came from, never with the token
            assertThat(log.getAll()).contains("Authentication refused from 127.0.0.1 for GET /api/games")
                    .contains("too many failed authentications").doesNotContain(guess).doesNotContain(TestServer.ADMIN_TOKEN);
        }
    }

    @Test
    void publicReadingOpensTheBroadcastAndNothingElse() {
        try (TestServer server = TestServer.start(dir, "--adjudicator.access.public-read=true")) {
            String id = server.newGame("{\"event\":\"Open P\",\"round\":\"1\",\"board\":1,\"rules\":\"FIDE_2017\",\"timeControl\":\"5400\"}");
            Http nobody = server.http.anonymous();
            for (String open : new String[]{"/api/games", "/api/games/" + id, "/api/games/" + id + "/pgn",
                    "/api/games/" + id + "/scoresheet", "/api/games/" + id + "/position?afterEvent=0"}) {
                assertThat(nobody.get(open).status()).as(open).isEqualTo(200);
            }
            for (String closed : new String[]{"/api/games/" + id + "/events", "/api/games/" + id + "/timeline",
                    "/api/games/" + id + "/readjudication", "/api/players/X/penalties", "/api/admin/accounts"}) {
                assertThat(nobody.get(closed).status()).as(closed).isEqualTo(401);
            }
            assertThat(nobody.post("/api/games/" + id + "/commands", TestServer.command("StartClocks", "2026-03-01T10:00:00Z", ""))
                    .status()).isEqualTo(401);
            assertThat(nobody.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}").status()).isEqualTo(401);
        }
    }
}
