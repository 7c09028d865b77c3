package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A record stored by an earlier version, and every answer that version gave on it, in
 * {@code stored/VERSION/}: {@code events.db.gz} (the embedded store's file: games of every edition, the
 * scenarios and seeded random commands, every event type that version had, snapshots of that version's
 * form) and {@code expected.json.gz} (events, states, positions after events, states at instants, PGN,
 * timelines, scoresheets, the event's records; for a record stored since the hash chain also each game's
 * verification and appeals, the tournaments' and the appeals' answers and the store's verification, with
 * {@code keys.json.gz}, the key directory its checkpoints were signed with). The record must load, and
 * every one of those answers must be given again, byte for byte where the answer is text: nothing a user
 * sees may change. What was added since is checked apart (see each subclass): for a record stored before
 * the chain, the account that sent each command, the hash chain's fields (null), {@code GameCreated} in
 * the form of its current revision and what issues 20.3 and 20.5 added to the answers. One subclass per
 * stored record: {@link StoredRecord1bc719dTest}, {@link StoredRecord74c3079Test},
 * {@link StoredRecord91d63dbTest}; {@link StoredRecordWriter} writes a new one.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class StoredRecordTest {

    /** The commit that stored the record (its folder under {@code stored/}). */
    private final String version;
    /** Whether that version recorded the account behind each event ({@code recordedBy}). */
    private final boolean recordsAccounts;
    /**
     * Whether that version kept the hash chain: its events' hashes are served as stored, its store is
     * covered by its checkpoints, signed with the key kept beside the record ({@code keys.json.gz}), and
     * its answers are compared as they are. A record stored before the chain was also stored before the
     * signatures of 8.7 (issue 20.3), the forfeit marks and sanction losses (20.5) and the later revisions
     * of its events: its answers are compared with what was added since taken out.
     */
    private final boolean chained;
    /** How many games the record holds, and how many events its store (games, tournaments and appeals). */
    private final int gameCount;
    private final int eventCount;
    /** How many of the record's games a rule corrected since that version rules otherwise, replayed under its own edition. */
    private final int gamesRuledOtherwiseSince;

    Path dataDir;

    TestServer server;
    Http http;
    JsonNode expected;



    /** A record stored before the hash chain: 76 games, 1,578 events. */
    StoredRecordTest(String version, boolean recordsAccounts, int gamesRuledOtherwiseSince) {
        this(version, recordsAccounts, false, 76, 1578, gamesRuledOtherwiseSince);
    }

    StoredRecordTest(String version, boolean recordsAccounts, boolean chained, int gameCount, int eventCount,
                     int gamesRuledOtherwiseSince) {
        this.version = version;
        this.recordsAccounts = recordsAccounts;
        this.chained = chained;
        this.gameCount = gameCount;
        this.eventCount = eventCount;
        this.gamesRuledOtherwiseSince = gamesRuledOtherwiseSince;
    }

    @BeforeAll
    void start() throws IOException {
        dataDir = Files.createTempDirectory("stored-" + version);
        if (chained) {
            // the key directory beside the data directory, where the test server looks for it
            StoredRecordWriter.restore(dataDir, resource("events.db.gz"), resource("keys.json.gz"));
        } else {
            try (InputStream in = new GZIPInputStream(resource("events.db.gz"))) {
                Files.copy(in, dataDir.resolve("events.db"));
            }
        }
        try (InputStream in = new GZIPInputStream(resource("expected.json.gz"))) {
            expected = new ObjectMapper().readTree(in);
        }
        server = TestServer.start(dataDir);
        http = server.http;
    }

    InputStream resource(String name) {
        return StoredRecordTest.class.getResourceAsStream("/stored/" + version + "/" + name);
    }

    @AfterAll
    void stop() throws IOException {
        try {
            server.assertEveryGameVerifies();
            assertOnlyTheCorrectedRulingsDiverge();
        } finally {
            server.stopUnchecked();
        }
        try (var files = Files.walk(dataDir)) {
            for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
    }


    /**
     * Replayed under its own edition, every game gives its own record, except those in which a ruling
     * that a later version corrected was made: one irregularity is one illegal move (issue 20.1), where
     * that version reinstated the position before the latest illegal move and this one the earliest.
     * Their records stand as recorded (nothing is edited); re-adjudication shows the difference, as an
     * appeals committee would want to see it, first at the report of the illegal move.
     */
    private void assertOnlyTheCorrectedRulingsDiverge() {
        List<adjudicator.command.decide.Readjudication.Report> diverging = server.notReplayingAsRecorded();
        for (adjudicator.command.decide.Readjudication.Report report : diverging) {
            assertThat(report.firstDivergence()).as(ReadjudicateCommand.line(report)).isNotNull();
            assertThat(report.firstDivergence().recorded()).as(ReadjudicateCommand.line(report))
                    .isInstanceOf(adjudicator.command.api.IllegalMoveDetected.class);
        }
        assertThat(diverging).hasSize(gamesRuledOtherwiseSince);
    }

    /**
     * The rows as that version gave them: without their {@code recordedBy}, which must be null, where
     * it had no accounts; as they are where it had.
     */
    private JsonNode withoutAccounts(JsonNode rows) {
        if (recordsAccounts) {
            return rows;
        }
        for (JsonNode row : rows) {
            assertThat(row.has("recordedBy")).as("recordedBy beside actor").isTrue();
            assertThat(row.get("recordedBy").isNull()).as("no account on a record made before accounts").isTrue();
            ((ObjectNode) row).remove("recordedBy");
        }
        return rows;
    }

    /**
     * The events without their hashes ({@code recordHash}, {@code previousHash}), which must be null:
     * the earlier versions had no chain; and as {@link #withoutAccounts}.
     */
    private JsonNode withoutAccountsAndHashes(JsonNode rows) {
        if (chained) {
            return rows; // as stored
        }
        for (JsonNode row : rows) {
            for (String field : List.of("recordHash", "previousHash")) {
                assertThat(row.has(field)).as(field + " in the trail").isTrue();
                assertThat(row.get(field).isNull()).as("no " + field + " on a record made before the chain").isTrue();
                ((ObjectNode) row).remove(field);
            }
        }
        return withoutAccounts(rows);
    }

    /**
     * The trail as that version gave it, with its {@code GameCreated} in the form of revision 2, in
     * which the trail now gives it (read through {@code GameCreatedUpcaster}): each player's name as
     * text became {@code {"name": ..., "fideId": null}}; and the fields that revision 2 of
     * {@code PositionRestored} ({@code annulledMoves}), {@code IllegalMoveDetected} ({@code timeWaivedBy})
     * and {@code ClaimRejected} ({@code timeSource}) added, null. Nothing else of the trail may differ.
     */
    private JsonNode asCurrentRevisions(JsonNode trail) {
        if (chained) {
            return trail; // stored in their current revisions
        }
        JsonNode out = trail.deepCopy();
        for (JsonNode event : out) {
            // the fields revision 2 added, which revision 1 did not record: null
            switch (event.get("type").asText()) {
                case "PositionRestored" -> ((ObjectNode) event).putNull("annulledMoves");
                case "IllegalMoveDetected" -> ((ObjectNode) event).putNull("timeWaivedBy");
                case "ClaimRejected" -> ((ObjectNode) event).putNull("timeSource");
                // and the fields of the competition's regulations (revision 3 of GameCreated, 2 of the draw's events)
                case "GameCreated" -> ((ObjectNode) event).putNull("regulations");
                case "DrawOffered" -> ((ObjectNode) event).putNull("againstRegulations").putNull("regulationsArticle");
                case "DrawAgreed" -> ((ObjectNode) event).putNull("arbiterConsent");
                default -> { }
            }
        }
        ObjectNode created = (ObjectNode) out.get(0);
        assertThat(created.get("type").asText()).isEqualTo("GameCreated");
        for (String side : List.of("white", "black")) {
            if (created.get(side).isTextual()) {
                ObjectNode player = created.objectNode();
                player.put("name", created.get(side).asText());
                player.putNull("fideId");
                created.set(side, player);
            }
        }
        return out;
    }

    /**
     * The timeline CSV as that version gave it: without its columns 5 and 6 ({@code recordedBy,recordedByRole}),
     * which must be empty, where it had no accounts.
     */
    private String withoutAccountColumns(String csv) {
        if (recordsAccounts) {
            return csv;
        }
        StringBuilder out = new StringBuilder();
        boolean header = true;
        for (String line : csv.split("\r\n")) {
            // the first four columns (seq, at, recordedAt, actor) never hold a comma
            String[] cells = line.split(",", 7);
            if (header) {
                assertThat(cells[4] + "," + cells[5]).isEqualTo("recordedBy,recordedByRole");
                header = false;
            } else {
                assertThat(cells[4] + cells[5]).as("no account on a record made before accounts").isEmpty();
            }
            out.append(String.join(",", cells[0], cells[1], cells[2], cells[3], cells[6])).append("\r\n");
        }
        return out.toString();
    }

    List<String> games() {
        List<String> ids = new ArrayList<>();
        expected.fieldNames().forEachRemaining(name -> {
            if (!StoredRecordWriter.NOT_GAMES.contains(name)) {
                ids.add(name);
            }
        });
        return ids;
    }

    @Test
    @Order(1)
    void everyGameReadsAsTheVersionThatStoredItReadIt() {
        List<String> ids = games();
        assertThat(ids).hasSize(gameCount);
        for (String id : ids) {
            JsonNode game = expected.get(id);
            String base = "/api/games/" + id;
            JsonNode events = withoutAccountsAndHashes(http.get(base + "/events").json());
            assertThat(events).as("events of %s", id).isEqualTo(asCurrentRevisions(game.get("events")));
            assertThat(withoutSignatures(http.get(base).json())).as("state of %s", id).isEqualTo(game.get("state"));
            Iterator<JsonNode> positions = game.get("positions").elements();
            Iterator<JsonNode> asOf = game.get("asOf").elements();
            for (int s = 0; s < events.size(); s += 3) {
                assertThat(withoutSignatures(http.get(base + "/position?afterEvent=" + s).json())).as("%s after event %d", id, s)
                        .isEqualTo(positions.next());
                JsonNode at = events.get(s).get("at");
                if (at != null && !at.isNull()) {
                    String instant = Instant.parse(at.asText()).plusMillis(700).toString();
                    assertThat(withoutSignatures(http.get(base + "?at=" + instant).json())).as("%s at %s", id, instant)
                            .isEqualTo(asOf.next());
                }
            }
            assertThat(http.get(base + "/pgn").body()).as("PGN of %s", id).isEqualTo(game.get("pgn").asText());
            assertThat(withoutAccounts(http.get(base + "/timeline").json())).as("timeline of %s", id).isEqualTo(game.get("timeline"));
            assertThat(withoutAccountColumns(http.get(base + "/timeline?format=csv").body())).isEqualTo(game.get("timelineCsv").asText());
            assertThat(http.get(base + "/scoresheet").json()).isEqualTo(game.get("scoresheet"));
            assertThat(http.get(base + "/scoresheet?lang=ru").json()).isEqualTo(game.get("scoresheetRu"));
            assertThat(http.get(base + "/scoresheet?format=text").body()).isEqualTo(game.get("scoresheetText").asText());
            assertThat(http.get(base + "/scoresheet?lang=ru&format=text").body()).isEqualTo(game.get("scoresheetRuText").asText());
            if (game.has("integrity")) {
                JsonNode integrity = http.get(base + "/integrity").json();
                assertThat(integrity.get("status").asText()).as("%s verifies", id).isEqualTo("SOUND");
                assertThat(integrity).as("verification of %s", id).isEqualTo(game.get("integrity"));
            }
            if (game.has("appeals")) {
                assertThat(http.get(base + "/appeals").json()).as("appeals of %s", id).isEqualTo(game.get("appeals"));
            }
        }
    }

    @Test
    @Order(2)
    void theEventsRecordsAreTheSame() throws InterruptedException {
        // the list and the records come from the games read model, rebuilt here from the stored events
        for (int i = 0; i < 300 && http.get("/api/games?limit=1000").json().size() < gameCount; i++) {
            Thread.sleep(100);
        }
        JsonNode records = expected.get("records");
        StoredRecordWriter.Layout layout = StoredRecordWriter.Layout.of(expected);
        for (String event : layout.events()) {
            String e = event.replace(" ", "%20");
            assertThat(withoutStanding(http.get("/api/events/" + e + "/results").json())).isEqualTo(records.get(event + " results"));
            assertThat(withoutShown(http.get("/api/events/" + e + "/crosstable").json())).isEqualTo(records.get(event + " crosstable"));
            assertThat(http.get("/api/games/pgn?event=" + e).body()).isEqualTo(records.get(event + " pgn").asText());
        }
        for (String player : layout.players()) {
            assertThat(withoutSanctionLosses(http.get("/api/players/" + player + "/penalties").json()))
                    .isEqualTo(records.get(player + " penalties"));
        }
    }

    /**
     * A game's view without what was added since (issue 20.3), which a record without signatures must
     * show so: a finished game's result in force, the record's, {@code UNSIGNED}, no signature.
     */
    private JsonNode withoutSignatures(JsonNode view) {
        withoutInForce(view, null);
        if (!chained && view.has("resultStanding")) {
            assertThat(view.get("resultStanding").asText()).isEqualTo("UNSIGNED");
            assertThat(view.get("resultInForce")).isEqualTo(view.get("result"));
            assertThat(view.get("scoresheets").get("white").isNull() && view.get("scoresheets").get("black").isNull()).isTrue();
            assertThat(view.has("resultDecision")).isFalse();
            ((ObjectNode) view).remove(List.of("resultStanding", "resultInForce", "scoresheets"));
        }
        return view;
    }

    /** What issue 35 added to the answers: the ending in force beside the record's, the last ruling, the appeal's id, the last move
     * and the king in check, a round's players' titles, federations and ratings. */
    private static final java.util.Set<String> IN_FORCE = java.util.Set.of("terminationInForce", "terminationArticleInForce",
            "lastRuling", "recordedResult", "decidedOnAppeal", "resultInForce", "resultStanding", "decided", "lastMove", "checkSquare",
            "title", "federation", "rating");

    /**
     * {@code now} without the fields issue 35 added ({@link #IN_FORCE}) where {@code was} (the same answer as the version that
     * stored the record gave it; null for a game's view or the register, which had none of the endings in force) lacks
     * them; each ending in force removed is the record's own where no appeal or arbiter decided otherwise, and a last
     * ruling is one of the view's rulings.
     */
    private static void withoutInForce(JsonNode now, JsonNode was) {
        if (now instanceof ObjectNode o) {
            if (o.has("terminationInForce") && o.has("termination") && !o.has("appealDecision") && !o.has("decidedOnAppeal")
                    && !o.has("resultDecision") && (o.path("decidedBy").isMissingNode() || o.path("decidedBy").isNull())
                    && o.path("resultStanding").asText("").matches("SIGNED|UNSIGNED|AS_WRITTEN_IN_SOURCE")) {
                assertThat(o.get("terminationInForce")).as("the ending in force of %s", o).isEqualTo(o.get("termination"));
                assertThat(o.get("terminationArticleInForce")).as("its article").isEqualTo(o.get("terminationArticle"));
            }
            if (o.has("lastRuling") && !o.get("lastRuling").isNull()) {
                assertThat(o.get("rulings")).as("the last ruling among the rulings").contains(o.get("lastRuling"));
            }
            List<String> added = new ArrayList<>();
            o.fieldNames().forEachRemaining(name -> {
                if (IN_FORCE.contains(name) && (was == null ? !name.equals("resultInForce") && !name.equals("resultStanding")
                        : !was.has(name))) {
                    added.add(name);
                }
            });
            o.remove(added);
            o.fields().forEachRemaining(f -> withoutInForce(f.getValue(), was == null ? null : was.get(f.getKey())));
        } else if (now != null && now.isArray()) {
            for (int i = 0; i < now.size(); i++) {
                withoutInForce(now.get(i), was == null ? null : was.get(i));
            }
        }
    }

    /** The register without what was added since (issue 20.3): each line's standing, unsigned where finished. */
    private JsonNode withoutStanding(JsonNode register) {
        withoutInForce(register, null);
        if (chained) {
            return register;
        }
        for (JsonNode line : register) {
            assertThat(line.get("resultStanding").isNull() || line.get("resultStanding").asText().equals("UNSIGNED"))
                    .as(line.toString()).isTrue();
            assertThat(line.get("decidedBy").isNull() && line.get("decisionArticle").isNull()).isTrue();
            ((ObjectNode) line).remove(List.of("resultStanding", "decidedBy", "decisionArticle"));
        }
        return register;
    }

    /** The state that version gave of a game. */
    private JsonNode stateOf(String gameId) {
        return expected.get(gameId).get("state");
    }

    /**
     * The cross table without what was added since (issue 20.5): each cell's {@code shown}, which must be
     * its score, or {@code +} / {@code -} where the game was won / lost by forfeit.
     */
    private JsonNode withoutShown(JsonNode table) {
        if (chained) {
            return table;
        }
        for (JsonNode row : table) {
            row.get("rounds").forEach(cell -> {
                String score = cell.get("score").asText();
                boolean forfeit = "FORFEIT".equals(stateOf(cell.get("gameId").asText()).path("termination").asText());
                String shown = !forfeit ? score : score.equals("0") ? "-" : score.equals("1") ? "+" : "=";
                assertThat(cell.get("shown").asText()).as(cell.toString()).isEqualTo(shown);
                ((ObjectNode) cell).remove("shown");
            });
        }
        return table;
    }

    /**
     * The register without what was added since (issue 20.5): the losses imposed as sanctions by a
     * game's ending, one for each game of the player that ended so and that he lost, under the article
     * the game ended under.
     */
    private JsonNode withoutSanctionLosses(JsonNode register) {
        if (chained) {
            return register;
        }
        com.fasterxml.jackson.databind.node.ArrayNode kept = register.deepCopy();
        kept.removeAll();
        for (JsonNode entry : register) {
            JsonNode penalty = entry.get("penalty");
            if (penalty.get("reason").asText("").startsWith("game lost: ")) {
                JsonNode state = stateOf(entry.get("gameId").asText());
                assertThat(List.of("ILLEGAL_MOVES", "ELECTRONIC_DEVICE", "PERSISTENT_REFUSAL")).as(entry.toString())
                        .contains(state.get("termination").asText());
                assertThat(penalty.get("penalty").asText()).isEqualTo("LOSS_OF_GAME");
                assertThat(penalty.get("article").asText()).isEqualTo(state.get("terminationArticle").asText());
            } else {
                kept.add(entry);
            }
        }
        return kept;
    }

    @Test
    @Order(3)
    void aRecordStoredBeforeTheChainIsUnprotectedAndServed_andOneStoredSinceIsSoundUnderItsKey() {
        if (chained) {
            aRecordStoredSinceTheChainIsSound();
            return;
        }
        JsonNode store = http.get("/api/admin/integrity").json();
        assertThat(store.get("games").asInt()).isEqualTo(76);
        assertThat(store.get("events").asInt()).isEqualTo(1578);
        assertThat(store.get("unprotected")).hasSize(76);
        assertThat(store.get("failing")).isEmpty();
        JsonNode game = http.get("/api/games/" + games().get(0) + "/integrity").json();
        assertThat(game.get("status").asText()).isEqualTo("UNPROTECTED");
        assertThat(game.get("protectedFrom").isNull()).isTrue();

        // the first signed checkpoint chains them as stored: protected from then on
        Http.Response signed = http.post("/api/admin/integrity/checkpoints", "");
        assertThat(signed.status()).isEqualTo(201);
        assertThat(signed.json().get("heads")).hasSize(76);
        JsonNode after = http.get("/api/games/" + games().get(0) + "/integrity").json();
        assertThat(after.get("status").asText()).isEqualTo("SOUND");
        assertThat(after.get("protectedFrom").asText()).isEqualTo(signed.json().get("issuedAt").asText());
        assertThat(http.get("/api/admin/integrity").json().get("sound").asInt()).isEqualTo(76);
    }

    /**
     * Every record of the store (games, tournaments, appeals) verifies under the checkpoints signed when
     * it was stored, with the key kept beside it, and the store's verification, latest checkpoint, public
     * key and game list are as that version gave them.
     */
    private void aRecordStoredSinceTheChainIsSound() {
        JsonNode was = expected.get("store");
        JsonNode store = http.get("/api/admin/integrity").json();
        int records = games().size() + expected.get("tournaments").size() + expected.get("appeals").size();
        assertThat(store.get("games").asInt()).as("records in the store").isEqualTo(records);
        assertThat(store.get("events").asInt()).isEqualTo(eventCount);
        assertThat(store.get("sound").asInt()).isEqualTo(records);
        assertThat(store.get("unprotected")).isEmpty();
        assertThat(store.get("failing")).isEmpty();
        assertThat(store.get("checkpointProblems")).isEmpty();
        assertThat(store).isEqualTo(was.get("integrity"));
        assertThat(http.get("/api/integrity/checkpoints/latest").json()).isEqualTo(was.get("checkpoint"));
        assertThat(http.get("/api/integrity/key").json()).isEqualTo(was.get("key"));
        // each line without its board, which issue 35 added (the same game's view has it)
        JsonNode games = http.get("/api/games?limit=1000").json();
        games.forEach(line -> ((ObjectNode) line).remove("board"));
        assertThat(games).isEqualTo(was.get("games"));
    }

    /**
     * Each tournament's answers (its view, standings, cross table, rounds and their PGN, the TRF in both
     * versions, penalties, audit trail, verification, appeals, and the report: its digest and its text but
     * the instant it was made) and each appeal's (its view, its decision document as a page and the text of
     * its PDF, with the digest of the record it rests on), as that version gave them; for records that hold
     * them.
     */
    @Test
    @Order(4)
    void everyTournamentAndAppealReadsAsTheVersionThatStoredItReadThem() {
        org.junit.jupiter.api.Assumptions.assumeTrue(expected.has("tournaments"), "a record stored before tournaments and appeals");
        assertThat(expected.get("tournaments")).isNotEmpty();
        assertThat(expected.get("appeals")).isNotEmpty();
        for (Iterator<String> it = expected.get("tournaments").fieldNames(); it.hasNext(); ) {
            String id = it.next();
            assertEveryAnswer("tournament " + id, expected.get("tournaments").get(id), StoredRecordWriter.tournament(http, id));
        }
        assertThat(http.get("/api/tournaments").json()).isEqualTo(expected.get("tournamentList"));
        for (Iterator<String> it = expected.get("appeals").fieldNames(); it.hasNext(); ) {
            String id = it.next();
            assertEveryAnswer("appeal " + id, expected.get("appeals").get(id), StoredRecordWriter.appeal(http, id));
        }
    }

    /**
     * Each answer of {@code was}, by name, given again: JSON equal, text byte for byte; but for a tournament
     * report, whose layout issue 33 changed (its tables fit the page with every column whole, and it gained the
     * cross table, the rating changes and the standings after each round): its digest as it was, and its content
     * ({@link #assertSameReportContent}).
     */
    private static void assertEveryAnswer(String what, JsonNode was, JsonNode now) {
        assertThat(now.size()).as("answers of %s", what).isEqualTo(was.size());
        withoutInForce(now, was);
        for (Iterator<String> names = was.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (name.equals("report") && what.startsWith("tournament ")) {
                assertThat(now.get(name).get("digest")).as("%s: report digest", what).isEqualTo(was.get(name).get("digest"));
                assertSameReportContent(what, was.get(name).get("text").asText(), now.get(name).get("text").asText());
            } else if (was.get(name).isTextual()) {
                assertThat(now.path(name).asText(null)).as("%s: %s", what, name).isEqualTo(was.get(name).asText());
            } else {
                assertThat(now.get(name)).as("%s: %s", what, name).isEqualTo(was.get(name));
            }
        }
    }

    /**
     * The report says all it said: every line of the earlier report outside its standings table, in the same
     * order, and for each row of that table a row of this version's standings with the same rank, number,
     * points and tie-break values and the name (which that version cut at 28 characters).
     */
    private static void assertSameReportContent(String what, String was, String now) {
        List<String> before = List.of(was.split("\n"));
        List<String> after = List.of(now.split("\n"));
        int standings = before.indexOf(before.stream().filter(l -> l.startsWith("Standings after round")).findFirst().orElseThrow());
        int results = before.indexOf("Results");
        List<String> rows = before.subList(standings + 2, results);
        List<String> rest = new java.util.ArrayList<>(before.subList(0, standings + 1));
        rest.addAll(before.subList(results, before.size()));
        int at = 0;
        for (String line : rest) {
            int found = after.subList(at, after.size()).indexOf(line);
            assertThat(found).as("%s: the report's line \"%s\", in its order", what, line).isNotNegative();
            at += found + 1;
        }
        int table = after.indexOf(before.get(standings));
        for (String row : rows) {
            String name = row.substring(12, Math.min(row.length(), 40)).strip();
            String rank = row.substring(0, 5).strip();
            String number = row.substring(5, 10).strip();
            // the points and the tie-breaks, from column 67 of that version's line to its end
            String tail = row.length() > 66 ? row.substring(66).strip() : "";
            boolean present = after.subList(table, after.size()).stream().anyMatch(l -> {
                String[] fields = l.strip().split("\\s+");
                return fields.length > 2 && fields[0].equals(rank) && fields[1].equals(number) && l.contains(name)
                        && l.replaceAll("\\s+", " ").endsWith(tail.replaceAll("\\s+", " "));
            });
            assertThat(present).as("%s: the standings row \"%s\"", what, row).isTrue();
        }
    }

    /** Last: it adds events to the stored games. */
    @Test
    @Order(10)
    void aGameSnapshottedByTheEarlierVersionTakesNewCommands() {
        // the earlier version's snapshots are of another form (or of this form, for a record stored since the
        // last change of it): a game that had them loads and rules as its events say, and the state after the
        // new events is the fold of all its events
        int checked = 0;
        for (String id : games()) {
            JsonNode state = expected.get(id).get("state");
            if (!state.get("status").asText().equals("IN_PROGRESS") || state.get("lastEventSeq").asInt() < 20
                    || state.get("timeControl").asText().equals("-")) {
                continue;
            }
            String base = "/api/games/" + id;
            String at = Instant.parse(state.get("lastEventAt").asText()).plusSeconds(1).toString();
            Http.Response r = http.post(base + "/commands", "{\"type\":\"AwardTime\",\"at\":\"" + at
                    + "\",\"player\":\"BOTH\",\"amountMs\":1000}");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            JsonNode after = http.get(base).json();
            assertThat(after.get("lastEventSeq").asInt()).isEqualTo(state.get("lastEventSeq").asInt() + 2);
            JsonNode folded = http.get(base + "/position?afterEvent=" + after.get("lastEventSeq").asInt()).json();
            // the new events continue the chain computed over the old ones as stored: protected from them on
            JsonNode integrity = http.get(base + "/integrity").json();
            assertThat(integrity.get("status").asText()).isEqualTo("SOUND");
            assertThat(integrity.get("head").get("hash").asText()).isEqualTo(r.json().get("head").get("hash").asText());
            // (protected since the checkpoint signed before, which is earlier than the new events)
            assertThat(Instant.parse(integrity.get("protectedFrom").asText()))
                    .isBefore(Instant.parse(r.json().get("events").get(0).get("recordedAt").asText()));
            for (String field : List.of("fen", "status", "result", "clocks", "pending", "illegalMoves", "penalties")) {
                assertThat(after.get(field)).as(field).isEqualTo(folded.get(field));
            }
            checked++;
        }
        assertThat(checked).isPositive();
    }
}
