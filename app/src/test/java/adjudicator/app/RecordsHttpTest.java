package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The results register (every result kind, forfeits marked), the cross table, and a player's penalties. */
class RecordsHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    private static final String EVENT = "Spring Open";

    private static String game(String white, String black, int round, int board, String timeControl) {
        return SERVER.http.post("/api/games", "{\"white\":\"" + white + "\",\"black\":\"" + black + "\",\"event\":\"" + EVENT
                + "\",\"round\":\"" + round + "\",\"board\":" + board + ",\"rules\":\"FIDE_2005\",\"timeControl\":\""
                + timeControl + "\"}").json().get("gameId").asText();
    }

    private static void send(String id, String type, long seconds, String more) {
        SERVER.server.send(id, type, T0.plusSeconds(seconds), more);
    }

    private static String path(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    @Test
    void theRegisterTheCrossTableAndAPlayersPenalties() throws InterruptedException {
        String mate = game("A", "B", 1, 1, "-");
        send(mate, "MakeMove", 1, "\"player\":\"WHITE\",\"move\":\"f3\"");
        send(mate, "MakeMove", 2, "\"player\":\"BLACK\",\"move\":\"e5\"");
        send(mate, "MakeMove", 3, "\"player\":\"WHITE\",\"move\":\"g4\"");
        send(mate, "MakeMove", 4, "\"player\":\"BLACK\",\"move\":\"Qh4#\"");
        String agreed = game("C", "D", 1, 2, "-");
        send(agreed, "OfferDraw", 1, "\"player\":\"WHITE\"");
        send(agreed, "AcceptDraw", 2, "\"player\":\"BLACK\"");
        String forfeit = game("B", "C", 2, 1, "5400");
        send(forfeit, "StartClocks", 0, "");
        send(forfeit, "ReportAbsence", 3601, "\"player\":\"WHITE\"");
        String both = game("D", "A", 2, 2, "-");
        send(both, "ImposePenalty", 10, "\"player\":\"BOTH\",\"penalty\":\"LOSS_OF_GAME\",\"article\":\"12.8\"");
        String device = game("A", "D", 3, 1, "-");
        send(device, "ReportDeviceSignal", 10, "\"player\":\"WHITE\",\"opponentScore\":\"1/2\"");

        JsonNode all = null;
        for (int i = 0; i < 100; i++) {
            Http.Response r = SERVER.http.get("/api/events/" + path(EVENT) + "/results");
            if (r.status() == 200 && r.json().size() == 5 && !r.body().contains("\"result\":null")) {
                all = r.json();
                break;
            }
            Thread.sleep(50);
        }
        assertThat(all).as("five finished games in the register").isNotNull();
        assertThat(all.get(0).get("round").asText()).isEqualTo("1");
        assertThat(all.get(0).get("result").asText()).isEqualTo("0-1");
        assertThat(all.get(0).get("termination").asText()).isEqualTo("CHECKMATE");
        assertThat(all.get(1).get("result").asText()).isEqualTo("1/2-1/2");
        assertThat(all.get(2).get("recorded").asText()).as("a forfeit").isEqualTo("-/+");
        assertThat(all.get(3).get("result").asText()).isEqualTo("0-0");
        assertThat(all.get(4).get("result").asText()).isEqualTo("0-1/2");
        assertThat(all.get(4).get("blackPoints").asText()).isEqualTo("1/2");

        JsonNode secondRound = SERVER.http.get("/api/events/" + path(EVENT) + "/results?round=2").json();
        assertThat(secondRound.size()).isEqualTo(2);

        JsonNode table = SERVER.http.get("/api/events/" + path(EVENT) + "/crosstable").json();
        assertThat(table.get(0).get("player").asText()).isEqualTo("C");
        assertThat(table.get(0).get("total").asText()).isEqualTo("1 1/2");
        assertThat(table.get(1).get("player").asText()).isEqualTo("B");
        assertThat(table.get(1).get("total").asText()).isEqualTo("1");
        assertThat(table.get(2).get("player").asText()).isEqualTo("D");
        assertThat(table.get(2).get("total").asText()).isEqualTo("1");
        assertThat(table.get(3).get("player").asText()).isEqualTo("A");
        assertThat(table.get(3).get("total").asText()).isEqualTo("0");
        assertThat(table.get(2).get("rounds").get("3").get("opponent").asText()).isEqualTo("A");
        assertThat(table.get(2).get("rounds").get("3").get("score").asText()).isEqualTo("1/2");
        // issue 20.5: a forfeit is shown as + and -, every other game as its score
        assertThat(table.get(1).get("rounds").get("2").get("score").asText()).isEqualTo("0");
        assertThat(table.get(1).get("rounds").get("2").get("shown").asText()).as("B lost by forfeit").isEqualTo("-");
        assertThat(table.get(0).get("rounds").get("2").get("shown").asText()).as("C won by forfeit").isEqualTo("+");
        assertThat(table.get(2).get("rounds").get("3").get("shown").asText()).isEqualTo("1/2");

        JsonNode penalties = SERVER.http.get("/api/players/D/penalties").json();
        assertThat(penalties.size()).isEqualTo(1);
        assertThat(penalties.get(0).get("penalty").get("penalty").asText()).isEqualTo("LOSS_OF_GAME");
        assertThat(penalties.get(0).get("penalty").get("enforces").asText()).isEqualTo("12.8");
        assertThat(penalties.get(0).get("round").asText()).isEqualTo("2");

        // issue 20.5: a loss imposed as a sanction by the game's ending is in the register too (A's
        // device rang in round 3), beside the penalty the arbiter imposed on both in round 2
        JsonNode a = SERVER.http.get("/api/players/A/penalties").json();
        assertThat(a.size()).isEqualTo(2);
        JsonNode round2 = a.get(0).get("round").asText().equals("2") ? a.get(0) : a.get(1);
        JsonNode round3 = a.get(0).get("round").asText().equals("3") ? a.get(0) : a.get(1);
        assertThat(round2.get("round").asText()).isEqualTo("2");
        assertThat(round2.get("penalty").get("penalty").asText()).isEqualTo("LOSS_OF_GAME");
        assertThat(round2.get("penalty").get("enforces").asText()).isEqualTo("12.8");
        assertThat(round3.get("round").asText()).isEqualTo("3");
        assertThat(round3.get("color").asText()).isEqualTo("WHITE");
        assertThat(round3.get("penalty").get("penalty").asText()).isEqualTo("LOSS_OF_GAME");
        assertThat(round3.get("penalty").get("reason").asText()).isEqualTo("game lost: ELECTRONIC_DEVICE");
        assertThat(round3.get("penalty").get("article").asText()).isEqualTo("12.2b");

        assertThat(SERVER.http.get("/api/events/" + path("No Such Open") + "/results").status()).isEqualTo(404);
        assertThat(SERVER.http.get("/api/players/" + path("Nobody") + "/penalties").status()).isEqualTo(404);
    }
}
