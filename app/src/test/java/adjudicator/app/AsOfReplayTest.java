package adjudicator.app;

import adjudicator.query.GameReader;
import adjudicator.command.state.StoredState;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The as-of view served (through the read cache) equals a full replay of the game's events from the
 * store, at many random instants of a long game with touches, presses, an illegal move taken back and
 * a rejected claim, and still does after more events are appended.
 */
class AsOfReplayTest {

    @TempDir
    Path dataDir;

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    private static final String[] CYCLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    private static void send(Http http, String id, String type, long s, String more) {
        Http.Response r = http.post("/api/games/" + id + "/commands", TestServer.command(type, T0.plusSeconds(s).toString(), more));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
    }

    @Test
    void theAsOfViewEqualsAFullReplayAtRandomInstants() {
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            String id = http.post("/api/games", "{\"rules\":\"FIDE_2005\",\"timeControl\":\"5400+30\"}").json().get("gameId").asText();
            send(http, id, "StartClocks", 0, "");
            long s = 0;
            for (int ply = 0; ply < 60; ply++) {
                String player = ply % 2 == 0 ? "WHITE" : "BLACK";
                send(http, id, "TouchPiece", ++s, "\"player\":\"" + player + "\",\"square\":\"" + CYCLE[ply % 4].substring(0, 2) + "\"");
                send(http, id, "MakeMove", ++s, "\"player\":\"" + player + "\",\"move\":\"" + CYCLE[ply % 4] + "\"");
                send(http, id, "PressClock", ++s, "\"player\":\"" + player + "\"");
                if (ply == 20) {
                    send(http, id, "ClaimDraw", ++s, "\"player\":\"BLACK\",\"basis\":\"FIFTY_MOVE_RULE\"");
                }
            }
            send(http, id, "MakeMove", ++s, "\"player\":\"WHITE\",\"move\":\"g1g3\"");
            send(http, id, "PressClock", ++s, "\"player\":\"WHITE\"");
            send(http, id, "ReportIllegalMove", ++s, "\"by\":\"BLACK\"");

            GameReader served = server.bean(GameReader.class);
            GameReader fresh = new GameReader(server.bean(EventStore.class));
            Random random = new Random(11);
            for (int round = 0; round < 2; round++) {
                for (int i = 0; i < 100; i++) {
                    Instant at = T0.plusMillis((long) (random.nextDouble() * (s + 5) * 1000));
                    StoredState cached = StoredState.of(served.asOf(id, at));
                    StoredState replayed = StoredState.of(fresh.asOf(id, at));
                    assertThat(cached).as("as of " + at).isEqualTo(replayed);
                }
                // more events: the cache must take them in
                String player = round == 0 ? "WHITE" : "BLACK";
                send(http, id, "MakeMove", ++s, "\"player\":\"" + player + "\",\"move\":\"" + (round == 0 ? "g1f3" : "g8f6") + "\"");
                send(http, id, "PressClock", ++s, "\"player\":\"" + player + "\"");
                assertThat(StoredState.of(served.current(id))).isEqualTo(StoredState.of(fresh.current(id)));
            }
        }
    }
}
