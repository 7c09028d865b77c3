package adjudicator.app;

import adjudicator.command.decide.Readjudication;
import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoreVerification;
import adjudicator.command.record.StoredEvents;
import adjudicator.query.Readjudicator;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The HTTP tests' server: the real application on an embedded store in the test's folder, a client
 * for it, and the commands a tablet sends. Stopping it checks the record it holds: every game created
 * through it, replayed from its facts under its own edition ({@link Readjudication}), must give its
 * own record again, in everything the Laws decide.
 */
final class TestServer implements AutoCloseable {

    /** The ADMIN token of every test server's store (ADJUDICATOR_BOOTSTRAP_TOKEN). */
    static final String ADMIN_TOKEN = "test-admin-token-0123456789abcdef0123456789abcdef";

    final ConfigurableApplicationContext context;
    final Http http;

    private TestServer(ConfigurableApplicationContext context) {
        this.context = context;
        this.http = new Http(port());
    }

    /**
     * A server on a free port, storing under {@code dataDir}, its first account the ADMIN of
     * {@link #ADMIN_TOKEN}; {@code extra} settings as on the command line, over the defaults here. The
     * tests run with a request limit that they do not reach (100,000 a second per account), except
     * those that test the limit.
     */
    static TestServer start(Path dataDir, String... extra) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("server.port", "0");
        settings.put("adjudicator.data-dir", dataDir.toString());
        settings.put("adjudicator.embedded.synchronous", "NORMAL");
        settings.put("spring.main.banner-mode", "off");
        settings.put("adjudicator.bootstrap.token", ADMIN_TOKEN);
        settings.put("adjudicator.access.rate-limit.per-second", "100000");
        settings.put("adjudicator.access.rate-limit.burst", "100000");
        settings.put("adjudicator.integrity.key-dir", keyDirectory(dataDir).toString());
        settings.put("adjudicator.integrity.checkpoint-interval", "0s"); // checkpoints when a game ends, or asked for
        for (String setting : extra) {
            int eq = setting.indexOf('=');
            settings.put(setting.substring(2, eq), setting.substring(eq + 1));
        }
        String[] args = settings.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toArray(String[]::new);
        return new TestServer(new SpringApplicationBuilder(AdjudicatorApplication.class).run(args));
    }

    /**
     * The signing key's directory of a test store: beside its data directory (never inside), the
     * same for every server on that store, and deleted when the tests end.
     */
    static Path keyDirectory(Path dataDir) {
        Path keys = dataDir.toAbsolutePath().resolveSibling(dataDir.getFileName() + "-keys");
        synchronized (KEY_DIRECTORIES) {
            if (KEY_DIRECTORIES.isEmpty()) {
                Runtime.getRuntime().addShutdownHook(new Thread(() -> KEY_DIRECTORIES.forEach(TestServer::deleteTree)));
            }
            KEY_DIRECTORIES.add(keys);
        }
        return keys;
    }

    private static final java.util.Set<Path> KEY_DIRECTORIES = new java.util.LinkedHashSet<>();

    private static void deleteTree(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException | java.io.UncheckedIOException e) {
            // already gone
        }
    }

    int port() {
        return ((WebServerApplicationContext) context).getWebServer().getPort();
    }

    <T> T bean(Class<T> type) {
        return context.getBean(type);
    }

    /** One command as the contract's JSON: {@code more} holds the fields besides type and at. */
    static String command(String type, String at, String more) {
        return "{\"type\":\"" + type + "\",\"at\":\"" + at + "\"" + (more.isEmpty() ? "" : "," + more) + "}";
    }

    static String command(String type, Instant at, String more) {
        return command(type, at.toString(), more);
    }

    /** A new game from its JSON; its id. */
    String newGame(String json) {
        Http.Response created = http.post("/api/games", json);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return created.json().get("gameId").asText();
    }

    String newGame(String rules, String timeControl) {
        return newGame("{\"rules\":\"" + rules + "\",\"timeControl\":\"" + timeControl + "\"}");
    }

    /** A new tournament of three rounds under FIDE 2023 (5400+30) with {@code players} registered in order; its path. */
    String newTournament(String name, String... players) {
        Http.Response created = http.post("/api/tournaments", "{\"name\":\"" + name + "\",\"rounds\":3,\"rules\":\"FIDE_2023\","
                + "\"timeControl\":\"5400+30\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String path = "/api/tournaments/" + created.json().get("tournamentId").asText();
        for (String player : players) {
            Http.Response r = http.post(path + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + player + "\"}");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
        }
        return path;
    }

    /** Sends a command, which must be accepted; the events it appended. */
    JsonNode send(String gameId, String type, Instant at, String more) {
        Http.Response r = http.post("/api/games/" + gameId + "/commands", command(type, at, more));
        assertThat(r.status()).as(type + " at " + at + ": " + r.body()).isEqualTo(200);
        return r.json().get("events");
    }

    /**
     * Stops the server once every game it holds has verified against its hash chain and replayed as its
     * record under its own edition.
     */
    @Override
    public void close() {
        try {
            assertEveryGameVerifies();
            assertEveryGameReplaysAsRecorded();
        } finally {
            context.close();
        }
    }

    /** Stops the server without checking its record (for a store that a test has tampered with). */
    void stopUnchecked() {
        context.close();
    }

    /** Every game of the store verifies against its hash chain from its first event. */
    void assertEveryGameVerifies() {
        StoreVerification all = StoreVerification.of(bean(StoredEvents.class), bean(RecordVerifier.class), progress -> { });
        assertThat(all.failing()).as("games whose record fails verification").isEmpty();
    }

    /**
     * A server for all the tests of a class, on a store in a folder of its own that is deleted after
     * them: {@code @RegisterExtension static final TestServer.PerClass SERVER = new TestServer.PerClass();}
     * then {@code SERVER.http} and {@code SERVER.server}. Stopping it checks the record, as {@link #close()}.
     */
    static final class PerClass implements BeforeAllCallback, AfterAllCallback {
        private final String[] settings;
        private Path folder;
        TestServer server;
        Http http;

        PerClass(String... settings) {
            this.settings = settings;
        }

        @Override
        public void beforeAll(ExtensionContext context) throws IOException {
            folder = Files.createTempDirectory("adjudicator-" + context.getRequiredTestClass().getSimpleName());
            server = TestServer.start(folder, settings);
            http = server.http;
        }

        @Override
        public void afterAll(ExtensionContext context) throws IOException {
            try {
                server.close();
            } finally {
                try (Stream<Path> files = Files.walk(folder)) {
                    files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
                }
            }
        }

        Path folder() {
            return folder;
        }
    }

    /** Every game of the store, replayed under its own edition, gives its own record. */
    void assertEveryGameReplaysAsRecorded() {
        List<String> problems = notReplayingAsRecorded().stream().map(ReadjudicateCommand::line).toList();
        assertThat(problems).as("games whose facts, replayed under their own edition, do not give their record").isEmpty();
    }

    /** The re-adjudications, under their own edition, of the games that do not give their own record. */
    List<Readjudication.Report> notReplayingAsRecorded() {
        Readjudicator readjudicator = bean(Readjudicator.class);
        List<Readjudication.Report> out = new ArrayList<>();
        for (String id : readjudicator.gameIds()) {
            Readjudication.Report report = readjudicator.of(id, null);
            if (!report.identical() || !report.refused().isEmpty() || !report.notReproduced().isEmpty()) {
                out.add(report);
            }
        }
        return out;
    }
}
