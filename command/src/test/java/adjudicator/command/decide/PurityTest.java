package adjudicator.command.decide;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The deciders and the fold are pure: no Axon, Spring or store in them, so that the Laws can be
 * replayed over a game's facts anywhere (re-adjudication, tests, another framework). Read from their
 * sources: an import of a framework in these packages fails this test.
 */
class PurityTest {

    private static final List<String> FRAMEWORKS = List.of("org.axonframework", "org.springframework", "com.mongodb",
            "org.bson", "jakarta.persistence", "java.sql");

    /** The deciders and folds of tournaments and appeals, in the folders of their aggregates. */
    @ParameterizedTest
    @ValueSource(strings = {"tournament/TournamentDecider.java", "tournament/TournamentState.java", "appeal/AppealDecider.java",
            "appeal/AppealState.java"})
    void theTournamentsAndAppealsDecidersAndFoldsImportNoFramework(String file) throws IOException {
        Path source = Path.of("src/main/java/adjudicator/command", file);
        assertThat(source).isRegularFile();
        for (String line : Files.readAllLines(source)) {
            if (line.startsWith("import ")) {
                assertThat(FRAMEWORKS).as(source + ": " + line).noneMatch(f -> line.contains(" " + f + ".")
                        || line.contains("static " + f + "."));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"decide", "state"})
    void theDecidersAndTheFoldImportNoFramework(String pkg) throws IOException {
        Path folder = Path.of("src/main/java/adjudicator/command", pkg);
        assertThat(folder).isDirectory();
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> sources = files.filter(f -> f.toString().endsWith(".java")).toList();
            assertThat(sources).isNotEmpty();
            for (Path source : sources) {
                for (String line : Files.readAllLines(source)) {
                    if (line.startsWith("import ")) {
                        assertThat(FRAMEWORKS).as(source + ": " + line).noneMatch(f -> line.contains(" " + f + ".")
                                || line.contains("static " + f + "."));
                    }
                }
            }
        }
    }
}
