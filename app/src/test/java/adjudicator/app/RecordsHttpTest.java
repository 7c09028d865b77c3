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

    /**
     * 8.7 through HTTP: a fool's mate (0-1 in the record) signed 1-0 by both players: the signed result
     * is in force, even if incorrect, in the view, the register, the cross table and the PGN, each saying
     * so; the arbiter then decides another result with his reason, and they follow it, naming who recorded
     * the decision and its article. The record's own result stays 0-1.
     */
    @Test
    void article8_7_theRecordsFollowTheResultInForce_FIDE_2005() throws InterruptedException {
        String event = "Summer Open";
        String id = SERVER.http.post("/api/games", "{\"white\":\"Wendt\",\"black\":\"Bauer\",\"event\":\"" + event
                + "\",\"round\":\"1\",\"board\":1,\"rules\":\"FIDE_2005\",\"timeControl\":\"-\"}").json().get("gameId").asText();
        send(id, "MakeMove", 1, "\"player\":\"WHITE\",\"move\":\"f3\"");
        send(id, "MakeMove", 2, "\"player\":\"BLACK\",\"move\":\"e5\"");
        send(id, "MakeMove", 3, "\"player\":\"WHITE\",\"move\":\"g4\"");
        send(id, "MakeMove", 4, "\"player\":\"BLACK\",\"move\":\"Qh4#\"");
        JsonNode view = SERVER.http.get("/api/games/" + id).json();
        assertThat(view.get("resultStanding").asText()).isEqualTo("UNSIGNED");
        assertThat(view.get("resultInForce").asText()).isEqualTo("0-1");

        send(id, "SignScoresheet", 10, "\"player\":\"WHITE\",\"result\":\"1-0\"");
        send(id, "SignScoresheet", 11, "\"player\":\"BLACK\",\"result\":\"1-0\"");
        view = SERVER.http.get("/api/games/" + id).json();
        assertThat(view.get("result").asText()).as("the record's own").isEqualTo("0-1");
        assertThat(view.get("resultInForce").asText()).isEqualTo("1-0");
        assertThat(view.get("resultStanding").asText()).isEqualTo("SIGNED_OTHERWISE");
        assertThat(view.get("scoresheets").get("black").asText()).isEqualTo("1-0");
        JsonNode line = awaitRegister(event, "1-0");
        assertThat(line.get("resultStanding").asText()).isEqualTo("SIGNED_OTHERWISE");
        assertThat(line.get("whitePoints").asText()).isEqualTo("1");
        JsonNode signedTable = SERVER.http.get("/api/events/" + path(event) + "/crosstable").json();
        assertThat(signedTable.get(0).get("player").asText()).isEqualTo("Wendt");
        assertThat(signedTable.get(0).get("rounds").get("1").get("resultNote").asText())
                .isEqualTo("1-0 as signed on both scoresheets, Art. 8.7 (the record's 0-1)");
        String pgn = SERVER.http.get("/api/games/" + id + "/pgn").body().replace('\n', ' '); // lines are wrapped
        assertThat(pgn).contains("[Result \"1-0\"]").contains("the result signed on both scoresheets, 1-0, stands (Art. 8.7)")
                .contains("} 1-0");

        send(id, "CorrectResult", 20, "\"decision\":\"OTHER\",\"result\":\"1/2-1/2\",\"reason\":\"agreed before the mate\"");
        line = awaitRegister(event, "1/2-1/2");
        assertThat(line.get("resultStanding").asText()).isEqualTo("DECIDED");
        assertThat(line.get("decidedBy").asText()).isEqualTo("admin (ADMIN)");
        assertThat(line.get("decisionArticle").asText()).isEqualTo("8.7");
        assertThat(line.get("result").asText()).isEqualTo("0-1");
        JsonNode cell = SERVER.http.get("/api/events/" + path(event) + "/crosstable").json().get(0).get("rounds").get("1");
        assertThat(cell.get("score").asText()).isEqualTo("1/2");
        assertThat(cell.get("resultNote").asText()).isEqualTo("1/2-1/2 as decided by admin (ADMIN), Art. 8.7 (the record's 0-1)");
        pgn = SERVER.http.get("/api/games/" + id + "/pgn").body().replace('\n', ' ');
        assertThat(pgn).contains("[Result \"1/2-1/2\"]").contains("result decided by the arbiter: 1/2-1/2 (agreed before the mate)")
                .contains("recorded by admin (ADMIN)");
        Http.Response again = SERVER.http.post("/api/games/" + id + "/commands", TestServer.command("CorrectResult",
                T0.plusSeconds(30).toString(), "\"decision\":\"RECORDED\""));
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.json().get("article").asText()).isEqualTo("8.7");
    }

    /** The register's line of the event's only game, once it shows {@code recorded}. */
    private static JsonNode awaitRegister(String event, String recorded) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            Http.Response r = SERVER.http.get("/api/events/" + path(event) + "/results");
            if (r.status() == 200 && r.json().size() == 1 && recorded.equals(r.json().get(0).get("recorded").asText())) {
                return r.json().get(0);
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the register did not show " + recorded);
    }
}
