package adjudicator.app;

import adjudicator.command.importing.PgnImport;
import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A round followed on LiveChess Cloud (docs/import.md, "Following a round"), against a local HTTP server that serves
 * the files the test writes (with ETags, so that the relay's conditional GET is answered 304): a game followed from its
 * first move to the mate, at the instants its clock readings give, recorded by the RELAY account; moves taken back
 * upstream (reported, the record left as it is, followed again once the feed agrees); a broken file; a slow server; a
 * relay stopped. Who may set one up, and what is refused.
 */
class LiveChessRelayHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass("--adjudicator.relay.allowed-hosts=127.0.0.1",
            "--adjudicator.relay.min-interval=1s", "--adjudicator.relay.timeout=1s", "--adjudicator.relay.max-backoff=3s");

    @TempDir
    static Path files;

    static HttpServer feed;
    static final AtomicInteger NOT_MODIFIED = new AtomicInteger();
    static volatile long slowMillis;
    static volatile long trickleMillis;

    @BeforeAll
    static void serveFiles() throws IOException {
        feed = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        feed.createContext("/get/", exchange -> {
            try (exchange) {
                if (slowMillis > 0) {
                    Thread.sleep(slowMillis);
                }
                Path file = files.resolve(exchange.getRequestURI().getPath().substring(1));
                if (!Files.isRegularFile(file)) {
                    exchange.sendResponseHeaders(404, -1);
                    return;
                }
                byte[] body = Files.readAllBytes(file);
                String etag = "\"" + PgnImport.sha256(body) + "\"";
                exchange.getResponseHeaders().set("ETag", etag);
                if (etag.equals(exchange.getRequestHeaders().getFirst("If-None-Match"))) {
                    NOT_MODIFIED.incrementAndGet();
                    exchange.sendResponseHeaders(304, -1);
                    return;
                }
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    if (trickleMillis > 0) { // the headers at once, the body slowly
                        out.write(body, 0, 1);
                        out.flush();
                        Thread.sleep(trickleMillis);
                        out.write(body, 1, body.length - 1);
                    } else {
                        out.write(body);
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        feed.start();
    }

    @AfterAll
    static void stopServing() {
        feed.stop(0);
    }

    static void write(String path, String json) throws IOException {
        writeUnder("t1", path, json);
    }

    static void writeUnder(String tournament, String path, String json) throws IOException {
        Path file = files.resolve("get/" + tournament + "/" + path);
        Files.createDirectories(file.getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, json, StandardCharsets.UTF_8);
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    static String game(long clockTime, String result, String... moves) {
        StringBuilder out = new StringBuilder("{\"live\":true,\"serialNr\":\"23045\",\"result\":\"" + result + "\",\"clock\":{\"time\":"
                + clockTime + "},\"moves\":[");
        for (int i = 0; i < moves.length; i++) {
            out.append(i == 0 ? "" : ",").append('"').append(moves[i]).append('"');
        }
        return out.append("]}").toString();
    }

    /** The relay's state, once {@code until} holds (at most 20 s). */
    static JsonNode await(Http http, String path, Predicate<JsonNode> until, String what) throws InterruptedException {
        Instant deadline = Instant.now().plusSeconds(20);
        JsonNode last = null;
        while (Instant.now().isBefore(deadline)) {
            last = http.get(path).json();
            if (until.test(last)) {
                return last;
            }
            Thread.sleep(200);
        }
        throw new AssertionError(what + " within 20 s; last: " + last);
    }

    static JsonNode board(JsonNode status, int game) {
        for (JsonNode b : status.get(0).get("boards")) {
            if (b.get("game").asInt() == game) {
                return b;
            }
        }
        return null;
    }

    static List<String> moveInstants(JsonNode view) {
        List<String> at = new ArrayList<>();
        view.get("moveList").forEach(m -> at.add(m.get("at").asText()));
        return at;
    }

    @Test
    void aRoundFollowedFromTheFirstMoveToTheMate_throughACorrectionUpstream_aBrokenFileAndASlowServer() throws Exception {
        Http admin = SERVER.http;
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        String id = admin.post("/api/tournaments", "{\"name\":\"Relay Open\",\"rounds\":3,\"rules\":\"FIDE_2023\","
                + "\"timeControl\":\"5400+30\"}").json().get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        for (String p : List.of("{\"name\":\"Two, Anna\"}", "{\"name\":\"Three, Boris\"}", "{\"name\":\"Carlsen, M.\",\"fideId\":1503014}",
                "{\"name\":\"Firouzja, A.\",\"fideId\":12573981}")) {
            assertThat(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\"," + p.substring(1)).status()).isEqualTo(200);
        }
        assertThat(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2},"
                + "{\"white\":3,\"black\":4}]}").status()).isEqualTo(200);
        JsonNode created = admin.post(t + "/rounds/1/games?at=" + now.minus(30, ChronoUnit.MINUTES), "").json().get("boards");
        String board1 = created.get(0).get("gameId").asText();
        String board2 = created.get(1).get("gameId").asText();
        // LiveChess's game 1 is board 2 here (by FIDE ID); its game 2 is board 1 (by name, first name first there)
        write("round-1/index.json", "{\"date\":\"2026-03-01\",\"pairings\":[{\"white\":{\"fname\":\"Magnus\",\"lname\":\"Carlsen\","
                + "\"fideid\":1503014},\"black\":{\"fname\":\"Alireza\",\"lname\":\"Firouzja\",\"fideid\":\"12573981\"},\"result\":\"*\","
                + "\"live\":true},{\"white\":{\"fname\":\"Anna\",\"lname\":\"Two\"},\"black\":{\"fname\":\"Boris\",\"lname\":\"Three\"},"
                + "\"result\":\"*\",\"live\":true}]}");
        write("round-1/game-1.json", game(0, "*"));

        String relays = t + "/rounds/1/relays";
        String url = "http://127.0.0.1:" + feed.getAddress().getPort() + "/get/t1/";
        // who may set one up, and what is refused
        assertThat(AccessHttpTest.account(admin, "{\"name\":\"lcc-r1\",\"role\":\"RELAY\",\"event\":\"Relay Open\",\"round\":\"1\"}"))
                .isNotBlank();
        assertThat(admin.post("/api/admin/accounts", "{\"name\":\"lcc-bad\",\"role\":\"RELAY\",\"event\":\"Relay Open\"}").status())
                .as("a RELAY names its round").isEqualTo(400);
        String arbiter = AccessHttpTest.account(admin, "{\"name\":\"relay-open-arbiter\",\"role\":\"ARBITER\",\"events\":[\"Relay Open\"]}");
        Http asArbiter = admin.as(arbiter);
        assertThat(asArbiter.post(relays, "{\"url\":\"" + url + "\",\"account\":\"lcc-r1\"}").status()).isEqualTo(403);
        Http.Response otherHost = admin.post(relays, "{\"url\":\"http://example.org/get/t1/\",\"account\":\"lcc-r1\"}");
        assertThat(otherHost.status()).isEqualTo(400);
        assertThat(otherHost.json().get("detail").asText()).contains("adjudicator.relay.allowed-hosts");
        assertThat(admin.post(relays, "{\"url\":\"file:///etc/passwd\",\"account\":\"lcc-r1\"}").status()).isEqualTo(400);
        assertThat(admin.post(relays, "{\"url\":\"" + url + "\",\"account\":\"relay-open-arbiter\"}").status()).isEqualTo(400);
        assertThat(admin.post(relays, "{\"url\":\"" + url + "\",\"account\":\"lcc-r1\",\"every\":5}").status()).isEqualTo(400);
        assertThat(admin.post(relays, "{\"url\":\"" + url + "\",\"account\":\"lcc-r1\",\"intervalSeconds\":0}").status()).isEqualTo(400);
        assertThat(admin.get(relays).json()).isEmpty();

        Http.Response started = admin.post(relays, "{\"url\":\"" + url + "\",\"account\":\"lcc-r1\",\"intervalSeconds\":1}");
        assertThat(started.status()).as(started.body()).isEqualTo(201);
        String relayId = started.json().get("relayId").asText();
        JsonNode waiting = await(admin, relays, s -> board(s, 1) != null && board(s, 2) != null, "both boards seen");
        assertThat(board(waiting, 1).get("board").asInt()).isEqualTo(2);
        assertThat(board(waiting, 1).get("gameId").asText()).isEqualTo(board2);
        assertThat(board(waiting, 1).get("state").asText()).isEqualTo("WAITING");
        assertThat(board(waiting, 2).get("board").asInt()).isEqualTo(1);
        assertThat(board(waiting, 2).get("state").asText()).isEqualTo("WAITING");
        assertThat(asArbiter.get(relays).status()).as("the arbiter reads the relay's state").isEqualTo(200);

        // two moves with the board's clock readings, read at a reference instant five minutes ago: the clocks started
        // 7 s before it (5 s for White, 2 s for Black), each press where its reading puts it
        Instant reference = now.minus(5, ChronoUnit.MINUTES);
        write("round-1/game-1.json", game(reference.toEpochMilli(), "*", "f3 5425+5", "e5 5428+2"));
        JsonNode two = await(admin, "/api/games/" + board2, v -> v.get("moveList").size() == 2, "two moves recorded");
        assertThat(moveInstants(two)).containsExactly(reference.minusSeconds(2).toString(), reference.toString());
        JsonNode following = admin.get(relays).json().get(0);
        assertThat(Instant.parse(following.get("lastChangeAt").asText())).isAfter(now.minusSeconds(1));
        JsonNode events = admin.get("/api/games/" + board2 + "/events").json();
        JsonNode move = null;
        for (JsonNode e : events) {
            if (e.get("type").asText().equals("MoveMade")) {
                move = e;
                break;
            }
        }
        assertThat(move.get("recordedBy").get("name").asText()).isEqualTo("lcc-r1");
        assertThat(move.get("recordedBy").get("role").asText()).isEqualTo("RELAY");

        // the feed takes the third move back and gives another: reported, the record left as it is
        write("round-1/game-1.json", game(reference.toEpochMilli(), "*", "f3 5425+5", "e5 5428+2", "g4 5420+35"));
        await(admin, "/api/games/" + board2, v -> v.get("moveList").size() == 3, "the third move recorded");
        write("round-1/game-1.json", game(reference.toEpochMilli(), "*", "f3 5425+5", "e5 5428+2", "Nh3 5420+35"));
        JsonNode diverged = await(admin, relays, s -> board(s, 1).get("state").asText().equals("DIVERGED"), "the parting reported");
        assertThat(board(diverged, 1).get("detail").asText()).contains("they part at ply 3 (the record: g4, the feed: Nh3)");
        assertThat(diverged.get(0).get("notices").toString()).contains("board 2: the feed gives 3 moves, the record 3");
        Thread.sleep(1500);
        assertThat(admin.get("/api/games/" + board2).json().get("moveList").size()).isEqualTo(3);
        // corrected upstream again: the feed agrees with the record, and the mate that follows ends the game by itself
        write("round-1/game-1.json", game(reference.toEpochMilli(), "BLACKWIN", "f3 5425+5", "e5 5428+2", "g4 5420+35", "Qh4# 5410+48"));
        JsonNode mated = await(admin, "/api/games/" + board2, v -> v.get("status").asText().equals("ENDED")
                || v.get("moveList").size() == 4 && !v.get("result").isNull(), "the mate recorded");
        assertThat(mated.get("result").asText()).isEqualTo("0-1");
        assertThat(mated.get("termination").asText()).isEqualTo("CHECKMATE");
        assertThat(moveInstants(mated).get(3)).isEqualTo(reference.plusSeconds(83).toString());
        await(admin, relays, s -> board(s, 1).get("state").asText().equals("GAME_OVER"), "the board's game over");

        // a broken game file refuses that board alone; a broken index fails the feed, which is retried with a backoff
        write("round-1/game-2.json", "{\"moves\":[\"e4 54");
        JsonNode broken = await(admin, relays, s -> board(s, 2).get("state").asText().equals("REFUSED"), "the broken file reported");
        assertThat(board(broken, 2).get("detail").asText()).contains("game-2.json: not JSON");
        assertThat(broken.get(0).get("state").asText()).isEqualTo("FOLLOWING");
        write("round-1/index.json", "{\"pairings\":");
        JsonNode failing = await(admin, relays, s -> s.get(0).get("consecutiveFailures").asInt() >= 2, "two failed polls");
        assertThat(failing.get(0).get("state").asText()).isEqualTo("FAILING");
        assertThat(failing.get(0).get("lastError").asText()).startsWith("round-1/index.json: not JSON");
        Instant polled = Instant.parse(failing.get(0).get("lastPollAt").asText());
        Instant next = Instant.parse(failing.get(0).get("nextPollAt").asText());
        assertThat(Duration.between(polled, next)).as("the backoff after two failures").isGreaterThanOrEqualTo(Duration.ofMillis(2900));
        write("round-1/index.json", "{\"date\":\"2026-03-01\",\"pairings\":[{\"white\":{\"fname\":\"Magnus\",\"lname\":\"Carlsen\","
                + "\"fideid\":1503014},\"black\":{\"fname\":\"Alireza\",\"lname\":\"Firouzja\",\"fideid\":\"12573981\"},\"result\":\"0-1\","
                + "\"live\":false},{\"white\":{\"fname\":\"Anna\",\"lname\":\"Two\"},\"black\":{\"fname\":\"Boris\",\"lname\":\"Three\"},"
                + "\"result\":\"*\",\"live\":true}]}");
        write("round-1/game-2.json", game(0, "*", "d4", "d5"));
        JsonNode again = await(admin, relays, s -> s.get(0).get("state").asText().equals("FOLLOWING")
                && board(s, 2) != null && board(s, 2).get("recordPlies").asInt() == 2, "the feed followed again");
        assertThat(again.get(0).get("notices").toString()).contains("the feed answers again after");
        // without clock readings the moves are recorded when they are seen, and their events say the server's clock gave the instant
        JsonNode plain = admin.get("/api/games/" + board1 + "/events").json();
        assertThat(plain.toString()).contains("\"atFromServerClock\":true");

        // a server slower than the time-out fails the poll, and is followed again when it answers in time
        slowMillis = 2500;
        JsonNode slow = await(admin, relays, s -> s.get(0).get("lastError") != null
                && s.get(0).get("lastError").asText().contains("no answer within 1000 ms"), "the time-out reported");
        assertThat(slow.get(0).get("state").asText()).isEqualTo("FAILING");
        slowMillis = 0;
        await(admin, relays, s -> s.get(0).get("state").asText().equals("FOLLOWING"), "followed again after the slow server");
        trickleMillis = 2500;
        // the index changed (a space more), so that it is sent whole rather than answered 304
        write("round-1/index.json", new String(Files.readAllBytes(files.resolve("get/t1/round-1/index.json")), StandardCharsets.UTF_8) + " ");
        await(admin, relays, s -> s.get(0).get("lastError") != null
                && s.get(0).get("lastError").asText().contains("no whole answer within 1000 ms"), "a body sent too slowly cut off");
        trickleMillis = 0;
        await(admin, relays, s -> s.get(0).get("state").asText().equals("FOLLOWING"), "followed again after the slow body");
        assertThat(NOT_MODIFIED.get()).as("files unchanged since the last poll answered 304").isPositive();

        // stopped: nothing more is read
        Http.Response stopped = admin.send(HttpRequest.newBuilder(URI.create(admin.base() + relays + "/" + relayId)).DELETE());
        assertThat(stopped.status()).as(stopped.body()).isEqualTo(200);
        assertThat(stopped.json().get("state").asText()).isEqualTo("STOPPED");
        write("round-1/game-2.json", game(0, "*", "d4", "d5", "c4"));
        Thread.sleep(2500);
        assertThat(admin.get("/api/games/" + board1).json().get("moveList").size()).isEqualTo(2);
        assertThat(admin.send(HttpRequest.newBuilder(URI.create(admin.base() + relays + "/" + relayId)).DELETE()).status()).isEqualTo(409);
        JsonNode tournamentEvents = admin.get(t + "/events").json();
        assertThat(tournamentEvents.toString()).contains("LiveChessFollowed").contains("LiveChessFollowStopped");
    }

    @Test
    void aRelayIsFollowedAgainWhenTheServerStartsAgain_fromWhereTheRecordStands(@TempDir Path data) throws Exception {
        String[] settings = {"--adjudicator.relay.allowed-hosts=127.0.0.1", "--adjudicator.relay.min-interval=1s"};
        writeUnder("t2", "round-1/index.json", "{\"pairings\":[{\"white\":{\"fname\":\"Ada\",\"lname\":\"One\"},"
                + "\"black\":{\"fname\":\"Bo\",\"lname\":\"Two\"},\"result\":\"*\"}]}");
        writeUnder("t2", "round-1/game-1.json", game(0, "*", "e4", "e5"));
        String game;
        String relays;
        try (TestServer first = TestServer.start(data, settings)) {
            Http admin = first.http;
            String t = first.newTournament("Restart Open", "One, Ada", "Two, Bo");
            assertThat(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}")
                    .status()).isEqualTo(200);
            game = admin.post(t + "/rounds/1/games?at=" + Instant.now().minus(10, ChronoUnit.MINUTES), "").json().get("boards").get(0)
                    .get("gameId").asText();
            AccessHttpTest.account(admin, "{\"name\":\"lcc-restart\",\"role\":\"RELAY\",\"event\":\"Restart Open\",\"round\":\"1\"}");
            relays = t + "/rounds/1/relays";
            String url = "http://127.0.0.1:" + feed.getAddress().getPort() + "/get/t2/";
            assertThat(admin.post(relays, "{\"url\":\"" + url + "\",\"account\":\"lcc-restart\",\"intervalSeconds\":1}").status())
                    .isEqualTo(201);
            await(admin, "/api/games/" + game, v -> v.get("moveList").size() == 2, "two moves recorded");
        }
        // the server is down while a move is played; started again, it follows the relay it holds and records the move
        writeUnder("t2", "round-1/game-1.json", game(0, "*", "e4", "e5", "Nf3"));
        try (TestServer second = TestServer.start(data, settings)) {
            Http admin = second.http;
            JsonNode view = await(admin, "/api/games/" + game, v -> v.get("moveList").size() == 3, "the move recorded after the restart");
            assertThat(view.get("moveList").get(2).get("san").asText()).isEqualTo("Nf3");
            JsonNode status = admin.get(relays).json();
            assertThat(status.get(0).get("state").asText()).isEqualTo("FOLLOWING");
            assertThat(status.get(0).get("notices").get(0).get("text").asText()).startsWith("following http://127.0.0.1:");
        }
    }
}
