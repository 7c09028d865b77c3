package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Kills the server with SIGKILL while commands are being acknowledged, restarts it on the same data
 * directory, and finds every acknowledged command's events, with sequence numbers without gaps, and
 * a record that verifies. {@code -Dcrash.cycles=N -Dcrash.writers=M} for more cycles (each restarting
 * on the store the last kill left) and writers; it prints the figures of the run.
 */
@Tag("reliability")
class CrashDurabilityTest {

    private static final String[] CYCLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    @TempDir
    Path dataDir;

    /** Kill cycles (-Dcrash.cycles, default 1) and concurrent writers (-Dcrash.writers, default 4). */
    private static final int CYCLES = Integer.getInteger("crash.cycles", 1);
    private static final int WRITERS = Integer.getInteger("crash.writers", 4);

    @Test
    void everyAcknowledgedEventSurvivesAKillDashNine() throws Exception {
        int port = freePort();
        Map<String, Long> acknowledged = new ConcurrentHashMap<>();
        String arbiterToken = null;
        for (int cycle = 1; cycle <= CYCLES; cycle++) {
            // each cycle starts on the store the previous kill left
            Process server = startServer(port);
            try {
                Http http = new Http(port);
                awaitReady(http, server);
                if (arbiterToken == null) {
                    // an account made just before the crash survives it, as the events do
                    arbiterToken = AccessHttpTest.account(http, "{\"name\":\"arbiter-crash\",\"role\":\"ARBITER\"}");
                }
                long before = total(acknowledged);
                AtomicBoolean running = new AtomicBoolean(true);
                List<Thread> players = new ArrayList<>();
                for (int t = 0; t < WRITERS; t++) {
                    Thread thread = new Thread(() -> play(http, running, acknowledged));
                    thread.start();
                    players.add(thread);
                }
                Instant until = Instant.now().plusSeconds(4);
                while (Instant.now().isBefore(until) || total(acknowledged) - before < 200) {
                    Thread.sleep(100);
                    assertThat(server.isAlive()).isTrue();
                    assertThat(players.stream().anyMatch(Thread::isAlive)).as("some player still plays").isTrue();
                }
                server.destroyForcibly(); // SIGKILL: no shutdown hook runs
                server.waitFor();
                running.set(false);
                for (Thread thread : players) {
                    thread.join(30_000);
                }
            } finally {
                server.destroyForcibly();
            }
        }
        assertThat(acknowledged).isNotEmpty();

        Process restarted = startServer(port);
        try {
            Http http = new Http(port);
            awaitReady(http, restarted);
            awaitProjection(http, acknowledged.keySet());
            assertThat(http.as(arbiterToken).get("/api/games?limit=1").status()).as("the account survived").isEqualTo(200);
            long stored = 0;
            for (Map.Entry<String, Long> game : acknowledged.entrySet()) {
                JsonNode events = http.get("/api/games/" + game.getKey() + "/events").json();
                for (int i = 0; i < events.size(); i++) {
                    assertThat(events.get(i).get("seq").asLong()).as("seq without gaps").isEqualTo(i);
                }
                assertThat((long) events.size() - 1).as("last acknowledged event of " + game.getKey())
                        .isGreaterThanOrEqualTo(game.getValue());
                stored += game.getValue() + 1;
                JsonNode state = http.get("/api/games/" + game.getKey()).json();
                assertThat(state.get("lastEventSeq").asLong()).isEqualTo(events.size() - 1);
                assertThat(state.get("moves").size()).isEqualTo(events.size() - 1);
                for (JsonNode event : events) {
                    assertThat(event.get("recordedBy").get("name").asText()).as("who sent it survives with it").isEqualTo("admin");
                }
            }
            JsonNode integrity = http.get("/api/admin/integrity").json();
            assertThat(integrity.get("failing")).as("the record verifies after the kills").isEmpty();
            // the figures of the run, for docs/reliability.md
            System.out.printf("crash: %d kill -9 cycles under %d writers: %d acknowledged events in %d games, all stored (0 lost)%n",
                    CYCLES, WRITERS, stored, acknowledged.size());
        } finally {
            restarted.destroy();
            restarted.waitFor();
        }
    }

    /** Events acknowledged so far: a game's acknowledged seq is its count of events less one. */
    private static long total(Map<String, Long> acknowledged) {
        return acknowledged.values().stream().mapToLong(seq -> seq + 1).sum();
    }

    /** The read model alone (no repair on read) catches up with the store and holds every move. */
    private static void awaitProjection(Http http, java.util.Set<String> games) throws InterruptedException {
        Map<String, Long> last = new java.util.HashMap<>();
        for (String id : games) {
            last.put(id, (long) http.get("/api/games/" + id + "/events").json().size() - 1);
        }
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (true) {
            Map<String, Long> seen = new java.util.HashMap<>();
            for (JsonNode v : http.get("/api/games?limit=1000").json()) {
                // every event of these games is a move: a summary that skipped one would show it here
                long moves = v.get("moveCount").asLong();
                seen.put(v.get("gameId").asText(), moves == v.get("lastEventSeq").asLong() ? moves : -1);
            }
            if (last.entrySet().stream().allMatch(e -> e.getValue().equals(seen.get(e.getKey())))) {
                return;
            }
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError("the projection did not catch up: store " + last + ", views " + seen);
            }
            Thread.sleep(100);
        }
    }

    /**
     * One thread: creates a game without clock and shuffles knights, recording each acknowledged seq.
     * FIDE 2005, which has no automatic fivefold repetition: under 2017/2023 the shuffle would end the
     * game at its 16th ply (9.6.1).
     */
    private static void play(Http http, AtomicBoolean running, Map<String, Long> acknowledged) {
        try {
            Http.Response created = http.post("/api/games", "{\"rules\":\"FIDE_2005\",\"timeControl\":\"-\"}");
            if (created.status() != 201) {
                return;
            }
            String id = created.json().get("gameId").asText();
            Instant at = Instant.parse("2026-03-01T10:00:00Z");
            for (int ply = 0; running.get(); ply++) {
                String player = ply % 2 == 0 ? "WHITE" : "BLACK";
                Http.Response r = http.post("/api/games/" + id + "/commands", "{\"type\":\"MakeMove\",\"at\":\""
                        + at.plusMillis(ply * 1000L) + "\",\"player\":\"" + player + "\",\"move\":\"" + CYCLE[ply % 4] + "\"}");
                if (r.status() != 200) {
                    throw new AssertionError("command refused: " + r.body());
                }
                acknowledged.put(id, r.json().get("events").get(0).get("seq").asLong());
            }
        } catch (UncheckedIOException e) {
            // the server was killed under us: the command in flight was never acknowledged
        }
    }

    private Process startServer(int port) throws IOException {
        return ServerProcess.start(dataDir, port);
    }

    private static void awaitReady(Http http, Process server) throws InterruptedException {
        ServerProcess.awaitReady(http, server);
    }

    private static int freePort() throws IOException {
        return ServerProcess.freePort();
    }
}
