package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The embedded store on a disk that fills up: the data directory is a small tmpfs of its own
 * (mounted here, which needs root; skipped with a message where it cannot be mounted). Writes are
 * answered 503 "storage full" and write nothing, reads go on, nothing acknowledged is lost, and the
 * server takes writes again once space is freed: first when the store itself fills the disk down
 * to its margin ({@code adjudicator.embedded.min-free-space}), then when something else fills it to
 * the last byte, and then with no margin at all, where SQLite's own SQLITE_FULL is the answer's reason.
 */
@Tag("reliability")
class FullDiskHttpTest {

    private static final String[] CYCLE = {"g1f3", "g8f6", "f3g1", "f6g8"};
    private static final String FULL = "tag:adjudicator,2026:storage-full";

    @TempDir
    Path dir;

    private final Map<String, Long> acknowledged = new ConcurrentHashMap<>();
    private final Map<String, Integer> plies = new ConcurrentHashMap<>();

    @Test
    void aFullDiskRefusesWritesWith503AndLosesNothingAndReadsGoOn() throws Exception {
        Path data = dir.resolve("data");
        Files.createDirectories(data);
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=10m", "tmpfs", data.toString()),
                "a tmpfs cannot be mounted here (it needs root): the full-disk test is skipped");
        try {
            Path ballast = data.resolve("ballast");
            Files.write(ballast, new byte[3 << 20]);
            int port = ServerProcess.freePort();
            Http http = new Http(port);

            // 1. the store fills its disk down to the margin: writes 503, reads go on
            Process server = ServerProcess.start(data, port, "--adjudicator.embedded.min-free-space=2MB",
                    "--adjudicator.embedded.wal-limit=1MB");
            try {
                ServerProcess.awaitReady(http, server);
                List<String> games = new ArrayList<>();
                Http.Response refused = null;
                while (refused == null) {
                    Http.Response created = http.post("/api/games", "{\"rules\":\"FIDE_2005\",\"timeControl\":\"-\"}");
                    if (created.status() != 201) {
                        refused = created;
                        break;
                    }
                    String game = created.json().get("gameId").asText();
                    games.add(game);
                    for (int i = 0; i < 60 && refused == null; i++) {
                        Http.Response r = move(http, game);
                        if (r.status() != 200) {
                            refused = r;
                        }
                    }
                }
                assertStorageFull(refused);
                assertThat(games).hasSizeGreaterThan(1);
                // the log's checkpoint may give some room back, now or a moment later: held below the margin
                // from here on, topped up until a write is refused again (a write taken meanwhile is acknowledged,
                // and must not be lost either)
                Path filler = data.resolve("filler");
                Http.Response held = null;
                for (int i = 0; i < 50 && (held == null || held.status() == 200); i++) {
                    long room = Files.getFileStore(data).getUsableSpace() - (1 << 20);
                    if (room > 0) {
                        Files.write(filler, new byte[(int) room], java.nio.file.StandardOpenOption.CREATE,
                                java.nio.file.StandardOpenOption.APPEND);
                    }
                    held = move(http, games.get(0));
                    if (held.status() == 200) {
                        Thread.sleep(200);
                    }
                }
                assertStorageFull(held);
                assertStorageFull(http.post("/api/admin/accounts", "{\"name\":\"late\",\"role\":\"ARBITER\"}"));
                assertReadsGoOn(http, games);

                // 2. something else fills the disk to the last byte: the read models' store closes
                // on its next write and is reopened read-only; reads still go on
                fill(data.resolve("filler-2"));
                Thread.sleep(6_000); // the token claims are written every few seconds
                assertStorageFull(move(http, games.get(0)));
                assertReadsGoOn(http, games);

                // 3. space freed: writes are taken again and the views follow them
                Files.delete(filler);
                Files.delete(data.resolve("filler-2"));
                Files.delete(ballast);
                String game = games.get(games.size() - 1);
                await("a command accepted once space is freed", () -> move(http, game).status() == 200);
                await("the game list follows the record again", () -> {
                    for (JsonNode v : http.get("/api/games?limit=1000").json()) {
                        if (v.get("gameId").asText().equals(game)) {
                            return v.get("lastEventSeq").asLong() == acknowledged.get(game);
                        }
                    }
                    return false;
                });
            } finally {
                stop(server);
            }

            // 4. no margin at all: SQLite's own "database or disk is full" is a 503 too
            server = ServerProcess.start(data, port, "--adjudicator.embedded.min-free-space=0");
            try {
                ServerProcess.awaitReady(http, server);
                Path filler = data.resolve("filler");
                fill(filler);
                String game = acknowledged.keySet().iterator().next();
                Http.Response r = null;
                for (int i = 0; i < 50; i++) { // a commit may still fit in a page SQLite had
                    r = move(http, game);
                    if (r.status() != 200) {
                        break;
                    }
                }
                assertStorageFull(r);
                assertThat(http.get("/api/games/" + game).status()).isEqualTo(200);
                Files.delete(filler);
            } finally {
                stop(server);
            }

            // 5. every acknowledged event is there after a restart, and the record verifies
            server = ServerProcess.start(data, port);
            try {
                ServerProcess.awaitReady(http, server);
                for (Map.Entry<String, Long> e : acknowledged.entrySet()) {
                    JsonNode events = http.get("/api/games/" + e.getKey() + "/events").json();
                    assertThat((long) events.size() - 1).as("events of " + e.getKey()).isEqualTo(e.getValue());
                }
                JsonNode integrity = http.get("/api/admin/integrity").json();
                assertThat(integrity.get("failing")).as(integrity.toString()).isEmpty();
            } finally {
                stop(server);
            }
        } finally {
            run("umount", "-l", data.toString());
        }
    }

    /** A knight move of {@code game}, remembered when acknowledged. */
    private Http.Response move(Http http, String game) {
        int ply = plies.getOrDefault(game, 0);
        Http.Response r = http.post("/api/games/" + game + "/commands", "{\"type\":\"MakeMove\",\"at\":\""
                + Instant.parse("2026-03-01T10:00:00Z").plusSeconds(ply) + "\",\"player\":\""
                + (ply % 2 == 0 ? "WHITE" : "BLACK") + "\",\"move\":\"" + CYCLE[ply % 4] + "\"}");
        if (r.status() == 200) {
            plies.put(game, ply + 1);
            acknowledged.put(game, r.json().get("events").get(0).get("seq").asLong());
        }
        return r;
    }

    private void assertReadsGoOn(Http http, List<String> games) throws InterruptedException {
        for (String game : games) {
            Http.Response view = http.get("/api/games/" + game);
            assertThat(view.status()).as(view.body()).isEqualTo(200);
            assertThat(view.json().get("lastEventSeq").asLong()).isEqualTo(acknowledged.getOrDefault(game, 0L));
            assertThat(http.get("/api/games/" + game + "/events").status()).isEqualTo(200);
        }
        await("the game list answers with every game", () -> {
            Http.Response list = http.get("/api/games?limit=1000");
            return list.status() == 200 && list.json().size() == games.size();
        });
    }

    private static void assertStorageFull(Http.Response r) {
        assertThat(r.status()).as(r.body()).isEqualTo(503);
        assertThat(r.json().get("type").asText()).isEqualTo(FULL);
        assertThat(r.header("Retry-After")).isNotNull();
    }

    /** Writes zeros until the disk has no byte left. */
    private static void fill(Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            byte[] block = new byte[4096];
            while (true) {
                out.write(block);
            }
        } catch (IOException e) {
            if (!String.valueOf(e.getMessage()).contains("No space left")) {
                throw e;
            }
        }
    }

    private static void await(String what, Supplier<Boolean> condition) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (!condition.get()) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(200);
        }
    }

    private static void stop(Process server) throws InterruptedException {
        server.destroy();
        if (!server.waitFor(30, TimeUnit.SECONDS)) {
            server.destroyForcibly().waitFor();
        }
    }

    private static boolean run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
