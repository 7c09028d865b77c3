package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game that has been snapshotted loads, after a restart, from its snapshot and the events after it,
 * and rules as it would have from all its events: here a threefold claim that needs positions from
 * both sides of the snapshot, and a touch-move binding made before it.
 */
class SnapshotHttpTest {

    @TempDir
    Path dataDir;

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private static void send(Http http, String id, String type, Instant at, String more) {
        Http.Response r = http.post("/api/games/" + id + "/commands", TestServer.command(type, at.toString(), more));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
    }

    private long snapshots() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db"));
             Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM SnapshotEventEntry")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void aSnapshottedGameRulesAfterARestartAsItWouldFromAllItsEvents() throws Exception {
        String id;
        String[] knights = {"Nf3", "Nf6", "Ng1", "Ng8"};
        try (TestServer server = TestServer.start(dataDir, "--adjudicator.snapshot-threshold=5")) {
            Http http = server.http;
            id = http.post("/api/games", "{\"rules\":\"FIDE_2005\",\"timeControl\":\"5400\"}").json().get("gameId").asText();
            send(http, id, "StartClocks", T0, "");
            for (int ply = 0; ply < 8; ply++) {
                String player = ply % 2 == 0 ? "WHITE" : "BLACK";
                send(http, id, "MakeMove", T0.plusSeconds(2L * ply + 1), "\"player\":\"" + player + "\",\"move\":\"" + knights[ply % 4] + "\"");
                send(http, id, "PressClock", T0.plusSeconds(2L * ply + 2), "\"player\":\"" + player + "\"");
            }
            send(http, id, "TouchPiece", T0.plusSeconds(20), "\"player\":\"WHITE\",\"square\":\"b1\"");
        }
        assertThat(snapshots()).as("snapshots taken").isPositive();

        try (TestServer server = TestServer.start(dataDir, "--adjudicator.snapshot-threshold=5")) {
            Http http = server.http;
            // the audit trail is the events from 0, never a snapshot; the current state, read from the
            // snapshot and the events after it, is the state folded from all the events
            JsonNode all = http.get("/api/games/" + id + "/events").json();
            assertThat(all.size()).isEqualTo(19);
            assertThat(all.get(0).get("type").asText()).isEqualTo("GameCreated");
            for (int i = 0; i < all.size(); i++) {
                assertThat(all.get(i).get("seq").asLong()).isEqualTo(i);
            }
            JsonNode state = http.get("/api/games/" + id).json();
            assertThat(state.get("moves").size()).isEqualTo(8);
            assertThat(state.get("lastEventSeq").asLong()).isEqualTo(18);
            com.fasterxml.jackson.databind.node.ObjectNode folded =
                    (com.fasterxml.jackson.databind.node.ObjectNode) http.get("/api/games/" + id + "/position?afterEvent=18").json();
            folded.remove("afterEvent");
            assertThat(state).isEqualTo(folded);
            assertThat(http.get("/api/games/" + id + "/timeline").json().size()).isEqualTo(19);
            // the touch of b1 binds White's move: e4 is flagged
            Http.Response broke = http.post("/api/games/" + id + "/commands",
                    TestServer.command("MakeMove", T0.plusSeconds(21).toString(), "\"player\":\"WHITE\",\"move\":\"e4\""));
            assertThat(broke.status()).isEqualTo(200);
            JsonNode events = broke.json().get("events");
            assertThat(events.get(1).get("type").asText()).isEqualTo("ObligationBroken");
            assertThat(events.get(1).get("allowed").toString()).isEqualTo("[\"b1a3\",\"b1c3\"]");
            // Black reinstates it; White then claims threefold on the position that stood three times
            send(http, id, "PressClock", T0.plusSeconds(22), "\"player\":\"WHITE\"");
            send(http, id, "ClaimTouchMove", T0.plusSeconds(23), "\"player\":\"BLACK\"");
            Http.Response claim = http.post("/api/games/" + id + "/commands", TestServer.command("ClaimDraw",
                    T0.plusSeconds(24).toString(), "\"player\":\"WHITE\",\"basis\":\"THREEFOLD_REPETITION\""));
            assertThat(claim.status()).as(claim.body()).isEqualTo(200);
            JsonNode claimed = claim.json().get("events");
            assertThat(claimed.get(1).get("type").asText()).isEqualTo("ClaimUpheld");
            assertThat(claimed.get(2).get("result").asText()).isEqualTo("1/2-1/2");
        }
    }
}
