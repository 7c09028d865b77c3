package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The console's texts (docs/console.md, "Languages"): the two bundles, {@code static/console/i18n/en.json} and
 * {@code ru.json}, hold the same keys, none empty, with the same places ({name}) in both; every key the pages
 * name (data-i18n, data-i18n-attr, data-name) and every key the scripts write out ({@code t('game.claimDraw')},
 * a quoted key) is in both; every value of the API the scripts put into words ({@code term('termination', ...)})
 * has its words, for each value the server's types can take; and the Russian texts have no English left in them.
 * No browser: the files are read as they are.
 */
class ConsoleTextsTest {

    private static final Path CONSOLE = Path.of("src/main/resources/static/console");
    private static final Pattern PLACE = Pattern.compile("\\{(\\w+)}");
    /** The Latin words a Russian text keeps: names of formats and of a product, keys of the keyboard, an abbreviation. */
    private static final Set<String> LATIN_KEPT = Set.of("FEN", "PGN", "PDF", "CSV", "TRF", "LiveChess", "K", "Tab", "Enter", "ID",
            "RUS");

    private static Map<String, String> en;
    private static Map<String, String> ru;

    @BeforeAll
    static void readTheBundles() throws IOException {
        en = bundle("en");
        ru = bundle("ru");
    }

    private static Map<String, String> bundle(String language) throws IOException {
        JsonNode json = new ObjectMapper().readTree(CONSOLE.resolve("i18n/" + language + ".json").toFile());
        Map<String, String> out = new LinkedHashMap<>();
        json.fields().forEachRemaining(e -> {
            assertThat(e.getValue().isTextual()).as("%s in %s.json is a text", e.getKey(), language).isTrue();
            out.put(e.getKey(), e.getValue().asText());
        });
        return out;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<Path> files(String extension) throws IOException {
        try (Stream<Path> all = Files.list(CONSOLE)) {
            return all.filter(p -> p.toString().endsWith(extension)).sorted().toList();
        }
    }

    private static List<String> all(Pattern pattern, String text) {
        List<String> out = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void bothBundlesHoldTheSameKeys_noneEmpty() {
        assertThat(en).as("en.json").isNotEmpty();
        assertThat(new TreeSet<>(ru.keySet())).as("the keys of ru.json against en.json").isEqualTo(new TreeSet<>(en.keySet()));
        en.forEach((k, v) -> assertThat(v).as("%s in en.json", k).isNotBlank());
        ru.forEach((k, v) -> assertThat(v).as("%s in ru.json", k).isNotBlank());
    }

    @Test
    void eachTextHasTheSamePlacesInBothLanguages() {
        List<String> differ = new ArrayList<>();
        en.forEach((k, v) -> {
            Set<String> inEnglish = new TreeSet<>(all(PLACE, v));
            Set<String> inRussian = new TreeSet<>(all(PLACE, ru.getOrDefault(k, "")));
            if (!inEnglish.equals(inRussian)) {
                differ.add(k + ": en " + inEnglish + ", ru " + inRussian);
            }
        });
        assertThat(differ).as("texts whose places {name} differ between the languages").isEmpty();
    }

    @Test
    void everyKeyThePagesAndScriptsName_isInBothBundles() throws IOException {
        Map<String, String> named = new LinkedHashMap<>(); // key -> where
        for (Path html : files(".html")) {
            String text = read(html);
            all(Pattern.compile("data-(?:i18n|name)=\"([^\"]+)\""), text).forEach(k -> named.put(k, html.getFileName().toString()));
            for (String pairs : all(Pattern.compile("data-i18n-attr=\"([^\"]+)\""), text)) {
                for (String pair : pairs.trim().split("\\s+")) {
                    assertThat(pair).as("data-i18n-attr in %s: attribute:key", html.getFileName()).contains(":");
                    named.put(pair.substring(pair.indexOf(':') + 1), html.getFileName().toString());
                }
            }
        }
        assertThat(named).as("the pages name their texts").isNotEmpty();
        // the first parts of the keys (common, game, ...): a quoted string that starts with one and a dot is a key
        Set<String> prefixes = new TreeSet<>();
        en.keySet().forEach(k -> prefixes.add(k.substring(0, k.indexOf('.'))));
        Pattern quotedKey = Pattern.compile("['\"]((?:" + String.join("|", prefixes) + ")\\.[A-Za-z0-9_.]*[A-Za-z0-9_])['\"]");
        Pattern translated = Pattern.compile("\\bt\\(\\s*['\"]([^'\"]+)['\"]\\s*[,)]");
        Pattern termed = Pattern.compile("\\bterm\\(\\s*['\"]([^'\"]+)['\"]");
        int scripts = 0;
        for (Path js : files(".js")) {
            String text = read(js);
            String where = js.getFileName().toString();
            all(translated, text).forEach(k -> named.put(k, where));
            all(quotedKey, text).stream().filter(k -> !isGroup(k)).forEach(k -> named.put(k, where));
            for (String group : all(termed, text)) {
                assertThat(isGroup(group)).as("term('%s', ...) in %s: a group of texts in en.json", group, where).isTrue();
            }
            scripts++;
        }
        assertThat(scripts).isGreaterThan(5);
        List<String> missing = new ArrayList<>();
        named.forEach((k, where) -> {
            if (!en.containsKey(k) || !ru.containsKey(k)) {
                missing.add(k + " (" + where + ")" + (en.containsKey(k) ? "" : " not in en.json") + (ru.containsKey(k) ? "" : " not in ru.json"));
            }
        });
        assertThat(missing).as("keys the console names that a bundle lacks").isEmpty();
    }

    /** Whether {@code name} is a group of texts that {@code term()} reads (keys "name.VALUE"). */
    private static boolean isGroup(String name) {
        return en.keySet().stream().anyMatch(k -> k.startsWith(name + ".") && !k.substring(name.length() + 1).contains("."));
    }

    /** The values of the server's types that the console puts into words, each with its words in both bundles. */
    @Test
    void everyValueOfTheApiTheConsolePutsIntoWords_hasItsWords() {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        groups.put("edition", names(adjudicator.engine.rules.Edition.values()));
        groups.put("edition.of", names(adjudicator.engine.rules.Edition.values()));
        groups.put("side", List.of("WHITE", "BLACK"));
        groups.put("side.gen", List.of("WHITE", "BLACK"));
        groups.put("role", names(adjudicator.app.access.Role.values()));
        groups.put("termination", names(adjudicator.engine.rules.Termination.values()));
        groups.put("standing", names(adjudicator.command.state.ResultStanding.values()));
        groups.put("claimKind", names(adjudicator.command.api.ClaimKind.values()));
        groups.put("claimStatus", names(adjudicator.command.state.OpenClaim.Status.values()));
        groups.put("penalty", names(adjudicator.command.api.PenaltyKind.values()));
        groups.put("penaltyKind", names(adjudicator.command.api.PenaltyKind.values()));
        groups.put("decision", names(adjudicator.command.appeal.AppealEvent.Decision.values()));
        groups.put("vote", names(adjudicator.command.appeal.AppealEvent.Decision.values()));
        groups.put("lodgedBy", names(adjudicator.command.appeal.AppealEvent.LodgedBy.values()));
        groups.put("speaker", names(adjudicator.command.appeal.AppealEvent.Speaker.values()));
        groups.put("refusal", names(adjudicator.command.appeal.AppealEvent.Refusal.values()));
        groups.put("integrity", names(adjudicator.command.record.Verification.Status.values()));
        groups.put("relayState", names(adjudicator.app.relay.LiveChessRelays.State.values()));
        groups.put("relayBoard", names(adjudicator.app.relay.LiveChessRelays.BoardState.values()));
        groups.put("appealStatus", List.of("LODGED", "HEARING", "DECIDED", "REFUSED"));
        groups.put("resultFrom", List.of("ENTERED", "GAME"));
        List<String> events = new ArrayList<>();
        Stream.of(adjudicator.command.api.GameEvent.class.getPermittedSubclasses(),
                adjudicator.command.appeal.AppealEvent.class.getPermittedSubclasses())
                .flatMap(Arrays::stream).forEach(c -> events.add(c.getSimpleName()));
        groups.put("event", events);
        List<String> missing = new ArrayList<>();
        groups.forEach((group, values) -> values.forEach(v -> {
            if (!en.containsKey(group + "." + v) || !ru.containsKey(group + "." + v)) {
                missing.add(group + "." + v);
            }
        }));
        assertThat(missing).as("values of the API with no words in a bundle (term() would show them as they come)").isEmpty();
    }

    private static List<String> names(Enum<?>[] values) {
        return Arrays.stream(values).map(Enum::name).toList();
    }

    @Test
    void theRussianTextsLeaveNoEnglish() {
        List<String> english = new ArrayList<>();
        ru.forEach((k, v) -> {
            for (String word : all(Pattern.compile("([A-Za-z]+)"), PLACE.matcher(v).replaceAll(""))) {
                if (!LATIN_KEPT.contains(word)) {
                    english.add(k + ": " + word + " in \"" + v + "\"");
                }
            }
        });
        assertThat(english).as("Latin words in ru.json").isEmpty();
    }
}
