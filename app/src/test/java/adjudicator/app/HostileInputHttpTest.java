package adjudicator.app;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import java.net.URI;
import java.net.http.HttpRequest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Inputs found by attacking the server (issue 19), each answered with Problem Details and nothing
 * written, and logged as what it is: a refused input, not a server fault.
 */
@Tag("reliability")
@ExtendWith(OutputCaptureExtension.class)
class HostileInputHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static Http.Response post(String path, String contentType, String body) {
        return SERVER.http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + SERVER.server.port() + path))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private static long storedGames() {
        try (java.util.stream.Stream<String> games = SERVER.server.bean(adjudicator.command.record.StoredEvents.class).games()) {
            return games.count();
        }
    }

    @Test
    void aWildcardOrUnreadableContentTypeIs415NotA500() {
        // the store's games, not the list's (which follows the store a moment later)
        long before = storedGames();
        for (String type : new String[]{"*/*", "application/*", "not a media type"}) {
            Http.Response r = post("/api/games", type, "{\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            assertThat(r.status()).as(type + ": " + r.body()).isEqualTo(415);
            assertThat(r.contentType()).startsWith("application/problem+json");
            assertThat(r.json().get("detail").asText()).contains("application/json");
        }
        assertThat(storedGames()).as("nothing written").isEqualTo(before);
        assertThat(post("/api/games", "application/json", "{\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}").status()).isEqualTo(201);
    }

    @Test
    void aRefusedTimeControlIsA400AndNoStackTraceInTheLog(CapturedOutput log) {
        int before = log.getAll().length();
        Http.Response r = post("/api/games", "application/json", "{\"rules\":\"FIDE_2023\",\"timeControl\":\"abc\"}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("detail").asText()).startsWith("timeControl:");
        String written = log.getAll().substring(before);
        assertThat(written).doesNotContain("\tat ").doesNotContain("Exception occurred while trying to create an aggregate");
    }

    @Test
    void malformedBodiesAre400AndWriteNothing() {
        int before = SERVER.http.get("/api/games?limit=1000").json().size();
        String[][] refused = {
                {"{\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"} trailing", "trailing"},
                {"{\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}{}", "Trailing token"},
                {"{\"rules\":\"FIDE_2023\",\"rules\":\"FIDE_2005\"}", "Duplicate field 'rules'"},
                {"{\"rules\":\"FIDE_2023\",\"board\":-3}", "\"board\" must be 1 or more"},
                {"{\"rules\":\"FIDE_2023\",\"board\":0}", "\"board\" must be 1 or more"},
                {"{\"rules\":\"FIDE_2023\",\"round\":\"third\"}", "PGN Round syntax"},
                {"{\"rules\":\"FIDE_2023\",\"round\":\"3.\"}", "PGN Round syntax"},
                {"{\"rules\":\"FIDE_2023\",\"white\":\"Carlsen\\u0000\"}", "U+0000"},
                {"{\"rules\":\"FIDE_2023\",\"white\":\"Carlsen\\u0007\"}", "U+0007"},
                {"{\"rules\":\"FIDE_2023\",\"white\":\"\\u202eNesnlraC\"}", "U+202E"},
                {"{\"rules\":\"FIDE_2023\",\"white\":\"\\u2067x\"}", "U+2067"},
                {"{\"rules\":\"FIDE_2023\",\"white\":\"\\ud800\"}", "lone surrogate"},
                // invisible format characters (issue 31): two names that look alike must not differ unseen
                {"{\"rules\":\"FIDE_2023\",\"white\":\"Carl\\u200bsen, Magnus\"}", "U+200B"},
                {"{\"rules\":\"FIDE_2023\",\"white\":\"Carl\\u2060sen\"}", "U+2060"},
                {"{\"rules\":\"FIDE_2023\",\"white\":\"Carl\\ufeffsen\"}", "U+FEFF"},
                {"{\"rules\":\"FIDE_2023\",\"black\":\"Carl\\u00adsen\"}", "U+00AD"},
                {"{\"rules\":\"FIDE_2023\",\"event\":\"\\u200cOpen\"}", "U+200C"},
                {"{\"rules\":\"FIDE_2023\",\"colour\":\"white\"}", "\"colour\" is not a field of CreateGameRequest"},
        };
        for (String[] r : refused) {
            Http.Response answer = post("/api/games", "application/json", r[0]);
            assertThat(answer.status()).as(r[0] + ": " + answer.body()).isEqualTo(400);
            assertThat(answer.contentType()).startsWith("application/problem+json");
            assertThat(answer.json().get("detail").asText()).as(r[0]).contains(r[1]);
        }
        assertThat(storedGames()).as("nothing written").isEqualTo(before);
        // what the rules allow still passes: a round of PGN syntax, a name in any script, a character beyond the BMP
        Http.Response fine = post("/api/games", "application/json",
                "{\"rules\":\"FIDE_2023\",\"round\":\"3.1\",\"board\":4,\"white\":\"Непомнящий, Ян \\ud83d\\ude00\"}");
        assertThat(fine.status()).as(fine.body()).isEqualTo(201);
        // the zero-width non-joiner between letters, as Persian writes it
        Http.Response persian = post("/api/games", "application/json",
                "{\"rules\":\"FIDE_2023\",\"white\":\"می\\u200cخواهم\"}");
        assertThat(persian.status()).as(persian.body()).isEqualTo(201);
    }

    @Test
    void aFieldThatTheCommandsTypeDoesNotHaveIsRefusedAndWritesNothing() {
        String id = SERVER.server.newGame("FIDE_2023", "-");
        String base = "/api/games/" + id + "/commands";
        Http.Response unknown = post(base, "application/json",
                "{\"type\":\"StopClocks\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\"}");
        assertThat(unknown.status()).as(unknown.body()).isEqualTo(400);
        assertThat(unknown.json().get("detail").asText()).contains("\"player\" is not a field of StopClocks").contains("commandId");
        Http.Response padded = post(base, "application/json",
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"move\":\"e4\",\"note\":\"" + "x".repeat(40_000) + "\"}");
        assertThat(padded.status()).as(padded.body()).isEqualTo(400);
        assertThat(SERVER.http.get("/api/games/" + id + "/events").json()).as("nothing written").hasSize(1);
        Http.Response good = post(base, "application/json",
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"move\":\"e4\"}");
        assertThat(good.status()).as(good.body()).isEqualTo(200);
    }

    @Test
    void aCommandIdUsedAgainForAnotherCommandIs409NotTheFirstCommandsAnswer() {
        String id = SERVER.server.newGame("FIDE_2023", "-");
        String base = "/api/games/" + id + "/commands";
        String move = "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"move\":\"e4\",\"commandId\":\"c-1\"}";
        Http.Response first = SERVER.http.post(base, move);
        assertThat(first.status()).as(first.body()).isEqualTo(200);
        Http.Response again = SERVER.http.post(base, move);
        assertThat(again.status()).as("the same command again: the same answer").isEqualTo(200);
        assertThat(again.json().get("events")).isEqualTo(first.json().get("events"));
        Http.Response other = SERVER.http.post(base,
                "{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:05Z\",\"player\":\"BLACK\",\"move\":\"e5\",\"commandId\":\"c-1\"}");
        assertThat(other.status()).as(other.body()).isEqualTo(409);
        assertThat(other.contentType()).startsWith("application/problem+json");
        assertThat(other.json().get("detail").asText()).contains("commandId \"c-1\" was used for another command");
        assertThat(SERVER.http.get("/api/games/" + id + "/events").json()).as("the second command was not applied").hasSize(2);
    }
}
