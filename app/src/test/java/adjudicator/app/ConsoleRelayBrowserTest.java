package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A round followed on LiveChess Cloud, as its arbiter sees it on the tournament's page: the relay's state,
 * each board's, and what the relay reported when the feed took a move back (docs/import.md). The feed is
 * a local HTTP server answering from files the test writes in memory.
 */
class ConsoleRelayBrowserTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass("--adjudicator.relay.allowed-hosts=127.0.0.1",
            "--adjudicator.relay.min-interval=1s");

    @RegisterExtension
    static final ConsoleBrowser console = new ConsoleBrowser(() -> "http://127.0.0.1:" + SERVER.server.port());

    static final Map<String, String> FILES = new ConcurrentHashMap<>();
    static HttpServer feed;

    @BeforeAll
    static void serveFiles() throws IOException {
        feed = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        feed.createContext("/get/", exchange -> {
            try (exchange) {
                String file = FILES.get(exchange.getRequestURI().getPath());
                if (file == null) {
                    exchange.sendResponseHeaders(404, -1);
                    return;
                }
                byte[] body = file.getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        });
        feed.start();
    }

    @AfterAll
    static void stopServing() {
        feed.stop(0);
    }

    private static String game(String... moves) {
        return "{\"live\":true,\"result\":\"*\",\"moves\":[" + String.join(",", java.util.Arrays.stream(moves)
                .map(m -> '"' + m + '"').toList()) + "]}";
    }

    @Test
    void theArbiterSeesTheRelayAndTheMoveTheFeedTookBack() {
        Http admin = SERVER.http;
        String id = admin.post("/api/tournaments", "{\"name\":\"Relay Cup\",\"rounds\":2,\"rules\":\"FIDE_2023\","
                + "\"timeControl\":\"5400+30\"}").json().get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        for (String p : java.util.List.of("{\"name\":\"Carlsen, M.\",\"fideId\":1503014}", "{\"name\":\"Firouzja, A.\",\"fideId\":12573981}")) {
            assertThat(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\"," + p.substring(1)).status()).isEqualTo(200);
        }
        assertThat(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}").status())
                .isEqualTo(200);
        String gameId = admin.post(t + "/rounds/1/games", "").json().get("boards").get(0).get("gameId").asText();
        FILES.put("/get/cup/round-1/index.json", "{\"pairings\":[{\"white\":{\"fname\":\"Magnus\",\"lname\":\"Carlsen\",\"fideid\":1503014},"
                + "\"black\":{\"fname\":\"Alireza\",\"lname\":\"Firouzja\",\"fideid\":12573981},\"result\":\"*\",\"live\":true}]}");
        FILES.put("/get/cup/round-1/game-1.json", game("e4", "e5"));
        AccessHttpTest.account(admin, "{\"name\":\"lcc-cup\",\"role\":\"RELAY\",\"event\":\"Relay Cup\",\"round\":\"1\"}");
        String arbiter = AccessHttpTest.account(admin, "{\"name\":\"cup-arbiter\",\"role\":\"ARBITER\",\"events\":[\"Relay Cup\"]}");
        Http.Response started = admin.post(t + "/rounds/1/relays", "{\"url\":\"http://127.0.0.1:" + feed.getAddress().getPort()
                + "/get/cup/\",\"account\":\"lcc-cup\",\"intervalSeconds\":1}");
        assertThat(started.status()).as(started.body()).isEqualTo(201);
        console.waiting().until(d -> admin.get("/api/games/" + gameId).json().get("moveList").size() == 2);

        // the feed takes Black's move back and gives another: the record keeps e5, the board is reported
        FILES.put("/get/cup/round-1/game-1.json", game("e4", "c5"));
        console.waiting().until(d -> {
            JsonNode status = admin.get(t + "/rounds/1/relays").json();
            return status.get(0).get("boards").get(0).get("state").asText().equals("DIVERGED");
        });

        console.signIn(arbiter, "cup-arbiter");
        console.open("/console/tournament.html?t=" + id);
        console.waiting().until(d -> d.findElement(By.id("relays-1")).getText().contains("DIVERGED"));
        String relays = console.text("relays-1");
        assertThat(relays).contains("LiveChess relay (round 1 of http://127.0.0.1:").contains("as lcc-cup): FOLLOWING")
                .contains("Board 1 (Carlsen, Magnus - Firouzja, Alireza): DIVERGED, the feed 2 plies, the record 2")
                .contains("they part at ply 2 (the record: e5, the feed: c5)");
        assertThat(console.driver.findElement(By.cssSelector("#relays-1 li[data-state='DIVERGED']")).isDisplayed()).isTrue();
        assertThat(admin.get("/api/games/" + gameId).json().get("moves").toString()).isEqualTo("[\"e4\",\"e5\"]");
        console.screenshot("tournament-relay");
        assertThat(console.accessibilityViolations()).as("axe-core on the tournament's page with a relay").isEmpty();
        assertThat(console.errorsLogged()).as("the errors the browser logged").isEmpty();

        // the feed agrees with the record again: the page follows without a reload
        FILES.put("/get/cup/round-1/game-1.json", game("e4", "e5", "Nf3"));
        console.waiting().until(d -> d.findElement(By.id("relays-1")).getText().contains("IN_STEP")
                || d.findElement(By.id("relays-1")).getText().contains("RECORDED"));
        assertThat(admin.get("/api/games/" + gameId).json().get("moves").toString()).isEqualTo("[\"e4\",\"e5\",\"Nf3\"]");
    }
}
