package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A round's live stream on MongoDB, where the store has no global order: two servers in this JVM on one MongoDB-protocol
 * server (mongo-java-server over TCP), moves sent through both. A follower of the round on one is cut, and resumes on the
 * other with its last SSE id (its position in the round: each game's last seq sent) while the moves go on: it gets every
 * event of every game once, in each game's order, without a gap, and a game added to the round while it was away from
 * its setup (docs/api.md, docs/scaling.md).
 */
@Tag("reliability")
class RoundStreamAcrossNodesTest {

    private static final String[] CYCLE = {"Nf3", "Nf6", "Ng1", "Ng8"};
    private static final String ROUND = "/api/events/Nodes%20Open/rounds/1/stream";

    @TempDir
    Path dir;

    /** One event of the round's stream as a client reads it: its name, its id (null where it has none), its data. */
    record Event(String name, String id, JsonNode data) {
        String game() {
            return data.path("gameId").asText(null);
        }

        long seq() {
            return data.path("seq").asLong();
        }
    }

    @Test
    void aFollowerCutOnOneNodeResumesOnAnotherWithItsPositionWithoutAGap() throws Exception {
        MongoServer mongo = new MongoServer(new MemoryBackend());
        mongo.bind("127.0.0.1", 0);
        String uri = "mongodb://127.0.0.1:" + mongo.getLocalAddress().getPort();
        Path keys = TestServer.keyDirectory(dir.resolve("a")); // one signing key for both: the record verifies on each
        TestServer a = null;
        TestServer b = null;
        AtomicBoolean writing = new AtomicBoolean(true);
        Thread writer = null;
        try {
            a = TestServer.start(dir.resolve("a"), "--spring.data.mongodb.uri=" + uri, "--adjudicator.mongodb.database=round",
                    "--adjudicator.node-id=a");
            b = TestServer.start(dir.resolve("b"), "--spring.data.mongodb.uri=" + uri, "--adjudicator.mongodb.database=round",
                    "--adjudicator.node-id=b", "--adjudicator.integrity.key-dir=" + keys);
            Http[] nodes = {a.http, b.http};
            List<String> games = new CopyOnWriteArrayList<>();
            for (int board = 1; board <= 3; board++) {
                games.add(a.newGame("{\"rules\":\"FIDE_2005\",\"timeControl\":\"-\",\"event\":\"Nodes Open\",\"round\":\"1\","
                        + "\"board\":" + board + "}"));
            }
            awaitListed(b.http, 3);
            List<String> failures = new CopyOnWriteArrayList<>();
            // one writer: a ply of each game in turn, through either node in turn
            writer = new Thread(() -> {
                for (int turn = 0; writing.get(); turn++) {
                    String game = games.get(turn % games.size());
                    Http node = nodes[turn % 2];
                    int ply = node.get("/api/games/" + game).json().get("moves").size();
                    Http.Response r = node.post("/api/games/" + game + "/commands", TestServer.command("MakeMove",
                            Instant.parse("2026-03-01T10:00:00Z").plusSeconds(ply), "\"player\":\"" + (ply % 2 == 0 ? "WHITE" : "BLACK")
                                    + "\",\"move\":\"" + CYCLE[ply % 4] + "\",\"commandId\":\"" + game + ":" + ply + "\""));
                    if (r.status() != 200) {
                        failures.add(r.status() + " " + r.body());
                    }
                    pause(15);
                }
            }, "writer");
            writer.start();

            // on node a: the round's state, then its events as they land, until at least 15 and an id; then cut
            List<Event> before = read(a.port(), null, got -> got.stream().filter(e -> e.game() != null).count() >= 15
                    && got.get(got.size() - 1).id() != null);
            assertThat(before.get(0).name()).isEqualTo("RoundState");
            String last = before.get(before.size() - 1).id();
            assertThat(last).startsWith("r1.");
            assertThat(before).filteredOn(e -> e.id() != null).allMatch(e -> e.id().startsWith("r1."));

            // while it is away, the moves go on and a board is added to the round (through node b), with moves of its own
            String added = b.newGame("{\"rules\":\"FIDE_2005\",\"timeControl\":\"-\",\"event\":\"Nodes Open\",\"round\":\"1\","
                    + "\"board\":4}");
            games.add(added);
            pause(1_500);

            // resumed on node b with its last id, while the moves go on; then the moves stop, and it gets to the last event
            AtomicBoolean stopped = new AtomicBoolean();
            Map<String, Long> lastSeqs = new HashMap<>();
            int portB = b.port();
            CompletableFuture<List<Event>> after = CompletableFuture.supplyAsync(() -> read(portB, last, got -> {
                if (!stopped.get()) {
                    return false;
                }
                Map<String, Long> seen = new HashMap<>();
                got.stream().filter(e -> e.game() != null).forEach(e -> seen.merge(e.game(), e.seq(), Math::max));
                return lastSeqs.entrySet().stream().allMatch(e -> seen.getOrDefault(e.getKey(), -1L) >= e.getValue());
            }));
            pause(2_000);
            writing.set(false);
            writer.join(10_000);
            for (String game : games) {
                lastSeqs.put(game, a.http.get("/api/games/" + game + "/events").json().size() - 1L);
            }
            stopped.set(true);
            List<Event> resumed = after.get(60, TimeUnit.SECONDS);
            assertThat(failures).isEmpty();
            assertThat(resumed).noneMatch(e -> e.name().equals("RoundState"));
            assertThat(resumed).filteredOn(e -> e.id() != null).isNotEmpty().allMatch(e -> e.id().startsWith("r1."));

            // every event of each game once, in the game's order, from after what the round's state showed (from its
            // setup for the board added while the follower was away)
            Map<String, Long> shown = new HashMap<>();
            before.get(0).data().get("games").forEach(g -> shown.put(g.get("gameId").asText(), g.get("lastSeq").asLong()));
            assertThat(shown).containsOnlyKeys(games.subList(0, 3));
            List<Event> all = new ArrayList<>(before);
            all.addAll(resumed);
            for (String game : games) {
                List<Long> got = all.stream().filter(e -> game.equals(e.game())).map(Event::seq).toList();
                long from = shown.getOrDefault(game, -1L) + 1;
                assertThat(got).as("the events of " + game + " (shown up to " + (from - 1) + ")")
                        .containsExactlyElementsOf(LongStream.rangeClosed(from, lastSeqs.get(game)).boxed().toList());
            }
            assertThat(all).filteredOn(e -> added.equals(e.game())).first().extracting(Event::name).isEqualTo("GameCreated");
            assertThat(resumed.stream().filter(e -> e.game() != null).map(Event::game).distinct()).hasSize(4);

            // a position that is none is refused as malformed, in the request's language, and nothing is streamed
            Http.Response refused = b.http.send(HttpRequest.newBuilder(URI.create(b.http.base() + ROUND + "?lang=ru"))
                    .header("Accept", "text/event-stream").header("Last-Event-ID", "r1.*not-a-position").GET());
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.contentType()).startsWith("application/problem+json");
            assertThat(refused.json().get("detail").asText()).contains("Last-Event-ID должен быть", "r1.*not-a-position");
            assertThat(b.http.send(HttpRequest.newBuilder(URI.create(b.http.base() + ROUND)).header("Last-Event-ID", "r1.AQID")
                    .GET()).status()).isEqualTo(400);
        } finally {
            writing.set(false);
            if (writer != null) {
                writer.join(10_000);
            }
            try {
                if (b != null) {
                    b.close();
                }
            } finally {
                if (a != null) {
                    a.close();
                }
                mongo.shutdownNow();
            }
        }
    }

    /** Waits until {@code node}'s read model lists {@code count} games of the round. */
    private static void awaitListed(Http node, int count) {
        for (int i = 0; i < 200; i++) {
            Http.Response listed = node.get("/api/events/Nodes%20Open/results?round=1");
            if (listed.status() == 200 && listed.json().size() == count) {
                return;
            }
            pause(50);
        }
        throw new AssertionError("the round's games not listed on the node");
    }

    /**
     * Follows the round on the server at {@code port} (with {@code lastEventId} where not null) and reads its events until
     * {@code enough} holds of those read; then closes the connection.
     */
    private static List<Event> read(int port, String lastEventId, Predicate<List<Event>> enough) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + ROUND))
                .header("Accept", "text/event-stream").header("Authorization", "Bearer " + TestServer.ADMIN_TOKEN)
                .timeout(Duration.ofSeconds(60)).GET();
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        try {
            HttpResponse<Stream<String>> response = HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofLines());
            assertThat(response.statusCode()).isEqualTo(200);
            List<Event> got = new ArrayList<>();
            try (Stream<String> body = response.body()) {
                Iterator<String> lines = body.iterator();
                String name = null;
                String id = null;
                String data = null;
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (lines.hasNext() && System.nanoTime() < deadline) {
                    String line = lines.next();
                    if (line.isEmpty()) {
                        if (name != null) {
                            got.add(new Event(name, id, Http.JSON.readTree(data)));
                        }
                        if (!got.isEmpty() && enough.test(got)) { // asked again at each keep-alive too
                            return got;
                        }
                        name = null;
                        id = null;
                        data = null;
                    } else if (line.startsWith("event:")) {
                        name = line.substring(6).trim();
                    } else if (line.startsWith("id:")) {
                        id = line.substring(3).trim();
                    } else if (line.startsWith("data:")) {
                        data = line.substring(5);
                    }
                }
            }
            throw new AssertionError("the stream ended, or took too long, after " + got.size() + " events");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
