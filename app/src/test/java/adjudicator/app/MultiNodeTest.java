package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Three server processes on one MongoDB-protocol server over TCP (mongo-java-server: the stand-in for a replica set,
 * with no transactions, secondary indexes or change streams, so that no throughput is measured on it), writers spread
 * over the nodes on the same games, one node killed with SIGKILL and restarted in the middle ({@code -Dmultinode.full=true};
 * the suite's smaller run kills none, to stay within CI's budget) (docs/scaling.md).
 * Each writer plays the next ply of a game it reads, under a command id that names the game and the ply: two
 * writers on two nodes sending one ply send one command, which the record holds once. {@code -Dmultinode.writers=N}
 * (default 16), {@code -Dmultinode.games=G} (default 8), {@code -Dmultinode.seconds=S} of writing (default 4, half before
 * the kill), {@code -Dmultinode.retries=R} for the nodes' {@code adjudicator.command.retries}.
 */
@Tag("reliability")
class MultiNodeTest {

    private static final String[] CYCLE = {"g1f3", "g8f6", "f3g1", "f6g8"};
    private static final int NODES = 3;
    private static final int WRITERS = Integer.getInteger("multinode.writers", 16);
    private static final int GAMES = Integer.getInteger("multinode.games", 8);
    /** The full run kills a node in the middle and restarts it (-Dmultinode.full=true); the suite's (CI's) does not. */
    private static final boolean FULL = Boolean.getBoolean("multinode.full");
    private static final int SECONDS = Integer.getInteger("multinode.seconds", 4);
    /** The nodes' adjudicator.command.retries (-Dmultinode.retries; the server's default where not given). */
    private static final String RETRIES = System.getProperty("multinode.retries");
    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    /** How long the store is away (-Dmultinode.outage, ms). */
    private static final long OUTAGE_MS = Long.getLong("multinode.outage", 4_000);
    /** The nodes' claim timeout and claim interval: a dead node's processing is taken over within both. */
    private static final long CLAIM_TIMEOUT_S = 5;
    private static final long CLAIM_INTERVAL_MS = 1_000;
    /** The segments of the game views and of the process managers, shared by the nodes. */
    private static final int SEGMENTS = 3;

    @TempDir
    Path dir;

    @Test
    void everyAcknowledgedPlyIsStoredOnceInOrderWhicheverNodeTookIt() throws Exception {
        long t0 = System.nanoTime();
        MongoServer mongo = new MongoServer(new MemoryBackend());
        mongo.bind("127.0.0.1", 0);
        InetSocketAddress address = mongo.getLocalAddress();
        // the nodes reach the store through a link the test cuts for a while: the store gone, then back
        TcpLink link = new TcpLink(address);
        // a node that cannot reach the store answers 503 within 2 s, not within the driver's default 30 s
        String uri = "mongodb://127.0.0.1:" + link.port() + "/?serverSelectionTimeoutMS=2000";
        int[] ports = new int[NODES];
        Process[] nodes = new Process[NODES];
        try {
            // each node signs with a key of its own and trusts the others' (adjudicator.integrity.trusted-keys)
            for (int i = 0; i < NODES; i++) {
                Path data = dir.resolve("node-" + i);
                Files.createDirectories(data);
                adjudicator.app.integrity.SigningKey.open(TestServer.keyDirectory(data), data);
            }
            for (int i = 0; i < NODES; i++) {
                ports[i] = ServerProcess.freePort();
            }
            // the first makes the ADMIN account of the empty store; the others, started together, find it
            nodes[0] = start(0, ports[0], uri);
            ServerProcess.awaitReady(new Http(ports[0]), nodes[0]);
            for (int i = 1; i < NODES; i++) {
                nodes[i] = start(i, ports[i], uri);
            }
            for (int i = 1; i < NODES; i++) {
                ServerProcess.awaitReady(new Http(ports[i]), nodes[i]);
            }
            long started = System.nanoTime();
            Http first = new Http(ports[0]);
            for (int port : ports) {
                assertThat(new Http(port).get("/api/health/ready").status()).isEqualTo(200);
            }
            List<String> games = new ArrayList<>();
            for (int g = 0; g < GAMES; g++) {
                Http.Response created = first.post("/api/games", "{\"rules\":\"FIDE_2005\",\"timeControl\":\"-\"}");
                assertThat(created.status()).as(created.body()).isEqualTo(201);
                games.add(created.json().get("gameId").asText());
            }

            // followers of two games' streams, each on the node that none of its game's writers uses (game 0 is written
            // through nodes 0 and 2, game 1 through 1 and 0), resuming on the next node with Last-Event-ID when theirs
            // goes away (the node killed in the full run, when it is theirs)
            List<Follower> followers = new ArrayList<>();
            for (int f = 0; f < 2; f++) {
                Follower follower = new Follower(games.get(f), ports, f == 0 ? 1 : 2);
                follower.start();
                followers.add(follower);
            }
            Map<String, Long> acknowledged = new ConcurrentHashMap<>();
            Map<Integer, AtomicLong> statuses = new ConcurrentHashMap<>();
            List<String> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
            AtomicBoolean running = new AtomicBoolean(true);
            List<Thread> writers = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                String game = games.get(w % GAMES);
                int node = w % NODES;
                Thread t = new Thread(() -> play(ports[node], game, running, acknowledged, statuses, failures), "writer-" + w);
                t.start();
                writers.add(t);
            }
            Thread.sleep(SECONDS * 500L);
            // a consequence across aggregates, sent while the writers write (and, in the full run, just before the kill):
            // an expulsion imposed in a tournament's game, through one node, expels the player from the tournament once,
            // by whichever node runs the process managers (docs/scaling.md)
            // the segments shared, of the game views and of the process managers alike: each node processes some
            // (SegmentShare gives up those beyond a node's share), so that the expulsion is carried by one of three nodes
            int[] managers = awaitShared(ports, null, "consequences");
            int[] shared = awaitShared(ports, null, "game-views");
            System.out.printf("multinode: the game views' %d segments held by the nodes as %s, the process managers' as %s%n", SEGMENTS,
                    java.util.Arrays.toString(shared), java.util.Arrays.toString(managers));
            String tournament = expulsion(ports);
            // the full run kills a node that processes some of the game views' segments, measures how long until the
            // others hold them all, and then starts it again
            if (FULL) {
                int victim = 0;
                nodes[victim].destroyForcibly(); // SIGKILL: no shutdown hook runs
                nodes[victim].waitFor();
                long killed = System.nanoTime();
                int[] after = awaitShared(ports, victim, "game-views");
                double takeOver = (System.nanoTime() - killed) / 1e9;
                int[] managersAfter = awaitShared(ports, victim, "consequences");
                double managersTakeOver = (System.nanoTime() - killed) / 1e9;
                System.out.printf("multinode: node %d killed holding %d of the game views' segments; the others held all %d after %.1f s"
                        + " (claim timeout %d s, claim interval %d ms): %s; the process managers' all %d after %.1f s: %s%n", victim,
                        shared[victim], SEGMENTS, takeOver, CLAIM_TIMEOUT_S, CLAIM_INTERVAL_MS, java.util.Arrays.toString(after), SEGMENTS,
                        managersTakeOver, java.util.Arrays.toString(managersAfter));
                assertThat(managersTakeOver).as("seconds to take the killed node's segments of the process managers over")
                        .isLessThan(CLAIM_TIMEOUT_S + CLAIM_INTERVAL_MS / 1000.0 + 5);
                assertThat(takeOver).as("seconds to take the killed node's segments over")
                        .isLessThan(CLAIM_TIMEOUT_S + CLAIM_INTERVAL_MS / 1000.0 + 5);
                nodes[victim] = start(victim, ports[victim], uri);
                ServerProcess.awaitReady(new Http(ports[victim]), nodes[victim]);
            }
            // the projections rebuilt on one node, once, while the others read and the writers write (docs/scaling.md)
            Http.Response rebuild = new Http(ports[2]).post("/api/admin/projections/rebuild", "");
            assertThat(rebuild.status()).as(rebuild.body()).isEqualTo(202);
            Thread.sleep(SECONDS * 500L);
            // the store gone for a while: every node says it is not ready and answers 503, then recovers by itself
            long beforeOutage = acknowledged.values().stream().mapToLong(Long::longValue).sum();
            link.cut();
            // each node asked again and again, in parallel, whether it is ready, for as long as the store is away
            List<List<String>> answers = new ArrayList<>();
            List<Thread> probes = new ArrayList<>();
            long mendAt = System.nanoTime() + OUTAGE_MS * 1_000_000L;
            for (int i = 0; i < NODES; i++) {
                List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
                answers.add(seen);
                Http http = new Http(ports[i]);
                Thread probe = new Thread(() -> {
                    while (System.nanoTime() < mendAt) {
                        try {
                            Http.Response ready = http.get("/api/health/ready");
                            seen.add(ready.status() + (ready.header("Retry-After") != null ? " Retry-After" : ""));
                        } catch (UncheckedIOException e) {
                            seen.add("no answer");
                        }
                        pause();
                    }
                }, "probe-" + i);
                probe.start();
                probes.add(probe);
            }
            for (Thread probe : probes) {
                probe.join();
            }
            link.mend();
            long outage = System.nanoTime();
            for (int i = 0; i < NODES; i++) {
                assertThat(answers.get(i)).as("node " + i + " says it is not ready while the store is away")
                        .contains("503 Retry-After").allMatch(a -> a.equals("503 Retry-After") || a.equals("200"));
                awaitStatus(new Http(ports[i]), "/api/health/ready", 200);
            }
            long recovered = System.nanoTime();
            Thread.sleep(SECONDS * 250L);
            running.set(false);
            for (Thread t : writers) {
                t.join(60_000);
            }
            long written = System.nanoTime();
            System.out.printf("multinode: %d writers on %d games over %d nodes, %s: answers %s%n",
                    WRITERS, GAMES, NODES, FULL ? "node 0 killed and restarted" : "no node killed", statuses);
            assertThat(failures).as("answers other than 200, 409 or 503 Retry-After").isEmpty();
            assertThat(acknowledged.values().stream().mapToLong(Long::longValue).sum()).as("plies acknowledged after the store came back")
                    .isGreaterThan(beforeOutage);
            System.out.printf("multinode: store away %d ms, the nodes answering /api/health/ready %s; every node ready again %.1f s "
                    + "after it came back%n", OUTAGE_MS, answers, (recovered - outage) / 1e9);
            assertThat(statuses.keySet()).as("no 5xx other than 503").allMatch(s -> s < 500 || s == 503);

            long stored = 0;
            for (String game : games) {
                for (int i = 0; i < NODES; i++) {
                    JsonNode events = new Http(ports[i]).get("/api/games/" + game + "/events").json();
                    assertThat(events.size() - 1L).as("every acknowledged event of " + game + " on node " + i)
                            .isGreaterThanOrEqualTo(acknowledged.getOrDefault(game, 0L));
                    for (int e = 0; e < events.size(); e++) {
                        assertThat(events.get(e).get("seq").asLong()).as("seq without gaps").isEqualTo(e);
                        if (e > 0) {
                            // each ply once, in order: the move of ply e-1
                            assertThat(events.get(e).get("uci").asText()).as(game + " event " + e)
                                    .isEqualTo(CYCLE[(e - 1) % 4]);
                        }
                    }
                    if (i == 0) {
                        stored += events.size();
                    }
                }
            }
            // every event of the followed games reached their followers, once each, in order, whichever node wrote it
            for (Follower follower : followers) {
                long last = new Http(ports[0]).get("/api/games/" + follower.game + "/events").json().size() - 1L;
                follower.awaitSeq(last);
                assertThat(follower.ids).as("the stream of " + follower.game + " followed across nodes, resumed " + follower.resumed
                        + " times").containsExactlyElementsOf(java.util.stream.LongStream.rangeClosed(0, last).boxed().toList());
                System.out.printf("multinode: the follower of %s got events 0 to %d, each once, in order, resuming %d times%n",
                        follower.game, last, follower.resumed);
                follower.interrupt();
            }
            // the expulsion reached the tournament once, whichever node carried it, and every node reads it so
            for (int i = 0; i < NODES; i++) {
                awaitExpelledOnce(new Http(ports[i]), tournament, i);
            }
            // the rebuilt summaries are read on every node, each at its game's last event: one rebuild, switched on all
            for (int i = 0; i < NODES; i++) {
                awaitSummaries(new Http(ports[i]), games, ports[0], i);
            }
            // a console's session, opened on one node, is known to the others (kept in the store)
            Http.Response signedIn = new Http(ports[0]).send(java.net.http.HttpRequest.newBuilder(
                    java.net.URI.create(new Http(ports[0]).base() + "/api/console/session")).POST(java.net.http.HttpRequest.BodyPublishers.noBody()));
            assertThat(signedIn.status()).as(signedIn.body()).isEqualTo(200);
            String cookie = signedIn.header("Set-Cookie").substring(0, signedIn.header("Set-Cookie").indexOf(';'));
            for (int port : ports) {
                Http.Response who = new Http(port).anonymous().send(java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(new Http(port).base() + "/api/console/session")).header("Cookie", cookie)
                        .header("X-Adjudicator-Console", "1").GET());
                assertThat(who.status()).as("the session on the node at " + port).isEqualTo(200);
            }
            // one node at a time signs the checkpoints: on demand, one signs and the others name it
            int signed = 0;
            java.util.Set<String> holders = new java.util.HashSet<>();
            for (int port : ports) {
                Http.Response r = new Http(port).post("/api/admin/integrity/checkpoints", "");
                if (r.status() == 201) {
                    signed++;
                } else {
                    assertThat(r.status()).as(r.body()).isEqualTo(409);
                    holders.add(r.json().get("holder").asText());
                }
            }
            assertThat(signed).as("nodes that signed on demand").isEqualTo(1);
            assertThat(holders).as("the holder the others name").hasSizeLessThanOrEqualTo(1);
            for (int i = 0; i < NODES; i++) {
                JsonNode integrity = new Http(ports[i]).get("/api/admin/integrity").json();
                assertThat(integrity.get("failing")).as("the record verifies on node " + i).isEmpty();
                // one chain of checkpoints, whichever node signed each: none overwritten, each linked to the one before
                assertThat(integrity.get("checkpointProblems")).as("checkpoints on node " + i).isEmpty();
                assertThat(integrity.get("checkpoint").get("number").asLong()).isPositive();
            }
            System.out.printf("multinode: %d events stored in %d games, each once, none lost; %.0f s to start, %.0f s writing and "
                    + "restarting, %.0f s checking%n", stored, GAMES, (started - t0) / 1e9, (written - started) / 1e9,
                    (System.nanoTime() - written) / 1e9);
        } finally {
            for (Process node : nodes) {
                if (node != null) {
                    node.destroyForcibly();
                    node.waitFor();
                }
            }
            link.close();
            mongo.shutdownNow();
            // the nodes' logs kept for a look after the run (the temporary folder goes)
            Path logs = Path.of("target", "multinode-logs");
            Files.createDirectories(logs);
            try (var files = Files.list(dir)) {
                for (Path log : files.filter(f -> f.toString().endsWith(".log")).toList()) {
                    Files.copy(log, logs.resolve(log.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /**
     * A tournament of three players made through node 0, its first round paired through node 1 (one game, one bye),
     * the game set up and started through node 1, and White expelled in it through node 2; the tournament's path.
     */
    private static String expulsion(int[] ports) {
        Http first = new Http(ports[0]);
        Http second = new Http(ports[1 % ports.length]);
        Http third = new Http(ports[2 % ports.length]);
        Http.Response created = first.post("/api/tournaments", "{\"name\":\"Multinode Open\",\"rounds\":3,\"rules\":\"FIDE_2023\","
                + "\"timeControl\":\"5400+30\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String t = "/api/tournaments/" + created.json().get("tournamentId").asText();
        for (String player : List.of("Alpha, A", "Beta, B", "Gamma, C")) {
            Http.Response r = first.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + player + "\"}");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
        }
        Http.Response paired = second.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,"
                + "\"black\":2}],\"byes\":[{\"player\":3,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}");
        assertThat(paired.status()).as(paired.body()).isEqualTo(200);
        Http.Response games = second.post(t + "/rounds/1/games?at=" + T0.minusSeconds(60), "");
        assertThat(games.status()).as(games.body()).isEqualTo(200);
        String game = games.json().get("boards").get(0).get("gameId").asText();
        Http.Response started = second.post("/api/games/" + game + "/commands", "{\"type\":\"StartClocks\",\"at\":\"" + T0 + "\"}");
        assertThat(started.status()).as(started.body()).isEqualTo(200);
        Http.Response expelled = third.post("/api/games/" + game + "/commands", "{\"type\":\"ImposePenalty\",\"at\":\""
                + T0.plusSeconds(30) + "\",\"player\":\"WHITE\",\"penalty\":\"EXPULSION\",\"reason\":\"a mobile phone rang\"}");
        assertThat(expelled.status()).as(expelled.body()).isEqualTo(200);
        return t;
    }

    /** Waits, 60 s at most, for the tournament's record, as {@code http}'s node reads it, to hold its one expulsion. */
    private static void awaitExpelledOnce(Http http, String tournament, int node) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        long expulsions = 0;
        while (System.nanoTime() < deadline) {
            expulsions = 0;
            for (JsonNode e : http.get(tournament + "/events").json()) {
                if (e.get("type").asText().equals("PlayerExpelled")) {
                    expulsions++;
                }
            }
            if (expulsions > 0) {
                break;
            }
            Thread.sleep(200);
        }
        assertThat(expulsions).as("PlayerExpelled in the tournament as node " + node + " reads it").isOne();
    }

    /**
     * Waits, 60 s at most, until the nodes (but {@code gone}, when not null, which is not asked) hold every segment of the
     * processing group {@code group} (the game views, the process managers) between them, each node at least one; how
     * many each holds.
     */
    private static int[] awaitShared(int[] ports, Integer gone, String group) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        int[] held = new int[ports.length];
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < ports.length; i++) {
                held[i] = gone != null && gone == i ? 0 : segmentsHeld(ports[i], group);
            }
            int total = java.util.Arrays.stream(held).sum();
            boolean everyNode = java.util.stream.IntStream.range(0, ports.length).allMatch(i -> (gone != null && gone == i) || held[i] > 0);
            if (total == SEGMENTS && everyNode) {
                return held;
            }
            Thread.sleep(200);
        }
        assertThat(held).as("the segments of " + group + " each node holds (" + SEGMENTS + " in all, each node some)").containsOnly(-1);
        return held;
    }

    /** How many segments of the processing group {@code group} the node at {@code port} processes now; 0 when it does not answer. */
    private static int segmentsHeld(int port, String group) {
        try {
            for (JsonNode p : new Http(port).get("/api/admin/projections").json()) {
                if (p.get("name").asText().equals(group)) {
                    return p.get("segments").asInt();
                }
            }
        } catch (UncheckedIOException e) {
            // not answering
        }
        return 0;
    }

    /** Waits, 60 s at most, for the answer {@code status} to {@code path}. */
    private static void awaitStatus(Http http, String path, int status) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        int last = -1;
        while (System.nanoTime() < deadline) {
            try {
                last = http.get(path).status();
                if (last == status) {
                    return;
                }
            } catch (UncheckedIOException e) {
                // not answering yet
            }
            Thread.sleep(100);
        }
        assertThat(last).as(path + " at " + http.base()).isEqualTo(status);
    }

    /** Waits, 60 s at most, for the node's list of games to show each game at its last stored event. */
    private static void awaitSummaries(Http http, List<String> games, int reference, int node) throws InterruptedException {
        Map<String, Long> heads = new java.util.HashMap<>();
        for (String game : games) {
            heads.put(game, new Http(reference).get("/api/games/" + game + "/events").json().size() - 1L);
        }
        long deadline = System.nanoTime() + 60_000_000_000L;
        Map<String, Long> listed = Map.of();
        while (System.nanoTime() < deadline) {
            listed = new java.util.HashMap<>();
            for (JsonNode g : http.get("/api/games?limit=" + (games.size() + 10)).json()) {
                if (heads.containsKey(g.get("gameId").asText())) { // not the tournament's game
                    listed.put(g.get("gameId").asText(), g.get("lastEventSeq").asLong());
                }
            }
            if (listed.equals(heads)) {
                return;
            }
            Thread.sleep(200);
        }
        assertThat(listed).as("the games as node " + node + " lists them, after the rebuild").isEqualTo(heads);
    }

    /**
     * One follower of a game's live stream ({@code GET /api/games/{id}/stream}), on one node; when its stream ends (the
     * node killed), it follows on the next node from the last event it saw ({@code Last-Event-ID}). It keeps the
     * events' ids (the game's sequence numbers) as they came.
     */
    private static final class Follower extends Thread {
        private static final java.net.http.HttpClient CLIENT = java.net.http.HttpClient.newHttpClient();
        final String game;
        final List<Long> ids = new java.util.concurrent.CopyOnWriteArrayList<>();
        private final int[] ports;
        private int node;
        volatile int resumed;

        Follower(String game, int[] ports, int node) {
            super("follower-" + game);
            this.game = game;
            this.ports = ports;
            this.node = node;
            setDaemon(true);
        }

        @Override
        public void run() {
            while (!isInterrupted()) {
                java.net.http.HttpRequest.Builder request = java.net.http.HttpRequest.newBuilder(java.net.URI.create(
                        "http://127.0.0.1:" + ports[node] + "/api/games/" + game + "/stream")).header("Authorization", "Bearer "
                        + TestServer.ADMIN_TOKEN).header("Accept", "text/event-stream");
                if (!ids.isEmpty()) {
                    request.header("Last-Event-ID", Long.toString(ids.get(ids.size() - 1)));
                }
                try {
                    java.net.http.HttpResponse<java.util.stream.Stream<String>> r = CLIENT.send(request.GET().build(),
                            java.net.http.HttpResponse.BodyHandlers.ofLines());
                    if (r.statusCode() == 200) {
                        r.body().filter(line -> line.startsWith("id:")).forEach(line -> ids.add(Long.parseLong(line.substring(3).trim())));
                    }
                } catch (IOException | UncheckedIOException e) {
                    // its node went away: follow on the next one
                } catch (InterruptedException e) {
                    return;
                }
                node = (node + 1) % ports.length;
                resumed++;
                pause();
            }
        }

        void awaitSeq(long last) throws InterruptedException {
            long deadline = System.nanoTime() + 60_000_000_000L;
            while ((ids.isEmpty() || ids.get(ids.size() - 1) < last) && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
        }
    }

    private Process start(int node, int port, String uri) throws IOException {
        Path data = dir.resolve("node-" + node);
        List<String> others = new ArrayList<>();
        for (int i = 0; i < NODES; i++) {
            if (i != node) {
                others.add(TestServer.keyDirectory(dir.resolve("node-" + i)).resolve("checkpoint-signing.pub").toString());
            }
        }
        List<String> settings = new ArrayList<>(List.of("--spring.data.mongodb.uri=" + uri, "--adjudicator.mongodb.database=multinode",
                "--adjudicator.node-id=node-" + node, "--adjudicator.integrity.trusted-keys=" + String.join(",", others),
                // every node tries to sign every second; one at a time holds the lease
                "--adjudicator.integrity.checkpoint-interval=PT1S", "--adjudicator.integrity.lease=PT5S",
                "--adjudicator.processing.claim-timeout=PT" + CLAIM_TIMEOUT_S + "S",
                "--adjudicator.processing.claim-interval-ms=" + CLAIM_INTERVAL_MS,
                "--adjudicator.processing.segments=" + SEGMENTS, "--logging.level.adjudicator.query.SegmentShare=INFO",
                // in the kept logs: the rebuild's steps on each node
                "--logging.level.adjudicator.query.ProjectionRebuilder=INFO", "--logging.level.adjudicator.query.ProjectionCompletion=INFO"));
        if (RETRIES != null) {
            settings.add("--adjudicator.command.retries=" + RETRIES);
        }
        return ServerProcess.start(data, port, settings.toArray(String[]::new));
    }

    /** One writer on one node: reads the game, sends its next ply under the id of that ply, again and again. */
    private static void play(int port, String game, AtomicBoolean running, Map<String, Long> acknowledged,
                             Map<Integer, AtomicLong> statuses, List<String> failures) {
        Http http = new Http(port);
        while (running.get()) {
            try {
                Http.Response state = http.get("/api/games/" + game);
                if (state.status() != 200) {
                    statuses.computeIfAbsent(state.status(), s -> new AtomicLong()).incrementAndGet();
                    pause();
                    continue;
                }
                int ply = state.json().get("moves").size();
                String player = ply % 2 == 0 ? "WHITE" : "BLACK";
                Http.Response r = http.post("/api/games/" + game + "/commands", "{\"type\":\"MakeMove\",\"at\":\""
                        + T0.plusSeconds(ply) + "\",\"player\":\"" + player + "\",\"move\":\"" + CYCLE[ply % 4]
                        + "\",\"commandId\":\"" + game + ":" + ply + "\"}");
                statuses.computeIfAbsent(r.status(), s -> new AtomicLong()).incrementAndGet();
                if (r.status() == 200) {
                    long seq = r.json().get("events").get(0).get("seq").asLong();
                    acknowledged.merge(game, seq, Math::max);
                } else if (r.status() == 409 || r.status() == 503) {
                    // lost the race more often than the node decides again, or a stale read of the game: read it again
                    if (r.header("Retry-After") == null && r.body().contains("Concurrent change")) {
                        failures.add(r.status() + " without Retry-After: " + r.body());
                    }
                    if (r.status() == 503 && r.header("Retry-After") == null) {
                        failures.add("503 without Retry-After: " + r.body());
                    }
                } else {
                    failures.add(r.status() + ": " + r.body());
                }
            } catch (UncheckedIOException e) {
                // the node was killed under us: the command in flight was never acknowledged
                pause();
            }
        }
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
