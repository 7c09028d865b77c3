package adjudicator.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The reference test vector (../shared/data/unwinnability/test-vector.txt beside the repository, 1,803
 * positions labelled with who can still mate): every position is decided for each side with exactly
 * the label's verdict, never undetermined, and every helpmate returned really mates. Skipped only when
 * that folder is absent; the data stays outside the repository. Another location can be given with
 * {@code -Dunwinnability.vector=PATH} or the environment variable {@code UNWINNABILITY_VECTOR} (a clone
 * elsewhere than beside shared/); a given path that is not a file skips the test like an absent folder.
 */
class UnwinnabilityVectorTest {

    static Path vector() {
        String override = System.getProperty("unwinnability.vector", System.getenv("UNWINNABILITY_VECTOR"));
        if (override != null && !override.isBlank()) {
            Path given = Path.of(override);
            return Files.isRegularFile(given) ? given : null;
        }
        // the module's directory is engine/ inside the repository; shared/ lies beside the repository
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared/data/unwinnability/test-vector.txt");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    record Labelled(String label, String fen) {
    }

    static List<Labelled> read(Path file) throws IOException {
        List<Labelled> result = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String fen = line.substring(3).trim();
            if (fen.split(" ").length == 2) {
                fen += " - -"; // one line of the file gives only placement and side to move
            }
            result.add(new Labelled(line.substring(0, 2), fen));
        }
        return result;
    }

    @Test
    void article6_9_and_5_2_everyPositionOfTheReferenceVectorGetsExactlyItsLabel() throws IOException {
        Path file = vector();
        assumeTrue(file != null, "test vector folder ../shared/data/unwinnability not present");
        List<Labelled> positions = read(file);
        assertThat(positions).hasSize(1803);
        List<String> wrong = new ArrayList<>();
        List<String> undetermined = new ArrayList<>();
        for (Labelled l : positions) {
            Position p = Position.fromFen(l.fen());
            Unwinnability.Verdict white = Unwinnability.analyse(p, Color.WHITE);
            Unwinnability.Verdict black = Unwinnability.analyse(p, Color.BLACK);
            for (Unwinnability.Verdict v : List.of(white, black)) {
                if (v instanceof Unwinnability.Winnable w) {
                    UnwinnabilityTest.assertHelpmate(p, v == white ? Color.WHITE : Color.BLACK, w.helpmate());
                }
            }
            String got = label(white, 'W') + label(black, 'B');
            if (got.equals(l.label())) {
                continue;
            }
            String line = l.label() + " expected, got " + got + ": " + l.fen();
            boolean contradicts = false;
            for (int i = 0; i < 2; i++) {
                contradicts |= got.charAt(i) != '?' && got.charAt(i) != l.label().charAt(i);
            }
            (contradicts ? wrong : undetermined).add(line);
        }
        // soundness first: a winnable side declared unwinnable would give a draw the Laws do not give
        assertThat(wrong).as("positions where a verdict contradicts the label").isEmpty();
        // and every position decided, each side with exactly the label's verdict
        assertThat(undetermined).as("undetermined positions").isEmpty();
    }

    private static String label(Unwinnability.Verdict v, char side) {
        if (v instanceof Unwinnability.Winnable) {
            return String.valueOf(side);
        }
        return v instanceof Unwinnability.Unwinnable ? "-" : "?";
    }
}
