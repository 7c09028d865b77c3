package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * PGN into the record (docs/import.md): {@code import-pgn} on the command line with the server stopped, then
 * {@code POST /api/games/import} with credentials, against the store the server opens. A file as real sources
 * write it (CR LF, a comment broken across lines, {@code [%emt]} beside {@code [%clk]}, a FEN start, a round and
 * board in one tag or two); each game whole or not at all; a second import writes nothing; a copy that differs
 * is reported and never overwrites; the sender's scope; the findings in the view, the PGN, the timeline and the
 * re-adjudication.
 */
class PgnImportHttpTest {

    @TempDir
    Path dir;

    /** Three games: a flag fall against a lone king (clocks), Fool's mate recorded as agreed (no clocks), an impossible move. */
    static final String FILE = String.join("\r\n",
            "[Event \"Open A\"]", "[Site \"Riga LAT\"]", "[Date \"2026.03.01\"]", "[Round \"4.1\"]", "[White \"Queen, Only\"]",
            "[Black \"King, Lone\"]", "[WhiteFideId \"1503014\"]", "[BlackFideId \"4168119\"]", "[WhiteElo \"2700\"]", "[Result \"0-1\"]",
            "[UTCDate \"2026.03.01\"]", "[UTCTime \"10:00:00\"]", "[TimeControl \"60+1\"]", "[Termination \"Time forfeit\"]",
            "[SetUp \"1\"]", "[FEN \"4k3/8/8/8/8/8/8/3QK3 w - - 0 60\"]", "",
            "60. Qd7+ {[%clk 0:00:55]} Kf8 {[%clk 0:00:58]} 61. Qd6+ {[%clk 0:00:30] a comment",
            "broken across lines} Kg7 {[%emt 0:00:09] [%clk 0:00:50]} 0-1", "",
            "[Event \"Open A\"]", "[Site \"Riga LAT\"]", "[Date \"2026.03.01\"]", "[Round \"4\"]", "[Board \"2\"]", "[White \"Fool, A\"]",
            "[Black \"Sharp, B\"]", "[Result \"1/2-1/2\"]", "[Termination \"Game drawn by agreement\"]", "",
            "1. f3 e5 2. g4 Qh4# 1/2-1/2", "",
            "[Event \"Open A\"]", "[Site \"Riga LAT\"]", "[Date \"2026.03.01\"]", "[Round \"4.3\"]", "[White \"X\"]", "[Black \"Y\"]",
            "[Result \"1-0\"]", "", "1. e4 e5 2. Ke3 1-0", "");

    private record Run(int status, String out, String err) {
    }

    private Run cli(String... args) {
        return cli(ImportPgnCommand.PART, args);
    }

    /** The command line, reading files in parts of {@code part} characters. */
    private Run cli(int part, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--adjudicator.data-dir=" + dir.resolve("data"));
        int status = new CommandLine(new ImportPgnCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).inParts(part)).setUnmatchedOptionsArePositionalParams(true)
                .execute(all.toArray(String[]::new));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Http.Response importPgn(Http http, String query, String contentType, byte[] body) {
        return http.send(HttpRequest.newBuilder(URI.create(http.base() + "/api/games/import" + query))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    private static Http.Response importPgn(Http http, String pgn) {
        return importPgn(http, "?rules=FIDE_2017", "application/x-chess-pgn", pgn.getBytes(StandardCharsets.UTF_8));
    }

    private static List<String> statuses(JsonNode games) {
        List<String> out = new ArrayList<>();
        games.forEach(g -> out.add(g.get("status").asText()));
        return out;
    }

    @Test
    void aPgnFileIntoTheRecord_onTheCommandLineAndOverHttp() throws IOException {
        Path file = dir.resolve("round4.pgn");
        Files.writeString(file, FILE, StandardCharsets.UTF_8);
        Run first = cli(file.toString(), "--rules", "FIDE_2017");
        assertThat(first.status()).as("a game was refused").isEqualTo(1);
        assertThat(first.err()).contains("game 1 (line 1): IMPORTED").contains("game 2 (line 21): IMPORTED")
                .contains("game 3 (line 33): REFUSED").contains("line 41, column 13: 'Ke3' is not a legal move for White");
        JsonNode report = Http.JSON.readTree(first.out());
        assertThat(statuses(report.get("games"))).containsExactly("IMPORTED", "IMPORTED", "REFUSED");
        String flag = report.get("games").get(0).get("gameId").asText();
        String fool = report.get("games").get(1).get("gameId").asText();
        // read again in parts of a few hundred characters, each starting with a game: the same games, numbers and lines
        Run second = cli(300, file.toString(), "--rules", "FIDE_2017");
        assertThat(statuses(Http.JSON.readTree(second.out()).get("games"))).containsExactly("ALREADY_THERE", "ALREADY_THERE", "REFUSED");
        assertThat(second.err()).contains("game 2 (line 21): ALREADY_THERE").contains("game 3 (line 33): REFUSED")
                .contains("line 41, column 13: 'Ke3' is not a legal move for White");
        assertThat(Http.JSON.readTree(second.out()).get("sha256").asText()).isEqualTo(report.get("sha256").asText());
        assertThat(cli(file.toString(), "--rules", "FIDE_1999").status()).isEqualTo(2);
        assertThat(cli(file.toString(), "--tournament", "Open A").status()).as("a tournament without its round").isEqualTo(2);
        Run noTournament = cli(file.toString(), "--tournament", "No Such Open", "--round", "1");
        assertThat(noTournament.status()).isEqualTo(1);
        assertThat(noTournament.err()).contains("import-pgn: ");

        try (TestServer server = TestServer.start(dir.resolve("data"))) {
            Http admin = server.http.as(Files.readString(dir.resolve("data/admin.token")).strip());

            // the flag fall: the source's loss stands (8.7), the Laws' draw (6.9) is a finding; the presses as the clocks give them
            JsonNode view = admin.get("/api/games/" + flag).json();
            assertThat(view.get("result").asText()).isEqualTo("0-1");
            assertThat(view.get("resultInForce").asText()).isEqualTo("0-1");
            assertThat(view.get("resultStanding").asText()).isEqualTo("AS_WRITTEN_IN_SOURCE");
            assertThat(view.get("round").asText()).isEqualTo("4");
            assertThat(view.get("board").asInt()).isEqualTo(1);
            assertThat(view.get("whiteFideId").asLong()).isEqualTo(1503014);
            List<String> at = new ArrayList<>();
            view.get("moveList").forEach(m -> at.add(m.get("at").asText()));
            assertThat(at).containsExactly("2026-03-01T10:00:06Z", "2026-03-01T10:00:09Z", "2026-03-01T10:00:35Z", "2026-03-01T10:00:44Z");
            assertThat(view.get("clocks").get("white").get("remainingMs").asLong()).isZero();
            assertThat(view.get("source").get("clocksKnown").asBoolean()).isTrue();
            assertThat(view.get("source").get("ending").get("kind").asText()).isEqualTo("TIME_FORFEIT");
            assertThat(view.get("findings").get(0).get("article").asText()).isEqualTo("6.9");
            assertThat(view.get("findings").get(0).get("text").asText()).startsWith("recorded 0-1 (Time forfeit); the Laws give 1/2-1/2");

            String pgn = admin.get("/api/games/" + flag + "/pgn").body();
            assertThat(pgn).contains("[Result \"0-1\"]").contains("[WhiteElo \"2700\"]").contains("{[%clk 0:00:55]")
                    .contains("finding: recorded 0-1 (Time forfeit)");
            JsonNode timeline = admin.get("/api/games/" + flag + "/timeline").json();
            JsonNode last = timeline.get(timeline.size() - 1);
            assertThat(last.get("type").asText()).isEqualTo("SourceEndingRecorded");
            assertThat(last.get("actor").asText()).isEqualTo("SOURCE");
            assertThat(last.get("text").asText()).contains("finding: recorded 0-1");
            JsonNode again = admin.get("/api/games/" + flag + "/readjudication?rules=FIDE_2005").json();
            assertThat(again.get("findings").get(0).get("article").asText()).isEqualTo("6.10");
            assertThat(admin.get("/api/games/" + flag + "/integrity").json().get("status").asText()).isEqualTo("SOUND");
            JsonNode events = admin.get("/api/games/" + flag + "/events").json();
            assertThat(events.get(0).get("recordedBy").get("name").asText()).startsWith("cli:");

            // the same game sent command by command, at the instants the import reconstructed: the same moves, clocks and position
            // up to the last press (the imported game then has its source's ending, the live one goes on)
            Http.Response live = admin.post("/api/games", "{\"white\":\"Queen, Only\",\"black\":\"King, Lone\",\"event\":\"Open A\","
                    + "\"rules\":\"FIDE_2017\",\"timeControl\":\"60+1\",\"startFen\":\"4k3/8/8/8/8/8/8/3QK3 w - - 0 60\","
                    + "\"at\":\"2026-03-01T10:00:00Z\"}");
            String liveId = live.json().get("gameId").asText();
            String commands = "/api/games/" + liveId + "/commands";
            assertThat(admin.post(commands, TestServer.command("StartClocks", "2026-03-01T10:00:00Z", "")).status()).isEqualTo(200);
            String[] sans = {"Qd7+", "Kf8", "Qd6+", "Kg7"};
            for (int i = 0; i < 4; i++) {
                String player = i % 2 == 0 ? "WHITE" : "BLACK";
                assertThat(admin.post(commands, TestServer.command("MakeMove", at.get(i), "\"player\":\"" + player + "\",\"move\":\""
                        + sans[i] + "\"")).status()).isEqualTo(200);
                assertThat(admin.post(commands, TestServer.command("PressClock", at.get(i), "\"player\":\"" + player + "\"")).status())
                        .isEqualTo(200);
            }
            JsonNode sentLive = admin.get("/api/games/" + liveId + "?at=2026-03-01T10:00:44Z").json();
            JsonNode asImported = admin.get("/api/games/" + flag + "?at=2026-03-01T10:00:44Z").json();
            for (String field : new String[]{"moveList", "fen", "clocks", "status", "rulings"}) {
                assertThat(asImported.get(field)).as(field).isEqualTo(sentLive.get(field));
            }

            // Fool's mate recorded as agreed: no clocks, the mate a finding
            JsonNode foolView = admin.get("/api/games/" + fool).json();
            assertThat(foolView.get("resultInForce").asText()).isEqualTo("1/2-1/2");
            assertThat(foolView.get("board").asInt()).isEqualTo(2);
            assertThat(foolView.get("source").get("clocksKnown").asBoolean()).isFalse();
            assertThat(foolView.get("findings").get(0).get("text").asText())
                    .isEqualTo("recorded 1/2-1/2 (Game drawn by agreement); the Laws give 0-1 under 5.1.1: checkmate after ply 4");

            // the archive audit of the same file gives each game the findings its import gave it (and reads no store)
            ByteArrayOutputStream auditOut = new ByteArrayOutputStream();
            ByteArrayOutputStream auditErr = new ByteArrayOutputStream();
            int audit = new CommandLine(new AuditPgnCommand(new PrintStream(auditOut, true, StandardCharsets.UTF_8),
                    new PrintStream(auditErr, true, StandardCharsets.UTF_8)).inParts(300))
                    .execute(file.toString(), "--rules", "FIDE_2017");
            assertThat(audit).as("game 3 cannot be read: %s", auditErr).isEqualTo(1);
            String[] audited = auditOut.toString(StandardCharsets.UTF_8).split("\n");
            assertThat(audited).hasSize(3); // two games, then the summary
            for (int i = 0; i < 2; i++) {
                JsonNode imported = admin.get("/api/games/" + (i == 0 ? flag : fool)).json().get("findings");
                JsonNode found = Http.JSON.readTree(audited[i]).get("verdicts").get(0).get("findings");
                assertThat(found.size()).isEqualTo(imported.size()).isPositive();
                for (int k = 0; k < found.size(); k++) {
                    for (String field : new String[]{"ply", "article", "text"}) {
                        assertThat(found.get(k).get(field)).as("game %d finding %d %s", i + 1, k, field).isEqualTo(imported.get(k).get(field));
                    }
                }
            }
            assertThat(Http.JSON.readTree(audited[2]).get("summary").get("notRead").asInt()).isEqualTo(1);

            // over HTTP: the same file writes nothing new; a copy with another rating and result is reported, never written
            long before = admin.get("/api/games/" + flag + "/events").json().size();
            JsonNode same = importPgn(admin, FILE).json();
            assertThat(same.get("alreadyThere").asInt()).isEqualTo(2);
            assertThat(same.get("refused").asInt()).isEqualTo(1);
            assertThat(same.get("games").get(2).get("detail").asText()).startsWith("line 41, column 13:");
            String changed = FILE.replace("[WhiteElo \"2700\"]", "[WhiteElo \"2701\"]").replace("[Result \"0-1\"]", "[Result \"1/2-1/2\"]")
                    .replace("{[%emt 0:00:09] [%clk 0:00:50]} 0-1", "{[%emt 0:00:09] [%clk 0:00:50]} 1/2-1/2");
            JsonNode differs = importPgn(admin, changed).json().get("games").get(0);
            assertThat(differs.get("status").asText()).isEqualTo("DIFFERS");
            assertThat(differs.get("differsIn").toString()).contains("WhiteElo").contains("result (the record's 0-1, the file's 1/2-1/2)");
            assertThat(admin.get("/api/games/" + flag + "/events").json().size()).isEqualTo(before);
            assertThat(admin.get("/api/games/" + flag).json().get("resultInForce").asText()).isEqualTo("0-1");

            // scope: an ARBITER of another event imports nothing of this one; the event's own does
            String other = AccessHttpTest.account(admin, "{\"name\":\"arb-other\",\"role\":\"ARBITER\",\"events\":[\"Other Open\"]}");
            String own = AccessHttpTest.account(admin, "{\"name\":\"arb-own\",\"role\":\"ARBITER\",\"events\":[\"Open A\"]}");
            String reader = AccessHttpTest.account(admin, "{\"name\":\"reader\",\"role\":\"READER\"}");
            String fresh = FILE.substring(FILE.indexOf("[Event", 10), FILE.indexOf("[Event", FILE.indexOf("[Event", 10) + 1))
                    .replace("[Round \"4\"]", "[Round \"5\"]");
            Http.Response outside = importPgn(admin.as(other), fresh);
            assertThat(outside.status()).isEqualTo(200);
            JsonNode refusedGame = outside.json().get("games").get(0);
            assertThat(refusedGame.get("status").asText()).isEqualTo("OUTSIDE_SCOPE");
            assertThat(refusedGame.get("detail").asText()).startsWith("outside your scope: ").contains("Other Open");
            JsonNode inside = importPgn(admin.as(own), fresh).json().get("games").get(0);
            assertThat(inside.get("status").asText()).isEqualTo("IMPORTED");
            assertThat(admin.get("/api/games/" + inside.get("gameId").asText() + "/events").json().get(0).get("recordedBy")
                    .get("name").asText()).isEqualTo("arb-own");
            assertThat(importPgn(admin.as(reader), fresh).status()).isEqualTo(403);

            // bad input: a Problem Details answer, nothing written
            Http.Response broken = importPgn(admin, "[Event \"Open A\"]\n\n1. e4 e5 2. Ke3 1-0\n");
            assertThat(broken.status()).isEqualTo(422);
            assertThat(broken.contentType()).startsWith("application/problem+json");
            assertThat(broken.json().get("games").get(0).get("detail").asText()).startsWith("line 3, column 13:");
            assertThat(broken.json().get("detail").asText())
                    .isEqualTo("no game of the file could be imported; each game's outcome says why; nothing was written");
            // in the language the request names (issue 37); the parser's own words on the game stay as they are
            Http.Response brokenRu = importPgn(admin, "?rules=FIDE_2017&lang=ru", "application/x-chess-pgn",
                    "[Event \"Open A\"]\n\n1. e4 e5 2. Ke3 1-0\n".getBytes(StandardCharsets.UTF_8));
            assertThat(brokenRu.status()).isEqualTo(422);
            assertThat(brokenRu.json().get("detail").asText()).isEqualTo("ни одну партию файла не удалось импортировать; "
                    + "почему — указано в ответе для каждой партии; ничего не записано");
            Http.Response latin1 = importPgn(admin, "?rules=FIDE_2017", "application/x-chess-pgn",
                    FILE.replace("Riga", "Riña").getBytes(StandardCharsets.ISO_8859_1));
            assertThat(latin1.status()).isEqualTo(400);
            assertThat(latin1.json().get("detail").asText()).contains("not UTF-8");
            assertThat(importPgn(admin, "?rules=FIDE_1999", "text/plain", FILE.getBytes(StandardCharsets.UTF_8)).status()).isEqualTo(400);
            assertThat(importPgn(admin, "", "text/plain", FILE.getBytes(StandardCharsets.UTF_8)).status()).isEqualTo(400);
            assertThat(importPgn(admin, "?rules=FIDE_2017", "application/json", "{}".getBytes(StandardCharsets.UTF_8)).status())
                    .isEqualTo(415);
            assertThat(importPgn(admin, "?rules=FIDE_2017", "text/plain", "   \n".getBytes(StandardCharsets.UTF_8)).status())
                    .isEqualTo(400);
        }
    }
}
