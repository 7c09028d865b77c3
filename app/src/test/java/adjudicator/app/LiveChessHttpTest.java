package adjudicator.app;

import adjudicator.command.importing.PgnImport;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A round of LiveChess Cloud into the record (docs/import.md, "LiveChess Cloud"): its files as a zip over HTTP and as
 * a directory on the command line, imported by the PGN import's path: the same facts and clocks, the same game found
 * again, onto a tournament's pairings by FIDE ID, and bad input refused with nothing written.
 */
class LiveChessHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    @TempDir
    Path dir;

    static String tournamentJson(String name) {
        return "{\"id\":\"x\",\"name\":\"" + name + "\",\"location\":\"Riga\",\"country\":\"LAT\",\"timecontrol\":\"90m+30s\","
                + "\"rounds\":[{\"count\":4,\"live\":0}]}";
    }

    static final String INDEX = "{\"date\":\"2026-03-01\",\"pairings\":["
            + "{\"white\":{\"fname\":\"Magnus\",\"lname\":\"Carlsen\",\"title\":\"GM\",\"fideid\":1503014},"
            + "\"black\":{\"fname\":\"Alireza\",\"lname\":\"Firouzja\",\"title\":\"GM\",\"fideid\":12573981},\"result\":\"BLACKWIN\",\"live\":false},"
            + "{\"white\":{\"fname\":\"Anna\",\"lname\":\"Two\"},\"black\":{\"fname\":\"Boris\",\"lname\":\"Three\"},\"result\":\"1-0\",\"live\":false},"
            + "{\"white\":{\"fname\":\"Carl\",\"lname\":\"Four\"},\"black\":{\"fname\":\"Dora\",\"lname\":\"Five\"},\"result\":\"*\",\"live\":false},"
            + "{\"white\":{\"fname\":\"Emil\",\"lname\":\"Six\"},\"black\":{\"fname\":\"Fay\",\"lname\":\"Seven\"},\"result\":\"*\",\"live\":true}]}";

    /** Fool's mate under 90 minutes + 30 seconds a move: each clock is 5400 less the time spent plus 30. */
    static final String MATE = "{\"live\":false,\"serialNr\":\"23045\",\"chess960\":518,\"result\":\"BLACKWIN\",\"clock\":{\"white\":5420,"
            + "\"black\":5410,\"time\":1772323290000},\"moves\":[\"f3 5425+5\",\"e5 5428+2\",\"g4 5420+35\",\"Qh4# 5410+48\"]}";

    static Map<String, String> round(String name) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("tournament.json", tournamentJson(name));
        files.put("round-1/index.json", INDEX);
        files.put("round-1/game-1.json", MATE);
        // game 2 has no file: its pairing's result stands alone
        files.put("round-1/game-3.json", "{\"live\":false,\"result\":\"*\",\"moves\":[]}");
        files.put("round-1/game-4.json", "{\"live\":true,\"moves\":[\"e4 54");
        return files;
    }

    static byte[] zip(Map<String, String> files, String folder) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, String> f : files.entrySet()) {
                zip.putNextEntry(new ZipEntry(folder + f.getKey()));
                zip.write(f.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    static Http.Response importZip(Http http, String query, byte[] body) {
        return http.send(HttpRequest.newBuilder(URI.create(http.base() + "/api/games/import/livechess" + query))
                .header("Content-Type", "application/zip").POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    private static List<String> statuses(JsonNode games) {
        List<String> out = new ArrayList<>();
        games.forEach(g -> out.add(g.get("status").asText()));
        return out;
    }

    @Test
    void aRoundsFilesAsAZip_eachGameImportedAsAPgnGameIs_thenFoundAgain() throws IOException {
        Http admin = SERVER.http;
        Http.Response r = importZip(admin, "?round=1&rules=FIDE_2023", zip(round("Open LCC"), "open-lcc/"));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode answer = r.json();
        assertThat(answer.get("tournament").asText()).isEqualTo("Open LCC");
        assertThat(statuses(answer.get("games"))).containsExactly("IMPORTED", "IMPORTED", "NOT_STARTED", "REFUSED");
        assertThat(answer.get("imported").asInt()).isEqualTo(2);
        assertThat(answer.get("notStarted").asInt()).isEqualTo(1);
        JsonNode broken = answer.get("games").get(3);
        assertThat(broken.get("file").asText()).isEqualTo("round-1/game-4.json");
        assertThat(broken.get("detail").asText()).startsWith("round-1/game-4.json: not JSON");

        // the mate: its clocks as the board gave them, from the round's date at 00:00 UTC (the files give no time of day)
        JsonNode first = answer.get("games").get(0);
        assertThat(first.get("sha256").asText()).isEqualTo(PgnImport.sha256(MATE.getBytes(StandardCharsets.UTF_8)));
        JsonNode view = admin.get("/api/games/" + first.get("gameId").asText()).json();
        assertThat(view.get("white").asText()).isEqualTo("Carlsen, Magnus");
        assertThat(view.get("whiteFideId").asLong()).isEqualTo(1503014);
        assertThat(view.get("event").asText()).isEqualTo("Open LCC");
        assertThat(view.get("round").asText()).isEqualTo("1");
        assertThat(view.get("board").asInt()).isEqualTo(1);
        assertThat(view.get("timeControl").asText()).isEqualTo("5400+30");
        assertThat(view.get("source").get("format").asText()).isEqualTo("LIVECHESS");
        assertThat(view.get("source").get("sha256").asText()).isEqualTo(first.get("sha256").asText());
        assertThat(view.get("source").get("clocksKnown").asBoolean()).isTrue();
        List<String> at = new ArrayList<>();
        view.get("moveList").forEach(m -> at.add(m.get("at").asText()));
        assertThat(at).containsExactly("2026-03-01T00:00:05Z", "2026-03-01T00:00:07Z", "2026-03-01T00:00:42Z", "2026-03-01T00:01:30Z");
        // the mate ends the game at the move (5.1.1): Black's clock is not pressed, so it shows 5410 s less the increment
        assertThat(view.get("clocks").get("black").get("remainingMs").asLong()).isEqualTo(5_380_000);
        assertThat(view.get("resultInForce").asText()).isEqualTo("0-1");
        // the source's ending, as for any imported game (the files name no termination); the Laws' mate agrees: no finding
        assertThat(view.get("termination").asText()).isEqualTo("RESULT_AS_WRITTEN");
        assertThat(view.get("findings")).isEmpty();
        // game 2: no file, the pairing's 1-0 without a move
        JsonNode second = admin.get("/api/games/" + answer.get("games").get(1).get("gameId").asText()).json();
        assertThat(second.get("resultInForce").asText()).isEqualTo("1-0");
        assertThat(second.get("moveList")).isEmpty();

        // the same files again (now at the zip's root): nothing written
        long events = admin.get("/api/games/" + first.get("gameId").asText() + "/events").json().size();
        JsonNode again = importZip(admin, "?round=1&rules=FIDE_2023", zip(round("Open LCC"), "")).json();
        assertThat(statuses(again.get("games"))).containsExactly("ALREADY_THERE", "ALREADY_THERE", "NOT_STARTED", "REFUSED");
        assertThat(admin.get("/api/games/" + first.get("gameId").asText() + "/events").json().size()).isEqualTo(events);

        // on the command line, from a directory, into a store of its own: the same game, by its identity
        Path lcc = dir.resolve("lcc");
        for (Map.Entry<String, String> f : round("Open LCC").entrySet()) {
            Files.createDirectories(lcc.resolve(f.getKey()).getParent());
            Files.writeString(lcc.resolve(f.getKey()), f.getValue());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new CommandLine(new ImportLiveChessCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true)
                .execute(lcc.toString(), "--round", "1", "--rules", "FIDE_2023", "--adjudicator.data-dir=" + dir.resolve("data"));
        assertThat(status).as("game 4 is refused: %s", err).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("round-1/game-1.json: IMPORTED").contains("round-1/game-3.json: NOT_STARTED");
        JsonNode cli = Http.JSON.readTree(out.toString(StandardCharsets.UTF_8));
        assertThat(cli.get("games").get(0).get("gameId").asText()).isEqualTo(first.get("gameId").asText());
        assertThat(new CommandLine(new ImportLiveChessCommand()).setUnmatchedOptionsArePositionalParams(true)
                .execute(lcc.toString(), "--round", "1")).as("no edition, no tournament").isEqualTo(2);
    }

    @Test
    void aRoundOntoItsTournament_gamesMatchedToBoardsByFideId() throws IOException {
        Http admin = SERVER.http;
        String id = admin.post("/api/tournaments", "{\"name\":\"LCC Swiss\",\"rounds\":3,\"rules\":\"FIDE_2023\","
                + "\"timeControl\":\"5400+30\"}").json().get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        for (String p : List.of("{\"name\":\"Two, Anna\"}", "{\"name\":\"Three, Boris\"}", "{\"name\":\"Carlsen, M.\",\"fideId\":1503014}",
                "{\"name\":\"Firouzja, A.\",\"fideId\":12573981}")) {
            Http.Response reg = admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\"," + p.substring(1));
            assertThat(reg.status()).as(reg.body()).isEqualTo(200);
        }
        assertThat(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2},"
                + "{\"white\":3,\"black\":4}]}").status()).isEqualTo(200);
        Map<String, String> files = round("LCC Swiss");
        Http.Response r = importZip(admin, "?round=1&tournament=" + id, zip(files, ""));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode games = r.json().get("games");
        assertThat(statuses(games)).containsExactly("IMPORTED", "IMPORTED", "NOT_STARTED", "REFUSED");
        // LiveChess's game 1 is board 2 here: its players by FIDE ID, whatever the names' spelling
        JsonNode view = admin.get("/api/games/" + games.get(0).get("gameId").asText()).json();
        assertThat(view.get("board").asInt()).isEqualTo(2);
        assertThat(view.get("white").asText()).isEqualTo("Carlsen, M.");
        assertThat(view.get("event").asText()).isEqualTo("LCC Swiss");
        JsonNode boards = admin.get(t + "/rounds/1").json().get("boards");
        // the pairing's 1-0 without a move: a win, not rated (no move was made)
        assertThat(boards.get(0).get("result").asText()).isEqualTo("1-0 unrated");
        assertThat(boards.get(1).get("result").asText()).isEqualTo("0-1");
    }

    @Test
    void badInput_isRefusedAndWritesNothing() throws IOException {
        Http admin = SERVER.http;
        long before = admin.get("/api/games").json().size();
        Http.Response notZip = importZip(admin, "?round=1&rules=FIDE_2023", "[Event \"x\"]".getBytes(StandardCharsets.UTF_8));
        assertThat(notZip.status()).isEqualTo(400);
        assertThat(notZip.contentType()).startsWith("application/problem+json");
        Map<String, String> noIndex = round("Open Bad");
        noIndex.remove("round-1/index.json");
        Http.Response missing = importZip(admin, "?round=1&rules=FIDE_2023", zip(noIndex, ""));
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.json().get("detail").asText()).startsWith("round-1/index.json: the file is not there");
        Map<String, String> badIndex = round("Open Bad");
        badIndex.put("round-1/index.json", "{\"pairings\":[{\"white\":{\"fideid\":\"GM\"}}]}");
        Http.Response malformed = importZip(admin, "?round=1&rules=FIDE_2023", zip(badIndex, ""));
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.json().get("detail").asText()).contains("is not a FIDE ID").endsWith("nothing was written");
        assertThat(importZip(admin, "?rules=FIDE_2023", zip(round("Open Bad"), "")).status()).as("no round").isEqualTo(400);
        assertThat(importZip(admin, "?round=1", zip(round("Open Bad"), "")).status()).as("no edition").isEqualTo(400);
        assertThat(importZip(admin, "?round=2&rules=FIDE_2023", zip(round("Open Bad"), "")).status()).as("round 2 has no files")
                .isEqualTo(400);
        assertThat(admin.get("/api/games").json().size()).isEqualTo(before);
    }
}
