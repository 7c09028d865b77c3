package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.List;

import static adjudicator.app.Http.ok;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Appeals through real HTTP, with credentials: lodged by the arbiter on a player's behalf, heard and
 * decided by the APPEALS committee by majority, the decision changing the game only by new events that
 * cite the appeal; a late appeal, a member standing aside, a game resumed from an earlier position and
 * finished, a second appeal against a ruling decided on appeal.
 */
class AppealsHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    private static final String EVENT = "Appeal Open";
    private static final String COMMITTEE = "{\"type\":\"FormCommittee\",\"members\":[{\"name\":\"Chair, A\",\"federation\":\"GER\"},"
            + "{\"name\":\"Member, B\",\"federation\":\"ESP\"},{\"name\":\"Member, C\",\"federation\":\"IND\"}],"
            + "\"reserves\":[{\"name\":\"Reserve, D\",\"federation\":\"USA\"}]}";

    private static String token(String name, String role) {
        return token(name, role, EVENT);
    }

    private static String token(String name, String role, String event) {
        Http.Response r = SERVER.http.post("/api/admin/accounts", "{\"name\":\"" + name + "\",\"role\":\"" + role + "\""
                + (role.equals("READER") ? "" : ",\"events\":[\"" + event + "\"]") + "}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().get("token").asText();
    }

    private static void assertProblem(Http.Response r, int status, String... words) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/problem+json");
        for (String w : words) {
            assertThat(r.body()).contains(w);
        }
    }

    private static String game(Http arbiter, String rules, String timeControl, String fen) {
        return ok(arbiter.post("/api/games", "{\"white\":\"White, W\",\"black\":\"Black, B\",\"event\":\"" + EVENT + "\",\"rules\":\""
                + rules + "\",\"timeControl\":\"" + timeControl + "\"" + (fen == null ? "" : ",\"startFen\":\"" + fen + "\"") + "}"))
                .get("gameId").asText();
    }

    private static String lodge(Http who, String game, String appellant, String disputed, Instant at, String grounds) {
        return ok(who.post("/api/appeals", "{\"gameId\":\"" + game + "\",\"appellant\":\"" + appellant + "\",\"disputed\":" + disputed
                + ",\"grounds\":\"" + grounds + "\",\"fee\":\"100 EUR\",\"at\":\"" + at + "\"}")).get("appealId").asText();
    }

    @Test
    void anAppealUpheld_turnsALossOnTimeIntoADraw_becauseTheOpponentCouldNotCheckmate_FIDE_2005() {
        Http arbiter = SERVER.http.as(token("arbiter-appeals", "ARBITER"));
        Http committee = SERVER.http.as(token("committee-appeals", "APPEALS"));
        // Black's flag falls with White's king and knight against his king: the record draws (2005 6.10) ...
        String id = game(arbiter, "FIDE_2005", "60", "4k3/8/8/8/8/8/8/4K1N1 b - - 0 1");
        SERVER.server.send(id, "StartClocks", T0, "");
        JsonNode ended = SERVER.server.send(id, "ClaimFlagFall", T0.plusSeconds(61), "\"player\":\"WHITE\"");
        assertThat(ended.get(ended.size() - 1).get("result").asText()).isEqualTo("1/2-1/2");
        // ... but both players signed 1-0, a loss on time for Black, which stands even if incorrect (8.7)
        SERVER.server.send(id, "SignScoresheet", T0.plusSeconds(70), "\"player\":\"WHITE\",\"result\":\"1-0\"");
        SERVER.server.send(id, "SignScoresheet", T0.plusSeconds(71), "\"player\":\"BLACK\",\"result\":\"1-0\"");
        assertThat(ok(arbiter.get("/api/games/" + id)).get("resultInForce").asText()).isEqualTo("1-0");

        // the committee lodges nothing it decides on: the arbiter lodges on Black's behalf
        assertProblem(SERVER.http.as(token("reader-appeals", "READER")).post("/api/appeals", "{\"gameId\":\"" + id
                + "\",\"appellant\":\"BLACK\",\"grounds\":\"x\"}"), 403);
        String appeal = lodge(arbiter, id, "BLACK", "[]", T0.plusSeconds(600),
                "White could not checkmate by any series of legal moves: the game is drawn (6.10)");
        JsonNode lodged = ok(committee.get("/api/appeals/" + appeal));
        assertThat(lodged.get("status").asText()).isEqualTo("LODGED");
        assertThat(lodged.get("lodged").get("deadlineMinutes").asInt()).isEqualTo(15); // a 1-minute game is blitz
        assertThat(lodged.get("lodged").get("appellantName").asText()).isEqualTo("Black, B");

        // an arbiter hears, the committee alone decides
        assertProblem(arbiter.post("/api/appeals/" + appeal + "/commands", COMMITTEE), 403, "FormCommittee");
        ok(committee.post("/api/appeals/" + appeal + "/commands", COMMITTEE));
        ok(arbiter.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"RecordStatement\",\"speaker\":\"ARBITER\","
                + "\"name\":\"Arbiter, A\",\"text\":\"Black's flag fell; White had king and knight only.\"}"));
        JsonNode evidence = ok(committee.post("/api/appeals/" + appeal + "/readjudication", "")).get("evidence");
        assertThat(evidence.get("readjudicatedResult").asText()).as("the analysis attached").isEqualTo("1/2-1/2");
        assertThat(evidence.get("readjudicatedArticle").asText()).isEqualTo("6.10");

        assertProblem(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"decision\":\"UPHELD\","
                + "\"reasons\":\"r\",\"votes\":[{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"}]}"), 400, "every sitting member votes");
        assertProblem(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"decision\":\"UPHELD\","
                + "\"reasons\":\"r\",\"votes\":[{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"},{\"member\":\"Member, B\",\"vote\":\"DISMISSED\"},"
                + "{\"member\":\"Member, C\",\"vote\":\"DISMISSED\"}]}"), 409, "needs a majority");
        JsonNode decided = ok(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"decision\":\"UPHELD\","
                + "\"reasons\":\"White could not checkmate by any series of legal moves; the signed result is incorrect\","
                + "\"articles\":[\"6.10\",\"8.7\"],\"votes\":[{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"Member, B\",\"vote\":\"UPHELD\"},{\"member\":\"Member, C\",\"vote\":\"DISMISSED\"}],"
                + "\"effects\":[{\"kind\":\"AMEND_RESULT\",\"result\":\"1/2-1/2\",\"termination\":\"TIME_FORFEIT_DRAW\",\"article\":\"6.10\"}]}"));
        assertThat(decided.get("gameEvents").size()).isOne();

        JsonNode view = ok(arbiter.get("/api/games/" + id));
        assertThat(view.get("resultInForce").asText()).isEqualTo("1/2-1/2");
        assertThat(view.get("resultStanding").asText()).isEqualTo("DECIDED_ON_APPEAL");
        assertThat(view.get("appealDecision").get("appealId").asText()).isEqualTo(appeal);
        assertThat(view.get("result").asText()).as("the record's own result, never edited").isEqualTo("1/2-1/2");
        JsonNode events = ok(arbiter.get("/api/games/" + id + "/events"));
        JsonNode amended = events.get(events.size() - 1);
        assertThat(amended.get("type").asText()).isEqualTo("ResultAmendedOnAppeal");
        assertThat(amended.get("appealId").asText()).isEqualTo(appeal);
        assertThat(amended.get("recordedBy").get("name").asText()).isEqualTo("committee-appeals");
        assertThat(SERVER.http.get("/api/games/" + id + "/pgn").body()).contains("[Result \"1/2-1/2\"]")
                .contains("the result decided on appeal").contains(appeal);
        // the cross table comes from the read model, which follows the events within moments
        String cross = "";
        for (int i = 0; i < 100 && !cross.contains("as decided on appeal " + appeal); i++) {
            Http.Response r = arbiter.get("/api/events/Appeal%20Open/crosstable");
            cross = r.status() == 200 ? r.body() : "";
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        assertThat(cross).contains("as decided on appeal " + appeal);
        JsonNode decision = ok(committee.get("/api/appeals/" + appeal)).get("decision");
        assertThat(decision.get("feeReturned").asBoolean()).isTrue();
        assertThat(decision.get("gameHeadHash").asText()).hasSize(64);
        assertThat(ok(committee.get("/api/games/" + id + "/appeals")).size()).isOne();
        // the game's timeline shows the appeal's events among the game's, in order
        JsonNode timeline = ok(committee.get("/api/games/" + id + "/timeline"));
        java.util.List<String> types = new java.util.ArrayList<>();
        timeline.forEach(row -> types.add(row.get("type").asText()));
        assertThat(types).containsSubsequence("ScoresheetSigned", "AppealLodged", "CommitteeFormed", "StatementRecorded",
                "ReadjudicationAttached", "AppealDecided", "ResultAmendedOnAppeal");
        assertThat(timeline.get(types.indexOf("AppealLodged")).get("appealId").asText()).isEqualTo(appeal);
        assertThat(timeline.get(0).has("appealId")).as("the game's own rows as before").isFalse();

        // the decision document, as a page and as PDF, resting on the record by its digest
        Http.Response page = committee.get("/api/appeals/" + appeal + "/decision");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.contentType()).startsWith("text/html");
        assertThat(page.body()).contains("Decision of the Appeals Committee", "Appeal Open", "Chair, A (GER)", "UPHELD",
                "White could not checkmate", "Chair, A UPHELD", "Member, C DISMISSED", "the fee is returned", "<svg",
                "4k3/8/8/8/8/8/8/4K1N1", page.header("X-Record-Digest"), decision.get("gameHeadHash").asText());
        String pdfText = committee.pdfText("/api/appeals/" + appeal + "/decision?format=pdf");
        assertThat(pdfText).contains("Decision of the Appeals Committee", "Re-adjudication under FIDE_2005: 1/2-1/2",
                "AMEND_RESULT 1/2-1/2", page.header("X-Record-Digest"));
        // in Russian (issue 37): the document's words, the editions' and the decisions' names; the record's names,
        // grounds and reasons as recorded; the same record and digest
        Http.Response russian = committee.get("/api/appeals/" + appeal + "/decision?lang=ru");
        assertThat(russian.status()).isEqualTo(200);
        assertThat(russian.header("X-Record-Digest")).isEqualTo(page.header("X-Record-Digest"));
        assertThat(russian.body()).contains("<html lang=\"ru\">", "<title>Решение апелляционного комитета</title>", "Состав комитета",
                "Chair, A (GER)", "Chair, A удовлетворена", "Member, C отклонена", "взнос возвращается", "Правила шахмат ФИДЕ 2005",
                "Запись, на которой основано решение", decision.get("gameHeadHash").asText())
                .doesNotContain("Decision of the Appeals Committee", "UPHELD", "The hearing", "the fee is");
        String russianPdf = committee.pdfText("/api/appeals/" + appeal + "/decision?format=pdf&lang=ru");
        assertThat(russianPdf).contains("Решение апелляционного комитета", "Повторное рассмотрение (Правила шахмат ФИДЕ 2005): 1/2-1/2",
                "Мера: изменить результат 1/2-1/2", page.header("X-Record-Digest"));

        // a second appeal against a result decided on appeal: recorded and refused, the decision is final
        String again = lodge(arbiter, id, "WHITE", "[]", T0.plusSeconds(700), "the signatures should stand");
        JsonNode second = ok(committee.get("/api/appeals/" + again));
        assertThat(second.get("status").asText()).isEqualTo("REFUSED");
        assertThat(second.get("refused").get("refusal").asText()).isEqualTo("ALREADY_DECIDED_ON_APPEAL");
        assertProblem(committee.post("/api/appeals/" + again + "/commands", COMMITTEE), 409, "refused");
        assertProblem(committee.post("/api/appeals/" + appeal + "/commands", COMMITTEE), 409, "final");
    }

    /**
     * A game's appeals and an event's are found through the appeal index (issue 36), never missing one: an
     * appeal the game-views processor has not handled yet (here, with the processor stopped) is listed from
     * the events stored after its position, and once handled, from the index; each list equals the one found
     * by reading every appeal of the store.
     */
    @Test
    void theAppealsOfAGameAreListedFromTheIndexAndThoseLodgedSince() throws InterruptedException {
        Http arbiter = SERVER.http.as(token("arbiter-index", "ARBITER"));
        String id = game(arbiter, "FIDE_2023", "60", "4k3/8/8/8/8/8/8/4K1N1 b - - 0 1");
        String other = game(arbiter, "FIDE_2023", "60", "4k3/8/8/8/8/8/8/4K1N1 b - - 0 1");
        for (String g : List.of(id, other)) {
            SERVER.server.send(g, "StartClocks", T0, "");
            SERVER.server.send(g, "ClaimFlagFall", T0.plusSeconds(61), "\"player\":\"WHITE\"");
        }
        String first = lodge(arbiter, id, "BLACK", "[]", T0.plusSeconds(300), "the first");
        lodge(arbiter, other, "BLACK", "[]", T0.plusSeconds(300), "another game's");
        com.mongodb.client.MongoCollection<org.bson.Document> index = SERVER.server.bean(com.mongodb.client.MongoDatabase.class)
                .getCollection("appeal_index");
        // an appeal lodged after a position is read from the store by position, before any processor has handled it
        long before = SERVER.server.bean(org.axonframework.eventsourcing.eventstore.EventStore.class).createHeadToken().position()
                .orElseThrow();
        String second = lodge(arbiter, id, "WHITE", "[]", T0.plusSeconds(310), "the second");
        assertThat(SERVER.server.bean(adjudicator.command.record.StoredEvents.class).startedAfter(before,
                adjudicator.command.appeal.AppealEvent.AppealLodged.class.getName())).contains(List.of(second));
        JsonNode listed = ok(arbiter.get("/api/games/" + id + "/appeals"));
        assertThat(listed).hasSize(2);
        assertThat(listed.get(0).get("appealId").asText()).isEqualTo(first);
        assertThat(listed.get(1).get("appealId").asText()).isEqualTo(second);

        for (int tries = 0; tries < 200 && index.countDocuments(com.mongodb.client.model.Filters.eq("_id", second)) == 0; tries++) {
            Thread.sleep(50);
        }
        assertThat(index.countDocuments(com.mongodb.client.model.Filters.eq("gameId", id))).isEqualTo(2);
        adjudicator.query.appeal.AppealIndex byIndex = SERVER.server.bean(adjudicator.query.appeal.AppealIndex.class);
        adjudicator.command.appeal.AppealReader everyAppeal = SERVER.server.bean(adjudicator.command.appeal.AppealReader.class);
        for (String g : List.of(id, other)) {
            assertThat(byIndex.ofGame(g).stream().map(a -> a.lodged().appealId()).toList())
                    .isEqualTo(everyAppeal.ofGame(g).stream().map(a -> a.lodged().appealId()).toList());
        }
        assertThat(byIndex.ofEvent(EVENT).stream().map(a -> a.lodged().appealId()).toList()).contains(first, second)
                .isEqualTo(everyAppeal.ofEvent(EVENT).stream().map(a -> a.lodged().appealId()).toList());
        // once handled, the index is what is read: an entry taken out of it is not found by reading every appeal
        org.bson.Document entry = index.find(com.mongodb.client.model.Filters.eq("_id", second)).first();
        index.deleteOne(com.mongodb.client.model.Filters.eq("_id", second));
        try {
            assertThat(byIndex.ofGame(id).stream().map(a -> a.lodged().appealId()).toList()).containsExactly(first);
        } finally {
            index.insertOne(entry);
        }
    }

    @Test
    void twoAppealsOfOneGame_theirEventsInTheTimelineInTheOrderReceived() {
        Http arbiter = SERVER.http.as(token("arbiter-two-appeals", "ARBITER"));
        Http committee = SERVER.http.as(token("committee-two-appeals", "APPEALS"));
        String id = game(arbiter, "FIDE_2023", "60", "4k3/8/8/8/8/8/8/4K1N1 b - - 0 1");
        SERVER.server.send(id, "StartClocks", T0, "");
        SERVER.server.send(id, "ClaimFlagFall", T0.plusSeconds(61), "\"player\":\"WHITE\"");
        // the first appeal lodged, then the second, then the first heard: three events, received in that order
        String first = lodge(arbiter, id, "BLACK", "[]", T0.plusSeconds(300), "the first");
        String second = lodge(arbiter, id, "WHITE", "[]", T0.plusSeconds(310), "the second");
        ok(committee.post("/api/appeals/" + first + "/commands", COMMITTEE));

        JsonNode timeline = ok(committee.get("/api/games/" + id + "/timeline"));
        java.util.List<String> appealRows = new java.util.ArrayList<>();
        java.util.List<String> received = new java.util.ArrayList<>();
        timeline.forEach(row -> {
            received.add(row.get("recordedAt").asText());
            if (row.has("appealId")) {
                appealRows.add(row.get("type").asText() + " " + (row.get("appealId").asText().equals(first) ? "first" : "second"));
            }
        });
        assertThat(appealRows).containsExactly("AppealLodged first", "AppealLodged second", "CommitteeFormed first");
        assertThat(received.stream().map(Instant::parse).toList()).as("in the order the server received them").isSorted();
        assertThat(second).isNotEqualTo(first);
    }

    @Test
    void anAppealDismissed_aLateAppeal_andAMemberStandingAside() {
        Http arbiter = SERVER.http.as(token("arbiter-appeals-2", "ARBITER"));
        Http committee = SERVER.http.as(token("committee-appeals-2", "APPEALS"));
        String id = game(arbiter, "FIDE_2023", "5400+30", null);
        SERVER.server.send(id, "StartClocks", T0, "");
        SERVER.server.send(id, "Resign", T0.plusSeconds(100), "\"player\":\"WHITE\"");
        // 61 minutes after the end of a standard game: recorded, and refused as late (C.11 3.4.1)
        String late = lodge(arbiter, id, "WHITE", "[]", T0.plusSeconds(100 + 61 * 60), "I did not mean to resign");
        JsonNode refused = ok(committee.get("/api/appeals/" + late));
        assertThat(refused.get("status").asText()).isEqualTo("REFUSED");
        assertThat(refused.get("refused").get("refusal").asText()).isEqualTo("LATE");
        assertThat(refused.get("refused").get("reason").asText()).contains("60 minutes").contains("C.11 3.4.1");
        assertThat(refused.get("lodged").get("lawsArticle").asText()).isEqualTo("11.10");

        String appeal = lodge(arbiter, id, "WHITE", "[2]", T0.plusSeconds(100 + 30 * 60), "I did not mean to resign");
        ok(committee.post("/api/appeals/" + appeal + "/commands", COMMITTEE));
        JsonNode aside = ok(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"StandAside\",\"member\":\"Member, B\","
                + "\"reason\":\"he was the arbiter of the round\"}"));
        assertThat(aside.get("appended").asInt()).isOne();
        JsonNode sitting = ok(committee.get("/api/appeals/" + appeal)).get("committee").get("sitting");
        assertThat(sitting.toString()).contains("Reserve, D").doesNotContain("Member, B");
        assertProblem(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"decision\":\"DISMISSED\","
                + "\"reasons\":\"r\",\"votes\":[{\"member\":\"Member, B\",\"vote\":\"DISMISSED\"}]}"), 400, "does not sit");
        ok(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"decision\":\"DISMISSED\","
                + "\"reasons\":\"A resignation is final (5.1.2)\",\"articles\":[\"5.1.2\"],\"votes\":[{\"member\":\"Chair, A\",\"vote\":\"DISMISSED\"},"
                + "{\"member\":\"Reserve, D\",\"vote\":\"DISMISSED\"},{\"member\":\"Member, C\",\"vote\":\"DISMISSED\"}]}"));
        JsonNode decided = ok(committee.get("/api/appeals/" + appeal)).get("decision");
        assertThat(decided.get("decision").asText()).isEqualTo("DISMISSED");
        assertThat(decided.get("feeReturned").asBoolean()).isFalse();
        assertThat(ok(arbiter.get("/api/games/" + id)).get("resultInForce").asText()).as("unchanged").isEqualTo("0-1");
        // a second appeal against the ruling (event 2) decided on appeal: refused
        String again = lodge(arbiter, id, "WHITE", "[2]", T0.plusSeconds(100 + 40 * 60), "again");
        assertThat(ok(committee.get("/api/appeals/" + again)).get("refused").get("refusal").asText()).isEqualTo("ALREADY_DECIDED_ON_APPEAL");
    }

    @Test
    void aGameResumedOnAppealFromAnEarlierPositionWithCorrectedClocks_isPlayedToTheEnd() {
        Http arbiter = SERVER.http.as(token("arbiter-appeals-3", "ARBITER"));
        Http committee = SERVER.http.as(token("committee-appeals-3", "APPEALS"));
        String id = game(arbiter, "FIDE_2017", "300", null);
        SERVER.server.send(id, "StartClocks", T0, "");
        SERVER.server.send(id, "MakeMove", T0.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"f3\"");
        SERVER.server.send(id, "PressClock", T0.plusSeconds(6), "\"player\":\"WHITE\"");
        SERVER.server.send(id, "MakeMove", T0.plusSeconds(10), "\"player\":\"BLACK\",\"move\":\"e5\"");
        JsonNode pressed = SERVER.server.send(id, "PressClock", T0.plusSeconds(11), "\"player\":\"BLACK\"");
        long blacksPress = pressed.get(pressed.size() - 1).get("seq").asLong();
        // White's flag falls (a faulty clock, the appeal says); the record gives Black the game
        SERVER.server.send(id, "ClaimFlagFall", T0.plusSeconds(400), "\"player\":\"BLACK\"");
        assertThat(ok(arbiter.get("/api/games/" + id)).get("status").asText()).isEqualTo("FINISHED");
        String appeal = lodge(arbiter, id, "WHITE", "[]", T0.plusSeconds(500), "the clock was faulty");
        ok(committee.post("/api/appeals/" + appeal + "/commands", COMMITTEE));
        // the record without the disputed claim: the game would go on
        long claim = -1;
        for (JsonNode e : ok(arbiter.get("/api/games/" + id + "/events"))) {
            if (e.get("type").asText().equals("FlagFallClaimed")) {
                claim = e.get("seq").asLong();
            }
        }
        JsonNode without = ok(committee.post("/api/appeals/" + appeal + "/readjudication?without=" + claim, "")).get("evidence");
        assertThat(without.get("without").toString()).isEqualTo("[" + claim + "]");
        assertThat(without.get("readjudicatedResult").isNull()).as("no result: the game goes on").isTrue();
        assertProblem(committee.post("/api/appeals/" + appeal + "/readjudication?without=0", ""), 422, "no fact");
        ok(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + T0.plusSeconds(550)
                + "\",\"decision\":\"UPHELD\",\"reasons\":\"The clock was faulty: the game resumes after 1.f3 e5 with the times before the fault\","
                + "\"votes\":[{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"},{\"member\":\"Member, B\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"Member, C\",\"vote\":\"UPHELD\"}],"
                + "\"effects\":[{\"kind\":\"RESUME\",\"afterEvent\":" + blacksPress + ",\"whiteRemainingMs\":294000,\"blackRemainingMs\":295000}]}"));
        JsonNode view = ok(arbiter.get("/api/games/" + id));
        assertThat(view.get("status").asText()).isEqualTo("IN_PROGRESS");
        assertThat(view.get("fen").asText()).startsWith("rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w");
        assertThat(view.get("clocks").get("white").get("remainingMs").asLong()).isEqualTo(294_000);
        assertThat(view.get("clocks").get("white").get("flagFallen").asBoolean()).isFalse();
        assertThat(view.get("clocks").get("running").isNull()).as("stopped until the arbiter starts them").isTrue();
        // the arbiter starts the clocks again, and the game is played to its end
        Instant resume = T0.plusSeconds(600);
        SERVER.server.send(id, "ResumeClocks", resume, "");
        SERVER.server.send(id, "MakeMove", resume.plusSeconds(5), "\"player\":\"WHITE\",\"move\":\"g4\"");
        SERVER.server.send(id, "PressClock", resume.plusSeconds(6), "\"player\":\"WHITE\"");
        JsonNode mate = SERVER.server.send(id, "MakeMove", resume.plusSeconds(10), "\"player\":\"BLACK\",\"move\":\"Qh4#\"");
        assertThat(mate.get(mate.size() - 1).get("termination").asText()).isEqualTo("CHECKMATE");
        JsonNode end = ok(arbiter.get("/api/games/" + id));
        assertThat(end.get("result").asText()).isEqualTo("0-1");
        assertThat(end.get("clocks").get("white").get("remainingMs").asLong()).as("the corrected time, less the move")
                .isEqualTo(294_000 - 6_000);
        // the record keeps everything: the flag fall, the resumption citing the appeal, the moves after it
        String events = ok(arbiter.get("/api/games/" + id + "/events")).toString();
        assertThat(events).contains("FlagFell").contains("GameResumedOnAppeal").contains(appeal).contains("Qh4#");
    }

    @Test
    void aTournamentGameAnnulledOnAppealAndOrderedReplayed_getsANewGameOfTheSamePairing_underTheRegulationsDeadline() {
        String cup = "Appeal Cup";
        Http arbiter = SERVER.http.as(token("arbiter-appeals-4", "ARBITER", cup));
        Http committee = SERVER.http.as(token("committee-appeals-4", "APPEALS", cup));
        String t = "/api/tournaments/" + ok(arbiter.post("/api/tournaments", "{\"name\":\"" + cup + "\",\"rounds\":1,"
                + "\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\",\"appealDeadlineMinutes\":30}")).get("tournamentId").asText();
        ok(arbiter.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"One, A\",\"federation\":\"FRA\"}"));
        ok(arbiter.post(t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"Two, B\",\"federation\":\"ESP\"}"));
        ok(arbiter.post(t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"games\":[{\"white\":1,\"black\":2}]}"));
        String first = ok(arbiter.post(t + "/rounds/1/games?at=" + T0.minusSeconds(60), "")).get("boards").get(0).get("gameId").asText();
        SERVER.server.send(first, "StartClocks", T0, "");
        SERVER.server.send(first, "Resign", T0.plusSeconds(100), "\"player\":\"BLACK\"");
        // the competition's deadline, 30 minutes, not C.11's hour
        String late = lodge(arbiter, first, "BLACK", "[]", T0.plusSeconds(100 + 31 * 60), "late");
        assertThat(ok(committee.get("/api/appeals/" + late)).get("lodged").get("deadlineBasis").asText())
                .isEqualTo("the regulations of " + cup);
        assertThat(ok(committee.get("/api/appeals/" + late)).get("status").asText()).isEqualTo("REFUSED");
        String appeal = lodge(arbiter, first, "BLACK", "[]", T0.plusSeconds(100 + 20 * 60), "the pieces were set up wrongly");
        // Member, B is Spanish like Black (Two, B): he stands aside for the reserve
        ok(committee.post("/api/appeals/" + appeal + "/commands", COMMITTEE));
        assertThat(ok(committee.get("/api/appeals/" + appeal)).get("committee").get("stoodAside").toString()).contains("Member, B", "ESP");
        ok(committee.post("/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + T0.plusSeconds(2000)
                + "\",\"decision\":\"UPHELD\",\"reasons\":\"the initial position was wrong\",\"votes\":["
                + "{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"},{\"member\":\"Reserve, D\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"Member, C\",\"vote\":\"UPHELD\"}],\"effects\":[{\"kind\":\"ANNUL_AND_REPLAY\"}]}"));
        assertThat(ok(arbiter.get("/api/games/" + first)).get("status").asText()).isEqualTo("ANNULLED");
        JsonNode board = ok(arbiter.get(t + "/rounds/1")).get("boards").get(0);
        assertThat(board.get("gameId").isNull()).as("the board waits for its replay").isTrue();
        String replay = ok(arbiter.post(t + "/rounds/1/games?at=" + T0.plusSeconds(3000), "")).get("boards").get(0).get("gameId").asText();
        assertThat(replay).isNotEqualTo(first);
        JsonNode again = ok(arbiter.get("/api/games/" + replay));
        assertThat(again.get("white").asText()).isEqualTo("One, A");
        assertThat(ok(arbiter.get(t + "/events")).toString()).contains("ReplayOrdered").contains(appeal);
        assertThat(ok(arbiter.get(t + "/appeals")).size()).isEqualTo(2);
        // the tournament report lists the appeals, and rests on every game of the tournament, the annulled one too
        String report = arbiter.pdfText(t + "/report");
        assertThat(report).contains("Appeals", "the pieces were set up", "UPHELD", "refused (LATE)", "game " + first + " ",
                "game " + replay + " ");
    }
}
