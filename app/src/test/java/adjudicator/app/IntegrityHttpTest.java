package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hash chain through the real entry points: each command's answer carries the game's head, the
 * trail shows each event's link, and a record altered in the store while the server was stopped (as
 * with the sqlite3 tool on {@code data/events.db}) is refused by every read of the game with the
 * problem type of its own, listed by {@code GET /api/admin/integrity} and by {@code verify}, and takes
 * no command. docs/integrity.md.
 */
class IntegrityHttpTest {

    private static final String PROBLEM = "tag:adjudicator,2026:record-fails-verification";

    @TempDir
    Path dataDir;

    private record Run(int status, String out, String err) {
    }

    private Run verify() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new CommandLine(new VerifyCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true)
                .execute("--adjudicator.data-dir=" + dataDir, "--adjudicator.bootstrap.token=" + TestServer.ADMIN_TOKEN);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private int update(String sql, Object... parameters) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db"));
             PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                st.setObject(i + 1, parameters[i]);
            }
            return st.executeUpdate();
        }
    }

    private long storedEvents(String game) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db"));
             PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM DomainEventEntry WHERE aggregateIdentifier = ?")) {
            st.setString(1, game);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    @Test
    void everyAnswerCarriesTheHeadAndAnAlteredRecordIsRefusedEverywhere() throws SQLException {
        String mated;
        String other;
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            Http.Response created = http.post("/api/games", "{\"event\":\"Other Open\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
            other = created.json().get("gameId").asText();
            JsonNode createdHead = created.json().get("head");
            assertThat(createdHead.get("seq").asLong()).isZero();
            assertThat(createdHead.get("hash").asText()).matches("[0-9a-f]{64}");
            String previous = createdHead.get("hash").asText();
            for (String move : List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6")) {
                Http.Response r = http.post("/api/games/" + other + "/commands", TestServer.command("MakeMove", "2026-03-01T10:00:00Z",
                        "\"player\":\"" + (List.of("e4", "Nf3", "Bb5").contains(move) ? "WHITE" : "BLACK") + "\",\"move\":\"" + move + "\""));
                assertThat(r.status()).as(r.body()).isEqualTo(200);
                JsonNode event = r.json().get("events").get(0);
                assertThat(event.get("previousHash").asText()).as("each event names its predecessor's hash").isEqualTo(previous);
                assertThat(r.json().get("head").get("hash").asText()).isEqualTo(event.get("recordHash").asText());
                assertThat(r.json().get("head").get("seq").asLong()).isEqualTo(event.get("seq").asLong());
                previous = event.get("recordHash").asText();
            }
            mated = FoolsMateHttpTest.playFoolsMate(http, "FIDE_2017");
            JsonNode events = http.get("/api/games/" + mated + "/events").json();
            assertThat(events.get(0).get("previousHash").isNull()).isTrue();
            for (int i = 1; i < events.size(); i++) {
                assertThat(events.get(i).get("previousHash").asText()).isEqualTo(events.get(i - 1).get("recordHash").asText());
            }
            JsonNode integrity = http.get("/api/games/" + mated + "/integrity").json();
            assertThat(integrity.get("status").asText()).isEqualTo("SOUND");
            assertThat(integrity.get("head").get("seq").asLong()).isEqualTo(9);
            assertThat(integrity.get("head").get("hash").asText()).isEqualTo(events.get(9).get("recordHash").asText());
            assertThat(http.get("/api/games/" + mated).json().get("result").asText()).isEqualTo("0-1");
        }
        Run sound = verify();
        assertThat(sound.status()).as(sound.out() + sound.err()).isZero();
        assertThat(sound.out()).contains("verified 2 games, 17 events: 2 sound, 0 unprotected, 0 failing");

        // the attack of the issue: the mate's result turned round in the stored row, the server stopped
        assertThat(update("UPDATE DomainEventEntry SET payload = CAST(REPLACE(CAST(payload AS TEXT), '\"0-1\"', '\"1-0\"') AS BLOB)"
                + " WHERE aggregateIdentifier = ? AND sequenceNumber = 9", mated)).isEqualTo(1);

        Run found = verify();
        assertThat(found.status()).isEqualTo(1);
        assertThat(found.out()).contains(mated + ": FAILS at event 9: its content does not match its hash")
                .contains("2 games, 16 events: 1 sound, 0 unprotected, 1 failing"); // the events checked: 7, and 9 before the failing one

        TestServer server = TestServer.start(dataDir);
        try {
            Http http = server.http;
            String base = "/api/games/" + mated;
            for (String read : List.of(base, base + "/position?afterEvent=3", base + "?at=2026-03-01T10:00:30Z", base + "/events",
                    base + "/timeline", base + "/timeline?format=csv", base + "/pgn", base + "/scoresheet", base + "/readjudication",
                    "/api/events/Open%20A/results", "/api/events/Open%20A/crosstable", "/api/games/pgn?event=Open%20A")) {
                Http.Response r = http.get(read);
                assertThat(r.status()).as(read + ": " + r.body()).isEqualTo(409);
                assertThat(r.contentType()).startsWith("application/problem+json");
                assertThat(r.json().get("type").asText()).isEqualTo(PROBLEM);
                assertThat(r.json().get("failingSeq").asLong()).isEqualTo(9);
                assertThat(r.json().get("detail").asText()).contains("event 9");
            }
            assertThat(http.get("/api/games/" + other).status()).as("the other game is sound").isEqualTo(200);

            long before = storedEvents(mated);
            Http.Response command = http.post(base + "/commands", TestServer.command("AwardTime", "2026-03-01T10:02:00Z",
                    "\"player\":\"WHITE\",\"amountMs\":1000"));
            assertThat(command.status()).as(command.body()).isEqualTo(409);
            assertThat(command.json().get("type").asText()).as(command.body()).isEqualTo(PROBLEM);
            assertThat(storedEvents(mated)).as("nothing written to a record that fails").isEqualTo(before);

            JsonNode report = http.get(base + "/integrity").json();
            assertThat(report.get("status").asText()).isEqualTo("FAILS");
            assertThat(report.get("failingSeq").asLong()).isEqualTo(9);
            JsonNode store = http.get("/api/admin/integrity").json();
            assertThat(store.get("games").asInt()).isEqualTo(2);
            assertThat(store.get("sound").asInt()).isEqualTo(1);
            assertThat(store.get("failing")).hasSize(1);
            assertThat(store.get("failing").get(0).get("gameId").asText()).isEqualTo(mated);
        } finally {
            server.stopUnchecked();
        }

        // a deleted event in the middle of the other game: found where it is missing
        assertThat(update("DELETE FROM DomainEventEntry WHERE aggregateIdentifier = ? AND sequenceNumber = 3", other)).isEqualTo(1);
        Run deleted = verify();
        assertThat(deleted.status()).isEqualTo(1);
        assertThat(deleted.out()).contains(other + ": FAILS at event 3: event 3 is missing (the next stored is 4)");
    }
}
