package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What is pending at the board (touches, a binding, a breach that may be claimed, an open claim, the
 * penalty tally) in the game view, and the timeline of a game, as JSON and as CSV, through HTTP.
 */
class TimelineAndPendingHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private static String newGame(String rules, String timeControl) {
        return SERVER.http.post("/api/games", "{\"white\":\"Anand, V\",\"black\":\"Kramnik, V\",\"rules\":\"" + rules
                + "\",\"timeControl\":\"" + timeControl + "\"}").json().get("gameId").asText();
    }

    private static void send(String id, String type, Instant at, String more) {
        SERVER.server.send(id, type, at, more);
    }

    private static JsonNode pending(String id) {
        return SERVER.http.get("/api/games/" + id).json().get("pending");
    }

    @Test
    void article4_3_theViewShowsWhatIsPendingAtTheBoard_FIDE_2005() {
        String id = newGame("FIDE_2005", "5400");
        send(id, "StartClocks", T0, "");
        send(id, "TouchPiece", T0.plusSeconds(1), "\"player\":\"WHITE\",\"square\":\"g1\"");
        assertThat(pending(id).get("touches").toString()).isEqualTo("[\"g1\"]");
        send(id, "MakeMove", T0.plusSeconds(2), "\"player\":\"WHITE\",\"move\":\"e4\"");
        JsonNode afterBreach = pending(id);
        assertThat(afterBreach.get("touches").size()).isZero();
        assertThat(afterBreach.get("breach").get("player").asText()).isEqualTo("WHITE");
        assertThat(afterBreach.get("breach").get("article").asText()).isEqualTo("4.3a");
        send(id, "OfferDraw", T0.plusSeconds(3), "\"player\":\"WHITE\"");
        send(id, "PressClock", T0.plusSeconds(3), "\"player\":\"WHITE\"");
        assertThat(pending(id).get("drawOfferBy").asText()).isEqualTo("WHITE");
        send(id, "ClaimTouchMove", T0.plusSeconds(5), "\"player\":\"BLACK\"");
        JsonNode bound = pending(id);
        assertThat(bound.get("breach").isNull()).isTrue();
        assertThat(bound.get("obligation").get("player").asText()).isEqualTo("WHITE");
        assertThat(bound.get("obligation").get("allowed").toString()).isEqualTo("[\"g1f3\",\"g1h3\"]");
        send(id, "ImposePenalty", T0.plusSeconds(6), "\"player\":\"WHITE\",\"penalty\":\"WARNING\",\"article\":\"4.3a\"");
        assertThat(SERVER.http.get("/api/games/" + id).json().get("penalties").get("white").asInt()).isEqualTo(1);

        String quick = newGame("FIDE_2005", "5400");
        send(quick, "StartClocks", T0, "");
        send(quick, "ClaimDraw", T0.plusSeconds(5290), "\"player\":\"WHITE\",\"basis\":\"QUICKPLAY_FINISH\"");
        assertThat(pending(quick).get("openClaim").get("status").asText()).isEqualTo("AWAITING_ARBITER");
        send(quick, "RuleOnClaim", T0.plusSeconds(5300), "\"decision\":\"POSTPONE\"");
        assertThat(pending(quick).get("openClaim").get("status").asText()).isEqualTo("POSTPONED");
        send(quick, "RuleOnClaim", T0.plusSeconds(5310), "\"decision\":\"REJECT\"");
        assertThat(pending(quick).get("openClaim").isNull()).isTrue();
    }

    @Test
    void article4_4_4_theViewShowsThePromotedPieceChosenUntilTheMove_FIDE_2017() {
        String id = SERVER.http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"5400\","
                + "\"startFen\":\"7k/p3P3/8/8/8/8/8/K7 w - - 0 1\"}").json().get("gameId").asText();
        send(id, "StartClocks", T0, "");
        assertThat(pending(id).get("promotionChoice").isNull()).isTrue();
        send(id, "TouchPromotionSquare", T0.plusSeconds(1), "\"player\":\"WHITE\",\"square\":\"e8\",\"piece\":\"N\"");
        assertThat(pending(id).get("promotionChoice").asText()).isEqualTo("e8=N");
        String timeline = SERVER.http.get("/api/games/" + id + "/timeline").body();
        assertThat(timeline).contains("the choice of the promoted piece is final, Art. 4.4.4 FIDE_2017");
        send(id, "MakeMove", T0.plusSeconds(2), "\"player\":\"WHITE\",\"move\":\"e8=N\"");
        assertThat(pending(id).get("promotionChoice").isNull()).isTrue();
    }

    @Test
    void article6_14_theViewShowsAMoveCounterThatCountsAnAnnulledMove_FIDE_2005() {
        String id = newGame("FIDE_2005", "40/5400:1800");
        send(id, "StartClocks", T0, "");
        assertThat(pending(id).get("moveCounter").isNull()).isTrue();
        send(id, "MakeMove", T0.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"g1g3\"");
        send(id, "PressClock", T0.plusSeconds(5), "\"player\":\"WHITE\"");
        send(id, "ReportIllegalMove", T0.plusSeconds(8), "\"by\":\"BLACK\"");
        JsonNode counter = pending(id).get("moveCounter");
        assertThat(counter.get("white").get("clock").asInt()).isEqualTo(1);
        assertThat(counter.get("white").get("board").asInt()).isZero();
        send(id, "CorrectClocks", T0.plusSeconds(10), "\"whiteRemainingMs\":5395000,\"blackRemainingMs\":5517000,\"movesCompleted\":0");
        assertThat(pending(id).get("moveCounter").isNull()).isTrue();
    }

    @Test
    void theTimelineTellsTheStoryWithArticlesAndFiltersAndSpeaksCsv() {
        String id = newGame("FIDE_2017", "5400");
        send(id, "StartClocks", T0, "");
        send(id, "MakeMove", T0.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"e4\"");
        send(id, "PressClock", T0.plusSeconds(6), "\"player\":\"WHITE\"");
        send(id, "ClaimDraw", T0.plusSeconds(8), "\"player\":\"BLACK\",\"basis\":\"FIFTY_MOVE_RULE\"");

        JsonNode rows = SERVER.http.get("/api/games/" + id + "/timeline").json();
        assertThat(rows.size()).isEqualTo(SERVER.http.get("/api/games/" + id + "/events").json().size());
        JsonNode move = rows.get(2);
        assertThat(move.get("type").asText()).isEqualTo("MoveMade");
        assertThat(move.get("text").asText()).isEqualTo("WHITE played e4");
        assertThat(move.get("fenAfter").asText()).startsWith("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
        assertThat(move.get("at").asText()).isEqualTo("2026-03-01T10:00:05Z");
        assertThat(move.get("recordedAt").isNull()).isFalse();
        JsonNode rejected = rows.get(5);
        assertThat(rejected.get("type").asText()).isEqualTo("ClaimRejected");
        assertThat(rejected.get("article").asText()).isEqualTo("9.3.2");
        assertThat(rejected.get("rules").asText()).isEqualTo("FIDE_2017");
        assertThat(rejected.get("text").asText()).contains("rejected: FEWER_THAN_FIFTY_MOVES").contains("WHITE +0:02:00");

        JsonNode black = SERVER.http.get("/api/games/" + id + "/timeline?actor=BLACK").json();
        assertThat(black.size()).isEqualTo(2); // the claim, and the offer it counts as (9.1.2.3)
        assertThat(black.get(0).get("type").asText()).isEqualTo("DrawClaimed");
        assertThat(black.get(1).get("type").asText()).isEqualTo("DrawOffered");
        JsonNode kinds = SERVER.http.get("/api/games/" + id + "/timeline?kind=MoveMade,ClockPressed").json();
        assertThat(kinds.size()).isEqualTo(2);

        Http.Response csv = SERVER.http.get("/api/games/" + id + "/timeline?format=csv");
        assertThat(csv.contentType()).startsWith("text/csv");
        String[] lines = csv.body().split("\r\n");
        assertThat(lines[0]).isEqualTo("seq,at,recordedAt,actor,recordedBy,recordedByRole,type,article,rules,text,fenAfter");
        assertThat(lines).hasSize(rows.size() + 1);
        assertThat(lines[1]).startsWith("0,,").contains(",ARBITER,admin,ADMIN,GameCreated,").contains("\"game created: Anand, V v Kramnik, V, FIDE_2017, time control 5400\"");

        assertThat(SERVER.http.get("/api/games/" + id + "/timeline?actor=REFEREE").status()).isEqualTo(400);
        assertThat(SERVER.http.get("/api/games/" + id + "/timeline?kind=Teleported").status()).isEqualTo(400);
        assertThat(SERVER.http.get("/api/games/" + id + "/timeline?format=xml").status()).isEqualTo(400);
        assertThat(SERVER.http.get("/api/games/no-such-game/timeline").status()).isEqualTo(404);
    }

    @Test
    void article8_7_theTimelineSaysWhoSignedWhichResult_FIDE_2005() {
        String id = newGame("FIDE_2005", "5400");
        send(id, "Resign", T0, "\"player\":\"BLACK\"");
        send(id, "SignScoresheet", T0.plusSeconds(30), "\"player\":\"WHITE\",\"result\":\"1-0\"");
        JsonNode rows = SERVER.http.get("/api/games/" + id + "/timeline?kind=ScoresheetSigned").json();
        assertThat(rows.size()).isEqualTo(1);
        assertThat(rows.get(0).get("text").asText()).isEqualTo("WHITE signed the scoresheet with the result 1-0, Art. 8.7 FIDE_2005");
    }

    /**
     * Issue 37: the timeline's sentences and the Problem Details' titles in the language {@code lang} names; without it,
     * or with {@code lang=en}, every answer as before, byte for byte; {@code Accept-Language} changes nothing; names,
     * moves and articles are never translated; another language is a 400.
     */
    @Test
    void theTimelineAndTheProblemsSpeakTheLanguageTheRequestNames() {
        String id = newGame("RF_2013", "5400");
        send(id, "StartClocks", T0, "");
        send(id, "MakeMove", T0.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"e4\"");
        send(id, "PressClock", T0.plusSeconds(6), "\"player\":\"WHITE\"");
        send(id, "ClaimFlagFall", T0.plusSeconds(7), "\"player\":\"WHITE\"");
        send(id, "Resign", T0.plusSeconds(9), "\"player\":\"BLACK\"");
        String timeline = "/api/games/" + id + "/timeline";

        String english = SERVER.http.get(timeline).body();
        assertThat(SERVER.http.get(timeline + "?lang=en").body()).isEqualTo(english);
        assertThat(SERVER.http.get(timeline, "application/json").body()).isEqualTo(english);
        assertThat(SERVER.http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(SERVER.http.base() + timeline))
                .header("Accept-Language", "ru-RU,ru;q=0.9").GET()).body()).isEqualTo(english);
        assertThat(english).contains("game created: Anand, V v Kramnik, V, RF_2013, time control 5400", "WHITE played e4",
                "BLACK resigned", "game ended 1-0 (RESIGNATION, Art. ");

        JsonNode ru = SERVER.http.get(timeline + "?lang=ru").json();
        JsonNode en = SERVER.http.get(timeline).json();
        assertThat(ru.size()).isEqualTo(en.size());
        assertThat(ru.get(0).get("text").asText())
                .isEqualTo("партия создана: Anand, V — Kramnik, V, Правила вида спорта «шахматы» РФ 2013, контроль времени 5400");
        assertThat(ru.get(1).get("text").asText()).isEqualTo("часы пущены: идёт время белых");
        assertThat(ru.get(2).get("text").asText()).isEqualTo("белые: ход e4");
        assertThat(ru.get(3).get("text").asText()).startsWith("белые: часы переключены (белые ");
        assertThat(ru.get(4).get("text").asText()).isEqualTo("белые: заявление о падении флажка чёрных");
        // a ruling is worded again from its event: the flag-fall claim rejected (the flag had not fallen)
        JsonNode rejected = null;
        for (JsonNode row : ru) {
            if (row.get("type").asText().equals("ClaimRejected")) {
                rejected = row;
            }
        }
        assertThat(rejected).isNotNull();
        assertThat(rejected.get("text").asText()).startsWith("заявление белых о падении флажка отклонено: флажок не упал (осталось ")
                .contains(", ст. " + rejected.get("article").asText() + " Правил вида спорта «шахматы» РФ 2013");
        // the game's view words its rulings likewise; without lang, or with lang=en, as before
        String view = SERVER.http.get("/api/games/" + id).body();
        assertThat(SERVER.http.get("/api/games/" + id + "?lang=en").body()).isEqualTo(view);
        JsonNode ruView = SERVER.http.get("/api/games/" + id + "?lang=ru").json();
        JsonNode enView = SERVER.http.get("/api/games/" + id).json();
        assertThat(ruView.get("rulings").size()).isEqualTo(enView.get("rulings").size()).isPositive();
        boolean found = false;
        for (JsonNode r : ruView.get("rulings")) {
            found |= r.get("text").asText().equals(rejected.get("text").asText());
        }
        assertThat(found).as(ruView.get("rulings").toString()).isTrue();
        assertThat(ruView.get("rulings").toString()).doesNotContain("rejected");
        JsonNode ended = ru.get(ru.size() - 1);
        assertThat(ended.get("text").asText()).startsWith("партия окончена 1-0 (сдача партии, ст. ")
                .endsWith(" Правил вида спорта «шахматы» РФ 2013)");
        for (int i = 0; i < ru.size(); i++) {
            // only the sentence changes: the record's facts, its article and edition are the same in every language
            for (String field : java.util.List.of("seq", "at", "actor", "type", "article", "rules", "fenAfter")) {
                assertThat(ru.get(i).get(field)).as(i + " " + field).isEqualTo(en.get(i).get(field));
            }
        }
        assertThat(SERVER.http.get(timeline + "?lang=ru&format=csv").body()).contains("белые: ход e4");

        // a Problem's title in the language named; the rest of it as without lang
        Http.Response refused = SERVER.http.post("/api/games/" + id + "/commands?lang=ru",
                TestServer.command("MakeMove", "2026-03-01T10:00:20Z", "\"player\":\"WHITE\",\"move\":\"d4\""));
        Http.Response refusedEn = SERVER.http.post("/api/games/" + id + "/commands",
                TestServer.command("MakeMove", "2026-03-01T10:00:20Z", "\"player\":\"WHITE\",\"move\":\"d4\""));
        assertThat(refusedEn.status()).isEqualTo(409);
        assertThat(refusedEn.json().get("title").asText()).isEqualTo("Not allowed in this state of the game");
        assertThat(refused.status()).isEqualTo(409);
        assertThat(refused.json().get("title").asText()).isEqualTo("Недопустимо в этом положении партии");
        // its detail too, where the refusal is worded from the bundles (the game's rules' refusals so far)
        assertThat(refusedEn.json().get("detail").asText()).isEqualTo("the game has ended");
        assertThat(refused.json().get("detail").asText()).isEqualTo("партия окончена");
        assertThat(refused.json().get("article")).isEqualTo(refusedEn.json().get("article"));
        assertThat(SERVER.http.get("/api/games/no-such-game/timeline?lang=ru").json().get("title").asText()).isEqualTo("Неизвестная партия");
        String other = newGame("FIDE_2017", "5400");
        send(other, "StartClocks", T0, "");
        Http.Response turn = SERVER.http.post("/api/games/" + other + "/commands?lang=ru",
                TestServer.command("MakeMove", "2026-03-01T10:00:05Z", "\"player\":\"BLACK\",\"move\":\"e5\""));
        assertThat(turn.status()).isEqualTo(409);
        assertThat(turn.json().get("detail").asText()).isEqualTo("очередь хода белых, а не чёрных");
        assertThat(SERVER.http.post("/api/games/" + other + "/commands",
                TestServer.command("MakeMove", "2026-03-01T10:00:05Z", "\"player\":\"BLACK\",\"move\":\"e5\"")).json()
                .get("detail").asText()).isEqualTo("it is WHITE's turn, not BLACK's");
        // a filter's answer too: no credential
        Http.Response anonymous = SERVER.http.anonymous().post("/api/games/" + id + "/commands?lang=ru",
                TestServer.command("Resign", "2026-03-01T10:00:21Z", "\"player\":\"WHITE\""));
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.json().get("title").asText()).isEqualTo("Требуется вход");
        Http.Response anonymousEn = SERVER.http.anonymous().post("/api/games/" + id + "/commands",
                TestServer.command("Resign", "2026-03-01T10:00:21Z", "\"player\":\"WHITE\""));
        assertThat(anonymousEn.json().get("title").asText()).isEqualTo("Unauthorized");

        Http.Response german = SERVER.http.get(timeline + "?lang=de");
        assertThat(german.status()).isEqualTo(400);
        assertThat(german.contentType()).startsWith("application/problem+json");
        assertThat(german.json().get("detail").asText()).contains("lang=de", "ru or en");
    }

    /** Reads', imports' and the body's refusals in Russian where the request names it; in English, word for word as before. */
    @Test
    void theRefusalsOfReadsImportsAndMalformedBodiesSpeakTheLanguageTheRequestNames() {
        String id = newGame("FIDE_2017", "5400");
        java.util.Map<String, String[]> expected = new java.util.LinkedHashMap<>();
        expected.put("/api/games?limit=0", new String[]{"limit must be between 1 and 1000", "limit должен быть от 1 до 1000"});
        expected.put("/api/games/no-such-game/timeline", new String[]{"no game with id no-such-game", "нет партии с id no-such-game"});
        expected.put("/api/games/" + id + "/timeline?format=xml", new String[]{"format must be json or csv, not \"xml\"",
                "format должен быть json или csv, а не \"xml\""});
        expected.put("/api/editions/FIDE_1999", new String[]{
                "unknown rules 'FIDE_1999': expected one of FIDE_2005, RF_2013, FIDE_2017, FIDE_2023",
                "неизвестные правила 'FIDE_1999': ожидается одно из FIDE_2005, RF_2013, FIDE_2017, FIDE_2023"});
        for (var e : expected.entrySet()) {
            String path = e.getKey();
            String ru = path + (path.contains("?") ? "&" : "?") + "lang=ru";
            Http.Response english = SERVER.http.get(path);
            assertThat(english.status()).as(path).isBetween(400, 499);
            assertThat(english.json().get("detail").asText()).as(path).isEqualTo(e.getValue()[0]);
            assertThat(SERVER.http.get(ru).json().get("detail").asText()).as(ru).isEqualTo(e.getValue()[1]);
        }
        // a body that is not one JSON value: the parser's own words stay as they are, within a Russian sentence
        Http.Response broken = SERVER.http.post("/api/games?lang=ru", "{\"white\":");
        assertThat(broken.status()).isEqualTo(400);
        assertThat(broken.json().get("detail").asText()).startsWith("тело запроса должно быть одним значением JSON, каждое имя — один раз: ")
                .endsWith("; ничего не записано");
        assertThat(SERVER.http.post("/api/games", "{\"white\":").json().get("detail").asText())
                .startsWith("the body must be one JSON value, each name once: ").endsWith("; nothing was written");
        // an import without its edition
        Http.Response imported = SERVER.http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(SERVER.http.base()
                + "/api/games/import?lang=ru")).header("Content-Type", "application/x-chess-pgn")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("1. e4 e5 *\n")));
        assertThat(imported.status()).isEqualTo(400);
        assertThat(imported.json().get("detail").asText()).isEqualTo("нужно указать \"rules\": правила, по которым играются партии "
                + "(FIDE_2005, RF_2013, FIDE_2017, FIDE_2023), если партии не вносятся в тур турнира");
    }
}
