package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Predicate;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The consequences of the record survive a {@code kill -9} between a cause and its effects: an appeal
 * decided and a player expelled in a game while no process manager runs (a node started with
 * {@code adjudicator.consequences.enabled=false}, which stands for one killed before its process
 * manager reached the events), then the server killed; restarted, it amends the game and expels the
 * player, exactly once; killed again and restarted with its tokens gone (the read-model file deleted,
 * so that the process managers read the whole store again), it does nothing twice.
 */
class ConsequencesCrashTest {

    private static final Instant T0 = Instant.parse("2026-05-01T10:00:00Z");

    @TempDir
    Path dir;

    private static String command(String type, Instant at, String more) {
        return TestServer.command(type, at, more);
    }

    @Test
    void aDecisionAndAnExpulsionRecordedBeforeACrash_takeEffectOnceAfterTheRestart_andNeverTwice() throws Exception {
        Path data = dir.resolve("data");
        int port = ServerProcess.freePort();
        Http admin = new Http(port);
        Process server = ServerProcess.start(data, port, "--adjudicator.consequences.enabled=false");
        String game;
        String appeal;
        String t;
        try {
            ServerProcess.awaitReady(admin, server);
            Http committee = admin.as(AccessHttpTest.account(admin, "{\"name\":\"committee-crash\",\"role\":\"APPEALS\"}"));
            Http arbiter = admin.as(AccessHttpTest.account(admin, "{\"name\":\"arbiter-crash\",\"role\":\"ARBITER\"}"));
            // an appeal decided: White resigned, the committee amends the result to a draw
            game = ok(arbiter.post("/api/games", "{\"white\":\"W, W\",\"black\":\"B, B\",\"rules\":\"FIDE_2023\","
                    + "\"timeControl\":\"5400+30\"}")).get("gameId").asText();
            ok(arbiter.post("/api/games/" + game + "/commands", command("StartClocks", T0, "")));
            ok(arbiter.post("/api/games/" + game + "/commands", command("Resign", T0.plusSeconds(60), "\"player\":\"WHITE\"")));
            appeal = ok(arbiter.post("/api/appeals", "{\"gameId\":\"" + game + "\",\"appellant\":\"WHITE\",\"grounds\":\"g\",\"at\":\""
                    + T0.plusSeconds(120) + "\"}")).get("appealId").asText();
            ok(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"FormCommittee\",\"members\":[{\"name\":\"A\","
                    + "\"federation\":\"GER\"},{\"name\":\"B\",\"federation\":\"ESP\"},{\"name\":\"C\",\"federation\":\"IND\"}]}"));
            JsonNode decided = ok(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\""
                    + T0.plusSeconds(300) + "\",\"decision\":\"UPHELD\",\"reasons\":\"r\",\"votes\":[{\"member\":\"A\",\"vote\":\"UPHELD\"},"
                    + "{\"member\":\"B\",\"vote\":\"UPHELD\"},{\"member\":\"C\",\"vote\":\"UPHELD\"}],\"effects\":[{\"kind\":\"AMEND_RESULT\","
                    + "\"result\":\"1/2-1/2\",\"termination\":\"AGREEMENT\",\"article\":\"9.1.2.1\"}]}"));
            assertThat(decided.get("effects").asText()).as("the answer says the effects are still to come").isEqualTo("PENDING");
            assertThat(ok(admin.get("/api/games/" + game)).get("resultInForce").asText()).isEqualTo("0-1");
            // an expulsion in a tournament's game
            t = "/api/tournaments/" + ok(arbiter.post("/api/tournaments", "{\"name\":\"Crash Cup\",\"rounds\":2,\"rules\":\"FIDE_2023\","
                    + "\"timeControl\":\"5400+30\"}")).get("tournamentId").asText();
            for (String name : new String[]{"A, A", "B, B", "C, C"}) {
                ok(arbiter.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + name + "\"}"));
            }
            ok(arbiter.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}],"
                    + "\"byes\":[{\"player\":3,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}"));
            String board = ok(arbiter.post(t + "/rounds/1/games?at=" + T0, "")).get("boards").get(0).get("gameId").asText();
            ok(arbiter.post("/api/games/" + board + "/commands", command("StartClocks", T0.plusSeconds(10), "")));
            ok(arbiter.post("/api/games/" + board + "/commands", command("ImposePenalty", T0.plusSeconds(30),
                    "\"player\":\"WHITE\",\"penalty\":\"EXPULSION\",\"reason\":\"a phone\"")));
            assertThat(ok(admin.get(t)).get("players").get(0).get("expelledFrom").isNull()).isTrue();
        } finally {
            server.destroyForcibly().waitFor();
        }

        // restarted with the process managers: what was recorded before the crash takes effect
        server = ServerProcess.start(data, port);
        try {
            ServerProcess.awaitReady(admin, server);
            awaitState(admin, "/api/games/" + game, v -> v.get("resultInForce").asText().equals("1/2-1/2"));
            awaitState(admin, t, v -> !v.get("players").get(0).get("expelledFrom").isNull());
            assertOnce(admin, game, appeal, t);
        } finally {
            server.destroyForcibly().waitFor();
        }

        // killed again, and the tokens gone with the read models: the whole store is read again, nothing done twice
        Files.delete(data.resolve("views.mv"));
        server = ServerProcess.start(data, port);
        try {
            ServerProcess.awaitReady(admin, server);
            awaitState(admin, "/api/admin/projections", p -> {
                for (JsonNode s : p) {
                    if (s.get("name").asText().equals("consequences")) {
                        return s.get("behind").asLong() == 0 && s.get("position").asLong() >= 0;
                    }
                }
                return false;
            });
            assertOnce(admin, game, appeal, t);
        } finally {
            server.destroyForcibly().waitFor();
        }
    }

    /** The game amended once, by the committee's account, and the player expelled once, by the arbiter's. */
    private static void assertOnce(Http admin, String game, String appeal, String t) {
        JsonNode events = ok(admin.get("/api/games/" + game + "/events"));
        int amended = 0;
        for (JsonNode e : events) {
            if (e.get("type").asText().equals("ResultAmendedOnAppeal")) {
                amended++;
                assertThat(e.get("appealId").asText()).isEqualTo(appeal);
                assertThat(e.get("recordedBy").get("name").asText()).isEqualTo("committee-crash");
            }
        }
        assertThat(amended).as("the game amended exactly once").isOne();
        int expelled = 0;
        for (JsonNode e : ok(admin.get(t + "/events"))) {
            if (e.get("type").asText().equals("PlayerExpelled")) {
                expelled++;
                assertThat(e.get("recordedBy").get("name").asText()).isEqualTo("arbiter-crash");
            }
        }
        assertThat(expelled).as("the player expelled exactly once").isOne();
        assertThat(ok(admin.get("/api/admin/integrity")).get("failing")).as("the record verifies").isEmpty();
    }

    private static void awaitState(Http http, String path, Predicate<JsonNode> done) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        JsonNode last = null;
        while (Instant.now().isBefore(deadline)) {
            Http.Response r = http.get(path);
            if (r.status() == 200) {
                last = r.json();
                if (done.test(last)) {
                    return;
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError(path + " never reached the state expected; last: " + last);
    }
}
