package adjudicator.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The console in a real browser ({@link ConsoleBrowser}: Selenium 4 driving Debian's headless Chromium),
 * against the real server on the embedded store.
 */
class ConsoleBrowserTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    @RegisterExtension
    static final ConsoleBrowser console = new ConsoleBrowser(() -> "http://127.0.0.1:" + SERVER.server.port());

    private static String base() {
        return console.base();
    }

    private static WebDriverWait waiting() {
        return console.waiting();
    }

    private static void screenshot(String name) {
        console.screenshot(name);
    }

    private static String label(String square) {
        return console.label(square);
    }

    private static void click(String square) {
        console.click(square);
    }

    private static void waitStatus(String text) {
        console.waitStatus(text);
    }

    /** Signs the browser in as the ADMIN. */
    private static void signIn() {
        console.signIn(TestServer.ADMIN_TOKEN, "admin");
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
        console.driver.get(base() + "/console/appeal.html?game=" + game);
        waiting().until(d -> d.findElement(By.id("verification")).getText().contains("Record: SOUND"));
        org.openqa.selenium.WebElement scrubber = console.driver.findElement(By.id("scrubber"));
        scrubber.sendKeys(org.openqa.selenium.Keys.HOME);
        for (int i = 0; i < row; i++) {
            scrubber.sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
        }
        waiting().until(d -> String.valueOf(seq).equals(d.findElement(By.id("board")).getAttribute("data-after-event")));
        screenshot("appeals-view");
        assertThat(console.driver.findElement(By.id("board")).getAttribute("data-fen")).isEqualTo(position.get("fen").asText());
        assertThat(console.driver.findElement(By.id("event-text")).getText()).contains("Event " + seq).contains("MoveMade");
        long white = position.get("clocks").get("white").get("remainingMs").asLong() / 1000;
        assertThat(console.driver.findElement(By.id("clock-white")).getText())
                .isEqualTo(String.format("White %d:%02d:%02d", white / 3600, white / 60 % 60, white % 60));
        assertThat(label("f3")).isEqualTo("f3, white knight, the last move");
        // the record reads as a scoresheet: each move numbered in SAN with the mover's clock after it (White's 5:00 less the
        // 6 s to his first press and the 10 s of his second: 4:44; Black's less his 10 s: 4:50), the other events in words
        // with their articles, who recorded each
        String list = console.text("rows");
        assertThat(list).contains("#" + seq + "  2. Nf3 (0:04:44) \u2014 admin").contains("1... e5 (0:04:50)")
                .contains("clocks started: WHITE's clock runs (Art. 6.6) \u2014 admin");
        // and opens at an event by its address, as the board's move list links each move
        console.driver.get(base() + "/console/appeal.html?game=" + game + "&seq=" + seq);
        waiting().until(d -> String.valueOf(seq).equals(d.findElement(By.id("board")).getAttribute("data-after-event")));
        assertThat(console.text("event-text")).startsWith("Event " + seq + ": MoveMade");
    }

    /** White's or Black's clock as the board shows it, in seconds. */
    private static long clockSeconds(String side) {
        String[] hms = console.driver.findElement(By.id("clock-" + side)).getText().replaceAll("^\\S+ ", "").split(":");
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
        console.driver.get(base() + "/console/game.html?game=" + game);
        waitStatus("BLACK to move");
        long white = clockSeconds("white");
        console.driver.findElement(By.id("claim-move")).sendKeys("e7e5");
        console.driver.findElement(By.id("claim")).click();
        // the claim is incorrect: White gets more time (a 5-minute game is blitz: a minute, as the engine's 2017 rules for the
        // pace give it) and Black must play e7e5
        waiting().withMessage(() -> "White's clock " + clockSeconds("white") + " s (before " + white + " s); problem: "
                + console.driver.findElement(By.id("problem")).getText() + "; last: " + console.driver.findElement(By.id("last")).getText())
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
        console.driver.findElement(By.linkText("Browser Open (1 of 3 rounds, 3 players)")).click();
        waiting().until(d -> d.findElement(By.id("standings")).getText().contains("Иванов, Пётр"));
        screenshot("tournament");
        String standings = console.driver.findElement(By.id("standings")).getText();
        assertThat(standings).contains("BH-C1").contains("SB");
        assertThat(console.driver.findElement(By.id("crosstable")).getText()).contains("2w1").contains("1b0").contains("U");
        assertThat(console.driver.findElement(By.id("rounds")).getText()).contains("1-0");
        assertThat(console.driver.findElement(By.id("trf16")).getAttribute("href")).endsWith(t + "/trf?version=TRF16");
        // a download the browser opens by address goes with the session cookie alone (no console header)
        Object trf = ((org.openqa.selenium.JavascriptExecutor) console.driver).executeAsyncScript(
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
        console.driver.get(base() + "/console/round.html?event=Round%20Cup&round=2");
        waiting().until(d -> d.findElements(By.cssSelector(".card")).size() == 2);
        waiting().until(d -> d.findElement(By.id("game-" + two)).getText().contains("BLACK to move"));
        screenshot("round");
        String card = console.driver.findElement(By.id("game-" + one)).getText();
        assertThat(card).contains("Board 1: Alpha, A - Beta, B");
        assertThat(console.driver.findElement(By.linkText("Board 1: Alpha, A - Beta, B")).getAttribute("href")).endsWith("/console/game.html?game=" + one);
        java.util.regex.Matcher white = java.util.regex.Pattern.compile("White (\\d+):(\\d\\d):(\\d\\d)").matcher(card);
        assertThat(white.find()).as(card).isTrue();
        long seconds = Long.parseLong(white.group(1)) * 3600 + Long.parseLong(white.group(2)) * 60 + Long.parseLong(white.group(3));
        assertThat(seconds).as("White's clock runs from the start of the clocks, a minute or more ago").isBetween(5400L - 120, 5400L - 60);
        // live: a resignation on board 1 shows
        SERVER.server.send(one, "Resign", java.time.Instant.now(), "\"player\":\"WHITE\"");
        waiting().until(d -> d.findElement(By.id("game-" + one)).getText().contains("0-1, RESIGNATION"));

        // signed out, on this server without public reading, the round is not shown (ConsoleBroadcastBrowserTest: with it)
        console.signOut();
        console.driver.get(base() + "/console/round.html?event=Round%20Cup&round=2");
        waiting().until(d -> !d.findElement(By.id("problem")).getText().isEmpty());
        assertThat(console.driver.findElements(By.cssSelector(".card"))).isEmpty();
    }

    @Test
    void anIllegalMoveReportedFromTheBoard_theButtonsNameTheArticlesOfTheGamesEdition_FIDE_2017() throws IOException {
        String game = SERVER.server.newGame("FIDE_2017", "-");
        signIn();
        console.driver.get(base() + "/console/game.html?game=" + game);
        waitStatus("WHITE to move");
        assertThat(console.driver.findElement(By.id("pending")).getText()).isEqualTo("Nothing pending");
        // no clock (time control "-"): none to start; no illegal move yet: none to report
        waiting().until(d -> d.findElement(By.id("resign")).isDisplayed());
        assertThat(console.driver.findElement(By.id("start-clocks")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("illegal")).isDisplayed()).isFalse();
        // a pawn moved three squares: recorded (Art. 3), then reported by the arbiter, the position reinstated
        click("e2");
        click("e5");
        waitStatus("BLACK to move");
        // the edition's articles beside the buttons: 2017 numbers the reinstatement 7.5.1
        waiting().until(d -> d.findElement(By.id("illegal")).getText().equals("Report an illegal move (Art. 7.5.1)"));
        console.driver.findElement(By.id("illegal")).click();
        waitStatus("WHITE to move");
        assertThat(label("e2")).isEqualTo("e2, white pawn");
        assertThat(console.driver.findElement(By.id("pending")).getText()).contains("WHITE must move").contains("e2");
        screenshot("illegal-move");
    }

    @Test
    void signIn_createAGame_andPlayFoolsMateByClicking_theGameEndsWithItsArticle() throws IOException {
        signIn();
        assertThat(console.driver.findElement(By.id("who")).getText()).isEqualTo("Signed in as admin (ADMIN)");
        screenshot("games");

        console.driver.findElement(By.id("white")).sendKeys("White, W");
        console.driver.findElement(By.id("black")).sendKeys("Black, B");
        new Select(console.driver.findElement(By.id("rules"))).selectByVisibleText("FIDE_2005");
        console.driver.findElement(By.id("time-control")).clear();
        console.driver.findElement(By.id("time-control")).sendKeys("-");
        console.driver.findElement(By.id("new-button")).click();
        waitStatus("WHITE to move");
        assertThat(console.driver.findElement(By.id("rules")).getText()).contains("FIDE_2005");
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
        assertThat(console.driver.findElement(By.id("status")).getText()).isEqualTo("Game over: 0-1, CHECKMATE, Art. 5.1a");
        // the last move and the king in check marked on the board, and told to screen readers
        assertThat(label("h4")).isEqualTo("h4, black queen, the last move");
        assertThat(label("d8")).isEqualTo("d8, empty, the last move");
        assertThat(label("e1")).isEqualTo("e1, white king, in check");
        assertThat(console.driver.findElement(By.cssSelector("[data-square='e1']")).getAttribute("class")).contains("check");
        // after the mate only what may still be done: no move (the squares are no buttons to press any more), no
        // resignation; the signatures
        waiting().until(d -> d.findElement(By.id("sign")).isDisplayed());
        assertThat(console.driver.findElement(By.cssSelector("[data-square='e1']")).getAttribute("tabindex")).isEqualTo("-1");
        assertThat(console.driver.findElement(By.id("resign")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("offer")).isDisplayed()).isFalse();
        // the moves as a scoresheet: numbered, each linked to the time machine at its event
        assertThat(console.text("moves")).contains("1.").contains("f3").contains("e5").contains("2.").contains("g4").contains("Qh4#");
        assertThat(console.driver.findElement(By.linkText("Qh4#")).getAttribute("href")).contains("/console/appeal.html?game=")
                .contains("&seq=");
    }

    /** The events of {@code game} of {@code type}, as the API gives them. */
    private static java.util.List<com.fasterxml.jackson.databind.JsonNode> events(String game, String type) {
        java.util.List<com.fasterxml.jackson.databind.JsonNode> found = new java.util.ArrayList<>();
        SERVER.http.get("/api/games/" + game + "/events").json().forEach(e -> {
            if (e.get("type").asText().equals(type)) {
                found.add(e);
            }
        });
        return found;
    }

    /** A man dragged from one square to another with the mouse (pointer events, as a finger or a pen gives them). */
    private static void drag(String from, String to) {
        new org.openqa.selenium.interactions.Actions(console.driver)
                .clickAndHold(console.driver.findElement(By.cssSelector("[data-square='" + from + "']")))
                .moveToElement(console.driver.findElement(By.cssSelector("[data-square='" + to + "']")))
                .release().perform();
    }

    private static void choose(String selectId, String value) {
        new Select(console.driver.findElement(By.id(selectId))).selectByValue(value);
    }

    private static void type(String inputId, String text) {
        console.driver.findElement(By.id(inputId)).clear();
        console.driver.findElement(By.id(inputId)).sendKeys(text);
    }

    @Test
    void theArbitersButtons_touchDragPenaltyClocksRestoreResignAndSignatures_FIDE_2023() {
        String game = SERVER.server.newGame("FIDE_2023", "5400+30");
        SERVER.server.send(game, "StartClocks", java.time.Instant.now(), "");
        signIn();
        console.driver.get(base() + "/console/game.html?game=" + game);
        waitStatus("WHITE to move");
        // the penalties of the 2023 text, 12.9.1-9, each with its article
        waiting().until(d -> d.findElement(By.id("penalty-kind")).getText().contains("more time for the opponent (Art. 12.9.2)"));
        assertThat(console.driver.findElement(By.id("penalty-kind")).getText()).contains("a fine announced in advance (Art. 12.9.7)")
                .contains("expulsion from the competition (Art. 12.9.9)");

        // no draw has been offered: none to accept or decline (the server's deciders say so, GET .../acts)
        waiting().until(d -> d.findElement(By.id("offer")).isDisplayed());
        assertThat(console.driver.findElement(By.id("decline")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("accept")).isDisplayed()).isFalse();

        // 4.3.1: White touches his knight on g1, then moves his pawn; Black claims, and the knight must move
        choose("hand", "touch");
        assertThat(new Select(console.driver.findElement(By.id("hand"))).getFirstSelectedOption().getText()).isEqualTo("touches a man (Art. 4.3.1)");
        click("g1");
        waiting().until(d -> d.findElement(By.id("pending")).getText().equals("Pending: touched: g1"));
        choose("hand", "move");
        drag("e2", "e4");
        waiting().withMessage(() -> "pending: " + console.text("pending") + "; problem: " + console.text("problem"))
                .until(d -> d.findElement(By.id("pending")).getText()
                        .equals("Pending: WHITE broke a binding with e2e4 (Art. 4.3.1): the opponent may claim"));
        choose("actor", "BLACK");
        assertThat(console.driver.findElement(By.id("claim-touch")).getText()).isEqualTo("Claim touch-move (Art. 4.8)");
        console.driver.findElement(By.id("claim-touch")).click();
        waiting().withMessage(() -> "pending: " + console.text("pending") + "; problem: " + console.text("problem"))
                .until(d -> d.findElement(By.id("pending")).getText().contains("WHITE must move: g1f3, g1h3 (Art. 4.3.1)"));
        choose("actor", "");
        // the move dragged to its square
        drag("g1", "f3");
        waitStatus("BLACK to move");
        assertThat(label("f3")).isEqualTo("f3, white knight, the last move");
        assertThat(label("e2")).isEqualTo("e2, white pawn");
        assertThat(events(game, "PieceTouched")).hasSize(1);

        // 12.9.2: two minutes more for White, a penalty on Black
        choose("penalty-player", "BLACK");
        choose("penalty-kind", "ADD_OPPONENT_TIME");
        type("penalty-amount", "0:02:00");
        type("penalty-reason", "disturbing the opponent");
        console.driver.findElement(By.id("penalty")).click();
        waiting().until(d -> events(game, "PenaltyImposed").size() == 1);
        com.fasterxml.jackson.databind.JsonNode penalty = events(game, "PenaltyImposed").get(0);
        assertThat(penalty.get("player").asText()).isEqualTo("BLACK");
        assertThat(penalty.get("amountMs").asLong()).isEqualTo(120_000);
        assertThat(penalty.get("article").asText()).isEqualTo("12.9.2");
        assertThat(penalty.get("recordedBy").get("name").asText()).isEqualTo("admin");
        // White's clock stands (Black's runs): 90 minutes less what the move took, plus the 30 s increment and the 2 minutes
        waiting().until(d -> clockSeconds("white") > 5400 + 120);
        // the ruling as it landed, in the list of every ruling (folded away until opened)
        console.driver.findElement(By.cssSelector("#rulings-box summary")).click();
        waiting().until(d -> d.findElement(By.id("rulings")).getText().contains("Event " + penalty.get("seq").asText() + ": "));
        // (the list is drawn again when a ruling lands: read it again where it was replaced meanwhile)
        waiting().ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(d -> d.findElement(By.id("rulings")).findElement(By.tagName("li")).getText().contains("12.9.2"));

        // the clocks corrected by the arbiter, among his rarer rulings (folded away until opened)
        console.driver.findElement(By.cssSelector("#more-rulings summary")).click();
        type("set-white", "1:00:00");
        type("set-black", "45:00");
        console.driver.findElement(By.id("correct-clocks")).click();
        waiting().until(d -> console.driver.findElement(By.id("clock-white")).getText().equals("White 1:00:00"));
        com.fasterxml.jackson.databind.JsonNode corrected = events(game, "ClocksCorrected").get(0);
        assertThat(corrected.get("whiteRemainingMs").asLong()).isEqualTo(3_600_000);
        assertThat(corrected.get("blackRemainingMs").asLong()).isEqualTo(2_700_000);

        // the position restored to the start (half-moves kept: none)
        type("restore-ply", "0");
        type("restore-reason", "the clocks were set wrongly before the first move");
        console.driver.findElement(By.id("restore")).click();
        waitStatus("WHITE to move");
        assertThat(label("g1")).isEqualTo("g1, white knight");
        // (the first restoration is the touch-move claim's, 4.3.1)
        com.fasterxml.jackson.databind.JsonNode restored = events(game, "PositionRestored").get(1);
        assertThat(restored.get("toPly").asInt()).isZero();
        assertThat(restored.get("reason").asText()).isEqualTo("the clocks were set wrongly before the first move");
        assertThat(restored.get("annulledMoves").toString()).isEqualTo("[\"g1f3\"]");
        screenshot("arbiters-buttons");

        // White resigns; both sign the result (8.7)
        console.driver.findElement(By.id("resign")).click();
        waitStatus("Game over: 0-1, RESIGNATION, Art. 5.1.2");
        choose("sign-result", "0-1");
        assertThat(console.driver.findElement(By.id("actor")).isDisplayed()).as("no act on the board after the game").isFalse();
        choose("sign-player", "WHITE");
        console.driver.findElement(By.id("sign")).click();
        waiting().until(d -> d.findElement(By.id("signatures")).getText().contains("White signed 0-1, Black not signed"));
        // the one who has not signed yet is offered next
        waiting().until(d -> new Select(d.findElement(By.id("sign-player"))).getFirstSelectedOption().getAttribute("value").equals("BLACK"));
        console.driver.findElement(By.id("sign")).click();
        waiting().until(d -> d.findElement(By.id("signatures")).getText()
                .equals("Scoresheets: White signed 0-1, Black signed 0-1; the result in force 0-1 (signed)"));
        assertThat(events(game, "ScoresheetSigned")).hasSize(2);
    }

    /** The bottom edges of the elements of these ids, and the window's inner height, in CSS pixels. */
    @SuppressWarnings("unchecked")
    private static java.util.Map<String, Object> bottoms(String... ids) {
        return (java.util.Map<String, Object>) console.script("const out = {window: window.innerHeight};"
                + "for (const id of arguments[0]) out[id] = document.getElementById(id).getBoundingClientRect().bottom; return out;",
                java.util.List.of(ids));
    }

    @Test
    void theArbitersBoardIsOneScreen_at1280x800_andOnATabletInLandscapeAndPortrait() {
        String game = SERVER.server.newGame("{\"white\":\"Carlsen, Magnus\",\"black\":\"Caruana, Fabiano\",\"rules\":\"FIDE_2023\","
                + "\"timeControl\":\"5400+30\"}");
        SERVER.server.send(game, "StartClocks", java.time.Instant.now(), "");
        signIn();
        try {
            for (org.openqa.selenium.Dimension size : java.util.List.of(new org.openqa.selenium.Dimension(1280, 800),
                    new org.openqa.selenium.Dimension(1280, 900))) {
                console.driver.manage().window().setSize(size);
                console.driver.get(base() + "/console/game.html?game=" + game);
                waitStatus("WHITE to move");
                waiting().until(d -> d.findElement(By.id("press")).isDisplayed());
                // the board, both clocks, the status and the moves without a scroll; nothing wider than the window
                java.util.Map<String, Object> at = bottoms("board", "clock-white", "clock-black", "status", "moves-box", "press");
                double window = ((Number) at.get("window")).doubleValue();
                at.forEach((id, bottom) -> assertThat(((Number) bottom).doubleValue()).as("%s within %s: %s", id, size, at)
                        .isLessThanOrEqualTo(window));
                assertThat(console.widerThanTheWindow()).as("at %s", size).isEmpty();
                // the board and the clocks side by side
                Number boardRight = (Number) console.script("return document.getElementById('board').getBoundingClientRect().right");
                Number clockLeft = (Number) console.script("return document.getElementById('clock-white').getBoundingClientRect().left");
                assertThat(clockLeft.doubleValue()).as("the clocks beside the board").isGreaterThan(boardRight.doubleValue());
                screenshot("board-1280");
            }
        } finally {
            console.driver.manage().window().setSize(new org.openqa.selenium.Dimension(800, 1280));
        }
        // a tablet in portrait: the board whole across the window, the clocks under it
        console.driver.get(base() + "/console/game.html?game=" + game);
        waitStatus("WHITE to move");
        // flipped: Black at the bottom, his clock with it
        console.driver.findElement(By.id("flip")).click();
        waiting().until(d -> d.findElement(By.id("board")).getAttribute("aria-label").contains("Black at the bottom"));
        assertThat(console.driver.findElement(By.cssSelector("#board > :first-child")).getAttribute("data-square")).isEqualTo("h1");
        assertThat(console.driver.findElement(By.cssSelector("#clocks > :last-child")).getAttribute("id")).isEqualTo("row-black");
        console.driver.findElement(By.id("flip")).click();
        waiting().until(d -> d.findElement(By.id("board")).getAttribute("aria-label").contains("White at the bottom"));
        assertThat(console.widerThanTheWindow()).isEmpty();
        assertThat(((Number) bottoms("board").get("board")).doubleValue()).isLessThanOrEqualTo(((Number) bottoms("board").get("window"))
                .doubleValue());
    }

    @Test
    void anElectronicDeviceReported_theGameIsLost_FIDE_2017_11_3_2_2() {
        String game = SERVER.server.newGame("FIDE_2017", "5400+30");
        SERVER.server.send(game, "StartClocks", java.time.Instant.now(), "");
        signIn();
        console.driver.get(base() + "/console/game.html?game=" + game);
        waitStatus("WHITE to move");
        console.driver.findElement(By.cssSelector("#more-rulings summary")).click();
        waiting().until(d -> d.findElement(By.id("device")).getText().equals("Report the device (Art. 11.3.2.2)"));
        choose("device-player", "WHITE");
        console.driver.findElement(By.id("device")).click();
        waitStatus("Game over: 0-1");
        assertThat(console.driver.findElement(By.id("status")).getText()).endsWith("Art. 11.3.2.2");
        assertThat(events(game, "DeviceSignalReported")).hasSize(1);
    }

    @Test
    void theBoardOffersOnlyWhatTheAccountMaySend_aReaderReads_aDeviceMovesAndPresses() {
        String game = SERVER.server.newGame("{\"white\":\"Alpha, A\",\"black\":\"Beta, B\",\"event\":\"Device Cup\",\"round\":\"1\","
                + "\"board\":3,\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        String reader = SERVER.http.post("/api/admin/accounts", "{\"name\":\"board-reader\",\"role\":\"READER\"}").json().get("token").asText();
        console.signIn(reader, "board-reader");
        console.driver.get(base() + "/console/game.html?game=" + game);
        waitStatus("WHITE to move");
        waiting().until(d -> d.findElement(By.id("reach")).getText().equals("Read only: signed in as board-reader (READER)"));
        assertThat(console.driver.findElement(By.id("start-clocks")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("penalty")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("claim")).isDisplayed()).isFalse();

        // a DEVICE of this board: the board, start, press and stop, nothing of the arbiter's
        String device = SERVER.http.post("/api/admin/accounts", "{\"name\":\"board-3\",\"role\":\"DEVICE\",\"event\":\"Device Cup\","
                + "\"round\":\"1\",\"board\":3}").json().get("token").asText();
        console.signIn(device, "board-3");
        console.driver.get(base() + "/console/game.html?game=" + game);
        waiting().until(d -> d.findElement(By.id("start-clocks")).isDisplayed());
        assertThat(console.driver.findElement(By.id("reach")).getText()).isEmpty();
        assertThat(console.driver.findElement(By.id("press")).isDisplayed()).as("no clock runs to press yet").isFalse();
        assertThat(console.driver.findElement(By.id("resign")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("penalty")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("hand")).isDisplayed()).as("a touch is the arbiter's to record").isFalse();
        console.driver.findElement(By.id("start-clocks")).click();
        waiting().until(d -> d.findElement(By.id("clock-white")).getAttribute("class").contains("running"));
        waiting().until(d -> d.findElement(By.id("press")).isDisplayed());
        assertThat(console.driver.findElement(By.id("start-clocks")).isDisplayed()).as("the clocks run: none to start").isFalse();
        click("e2");
        click("e4");
        waitStatus("BLACK to move");
        assertThat(events(game, "MoveMade").get(0).get("recordedBy").get("name").asText()).isEqualTo("board-3");
    }

    /** The front page's "Where you work" of an account, once it lists {@code expected}. */
    private static String workOf(String token, String name, String expected) {
        console.signIn(token, name);
        waiting().until(d -> d.findElement(By.id("work-list")).getText().contains(expected));
        return console.text("work-list");
    }

    @Test
    void eachRoleLandsWhereItWorks_aDeviceOnItsBoard_nothingOfferedThatTheAccountCannotDo() {
        console.errorsLogged(); // drains what the class's other tests logged (a refused command shows there)
        String id = SERVER.http.post("/api/tournaments", "{\"name\":\"Landing Open\",\"rounds\":2,\"rules\":\"FIDE_2023\","
                + "\"timeControl\":\"5400+30\"}").json().get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        accepted(t, "{\"type\":\"RegisterPlayer\",\"name\":\"Gamma, G\"}");
        accepted(t, "{\"type\":\"RegisterPlayer\",\"name\":\"Delta, D\"}");
        accepted(t, "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}");
        String game = SERVER.http.post(t + "/rounds/1/games", "").json().get("boards").get(0).get("gameId").asText();
        waiting().until(d -> SERVER.http.get("/api/games?event=Landing%20Open&round=1").json().size() == 1);

        // a device: its board, one click away; no new game offered
        String device = AccessHttpTest.account(SERVER.http, "{\"name\":\"landing-board-1\",\"role\":\"DEVICE\","
                + "\"event\":\"Landing Open\",\"round\":\"1\",\"board\":1}");
        assertThat(workOf(device, "landing-board-1", "Your board")).isEqualTo("Your board: Landing Open, round 1, board 1");
        assertThat(console.driver.findElement(By.id("new-game")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("tournaments-part")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("open-form")).isDisplayed()).as("another game by its id").isFalse();
        screenshot("front-page-device");
        console.clickOn(By.linkText("Your board: Landing Open, round 1, board 1"));
        waiting().until(d -> d.getCurrentUrl().endsWith("/console/game.html?game=" + game));
        waitStatus("WHITE to move");

        // a reader: the rounds' boards to follow, no new game
        String reader = AccessHttpTest.account(SERVER.http, "{\"name\":\"landing-reader\",\"role\":\"READER\"}");
        assertThat(workOf(reader, "landing-reader", "Landing Open, round 1: the boards")).doesNotContain("Your board");
        assertThat(console.driver.findElement(By.id("new-game")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("open-form")).isDisplayed()).isTrue();
        assertThat(console.driver.findElement(By.linkText("Landing Open, round 1: the boards")).getAttribute("href"))
                .endsWith("/console/round.html?event=Landing%20Open&round=1");

        // the appeals committee of the event: its appeals (none yet) beside the boards; no new game
        String committee = AccessHttpTest.account(SERVER.http, "{\"name\":\"landing-committee\",\"role\":\"APPEALS\","
                + "\"events\":[\"Landing Open\"]}");
        assertThat(workOf(committee, "landing-committee", "Landing Open: no appeal lodged")).contains("Landing Open, round 1: the boards");
        assertThat(console.driver.findElement(By.id("new-game")).isDisplayed()).isFalse();

        // the event's arbiter: its rounds, and a new game offered
        String arbiter = AccessHttpTest.account(SERVER.http, "{\"name\":\"landing-arbiter\",\"role\":\"ARBITER\","
                + "\"events\":[\"Landing Open\"]}");
        assertThat(workOf(arbiter, "landing-arbiter", "Landing Open, round 1: the boards")).doesNotContain("appeal");
        assertThat(console.driver.findElement(By.id("new-game")).isDisplayed()).isTrue();
        assertThat(console.errorsLogged()).as("the errors the browser logged").isEmpty();
    }

    @Test
    void aPromotion_thePieceChosenBesideTheBoard_FIDE_2023() {
        String game = SERVER.server.newGame("{\"white\":\"White, W\",\"black\":\"Black, B\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\","
                + "\"startFen\":\"8/P6k/8/8/8/8/6p1/K7 w - - 0 1\"}");
        signIn();
        console.driver.get(base() + "/console/game.html?game=" + game);
        waitStatus("WHITE to move");
        // (a black pawn stays on the board: a knight against a bare king would be a dead position, 5.2.2)
        choose("promotion", "n");
        click("a7");
        click("a8");
        waitStatus("BLACK to move");
        assertThat(label("a8")).isEqualTo("a8, white knight, the last move");
        assertThat(events(game, "MoveMade").get(0).get("uci").asText()).isEqualTo("a7a8n");
    }

    /** Every page of the console, in the state a test leaves it, against WCAG 2.1 A and AA as axe-core checks them. */
    @Test
    void theConsolesPages_passAxeCoreAgainstWcag21AA_fitATabletInPortrait_andLogNoError() {
        // the browser is shared by the class: what the other tests logged (a refused command's 409 on purpose) is not these pages'
        console.errorsLogged();
        String game = SERVER.server.newGame("{\"white\":\"Alpha, A\",\"black\":\"Beta, B\",\"event\":\"Axe Cup\",\"round\":\"1\","
                + "\"board\":1,\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        SERVER.server.send(game, "StartClocks", java.time.Instant.now(), "");
        // a nine-round open with ten players, long names and four tie-breaks: tables as wide as a real one's
        String id = SERVER.http.post("/api/tournaments", "{\"name\":\"Axe Open\",\"rounds\":9,\"rules\":\"FIDE_2023\","
                + "\"tieBreaks\":[\"BH_C1\",\"BH\",\"SB\",\"ARO\"]}").json().get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        for (int p = 1; p <= 10; p++) {
            accepted(t, "{\"type\":\"RegisterPlayer\",\"name\":\"Vasilyevska-Montgomery, Alexa " + p + "\"}");
        }
        StringBuilder pairs = new StringBuilder();
        for (int b = 1; b <= 5; b++) {
            pairs.append(b == 1 ? "" : ",").append("{\"white\":").append(b).append(",\"black\":").append(b + 5).append('}');
        }
        accepted(t, "{\"type\":\"PairRound\",\"round\":1,\"games\":[" + pairs + "]}");
        for (int b = 1; b <= 5; b++) {
            accepted(t, "{\"type\":\"EnterResult\",\"round\":1,\"board\":" + b + ",\"result\":\""
                    + (b % 2 == 0 ? "DRAW" : "WHITE_WINS") + "\"}");
        }
        signIn();
        java.util.Map<String, java.util.List<String>> found = new java.util.LinkedHashMap<>();
        java.util.Map<String, java.util.List<String>> wide = new java.util.LinkedHashMap<>();
        java.util.Map<String, java.util.List<String>> errors = new java.util.LinkedHashMap<>();
        found.put("front page", console.accessibilityViolations());
        wide.put("front page", console.widerThanTheWindow());
        errors.put("front page", console.errorsLogged());
        console.driver.get(base() + "/console/game.html?game=" + game);
        waitStatus("WHITE to move");
        waiting().until(d -> d.findElement(By.id("penalty-kind")).getText().contains("Art."));
        found.put("board", console.accessibilityViolations());
        wide.put("board", console.widerThanTheWindow());
        errors.put("board", console.errorsLogged());
        console.driver.get(base() + "/console/appeal.html?game=" + game);
        waiting().until(d -> d.findElement(By.id("verification")).getText().contains("Record: SOUND"));
        found.put("record", console.accessibilityViolations());
        wide.put("record", console.widerThanTheWindow());
        errors.put("record", console.errorsLogged());
        console.driver.get(base() + "/console/tournament.html?t=" + id);
        waiting().until(d -> d.findElement(By.id("standings")).getText().contains("Alexa 10"));
        found.put("tournament", console.accessibilityViolations());
        wide.put("tournament", console.widerThanTheWindow());
        errors.put("tournament", console.errorsLogged());
        console.driver.get(base() + "/console/round.html?event=Axe%20Cup&round=1");
        waiting().until(d -> d.findElements(By.cssSelector(".card")).size() == 1);
        found.put("round", console.accessibilityViolations());
        wide.put("round", console.widerThanTheWindow());
        errors.put("round", console.errorsLogged());
        console.signOut();
        found.put("sign-in", console.accessibilityViolations());
        wide.put("sign-in", console.widerThanTheWindow());
        errors.put("sign-in", console.errorsLogged());
        found.values().removeIf(java.util.List::isEmpty);
        wide.values().removeIf(java.util.List::isEmpty);
        assertThat(found).as("axe-core's violations by page").isEmpty();
        assertThat(wide).as("what reaches past a tablet's width in portrait, by page").isEmpty();
        errors.values().removeIf(java.util.List::isEmpty);
        assertThat(errors).as("the errors the browser logged, by page (a failed request, the favicon's included)").isEmpty();
    }

    /** A tournament's command, sent through HTTP and accepted. */
    private static void accepted(String tournament, String command) {
        Http.Response r = SERVER.http.post(tournament + "/commands", command);
        assertThat(r.status()).as(command + " answered " + r.body()).isLessThan(300);
    }
}
