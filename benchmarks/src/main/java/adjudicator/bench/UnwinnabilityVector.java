package adjudicator.bench;

import adjudicator.engine.Position;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference test vector of the unwinnability analysis, read where it lies: never copied into the
 * repository. Given by {@code -Dunwinnability.vector=PATH} or the environment variable
 * {@code UNWINNABILITY_VECTOR} (as the engine's vector test accepts), or else the first
 * {@code shared/data/unwinnability/test-vector.txt} found from the working directory upwards (from the
 * repository root that is {@code ../shared/data/unwinnability/test-vector.txt}).
 */
final class UnwinnabilityVector {
    static final String RELATIVE = "shared/data/unwinnability/test-vector.txt";
    /** Positions in the reference vector; the per-position JMH score assumes this many. */
    static final int SIZE = 1803;

    private UnwinnabilityVector() {
    }

    static Path locate() {
        String override = System.getProperty("unwinnability.vector", System.getenv("UNWINNABILITY_VECTOR"));
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(RELATIVE);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("no " + RELATIVE + " in " + Path.of("").toAbsolutePath()
                + " or any folder above it: run from the repository (beside shared/) or give"
                + " -Dunwinnability.vector=PATH");
    }

    record Entry(String label, String fen, Position position) {
    }

    /** Lines: a 2-character label, a space and a FEN; '#' starts a comment line. */
    static List<Entry> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Entry> result = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String fen = line.substring(3).trim();
            if (fen.split(" ").length == 2) {
                fen += " - -"; // one line gives only placement and side to move
            }
            result.add(new Entry(line.substring(0, 2), fen, Position.fromFen(fen)));
        }
        return result;
    }
}
