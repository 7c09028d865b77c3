package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The appeal's own steps in the console, in a real browser ({@link ConsoleBrowser}), signed in as the
 * APPEALS committee of the game's event: lodged from the record of a game against the event chosen on
 * its scrubber, then the committee formed, a statement, the re-adjudication and the decision on the
 * appeal's page, each checked against the API; refusals shown in words.
 */
class ConsoleAppealBrowserTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final String EVENT = "Browser Appeal Open";

    @RegisterExtension
    static final ConsoleBrowser console = new ConsoleBrowser(() -> "http://127.0.0.1:" + SERVER.server.port());

    private static WebElement byId(String id) {
        return console.driver.findElement(By.id(id));
    }

    private static void type(String id, String text) {
        byId(id).clear();
        byId(id).sendKeys(text);
    }

    private static void choose(String id, String value) {
        new Select(byId(id)).selectByValue(value);
    }

    private static void waitText(String id, String text) {
        console.waiting().withMessage(() -> "#" + id + " says \"" + console.text(id) + "\", not \"" + text + "\"; problem: "
                + console.text("problem")).until(d -> console.text(id).contains(text));
    }

    /** A GET the page makes by address, with its session cookie alone: status, content type, and the body's start. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> fetchFromPage(String href) {
        return (Map<String, Object>) ((org.openqa.selenium.JavascriptExecutor) console.driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "fetch(arguments[0], {credentials: 'same-origin'}).then(async r => {"
                        + "  const bytes = new Uint8Array(await r.arrayBuffer());"
                        + "  done({status: r.status, type: r.headers.get('Content-Type') || '',"
                        + "        text: new TextDecoder().decode(bytes.slice(0, 200000))});"
                        + "}, e => done({status: -1, type: '', text: 'failed: ' + e}));", href);
    }

    @Test
    void anAppealLodgedFromTheRecord_heardAndUpheldOnItsPage_amendsTheResult_FIDE_2005() {
        // Black's flag falls with White's king and knight against his bare king: the record draws (2005 6.10), but both
        // players signed 1-0, which stands (8.7) until an appeal decides otherwise. Minutes ago, so that the appeal lodged
        // now is within the deadline (15 minutes for blitz).
        String game = SERVER.server.newGame("{\"white\":\"White, W\",\"black\":\"Black, B\",\"event\":\"" + EVENT + "\","
                + "\"rules\":\"FIDE_2005\",\"timeControl\":\"60\",\"startFen\":\"4k3/8/8/8/8/8/8/4K1N1 b - - 0 1\"}");
        Instant t0 = Instant.now().minusSeconds(300);
        SERVER.server.send(game, "StartClocks", t0, "");
        SERVER.server.send(game, "ClaimFlagFall", t0.plusSeconds(61), "\"player\":\"WHITE\"");
        SERVER.server.send(game, "SignScoresheet", t0.plusSeconds(70), "\"player\":\"WHITE\",\"result\":\"1-0\"");
        SERVER.server.send(game, "SignScoresheet", t0.plusSeconds(71), "\"player\":\"BLACK\",\"result\":\"1-0\"");
        JsonNode before = SERVER.http.get("/api/games/" + game).json();
        assertThat(before.get("resultInForce").asText()).as("the signed result stands before the appeal").isEqualTo("1-0");

        // the timeline's row of Black's signature, the event disputed, and the one before it (White's)
        JsonNode timeline = SERVER.http.get("/api/games/" + game + "/timeline").json();
        int row = -1;
        for (int i = 0; i < timeline.size(); i++) {
            if (timeline.get(i).get("type").asText().equals("ScoresheetSigned")) {
                row = i;
            }
        }
        assertThat(row).as("Black's signature in " + timeline).isPositive();
        long signed = timeline.get(row).get("seq").asLong();
        long whiteSigned = timeline.get(row - 1).get("seq").asLong();
        assertThat(timeline.get(row - 1).get("type").asText()).isEqualTo("ScoresheetSigned");

        Http.Response account = SERVER.http.post("/api/admin/accounts", "{\"name\":\"committee-browser\",\"role\":\"APPEALS\","
                + "\"events\":[\"" + EVENT + "\"]}");
        assertThat(account.status()).as(account.body()).isEqualTo(201);
        console.signIn(account.json().get("token").asText(), "committee-browser");

        // the record of the game: scrub to Black's signature with the keyboard, dispute it, and White's too, then take White's out
        console.open("/console/appeal.html?game=" + game);
        console.waiting().until(d -> console.text("verification").contains("Record: SOUND"));
        console.waiting().until(d -> byId("lodge-form").isDisplayed());
        assertThat(console.accessibilityViolations()).as("axe-core on the record with its lodging form").isEmpty();
        WebElement scrubber = byId("scrubber");
        scrubber.sendKeys(Keys.HOME);
        for (int i = 0; i < row; i++) {
            scrubber.sendKeys(Keys.ARROW_RIGHT);
        }
        waitText("event-text", "Event " + signed + ": ScoresheetSigned");
        assertThat(console.text("disputed-none")).isEqualTo("None: the appeal is against the result.");
        byId("dispute").click();
        waitText("disputed", "Event " + signed + ": ScoresheetSigned");
        scrubber.sendKeys(Keys.ARROW_LEFT);
        waitText("event-text", "Event " + whiteSigned + ": ScoresheetSigned");
        byId("dispute").click();
        waitText("disputed", "Event " + whiteSigned + ": ScoresheetSigned");
        assertThat(console.driver.findElements(By.cssSelector("#disputed li"))).hasSize(2);
        console.driver.findElement(By.cssSelector("[aria-label='Remove event " + whiteSigned + "']")).click();
        console.waiting().until(d -> d.findElements(By.cssSelector("#disputed li")).size() == 1);
        assertThat(console.text("disputed")).contains("Event " + signed + ": ScoresheetSigned");
        assertThat(byId("disputed-none").isDisplayed()).isFalse();
        choose("appellant", "BLACK");
        choose("lodged-by", "ARBITER_ON_BEHALF");
        type("grounds", "White could not checkmate by any series of legal moves: the game is drawn");
        type("fee", "100 EUR");
        console.script("document.getElementById('lodge-title').scrollIntoView()");
        console.screenshot("appeal-lodge");
        byId("lodge").click();
        console.waiting().withMessage(() -> "not on the appeal's page; problem: " + console.text("problem"))
                .until(d -> d.getCurrentUrl().contains("/console/case.html?appeal="));
        String appeal = console.driver.getCurrentUrl().replaceAll(".*[?&]appeal=", "");
        JsonNode lodged = SERVER.http.get("/api/appeals/" + appeal).json();
        assertThat(lodged.get("status").asText()).isEqualTo("LODGED");
        assertThat(lodged.get("lodged").get("disputed").toString()).isEqualTo("[" + signed + "]");
        assertThat(lodged.get("lodged").get("appellant").asText()).isEqualTo("BLACK");
        assertThat(lodged.get("lodged").get("appellantName").asText()).isEqualTo("Black, B");
        assertThat(lodged.get("lodged").get("lodgedBy").asText()).isEqualTo("ARBITER_ON_BEHALF");
        assertThat(lodged.get("lodged").get("fee").asText()).isEqualTo("100 EUR");

        // the appeal's page: as lodged
        waitText("status", "Status: LODGED");
        assertThat(console.text("lodged")).contains("White, W - Black, B").contains("BLACK, Black, B")
                .contains("event " + signed + ": ScoresheetSigned").contains("15 minutes");

        // only the steps an account may take are offered: an ARBITER of the event gives statements, a READER takes none
        // (docs/access.md); then the committee again
        String arbiter = SERVER.http.post("/api/admin/accounts", "{\"name\":\"arbiter-browser\",\"role\":\"ARBITER\","
                + "\"events\":[\"" + EVENT + "\"]}").json().get("token").asText();
        console.signIn(arbiter, "arbiter-browser");
        console.open("/console/case.html?appeal=" + appeal);
        waitText("status", "Status: LODGED");
        console.waiting().until(d -> byId("step-statement").isDisplayed());
        assertThat(byId("step-committee").isDisplayed()).isFalse();
        assertThat(byId("step-readjudication").isDisplayed()).isFalse();
        String reader = SERVER.http.post("/api/admin/accounts", "{\"name\":\"reader-browser\",\"role\":\"READER\"}").json()
                .get("token").asText();
        console.signIn(reader, "reader-browser");
        console.open("/console/case.html?appeal=" + appeal);
        waitText("steps-closed", "Read only: this account takes no step in this appeal.");
        assertThat(byId("step-statement").isDisplayed()).isFalse();
        console.signIn(account.json().get("token").asText(), "committee-browser");
        console.open("/console/case.html?appeal=" + appeal);
        waitText("status", "Status: LODGED");
        console.waiting().until(d -> byId("step-committee").isDisplayed());

        // a committee of two is refused, in words; then three of different federations, and a reserve
        type("member-name-1", "Chair, A");
        type("member-federation-1", "GER");
        type("member-name-2", "Member, B");
        type("member-federation-2", "ESP");
        console.driver.findElement(By.cssSelector("[aria-label='Remove member 3']")).click();
        type("reserve-name-1", "Reserve, D");
        type("reserve-federation-1", "USA");
        byId("form-committee").click();
        waitText("problem", "three or more");
        assertThat(console.text("problem")).contains("2 given");
        assertThat(SERVER.http.get("/api/appeals/" + appeal).json().get("committee").isNull()).as("nothing recorded").isTrue();
        byId("add-member").click();
        type("member-name-3", "Member, C");
        type("member-federation-3", "IND");
        byId("form-committee").click();
        waitText("status", "Status: HEARING");
        assertThat(console.text("problem")).isEmpty();
        assertThat(console.text("sitting")).contains("Chair, A (GER), chairman").contains("Member, B (ESP)").contains("Member, C (IND)");
        JsonNode sitting = SERVER.http.get("/api/appeals/" + appeal).json().get("committee").get("sitting");
        assertThat(sitting.toString()).isEqualTo("[{\"name\":\"Chair, A\",\"federation\":\"GER\"},{\"name\":\"Member, B\","
                + "\"federation\":\"ESP\"},{\"name\":\"Member, C\",\"federation\":\"IND\"}]");

        // a member stands aside (he arbitrated the round): the reserve takes his place, and the votes follow
        choose("aside-member", "Member, B");
        type("aside-reason", "he was the arbiter of the round");
        byId("stand-aside").click();
        waitText("stood-aside", "Member, B stood aside: he was the arbiter of the round; Reserve, D took his place");
        assertThat(console.text("sitting")).contains("Reserve, D (USA)").doesNotContain("Member, B");
        assertThat(SERVER.http.get("/api/appeals/" + appeal).json().get("committee").get("sitting").toString())
                .contains("Reserve, D").doesNotContain("Member, B");
        assertThat(byId("votes").getText()).contains("Reserve, D (USA)").doesNotContain("Member, B");

        // the appeal's page with its forms open, and the record's with its lodging form: WCAG 2.1 A and AA as axe-core checks them
        assertThat(console.accessibilityViolations()).as("axe-core on the appeal's page").isEmpty();
        assertThat(console.widerThanTheWindow()).as("what reaches past a tablet's width on the appeal's page").isEmpty();

        // the arbiter's statement, and the re-adjudication under 2023 attached
        choose("speaker", "ARBITER");
        type("speaker-name", "Arbiter, A");
        type("statement-text", "Black's flag fell; White had king and knight only.");
        byId("record-statement").click();
        waitText("statements", "Black's flag fell; White had king and knight only.");
        assertThat(console.text("statements")).contains("ARBITER (Arbiter, A)");
        choose("readjudication-rules", "FIDE_2023");
        byId("attach-readjudication").click();
        waitText("evidence", "under FIDE_2023");
        JsonNode evidence = SERVER.http.get("/api/appeals/" + appeal).json().get("evidence");
        assertThat(evidence).hasSize(1);
        assertThat(evidence.get(0).get("rules").asText()).isEqualTo("FIDE_2023");
        assertThat(evidence.get(0).get("readjudicatedResult").asText()).as("White cannot checkmate with a knight").isEqualTo("1/2-1/2");
        assertThat(SERVER.http.get("/api/appeals/" + appeal).json().get("statements").get(0).get("speaker").asText()).isEqualTo("ARBITER");

        // the decision: a vote missing is refused, in words; then upheld by two votes to one, the result amended
        assertThat(byId("vote-2").getAttribute("data-member")).isEqualTo("Reserve, D");
        type("reasons", "White could not checkmate by any series of legal moves; the signed result is incorrect");
        type("articles", "6.10, 8.7");
        choose("vote-1", "UPHELD");
        choose("vote-2", "UPHELD");
        byId("effect-amend").click();
        choose("amend-result", "1/2-1/2");
        choose("amend-termination", "TIME_FORFEIT_DRAW");
        type("amend-article", "6.10");
        assertThat(byId("fee-returned").isSelected()).isTrue();
        byId("decide").click();
        waitText("problem", "every sitting member votes");
        assertThat(console.text("problem")).contains("Member, C");
        assertThat(SERVER.http.get("/api/appeals/" + appeal).json().get("decision").isNull()).as("nothing recorded").isTrue();
        choose("vote-3", "DISMISSED");
        byId("decide").click();
        waitText("status", "Status: DECIDED");

        JsonNode view = SERVER.http.get("/api/games/" + game).json();
        assertThat(view.get("resultInForce").asText()).isEqualTo("1/2-1/2");
        assertThat(view.get("resultStanding").asText()).isEqualTo("DECIDED_ON_APPEAL");
        assertThat(view.get("appealDecision").get("appealId").asText()).isEqualTo(appeal);
        JsonNode decision = SERVER.http.get("/api/appeals/" + appeal).json().get("decision");
        assertThat(decision.get("decision").asText()).isEqualTo("UPHELD");
        assertThat(decision.get("articles").toString()).isEqualTo("[\"6.10\",\"8.7\"]");
        assertThat(decision.get("votes").toString()).isEqualTo("[{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"Reserve, D\",\"vote\":\"UPHELD\"},{\"member\":\"Member, C\",\"vote\":\"DISMISSED\"}]");
        assertThat(decision.get("feeReturned").asBoolean()).isTrue();
        assertThat(decision.get("effects").get(0).get("kind").asText()).isEqualTo("AMEND_RESULT");
        assertThat(decision.get("effects").get(0).get("termination").asText()).isEqualTo("TIME_FORFEIT_DRAW");

        // the page shows the decision, and its steps are closed
        String shown = console.text("decision");
        assertThat(shown).contains("The appeal is UPHELD").contains("Member, C: DISMISSED").contains("The fee is returned.")
                .contains("the result amended to 1/2-1/2, TIME_FORFEIT_DRAW, Art. 6.10");
        assertThat(console.text("lodged")).contains("1/2-1/2 (DECIDED_ON_APPEAL)");
        assertThat(byId("step-decide").isDisplayed()).isFalse();
        assertThat(console.text("steps-closed")).contains("decided");
        console.screenshot("appeal-case");

        // the decision document, as a page and as PDF, by address with the session cookie alone
        String page = byId("decision-page").getAttribute("href");
        assertThat(page).endsWith("/api/appeals/" + appeal + "/decision");
        Map<String, Object> html = fetchFromPage(page);
        assertThat(html.get("status")).as(String.valueOf(html.get("text"))).isEqualTo(200L);
        assertThat(String.valueOf(html.get("type"))).startsWith("text/html");
        assertThat(String.valueOf(html.get("text"))).contains("Decision of the Appeals Committee", EVENT, "Chair, A (GER)",
                "the signed result is incorrect", "Member, C DISMISSED",
                "he was the arbiter of the round");
        String pdf = byId("decision-pdf").getAttribute("href");
        assertThat(pdf).endsWith("/api/appeals/" + appeal + "/decision?format=pdf");
        Map<String, Object> document = fetchFromPage(pdf);
        assertThat(document.get("status")).isEqualTo(200L);
        assertThat(String.valueOf(document.get("type"))).startsWith("application/pdf");
        assertThat(String.valueOf(document.get("text"))).startsWith("%PDF-");

        // the record of the game lists the appeal, linked to its page
        console.open("/console/appeal.html?game=" + game);
        console.waiting().until(d -> !d.findElements(By.cssSelector("#appeals a")).isEmpty());
        List<WebElement> links = console.driver.findElements(By.cssSelector("#appeals a"));
        assertThat(links.get(0).getAttribute("href")).endsWith("/console/case.html?appeal=" + appeal);
        assertThat(links.get(0).getText()).contains("DECIDED (UPHELD)");
        assertThat(links.get(1).getAttribute("href")).endsWith("/api/appeals/" + appeal + "/decision");
    }
}
