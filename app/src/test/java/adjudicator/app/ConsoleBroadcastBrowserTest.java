package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

import java.time.Instant;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The round's page as the public broadcast: on a server that reads publicly
 * ({@code adjudicator.access.public-read=true}) it needs no sign-in; a move lands on it live. And the result in force
 * (8.7) the same on every page (issue 35.3): a threefold-repetition draw that an appeals committee amended to 1-0 (an
 * electronic device, FIDE 2017 11.3.2.2) reads 1-0 with that ending and article on the board, the round's boards, the
 * broadcast, the tournament's results and cross table, the standings' points and the PGN, each saying it was decided on
 * appeal (linked to the case) with the record's own result beside it; the answers carry the ending in force beside the
 * record's, which they keep; the broadcast shows each board as broadcasts do (issue 35.6).
 * (Without public reading the same page, signed out, is refused: {@link ConsoleBrowserTest}.)
 */
class ConsoleBroadcastBrowserTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass("--adjudicator.access.public-read=true");

    @RegisterExtension
    static final ConsoleBrowser console = new ConsoleBrowser(() -> "http://127.0.0.1:" + SERVER.server.port());

    @Test
    void theRoundsBoards_readWithoutSigningIn_andFollowedLive() {
        // board 2 entered first: the page shows the boards in their order all the same
        String two = SERVER.server.newGame("{\"white\":\"Ju, W\",\"black\":\"Lei, T\",\"event\":\"Open Cup\",\"round\":\"1\","
                + "\"board\":2,\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        String one = SERVER.server.newGame("{\"white\":\"Anand, V\",\"black\":\"Kramnik, V\",\"event\":\"Open Cup\",\"round\":\"1\","
                + "\"board\":1,\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        SERVER.server.send(one, "StartClocks", Instant.now(), "");
        SERVER.server.send(two, "StartClocks", Instant.now(), "");
        console.waiting().until(d -> SERVER.http.get("/api/games?event=Open%20Cup").json().size() == 2);

        console.signOut();
        assertThat(console.driver.manage().getCookies()).isEmpty();
        console.open("/console/round.html?event=Open%20Cup&round=1");
        console.waiting().until(d -> d.findElements(By.cssSelector(".card")).size() == 2);
        assertThat(console.text("game-" + one)).contains("Board 1: Anand, V - Kramnik, V").contains("WHITE to move");
        assertThat(console.text("problem")).isEmpty();
        assertThat(console.driver.findElements(By.cssSelector(".card h2")).stream().map(e -> e.getText()).toList())
                .containsExactly("Board 1: Anand, V - Kramnik, V", "Board 2: Ju, W - Lei, T");
        console.screenshot("broadcast");

        // live: a move on board 2 shows without a reload
        SERVER.server.send(two, "MakeMove", Instant.now(), "\"player\":\"WHITE\",\"move\":\"d2d4\"");
        console.waiting().until(d -> d.findElement(By.id("game-" + two)).getText().contains("BLACK to move"));
        assertThat(console.driver.findElement(By.cssSelector("[id='game-" + two + "'] [data-square='d4']")).getAttribute("aria-label"))
                .isEqualTo("d4, white pawn, the last move");
        assertThat(console.driver.findElement(By.cssSelector("[id='game-" + one + "'] [data-square='d4']")).getAttribute("aria-label"))
                .isEqualTo("d4, empty");
        assertThat(console.driver.manage().getCookies()).as("no session was made").isEmpty();

        // the board of a game, from the card's title: read only, no control offered
        console.clickOn(By.linkText("Board 1: Anand, V - Kramnik, V"));
        console.waitStatus("WHITE to move");
        console.waiting().until(d -> d.findElement(By.id("reach")).getText().equals("Read only: not signed in"));
        assertThat(console.driver.findElement(By.id("start-clocks")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("penalty")).isDisplayed()).isFalse();
        assertThat(console.driver.findElement(By.id("press")).isDisplayed()).isFalse();
        assertThat(console.label("e1")).isEqualTo("e1, white king");
    }

    private static final String EVENT = "Amended Open";
    private static final String AMENDED = "1-0, ELECTRONIC_DEVICE, Art. 11.3.2.2";
    private static final String RECORDED = "the record\u2019s 1/2-1/2, THREEFOLD_REPETITION, Art. 9.2.1.2";

    @Test
    void art8_7_aDrawAmendedOnAppealReads1_0ByTheDeviceOnEveryPage_withTheRecordsResultBeside_FIDE_2017() {
        console.errorsLogged(); // drains what the class's other test logged
        String id = ok(SERVER.http.post("/api/tournaments", "{\"name\":\"" + EVENT + "\",\"rounds\":1,\"rules\":\"FIDE_2017\","
                + "\"timeControl\":\"-\"}")).get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Carlsen, Magnus\",\"title\":\"GM\","
                + "\"rating\":2830,\"federation\":\"NOR\",\"fideId\":1503014}"));
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Caruana, Fabiano\",\"title\":\"GM\","
                + "\"rating\":2805,\"federation\":\"USA\"}"));
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}"));
        String game = ok(SERVER.http.post(t + "/rounds/1/games", "")).get("boards").get(0).get("gameId").asText();
        // both knights out and back twice: the starting position for the third time, and White claims (9.2.1.2)
        Instant t0 = Instant.now().plusSeconds(1); // after the game was set up: device time never goes backwards
        String[] moves = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
        for (int i = 0; i < moves.length; i++) {
            SERVER.server.send(game, "MakeMove", t0.plusSeconds(i + 1), "\"player\":\"" + (i % 2 == 0 ? "WHITE" : "BLACK")
                    + "\",\"move\":\"" + moves[i] + "\"");
        }
        SERVER.server.send(game, "ClaimDraw", t0.plusSeconds(10), "\"player\":\"WHITE\",\"basis\":\"THREEFOLD_REPETITION\"");
        assertThat(SERVER.http.get("/api/games/" + game).json().get("termination").asText()).isEqualTo("THREEFOLD_REPETITION");

        // White appeals: Black's phone rang during the game; the committee amends the result to 1-0 (11.3.2.2)
        String appeal = ok(SERVER.http.post("/api/appeals", "{\"gameId\":\"" + game + "\",\"appellant\":\"WHITE\",\"disputed\":[],"
                + "\"grounds\":\"Black's mobile phone rang during the game\",\"at\":\"" + t0.plusSeconds(60) + "\"}")).get("appealId").asText();
        String a = "/api/appeals/" + appeal + "/commands";
        ok(SERVER.http.post(a, "{\"type\":\"FormCommittee\",\"members\":[{\"name\":\"Chair, A\",\"federation\":\"GER\"},"
                + "{\"name\":\"Member, B\",\"federation\":\"ESP\"},{\"name\":\"Member, C\",\"federation\":\"IND\"}]}"));
        ok(SERVER.http.post(a, "{\"type\":\"DecideAppeal\",\"decision\":\"UPHELD\",\"reasons\":\"the phone rang: 11.3.2.2\","
                + "\"articles\":[\"11.3.2.2\"],\"votes\":[{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"Member, B\",\"vote\":\"UPHELD\"},{\"member\":\"Member, C\",\"vote\":\"UPHELD\"}],"
                + "\"effects\":[{\"kind\":\"AMEND_RESULT\",\"result\":\"1-0\",\"termination\":\"ELECTRONIC_DEVICE\",\"article\":\"11.3.2.2\"}]}"));

        // the answers: the ending in force beside the record's, which they keep
        JsonNode view = SERVER.http.get("/api/games/" + game).json();
        assertThat(view.get("resultInForce").asText()).isEqualTo("1-0");
        assertThat(view.get("terminationInForce").asText()).isEqualTo("ELECTRONIC_DEVICE");
        assertThat(view.get("terminationArticleInForce").asText()).isEqualTo("11.3.2.2");
        assertThat(view.get("result").asText()).isEqualTo("1/2-1/2");
        assertThat(view.get("termination").asText()).isEqualTo("THREEFOLD_REPETITION");
        JsonNode board = SERVER.http.get(t + "/rounds/1").json().get("boards").get(0);
        assertThat(board.get("result").asText()).isEqualTo("1-0");
        assertThat(board.get("terminationInForce").asText()).isEqualTo("ELECTRONIC_DEVICE");
        assertThat(board.get("decidedOnAppeal").asText()).isEqualTo(appeal);
        assertThat(board.get("recordedResult").asText()).isEqualTo("1/2-1/2");
        // the event's results list the games the games read model lists: a moment behind (its linger)
        String results = "/api/events/" + EVENT.replace(" ", "%20") + "/results";
        console.waiting().until(d -> {
            Http.Response listed = SERVER.http.get(results);
            return listed.status() == 200 && listed.json().isArray() && listed.json().size() > 0;
        });
        JsonNode line = SERVER.http.get(results).json().get(0);
        assertThat(line.get("recorded").asText()).isEqualTo("1-0");
        assertThat(line.get("terminationInForce").asText()).isEqualTo("ELECTRONIC_DEVICE");
        assertThat(line.get("terminationArticleInForce").asText()).isEqualTo("11.3.2.2");
        JsonNode cross = SERVER.http.get(t + "/crosstable").json();
        assertThat(cross.get(0).get("decided").get(0).get("decidedOnAppeal").asText()).isEqualTo(appeal);
        // in Russian (issue 37) the note says the same in the Laws' words; the rest of the answer is the same
        JsonNode russian = SERVER.http.get(t + "/crosstable?lang=ru").json();
        assertThat(russian.get(0).get("decided").get(0).get("note").asText())
                .isEqualTo("1-0 по решению по апелляции " + appeal + ", ст. 11.3.2.2 (по записи 1/2-1/2)");
        JsonNode english = cross.deepCopy();
        for (JsonNode table : java.util.List.of(russian, english)) {
            table.forEach(player -> player.path("decided").forEach(d -> ((com.fasterxml.jackson.databind.node.ObjectNode) d).remove("note")));
        }
        assertThat(russian).isEqualTo(english);
        String pgn = SERVER.http.get("/api/games/" + game + "/pgn").body().replace("\n", " ");
        assertThat(pgn).contains("[Result \"1-0\"]").contains("[Termination \"rules infraction\"]")
                .contains("the result decided on appeal " + appeal + ", 1-0 (ELECTRONIC_DEVICE, Art. 11.3.2.2)");

        // the board, signed out (public reading): the result in force, how it was decided (linked), the record's beside it
        console.signOut();
        console.open("/console/game.html?game=" + game);
        console.waitStatus("Game over: " + AMENDED);
        console.waiting().until(d -> console.text("how").contains("decided on appeal"));
        assertThat(console.text("how")).isEqualTo("decided on appeal; " + RECORDED);
        assertThat(console.driver.findElement(By.linkText("decided on appeal")).getAttribute("href"))
                .endsWith("/console/case.html?appeal=" + appeal);
        assertThat(console.text("moves")).contains("1.").contains("Nf3").contains("4.").contains("Ng8");

        // the round's boards, the public broadcast
        console.open("/console/round.html?event=" + EVENT.replace(" ", "%20") + "&round=1");
        console.waiting().until(d -> !d.findElements(By.id("game-" + game)).isEmpty()
                && d.findElement(By.id("game-" + game)).getText().contains(AMENDED));
        assertThat(console.text("game-" + game)).contains("decided on appeal; " + RECORDED);
        // as broadcasts show a board (issue 35.6): titles, federations, ratings; the last move; the FEN and PGN to copy;
        // the round's PGN feed; the boards flipped together
        assertThat(console.text("game-" + game)).contains("GM Carlsen, Magnus (NOR) 2830 \u2013 GM Caruana, Fabiano (USA) 2805")
                .contains("last move Ng8");
        String card = "[id='game-" + game + "'] ";
        assertThat(console.driver.findElement(By.cssSelector(card + ".fen")).getAttribute("value")).isEqualTo(view.get("fen").asText());
        assertThat(console.driver.findElement(By.cssSelector(card + ".pgn")).getAttribute("href")).endsWith("/api/games/" + game + "/pgn");
        assertThat(console.driver.findElement(By.id("feed")).getAttribute("href")).endsWith(t + "/rounds/1/pgn");
        assertThat(console.driver.findElement(By.cssSelector(card + ".board")).getAttribute("aria-label")).contains("White at the bottom");
        console.clickOn(By.id("flip"));
        console.waiting().until(d -> d.findElement(By.cssSelector(card + ".board")).getAttribute("aria-label")
                .contains("Black at the bottom"));
        assertThat(console.accessibilityViolations()).as("axe-core on the broadcast").isEmpty();
        console.screenshot("broadcast-round");

        // the tournament's results, cross table and standings (an arbiter's page)
        console.signIn(AccessHttpTest.account(SERVER.http, "{\"name\":\"amended-arbiter\",\"role\":\"ARBITER\",\"events\":[\""
                + EVENT + "\"]}"), "amended-arbiter");
        // by its name (a readable address; ?t=ID works too)
        console.open("/console/tournament.html?name=" + EVENT.replace(" ", "%20"));
        console.waiting().until(d -> console.text("rounds").contains("decided on appeal"));
        assertThat(console.text("rounds")).contains("1-0").contains("ELECTRONIC_DEVICE, Art. 11.3.2.2 (decided on appeal; " + RECORDED + ")");
        assertThat(console.text("crosstable")).contains("\u2020");
        assertThat(console.text("decided")).contains("round 1: 1-0 as decided on appeal " + appeal + ", Art. 11.3.2.2 (the record's 1/2-1/2)");
        assertThat(console.text("standings-decided")).startsWith("The points count the results in force (8.7)");
        assertThat(console.driver.findElement(By.id("standings")).getText()).contains("Carlsen, Magnus");
        assertThat(console.accessibilityViolations()).as("axe-core on the tournament's page").isEmpty();
        // the appeal, from its link: named by its appellant and game, not by its id
        console.clickOn(By.linkText("decided on appeal"));
        console.waiting().until(d -> console.text("title").startsWith("Appeal of"));
        assertThat(console.text("title")).isEqualTo("Appeal of Carlsen, Magnus: Carlsen, Magnus v Caruana, Fabiano, " + EVENT + ", round 1");
        assertThat(console.text("appeal-id")).isEqualTo("Appeal id " + appeal);
        // a readable address: the game's record links its appeals by event, round, board and which appeal
        console.open("/console/appeal.html?game=" + game);
        console.waiting().until(d -> !d.findElements(By.cssSelector("#appeals a")).isEmpty());
        String readable = console.driver.findElement(By.cssSelector("#appeals a")).getAttribute("href");
        assertThat(readable).endsWith("/console/case.html?event=Amended+Open&round=1&board=1&n=1");
        console.driver.get(readable);
        console.waiting().until(d -> console.text("appeal-id").equals("Appeal id " + appeal));
        assertThat(console.text("title")).startsWith("Appeal of Carlsen, Magnus");
        console.screenshot("tournament-decided");
        assertThat(console.errorsLogged()).as("the errors the browser logged").isEmpty();
    }
}
