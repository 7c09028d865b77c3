package adjudicator.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The round's page as the public broadcast: on a server that reads publicly
 * ({@code adjudicator.access.public-read=true}) it needs no sign-in; a move lands on it live.
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
}
