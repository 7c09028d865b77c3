package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract through real HTTP on the embedded store: Fool's mate with clock presses, then a new
 * application context on the same data directory finds the game, its events and its state unchanged.
 */
class FoolsMateHttpTest {

    @TempDir
    Path dataDir;

    /** Plays Fool's mate with a press after each non-final move; returns the game id. */
    static String playFoolsMate(Http http, String rules) {
        Http.Response created = http.post("/api/games", "{\"white\":\"Carlsen, Magnus\",\"black\":\"Nepomniachtchi, Ian\","
                + "\"event\":\"Open A\",\"round\":\"3\",\"board\":12,\"rules\":\"" + rules + "\","
                + "\"timeControl\":\"40/5400+30:1800+30\",\"at\":\"2026-03-01T09:59:00Z\"}");
        assertThat(created.status()).isEqualTo(201);
        String id = created.json().get("gameId").asText();
        String base = "/api/games/" + id + "/commands";
        assertThat(http.post(base, TestServer.command("StartClocks", "2026-03-01T10:00:00Z", "")).status()).isEqualTo(200);
        String[][] plies = {
                {"WHITE", "f3", "2026-03-01T10:00:05.000Z", "2026-03-01T10:00:05.500Z"},
                {"BLACK", "e7e5", "2026-03-01T10:00:20.000Z", "2026-03-01T10:00:20.250Z"},
                {"WHITE", "g4", "2026-03-01T10:01:00.000Z", "2026-03-01T10:01:01.000Z"},
        };
        for (String[] p : plies) {
            assertThat(http.post(base, TestServer.command("MakeMove", p[2], "\"player\":\"" + p[0] + "\",\"move\":\"" + p[1] + "\"")).status())
                    .isEqualTo(200);
            assertThat(http.post(base, TestServer.command("PressClock", p[3], "\"player\":\"" + p[0] + "\"")).status()).isEqualTo(200);
        }
        Http.Response mate = http.post(base, TestServer.command("MakeMove", "2026-03-01T10:01:30Z", "\"player\":\"BLACK\",\"move\":\"Qh4#\""));
        assertThat(mate.status()).isEqualTo(200);
        JsonNode events = mate.json().get("events");
        assertThat(events).hasSize(2);
        assertThat(events.get(0).get("type").asText()).isEqualTo("MoveMade");
        assertThat(events.get(0).get("seq").asLong()).isEqualTo(8);
        assertThat(events.get(1).get("type").asText()).isEqualTo("GameEnded");
        assertThat(events.get(1).get("seq").asLong()).isEqualTo(9);
        return id;
    }

    @Test
    void foolsMateEndsInCheckmateAndSurvivesARestart() {
        String id;
        String state;
        String eventList;
        String pgn;
        String position;
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            id = playFoolsMate(http, "FIDE_2005");

            JsonNode s = http.get("/api/games/" + id).json();
            assertThat(s.get("status").asText()).isEqualTo("FINISHED");
            assertThat(s.get("result").asText()).isEqualTo("0-1");
            assertThat(s.get("termination").asText()).isEqualTo("CHECKMATE");
            assertThat(s.get("terminationArticle").asText()).isEqualTo("5.1a");
            assertThat(s.get("fen").asText()).isEqualTo("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
            assertThat(s.get("sideToMove").asText()).isEqualTo("WHITE");
            assertThat(s.get("moves").toString()).isEqualTo("[\"f3\",\"e5\",\"g4\",\"Qh4#\"]");
            // White: 5400 - 5.5 + 30 - 40.75 (10:00:20.25 to 10:01:01) + 30 = 5413.75 s.
            assertThat(s.get("clocks").get("white").get("remainingMs").asLong()).isEqualTo(5_413_750);
            // Black: 5400 - 14.75 (10:00:05.5 to :20.25) + 30 - 29 (10:01:01 to 10:01:30), stopped by the mate.
            assertThat(s.get("clocks").get("black").get("remainingMs").asLong()).isEqualTo(5_386_250);
            assertThat(s.get("clocks").get("running").isNull()).isTrue();

            JsonNode events = http.get("/api/games/" + id + "/events").json();
            assertThat(events).hasSize(10);
            for (int i = 0; i < events.size(); i++) {
                assertThat(events.get(i).get("seq").asLong()).isEqualTo(i);
                assertThat(events.get(i).has("recordedAt")).isTrue();
                assertThat(events.get(i).has("actor")).isTrue();
                assertThat(events.get(i).has("article")).isTrue();
            }
            assertThat(events.get(0).get("type").asText()).isEqualTo("GameCreated");
            assertThat(events.get(9).get("article").asText()).isEqualTo("5.1a");
            assertThat(events.get(9).get("rules").asText()).isEqualTo("FIDE_2005");

            // After event 4 (Black's e5 made, not yet completed): White to move, Black's clock running.
            JsonNode after4 = http.get("/api/games/" + id + "/position?afterEvent=4").json();
            assertThat(after4.get("fen").asText()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2");
            assertThat(after4.get("moves").toString()).isEqualTo("[\"f3\",\"e5\"]");
            assertThat(after4.get("clocks").get("running").asText()).isEqualTo("BLACK");
            assertThat(after4.get("clocks").get("black").get("remainingMs").asLong()).isEqualTo(5_385_500);

            Http.Response p = http.get("/api/games/" + id + "/pgn");
            assertThat(p.contentType()).startsWith("application/x-chess-pgn");
            assertThat(p.body().replaceAll("\\s+", " ")).contains("[Event \"Open A\"]", "[Site \"?\"]", "[Date \"2026.03.01\"]", "[Round \"3\"]",
                    "[White \"Carlsen, Magnus\"]", "[Black \"Nepomniachtchi, Ian\"]", "[Result \"0-1\"]",
                    "[TimeControl \"40/5400+30:1800+30\"]", "[Termination \"normal\"]",
                    // [%emt]: the time each mover's clock ran, e.g. f3 from 10:00:00 to the press at 10:00:05.5
                    "1. f3 {[%clk 1:30:24] [%emt 0:00:05]} 1... e5 {[%clk 1:30:15] [%emt 0:00:14]} 2. g4 {[%clk 1:30:13]"
                            + " [%emt 0:00:40]} 2... Qh4# {[%clk 1:29:46] [%emt 0:00:29] CHECKMATE, Art. 5.1a FIDE_2005} 0-1");

            state = http.get("/api/games/" + id).body();
            eventList = http.get("/api/games/" + id + "/events").body();
            pgn = p.body();
            position = http.get("/api/games/" + id + "/position?afterEvent=4").body();
        }
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            assertThat(http.get("/api/games/" + id).body()).isEqualTo(state);
            assertThat(http.get("/api/games/" + id + "/events").body()).isEqualTo(eventList);
            assertThat(http.get("/api/games/" + id + "/pgn").body()).isEqualTo(pgn);
            assertThat(http.get("/api/games/" + id + "/position?afterEvent=4").body()).isEqualTo(position);
        }
    }
}
