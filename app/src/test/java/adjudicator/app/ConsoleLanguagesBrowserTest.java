package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The console in Russian and in English (docs/console.md, "Languages"), in a browser whose language is Russian
 * ({@link ConsoleBrowser}): every page, on a server seeded through its API with a tournament of one round (a game
 * in progress with its moves and a penalty, a game drawn and amended on appeal by its committee), first in the
 * browser's language, then in English chosen with the switch in the page's header, which is remembered. On each
 * page: {@code <html lang>}, a label in the language, no text that is a key of the bundles or looks like one
 * ("game.claimDraw"), every request to the API with the language (in Russian, every link to it too), axe-core
 * (WCAG 2.1 A and AA) and the browser's log clean, nothing wider than a tablet in portrait, and a screenshot ({@code <page>-ru.png}, {@code <page>-en.png}).
 */
class ConsoleLanguagesBrowserTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    @RegisterExtension
    static final ConsoleBrowser console = new ConsoleBrowser(() -> "http://127.0.0.1:" + SERVER.server.port(), "ru");

    private static final String EVENT = "Кубок языков";

    /** A page of the console: its name (the screenshot's), its address, when it has drawn what it reads, a label's id and words. */
    private record Page(String name, String path, Function<org.openqa.selenium.WebDriver, Boolean> drawn, String labelId,
                        String russian, String english) {
    }

    private static boolean present(org.openqa.selenium.WebDriver d, String css) {
        return !d.findElements(By.cssSelector(css)).isEmpty();
    }

    private static boolean written(org.openqa.selenium.WebDriver d, String id) {
        return !d.findElement(By.id(id)).getText().isBlank();
    }

    @Test
    void everyPageInRussianAndInEnglish_theSwitchRemembered() throws IOException {
        // a tournament of one round: board 1 drawn by repetition and amended to 1-0 on appeal, board 2 in progress
        String id = ok(SERVER.http.post("/api/tournaments", "{\"name\":\"" + EVENT + "\",\"rounds\":2,\"rules\":\"FIDE_2017\","
                + "\"timeControl\":\"-\",\"tieBreaks\":[\"BH_C1\",\"SB\"]}")).get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        for (String p : List.of("Иванов, Пётр", "Carlsen, Magnus", "Петрова, Анна", "Caruana, Fabiano")) {
            ok(SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + p + "\"}"));
        }
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2},"
                + "{\"white\":3,\"black\":4}]}"));
        JsonNode boards = ok(SERVER.http.post(t + "/rounds/1/games", "")).get("boards");
        String drawn = boards.get(0).get("gameId").asText();
        String playing = boards.get(1).get("gameId").asText();
        Instant t0 = Instant.now().plusSeconds(1);
        String[] moves = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
        for (int i = 0; i < moves.length; i++) {
            SERVER.server.send(drawn, "MakeMove", t0.plusSeconds(i + 1), "\"player\":\"" + (i % 2 == 0 ? "WHITE" : "BLACK")
                    + "\",\"move\":\"" + moves[i] + "\"");
        }
        SERVER.server.send(drawn, "ClaimDraw", t0.plusSeconds(10), "\"player\":\"WHITE\",\"basis\":\"THREEFOLD_REPETITION\"");
        SERVER.server.send(playing, "MakeMove", t0.plusSeconds(1), "\"player\":\"WHITE\",\"move\":\"e2e4\"");
        SERVER.server.send(playing, "MakeMove", t0.plusSeconds(2), "\"player\":\"BLACK\",\"move\":\"e7e5\"");
        SERVER.server.send(playing, "ImposePenalty", t0.plusSeconds(3), "\"player\":\"BLACK\",\"penalty\":\"WARNING\","
                + "\"reason\":\"разговоры во время партии\"");
        String appeal = ok(SERVER.http.post("/api/appeals", "{\"gameId\":\"" + drawn + "\",\"appellant\":\"WHITE\",\"disputed\":[],"
                + "\"grounds\":\"У соперника зазвонил мобильный телефон\",\"at\":\"" + t0.plusSeconds(60) + "\"}")).get("appealId").asText();
        String a = "/api/appeals/" + appeal + "/commands";
        ok(SERVER.http.post(a, "{\"type\":\"FormCommittee\",\"members\":[{\"name\":\"Сидоров, А\",\"federation\":\"RUS\"},"
                + "{\"name\":\"Member, B\",\"federation\":\"ESP\"},{\"name\":\"Member, C\",\"federation\":\"IND\"}]}"));
        ok(SERVER.http.post(a, "{\"type\":\"DecideAppeal\",\"decision\":\"UPHELD\",\"reasons\":\"телефон зазвонил: 11.3.2.2\","
                + "\"articles\":[\"11.3.2.2\"],\"votes\":[{\"member\":\"Сидоров, А\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"Member, B\",\"vote\":\"UPHELD\"},{\"member\":\"Member, C\",\"vote\":\"DISMISSED\"}],"
                + "\"effects\":[{\"kind\":\"AMEND_RESULT\",\"result\":\"1-0\",\"termination\":\"ELECTRONIC_DEVICE\",\"article\":\"11.3.2.2\"}]}"));
        String event = java.net.URLEncoder.encode(EVENT, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
        console.waiting().until(d -> SERVER.http.get("/api/games?event=" + event).json().size() == 2);

        List<Page> pages = List.of(
                new Page("index", "/console/index.html", d -> present(d, "#tournaments li") && present(d, "#work-list li"),
                        "games-title", "Партии", "Games"),
                new Page("game", "/console/game.html?game=" + playing, d -> written(d, "status")
                        && present(d, "#penalty-kind option") && present(d, "#rulings li"), "record-link",
                        "Запись партии: хронология, пересмотр, апелляции", "The record: timeline, re-adjudication, appeals"),
                new Page("round", "/console/round.html?event=" + event + "&round=1",
                        d -> d.findElements(By.cssSelector(".card .result")).stream().filter(e -> !e.getText().isBlank()).count() == 2,
                        "flip", "Перевернуть доски", "Flip the boards"),
                new Page("tournament", "/console/tournament.html?t=" + id, d -> present(d, "#standings tbody tr")
                        && present(d, "#penalties li") && present(d, "#rounds table"), "standings-title", "Положение участников",
                        "Standings"),
                new Page("appeal", "/console/appeal.html?game=" + drawn, d -> written(d, "verification") && present(d, "#appeals li")
                        && written(d, "event-text"), "timeline-title", "Хронология", "The timeline"),
                new Page("case", "/console/case.html?appeal=" + appeal, d -> present(d, "#decision-votes li") && written(d, "appeal-id"),
                        "committee-title", "Апелляционный комитет", "The committee"));

        // the browser's language, Russian: the sign-in page in Russian, nothing remembered yet
        console.open("/console/index.html");
        assertThat((String) console.script("return navigator.languages[0]")).startsWith("ru");
        assertThat(console.script("return localStorage.getItem('adjudicator-console-language')")).isNull();
        assertThat(console.text("signin-title")).isEqualTo("Вход");
        assertThat(lang()).isEqualTo("ru");
        console.driver.findElement(By.id("token")).sendKeys(TestServer.ADMIN_TOKEN);
        console.driver.findElement(By.id("signin-button")).click();
        console.waiting().until(d -> d.findElement(By.id("who")).getText().startsWith("Вход выполнен: admin"));

        Map<String, List<String>> found = new LinkedHashMap<>();
        for (Page page : pages) {
            check(page, "ru", found);
        }

        // English chosen with the switch: the page is read again in it, and remembered across a reload
        new Select(console.driver.findElement(By.id("language"))).selectByValue("en");
        console.waiting().until(d -> "en".equals(lang()));
        console.waitForTexts();
        assertThat(console.text("committee-title")).isEqualTo("The committee");
        assertThat(console.script("return localStorage.getItem('adjudicator-console-language')")).isEqualTo("en");
        console.driver.navigate().refresh();
        console.waitForTexts();
        assertThat(lang()).as("the language chosen, after a reload").isEqualTo("en");
        assertThat(new Select(console.driver.findElement(By.id("language"))).getFirstSelectedOption().getText()).isEqualTo("English");
        for (Page page : pages) {
            check(page, "en", found);
        }

        // and Russian again
        new Select(console.driver.findElement(By.id("language"))).selectByValue("ru");
        console.waiting().until(d -> "ru".equals(lang()));
        console.waitForTexts();
        assertThat(console.text("committee-title")).isEqualTo("Апелляционный комитет");
        found.values().removeIf(List::isEmpty);
        assertThat(found).as("what is wrong, by page and language").isEmpty();
    }

    private static String lang() {
        return (String) console.script("return document.documentElement.lang");
    }

    /** One page in one language: what is wrong on it goes into {@code found}, under the page's name and the language. */
    private static void check(Page page, String language, Map<String, List<String>> found) throws IOException {
        console.open(page.path());
        console.waiting().withMessage(() -> page.name() + " (" + language + ") drawn; problem: " + console.text("problem"))
                .until(page.drawn());
        List<String> wrong = new ArrayList<>();
        if (!language.equals(lang())) {
            wrong.add("<html lang=\"" + lang() + "\">");
        }
        String label = console.text(page.labelId());
        if (!label.equals(language.equals("ru") ? page.russian() : page.english())) {
            wrong.add("#" + page.labelId() + " says \"" + label + "\"");
        }
        wrong.addAll(keysShown());
        wrong.addAll(requestsWithout(language));
        if (language.equals("ru")) {
            wrong.addAll(linksWithoutRussian());
        }
        wrong.addAll(console.accessibilityViolations());
        console.widerThanTheWindow().forEach(w -> wrong.add("wider than a tablet in portrait: " + w));
        wrong.addAll(console.errorsLogged());
        found.put(page.name() + " (" + language + ")", wrong);
        console.screenshot(page.name() + "-" + language);
    }

    /** The keys of the bundle, read as the pages read them. */
    @SuppressWarnings("unchecked")
    private static List<String> keys() throws IOException {
        Map<String, Object> en = new ObjectMapper().readValue(Path.of("src/main/resources/static/console/i18n/en.json").toFile(), Map.class);
        return new ArrayList<>(en.keySet());
    }

    /**
     * The texts of the page (its text, its title, its attributes read out: placeholder, aria-label, title) that are
     * a key of the bundle or look like one (word.word).
     */
    @SuppressWarnings("unchecked")
    private static List<String> keysShown() throws IOException {
        return (List<String>) console.script("""
                const keys = new Set(arguments[0]), found = [];
                const looks = /\\b[a-z][A-Za-z0-9]*\\.[A-Za-z][A-Za-z0-9_]*\\b/;
                const bad = (where, text) => {
                  const t = (text || '').trim();
                  if (t && (keys.has(t) || looks.test(t))) found.push(where + ': ' + t);
                };
                const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                  if (!n.parentElement.closest('script, style')) bad('text', n.nodeValue);
                }
                bad('title', document.title);
                for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], [data-to-move]')) {
                  for (const a of ['placeholder', 'aria-label', 'title', 'data-to-move']) {
                    if (el.hasAttribute(a)) bad(a, el.getAttribute(a));
                  }
                }
                return found;""", keys());
    }

    /** The page's links to the API (downloads, documents) that do not ask for Russian. */
    @SuppressWarnings("unchecked")
    private static List<String> linksWithoutRussian() {
        return ((List<String>) console.script("return [...document.querySelectorAll('a[href*=\"/api/\"]')].map(a => a.href)"))
                .stream().filter(href -> !href.contains("lang=ru")).map(href -> "a link without lang=ru: " + href).toList();
    }

    /** The page's requests to the API (its reads, its stream, the API's description) that do not name {@code language}. */
    @SuppressWarnings("unchecked")
    private static List<String> requestsWithout(String language) {
        List<String> requests = (List<String>) console.script("return performance.getEntriesByType('resource').map(e => e.name)"
                + ".filter(n => /\\/(api|v3)\\//.test(new URL(n).pathname))");
        assertThat(requests).as("the page asked the API").isNotEmpty();
        return requests.stream().filter(r -> !r.contains("lang=" + language)).map(r -> "asked without lang=" + language + ": " + r)
                .toList();
    }
}
