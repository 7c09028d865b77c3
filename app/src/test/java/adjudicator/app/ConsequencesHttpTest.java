package adjudicator.app;

import adjudicator.app.access.CommandLineCaller;
import adjudicator.command.api.Commands;
import adjudicator.command.api.Party;
import adjudicator.command.api.PenaltyKind;
import com.fasterxml.jackson.databind.JsonNode;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The consequences of one record for another follow from the record, whoever wrote it: an expulsion
 * recorded in a game without the HTTP game controller keeps the player out of the next round; an
 * effect of an appeal's decision that the game refuses is recorded on the appeal, never lost.
 */
class ConsequencesHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");

    private static String tournament(String name) {
        return SERVER.server.newTournament(name, "A, A", "B, B", "C, C");
    }

    private static List<String> types(JsonNode events) {
        List<String> out = new ArrayList<>();
        events.forEach(e -> out.add(e.get("type").asText()));
        return out;
    }

    @Test
    void Art12_9_9_anExpulsionRecordedWithoutTheGameController_keepsThePlayerOutOfTheNextRound() {
        String t = tournament("Consequence Cup");
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}],"
                + "\"byes\":[{\"player\":3,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}"));
        String game = ok(SERVER.http.post(t + "/rounds/1/games?at=" + T0.minusSeconds(60), "")).get("boards").get(0)
                .get("gameId").asText();
        SERVER.server.send(game, "StartClocks", T0, "");
        // straight to the command bus, as an import or a feed would: no HTTP game controller runs
        CommandGateway commands = SERVER.server.bean(CommandGateway.class);
        CommandLineCaller.as("cli:feed", () -> commands.sendAndWait(new Commands.ImposePenalty(game, T0.plusSeconds(30), null,
                Party.WHITE, PenaltyKind.EXPULSION, null, null, "a mobile phone rang", null)));

        Http.Response pairing = SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":2,\"games\":[{\"white\":1,"
                + "\"black\":3}],\"byes\":[{\"player\":2,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}");
        assertThat(pairing.status()).as(pairing.body()).isEqualTo(409);
        assertThat(pairing.body()).contains("expelled", "12.9.9");
        JsonNode events = ok(SERVER.http.get(t + "/events"));
        JsonNode expelled = events.get(events.size() - 1);
        assertThat(expelled.get("type").asText()).isEqualTo("PlayerExpelled");
        assertThat(expelled.get("recordedBy").get("name").asText()).as("on behalf of who imposed it").isEqualTo("cli:feed");
        assertThat(types(events).stream().filter("PlayerExpelled"::equals).count()).isOne();
        // the projection status names the process managers' processor beside the projections
        assertThat(ok(SERVER.http.get("/api/admin/projections")).toString()).contains("\"name\":\"consequences\"");
    }

    @Test
    void anEffectTheGameRefuses_isRecordedOnTheAppealWithTheGamesReason() {
        String game = SERVER.server.newGame("{\"white\":\"W, W\",\"black\":\"B, B\",\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\"}");
        SERVER.server.send(game, "StartClocks", T0, "");
        SERVER.server.send(game, "MakeMove", T0.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"e4\"");
        SERVER.server.send(game, "Resign", T0.plusSeconds(60), "\"player\":\"BLACK\"");
        String appeal = ok(SERVER.http.post("/api/appeals", "{\"gameId\":\"" + game + "\",\"appellant\":\"BLACK\",\"grounds\":\"g\","
                + "\"at\":\"" + T0.plusSeconds(120) + "\"}")).get("appealId").asText();
        ok(SERVER.http.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"FormCommittee\",\"members\":[{\"name\":\"A\",\"federation\":"
                + "\"GER\"},{\"name\":\"B\",\"federation\":\"ESP\"},{\"name\":\"C\",\"federation\":\"IND\"}]}"));
        // the game has one half-move: there is no position after the 99th
        JsonNode decided = ok(SERVER.http.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\""
                + T0.plusSeconds(300) + "\",\"decision\":\"UPHELD\",\"reasons\":\"r\",\"votes\":[{\"member\":\"A\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"B\",\"vote\":\"UPHELD\"},{\"member\":\"C\",\"vote\":\"UPHELD\"}],\"effects\":[{\"kind\":\"RESUME\","
                + "\"toPly\":99,\"whiteRemainingMs\":1000,\"blackRemainingMs\":1000}]}"));
        assertThat(decided.get("effects").asText()).isEqualTo("APPLIED");
        JsonNode refused = decided.get("gameEvents").get(0).get("refused");
        assertThat(refused.get("status").asInt()).isEqualTo(422);
        assertThat(refused.get("detail").asText()).contains("99");
        JsonNode view = ok(SERVER.http.get("/api/appeals/" + appeal));
        assertThat(view.get("effectsRefused").get(0).get("kind").asText()).isEqualTo("RESUME");
        assertThat(view.get("effectsRefused").get(0).get("detail").asText()).contains("99");
        assertThat(ok(SERVER.http.get("/api/games/" + game)).get("status").asText()).as("the game as it was").isEqualTo("FINISHED");
        JsonNode timeline = ok(SERVER.http.get("/api/games/" + game + "/timeline"));
        assertThat(timeline.toString()).contains("AppealEffectRefused", "refused by the game");
    }
}
