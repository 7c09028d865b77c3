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
        // who is signed in, for the console to offer only what the account may use
        HttpResponse<String> who = send(request("/api/console/session").header("Cookie", cookie).header("X-Adjudicator-Console", "1").GET());
        assertThat(who.statusCode()).isEqualTo(200);
        assertThat(json(who.body()).get("name").asText()).isEqualTo("console-reader");
        assertThat(json(who.body()).get("role").asText()).isEqualTo("READER");
        // what it may start, as the access rules decide those requests: a READER nothing
        assertThat(json(who.body()).get("offers").toString()).isEqualTo("{\"newGame\":false,\"newAppeal\":false,\"newTournament\":false}");
        String adminCookie = signIn(TestServer.ADMIN_TOKEN);
        assertThat(json(send(request("/api/console/session").header("Cookie", adminCookie).header("X-Adjudicator-Console", "1").GET())
                .body()).get("offers").toString()).isEqualTo("{\"newGame\":true,\"newAppeal\":true,\"newTournament\":true}");
        assertThat(send(request("/api/console/session").header("X-Adjudicator-Console", "1").GET()).statusCode()).isEqualTo(401);
        // the commands it may send to the game, for the console to offer: a READER none (docs/access.md)
        HttpResponse<String> offered = send(request("/api/console/session?game=" + game).header("Cookie", cookie)
                .header("X-Adjudicator-Console", "1").GET());
        assertThat(json(offered.body()).get("commands").toString()).isEqualTo("[]");
        // a DEVICE of the game: MakeMove, PressClock, StartClocks, StopClocks (docs/access.md; in alphabetical order), and nothing of another game
        String device = SERVER.http.post("/api/admin/accounts", "{\"name\":\"console-device\",\"role\":\"DEVICE\",\"game\":\"" + game
                + "\"}").json().get("token").asText();
        String deviceCookie = signIn(device);
        java.util.function.Function<String, String> commandsFor = g -> json(send(request("/api/console/session?game=" + g)
                .header("Cookie", deviceCookie).header("X-Adjudicator-Console", "1").GET()).body()).get("commands").toString();
        assertThat(commandsFor.apply(game)).isEqualTo("[\"MakeMove\",\"PressClock\",\"StartClocks\",\"StopClocks\"]");
        assertThat(commandsFor.apply(SERVER.server.newGame("FIDE_2023", "-"))).isEqualTo("[]");
        assertThat(commandsFor.apply("no-such-game")).as("an unknown game: nothing, as for a game out of its scope").isEqualTo("[]");
        // a DEVICE of a board: the game on its board, which it may read but not look for (it lists no games)
        String boardGame = SERVER.server.newGame("{\"white\":\"A\",\"black\":\"B\",\"event\":\"Session Cup\",\"round\":\"2\","
                + "\"board\":4,\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        String boardDevice = signIn(SERVER.http.post("/api/admin/accounts", "{\"name\":\"console-board-4\",\"role\":\"DEVICE\","
                + "\"event\":\"Session Cup\",\"round\":\"2\",\"board\":4}").json().get("token").asText());
        java.util.function.Supplier<com.fasterxml.jackson.databind.JsonNode> boardWho = () -> json(send(request("/api/console/session").header("Cookie", boardDevice)
                .header("X-Adjudicator-Console", "1").GET()).body());
        long deadline = System.nanoTime() + 10_000_000_000L; // the games' read model follows the store within its lag
        while (boardWho.get().get("boardGame").isNull() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(boardWho.get().get("boardGame").asText()).isEqualTo(boardGame);
        assertThat(boardWho.get().get("offers").get("newGame").asBoolean()).isFalse();
        assertThat(json(send(request("/api/console/session").header("Cookie", deviceCookie).header("X-Adjudicator-Console", "1").GET())
                .body()).has("boardGame")).as("a device of a game has its game").isFalse();
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

        // only the requests the console makes: an ADMIN's cookie, even with the header, neither lists nor makes accounts,
        // nor sends a tournament's commands, which its token does
        String admin = signIn(TestServer.ADMIN_TOKEN);
        assertThat(send(request("/api/admin/accounts").header("Authorization", "Bearer " + TestServer.ADMIN_TOKEN).GET()).statusCode())
                .isEqualTo(200);
        assertThat(send(request("/api/admin/accounts").header("Cookie", admin).header("X-Adjudicator-Console", "1").GET()).statusCode())
                .isEqualTo(401);
        assertThat(send(request("/api/admin/accounts").header("Cookie", admin).header("X-Adjudicator-Console", "1")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"made-by-a-cookie\",\"role\":\"ADMIN\"}"))).statusCode())
                .isEqualTo(401);
        assertThat(send(request("/api/tournaments").header("Cookie", admin).header("X-Adjudicator-Console", "1")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"Cookie Open\",\"rounds\":3}"))).statusCode())
                .isEqualTo(401);
        assertThat(send(request("/api/games/" + game + "/events").header("Cookie", admin).header("X-Adjudicator-Console", "1").GET())
                .statusCode()).as("the raw events, which the console does not read").isEqualTo(401);
        assertThat(send(request("/api/games/" + game).header("Cookie", admin).header("X-Adjudicator-Console", "1").GET()).statusCode())
                .isEqualTo(200);

        // signed out: the session is gone
        HttpResponse<String> out = send(request("/api/console/session").header("Cookie", admin).header("X-Adjudicator-Console", "1")
                .DELETE());
        assertThat(out.statusCode()).isEqualTo(204);
        assertThat(out.headers().firstValue("Set-Cookie").orElseThrow()).contains("Max-Age=0");
        assertThat(send(request("/api/games/" + game).header("Cookie", admin).header("X-Adjudicator-Console", "1").GET()).statusCode())
                .isEqualTo(401);
        // the console's pages themselves hold no data: open
        assertThat(send(request("/console/index.html").GET()).statusCode()).isEqualTo(200);
    }

    /**
     * What the console's buttons cite: the arbiter's penalties of FIDE 2005 13.4a-g (read from the Russian text: no fine and no
     * exclusion from rounds there), those of 2017 12.9.1-9 (the English 2017 text's order, docs/editions.md), and the
     * electronic device's article (2005 12.2b with the RCF commentary; 2017 11.3.2.2); open to everybody.
     */
    @Test
    void theArticlesOfAnEdition_forTheConsolesButtons_FIDE_2005_and_FIDE_2017() {
        HttpResponse<String> r = send(request("/api/editions/FIDE_2005").GET());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        com.fasterxml.jackson.databind.JsonNode e2005 = json(r.body());
        assertThat(e2005.get("penalties").toString()).isEqualTo("{\"WARNING\":\"13.4a\",\"ADD_OPPONENT_TIME\":\"13.4b\","
                + "\"DEDUCT_TIME\":\"13.4c\",\"LOSS_OF_GAME\":\"13.4d\",\"REDUCE_POINTS\":\"13.4e\","
                + "\"INCREASE_OPPONENT_POINTS\":\"13.4f\",\"EXPULSION\":\"13.4g\"}");
        assertThat(e2005.get("device").asText()).isEqualTo("12.2b");
        assertThat(e2005.get("defaultTime").asText()).isEqualTo("6.7");
        assertThat(e2005.get("articles").get("ADJUSTING").asText()).isEqualTo("4.2");
        com.fasterxml.jackson.databind.JsonNode e2017 = json(send(request("/api/editions/FIDE_2017").GET()).body());
        assertThat(e2017.get("penalties").get("FINE").asText()).isEqualTo("12.9.7");
        assertThat(e2017.get("penalties").get("EXCLUSION_FROM_ROUNDS").asText()).isEqualTo("12.9.8");
        assertThat(e2017.get("penalties").get("EXPULSION").asText()).isEqualTo("12.9.9");
        assertThat(e2017.get("device").asText()).isEqualTo("11.3.2.2");
        assertThat(send(request("/api/editions/FIDE_1999").GET()).statusCode()).isEqualTo(400);
    }

    /**
     * A session is kept in the store, so that every node knows it and a restart signs nobody out (issue 38), and the
     * store holds nothing a reader of it could sign in with: neither the token nor the cookie, only the cookie's digest
     * and the token sealed under a key the cookie gives. Signing out deletes it there.
     */
    @Test
    void aSessionIsKeptInTheStoreWithoutItsTokenOrItsCookie() {
        Http.Response made = SERVER.http.post("/api/admin/accounts", "{\"name\":\"console-stored\",\"role\":\"READER\"}");
        String token = made.json().get("token").asText();
        com.mongodb.client.MongoCollection<org.bson.Document> stored = SERVER.server.bean(com.mongodb.client.MongoDatabase.class)
                .getCollection("consoleSessions");
        long before = stored.countDocuments();
        String cookie = signIn(token);
        String value = cookie.substring(cookie.indexOf('=') + 1);
        assertThat(stored.countDocuments()).isEqualTo(before + 1);
        for (org.bson.Document d : stored.find()) {
            assertThat(d.toJson()).doesNotContain(token).doesNotContain(value);
        }
        assertThat(send(request("/api/console/session").header("Cookie", cookie).header("X-Adjudicator-Console", "1").GET())
                .statusCode()).isEqualTo(200);
        // a cookie of the same shape that was never given opens nothing
        assertThat(send(request("/api/console/session").header("Cookie", "adjudicator-console=" + "A".repeat(value.length()))
                .header("X-Adjudicator-Console", "1").GET()).statusCode()).isEqualTo(401);
        assertThat(send(request("/api/console/session").header("Cookie", cookie).header("X-Adjudicator-Console", "1").DELETE())
                .statusCode()).isEqualTo(204);
        assertThat(stored.countDocuments()).isEqualTo(before);
    }

    private static com.fasterxml.jackson.databind.JsonNode json(String body) {
        try {
            return Http.JSON.readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
