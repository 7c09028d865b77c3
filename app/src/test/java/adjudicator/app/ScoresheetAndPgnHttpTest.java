package adjudicator.app;

import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnReader;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The scoresheet in English and Russian (RF 2013 8.8.2), and the PGN with [%emt], UTC tags, negotiation and per round. */
class ScoresheetAndPgnHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private static void send(String id, String type, long seconds, String more) {
        SERVER.server.send(id, type, T0.plusSeconds(seconds), more);
    }

    private static String game(int board) {
        return SERVER.http.post("/api/games", "{\"white\":\"Karpov, A\",\"black\":\"Kasparov, G\",\"event\":\"Open A\",\"round\":\"3\","
                + "\"board\":" + board + ",\"rules\":\"RF_2013\",\"timeControl\":\"5400\"}").json().get("gameId").asText();
    }

    /** 1.e4 (offered a draw) e5 2.Nf3 Nc6, with the clocks pressed. */
    private static String played(int board) {
        String id = game(board);
        send(id, "StartClocks", 0, "");
        send(id, "MakeMove", 5, "\"player\":\"WHITE\",\"move\":\"e4\"");
        send(id, "OfferDraw", 6, "\"player\":\"WHITE\"");
        send(id, "PressClock", 7, "\"player\":\"WHITE\"");
        send(id, "MakeMove", 10, "\"player\":\"BLACK\",\"move\":\"e5\"");
        send(id, "PressClock", 12, "\"player\":\"BLACK\"");
        send(id, "MakeMove", 20, "\"player\":\"WHITE\",\"move\":\"Nf3\"");
        send(id, "PressClock", 20, "\"player\":\"WHITE\"");
        send(id, "MakeMove", 25, "\"player\":\"BLACK\",\"move\":\"Nc6\"");
        send(id, "PressClock", 25, "\"player\":\"BLACK\"");
        return id;
    }

    @Test
    void article8_theScoresheetInPairsWithClocksAndTheOffer_andInRussianLetters_RF_2013() {
        String id = played(12);
        JsonNode sheet = SERVER.http.get("/api/games/" + id + "/scoresheet").json();
        JsonNode first = sheet.get("rows").get(0);
        assertThat(first.get("number").asInt()).isEqualTo(1);
        assertThat(first.get("white").get("move").asText()).isEqualTo("e4");
        assertThat(first.get("white").get("drawOffered").asBoolean()).isTrue();
        assertThat(first.get("white").get("clock").asText()).isEqualTo("1:29:53");
        assertThat(first.get("black").get("move").asText()).isEqualTo("e5");
        assertThat(first.get("black").get("clock").asText()).isEqualTo("1:29:55");
        assertThat(sheet.get("rows").get(1).get("white").get("move").asText()).isEqualTo("Nf3");

        JsonNode ru = SERVER.http.get("/api/games/" + id + "/scoresheet?lang=ru").json();
        assertThat(ru.get("rows").get(1).get("white").get("move").asText()).isEqualTo("Кf3");
        assertThat(ru.get("rows").get(1).get("black").get("move").asText()).isEqualTo("Кc6");

        String text = SERVER.http.get("/api/games/" + id + "/scoresheet?format=text").body();
        assertThat(text).contains("1. e4= (1:29:53)  e5 (1:29:55)").contains("2. Nf3 (1:29:45)");
        assertThat(SERVER.http.get("/api/games/" + id + "/scoresheet?lang=de").status()).isEqualTo(400);
        assertThat(SERVER.http.get("/api/games/" + id + "/scoresheet?format=xml").status()).isEqualTo(400);
    }

    @Test
    void thePgnCarriesEmtAndUtcTagsAndIsServedByNegotiationAndByRound() throws InterruptedException {
        String id = played(14);
        String pgn = SERVER.http.get("/api/games/" + id + "/pgn").body().replaceAll("\\s+", " ");
        assertThat(pgn).contains("[UTCDate \"2026.03.01\"]").contains("[UTCTime \"10:00:00\"]")
                .contains("1. e4 {[%clk 1:29:53] [%emt 0:00:07] =, draw offered by WHITE")
                .contains("e5 {[%clk 1:29:55] [%emt 0:00:05]}");

        Http.Response negotiated = SERVER.http.get("/api/games/" + id, "application/x-chess-pgn");
        assertThat(negotiated.status()).isEqualTo(200);
        assertThat(negotiated.contentType()).startsWith("application/x-chess-pgn");
        assertThat(negotiated.body()).startsWith("[Event \"Open A\"]");

        String other = game(15);
        String url = "/api/games/pgn?event=" + URLEncoder.encode("Open A", StandardCharsets.UTF_8) + "&round=3";
        String round = "";
        for (int i = 0; i < 100 && !(round.contains("[Board \"14\"]") && round.contains("[Board \"15\"]")); i++) {
            Http.Response r = SERVER.http.get(url);
            round = r.status() == 200 ? r.body() : "";
            Thread.sleep(50);
        }
        assertThat(round).contains("[Board \"14\"]").contains("[Board \"15\"]");
        assertThat(round.indexOf("[Board \"14\"]")).isLessThan(round.indexOf("[Board \"15\"]"));
        assertThat(other).isNotBlank();
        assertThat(SERVER.http.get("/api/games/pgn?event=" + URLEncoder.encode("No Such Open", StandardCharsets.UTF_8)).status())
                .isEqualTo(404);
    }

    @Test
    void namesAndReasonsWithBracesAndQuotesCannotBreakThePgnAndLineBreaksAreRefused() {
        // a PGN string holds no line break and a brace comment ends at the first '}': a reason such as
        // "noise} 1-0 {" once ended the comment and put a result in the middle of the move text. Line
        // breaks (control characters) are refused when the text is sent, so none reaches the PGN.
        Http.Response lineBreak = SERVER.http.post("/api/games", "{\"black\":\"Line\\nBreak\",\"rules\":\"FIDE_2017\"}");
        assertThat(lineBreak.status()).as(lineBreak.body()).isEqualTo(400);
        assertThat(lineBreak.json().get("detail").asText()).contains("U+000A");
        String id = SERVER.http.post("/api/games", "{\"white\":\"Evil\\\"] [Result \\\"1-0\",\"black\":\"Line Break\","
                + "\"event\":\"Open {B}\",\"rules\":\"FIDE_2017\",\"timeControl\":\"300\"}").json().get("gameId").asText();
        send(id, "StartClocks", 0, "");
        send(id, "MakeMove", 1, "\"player\":\"WHITE\",\"move\":\"e4\"");
        send(id, "ImposePenalty", 2, "\"player\":\"WHITE\",\"penalty\":\"WARNING\",\"reason\":\"noise} 1-0 {again and again\"");
        send(id, "PressClock", 3, "\"player\":\"WHITE\"");
        send(id, "MakeMove", 4, "\"player\":\"BLACK\",\"move\":\"e5\"");
        send(id, "Resign", 5, "\"player\":\"WHITE\"");
        String pgn = SERVER.http.get("/api/games/" + id + "/pgn").body();
        java.util.List<PgnGame> games = PgnReader.readAll(pgn);
        assertThat(games).as(pgn).hasSize(1);
        PgnGame game = games.get(0);
        assertThat(game.result()).isEqualTo("0-1");
        assertThat(game.moves()).hasSize(2);
        assertThat(game.tag("White")).contains("Evil\"] [Result \"1-0");
        assertThat(game.tag("Black")).contains("Line Break");
        assertThat(game.tag("Result")).contains("0-1");
    }

    @Test
    void article7_5_anIllegalMoveNeverReportedEndsTheRecordableMoveTextAndTheRestIsToldInAComment() {
        // under 2017 7.5.1 a completed illegal move that nobody reports stands, and the game goes on from
        // the position on the board, which no PGN reader can follow: the file must still read back
        String id = SERVER.http.post("/api/games", "{\"event\":\"Illegal\",\"rules\":\"FIDE_2017\",\"timeControl\":\"300\"}")
                .json().get("gameId").asText();
        send(id, "StartClocks", 0, "");
        send(id, "MakeMove", 1, "\"player\":\"WHITE\",\"move\":\"e4\"");
        send(id, "PressClock", 2, "\"player\":\"WHITE\"");
        send(id, "MakeMove", 3, "\"player\":\"BLACK\",\"move\":\"d8d6\"");
        send(id, "PressClock", 4, "\"player\":\"BLACK\"");
        send(id, "MakeMove", 5, "\"player\":\"WHITE\",\"move\":\"d4\"");
        send(id, "PressClock", 6, "\"player\":\"WHITE\"");
        send(id, "Resign", 7, "\"player\":\"BLACK\"");
        String pgn = SERVER.http.get("/api/games/" + id + "/pgn").body();
        PgnGame game = PgnReader.readOne(pgn);
        assertThat(game.moves()).hasSize(1);
        assertThat(game.result()).isEqualTo("1-0");
        assertThat(pgn.replaceAll("\\s+", " ")).contains("never reported, which PGN cannot record: 1... d8-d6 (illegal: ")
                .contains("2. d4; RESIGNATION, Art. 5.1.2 FIDE_2017} 1-0");
    }

    /**
     * Players with their FIDE IDs: in the view, in the PGN tags the broadcasts match players by, and in
     * the trail's GameCreated (revision 2); an ID that cannot be one is a 400 and creates nothing.
     */
    @Test
    void playersWithFideIdsAreShownInTheViewThePgnAndTheTrail() {
        Http http = SERVER.http;
        Http.Response created = http.post("/api/games", "{\"white\":\"Carlsen, Magnus\",\"whiteFideId\":1503014,"
                + "\"black\":\"Nepomniachtchi, Ian\",\"blackFideId\":4168119,\"rules\":\"FIDE_2023\",\"timeControl\":\"5400\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().get("gameId").asText();
        JsonNode view = http.get("/api/games/" + id).json();
        assertThat(view.get("white").asText()).isEqualTo("Carlsen, Magnus");
        assertThat(view.get("whiteFideId").asLong()).isEqualTo(1503014L);
        assertThat(view.get("blackFideId").asLong()).isEqualTo(4168119L);
        String pgn = http.get("/api/games/" + id + "/pgn").body();
        assertThat(pgn).contains("[White \"Carlsen, Magnus\"]\n").contains("[WhiteFideId \"1503014\"]\n")
                .contains("[BlackFideId \"4168119\"]\n");
        JsonNode first = http.get("/api/games/" + id + "/events").json().get(0);
        assertThat(first.get("white").get("name").asText()).isEqualTo("Carlsen, Magnus");
        assertThat(first.get("white").get("fideId").asLong()).isEqualTo(1503014L);

        // a game without IDs has none in its view or PGN
        String plain = game(7);
        assertThat(http.get("/api/games/" + plain).json().has("whiteFideId")).isFalse();
        assertThat(http.get("/api/games/" + plain + "/pgn").body()).doesNotContain("FideId");

        int before = http.get("/api/games?limit=1000").json().size();
        for (String bad : new String[]{"0", "-5", "123456789012", "\"1503014\"", "1.5"}) {
            Http.Response r = http.post("/api/games", "{\"white\":\"A\",\"whiteFideId\":" + bad
                    + ",\"rules\":\"FIDE_2023\",\"timeControl\":\"5400\"}");
            assertThat(r.status()).as(bad + ": " + r.body()).isEqualTo(400);
            assertThat(r.json().get("detail").asText()).contains("whiteFideId");
        }
        assertThat(http.get("/api/games?limit=1000").json().size()).isEqualTo(before);
    }
}
