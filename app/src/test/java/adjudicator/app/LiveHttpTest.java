package adjudicator.app;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The live stream of a game (Server-Sent Events): every event as it lands, ids are seqs, Last-Event-ID resumes. */
class LiveHttpTest {

    @TempDir
    static Path dataDir;

    static TestServer server;
    static Http http;
    static int port;

    @BeforeAll
    static void start() {
        server = TestServer.start(dataDir);
        port = server.port();
        http = new Http(port);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Opens the stream and collects the ids of the first {@code count} events, sending {@code during} once it is open. */
    private static List<String> ids(String path, String lastEventId, int count, Runnable during) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Accept", "text/event-stream").header("Authorization", "Bearer " + TestServer.ADMIN_TOKEN)
                .timeout(Duration.ofSeconds(20)).GET();
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        HttpResponse<Stream<String>> response = HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofLines());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        List<String> ids = new ArrayList<>();
        CompletableFuture<Void> reading = CompletableFuture.runAsync(() -> {
            Iterator<String> lines = response.body().iterator();
            while (ids.size() < count && lines.hasNext()) {
                String line = lines.next();
                if (line.startsWith("id:")) {
                    synchronized (ids) {
                        ids.add(line.substring(3).trim());
                    }
                }
            }
        });
        Thread.sleep(300);
        during.run();
        reading.get(20, TimeUnit.SECONDS);
        response.body().close();
        return ids;
    }

    @Test
    void theStreamSendsEveryEventAsItLandsAndResumesAfterTheLastOneSeen() throws Exception {
        String id = http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"300\"}").json().get("gameId").asText();
        String base = "/api/games/" + id + "/commands";
        http.post(base, TestServer.command("StartClocks", "2026-03-01T10:00:00Z", ""));
        List<String> first = ids("/api/games/" + id + "/stream", null, 3, () ->
                http.post(base, TestServer.command("MakeMove", "2026-03-01T10:00:05Z", "\"player\":\"WHITE\",\"move\":\"e4\"")));
        assertThat(first).containsExactly("0", "1", "2");

        List<String> resumed = ids("/api/games/" + id + "/stream", "1", 2, () ->
                http.post(base, TestServer.command("PressClock", "2026-03-01T10:00:06Z", "\"player\":\"WHITE\"")));
        assertThat(resumed).containsExactly("2", "3");

        assertThat(http.get("/api/games/no-such-game/stream").status()).isEqualTo(404);
        assertThat(http.get("/api/games/" + id + "/stream?from=99").status()).isEqualTo(404);
    }

    @Test
    void theRoundStreamCarriesEveryGameOfTheRoundAndResumesByGlobalIndex() throws Exception {
        String event = "Live%20Open";
        String[] ids = new String[2];
        for (int board = 0; board < 2; board++) {
            ids[board] = http.post("/api/games", "{\"rules\":\"FIDE_2005\",\"timeControl\":\"-\",\"event\":\"Live Open\","
                    + "\"round\":\"1\",\"board\":" + (board + 1) + "}").json().get("gameId").asText();
        }
        for (int i = 0; i < 100; i++) {
            Http.Response listed = http.get("/api/events/" + event + "/results?round=1");
            if (listed.status() == 200 && listed.json().size() == 2) {
                break;
            }
            Thread.sleep(50);
        }
        // from the start: the two GameCreated, then a move in each game as it is made
        List<String> first = ids("/api/events/" + event + "/rounds/1/stream", null, 4, () -> {
            http.post("/api/games/" + ids[0] + "/commands", TestServer.command("MakeMove", "2026-03-01T10:00:05Z",
                    "\"player\":\"WHITE\",\"move\":\"e4\""));
            http.post("/api/games/" + ids[1] + "/commands", TestServer.command("MakeMove", "2026-03-01T10:00:06Z",
                    "\"player\":\"WHITE\",\"move\":\"d4\""));
        });
        assertThat(first).hasSize(4);
        for (int i = 1; i < first.size(); i++) {
            assertThat(Long.parseLong(first.get(i))).isGreaterThan(Long.parseLong(first.get(i - 1)));
        }
        // resumed after the second event: the two moves come again, nothing before them
        List<String> resumed = ids("/api/events/" + event + "/rounds/1/stream", first.get(1), 2, () -> { });
        assertThat(resumed).containsExactly(first.get(2), first.get(3));
        assertThat(http.get("/api/events/No%20Open/rounds/1/stream").status()).isEqualTo(404);
    }
}
