package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Re-adjudication through the real entry points: {@code GET /api/games/{id}/readjudication?rules=...}
 * and {@code readjudicate} on the command line, on a game played through HTTP under FIDE 2005 in which
 * White makes three illegal moves: the third loses under 2005 (7.4b), the second already under 2017
 * (7.5.5).
 */
class ReadjudicationHttpTest {

    @TempDir
    static Path dataDir;

    static TestServer server;
    static Http http;
    static String threeIllegalMoves;
    static String agreedAtOnce;

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    @BeforeAll
    static void start() {
        server = TestServer.start(dataDir);
        http = server.http;
        threeIllegalMoves = server.newGame("{\"rules\":\"FIDE_2005\",\"timeControl\":\"5400\","
                + "\"startFen\":\"r3k3/8/8/8/8/8/8/R3K3 w - - 0 1\"}");
        String id = threeIllegalMoves;
        server.send(id, "StartClocks", T0, "");
        String[][] rounds = {{"e1e3", "Ke2", "Ke7"}, {"e2e4", "Ke1", "Ke8"}, {"e1e3", null, null}};
        long s = 1;
        for (String[] round : rounds) {
            server.send(id, "MakeMove", T0.plusSeconds(s++), "\"player\":\"WHITE\",\"move\":\"" + round[0] + "\"");
            server.send(id, "PressClock", T0.plusSeconds(s++), "\"player\":\"WHITE\"");
            server.send(id, "ReportIllegalMove", T0.plusSeconds(s++), "\"by\":\"BLACK\"");
            if (round[1] != null) {
                server.send(id, "MakeMove", T0.plusSeconds(s++), "\"player\":\"WHITE\",\"move\":\"" + round[1] + "\"");
                server.send(id, "PressClock", T0.plusSeconds(s++), "\"player\":\"WHITE\"");
                server.send(id, "MakeMove", T0.plusSeconds(s++), "\"player\":\"BLACK\",\"move\":\"" + round[2] + "\"");
                server.send(id, "PressClock", T0.plusSeconds(s++), "\"player\":\"BLACK\"");
            }
        }
        agreedAtOnce = server.newGame("FIDE_2005", "-");
        server.send(agreedAtOnce, "OfferDraw", T0, "\"player\":\"WHITE\"");
        server.send(agreedAtOnce, "AcceptDraw", T0.plusSeconds(1), "\"player\":\"BLACK\"");
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void article7_5_5_underFide2017TheSecondIllegalMoveAlreadyLoses() {
        Http.Response r = http.get("/api/games/" + threeIllegalMoves + "/readjudication?rules=FIDE_2017");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode report = r.json();
        assertThat(report.get("recordedRules").asText()).isEqualTo("FIDE_2005");
        assertThat(report.get("rules").asText()).isEqualTo("FIDE_2017");
        assertThat(report.get("recorded").get("result").asText()).isEqualTo("0-1");
        assertThat(report.get("recorded").get("terminationArticle").asText()).isEqualTo("7.4b");
        assertThat(report.get("readjudicated").get("result").asText()).isEqualTo("0-1");
        assertThat(report.get("readjudicated").get("termination").asText()).isEqualTo("ILLEGAL_MOVES");
        assertThat(report.get("readjudicated").get("terminationArticle").asText()).isEqualTo("7.5.5");
        assertThat(report.get("identical").asBoolean()).isFalse();
        JsonNode divergence = report.get("firstDivergence");
        assertThat(divergence.get("recorded").get("type").asText()).isEqualTo("PenaltyImposed");
        assertThat(divergence.get("recordedArticle").asText()).isEqualTo("7.4b");
        assertThat(divergence.get("readjudicated").get("type").asText()).isEqualTo("GameEnded");
        assertThat(divergence.get("readjudicatedArticle").asText()).isEqualTo("7.5.5");
        assertThat(divergence.get("seq").asLong()).isEqualTo(divergence.get("recorded").get("seq").asLong());
        JsonNode refused = report.get("refused");
        assertThat(refused.size()).isPositive();
        for (JsonNode f : refused) {
            assertThat(f.get("status").asInt()).isEqualTo(409);
            assertThat(f.get("article").asText()).isEqualTo("5");
            assertThat(f.get("rules").asText()).isEqualTo("FIDE_2017");
        }
        JsonNode events = report.get("events");
        assertThat(events.get(0).get("type").asText()).isEqualTo("GameCreated");
        assertThat(events.get(0).get("rules").asText()).isEqualTo("FIDE_2017");
        assertThat(events.get(0).get("nature").asText()).isEqualTo("FACT");
        JsonNode last = events.get(events.size() - 1);
        assertThat(last.get("type").asText()).isEqualTo("GameEnded");
        assertThat(last.get("nature").asText()).isEqualTo("RULING");
        assertThat(last.has("recordedAt")).as("a replayed event was never received").isFalse();
    }

    @Test
    void underItsOwnEditionTheReplayIsTheRecord() {
        JsonNode report = http.get("/api/games/" + threeIllegalMoves + "/readjudication").json();
        assertThat(report.get("rules").asText()).isEqualTo("FIDE_2005");
        assertThat(report.get("identical").asBoolean()).isTrue();
        assertThat(report.get("firstDivergence").isNull()).isTrue();
        assertThat(report.get("refused").size()).isZero();
        JsonNode stored = http.get("/api/games/" + threeIllegalMoves + "/events").json();
        JsonNode replayed = report.get("events");
        assertThat(replayed.size()).isEqualTo(stored.size());
        for (int i = 0; i < stored.size(); i++) {
            assertThat(replayed.get(i).get("type")).isEqualTo(stored.get(i).get("type"));
            assertThat(replayed.get(i).get("article")).isEqualTo(stored.get(i).get("article"));
            assertThat(replayed.get(i).get("at")).isEqualTo(stored.get(i).get("at"));
        }
    }

    @Test
    void article5_2_3_anAgreementBeforeAnyMoveIsAFactThatFide2017Refuses() {
        JsonNode report = http.get("/api/games/" + agreedAtOnce + "/readjudication?rules=FIDE_2017").json();
        assertThat(report.get("recorded").get("termination").asText()).isEqualTo("AGREEMENT");
        assertThat(report.get("readjudicated").get("status").asText()).isEqualTo("NOT_STARTED");
        JsonNode refused = report.get("refused").get(0);
        assertThat(refused.get("command").asText()).isEqualTo("AcceptDraw");
        assertThat(refused.get("article").asText()).startsWith("5.2.3");
    }

    @Test
    void anUnknownEditionIs400AndAnUnknownGame404() {
        Http.Response bad = http.get("/api/games/" + threeIllegalMoves + "/readjudication?rules=FIDE_1999");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.contentType()).startsWith("application/problem+json");
        Http.Response unknown = http.get("/api/games/no-such-game/readjudication?rules=FIDE_2017");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.contentType()).startsWith("application/problem+json");
    }

    @Test
    void theCommandLineReadjudicatesTheStoreTheServerWouldOpen() throws Exception {
        // a copy of the store, as a stopped server leaves it (the running one holds the original), with the
        // original's key directory: the copy's events are signed with that key, and a copy without it is a forgery
        Path copy = dataDir.resolve("copy");
        java.nio.file.Files.createDirectories(copy);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("events.db"));
             java.sql.Statement st = c.createStatement()) {
            st.execute("VACUUM INTO '" + copy.resolve("events.db") + "'");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new CommandLine(new ReadjudicateCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true)
                .execute("--rules", "FIDE_2017", threeIllegalMoves, "--adjudicator.data-dir=" + copy, keys());
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(printed + err).isZero();
        assertThat(printed.trim()).startsWith(threeIllegalMoves + ": recorded FIDE_2005 0-1 (ILLEGAL_MOVES, Art. 7.4b); "
                + "under FIDE_2017 0-1 (ILLEGAL_MOVES, Art. 7.5.5); first divergence at seq");

        out.reset();
        err.reset();
        code = new CommandLine(new ReadjudicateCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true)
                .execute("--all", "--adjudicator.data-dir=" + copy, keys());
        printed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(printed + err).isZero();
        assertThat(printed.lines().filter(l -> l.endsWith("the same record"))).hasSize(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("readjudicated 2 of 2 games");

        // one game at a time, or several at once: the same reports in the same order
        String together = printed;
        for (String threads : new String[]{"1", "3"}) {
            out.reset();
            err.reset();
            code = new CommandLine(new ReadjudicateCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true)
                    .execute("--all", "--threads", threads, "--adjudicator.data-dir=" + copy, keys());
            assertThat(code).as(out + "" + err).isZero();
            assertThat(out.toString(StandardCharsets.UTF_8)).as("--threads " + threads).isEqualTo(together);
            assertThat(err.toString(StandardCharsets.UTF_8)).contains("on " + threads + " thread");
        }
        assertThat(new CommandLine(new ReadjudicateCommand()).setUnmatchedOptionsArePositionalParams(true)
                .execute("--all", "--threads", "0", "--adjudicator.data-dir=" + copy, keys())).isEqualTo(2);
    }

    /** The original store's key directory, as a setting. */
    private static String keys() {
        return "--adjudicator.integrity.key-dir=" + TestServer.keyDirectory(dataDir);
    }
}
