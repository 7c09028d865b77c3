package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tournaments and appeals taken as games are: a command sent again with its commandId gets the first
 * answer and writes nothing, the id with another command is a 409; an event whose instant the server's
 * clock gave (the client left {@code at} out) says so in the audit trail, and one whose instant the
 * client gave does not.
 */
class OneStyleHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");

    private static String tournament(String name) {
        return SERVER.server.newTournament(name, "A, A", "B, B", "C, C");
    }

    @Test
    void aTournamentsAndAnAppealsCommand_sentAgainWithItsCommandId_writeOnce() {
        String t = tournament("Idempotent Cup");
        int before = ok(SERVER.http.get(t + "/events")).size();
        String register = "{\"type\":\"RegisterPlayer\",\"name\":\"D, D\",\"commandId\":\"register-d\"}";
        JsonNode first = ok(SERVER.http.post(t + "/commands", register));
        JsonNode again = ok(SERVER.http.post(t + "/commands", register));
        assertThat(again.get("appended")).isEqualTo(first.get("appended"));
        assertThat(ok(SERVER.http.get(t + "/events")).size()).as("one player registered").isEqualTo(before + 1);
        Http.Response other = SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"E, E\",\"commandId\":\"register-d\"}");
        assertThat(other.status()).as(other.body()).isEqualTo(409);
        assertThat(other.body()).contains("register-d", "another command");
        assertThat(ok(SERVER.http.get(t + "/events")).size()).as("nothing written").isEqualTo(before + 1);
        assertThat(SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"E, E\",\"commandId\":7}").status())
                .isEqualTo(400);

        String game = SERVER.server.newGame("{\"white\":\"W, W\",\"black\":\"B, B\",\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        SERVER.server.send(game, "StartClocks", T0, "");
        SERVER.server.send(game, "Resign", T0.plusSeconds(60), "\"player\":\"WHITE\"");
        String appeal = ok(SERVER.http.post("/api/appeals", "{\"gameId\":\"" + game + "\",\"appellant\":\"WHITE\",\"grounds\":\"g\","
                + "\"at\":\"" + T0.plusSeconds(120) + "\"}")).get("appealId").asText();
        String statement = "{\"type\":\"RecordStatement\",\"speaker\":\"ARBITER\",\"text\":\"I saw it.\",\"commandId\":\"st-1\"}";
        ok(SERVER.http.post("/api/appeals/" + appeal + "/commands", statement));
        ok(SERVER.http.post("/api/appeals/" + appeal + "/commands", statement));
        assertThat(ok(SERVER.http.get("/api/appeals/" + appeal)).get("statements").size()).isOne();
    }

    @Test
    void anAppealLodgedAgainWithItsCommandId_isTheSameAppeal_andTheIdWithAnotherAppealIsRefused() {
        String game = SERVER.server.newGame("{\"white\":\"W, W\",\"black\":\"B, B\",\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        SERVER.server.send(game, "StartClocks", T0, "");
        SERVER.server.send(game, "Resign", T0.plusSeconds(60), "\"player\":\"WHITE\"");
        String lodge = "{\"gameId\":\"" + game + "\",\"appellant\":\"WHITE\",\"grounds\":\"g\",\"at\":\"" + T0.plusSeconds(120)
                + "\",\"commandId\":\"lodge-1\"}";
        JsonNode first = ok(SERVER.http.post("/api/appeals", lodge));
        JsonNode again = ok(SERVER.http.post("/api/appeals", lodge));
        assertThat(again.get("appealId").asText()).isEqualTo(first.get("appealId").asText());
        assertThat(ok(SERVER.http.get("/api/games/" + game + "/appeals")).size()).as("lodged once").isOne();
        Http.Response other = SERVER.http.post("/api/appeals", lodge.replace("\"grounds\":\"g\"", "\"grounds\":\"other\""));
        assertThat(other.status()).as(other.body()).isEqualTo(409);
        assertThat(other.body()).contains("lodge-1", "another appeal");
        assertThat(ok(SERVER.http.get("/api/games/" + game + "/appeals")).size()).as("nothing written").isOne();
        // an account outside the game's event is refused before the store is asked whether the appeal exists
        Http.Response account = SERVER.http.post("/api/admin/accounts", "{\"name\":\"arbiter-elsewhere\",\"role\":\"ARBITER\","
                + "\"events\":[\"Elsewhere\"]}");
        assertThat(SERVER.http.as(account.json().get("token").asText()).post("/api/appeals", lodge).status()).isEqualTo(403);
    }

    @Test
    void anEventTimedByTheServersClock_saysSo_andOneTimedByTheClientDoesNot() {
        String t = tournament("Clock Cup");
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"D, D\",\"at\":\"" + T0 + "\"}"));
        JsonNode events = ok(SERVER.http.get(t + "/events"));
        assertThat(events.get(1).get("atFromServerClock").asBoolean()).as("RegisterPlayer without at").isTrue();
        JsonNode timed = events.get(events.size() - 1);
        assertThat(timed.has("atFromServerClock")).as("RegisterPlayer with at").isFalse();
        assertThat(timed.get("payload").get("at").asText()).isEqualTo(T0.toString());

        ok(SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2},"
                + "{\"white\":3,\"black\":4}],\"at\":\"" + T0 + "\"}"));
        String game = ok(SERVER.http.post(t + "/rounds/1/games", "")).get("boards").get(0).get("gameId").asText();
        JsonNode created = ok(SERVER.http.get("/api/games/" + game + "/events")).get(0);
        assertThat(created.get("type").asText()).isEqualTo("GameCreated");
        assertThat(created.get("atFromServerClock").asBoolean()).as("a round's games set up without ?at=").isTrue();
        JsonNode started = SERVER.server.send(game, "StartClocks", Instant.now().plusSeconds(5), "").get(0);
        assertThat(started.has("atFromServerClock")).as("a game's command carries the device's instant").isFalse();
    }
}
