package adjudicator.app;

import adjudicator.app.access.AccessProblems;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A round out to broadcasts (docs/import.md, "Out to broadcasts"): the organisers' delay for the public round
 * PGN, which the arbiters read live; a feed address for a poller that cannot send a header, opening that round
 * only, with the same delay and ETag, until it is revoked; its secret kept out of the logs.
 */
class BroadcastFeedHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass("--adjudicator.access.public-read=true");

    private static Http.Response get(Http http, String path, String ifNoneMatch) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(http.base() + path)).GET();
        if (ifNoneMatch != null) {
            b.header("If-None-Match", ifNoneMatch);
        }
        return http.send(b);
    }

    @Test
    void theBroadcastShowsTheRoundWithTheOrganisersDelay_throughItsFeedAddressToo_untilTheAddressIsRevoked() {
        Http admin = SERVER.http;
        Http anybody = admin.anonymous();
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        String t = "/api/tournaments/" + ok(admin.post("/api/tournaments", "{\"name\":\"Feed Open\",\"rounds\":2,\"rules\":\"FIDE_2023\","
                + "\"timeControl\":\"5400+30\"}")).get("tournamentId").asText();
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"One, A\",\"fideId\":1503014}"));
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Two, B\"}"));
        ok(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}"));
        String game = ok(admin.post(t + "/rounds/1/games?at=" + now.minus(60, ChronoUnit.MINUTES), "")).get("boards").get(0)
                .get("gameId").asText();
        SERVER.server.send(game, "StartClocks", now.minus(59, ChronoUnit.MINUTES), "");
        SERVER.server.send(game, "MakeMove", now.minus(30, ChronoUnit.MINUTES), "\"player\":\"WHITE\",\"move\":\"e4\"");
        SERVER.server.send(game, "PressClock", now.minus(30, ChronoUnit.MINUTES), "\"player\":\"WHITE\"");
        SERVER.server.send(game, "MakeMove", now.minus(5, ChronoUnit.MINUTES), "\"player\":\"BLACK\",\"move\":\"c5\"");
        SERVER.server.send(game, "PressClock", now.minus(5, ChronoUnit.MINUTES), "\"player\":\"BLACK\"");

        // no delay set: the public sees what the arbiter sees
        assertThat(get(anybody, t + "/rounds/1/pgn", null).body()).contains("1. e4").contains("c5");
        ok(admin.post(t + "/commands", "{\"type\":\"SetBroadcastDelay\",\"round\":1,\"minutes\":15}"));
        assertThat(admin.post(t + "/commands", "{\"type\":\"SetBroadcastDelay\",\"round\":3,\"minutes\":15}").status()).isEqualTo(400);

        // 15 minutes: the public round PGN holds the move of 30 minutes ago (90 min - 29 + 30 s on the clock), not that of 5;
        // the arbiter reads it live
        Http.Response delayed = get(anybody, t + "/rounds/1/pgn", null);
        assertThat(delayed.status()).isEqualTo(200);
        assertThat(delayed.body()).contains("[Round \"1.1\"]").contains("1. e4 {[%clk 1:01:30]").doesNotContain("c5")
                .contains("[Result \"*\"]");
        String live = get(admin, t + "/rounds/1/pgn", null).body();
        assertThat(live).contains("c5");
        // the delayed games are folded forward as the cutoff moves on, and afresh for an earlier one: a longer delay
        // (40 minutes) hides the move of 30 minutes ago, the same delay again gives the same text as at first, and a
        // delay of a minute gives what the arbiter sees live
        ok(admin.post(t + "/commands", "{\"type\":\"SetBroadcastDelay\",\"round\":1,\"minutes\":40}"));
        assertThat(get(anybody, t + "/rounds/1/pgn", null).body()).contains("[Round \"1.1\"]").doesNotContain("e4");
        ok(admin.post(t + "/commands", "{\"type\":\"SetBroadcastDelay\",\"round\":1,\"minutes\":15}"));
        assertThat(get(anybody, t + "/rounds/1/pgn", null).body()).isEqualTo(delayed.body());
        ok(admin.post(t + "/commands", "{\"type\":\"SetBroadcastDelay\",\"round\":1,\"minutes\":1}"));
        assertThat(get(anybody, t + "/rounds/1/pgn", null).body()).isEqualTo(live);
        ok(admin.post(t + "/commands", "{\"type\":\"SetBroadcastDelay\",\"round\":1,\"minutes\":15}"));
        assertThat(get(anybody, t + "/rounds/1/pgn", null).body()).isEqualTo(delayed.body());
        // what a broadcast takes from us reads back as the same moves, clocks to the second and result
        adjudicator.engine.pgn.PgnGame relayed = adjudicator.engine.pgn.PgnReader.readOne(live);
        JsonNode view = ok(admin.get("/api/games/" + game));
        assertThat(relayed.tag("Round")).hasValue("1.1");
        assertThat(relayed.result()).isEqualTo("*");
        for (int i = 0; i < view.get("moveList").size(); i++) {
            JsonNode m = view.get("moveList").get(i);
            assertThat(relayed.moves().get(i).move().uci()).isEqualTo(m.get("uci").asText());
            assertThat(relayed.moves().get(i).clk().orElseThrow().toSeconds()).isEqualTo(m.get("clockMs").asLong() / 1000);
        }

        // a feed address: given once, it opens the round as the public sees it, with its ETag and 304
        JsonNode issued = ok(admin.post(t + "/rounds/1/feeds", "{}"));
        String url = issued.get("url").asText();
        assertThat(url).matches("/api/feeds/[A-Za-z0-9_-]{43}/pgn");
        Http.Response fed = get(anybody, url, null);
        assertThat(fed.status()).isEqualTo(200);
        assertThat(fed.body()).isEqualTo(delayed.body());
        assertThat(fed.header("ETag")).isEqualTo(delayed.header("ETag"));
        assertThat(get(anybody, url, fed.header("ETag")).status()).isEqualTo(304);
        assertThat(get(anybody, "/api/feeds/" + "x".repeat(43) + "/pgn", null).status()).isEqualTo(404);
        assertThat(get(anybody, url, null).body()).doesNotContain(url.split("/")[3]);

        // an address that has expired, or is revoked, opens nothing
        assertThat(admin.post(t + "/rounds/1/feeds", "{\"expiresAt\":\"" + now.minusSeconds(1) + "\"}").status()).isEqualTo(400);
        assertThat(admin.post(t + "/rounds/1/feeds", "{\"expires\":\"" + now.plusSeconds(60) + "\"}").status()).isEqualTo(400);
        assertThat(admin.send(HttpRequest.newBuilder(URI.create(admin.base() + t + "/rounds/1/feeds/" + issued.get("feedId").asText()))
                .DELETE()).status()).isEqualTo(200);
        Http.Response closed = get(anybody, url, null);
        assertThat(closed.status()).isEqualTo(410);
        assertThat(closed.contentType()).startsWith("application/problem+json");

        // the secret is the feed's credential: the logs show the path without it
        assertThat(AccessProblems.logged(url)).isEqualTo("/api/feeds/***/pgn");
    }

    @Test
    void aRoundsPgnIsImportedOntoItsPairings_matchedByFideIdElseByName_andAGameNoPairingHasIsNotInvented() {
        Http admin = SERVER.http;
        String id = ok(admin.post("/api/tournaments", "{\"name\":\"Import Open\",\"rounds\":3,\"rules\":\"FIDE_2017\","
                + "\"timeControl\":\"5400+30\"}")).get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Carlsen, Magnus\",\"fideId\":1503014}"));
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Two, B\"}"));
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Three, C\"}"));
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Four, D\"}"));
        ok(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2},{\"white\":3,\"black\":4}]}"));
        String round = String.join("\n",
                "[Event \"Import Open 2026\"]", "[Round \"1.1\"]", "[White \"Carlsen, M.\"]", "[WhiteFideId \"1503014\"]",
                "[Black \"two,  b\"]", "[Result \"1-0\"]", "[Termination \"White won by resignation\"]", "", "1. e4 e5 2. Nf3 1-0", "",
                "[Event \"Import Open 2026\"]", "[Round \"1.2\"]", "[White \"Four, D\"]", "[Black \"Three, C\"]", "[Result \"0-1\"]", "",
                "1. d4 d5 0-1", "",
                "[Event \"Import Open 2026\"]", "[Round \"1.3\"]", "[White \"Nobody, X\"]", "[Black \"Nobody, Y\"]", "[Result \"1-0\"]", "",
                "1. c4 1-0", "");
        String path = "/api/games/import?tournament=" + id + "&round=1";
        Http.Response r = admin.send(HttpRequest.newBuilder(URI.create(admin.base() + path)).header("Content-Type", "application/x-chess-pgn")
                .POST(HttpRequest.BodyPublishers.ofString(round)));
        JsonNode games = ok(r).get("games");
        assertThat(games.get(0).get("status").asText()).isEqualTo("IMPORTED");
        assertThat(games.get(1).get("status").asText()).isEqualTo("REFUSED");
        assertThat(games.get(1).get("detail").asText()).contains("the colours the other way round");
        assertThat(games.get(2).get("status").asText()).isEqualTo("REFUSED");
        assertThat(games.get(2).get("detail").asText()).contains("matches no pairing of round 1");

        String game = games.get(0).get("gameId").asText();
        assertThat(ok(admin.get(t)).toString()).contains(game);
        JsonNode view = ok(admin.get("/api/games/" + game));
        assertThat(view.get("event").asText()).isEqualTo("Import Open");
        assertThat(view.get("board").asInt()).isEqualTo(1);
        assertThat(view.get("white").asText()).isEqualTo("Carlsen, Magnus");
        assertThat(view.get("resultInForce").asText()).isEqualTo("1-0");
        assertThat(ok(admin.get(t + "/rounds/1")).get("boards").get(0).get("result").asText()).isEqualTo("1-0");

        Http.Response again = admin.send(HttpRequest.newBuilder(URI.create(admin.base() + path)).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString(round)));
        assertThat(ok(again).get("games").get(0).get("status").asText()).isEqualTo("ALREADY_THERE");
        Http.Response otherRules = admin.send(HttpRequest.newBuilder(URI.create(admin.base() + path + "&rules=FIDE_2005"))
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString(round)));
        assertThat(otherRules.status()).isEqualTo(400);
        assertThat(otherRules.json().get("detail").asText()).contains("played under FIDE_2017");
        Http.Response unpaired = admin.send(HttpRequest.newBuilder(URI.create(admin.base() + "/api/games/import?tournament=Import%20Open&round=2"))
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString(round)));
        assertThat(unpaired.status()).isEqualTo(409);
    }
}
