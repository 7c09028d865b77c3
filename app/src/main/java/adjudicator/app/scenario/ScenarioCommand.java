package adjudicator.app.scenario;

import adjudicator.app.AdjudicatorApplication;
import adjudicator.app.access.Tokens;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/**
 * {@code scenario FILE...}: replays each scenario (see {@link ScenarioRunner}) on a server of its own,
 * started on an empty embedded store in a temporary directory that is deleted afterwards, and prints
 * what happened: the result, the clocks, the rulings with their articles, and any mismatch with the
 * scenario's expectations. Exit status 0 when every scenario met its expectations, 1 otherwise, 2 when
 * a file cannot be read.
 */
@Command(name = "scenario", mixinStandardHelpOptions = true,
        description = "Replays disputed cases written as JSON scenarios and checks their expected outcome.")
public final class ScenarioCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", description = "scenario files (JSON)")
    List<Path> files;

    private final PrintStream out;

    public ScenarioCommand() {
        this(System.out);
    }

    public ScenarioCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        Path dir = Files.createTempDirectory("adjudicator-scenario");
        int failed = 0;
        // the throwaway store's first account, for this run only; no request limit gets in the way
        String token = Tokens.newToken();
        try (ConfigurableApplicationContext context = SpringApplication.run(AdjudicatorApplication.class,
                "--server.port=0", "--adjudicator.data-dir=" + dir.resolve("data"), "--adjudicator.mongodb.uri=",
                "--logging.level.root=WARN", "--spring.main.banner-mode=off", "--adjudicator.bootstrap.token=" + token,
                "--adjudicator.access.rate-limit.per-second=100000", "--adjudicator.access.rate-limit.burst=100000")) {
            String port = context.getEnvironment().getProperty("local.server.port");
            ScenarioRunner runner = new ScenarioRunner("http://127.0.0.1:" + port, token);
            for (Path file : files) {
                JsonNode scenario;
                try {
                    scenario = mapper.readTree(file.toFile());
                } catch (IOException e) {
                    out.println("cannot read " + file + ": " + e.getMessage());
                    return 2;
                }
                ScenarioRunner.Outcome outcome = runner.run(scenario);
                report(file, outcome);
                if (!outcome.passed()) {
                    failed++;
                }
            }
        } finally {
            try (Stream<Path> paths = Files.walk(dir)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        out.println(failed == 0 ? "all " + files.size() + " scenarios met their expectations"
                : failed + " of " + files.size() + " scenarios did not meet their expectations");
        return failed == 0 ? 0 : 1;
    }

    private void report(Path file, ScenarioRunner.Outcome outcome) {
        out.println("== " + outcome.title() + " (" + file + ")");
        JsonNode s = outcome.state();
        if (s != null) {
            out.println("game " + outcome.gameId() + ": " + s.path("status").asText() + ", moves " + s.path("moves")
                    + (s.path("result").isNull() ? "" : ", result " + s.path("result").asText() + " ("
                    + s.path("termination").asText() + ", Art. " + s.path("terminationArticle").asText() + " " + s.path("rules").asText() + ")"));
            JsonNode clocks = s.path("clocks");
            if (!clocks.path("white").path("remainingMs").isNull()) {
                out.println("clocks: WHITE " + clocks.path("white").path("remainingMs").asLong() + " ms, BLACK "
                        + clocks.path("black").path("remainingMs").asLong() + " ms, running " + clocks.path("running").asText());
            }
            for (JsonNode r : s.path("rulings")) {
                int n = r.path("afterMoves").asInt();
                out.println("  after " + n + (n == 1 ? " move: " : " moves: ") + r.path("text").asText());
            }
        }
        if (outcome.passed()) {
            out.println("PASS");
        } else {
            outcome.failures().forEach(f -> out.println("  MISMATCH " + f));
            out.println("FAIL");
        }
    }
}
