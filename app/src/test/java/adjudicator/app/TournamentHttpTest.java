package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Instant;
import java.util.List;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tournaments through real HTTP, with credentials: created by the ARBITER of its event, players with
 * FIDE IDs, rounds paired by hand and from a pairing program's output, games created from the pairings
 * under the tournament's regulations, results flowing from the games' records into the standings with
 * the regulations' tie-breaks, withdrawals and expulsions across rounds, the TRF out and in, round PGN.
 */
class TournamentHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    private static final String NAME = "Spring Open 2026";

    private static String token(String name, String role, String events) {
        Http.Response r = SERVER.http.post("/api/admin/accounts", "{\"name\":\"" + name + "\",\"role\":\"" + role + "\""
                + (events == null ? "" : ",\"events\":[\"" + events + "\"]") + "}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().get("token").asText();
    }

    private static Http.Response text(Http http, String path, String body) {
        return http.send(HttpRequest.newBuilder(URI.create(base() + path)).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private static String base() {
        return "http://127.0.0.1:" + SERVER.server.port();
    }

    private static void assertProblem(Http.Response r, int status, String... words) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/problem+json");
        for (String w : words) {
            assertThat(r.body()).contains(w);
        }
    }

    /** The fool's mate from T0: Black mates on his second move. */
    private static void foolsMate(String game) {
        SERVER.server.send(game, "StartClocks", T0, "");
        SERVER.server.send(game, "MakeMove", T0.plusSeconds(1), "\"player\":\"WHITE\",\"move\":\"f3\"");
        SERVER.server.send(game, "MakeMove", T0.plusSeconds(2), "\"player\":\"BLACK\",\"move\":\"e5\"");
        SERVER.server.send(game, "MakeMove", T0.plusSeconds(3), "\"player\":\"WHITE\",\"move\":\"g4\"");
        SERVER.server.send(game, "MakeMove", T0.plusSeconds(4), "\"player\":\"BLACK\",\"move\":\"Qh4#\"");
    }

    @Test
    void aSwissFromEntryToTheReportFile() throws InterruptedException {
        Http arbiter = SERVER.http.as(token("arbiter-spring", "ARBITER", NAME));
        Http stranger = SERVER.http.as(token("arbiter-other", "ARBITER", "Another Open"));
        Http reader = SERVER.http.as(token("reader-spring", "READER", null));
        String create = "{\"name\":\"" + NAME + "\",\"site\":\"Moscow\",\"federation\":\"RUS\",\"startDate\":\"2026-03-01\","
                + "\"endDate\":\"2026-03-05\",\"chiefArbiter\":\"Ivanov, Ivan\",\"deputyArbiters\":[\"Petrov, Petr\"],"
                + "\"arbiters\":[\"Sidorov, Sidor\"],\"rounds\":5,\"rules\":\"FIDE_2005\",\"timeControl\":\"5400+30\","
                + "\"tieBreaks\":[\"WIN\",\"WON\",\"DE\",\"BH_C1\"],\"defaultTimeMinutes\":15,"
                + "\"drawAgreement\":{\"notBeforeMove\":30,\"arbiterConsent\":false}}";
        assertProblem(stranger.post("/api/tournaments", create), 403, "Another Open");
        JsonNode created = ok(arbiter.post("/api/tournaments", create));
        String id = created.get("tournamentId").asText();
        assertThat(created.get("head").get("seq").asInt()).isZero();
        assertProblem(arbiter.post("/api/tournaments", create), 409, "exists");
        String t = "/api/tournaments/" + id;

        String[] players = {
                "\"name\":\"Carlsen, Magnus\",\"fideId\":1503014,\"title\":\"GM\",\"rating\":2830,\"federation\":\"NOR\",\"sex\":\"M\"",
                "\"name\":\"Hou, Yifan\",\"fideId\":8602980,\"title\":\"GM\",\"rating\":2630,\"federation\":\"CHN\",\"sex\":\"W\"",
                "\"name\":\"Nepomniachtchi, Ian\",\"fideId\":4168119,\"title\":\"GM\",\"rating\":2760,\"federation\":\"FID\"",
                "\"name\":\"Ivanov, Petr\",\"fideId\":34100001,\"rating\":1800,\"federation\":\"RUS\",\"birthDate\":\"2001-05-06\""};
        for (String p : players) {
            assertThat(ok(arbiter.post(t + "/commands", "{\"type\":\"RegisterPlayer\"," + p + "}")).get("appended").asInt()).isOne();
        }
        assertProblem(arbiter.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Twin, A\",\"fideId\":1503014}"), 409,
                "FIDE ID 1503014 is registered already");
        assertProblem(reader.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"X, Y\"}"), 403);
        assertProblem(arbiter.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":3}]}"),
                400, "leaves out 2 (Hou, Yifan), 4 (Ivanov, Petr)");
        ok(arbiter.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"date\":\"2026-03-01\","
                + "\"games\":[{\"white\":1,\"black\":3},{\"white\":4,\"black\":2}]}"));

        JsonNode games = ok(arbiter.post(t + "/rounds/1/games?at=" + T0.minusSeconds(600), ""));
        String mate = games.get("boards").get(0).get("gameId").asText();
        String absent = games.get("boards").get(1).get("gameId").asText();
        assertThat(games.get("boards").get(0).get("created").asBoolean()).isTrue();
        // the round's games by event and round, however many games the event has (the list is a read model: a moment behind)
        JsonNode listed = ok(reader.get("/api/games?event=" + NAME.replace(" ", "%20") + "&round=1"));
        for (int tries = 0; listed.size() < 2 && tries < 100; tries++) {
            Thread.sleep(100);
            listed = ok(reader.get("/api/games?event=" + NAME.replace(" ", "%20") + "&round=1"));
        }
        assertThat(listed.size()).isEqualTo(2);
        assertThat(listed.get(0).get("gameId").asText()).isEqualTo(mate);
        assertProblem(reader.get("/api/games?round=1"), 400, "event=");
        // sent again: nothing more is created
        JsonNode again = ok(arbiter.post(t + "/rounds/1/games", ""));
        assertThat(again.get("boards").get(0).get("gameId").asText()).isEqualTo(mate);
        assertThat(again.get("boards").get(0).get("created").asBoolean()).isFalse();
        // the game inherits the tournament's regulations and names its players with their FIDE IDs
        JsonNode view = ok(arbiter.get("/api/games/" + mate));
        assertThat(view.toString()).contains("FIDE_2005").contains("5400+30").contains(NAME).contains("1503014");
        JsonNode setUp = ok(arbiter.get("/api/games/" + mate + "/events")).get(0).get("regulations");
        assertThat(setUp.get("defaultTimeMs").asLong()).isEqualTo(15 * 60_000L);
        assertThat(setUp.get("drawNotBeforeMove").asInt()).isEqualTo(30);

        String beforePlay = reader.get(t + "/rounds/1/pgn").header("ETag");
        foolsMate(mate);
        SERVER.server.send(absent, "StartClocks", T0, "");
        // the default time is the tournament's: 15 minutes, not the 60 of 2005 6.7a
        assertProblem(arbiter.post("/api/games/" + absent + "/commands", "{\"type\":\"ReportAbsence\",\"at\":\""
                + T0.plusSeconds(900) + "\",\"player\":\"WHITE\"}"), 409, "not yet in default");
        SERVER.server.send(absent, "ReportAbsence", T0.plusSeconds(901), "\"player\":\"WHITE\"");
        assertProblem(arbiter.post(t + "/commands", "{\"type\":\"EnterResult\",\"round\":1,\"board\":2,\"result\":\"DRAW\"}"), 409,
                "its result comes from the game's record");

        JsonNode round = ok(reader.get(t + "/rounds/1"));
        assertThat(round.get("boards").get(0).get("result").asText()).isEqualTo("0-1");
        assertThat(round.get("boards").get(0).get("termination").asText()).isEqualTo("CHECKMATE");
        assertThat(round.get("boards").get(1).get("result").asText()).isEqualTo("-/+");

        // standings: 3 (won over the board) before 2 (by forfeit) on WON; 1 and 4 tied (never met: DE, BH-C1 leave them)
        JsonNode standings = ok(reader.get(t + "/standings")).get("standings");
        assertThat(standings.get(0).get("startRank").asInt()).isEqualTo(3);
        assertThat(standings.get(0).get("rank").asInt()).isEqualTo(1);
        assertThat(standings.get(0).get("tieBreaks").get("WON").asText()).isEqualTo("1");
        assertThat(standings.get(1).get("startRank").asInt()).isEqualTo(2);
        assertThat(standings.get(1).get("tieBreaks").get("WIN").asText()).isEqualTo("1");
        assertThat(standings.get(1).get("tieBreaks").get("WON").asText()).isEqualTo("0");
        assertThat(standings.get(2).get("rank").asInt()).isEqualTo(3);
        assertThat(standings.get(2).get("tied").asBoolean()).isTrue();
        assertThat(standings.get(3).get("rank").asInt()).isEqualTo(3);

        // round PGN: Round "round.board", FIDE IDs, titles, ratings
        Http.Response pgn = reader.get(t + "/rounds/1/pgn");
        assertThat(pgn.status()).isEqualTo(200);
        assertThat(pgn.body()).contains("[Round \"1.1\"]", "[Round \"1.2\"]", "[WhiteFideId \"1503014\"]", "[WhiteTitle \"GM\"]",
                "[WhiteElo \"2830\"]", "[BlackElo \"2760\"]", "[Result \"0-1\"]");
        // a feed a broadcast polls: the same text, the same ETag, and 304 without a body for the poller that has it
        String etag = pgn.header("ETag");
        assertThat(etag).matches("\"[0-9a-f]{64}\"").isNotEqualTo(beforePlay);
        assertThat(reader.get(t + "/rounds/1/pgn").header("ETag")).isEqualTo(etag);
        Http.Response unchanged = reader.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(reader.base() + t + "/rounds/1/pgn"))
                .header("If-None-Match", etag).GET());
        assertThat(unchanged.status()).isEqualTo(304);
        assertThat(unchanged.body()).isEmpty();
        Http.Response changed = reader.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(reader.base() + t + "/rounds/1/pgn"))
                .header("If-None-Match", beforePlay).GET());
        assertThat(changed.status()).isEqualTo(200);
        assertThat(changed.body()).isEqualTo(pgn.body());

        // 4 withdraws; round 2 from a pairing program's output: 3 against 2, 1 has the pairing-allocated bye
        ok(arbiter.post(t + "/commands", "{\"type\":\"WithdrawPlayer\",\"player\":4,\"reason\":\"illness\"}"));
        assertProblem(arbiter.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":2,\"games\":[{\"white\":4,\"black\":1}],"
                + "\"byes\":[{\"player\":2,\"kind\":\"HALF_POINT_BYE\"},{\"player\":3,\"kind\":\"HALF_POINT_BYE\"}]}"), 409, "withdrew");
        ok(text(arbiter, t + "/rounds/2/pairings", "2\n3 2\n1 0\n"));
        JsonNode r2 = ok(reader.get(t + "/rounds/2"));
        assertThat(r2.get("pairedFrom").asText()).isEqualTo("PAIRING_PROGRAM");
        assertThat(r2.get("boards").get(0).get("white").get("startRank").asInt()).isEqualTo(3);
        assertThat(r2.get("byes").get(0).get("bye").asText()).isEqualTo("PAIRING_ALLOCATED_BYE");
        ok(arbiter.post(t + "/commands", "{\"type\":\"EnterResult\",\"round\":2,\"board\":1,\"result\":\"DRAW\",\"reason\":\"played on a board outside the system\"}"));

        // 3 expelled (2005 13.4g): paired no more
        JsonNode expelled = ok(arbiter.post(t + "/commands", "{\"type\":\"ExpelPlayer\",\"player\":3,\"reason\":\"a mobile phone rang, second time\"}"));
        assertThat(expelled.get("appended").asInt()).isOne();
        assertProblem(arbiter.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":3,\"games\":[{\"white\":3,\"black\":1}],"
                + "\"byes\":[{\"player\":2,\"kind\":\"ZERO_POINT_BYE\"}]}"), 409, "expelled", "13.4g");

        // the report file: both versions, to the format's columns
        Http.Response trf = reader.get(t + "/trf");
        assertThat(trf.status()).isEqualTo(200);
        assertThat(trf.header("Content-Disposition")).contains("Spring-Open-2026.trf");
        String file = trf.body();
        assertThat(file).doesNotContain("\n").contains("012 Spring Open 2026\r", "102 Ivanov, Ivan\r", "112 Petrov, Petr\r",
                "112 Sidorov, Sidor\r", "142 5\r", "202 WIN,WON,DE,BH/C1\r", "222 5400+30\r");
        String[] lines = file.split("\r");
        String two = List.of(lines).stream().filter(l -> l.startsWith("001    2")).findFirst().orElseThrow();
        assertThat(two.substring(4, 8)).isEqualTo("   2");
        assertThat(two.substring(14, 24)).isEqualTo("Hou, Yifan");
        assertThat(two.substring(57, 68)).isEqualTo("    8602980");
        assertThat(two.substring(80, 84)).isEqualTo(" 1.5");
        assertThat(two.substring(91)).isEqualTo("   4 b +     3 b =");
        String three = List.of(lines).stream().filter(l -> l.startsWith("001    3")).findFirst().orElseThrow();
        assertThat(three.substring(91)).as("expelled: not to be paired in round 3").isEqualTo("   1 b 1     2 w =  0000 - Z");
        String four = List.of(lines).stream().filter(l -> l.startsWith("001    4")).findFirst().orElseThrow();
        assertThat(four.substring(69, 79)).isEqualTo("2001/05/06");
        assertThat(four.substring(91)).as("withdrawn before round 2").isEqualTo("   2 w -            0000 - Z");
        String trf16 = reader.get(t + "/trf?version=TRF16").body();
        assertThat(trf16).contains("XXR 5\r").doesNotContain("142 ");

        // the tournament report: its data, standings, results, penalties and rulings with their articles, the record's heads
        Http.Response pdf = reader.send(HttpRequest.newBuilder(URI.create(base() + t + "/report")).GET());
        assertThat(pdf.status()).isEqualTo(200);
        assertThat(pdf.contentType()).isEqualTo("application/pdf");
        String report = reader.pdfText(t + "/report");
        assertThat(report).contains("Spring Open 2026", "Chief arbiter: Ivanov, Ivan", "Petrov, Petr", "Sidorov, Sidor",
                "FIDE_2005", "Default time (6.7): 15 min", "not before move 30", "BH-C1 (C.07 8.1,",
                "Standings after round 2", "Nepomniachtchi, Ian", "CHECKMATE, Art. 5.1", "-/+", "FORFEIT, Art. 6.7",
                "expelled from the competition from round 3, Art. 13.4g FIDE_2005", "withdrew from round 2",
                "1/2-1/2 entered by the arbiter: played on a board outside the system",
                "tournament " + id + " ", pdf.header("X-Record-Digest"));
        assertThat(pdf.header("X-Record-Digest")).hasSize(64);
        // the tables: the standings with every tie-break, the cross table, the standings after the earlier round
        assertThat(report).contains("Rank No Name", "WIN", "WON", "DE", "BH-C1", "Cross table after round 2", "Standings after round 1");
        assertThat(report).containsPattern("Hou, Yifan +\\S* +4b\\+ +3b=");
        // in Russian (issue 37): the report's words, the editions, endings and rulings; names, results and articles as
        // recorded; the same record and digest
        Http.Response russianPdf = reader.send(HttpRequest.newBuilder(URI.create(base() + t + "/report?lang=ru")).GET());
        assertThat(russianPdf.header("X-Record-Digest")).isEqualTo(pdf.header("X-Record-Digest"));
        String russianReport = reader.pdfText(t + "/report?lang=ru");
        assertThat(russianReport).contains("Spring Open 2026", "Главный арбитр: Ivanov, Ivan", "Правила шахмат ФИДЕ 2005",
                "Допустимое опоздание (6.7): 15 мин", "без согласия арбитра не ранее 30-го хода", "Положение после 2-го тура",
                "Турнирная таблица после 2-го тура", "Nepomniachtchi, Ian", "мат, ст. 5.1", "неявка, ст. 6.7",
                "исключение из соревнования с тура 3, ст. 13.4g Правил шахмат ФИДЕ 2005", "выбыл с тура 2",
                "1/2-1/2 внесён арбитром: played on a board outside the system", "Место № Фамилия, имя",
                "tournament " + id + " ", pdf.header("X-Record-Digest"))
                .doesNotContain("Chief arbiter", "Standings after", "expelled", "CHECKMATE", "Rulings that changed");

        // the pairings of a round, as arbiters pin them up: board, numbers, titles, names, ratings, points before the round
        Http.Response sheet = reader.get(t + "/rounds/2/pairings");
        assertThat(sheet.status()).isEqualTo(200);
        assertThat(sheet.contentType()).isEqualTo("application/pdf");
        String pairings = reader.pdfText(t + "/rounds/2/pairings");
        assertThat(pairings).contains("Spring Open 2026", "Round 2 of 5", "Bd No Tit White", "Byes", "pairing-allocated bye");
        // Nepomniachtchi (3) had won round 1 and Hou (2) had won by forfeit: a point each before round 2
        assertThat(pairings).containsPattern("1 +3 GM +Nepomniachtchi, Ian +2760 +1 +1/2-1/2 +1 +2 GM +Hou, Yifan +2630");
        assertProblem(reader.get(t + "/rounds/9/pairings"), 404);
        // in Russian (issue 37): the sheet's words; names, titles, ratings and results as recorded
        String russian = reader.pdfText(t + "/rounds/2/pairings?lang=ru");
        assertThat(russian).contains("Spring Open 2026", "Тур 2 из 5", "Дос № Зв Белые", "Свободны от игры", "по жеребьёвке (очко)",
                "Составлено ").doesNotContain("Round 2", "Byes", "pairing-allocated");
        assertThat(russian).containsPattern("1 +3 GM +Nepomniachtchi, Ian +2760 +1 +1/2-1/2 +1 +2 GM +Hou, Yifan +2630");

        // the tournament's own record: in the hash chain, with who recorded each event
        JsonNode events = ok(reader.get(t + "/events"));
        assertThat(events.get(0).get("type").asText()).isEqualTo("TournamentCreated");
        assertThat(events.get(0).get("recordedBy").get("name").asText()).isEqualTo("arbiter-spring");
        assertThat(events.get(0).get("recordHash").asText()).hasSize(64);
        assertThat(ok(reader.get(t + "/integrity")).get("status").asText()).isEqualTo("SOUND");

        // a tournament is not a game, nor a game a tournament
        assertProblem(reader.get("/api/games/" + id), 404);
        assertProblem(arbiter.post("/api/games/" + id + "/commands", "{\"type\":\"StartClocks\",\"at\":\"2026-03-01T10:00:00Z\"}"), 404);
        assertProblem(reader.get("/api/tournaments/" + mate), 404, "Unknown tournament");
        assertProblem(arbiter.post("/api/tournaments/" + mate + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"X, Y\"}"), 404);

        JsonNode list = ok(reader.get("/api/tournaments"));
        assertThat(list.toString()).contains(id).contains(NAME);
    }

    /**
     * The tournament's reads take each game's outcome from the game-views projection (issue 36), never one
     * that is not the fold's: the outcome stored for a game's last event equals the fold of its events; one
     * stored for an earlier event (the projection behind a command just acknowledged) is not used, the game is
     * folded; and one stored for the last event is what the read uses, with no fold.
     */
    @Test
    void theStandingsReadEachGamesOutcomeFromTheProjectionAsTheFoldGivesIt() throws InterruptedException {
        String t = SERVER.server.newTournament("Read Model Open", "A, A", "B, B", "C, C", "D, D", "E, E", "F, F");
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2},"
                + "{\"white\":3,\"black\":4},{\"white\":5,\"black\":6}]}"));
        JsonNode boards = ok(SERVER.http.post(t + "/rounds/1/games?at=" + T0.minusSeconds(600), "")).get("boards");
        String mate = boards.get(0).get("gameId").asText();
        String absent = boards.get(1).get("gameId").asText();
        String going = boards.get(2).get("gameId").asText();
        foolsMate(mate);
        SERVER.server.send(absent, "StartClocks", T0, "");
        SERVER.server.send(absent, "ReportAbsence", T0.plusSeconds(3601), "\"player\":\"BLACK\"");
        SERVER.server.send(going, "StartClocks", T0, "");
        SERVER.server.send(going, "MakeMove", T0.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"e4\"");
        List<String> ids = List.of(mate, absent, going);

        adjudicator.query.GameSummaryRepository summaries = SERVER.server.bean(adjudicator.query.GameSummaryRepository.class);
        adjudicator.query.GameReader reader = SERVER.server.bean(adjudicator.query.GameReader.class);
        adjudicator.command.record.StoredEvents stored = SERVER.server.bean(adjudicator.command.record.StoredEvents.class);
        java.util.Map<String, Long> heads = stored.lastSeqs(ids);
        assertThat(heads).hasSize(3);
        java.util.Map<String, adjudicator.query.GameOutcome> projected = summaries.outcomes(ids);
        for (int tries = 0; tries < 200 && !ids.stream().allMatch(id -> projected.containsKey(id)
                && projected.get(id).lastSeq() == heads.get(id)); tries++) {
            Thread.sleep(50);
            projected.putAll(summaries.outcomes(ids));
        }
        for (String id : ids) {
            assertThat(projected.get(id)).as(id).isEqualTo(adjudicator.query.GameOutcome.of(reader.current(id), () -> reader.events(id)));
        }
        assertThat(projected.get(mate).boardResult()).isEqualTo(adjudicator.engine.tournament.BoardResult.BLACK_WINS);
        assertThat(projected.get(absent).boardResult()).isEqualTo(adjudicator.engine.tournament.BoardResult.WHITE_WINS_BY_FORFEIT);
        assertThat(projected.get(going).whiteSide()).isEqualTo(adjudicator.engine.tournament.RoundResult.PENDING);

        // a reader of its own, so that what it read lately does not answer: the outcome stored for the last event is used as stored
        adjudicator.query.GameOutcome real = projected.get(mate);
        adjudicator.query.GameOutcome altered = new adjudicator.query.GameOutcome(mate, real.lastSeq(), real.status(), "1-0",
                real.termination(), real.terminationArticle(), real.resultStanding(), real.resultInForce(), real.terminationInForce(),
                real.terminationArticleInForce(), real.decidedOnAppeal(), "1", "0",
                adjudicator.engine.tournament.BoardResult.WHITE_WINS, adjudicator.engine.tournament.RoundResult.WIN,
                adjudicator.engine.tournament.RoundResult.LOSS, null, real.rulings(), real.penalties(), real.edition(), real.register());
        adjudicator.query.GameSummary summary = summaries.find(mate).orElseThrow();
        summaries.save(summary, altered);
        adjudicator.query.GameHeads gameHeads = SERVER.server.bean(adjudicator.query.GameHeads.class);
        adjudicator.query.GameOutcomes outcomes = new adjudicator.query.GameOutcomes(summaries, reader, gameHeads,
                SERVER.server.bean(adjudicator.command.record.RecordVerifier.class), 10);
        assertThat(outcomes.of(List.of(mate)).get(mate).result()).isEqualTo("1-0");
        // stored for an earlier event: not used, the game is folded
        summaries.save(summary, new adjudicator.query.GameOutcome(mate, real.lastSeq() - 1, real.status(), "1-0",
                real.termination(), real.terminationArticle(), real.resultStanding(), real.resultInForce(), real.terminationInForce(),
                real.terminationArticleInForce(), real.decidedOnAppeal(), "1", "0",
                adjudicator.engine.tournament.BoardResult.WHITE_WINS, adjudicator.engine.tournament.RoundResult.WIN,
                adjudicator.engine.tournament.RoundResult.LOSS, null, real.rulings(), real.penalties(), real.edition(), real.register()));
        outcomes = new adjudicator.query.GameOutcomes(summaries, reader, gameHeads,
                SERVER.server.bean(adjudicator.command.record.RecordVerifier.class), 10);
        assertThat(outcomes.of(List.of(mate)).get(mate)).isEqualTo(real);
        // stored by a version before the penalties register (none in it): not used either
        summaries.save(summary, new adjudicator.query.GameOutcome(mate, real.lastSeq(), real.status(), "1-0",
                real.termination(), real.terminationArticle(), real.resultStanding(), real.resultInForce(), real.terminationInForce(),
                real.terminationArticleInForce(), real.decidedOnAppeal(), "1", "0",
                adjudicator.engine.tournament.BoardResult.WHITE_WINS, adjudicator.engine.tournament.RoundResult.WIN,
                adjudicator.engine.tournament.RoundResult.LOSS, null, real.rulings(), real.penalties(), real.edition(), null));
        outcomes = new adjudicator.query.GameOutcomes(summaries, reader, gameHeads,
                SERVER.server.bean(adjudicator.command.record.RecordVerifier.class), 10);
        assertThat(outcomes.of(List.of(mate)).get(mate)).isEqualTo(real);
        summaries.save(summary, real);

        // a result just acknowledged is in the round's results and the standings at once, whatever the projection's lag
        SERVER.server.send(going, "MakeMove", T0.plusSeconds(6), "\"player\":\"BLACK\",\"move\":\"e5\"");
        SERVER.server.send(going, "ReportDeviceSignal", T0.plusSeconds(7), "\"player\":\"BLACK\"");
        JsonNode round = ok(SERVER.http.get(t + "/rounds/1")).get("boards");
        assertThat(round.get(0).get("result").asText()).isEqualTo("0-1");
        assertThat(round.get(1).get("result").asText()).isEqualTo("+/-");
        assertThat(round.get(2).get("result").asText()).isEqualTo("1-0");
        JsonNode standings = ok(SERVER.http.get(t + "/standings")).get("standings");
        assertThat(standings.get(0).get("score").asText()).isEqualTo("1");
        assertThat(standings.get(3).get("score").asText()).isEqualTo("0");
        assertThat(ok(SERVER.http.get(t + "/crosstable")).get(4).get("rounds").get(0).asText()).isEqualTo("6w1");

        // the penalties register reads each game's entries from its outcome: the loss Black's device imposed (11.3.2.2),
        // with the event that ended the game, at once and as the projection then keeps it
        long ended = stored.lastSeqs(List.of(going)).get(going);
        JsonNode register = ok(SERVER.http.get(t + "/penalties"));
        assertThat(register).hasSize(1);
        assertThat(register.get(0).get("gameId").asText()).isEqualTo(going);
        assertThat(register.get(0).get("board").asInt()).isEqualTo(3);
        assertThat(register.get(0).get("player").toString()).contains("F, F");
        assertThat(register.get(0).get("penalty").get("penalty").asText()).isEqualTo("LOSS_OF_GAME");
        assertThat(register.get(0).get("penalty").get("player").asText()).isEqualTo("BLACK");
        assertThat(register.get(0).get("penalty").get("article").asText()).isEqualTo("11.3.2.2");
        assertThat(register.get(0).get("penalty").get("seq").asLong()).isEqualTo(ended);
        java.util.Map<String, adjudicator.query.GameOutcome> after = summaries.outcomes(List.of(going));
        for (int tries = 0; tries < 200 && (after.get(going) == null || after.get(going).lastSeq() != ended); tries++) {
            Thread.sleep(50);
            after = summaries.outcomes(List.of(going));
        }
        assertThat(after.get(going)).isEqualTo(adjudicator.query.GameOutcome.of(reader.current(going), () -> reader.events(going)));
        assertThat(after.get(going).register()).hasSize(1);
        assertThat(after.get(going).register().get(0).seq()).isEqualTo(ended);

        // the round's games with their views in one request, each as the game's own view gives it (the round page's read)
        JsonNode views = ok(SERVER.http.get("/api/games?event=Read%20Model%20Open&round=1&views=true"));
        for (int tries = 0; tries < 100 && views.size() < 3; tries++) {
            Thread.sleep(50);
            views = ok(SERVER.http.get("/api/games?event=Read%20Model%20Open&round=1&views=true"));
        }
        assertThat(views).hasSize(3);
        for (JsonNode v : views) {
            assertThat(v).isEqualTo(ok(SERVER.http.get("/api/games/" + v.get("gameId").asText())));
        }
        assertThat(views.get(2).get("result").asText()).isEqualTo("1-0");
        assertProblem(SERVER.http.get("/api/games?event=Read%20Model%20Open&views=true"), 400, "round=");
    }

    @Test
    void anExpulsionImposedInAGameExpelsThePlayerFromTheTournament() {
        String id = ok(SERVER.http.post("/api/tournaments", "{\"name\":\"Autumn Cup\",\"rounds\":3,\"rules\":\"FIDE_2017\","
                + "\"timeControl\":\"5400+30\"}")).get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        for (String name : List.of("A, A", "B, B", "C, C")) {
            ok(SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + name + "\"}"));
        }
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}],"
                + "\"byes\":[{\"player\":3,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}"));
        String game = ok(SERVER.http.post(t + "/rounds/1/games?at=" + T0.minusSeconds(60), "")).get("boards").get(0).get("gameId").asText();
        SERVER.server.send(game, "StartClocks", T0, "");
        SERVER.server.send(game, "ImposePenalty", T0.plusSeconds(30), "\"player\":\"WHITE\",\"penalty\":\"EXPULSION\","
                + "\"reason\":\"a mobile phone in the playing venue\"");
        JsonNode player = ok(SERVER.http.get(t)).get("players").get(0);
        assertThat(player.get("expelledFrom").asInt()).isEqualTo(2);
        assertThat(player.get("expulsionArticle").asText()).isEqualTo("12.9.9");
        JsonNode events = ok(SERVER.http.get(t + "/events"));
        JsonNode expelled = events.get(events.size() - 1);
        assertThat(expelled.get("type").asText()).isEqualTo("PlayerExpelled");
        assertThat(expelled.get("payload").get("reason").asText()).contains(game).contains("a mobile phone");
        assertProblem(SERVER.http.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":2,\"games\":[{\"white\":1,\"black\":3}],"
                + "\"byes\":[{\"player\":2,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}"), 409, "expelled", "12.9.9");
        JsonNode penalties = ok(SERVER.http.get(t + "/penalties"));
        assertThat(penalties.toString()).contains("EXPULSION").contains("\"expelledFrom\":2").contains("A, A");
    }

    /** Malformed input is a 4xx Problem Details naming what is wrong, never a 5xx, and writes nothing. */
    @Test
    void malformedInputIsRefusedAndWritesNothing() {
        String id = ok(SERVER.http.post("/api/tournaments", "{\"name\":\"Fuzz Open\",\"rounds\":2,\"rules\":\"FIDE_2023\"}"))
                .get("tournamentId").asText();
        String t = "/api/tournaments/" + id;
        ok(SERVER.http.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"A, A\"}"));
        int before = ok(SERVER.http.get(t + "/events")).size();
        List<String[]> posts = List.of(
                new String[]{"/api/tournaments", "{}"},
                new String[]{"/api/tournaments", "[]"},
                new String[]{"/api/tournaments", "{\"name\":\"X\",\"rounds\":\"two\",\"rules\":\"FIDE_2023\"}"},
                new String[]{"/api/tournaments", "{\"name\":\"X\",\"rounds\":2,\"rules\":\"FIDE_2023\",\"tieBreaks\":[\"XYZ\"]}"},
                new String[]{"/api/tournaments", "{\"name\":\"X\",\"rounds\":2,\"rules\":\"FIDE_2023\",\"tieBreaks\":[\"BH\",\"BH\"]}"},
                new String[]{"/api/tournaments", "{\"name\":\"X\",\"rounds\":2,\"rules\":\"FIDE_2023\",\"drawAgreement\":{\"notBeforeMove\":-1}}"},
                new String[]{"/api/tournaments", "{\"name\":\"X\",\"rounds\":2,\"rules\":\"FIDE_2023\",\"federation\":\"ru\"}"},
                new String[]{"/api/tournaments", "{\"name\":\"X\",\"rounds\":2,\"rules\":\"FIDE_2023\",\"timeControl\":\"90 min\"}"},
                new String[]{"/api/tournaments", "{\"name\":\"X\",\"rounds\":2,\"rules\":\"FIDE_2023\",\"startDate\":\"2026-03-09\",\"endDate\":\"2026-03-01\"}"},
                new String[]{t + "/commands", "{}"},
                new String[]{t + "/commands", "{\"type\":\"AssignGame\",\"round\":1,\"board\":1,\"gameId\":\"x\"}"},
                new String[]{t + "/commands", "{\"type\":\"PairRound\"}"},
                new String[]{t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"source\":\"BERGER_TABLE\"}"},
                new String[]{t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":9}]}"},
                new String[]{t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"B, B\",\"birthDate\":\"1990-13-45\"}"},
                new String[]{t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"B, B\",\"fideId\":123456789012}"},
                new String[]{t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + "x".repeat(40) + "\"}"},
                new String[]{t + "/commands", "{\"type\":\"EnterResult\",\"round\":1,\"board\":1,\"result\":\"1-0\"}"},
                new String[]{t + "/commands", "{\"type\":\"WithdrawPlayer\",\"player\":99}"});
        for (String[] p : posts) {
            Http.Response r = SERVER.http.post(p[0], p[1]);
            assertThat(r.status()).as(p[1] + ": " + r.body()).isBetween(400, 499);
            assertThat(r.contentType()).as(p[1]).startsWith("application/problem+json");
        }
        for (String[] p : List.of(new String[]{"/api/tournaments/import?rules=FIDE_2023", "not a report"},
                new String[]{"/api/tournaments/import?rules=FIDE_2023", "001    x"},
                new String[]{"/api/tournaments/import?rules=NONE", OTHER},
                new String[]{t + "/rounds/1/pairings", "2\n1\n"},
                new String[]{t + "/rounds/1/pairings", "1\n1 1\n"},
                new String[]{t + "/rounds/1/pairings", "012 x\r001    1      A, A"},
                new String[]{t + "/rounds/x/pairings", "1\n1 0\n"})) {
            Http.Response r = text(SERVER.http, p[0], p[1]);
            assertThat(r.status()).as(p[0] + " " + p[1] + ": " + r.body()).isBetween(400, 499);
        }
        for (String get : List.of(t + "/trf?version=TRF99", t + "/rounds/abc", t + "/rounds/7", "/api/tournaments/nope/standings")) {
            Http.Response r = SERVER.http.get(get);
            assertThat(r.status()).as(get + ": " + r.body()).isBetween(400, 499);
        }
        assertThat(ok(SERVER.http.get(t + "/events")).size()).as("nothing written").isEqualTo(before);
        assertThat(ok(SERVER.http.get("/api/tournaments?event=X")).size()).isZero();
    }

    @Test
    void theReportPrintsNamesInAnyScript() {
        String id = ok(SERVER.http.post("/api/tournaments", "{\"name\":\"Кубок Москвы\",\"rounds\":1,\"rules\":\"RF_2013\","
                + "\"chiefArbiter\":\"Сидоров, Сидор\"}")).get("tournamentId").asText();
        ok(SERVER.http.post("/api/tournaments/" + id + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Иванов, Пётр\"}"));
        String report = SERVER.http.pdfText("/api/tournaments/" + id + "/report");
        assertThat(report).contains("Кубок Москвы", "Сидоров, Сидор", "Иванов, Пётр");
    }

    /** A file written by another program: the players, rounds and results are taken whole. */
    static final String OTHER = String.join("\r\n",
            "012 Club Championship 2010",
            "022 San Sebastian",
            "042 2010/09/24",
            "092 Individual: Swiss-System",
            "102 Arbiter, Chief",
            "XXR 3",
            "001    1 m  g Mirzoev, Azer                     2527 AZE    13400304 1978        1.5    1     3 w 1     2 w =",
            "001    2 m    Gorrochategui Torres, Eugenio        0 ESP           0 1950        1.0    2  0000 - h     1 b =",
            "001    3 w wf Markina, Ane                      1797 ESP     2265583 1956.03.02  1.0    3     1 b 0  0000 - U",
            "") + "\r\n";

    @Test
    void aReportFileIsImportedWholeOrNotAtAll() {
        Http.Response bad = text(SERVER.http, "/api/tournaments/import?rules=FIDE_2017", OTHER.replace("1978        1.5", "1978        2.5"));
        assertProblem(bad, 400, "line 7", "2.5 points");
        assertThat(SERVER.http.get("/api/tournaments?event=Club%20Championship%202010").json().size()).as("nothing written").isZero();
        // as large as real files are (beyond the 64 KiB of a JSON body): a file's own limit, adjudicator.access.max-import-bytes
        String large = OTHER + ("### " + "x".repeat(96) + "\r\n").repeat(800);
        assertThat(large.length()).isGreaterThan(80_000);
        JsonNode created = ok(text(SERVER.http, "/api/tournaments/import?rules=FIDE_2017", large));
        String t = "/api/tournaments/" + created.get("tournamentId").asText();
        JsonNode tournament = ok(SERVER.http.get(t));
        assertThat(tournament.get("players").size()).isEqualTo(3);
        assertThat(tournament.get("players").get(0).get("title").asText()).isEqualTo("GM");
        assertThat(tournament.get("regulations").get("edition").asText()).isEqualTo("FIDE_2017");
        assertThat(tournament.get("roundsPaired").get(0).get("boards").get(0).get("result").asText()).isEqualTo("1-0");
        assertThat(tournament.get("roundsPaired").get(0).get("pairedFrom").asText()).isEqualTo("TRF");
        JsonNode standings = ok(SERVER.http.get(t + "/standings")).get("standings");
        assertThat(standings.get(0).get("name").asText()).isEqualTo("Mirzoev, Azer");
        assertThat(standings.get(0).get("score").asText()).isEqualTo("1.5");
        // and written out again, the player records are the file's
        String out = SERVER.http.get(t + "/trf?version=TRF16").body();
        assertThat(out).contains("001    1 m GM Mirzoev, Azer", "13400304 1978        1.5", "001    3 wWFM Markina, Ane");
        assertThat(out).contains("     3 w 1     2 w =");
        assertProblem(text(SERVER.http, "/api/tournaments/import?rules=FIDE_2017", OTHER), 409, "exists");
    }

    /**
     * Round one is paired from our own file: the initial colour (TRF-2026 152, TRF16's XXC), which a pairing
     * program needs before round 1, as the regulations fix it or as a lot drew it, and read back on import.
     */
    @Test
    void theInitialColourIsInTheReportFileFromBeforeRoundOne() {
        Http admin = SERVER.http;
        String create = "{\"name\":\"Lot Open\",\"rounds\":5,\"rules\":\"FIDE_2023\"}";
        String t = "/api/tournaments/" + ok(admin.post("/api/tournaments", create)).get("tournamentId").asText();
        for (String name : new String[]{"A, A", "B, B", "C, C", "D, D"}) {
            ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + name + "\"}"));
        }
        assertThat(admin.get(t + "/trf?version=TRF16").body()).doesNotContain("XXC");
        assertThat(ok(admin.get(t)).has("initialColour")).isFalse();
        assertThat(ok(admin.get(t)).get("regulations").has("initialColour")).isFalse();
        ok(admin.post(t + "/commands", "{\"type\":\"SetInitialColour\",\"colour\":\"BLACK\",\"byLot\":true}"));
        assertThat(admin.get(t + "/trf?version=TRF16").body()).contains("\rXXR 5\rXXC black1\r");
        String trf26 = admin.get(t + "/trf?version=TRF26").body();
        assertThat(trf26).contains("\r142 5\r152 B\r");
        assertThat(ok(admin.get(t)).get("initialColour").asText()).isEqualTo("BLACK");
        assertProblem(admin.post(t + "/commands", "{\"type\":\"SetInitialColour\",\"colour\":\"GREEN\"}"), 400);
        ok(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":3,\"black\":1},"
                + "{\"white\":2,\"black\":4}]}"));
        assertProblem(admin.post(t + "/commands", "{\"type\":\"SetInitialColour\",\"colour\":\"WHITE\",\"byLot\":true}"), 409,
                "round 1 is paired");

        // fixed by the regulations at creation
        String fixed = "/api/tournaments/" + ok(admin.post("/api/tournaments",
                "{\"name\":\"Fixed Open\",\"rounds\":3,\"rules\":\"FIDE_2023\",\"initialColour\":\"WHITE\"}"))
                .get("tournamentId").asText();
        assertThat(ok(admin.get(fixed)).get("regulations").get("initialColour").asText()).isEqualTo("WHITE");
        assertThat(admin.get(fixed + "/trf?version=TRF16").body()).contains("\rXXR 3\rXXC white1\r");

        // read on import, from a file written before round 1
        String imported = "/api/tournaments/" + ok(text(admin, "/api/tournaments/import?rules=FIDE_2023",
                trf26.replace("012 Lot Open", "012 Lot Open Again"))).get("tournamentId").asText();
        assertThat(ok(admin.get(imported)).get("initialColour").asText()).isEqualTo("BLACK");
        assertThat(admin.get(imported + "/trf?version=TRF16").body()).contains("\rXXC black1\r");
    }

    /**
     * Another program's file, imported and exported unchanged, comes out as it went in but for the lines
     * added where this system holds their data (062, 072, the initial colour); its ranks are kept while its
     * tie-break order is unknown here and nothing has changed, and are this system's once a round is paired.
     */
    @Test
    void anotherProgramsFileIsExportedAsItWasImported() throws Exception {
        Http admin = SERVER.http;
        String source = java.nio.file.Files.readString(java.nio.file.Path.of("../engine/src/test/resources/trf/pairing-program-style.trf"));
        String t = "/api/tournaments/" + ok(text(admin, "/api/tournaments/import?rules=FIDE_2023", source)).get("tournamentId").asText();
        String out = admin.get(t + "/trf?version=TRF16").body();
        assertThat(out).isEqualTo(source.replace("\n001    1 ", "\n062 6\n072 6\nXXC white1\n001    1 "));
        // the same players, by the file's ranks: 6 first
        assertThat(out).contains("Foxtrot, Fedor                    2150                             1.5    1");
        ok(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":3,\"games\":[{\"white\":1,\"black\":2},"
                + "{\"white\":5,\"black\":6},{\"white\":3,\"black\":4}]}"));
        String after = admin.get(t + "/trf?version=TRF16").body();
        // a round later the ranks are this system's (by score, then starting rank, with no tie-break known)
        assertThat(after).contains("Alpha, Anna                       2400                             1.5    1");
        assertThat(after).contains("XXA    6  0.0\n").endsWith("\n");

        String trf26 = java.nio.file.Files.readString(java.nio.file.Path.of("../engine/src/test/resources/trf/trf26-points-outside-results.trf"));
        String p = "/api/tournaments/" + ok(text(admin, "/api/tournaments/import?rules=FIDE_2023", trf26)).get("tournamentId").asText();
        assertThat(admin.get(p + "/trf?version=TRF26").body())
                .isEqualTo(trf26.replace("\r\n001    1 ", "\r\n062 4\r\n072 4\r\n152 W\r\n001    1 "));
        JsonNode readFrom = ok(admin.get(p)).get("readFrom");
        assertThat(readFrom.get("sha256").asText()).hasSize(64);
        assertThat(readFrom.get("layout").asText()).isEqualTo("TRF26");
        assertThat(readFrom.get("typeCode").asText()).isEqualTo("FIDE_DUTCH_2025");
        assertThat(readFrom.get("ranksKept").asBoolean()).as("the file's tie-break order is one this system computes").isFalse();
        assertThat(ok(admin.get(t)).get("readFrom").get("ranksKept").asBoolean()).as("a round was paired since").isFalse();
        JsonNode standings = ok(admin.get(p + "/standings")).get("standings");
        assertThat(standings.get(3).get("name").asText()).isEqualTo("Charlie, Clara");
        assertThat(standings.get(3).get("score").asText()).isEqualTo("-0.5");
    }

    /**
     * FIDE 2005 lets the arbiter set a score outside 1-½-0 (13.4e): a draw whose loser of a quarter keeps ¼. The
     * TRF writes the draw's code (D: no move was made) and the quarter beyond it as a 299 record, and the points hold it.
     */
    @Test
    void aQuarterPointIsWrittenAsPointsOutsideTheResults_FIDE_2005() {
        Http admin = SERVER.http;
        String t = "/api/tournaments/" + ok(admin.post("/api/tournaments", "{\"name\":\"Quarter Open\",\"rounds\":1,"
                + "\"rules\":\"FIDE_2005\"}")).get("tournamentId").asText();
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"White, W\"}"));
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Black, B\"}"));
        ok(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}"));
        String game = ok(admin.post(t + "/rounds/1/games?at=" + T0.minusSeconds(60), "")).get("boards").get(0).get("gameId").asText();
        SERVER.server.send(game, "OfferDraw", T0, "\"player\":\"WHITE\"");
        SERVER.server.send(game, "AcceptDraw", T0.plusSeconds(1), "\"player\":\"BLACK\"");
        SERVER.server.send(game, "ImposePenalty", T0.plusSeconds(2), "\"player\":\"BLACK\",\"penalty\":\"REDUCE_POINTS\","
                + "\"points\":\"1/4\",\"reason\":\"misconduct\"");
        String trf26 = admin.get(t + "/trf?version=TRF26").body();
        assertThat(trf26).contains("\r299          -.25  001    2\r");
        assertThat(trf26).contains("White, W                                                           0.5    1     2 w D");
        assertThat(trf26).contains("Black, B                                                          0.25    2     1 b D");
        assertThat(ok(admin.get(t)).has("readFrom")).isFalse();
    }

    /**
     * Byes asked for before their round is paired: recorded within the regulations' limits (a refusal names
     * the limit), shown in the round's entries, written for the pairing program (the next round's column;
     * TRF-2026 240 for every round), given by the round's pairing when the pairing program leaves the player
     * out, and read from a file that holds them.
     */
    @Test
    void byesAskedForBeforePairingReachThePairingProgramAndThePairing() {
        Http admin = SERVER.http;
        String t = "/api/tournaments/" + ok(admin.post("/api/tournaments", "{\"name\":\"Bye Open\",\"rounds\":5,\"rules\":\"FIDE_2023\","
                + "\"initialColour\":\"WHITE\",\"byes\":{\"maxHalfPointByes\":1,\"noneInLastRounds\":2}}")).get("tournamentId").asText();
        for (String name : new String[]{"A, A", "B, B", "C, C", "D, D", "E, E"}) {
            ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + name + "\"}"));
        }
        assertThat(ok(admin.get(t)).get("regulations").get("byes").get("maxHalfPointByes").asInt()).isEqualTo(1);
        ok(admin.post(t + "/commands", "{\"type\":\"RequestBye\",\"player\":2,\"round\":1,\"kind\":\"HALF_POINT_BYE\","
                + "\"reason\":\"a wedding\"}"));
        ok(admin.post(t + "/commands", "{\"type\":\"RequestBye\",\"player\":4,\"round\":3,\"kind\":\"ZERO_POINT_BYE\"}"));
        assertProblem(admin.post(t + "/commands", "{\"type\":\"RequestBye\",\"player\":2,\"round\":2,\"kind\":\"HALF_POINT_BYE\"}"),
                409, "byes.maxHalfPointByes");
        assertProblem(admin.post(t + "/commands", "{\"type\":\"RequestBye\",\"player\":1,\"round\":4,\"kind\":\"HALF_POINT_BYE\"}"),
                409, "byes.noneInLastRounds");
        assertProblem(admin.post(t + "/commands", "{\"type\":\"RequestBye\",\"player\":1,\"round\":2,\"kind\":\"FORFEIT_WIN\"}"),
                400);
        assertProblem(admin.post("/api/tournaments", "{\"name\":\"Bad Byes\",\"rounds\":5,\"rules\":\"FIDE_2023\","
                + "\"byes\":{\"maxHalfPointByes\":-1}}"), 400);
        // the round's entries before it is paired
        JsonNode round1 = ok(admin.get(t + "/rounds/1"));
        assertThat(round1.get("paired").asBoolean()).isFalse();
        assertThat(round1.get("byes").get(0).get("bye").asText()).isEqualTo("HALF_POINT_BYE");
        assertThat(round1.get("byes").get(0).get("reason").asText()).isEqualTo("a wedding");
        assertThat(ok(admin.get(t)).get("byeRequests").size()).isEqualTo(2);
        // for the pairing program: the round to pair's column, and (TRF-2026) every request
        String trf16 = admin.get(t + "/trf?version=TRF16").body();
        assertThat(trf16).contains("B, B").containsPattern("001    2 .*  0000 - H\r");
        assertThat(trf16).doesNotContain("240");
        assertThat(admin.get(t + "/trf?version=TRF26").body()).contains("\r240 H 001    2\r240 Z 003    4\r");
        // the pairing program's output (pairs 1-3, 4-5): the player who asked is given his bye
        JsonNode paired = ok(text(admin, t + "/rounds/1/pairings", "2\n1 3\n4 5\n"));
        assertThat(paired.toString()).as(paired.toString()).isNotBlank();
        JsonNode round = ok(admin.get(t + "/rounds/1"));
        assertThat(round.get("boards").size()).isEqualTo(2);
        assertThat(round.get("byes").get(0).get("startRank").asInt()).isEqualTo(2);
        assertThat(round.get("byes").get(0).get("bye").asText()).isEqualTo("HALF_POINT_BYE");
        assertThat(round.get("byes").get(0).get("requested").asBoolean()).isTrue();
        // a pairing that pairs a player who asked is refused, naming the request
        ok(admin.post(t + "/commands", "{\"type\":\"RequestBye\",\"player\":1,\"round\":2,\"kind\":\"ZERO_POINT_BYE\"}"));
        assertProblem(text(admin, t + "/rounds/2/pairings", "3\n1 2\n3 4\n5 0\n"), 409, "asked for a zero-point bye");

        // a file holding byes asked for (the round to pair's column, 240) imports them
        String file = admin.get(t + "/trf?version=TRF26").body().replace("012 Bye Open", "012 Bye Open Again");
        String again = "/api/tournaments/" + ok(text(admin, "/api/tournaments/import?rules=FIDE_2023", file)).get("tournamentId").asText();
        JsonNode requests = ok(admin.get(again)).get("byeRequests");
        assertThat(requests.toString()).contains("\"round\":2").contains("\"startRank\":1").contains("ZERO_POINT_BYE")
                .contains("\"round\":3").contains("\"startRank\":4");
        assertThat(ok(admin.get(again)).get("roundsPaired").size()).isEqualTo(1);
    }

    /**
     * The rating changes as a rating officer shows them (FIDE Rating Regulations applied from 1 March 2024), by
     * hand from table 8.1.2: Anna (2000, K 20 given) beats Boris (2100) over the board: D -100, PD .36, Delta R
     * .64, change +12.80; her round-2 forfeit is not rated (5.1); Boris's K is not known (he is 36 and under 2400).
     */
    @Test
    void ratingChangesAsARatingOfficerShowsThem() {
        Http admin = SERVER.http;
        String t = "/api/tournaments/" + ok(admin.post("/api/tournaments", "{\"name\":\"Rating Open\",\"rounds\":2,"
                + "\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\",\"startDate\":\"2026-03-01\",\"initialColour\":\"WHITE\"}"))
                .get("tournamentId").asText();
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Anna, A\",\"rating\":2000}"));
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Boris, B\",\"rating\":2100,\"birthDate\":\"1990\"}"));
        ok(admin.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Clara, C\",\"rating\":1800}"));
        ok(admin.post(t + "/commands", "{\"type\":\"SetKFactor\",\"player\":1,\"k\":20}"));
        assertProblem(admin.post(t + "/commands", "{\"type\":\"SetKFactor\",\"player\":1,\"k\":50}"), 400);
        ok(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}],"
                + "\"byes\":[{\"player\":3,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}"));
        String game = ok(admin.post(t + "/rounds/1/games?at=" + T0.minusSeconds(60), "")).get("boards").get(0).get("gameId").asText();
        SERVER.server.send(game, "StartClocks", T0, "");
        SERVER.server.send(game, "MakeMove", T0.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"e4\"");
        SERVER.server.send(game, "PressClock", T0.plusSeconds(5), "\"player\":\"WHITE\"");
        SERVER.server.send(game, "MakeMove", T0.plusSeconds(9), "\"player\":\"BLACK\",\"move\":\"e5\"");
        SERVER.server.send(game, "PressClock", T0.plusSeconds(9), "\"player\":\"BLACK\"");
        SERVER.server.send(game, "Resign", T0.plusSeconds(20), "\"player\":\"BLACK\"");
        ok(admin.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":2,\"games\":[{\"white\":3,\"black\":1}],"
                + "\"byes\":[{\"player\":2,\"kind\":\"PAIRING_ALLOCATED_BYE\"}]}"));
        ok(admin.post(t + "/commands", "{\"type\":\"EnterResult\",\"round\":2,\"board\":1,\"result\":\"WHITE_WINS_BY_FORFEIT\"}"));

        JsonNode ratings = ok(admin.get(t + "/ratings"));
        assertThat(ratings.get("regulations").asText()).contains("1 March 2024").contains("1 October 2025");
        assertThat(ratings.get("chapter").asText()).isEqualTo("STANDARD");
        assertThat(ratings.get("minutesFor60Moves").asInt()).isEqualTo(120);
        JsonNode anna = ratings.get("players").get(0);
        assertThat(anna.get("kApplied").asInt()).isEqualTo(20);
        assertThat(anna.get("kSource").asText()).isEqualTo("GIVEN");
        assertThat(anna.get("rated").asInt()).isEqualTo(1);
        assertThat(anna.get("expected").asText()).isEqualTo("0.36");
        assertThat(anna.get("change").asText()).isEqualTo("12.80");
        assertThat(anna.get("performance").asInt()).isEqualTo(2100 + 800);
        assertThat(anna.get("games").get(0).get("difference").asInt()).isEqualTo(-100);
        assertThat(anna.get("games").get(0).get("deltaR").asText()).isEqualTo("0.64");
        assertThat(anna.get("games").get(1).get("notRated").asText()).isEqualTo("UNPLAYED");
        assertThat(anna.get("games").get(1).get("article").asText()).isEqualTo("5.1");
        JsonNode boris = ratings.get("players").get(1);
        assertThat(boris.get("kSource").asText()).isEqualTo("UNKNOWN");
        assertThat(boris.get("change").isNull()).isTrue();
        assertThat(boris.get("sumDeltaR").asText()).isEqualTo("-0.64");
        // in the standings on request (the standings' answer is otherwise as it was), the report and a CSV
        assertThat(ok(admin.get(t + "/standings")).get("standings").get(0).has("ratingChange")).isFalse();
        JsonNode line = null;
        for (JsonNode l : ok(admin.get(t + "/standings?ratings=true")).get("standings")) {
            if (l.get("name").asText().equals("Anna, A")) {
                line = l;
            }
        }
        assertThat(line).isNotNull();
        assertThat(line.get("ratingChange").get("change").asText()).isEqualTo("12.80");
        Http.Response csv = admin.get(t + "/ratings?format=csv");
        assertThat(csv.contentType()).startsWith("text/csv");
        assertThat(csv.body()).startsWith("startRank,name,rating,round,opponent,opponentRating,score,notRated,article,difference,"
                + "expected,deltaR,k,kSource,rated,change,performance\r\n");
        assertThat(csv.body()).contains("1,\"Anna, A\",2000,1,2,2100,1,,,-100,0.36,0.64,,,,,\r\n")
                .contains("1,\"Anna, A\",2000,2,3,1800,0,UNPLAYED,5.1,,,,,,,,\r\n")
                .contains("1,\"Anna, A\",2000,,,,1,,,,0.36,0.64,20,GIVEN,1,12.80,2900\r\n");
        assertProblem(admin.get(t + "/ratings?format=xml"), 400);
        String report = admin.pdfText(t + "/report");
        assertThat(report).contains("Rating changes", "+12.80", "5.1: 2");
    }
}
