package adjudicator.app;

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
@ExtendWith(OutputCaptureExtension.class)
class HostileInputHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static Http.Response post(String path, String contentType, String body) {
        return SERVER.http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + SERVER.server.port() + path))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    @Test
    void aWildcardOrUnreadableContentTypeIs415NotA500() {
        int before = SERVER.http.get("/api/games?limit=1000").json().size();
        for (String type : new String[]{"*/*", "application/*", "not a media type"}) {
            Http.Response r = post("/api/games", type, "{\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            assertThat(r.status()).as(type + ": " + r.body()).isEqualTo(415);
            assertThat(r.contentType()).startsWith("application/problem+json");
            assertThat(r.json().get("detail").asText()).contains("application/json");
        }
        assertThat(SERVER.http.get("/api/games?limit=1000").json().size()).as("nothing written").isEqualTo(before);
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
}
