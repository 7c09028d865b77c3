package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code /events} in pages when asked ({@code from}, {@code limit}, a {@code Link} to the next page),
 * the whole trail when not, as the contract says.
 */
class EventsPagingHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    @Test
    void thePagesFollowedByTheirLinksGiveTheWholeTrail() {
        String id = FoolsMateHttpTest.playFoolsMate(SERVER.http, "FIDE_2017");
        JsonNode whole = SERVER.http.get("/api/games/" + id + "/events").json();
        assertThat(whole).hasSize(10);
        assertThat(SERVER.http.get("/api/games/" + id + "/events").headers()).doesNotContainKey("link");

        List<JsonNode> paged = new ArrayList<>();
        String next = "/api/games/" + id + "/events?limit=4";
        List<String> links = new ArrayList<>();
        while (next != null) {
            Http.Response page = SERVER.http.get(next);
            assertThat(page.status()).as(page.body()).isEqualTo(200);
            page.json().forEach(paged::add);
            List<String> link = page.headers().get("link");
            next = link == null ? null : link.get(0).replaceAll("^<([^>]*)>; rel=\"next\"$", "$1");
            if (next != null) {
                links.add(next);
            }
        }
        assertThat(links).containsExactly("/api/games/" + id + "/events?from=4&limit=4", "/api/games/" + id + "/events?from=8&limit=4");
        assertThat(paged).containsExactlyElementsOf(whole);

        JsonNode tail = SERVER.http.get("/api/games/" + id + "/events?from=7").json();
        assertThat(tail).hasSize(3);
        assertThat(tail.get(0).get("seq").asLong()).isEqualTo(7);
        assertThat(SERVER.http.get("/api/games/" + id + "/events?from=10&limit=5").json()).isEmpty();
        for (String bad : List.of("?from=-1", "?limit=0", "?limit=10001", "?from=x")) {
            Http.Response r = SERVER.http.get("/api/games/" + id + "/events" + bad);
            assertThat(r.status()).as(bad + ": " + r.body()).isEqualTo(400);
            assertThat(r.contentType()).startsWith("application/problem+json");
        }
    }
}
