package adjudicator.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The real application in a process of its own, to be killed with SIGKILL (no shutdown hook runs). */
final class ServerProcess {

    private ServerProcess() {
    }

    /**
     * A server on {@code port} storing under {@code dataDir}, its first ADMIN {@link TestServer#ADMIN_TOKEN},
     * with a request limit stated here (far above what the tests send, so that it never passes for a
     * slow server); its log beside the store.
     */
    static Process start(Path dataDir, int port, String... extra) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), "adjudicator.app.Main",
                "--server.port=" + port, "--adjudicator.data-dir=" + dataDir, "--spring.main.banner-mode=off",
                "--logging.level.root=WARN", "--adjudicator.bootstrap.token=" + TestServer.ADMIN_TOKEN,
                "--adjudicator.integrity.key-dir=" + TestServer.keyDirectory(dataDir),
                "--adjudicator.access.rate-limit.per-second=100000", "--adjudicator.access.rate-limit.burst=100000"));
        command.addAll(List.of(extra));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dataDir.resolveSibling(dataDir.getFileName() + "-server-" + port + "-" + System.nanoTime() + ".log").toFile())
                .start();
    }

    static void awaitReady(Http http, Process server) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
        while (Instant.now().isBefore(deadline)) {
            assertThat(server.isAlive()).as("server process alive").isTrue();
            try {
                if (http.get("/api/health").status() == 200) {
                    return;
                }
            } catch (UncheckedIOException e) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new AssertionError("server did not start");
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
