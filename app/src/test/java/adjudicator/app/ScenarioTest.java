package adjudicator.app;

import adjudicator.app.scenario.ScenarioCommand;
import adjudicator.app.scenario.ScenarioRunner;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every scenario under {@code src/test/resources/scenarios} replayed through the HTTP API meets its
 * expectations; a scenario with a wrong expectation is reported as failing; and the command line's
 * {@code scenario} verb replays files on a server of its own.
 */
class ScenarioTest {

    @TempDir
    static Path dataDir;

    static TestServer server;
    static ScenarioRunner runner;
    static final ObjectMapper MAPPER = new ObjectMapper();
    static final Path SCENARIOS = Path.of("src/test/resources/scenarios");

    @BeforeAll
    static void start() {
        server = TestServer.start(dataDir);
        runner = new ScenarioRunner("http://127.0.0.1:" + server.port(), TestServer.ADMIN_TOKEN);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static List<Path> scenarios() throws IOException {
        try (Stream<Path> files = Files.list(SCENARIOS)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyScenarioMeetsItsExpectations() throws IOException {
        List<Path> files = scenarios();
        assertThat(files).hasSizeGreaterThanOrEqualTo(6);
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            ScenarioRunner.Outcome outcome = runner.run(MAPPER.readTree(file.toFile()));
            assertThat(outcome.failures()).as(outcome.title()).isEmpty();
        }));
    }

    @Test
    void aWrongExpectationIsReportedWithWhatWasFound() throws IOException {
        JsonNode scenario = MAPPER.readTree(SCENARIOS.resolve("threefold-claim-upheld-fide2005.json").toFile());
        ((ObjectNode) scenario.get("expect").get("state")).put("result", "1-0");
        ScenarioRunner.Outcome outcome = runner.run(scenario);
        assertThat(outcome.passed()).isFalse();
        assertThat(outcome.failures()).singleElement().asString()
                .contains("final state.result").contains("\"1-0\"").contains("\"1/2-1/2\"");
    }

    @Test
    void aCommandRefusedWhereTheScenarioExpectedItAcceptedIsReported() throws IOException {
        JsonNode scenario = MAPPER.readTree("""
                {"title": "Black cannot move first", "game": {"rules": "FIDE_2005", "timeControl": "-"},
                 "commands": [{"type": "MakeMove", "at": "2026-03-01T10:00:00Z", "player": "BLACK", "move": "e5"}]}
                """);
        ScenarioRunner.Outcome outcome = runner.run(scenario);
        assertThat(outcome.failures()).singleElement().asString().contains("status 409, expected 200");
    }

    @Test
    void theScenarioVerbReplaysFilesOnAServerOfItsOwn() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ScenarioCommand command = new ScenarioCommand(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        int code = new picocli.CommandLine(command).execute(
                SCENARIOS.resolve("flag-fall-draw-knight-fide2005.json").toString());
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(code).as(out).isZero();
        assertThat(out).contains("result 1/2-1/2 (TIME_FORFEIT_DRAW, Art. 6.10 FIDE_2005)").contains("PASS")
                .contains("cannot checkmate by any series of legal moves");
    }
}
