package adjudicator.app;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The console in a real browser: Selenium 4 driving Debian's headless Chromium through its system
 * ChromeDriver ({@code .ci/run} installs both where they are missing), against the real server on the
 * embedded store. Each page it visits is also written as a screenshot under
 * {@code target/console-screenshots/}.
 */
class ConsoleBrowserTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path SCREENSHOTS = Path.of("target/console-screenshots");

    static WebDriver browser;
    static Path profile;

    @BeforeAll
    static void browser() throws IOException {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "Debian's chromium and chromium-driver are needed (apt-get install chromium chromium-driver; .ci/run does)");
        profile = Files.createTempDirectory("console-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // the flags this closed network needs (no background connections), headless, as root without a sandbox
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                "--user-data-dir=" + profile, "--window-size=800,1280");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort()
                .build();
        browser = new ChromeDriver(service, options);
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    static void close() {
        if (browser != null) {
            browser.quit();
        }
    }

    private static String base() {
        return "http://127.0.0.1:" + SERVER.server.port();
    }

    private static WebDriverWait waiting() {
        return new WebDriverWait(browser, Duration.ofSeconds(15));
    }

    private static void screenshot(String name) throws IOException {
        File shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    /** A square's name for screen readers (found again where the board was drawn anew meanwhile). */
    private static String label(String square) {
        for (int attempt = 0; ; attempt++) {
            try {
                return browser.findElement(By.cssSelector("[data-square='" + square + "']")).getAttribute("aria-label");
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (attempt == 5) {
                    throw e;
                }
            }
        }
    }

    /** A click on a square; the board is drawn again as events land, so a square found just before may be gone: find it again. */
    private static void click(String square) {
        for (int attempt = 0; ; attempt++) {
            try {
                browser.findElement(By.cssSelector("[data-square='" + square + "']")).click();
                return;
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (attempt == 5) {
                    throw e;
                }
            }
        }
    }

    private static void waitStatus(String text) {
        waiting().until(d -> d.findElement(By.id("status")).getText().contains(text));
    }

    /** Signs the browser in as the ADMIN (a session cookie, as the console makes it). */
    private static void signIn() throws IOException {
        // a fresh start: no cookie, no account remembered by an earlier test's page
        browser.get(base() + "/console");
        assertThat(browser.getCurrentUrl()).endsWith("/console/index.html");
        browser.manage().deleteAllCookies();
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("sessionStorage.clear()");
        browser.navigate().refresh();
        screenshot("sign-in");
        browser.findElement(By.id("token")).sendKeys(TestServer.ADMIN_TOKEN);
        browser.findElement(By.id("signin-button")).click();
        waiting().until(d -> d.findElement(By.id("who")).getText().contains("Signed in as admin"));
    }

    @Test
    void theAppealsView_scrubbedBackToMove3_showsTheBoardOfTheAsOfReplay() throws IOException {
        String game = SERVER.server.newGame("FIDE_2017", "300");
        java.time.Instant t0 = java.time.Instant.parse("2026-03-01T10:00:00Z");
        SERVER.server.send(game, "StartClocks", t0, "");
        String[][] moves = {{"WHITE", "e2e4"}, {"BLACK", "e7e5"}, {"WHITE", "g1f3"}, {"BLACK", "b8c6"}, {"WHITE", "f1b5"}};
        for (int i = 0; i < moves.length; i++) {
            SERVER.server.send(game, "MakeMove", t0.plusSeconds(10L * i + 5), "\"player\":\"" + moves[i][0] + "\",\"move\":\"" + moves[i][1] + "\"");
            SERVER.server.send(game, "PressClock", t0.plusSeconds(10L * i + 6), "\"player\":\"" + moves[i][0] + "\"");
        }
        // the timeline's row of the third move (1...e5's reply, 2.Nf3), and what the API says of the position after it
        com.fasterxml.jackson.databind.JsonNode timeline = SERVER.http.get("/api/games/" + game + "/timeline").json();
        int row = -1;
        int seen = 0;
        for (int i = 0; i < timeline.size() && row < 0; i++) {
            if (timeline.get(i).get("type").asText().equals("MoveMade") && ++seen == 3) {
                row = i;
            }
        }
        long seq = timeline.get(row).get("seq").asLong();
        com.fasterxml.jackson.databind.JsonNode position = SERVER.http.get("/api/games/" + game + "/position?afterEvent=" + seq).json();

        signIn();
        browser.get(base() + "/console/appeal.html?game=" + game);
        waiting().until(d -> d.findElement(By.id("verification")).getText().contains("Record: SOUND"));
        org.openqa.selenium.WebElement scrubber = browser.findElement(By.id("scrubber"));
        scrubber.sendKeys(org.openqa.selenium.Keys.HOME);
        for (int i = 0; i < row; i++) {
            scrubber.sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
        }
        waiting().until(d -> String.valueOf(seq).equals(d.findElement(By.id("board")).getAttribute("data-after-event")));
        screenshot("appeals-view");
        assertThat(browser.findElement(By.id("board")).getAttribute("data-fen")).isEqualTo(position.get("fen").asText());
        assertThat(browser.findElement(By.id("event-text")).getText()).contains("Event " + seq).contains("MoveMade");
        long white = position.get("clocks").get("white").get("remainingMs").asLong() / 1000;
        assertThat(browser.findElement(By.id("clock-white")).getText())
                .isEqualTo(String.format("White %d:%02d:%02d", white / 3600, white / 60 % 60, white % 60));
        assertThat(label("f3")).isEqualTo("f3, white knight");
    }

    /** White's or Black's clock as the board shows it, in seconds. */
    private static long clockSeconds(String side) {
        String[] hms = browser.findElement(By.id("clock-" + side)).getText().replaceAll("^\\S+ ", "").split(":");
        return Long.parseLong(hms[0]) * 3600 + Long.parseLong(hms[1]) * 60 + Long.parseLong(hms[2].substring(0, 2));
    }

    @Test
    void anIncorrectDrawClaim_changesTheClocks_FIDE_2017() throws IOException {
        String game = SERVER.server.newGame("FIDE_2017", "300");
        java.time.Instant t0 = java.time.Instant.now().minusSeconds(30);
        SERVER.server.send(game, "StartClocks", t0, "");
        SERVER.server.send(game, "MakeMove", t0.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"e2e4\"");
        SERVER.server.send(game, "PressClock", t0.plusSeconds(6), "\"player\":\"WHITE\"");
        signIn();
        browser.get(base() + "/console/game.html?game=" + game);
        waitStatus("BLACK to move");
        long white = clockSeconds("white");
        browser.findElement(By.id("claim-move")).sendKeys("e7e5");
        browser.findElement(By.id("claim")).click();
        // the claim is incorrect: White gets more time (a 5-minute game is blitz: a minute, as the engine's 2017 rules for the
        // pace give it) and Black must play e7e5
        waiting().withMessage(() -> "White's clock " + clockSeconds("white") + " s (before " + white + " s); problem: "
                + browser.findElement(By.id("problem")).getText() + "; last: " + browser.findElement(By.id("last")).getText())
                .until(d -> clockSeconds("white") >= white + 55);
        screenshot("incorrect-claim");
        com.fasterxml.jackson.databind.JsonNode events = SERVER.http.get("/api/games/" + game + "/events").json();
        com.fasterxml.jackson.databind.JsonNode rejected = null;
        for (com.fasterxml.jackson.databind.JsonNode e : events) {
            if (e.get("type").asText().equals("ClaimRejected")) {
                rejected = e;
            }
        }
        assertThat(rejected).as("the claim rejected: " + events).isNotNull();
        assertThat(rejected.get("recordedBy").get("name").asText()).as("sent by the console, as the signed-in account").isEqualTo("admin");
    }

    @Test
    void theFederationsTables_standingsCrossTableResultsAndDownloads() throws IOException {
        String id = SERVER.http.post("/api/tournaments", "{\"name\":\"Browser Open\",\"rounds\":3,\"rules\":\"FIDE_2023\","
                + "\"tieBreaks\":[\"BH_C1\",\"SB\"]}").json().get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        for (String p : java.util.List.of("Иванов, Пётр", "Carlsen, Magnus", "Hou, Yifan")) {
            SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + p + "\"}");
        }
        SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}],"
                + "\"byes\":[{\"player\":3,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}");
        SERVER.http.post(t + "/commands", "{\"type\":\"EnterResult\",\"round\":1,\"board\":1,\"result\":\"WHITE_WINS\"}");
        signIn();
        waiting().until(d -> d.findElement(By.id("tournaments")).getText().contains("Browser Open"));
        browser.findElement(By.linkText("Browser Open (1 of 3 rounds, 3 players)")).click();
        waiting().until(d -> d.findElement(By.id("standings")).getText().contains("Иванов, Пётр"));
        screenshot("tournament");
        String standings = browser.findElement(By.id("standings")).getText();
        assertThat(standings).contains("BH-C1").contains("SB");
        assertThat(browser.findElement(By.id("crosstable")).getText()).contains("2w1").contains("1b0").contains("U");
        assertThat(browser.findElement(By.id("rounds")).getText()).contains("1-0");
        assertThat(browser.findElement(By.id("trf16")).getAttribute("href")).endsWith(t + "/trf?version=TRF16");
        // a download the browser opens by address goes with the session cookie alone (no console header)
        Object trf = ((org.openqa.selenium.JavascriptExecutor) browser).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "fetch(arguments[0], {credentials: 'same-origin'}).then(r => r.text()).then(done, e => done('failed: ' + e));",
                t + "/trf?version=TRF16");
        assertThat(String.valueOf(trf)).startsWith("012 Browser Open\r");
    }

    @Test
    void theRoundOverview_everyBoardWithItsClocksAndResult_followsTheRoundLive() throws IOException {
        String one = SERVER.server.newGame("{\"white\":\"Alpha, A\",\"black\":\"Beta, B\",\"event\":\"Round Cup\",\"round\":\"2\","
                + "\"board\":1,\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        String two = SERVER.server.newGame("{\"white\":\"Gamma, C\",\"black\":\"Delta, D\",\"event\":\"Round Cup\",\"round\":\"2\","
                + "\"board\":2,\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
        java.time.Instant t0 = java.time.Instant.now().minusSeconds(60);
        SERVER.server.send(one, "StartClocks", t0, "");
        SERVER.server.send(two, "MakeMove", t0, "\"player\":\"WHITE\",\"move\":\"e2e4\"");
        signIn();
        // the round's games come from the read model, which follows the events within moments
        waiting().until(d -> SERVER.http.get("/api/games?event=Round%20Cup").json().size() == 2);
        browser.get(base() + "/console/round.html?event=Round%20Cup&round=2");
        waiting().until(d -> d.findElements(By.cssSelector(".card")).size() == 2);
        waiting().until(d -> d.findElement(By.id("game-" + two)).getText().contains("BLACK to move"));
        screenshot("round");
        String card = browser.findElement(By.id("game-" + one)).getText();
        assertThat(card).contains("Board 1: Alpha, A - Beta, B");
        java.util.regex.Matcher white = java.util.regex.Pattern.compile("White (\\d+):(\\d\\d):(\\d\\d)").matcher(card);
        assertThat(white.find()).as(card).isTrue();
        long seconds = Long.parseLong(white.group(1)) * 3600 + Long.parseLong(white.group(2)) * 60 + Long.parseLong(white.group(3));
        assertThat(seconds).as("White's clock runs from the start of the clocks, a minute or more ago").isBetween(5400L - 120, 5400L - 60);
        // live: a resignation on board 1 shows
        SERVER.server.send(one, "Resign", java.time.Instant.now(), "\"player\":\"WHITE\"");
        waiting().until(d -> d.findElement(By.id("game-" + one)).getText().contains("0-1, RESIGNATION"));
    }

    @Test
    void anIllegalMoveReportedFromTheBoard_theButtonsNameTheArticlesOfTheGamesEdition_FIDE_2017() throws IOException {
        String game = SERVER.server.newGame("FIDE_2017", "-");
        signIn();
        browser.get(base() + "/console/game.html?game=" + game);
        waitStatus("WHITE to move");
        // the edition's articles beside the buttons: 2017 numbers the reinstatement 7.5.1
        waiting().until(d -> d.findElement(By.id("illegal")).getText().equals("Report an illegal move (Art. 7.5.1)"));
        assertThat(browser.findElement(By.id("start-clocks")).getText()).isEqualTo("Start the clocks (Art. 6.6)");
        assertThat(browser.findElement(By.id("pending")).getText()).isEqualTo("Nothing pending");
        // a pawn moved three squares: recorded (Art. 3), then reported by the arbiter, the position reinstated
        click("e2");
        click("e5");
        waitStatus("BLACK to move");
        browser.findElement(By.id("illegal")).click();
        waitStatus("WHITE to move");
        assertThat(label("e2")).isEqualTo("e2, white pawn");
        assertThat(browser.findElement(By.id("pending")).getText()).contains("WHITE must move").contains("e2");
        screenshot("illegal-move");
    }

    @Test
    void signIn_createAGame_andPlayFoolsMateByClicking_theGameEndsWithItsArticle() throws IOException {
        signIn();
        assertThat(browser.findElement(By.id("who")).getText()).isEqualTo("Signed in as admin (ADMIN)");
        screenshot("games");

        browser.findElement(By.id("white")).sendKeys("White, W");
        browser.findElement(By.id("black")).sendKeys("Black, B");
        new Select(browser.findElement(By.id("rules"))).selectByVisibleText("FIDE_2005");
        browser.findElement(By.id("time-control")).clear();
        browser.findElement(By.id("time-control")).sendKeys("-");
        browser.findElement(By.id("new-button")).click();
        waitStatus("WHITE to move");
        assertThat(browser.findElement(By.id("rules")).getText()).contains("FIDE_2005");
        assertThat(label("e1")).isEqualTo("e1, white king");

        click("f2");
        click("f3");
        waitStatus("BLACK to move");
        click("e7");
        click("e5");
        waitStatus("WHITE to move");
        click("g2");
        click("g4");
        waitStatus("BLACK to move");
        click("d8");
        click("h4");
        waitStatus("Game over");
        screenshot("board");
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("Game over: 0-1, CHECKMATE, Art. 5.1a");
        assertThat(label("h4")).isEqualTo("h4, black queen");

        // a refusal is shown in words, with its article: the game has ended
        click("e1");
        click("e2");
        waiting().until(d -> !d.findElement(By.id("problem")).getText().isEmpty());
        assertThat(browser.findElement(By.id("problem")).getText()).contains("Not allowed in this state of the game");
    }
}
