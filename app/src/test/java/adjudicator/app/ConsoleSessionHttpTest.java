package adjudicator.app;

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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The console's session cookie, an addition to the contract's Access section: made from a bearer token,
 * HttpOnly and SameSite=Strict, accepted only with the console's header (which another site's page
 * cannot send) or for the streams and downloads the console opens by address, and gone with the
 * session, or with the account's revocation.
 */
class ConsoleSessionHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return CLIENT.send(request.timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + SERVER.server.port() + path));
    }

    private static String signIn(String token) {
        HttpResponse<String> r = send(request("/api/console/session").header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.noBody()));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        String cookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(cookie).startsWith("adjudicator-console=").contains("HttpOnly").contains("SameSite=Strict").contains("Path=/");
        return cookie.substring(0, cookie.indexOf(';'));
    }

    @Test
    void theConsolesCookieStandsForItsTokenOnlyForTheConsolesOwnRequests() throws Exception {
        assertThat(send(request("/api/console/session").POST(HttpRequest.BodyPublishers.noBody())).statusCode()).isEqualTo(401);
        Http.Response made = SERVER.http.post("/api/admin/accounts", "{\"name\":\"console-reader\",\"role\":\"READER\"}");
        String token = made.json().get("token").asText();
        String cookie = signIn(token);
        String game = SERVER.server.newGame("FIDE_2023", "-");

        // with the console's header: the account's rights, no more (a READER reads, and sends no command)
        assertThat(send(request("/api/games/" + game).header("Cookie", cookie).header("X-Adjudicator-Console", "1").GET()).statusCode())
                .isEqualTo(200);
        HttpResponse<String> command = send(request("/api/games/" + game + "/commands").header("Cookie", cookie)
                .header("X-Adjudicator-Console", "1").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"type\":\"StartClocks\",\"at\":\"2026-03-01T10:00:00Z\"}")));
        assertThat(command.statusCode()).isEqualTo(403);
        // without it, as another site's form or script would send it: no credential
        assertThat(send(request("/api/games/" + game).header("Cookie", cookie).GET()).statusCode()).isEqualTo(401);
        // a live stream, which a browser opens by address: accepted
        HttpResponse<InputStream> stream = CLIENT.send(request("/api/games/" + game + "/stream").header("Cookie", cookie).GET().build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertThat(stream.statusCode()).isEqualTo(200);
        stream.body().close();

        // revoked: refused from the next request
        assertThat(SERVER.http.delete("/api/admin/accounts/console-reader").status()).isEqualTo(204);
        assertThat(send(request("/api/games/" + game).header("Cookie", cookie).header("X-Adjudicator-Console", "1").GET()).statusCode())
                .isEqualTo(401);

        // signed out: the session is gone
        String admin = signIn(TestServer.ADMIN_TOKEN);
        HttpResponse<String> out = send(request("/api/console/session").header("Cookie", admin).header("X-Adjudicator-Console", "1")
                .DELETE());
        assertThat(out.statusCode()).isEqualTo(204);
        assertThat(out.headers().firstValue("Set-Cookie").orElseThrow()).contains("Max-Age=0");
        assertThat(send(request("/api/games/" + game).header("Cookie", admin).header("X-Adjudicator-Console", "1").GET()).statusCode())
                .isEqualTo(401);
        // the console's pages themselves hold no data: open
        assertThat(send(request("/console/index.html").GET()).statusCode()).isEqualTo(200);
    }
}
