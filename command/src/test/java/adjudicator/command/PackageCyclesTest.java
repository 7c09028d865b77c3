package adjudicator.command;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command module's packages depend on each other one way: no package reaches, through others, back
 * to itself. Read from the sources (imports and qualified names in code; text in strings and comments
 * does not count), so that a change that closes a cycle fails here, naming it.
 */
class PackageCyclesTest {

    private static final Path SOURCES = Path.of("src/main/java/adjudicator/command");
    private static final Pattern REFERENCE = Pattern.compile("adjudicator\\.command\\.([a-z]+)\\.");

    @Test
    void theCommandModulesPackagesHaveNoCycle() throws IOException {
        Map<String, Set<String>> graph = dependencies();
        assertThat(graph).as("the packages read").containsKeys("api", "decide", "state", "game", "tournament", "appeal", "process",
                "record", "web");
        assertThat(cycles(graph)).as("package cycles (each a path back to its first package)").isEmpty();
    }

    @Test
    void aCycleIsFoundAndNamed() {
        Map<String, Set<String>> graph = new TreeMap<>(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a")));
        assertThat(cycles(graph)).containsExactly(List.of("a", "b", "c", "a"));
        assertThat(cycles(new TreeMap<>(Map.of("a", Set.of("b"), "b", Set.of(), "d", Set.of("a", "b"))))).isEmpty();
    }

    /** Each package's references to the module's other packages. */
    private static Map<String, Set<String>> dependencies() throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String pkg = SOURCES.relativize(file.getParent()).toString().replace('/', '.');
                Set<String> out = graph.computeIfAbsent(pkg, p -> new TreeSet<>());
                Matcher m = REFERENCE.matcher(code(Files.readString(file)));
                while (m.find()) {
                    if (!m.group(1).equals(pkg)) {
                        out.add(m.group(1));
                    }
                }
            }
        }
        return graph;
    }

    /** The source without its comments and string literals. */
    private static String code(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "").replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"");
    }

    /** The cycles of the graph, each once, as the path from its smallest package back to it. */
    static List<List<String>> cycles(Map<String, Set<String>> graph) {
        List<List<String>> out = new ArrayList<>();
        for (String start : graph.keySet()) {
            walk(graph, start, new ArrayList<>(List.of(start)), out);
        }
        return out;
    }

    private static void walk(Map<String, Set<String>> graph, String start, List<String> path, List<List<String>> out) {
        for (String next : graph.getOrDefault(path.get(path.size() - 1), Set.of())) {
            if (next.equals(start)) {
                List<String> cycle = new ArrayList<>(path);
                cycle.add(start);
                out.add(cycle);
            } else if (next.compareTo(start) > 0 && !path.contains(next)) {
                path.add(next);
                walk(graph, start, path, out);
                path.remove(path.size() - 1);
            }
        }
    }
}
