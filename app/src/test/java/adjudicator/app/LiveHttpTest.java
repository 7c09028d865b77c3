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

    /** The node's limit of followers here: above the streams the other tests leave until the server finds them gone. */
    static final int MAX_FOLLOWERS = 12;

    static TestServer server;
    static Http http;
    static int port;

    @BeforeAll
    static void start() {
        server = TestServer.start(dataDir, "--adjudicator.live.max-followers=" + MAX_FOLLOWERS, "--adjudicator.live.follower-queue=500");
        port = server.port();
        http = new Http(port);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Opens the stream and collects the ids of the first {@code count} events, sending {@code during} once it is open. */
    private static List<String> ids(String path, String lastEventId, int count, Runnable during) throws Exception {
        return ids(path, lastEventId, count, new ArrayList<>(), during);
    }

    /** As above, and the names of the events read into {@code names}. */
    private static List<String> ids(String path, String lastEventId, int count, List<String> names, Runnable during) throws Exception {
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
            while ((ids.size() < count || names.size() < ids.size() && !names.isEmpty()) && lines.hasNext()) {
                String line = lines.next();
                if (line.startsWith("event:")) {
                    synchronized (ids) {
                        names.add(line.substring(6).trim());
                    }
                }
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
        // a new follower: the round's state (its games as the read model has them), then a move in each game as it is made;
        // nothing from before (no GameCreated)
        List<String> names = new ArrayList<>();
        List<String> first = ids("/api/events/" + event + "/rounds/1/stream", null, 3, names, () -> {
            http.post("/api/games/" + ids[0] + "/commands", TestServer.command("MakeMove", "2026-03-01T10:00:05Z",
                    "\"player\":\"WHITE\",\"move\":\"e4\""));
            http.post("/api/games/" + ids[1] + "/commands", TestServer.command("MakeMove", "2026-03-01T10:00:06Z",
                    "\"player\":\"WHITE\",\"move\":\"d4\""));
        });
        assertThat(first).hasSize(3);
        assertThat(names).startsWith("RoundState", "MoveMade", "MoveMade").doesNotContain("GameCreated");
        for (int i = 1; i < first.size(); i++) {
            assertThat(Long.parseLong(first.get(i))).isGreaterThan(Long.parseLong(first.get(i - 1)));
        }
        // resumed after the round's state: the two moves come again; after the first move: the second alone
        assertThat(ids("/api/events/" + event + "/rounds/1/stream", first.get(0), 2, new ArrayList<>(), () -> { }))
                .containsExactly(first.get(1), first.get(2));
        assertThat(ids("/api/events/" + event + "/rounds/1/stream", first.get(1), 1, new ArrayList<>(), () -> { }))
                .containsExactly(first.get(2));
        assertThat(http.get("/api/events/No%20Open/rounds/1/stream").status()).isEqualTo(404);
    }

    /**
     * The embedded store takes a round's position too (the SSE id on MongoDB: each game's last seq sent): each game
     * resumes after its seq, a game it does not name from its setup; one that is neither a position nor a number is a 400.
     */
    @Test
    void aRoundsStreamResumesFromAPositionByGameToo() throws Exception {
        String[] ids = new String[2];
        for (int board = 0; board < 2; board++) {
            ids[board] = http.post("/api/games", "{\"rules\":\"FIDE_2005\",\"timeControl\":\"-\",\"event\":\"Token Open\","
                    + "\"round\":\"1\",\"board\":" + (board + 1) + "}").json().get("gameId").asText();
            http.post("/api/games/" + ids[board] + "/commands", TestServer.command("MakeMove", "2026-03-01T10:00:05Z",
                    "\"player\":\"WHITE\",\"move\":\"e4\""));
        }
        for (int i = 0; i < 100; i++) {
            Http.Response listed = http.get("/api/events/Token%20Open/results?round=1");
            if (listed.status() == 200 && listed.json().size() == 2) {
                break;
            }
            Thread.sleep(50);
        }
        String position = adjudicator.query.RoundPosition.of(java.util.Map.of(ids[0], 0L));
        List<java.util.Map<String, String>> got = frames("/api/events/Token%20Open/rounds/1/stream", position, 3, () -> { });
        assertThat(got).extracting(f -> f.get("event")).doesNotContain("RoundState");
        assertThat(got).extracting(f -> f.get("data")).anySatisfy(d -> assertThat(d).contains(ids[0], "\"seq\":1", "e4"))
                .anySatisfy(d -> assertThat(d).contains(ids[1], "\"seq\":0", "GameCreated"))
                .anySatisfy(d -> assertThat(d).contains(ids[1], "\"seq\":1", "e4"))
                .noneSatisfy(d -> assertThat(d).contains(ids[0], "\"seq\":0"));
        Http.Response refused = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + "/api/events/Token%20Open/rounds/1/stream")).header("Last-Event-ID", "12a").GET());
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.contentType()).startsWith("application/problem+json");
        assertThat(refused.json().get("detail").asText()).contains("a global index or a position in the round", "12a");
    }

    /** Opens a stream and reads its first {@code count} events (name, id where it has one, data), sending {@code during} once open. */
    private static List<java.util.Map<String, String>> frames(String path, int count, Runnable during) throws Exception {
        return frames(path, null, count, during);
    }

    /** As above, with {@code lastEventId} where not null. */
    private static List<java.util.Map<String, String>> frames(String path, String lastEventId, int count, Runnable during) throws Exception {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Accept", "text/event-stream").header("Authorization", "Bearer " + TestServer.ADMIN_TOKEN)
                .timeout(Duration.ofSeconds(20)).GET();
        if (lastEventId != null) {
            builder.header("Last-Event-ID", lastEventId);
        }
        HttpRequest request = builder.build();
        HttpResponse<Stream<String>> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofLines());
        assertThat(response.statusCode()).isEqualTo(200);
        List<java.util.Map<String, String>> out = java.util.Collections.synchronizedList(new ArrayList<>());
        CompletableFuture<Void> reading = CompletableFuture.runAsync(() -> {
            Iterator<String> lines = response.body().iterator();
            java.util.Map<String, String> frame = new java.util.HashMap<>();
            while (out.size() < count && lines.hasNext()) {
                String line = lines.next();
                if (line.isEmpty()) {
                    if (frame.containsKey("event")) {
                        out.add(frame);
                    }
                    frame = new java.util.HashMap<>();
                } else if (!line.startsWith(":")) {
                    int colon = line.indexOf(':');
                    frame.put(line.substring(0, colon), line.substring(colon + 1).trim());
                }
            }
        });
        Thread.sleep(300);
        during.run();
        reading.get(20, TimeUnit.SECONDS);
        response.body().close();
        return out;
    }

    /**
     * A follower that arrives while the games read model is behind (here its processor is stopped) starts from
     * the round's state as the read model has it, then the game's stored events the state has not reached,
     * then the live ones: none missed, none twice.
     */
    @Test
    void aNewFollowerOfARoundGetsWhatTheReadModelHasNotReachedFromTheStore() throws Exception {
        String id = http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"-\",\"event\":\"Lag Open\",\"round\":\"2\","
                + "\"board\":1}").json().get("gameId").asText();
        for (int i = 0; i < 100 && !listed(http.get("/api/events/Lag%20Open/results?round=2")); i++) {
            Thread.sleep(50);
        }
        org.axonframework.eventhandling.StreamingEventProcessor views = server.bean(org.axonframework.config.EventProcessingConfiguration.class)
                .eventProcessor(adjudicator.query.GameViewProjection.GROUP, org.axonframework.eventhandling.StreamingEventProcessor.class)
                .orElseThrow();
        views.shutDown();
        List<java.util.Map<String, String>> got;
        try {
            http.post("/api/games/" + id + "/commands", TestServer.command("MakeMove", "2026-03-01T10:00:05Z",
                    "\"player\":\"WHITE\",\"move\":\"e4\""));
            got = frames("/api/events/Lag%20Open/rounds/2/stream", 3, () -> http.post("/api/games/" + id + "/commands",
                    TestServer.command("MakeMove", "2026-03-01T10:00:07Z", "\"player\":\"BLACK\",\"move\":\"e5\"")));
        } finally {
            views.start();
        }
        assertThat(got).extracting(f -> f.get("event")).containsExactly("RoundState", "MoveMade", "MoveMade");
        assertThat(got.get(0).get("data")).contains("\"gameId\":\"" + id + "\"", "\"lastSeq\":0");
        assertThat(got.get(1).get("data")).contains("\"seq\":1", "e4");
        assertThat(got.get(1)).doesNotContainKey("id"); // read from the store for the state's sake: no place in the store's order
        assertThat(got.get(2).get("data")).contains("\"seq\":2", "e5");
        assertThat(got.get(2)).containsKey("id");
    }

    /** A node serves at most adjudicator.live.max-followers followers; one more is a 503 with Retry-After, and a follower gone frees its place. */
    @Test
    void aFollowerBeyondTheNodesLimitIsToldToComeBackLater() throws Exception {
        http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"-\",\"event\":\"Full Open\",\"round\":\"1\",\"board\":1}");
        for (int i = 0; i < 100 && !listed(http.get("/api/events/Full%20Open/results?round=1")); i++) {
            Thread.sleep(50);
        }
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/events/Full%20Open/rounds/1/stream"))
                .header("Accept", "text/event-stream").header("Authorization", "Bearer " + TestServer.ADMIN_TOKEN).GET().build();
        // up to the limit (less the streams of other tests that the server has not yet found gone)
        List<HttpResponse<java.io.InputStream>> open = new ArrayList<>();
        for (int i = 0; i < MAX_FOLLOWERS && server.bean(adjudicator.query.RoundStreams.class).followers() < MAX_FOLLOWERS; i++) {
            HttpResponse<java.io.InputStream> r = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
            assertThat(r.statusCode()).isEqualTo(200);
            open.add(r);
        }
        assertThat(open).isNotEmpty();
        Http.Response refused = http.get("/api/events/Full%20Open/rounds/1/stream");
        assertThat(refused.status()).isEqualTo(503);
        assertThat(refused.contentType()).startsWith("application/problem+json");
        assertThat(refused.header("Retry-After")).isEqualTo("30");
        assertThat(refused.body()).contains("at most " + MAX_FOLLOWERS + " live followers");
        for (HttpResponse<java.io.InputStream> r : open) {
            r.body().close();
        }
        // a client gone is noticed at the next write to it (a comment at least every 5 s)
        int status = 0;
        for (int i = 0; i < 100 && status != 200; i++) {
            Thread.sleep(200);
            HttpResponse<java.io.InputStream> again = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
            status = again.statusCode();
            again.body().close();
        }
        assertThat(status).isEqualTo(200);
    }

    /**
     * A follower that stops reading is dropped once more than adjudicator.live.follower-queue frames (500 here) wait for
     * it, and does not hold up the round's other followers: a follower reading along gets every event as it lands; the
     * slow one, when it reads again, finds its stream ended short of the last event, and resumes with Last-Event-ID.
     * The round's events come from imported games, each of 400 moves, enough to fill the sockets' buffers (megabytes).
     */
    @Test
    void aFollowerThatStopsReadingIsDroppedWithoutHoldingUpTheOthers() throws Exception {
        http.post("/api/games", "{\"rules\":\"FIDE_2005\",\"timeControl\":\"-\",\"event\":\"Slow Open\",\"round\":\"1\","
                + "\"board\":1}");
        for (int i = 0; i < 100 && !listed(http.get("/api/events/Slow%20Open/results?round=1")); i++) {
            Thread.sleep(50);
        }
        String path = "/api/events/Slow%20Open/rounds/1/stream";
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Accept", "text/event-stream").header("Authorization", "Bearer " + TestServer.ADMIN_TOKEN).GET().build();
        HttpResponse<Stream<String>> fast = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofLines());
        assertThat(fast.statusCode()).isEqualTo(200);
        List<String> fastIds = java.util.Collections.synchronizedList(new ArrayList<>());
        CompletableFuture<Void> fastReading = CompletableFuture.runAsync(() -> fast.body().filter(l -> l.startsWith("id:"))
                .forEach(l -> fastIds.add(l.substring(3).trim())));

        // the slow follower: a socket with a small receive buffer that reads the answer's head, then nothing for a while
        try (java.net.Socket slow = new java.net.Socket()) {
            slow.setReceiveBufferSize(1024);
            slow.connect(new java.net.InetSocketAddress("127.0.0.1", port));
            slow.getOutputStream().write(("GET " + path + " HTTP/1.0\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
                    + "Authorization: Bearer " + TestServer.ADMIN_TOKEN + "\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            java.io.InputStream in = slow.getInputStream();
            StringBuilder head = new StringBuilder();
            while (!head.toString().endsWith("\r\n\r\n")) {
                int c = in.read();
                assertThat(c).isNotNegative();
                head.append((char) c);
            }
            assertThat(head.toString()).startsWith("HTTP/1.1 200"); // HTTP/1.0 asked: the stream's end closes the connection

            StringBuilder shuffle = new StringBuilder();
            for (int move = 1; move <= 200; move++) {
                shuffle.append(move).append(move % 2 == 1 ? ". Nf3 Nf6 " : ". Ng1 Ng8 ");
            }
            int games = 16;
            StringBuilder pgn = new StringBuilder();
            for (int g = 0; g < games; g++) {
                pgn.append("[Event \"Slow Open\"]\n[Site \"Here\"]\n[Date \"2026.03.01\"]\n[Round \"1.").append(g + 2)
                        .append("\"]\n[White \"W").append(g).append(", W\"]\n[Black \"B").append(g).append(", B\"]\n[Result \"*\"]\n\n")
                        .append(shuffle).append("*\n\n");
            }
            Http.Response imported = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + "/api/games/import?rules=FIDE_2005")).header("Content-Type", "application/x-chess-pgn")
                    .POST(HttpRequest.BodyPublishers.ofString(pgn.toString())));
            assertThat(imported.status()).as(imported.body()).isEqualTo(200);
            int events = games * 401; // each game's creation and its 400 moves
            // the follower reading along got every event (and the round's state first)
            for (int i = 0; i < 600 && fastIds.size() < events + 1; i++) {
                Thread.sleep(50);
            }
            assertThat(fastIds).as("the stream ended early: " + fastReading.isDone()).hasSize(events + 1);

            // the slow one reads again: what was written before it was dropped, then the end of its stream
            slow.setSoTimeout(30_000);
            String written = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            List<String> slowIds = written.lines().filter(l -> l.startsWith("id:")).map(l -> l.substring(3).trim()).toList();
            assertThat(slowIds).isNotEmpty().hasSizeLessThan(events + 1).isEqualTo(fastIds.subList(0, slowIds.size()));
            // and resumes after the last it got, up to the last event
            List<String> resumed = ids(path, slowIds.get(slowIds.size() - 1), events + 1 - slowIds.size(), () -> { });
            assertThat(resumed).isEqualTo(fastIds.subList(slowIds.size(), events + 1));
        } finally {
            fast.body().close();
            fastReading.cancel(true);
        }
    }

    private static boolean listed(Http.Response r) {
        return r.status() == 200 && r.json().size() == 1;
    }
}
