package adjudicator.app;

import adjudicator.app.scenario.ScenarioRunner;
import adjudicator.command.api.GameEvent;
import adjudicator.command.appeal.AppealEvent;
import adjudicator.command.tournament.TournamentEvent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Writes a stored record for {@link StoredRecordTest}: a store written by this version through its HTTP
 * API and every answer this version gives on it, into the folder the system property {@code stored.write}
 * names (by convention {@code app/src/test/resources/stored/COMMIT}, the commit that wrote it):
 * <ul>
 * <li>{@code events.db.gz}: the embedded store's {@code events.db} (events, snapshots, accounts,
 * checkpoints), written with a snapshot every 20 events, gzipped after a clean stop;</li>
 * <li>{@code keys.json.gz}: the checkpoint signing key's directory (a throwaway test key), each file's
 * name and text, so that the record's checkpoints verify when it is restored beside it;</li>
 * <li>{@code expected.json.gz}: the answers (see {@link #collect}).</li>
 * </ul>
 * Run, from the repository's root, with the commit's build and nothing else changed:
 * <pre>{@code
 * mvn -B verify -pl app -am -Dit.test=StoredRecordWriter -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dstored.write=$PWD/app/src/test/resources/stored/$(git rev-parse --short=7 HEAD)
 * }</pre>
 * then add a subclass of {@link StoredRecordTest} for the folder. Skipped without the property.
 *
 * <p>What it sends: every scenario under {@code src/test/resources/scenarios}, seeded random commands of
 * every type ({@link RandomCommandsHttpTest#command}) to games of the four editions (some from other
 * start positions), games ended by checkmate, default and the other endings, signed scoresheets and a
 * corrected result, three tournaments (entered, program and Berger pairings, an imported report file,
 * a withdrawal, an expulsion imposed in a game and carried to the tournament, results entered, a replay
 * ordered on appeal), and appeals refused, heard and decided with each kind of effect, one of them refused
 * by the game; the games, tournaments, lodgings and statements by an ARBITER account, the committees' steps
 * by an APPEALS account, the fool's mates, the imported report file and the checkpoints by the ADMIN; then
 * a signed checkpoint. The seeds and device instants are fixed, the recording times and ids are not: the
 * frozen files are the record. It fails unless every event type of games,
 * tournaments and appeals (the permitted subclasses of their sealed interfaces) is in the store, every
 * game verifies and replays as recorded, and two fresh servers on the frozen files give every answer
 * again.
 */
@EnabledIfSystemProperty(named = "stored.write", matches = ".+")
class StoredRecordWriter {

    static final ObjectMapper JSON = new ObjectMapper();
    /** The record's keys that are not games. */
    static final Set<String> NOT_GAMES = Set.of("records", "tournaments", "tournamentList", "appeals", "store");

    private static final String GOLDEN = "Golden Open";
    private static final String RANDOM = "Random";
    private static final String CUP = "Stored Cup 2026";
    private static final String BERGER = "Berger Memorial 2026";
    private static final String COMMITTEE = "{\"type\":\"FormCommittee\",\"at\":\"%s\",\"members\":[{\"name\":\"Chair, A\",\"federation\":\"GER\"},"
            + "{\"name\":\"Member, B\",\"federation\":\"NOR\"},{\"name\":\"Member, C\",\"federation\":\"IND\"}],"
            + "\"reserves\":[{\"name\":\"Reserve, D\",\"federation\":\"USA\"}]}";

    private TestServer server;
    private Http admin;
    private String arbiterToken;
    private Http arbiter;
    private Http committee;
    private final List<String> games = new ArrayList<>();
    private final List<String> tournaments = new ArrayList<>();
    private final List<String> appeals = new ArrayList<>();

    @Test
    void writeTheRecord() throws Exception {
        Path out = Path.of(System.getProperty("stored.write")).toAbsolutePath();
        assertThat(out.resolve("events.db.gz")).as("a stored record is never written again: name a new folder").doesNotExist();
        Files.createDirectories(out);
        Path root = Files.createTempDirectory("stored-record-writer");
        Path dataDir = root.resolve("data");
        Files.createDirectories(dataDir);
        ObjectNode expected;
        server = TestServer.start(dataDir, "--adjudicator.snapshot-threshold=20");
        try {
            admin = server.http;
            arbiterToken = account("arbiter-stored", "ARBITER", GOLDEN, RANDOM, CUP, BERGER);
            arbiter = admin.as(arbiterToken);
            committee = admin.as(account("committee-stored", "APPEALS", GOLDEN, CUP));
            foolsMates();
            scenarios();
            forfeits();
            randomGames();
            catalogue();
            storedCup();
            importedAndBerger();
            appealsOfGoldenOpen();
            awaitConsequences();
            Thread.sleep(1000); // a checkpoint after a game ended is signed 0.5 s after it: let it land first
            Http.Response signed = admin.post("/api/admin/integrity/checkpoints", "");
            assertThat(signed.status()).as(signed.body()).isEqualTo(201);
            Layout layout = new Layout(games, tournaments, appeals, List.of(GOLDEN, RANDOM, "Open A", CUP, BERGER),
                    List.of("R1", "R2", "Player%201", path("Carlsen, Magnus"), path("Hou, Yifan")));
            assertThat(readjudicatedIds()).as("every game of the store is in the record").containsExactlyInAnyOrderElementsOf(games);
            expected = collect(admin, layout);
            JsonNode store = expected.get("store").get("integrity");
            assertThat(store.get("failing")).isEmpty();
            assertThat(store.get("unprotected")).isEmpty();
            for (String id : games) {
                assertThat(expected.get(id).get("integrity").get("status").asText()).as(id).isEqualTo("SOUND");
            }
        } finally {
            server.close(); // every game verifies and replays as recorded under its own edition
        }
        Path db = dataDir.resolve("events.db");
        Path wal = dataDir.resolve("events.db-wal");
        assertThat(!Files.exists(wal) || Files.size(wal) == 0).as("the log checkpointed into events.db at the stop").isTrue();
        assertEveryEventType(db);
        try (InputStream in = Files.newInputStream(db); OutputStream gz = new GZIPOutputStream(Files.newOutputStream(out.resolve("events.db.gz")))) {
            in.transferTo(gz);
        }
        ObjectNode keys = JSON.createObjectNode();
        try (Stream<Path> files = Files.list(TestServer.keyDirectory(dataDir))) {
            for (Path f : files.sorted().toList()) {
                keys.put(f.getFileName().toString(), Files.readString(f));
            }
        }
        assertThat(keys.has("checkpoint-signing.key")).isTrue();
        write(out.resolve("keys.json.gz"), keys);
        write(out.resolve("expected.json.gz"), expected);
        for (int i = 0; i < 2; i++) {
            assertTheFrozenRecordGivesEveryAnswerAgain(out, expected);
        }
        deleteTree(root);
    }

    private static void write(Path file, JsonNode json) throws IOException {
        try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(file))) {
            gz.write(JSON.writeValueAsBytes(json));
        }
    }

    /** The frozen files restored into a fresh folder, a server started on them: every answer is the same. */
    private static void assertTheFrozenRecordGivesEveryAnswerAgain(Path out, JsonNode expected) throws IOException {
        Path root = Files.createTempDirectory("stored-record-check");
        Path dataDir = root.resolve("data");
        restore(dataDir, Files.newInputStream(out.resolve("events.db.gz")), Files.newInputStream(out.resolve("keys.json.gz")));
        TestServer again = TestServer.start(dataDir);
        try {
            awaitConsequences(again); // they handle the whole store again on a fresh start: nothing may follow from it twice
            JsonNode answers = collect(again.http, Layout.of(expected));
            assertThat(difference("", expected, answers)).as("the first answer that differs on the restored record").isNull();
        } finally {
            again.close();
            deleteTree(root);
        }
    }

    /** {@code events.db} and the key directory of a stored record, restored into {@code dataDir} and beside it. */
    static void restore(Path dataDir, InputStream eventsDbGz, InputStream keysJsonGz) throws IOException {
        Files.createDirectories(dataDir);
        try (InputStream in = new GZIPInputStream(eventsDbGz)) {
            Files.copy(in, dataDir.resolve("events.db"));
        }
        Path keyDir = TestServer.keyDirectory(dataDir);
        Files.createDirectories(keyDir);
        JsonNode keys;
        try (InputStream in = new GZIPInputStream(keysJsonGz)) {
            keys = JSON.readTree(in);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = keys.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            Files.writeString(keyDir.resolve(f.getKey()), f.getValue().asText());
        }
    }

    /** The path of the first place where the two differ, with both values; null where they are equal. */
    static String difference(String at, JsonNode a, JsonNode b) {
        if (a == null || b == null || a.getNodeType() != b.getNodeType()) {
            return a == b ? null : at + ": " + a + " / " + b;
        }
        if (a.isObject()) {
            Set<String> names = new TreeSet<>();
            a.fieldNames().forEachRemaining(names::add);
            b.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                String d = difference(at + "." + name, a.get(name), b.get(name));
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (a.isArray()) {
            for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
                String d = difference(at + "[" + i + "]", a.get(i), b.get(i));
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        return a.equals(b) ? null : at + ": " + a + " / " + b;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // the event types

    /** Every event type of games, tournaments and appeals is in the store; none the store has is unknown. */
    private static void assertEveryEventType(Path db) throws Exception {
        Set<String> stored = new TreeSet<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
             Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT DISTINCT payloadType FROM DomainEventEntry")) {
            while (rs.next()) {
                stored.add(rs.getString(1));
            }
        }
        Set<String> types = new TreeSet<>();
        for (Class<?> sealed : List.of(GameEvent.class, TournamentEvent.class, AppealEvent.class)) {
            assertThat(sealed.isSealed()).isTrue();
            for (Class<?> type : sealed.getPermittedSubclasses()) {
                types.add(type.getName());
            }
        }
        assertThat(GameEvent.class.getPermittedSubclasses()).hasSizeGreaterThanOrEqualTo(42);
        assertThat(stored).as("the event types in the store").containsExactlyInAnyOrderElementsOf(types);
    }

    // ---------------------------------------------------------------------------------------------------
    // the answers

    /** What a record holds: its games, tournaments and appeals, and the events and players whose records are read. */
    record Layout(List<String> games, List<String> tournaments, List<String> appeals, List<String> events, List<String> players) {

        /** The layout of a record's answers. */
        static Layout of(JsonNode expected) {
            List<String> games = new ArrayList<>();
            expected.fieldNames().forEachRemaining(name -> {
                if (!NOT_GAMES.contains(name)) {
                    games.add(name);
                }
            });
            List<String> tournaments = new ArrayList<>();
            expected.path("tournaments").fieldNames().forEachRemaining(tournaments::add);
            List<String> appeals = new ArrayList<>();
            expected.path("appeals").fieldNames().forEachRemaining(appeals::add);
            List<String> events = new ArrayList<>();
            List<String> players = new ArrayList<>();
            expected.get("records").fieldNames().forEachRemaining(name -> {
                if (name.endsWith(" results")) {
                    events.add(name.substring(0, name.length() - " results".length()));
                } else if (name.endsWith(" penalties")) {
                    players.add(name.substring(0, name.length() - " penalties".length()));
                }
            });
            return new Layout(games, tournaments, appeals, events, players);
        }
    }

    /**
     * Every answer {@link StoredRecordTest} compares: for each game its events, state, position after every
     * third event, state 700 ms after each of those events' device instant, PGN, timeline (JSON and CSV),
     * scoresheets (English and Russian, JSON and text), verification and appeals; the events' results,
     * cross tables and PGN and the players' penalties (from the read model, once it has caught up); each
     * tournament's view, standings, cross table, rounds and their PGN, TRF (both versions), penalties,
     * audit trail, verification, appeals and report (its digest and its text, but the instant it was made);
     * each appeal's view and decision document (page and PDF text, with the digest); the store's
     * verification, latest checkpoint, public key and game list.
     */
    static ObjectNode collect(Http http, Layout layout) {
        awaitReadModel(http, layout.games().size());
        ObjectNode out = JSON.createObjectNode();
        for (String id : layout.games()) {
            ObjectNode game = out.putObject(id);
            String base = "/api/games/" + id;
            JsonNode events = ok(http.get(base + "/events")).json();
            game.set("events", events);
            game.set("state", ok(http.get(base)).json());
            ArrayNode positions = game.putArray("positions");
            ArrayNode asOf = game.putArray("asOf");
            for (int s = 0; s < events.size(); s += 3) {
                positions.add(ok(http.get(base + "/position?afterEvent=" + s)).json());
                JsonNode at = events.get(s).get("at");
                if (at != null && !at.isNull()) {
                    asOf.add(ok(http.get(base + "?at=" + Instant.parse(at.asText()).plusMillis(700))).json());
                }
            }
            game.put("pgn", ok(http.get(base + "/pgn")).body());
            game.set("timeline", ok(http.get(base + "/timeline")).json());
            game.put("timelineCsv", ok(http.get(base + "/timeline?format=csv")).body());
            game.set("scoresheet", ok(http.get(base + "/scoresheet")).json());
            game.set("scoresheetRu", ok(http.get(base + "/scoresheet?lang=ru")).json());
            game.put("scoresheetText", ok(http.get(base + "/scoresheet?format=text")).body());
            game.put("scoresheetRuText", ok(http.get(base + "/scoresheet?lang=ru&format=text")).body());
            game.set("integrity", ok(http.get(base + "/integrity")).json());
            game.set("appeals", ok(http.get(base + "/appeals")).json());
        }
        ObjectNode records = out.putObject("records");
        for (String event : layout.events()) {
            String e = event.replace(" ", "%20");
            records.set(event + " results", ok(http.get("/api/events/" + e + "/results")).json());
            records.set(event + " crosstable", ok(http.get("/api/events/" + e + "/crosstable")).json());
            records.put(event + " pgn", ok(http.get("/api/games/pgn?event=" + e)).body());
        }
        for (String player : layout.players()) {
            records.set(player + " penalties", ok(http.get("/api/players/" + player + "/penalties")).json());
        }
        ObjectNode tournaments = out.putObject("tournaments");
        for (String id : layout.tournaments()) {
            tournaments.set(id, tournament(http, id));
        }
        out.set("tournamentList", ok(http.get("/api/tournaments")).json());
        ObjectNode appeals = out.putObject("appeals");
        for (String id : layout.appeals()) {
            appeals.set(id, appeal(http, id));
        }
        ObjectNode store = out.putObject("store");
        store.set("integrity", ok(http.get("/api/admin/integrity")).json());
        store.set("checkpoint", ok(http.get("/api/integrity/checkpoints/latest")).json());
        store.set("key", ok(http.get("/api/integrity/key")).json());
        store.set("games", ok(http.get("/api/games?limit=1000")).json());
        return out;
    }

    /** A tournament's answers. */
    static ObjectNode tournament(Http http, String id) {
        String t = "/api/tournaments/" + id;
        ObjectNode out = JSON.createObjectNode();
        JsonNode view = ok(http.get(t)).json();
        out.set("tournament", view);
        out.set("standings", ok(http.get(t + "/standings")).json());
        out.set("crosstable", ok(http.get(t + "/crosstable")).json());
        ObjectNode rounds = out.putObject("rounds");
        for (JsonNode r : view.get("roundsPaired")) {
            String round = r.get("round").asText();
            ObjectNode one = rounds.putObject(round);
            one.set("round", ok(http.get(t + "/rounds/" + round)).json());
            one.put("pgn", ok(http.get(t + "/rounds/" + round + "/pgn")).body());
        }
        out.put("trf", ok(http.get(t + "/trf")).body());
        out.put("trf16", ok(http.get(t + "/trf?version=TRF16")).body());
        out.set("penalties", ok(http.get(t + "/penalties")).json());
        out.set("events", ok(http.get(t + "/events")).json());
        out.set("integrity", ok(http.get(t + "/integrity")).json());
        out.set("appeals", ok(http.get(t + "/appeals")).json());
        ObjectNode report = out.putObject("report");
        report.put("digest", ok(http.get(t + "/report")).header("X-Record-Digest"));
        report.put("text", reportText(http.pdfText(t + "/report")));
        return out;
    }

    /** A tournament report's text without the instant it was made, which is when it is read. */
    static String reportText(String text) {
        return text.replaceAll("Made \\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z\\.", "Made (when read).");
    }

    /** An appeal's answers. */
    static ObjectNode appeal(Http http, String id) {
        String a = "/api/appeals/" + id;
        ObjectNode out = JSON.createObjectNode();
        out.set("appeal", ok(http.get(a)).json());
        Http.Response page = http.get(a + "/decision");
        out.put("decisionStatus", page.status());
        out.put("decision", page.body());
        out.put("decisionDigest", page.header("X-Record-Digest"));
        if (page.status() == 200) {
            out.put("decisionPdf", http.pdfText(a + "/decision?format=pdf"));
        }
        return out;
    }

    private static Http.Response ok(Http.Response r) {
        assertThat(r.status()).as(r.body()).isBetween(200, 201);
        return r;
    }

    /** Waits for the games' read model to hold every game and to have caught up. */
    static void awaitReadModel(Http http, int games) {
        await("the read model to hold " + games + " games and catch up", () -> {
            if (http.get("/api/games?limit=1000").json().size() < games) {
                return false;
            }
            for (JsonNode p : http.get("/api/admin/projections").json()) {
                if (p.has("complete") && !p.get("complete").asBoolean()) {
                    return false;
                }
                if (p.has("behind") && p.get("behind").asLong() > 0) {
                    return false;
                }
            }
            return true;
        });
        sleep(1000); // the projection's linger, and its last batch
    }

    private static void await(String what, java.util.function.BooleanSupplier done) {
        for (int i = 0; i < 600; i++) {
            if (done.getAsBoolean()) {
                return;
            }
            sleep(100);
        }
        throw new AssertionError("waited 60 s for " + what);
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private List<String> readjudicatedIds() {
        return server.bean(adjudicator.query.Readjudicator.class).gameIds();
    }

    // ---------------------------------------------------------------------------------------------------
    // sending

    private String account(String name, String role, String... events) {
        StringBuilder list = new StringBuilder();
        for (String e : events) {
            list.append(list.length() == 0 ? "" : ",").append('"').append(e).append('"');
        }
        Http.Response r = admin.post("/api/admin/accounts", "{\"name\":\"" + name + "\",\"role\":\"" + role + "\",\"events\":[" + list + "]}");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().get("token").asText();
    }

    static String path(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** A new game by {@code who}; its id, kept. */
    private String game(Http who, String json) {
        Http.Response created = who.post("/api/games", json);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().get("gameId").asText();
        games.add(id);
        return id;
    }

    private static String command(String type, Instant at, String more) {
        return TestServer.command(type, at, more);
    }

    /** Sends a game command, which must be accepted; the events it appended. */
    private static JsonNode send(Http who, String id, String type, Instant at, String more) {
        Http.Response r = who.post("/api/games/" + id + "/commands", command(type, at, more));
        assertThat(r.status()).as(type + " at " + at + ": " + r.body()).isEqualTo(200);
        return r.json().get("events");
    }

    private static JsonNode ok(Http who, String path, String body) {
        Http.Response r = who.post(path, body);
        assertThat(r.status()).as(path + " " + body + ": " + r.body()).isBetween(200, 201);
        return r.json();
    }

    private Http.Response text(Http who, String path, String body) {
        return who.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** Moves in SAN, each followed by its player's clock press {@code step} seconds apart from {@code at}; the instant after. */
    private static Instant play(Http who, String id, Instant at, long step, boolean white, boolean press, String... moves) {
        for (String move : moves) {
            String player = white ? "WHITE" : "BLACK";
            at = at.plusSeconds(step);
            send(who, id, "MakeMove", at, "\"player\":\"" + player + "\",\"move\":\"" + move + "\"");
            if (press && !move.endsWith("#")) {
                send(who, id, "PressClock", at.plusMillis(500), "\"player\":\"" + player + "\"");
            }
            white = !white;
        }
        return at;
    }

    private static long lastSeq(JsonNode events) {
        return events.get(events.size() - 1).get("seq").asLong();
    }

    private static long seqOf(JsonNode events, String type) {
        for (JsonNode e : events) {
            if (e.get("type").asText().equals(type)) {
                return e.get("seq").asLong();
            }
        }
        throw new AssertionError("no " + type + " in " + events);
    }

    /** Waits for the process managers to have handled everything stored. */
    private void awaitConsequences() {
        awaitConsequences(server);
    }

    /** Waits for the process managers of {@code server} to have handled everything stored (they start 2 s after it is ready). */
    static void awaitConsequences(TestServer server) {
        assertThat(server.bean(adjudicator.command.process.ConsequenceLedger.class).awaitCaughtUp(java.time.Duration.ofSeconds(60)))
                .as("the process managers caught up").isTrue();
    }

    // ---------------------------------------------------------------------------------------------------
    // the games

    private static final String[] RULES = RandomCommandsHttpTest.RULES;

    /** Fool's mate under each edition, by the ADMIN. */
    private void foolsMates() {
        Instant t0 = Instant.parse("2026-03-01T10:00:00Z");
        for (String rules : RULES) {
            String id = game(admin, "{\"white\":\"Carlsen, Magnus\",\"black\":\"Nepomniachtchi, Ian\",\"whiteFideId\":1503014,"
                    + "\"blackFideId\":4168119,\"event\":\"Open A\",\"site\":\"Moscow\",\"round\":\"3\",\"board\":12,\"rules\":\""
                    + rules + "\",\"timeControl\":\"40/5400+30:1800+30\",\"at\":\"" + t0.minusSeconds(60) + "\"}");
            send(admin, id, "StartClocks", t0, "");
            play(admin, id, t0, 5, true, true, "f3", "e5", "g4", "Qh4#");
        }
    }

    /** Every scenario, in the Golden Open, by the ARBITER. */
    private void scenarios() throws IOException {
        ScenarioRunner runner = new ScenarioRunner("http://127.0.0.1:" + server.port(), arbiterToken);
        List<Path> files;
        try (Stream<Path> list = Files.list(Path.of("src/test/resources/scenarios"))) {
            files = list.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        int i = 0;
        for (Path file : files) {
            JsonNode scenario = JSON.readTree(file.toFile());
            ObjectNode game = (ObjectNode) scenario.get("game");
            game.put("event", GOLDEN);
            game.put("round", String.valueOf(i % 3 + 1));
            if (!game.has("white")) {
                game.put("white", "Player " + i % 5);
                game.put("black", "Player " + (i + 2) % 5);
            }
            JsonNode first = scenario.get("commands").get(0);
            game.put("at", Instant.parse(first.get("at").asText()).minusSeconds(60).toString());
            ScenarioRunner.Outcome outcome = runner.run(scenario);
            assertThat(outcome.failures()).as(outcome.title()).isEmpty();
            games.add(outcome.gameId());
            i++;
        }
    }

    /** Games ended by default (absence) under each edition. */
    private void forfeits() {
        Instant t0 = Instant.parse("2026-03-02T10:00:00Z");
        for (String rules : RULES) {
            String id = game(arbiter, "{\"white\":\"Late, L\",\"black\":\"Player 1\",\"event\":\"" + GOLDEN + "\",\"round\":\"4\","
                    + "\"rules\":\"" + rules + "\",\"timeControl\":\"5400\",\"at\":\"" + t0.minusSeconds(60) + "\"}");
            send(arbiter, id, "StartClocks", t0, "");
            send(arbiter, id, "ReportAbsence", t0.plusSeconds(3601), "\"player\":\"WHITE\"");
        }
    }

    /** Seeded random commands of every type, to games of every edition, some from other start positions. */
    private void randomGames() {
        Random random = new Random(20261201L);
        for (int g = 0; g < 28; g++) {
            String rules = RULES[g % RULES.length];
            String control = RandomCommandsHttpTest.CONTROLS[random.nextInt(RandomCommandsHttpTest.CONTROLS.length)];
            String fen = random.nextInt(3) == 0 ? RandomCommandsHttpTest.START_FENS[random.nextInt(RandomCommandsHttpTest.START_FENS.length)] : null;
            Instant at = Instant.parse("2026-03-03T10:00:00Z").plusSeconds(3600L * g);
            String id = game(arbiter, "{\"white\":\"R" + g % 7 + "\",\"black\":\"R" + (g + 3) % 7 + "\",\"event\":\"" + RANDOM
                    + "\",\"round\":\"" + (g % 4 + 1) + "\",\"board\":" + (g % 6 + 1) + ",\"rules\":\"" + rules + "\",\"timeControl\":\""
                    + control + "\"" + (fen == null ? "" : ",\"startFen\":\"" + fen + "\"")
                    + (random.nextBoolean() ? ",\"quickplayFinishAnnounced\":true" : "") + ",\"at\":\"" + at.minusSeconds(60) + "\"}");
            if (random.nextInt(4) > 0) {
                at = opening(random, id, control, at, 6 + random.nextInt(16));
            }
            for (int i = 0; i < 120; i++) {
                at = at.plusMillis(random.nextInt(4) == 0 ? random.nextInt(120_000) : random.nextInt(3_000));
                JsonNode state = arbiter.get("/api/games/" + id).json();
                String status = state.get("status").asText();
                if (!status.equals("IN_PROGRESS") && !status.equals("NOT_STARTED") && random.nextInt(3) > 0) {
                    break;
                }
                String body = RandomCommandsHttpTest.command(random, state, at);
                Http.Response r = arbiter.post("/api/games/" + id + "/commands", body);
                assertThat(r.status()).as(body + ": " + r.body()).isIn(200, 400, 404, 409, 422);
            }
        }
    }

    /**
     * Up to {@code plies} seeded random legal moves, each with its clock press, a few seconds apart, after the
     * clocks are started (where the game has them): a game long enough to be snapshotted before the random
     * commands; the instant after.
     */
    private Instant opening(Random random, String id, String control, Instant at, int plies) {
        boolean clocks = !control.equals("-");
        if (clocks) {
            send(arbiter, id, "StartClocks", at, "");
        }
        for (int ply = 0; ply < plies; ply++) {
            JsonNode state = arbiter.get("/api/games/" + id).json();
            if (!state.get("status").asText().equals("IN_PROGRESS") && !state.get("status").asText().equals("NOT_STARTED")) {
                break;
            }
            List<adjudicator.engine.Move> legal = adjudicator.engine.Position.fromFen(state.get("fen").asText()).legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            String player = state.get("sideToMove").asText();
            at = at.plusMillis(500 + random.nextInt(2500));
            send(arbiter, id, "MakeMove", at, "\"player\":\"" + player + "\",\"move\":\"" + legal.get(random.nextInt(legal.size())).uci() + "\"");
            if (clocks && arbiter.get("/api/games/" + id).json().get("status").asText().equals("IN_PROGRESS")) {
                at = at.plusMillis(200);
                send(arbiter, id, "PressClock", at, "\"player\":\"" + player + "\"");
            }
        }
        return at;
    }

    /** Games for the event types the scenarios and the random games may leave out, each ending otherwise. */
    private void catalogue() {
        Instant t0 = Instant.parse("2026-03-05T10:00:00Z");
        // a draw agreed where the regulations forbid it before move 30 without the arbiter's consent
        String agreed = game(arbiter, "{\"white\":\"Player 0\",\"black\":\"Player 3\",\"event\":\"" + GOLDEN + "\",\"round\":\"5\","
                + "\"rules\":\"FIDE_2023\",\"timeControl\":\"-\",\"regulations\":{\"drawNotBeforeMove\":30,\"drawWithArbiterConsentOnly\":true},"
                + "\"at\":\"" + t0 + "\"}");
        Instant moved = play(arbiter, agreed, t0, 10, true, false, "e4", "e5", "Nf3");
        send(arbiter, agreed, "OfferDraw", moved.plusSeconds(1), "\"player\":\"WHITE\"");
        send(arbiter, agreed, "AcceptDraw", moved.plusSeconds(20), "\"player\":\"BLACK\",\"arbiterConsent\":true");

        // both scoresheets signed otherwise than the record, then the arbiter's decision (8.7)
        String signed = game(arbiter, "{\"white\":\"Player 2\",\"black\":\"Player 4\",\"event\":\"" + GOLDEN + "\",\"round\":\"5\","
                + "\"rules\":\"FIDE_2017\",\"timeControl\":\"-\",\"at\":\"" + t0 + "\"}");
        play(arbiter, signed, t0, 10, true, false, "f3", "e5", "g4", "Qh4#");
        send(arbiter, signed, "SignScoresheet", t0.plusSeconds(60), "\"player\":\"WHITE\",\"result\":\"1-0\"");
        send(arbiter, signed, "SignScoresheet", t0.plusSeconds(61), "\"player\":\"BLACK\",\"result\":\"1-0\"");
        send(arbiter, signed, "CorrectResult", t0.plusSeconds(120), "\"decision\":\"OTHER\",\"result\":\"0-1\","
                + "\"reason\":\"the mate stands: the scoresheets were signed in error\"");

        // the clocks stopped, corrected and resumed, time awarded, a piece adjusted, a draw declined, a device
        String clocks = game(arbiter, "{\"white\":\"Player 1\",\"black\":\"Player 4\",\"event\":\"" + GOLDEN + "\",\"round\":\"5\","
                + "\"rules\":\"FIDE_2005\",\"timeControl\":\"5400\",\"at\":\"" + t0 + "\"}");
        send(arbiter, clocks, "StartClocks", t0.plusSeconds(60), "");
        Instant at = play(arbiter, clocks, t0.plusSeconds(60), 20, true, true, "e4", "e5");
        send(arbiter, clocks, "AdjustPiece", at.plusSeconds(5), "\"player\":\"WHITE\",\"square\":\"d1\"");
        send(arbiter, clocks, "StopClocks", at.plusSeconds(10), "\"by\":\"ARBITER\"");
        send(arbiter, clocks, "CorrectClocks", at.plusSeconds(40), "\"whiteRemainingMs\":5300000,\"blackRemainingMs\":5350000");
        send(arbiter, clocks, "AwardTime", at.plusSeconds(50), "\"player\":\"BLACK\",\"amountMs\":120000");
        send(arbiter, clocks, "ResumeClocks", at.plusSeconds(60), "");
        at = play(arbiter, clocks, at.plusSeconds(60), 15, true, false, "Nf3");
        send(arbiter, clocks, "OfferDraw", at.plusSeconds(1), "\"player\":\"WHITE\"");
        send(arbiter, clocks, "PressClock", at.plusSeconds(2), "\"player\":\"WHITE\"");
        send(arbiter, clocks, "DeclineDraw", at.plusSeconds(10), "\"player\":\"BLACK\"");
        at = play(arbiter, clocks, at.plusSeconds(10), 15, false, true, "Nc6");
        send(arbiter, clocks, "ReportDeviceSignal", at.plusSeconds(30), "\"player\":\"BLACK\"");

        // annulled by the arbiter
        String annulled = game(arbiter, "{\"white\":\"Player 3\",\"black\":\"Player 0\",\"event\":\"" + GOLDEN + "\",\"round\":\"5\","
                + "\"rules\":\"RF_2013\",\"timeControl\":\"600\",\"at\":\"" + t0 + "\"}");
        send(arbiter, annulled, "StartClocks", t0.plusSeconds(60), "");
        at = play(arbiter, annulled, t0.plusSeconds(60), 5, true, true, "d4", "d5");
        send(arbiter, annulled, "AnnulGame", at.plusSeconds(30), "\"reason\":\"king and queen swapped\"");

        // a flag fall claimed
        String flag = game(arbiter, "{\"white\":\"Player 4\",\"black\":\"Player 2\",\"event\":\"" + GOLDEN + "\",\"round\":\"5\","
                + "\"rules\":\"FIDE_2023\",\"timeControl\":\"60\",\"at\":\"" + t0 + "\"}");
        send(arbiter, flag, "StartClocks", t0.plusSeconds(60), "");
        at = play(arbiter, flag, t0.plusSeconds(60), 2, true, true, "e4");
        send(arbiter, flag, "ClaimFlagFall", at.plusSeconds(70), "\"player\":\"WHITE\"");
    }

    // ---------------------------------------------------------------------------------------------------
    // tournaments

    /** The tournament played here: entered and program pairings, a withdrawal, an expulsion in a game, a replay on appeal. */
    private void storedCup() {
        Instant t0 = Instant.parse("2026-03-10T10:00:00Z");
        JsonNode created = ok(arbiter, "/api/tournaments", "{\"name\":\"" + CUP + "\",\"site\":\"Moscow\",\"federation\":\"RUS\","
                + "\"startDate\":\"2026-03-10\",\"endDate\":\"2026-03-14\",\"chiefArbiter\":\"Ivanov, Ivan\",\"deputyArbiters\":[\"Petrov, Petr\"],"
                + "\"arbiters\":[\"Sidorov, Sidor\"],\"rounds\":4,\"rules\":\"FIDE_2023\",\"timeControl\":\"5400+30\","
                + "\"tieBreaks\":[\"WIN\",\"WON\",\"DE\",\"BH_C1\"],\"defaultTimeMinutes\":15,"
                + "\"drawAgreement\":{\"notBeforeMove\":30,\"arbiterConsent\":false},\"appealDeadlineMinutes\":30,"
                + "\"at\":\"" + t0.minusSeconds(86_400) + "\"}");
        String id = created.get("tournamentId").asText();
        tournaments.add(id);
        String t = "/api/tournaments/" + id;
        String[] players = {
                "\"name\":\"Carlsen, Magnus\",\"fideId\":1503014,\"title\":\"GM\",\"rating\":2830,\"federation\":\"NOR\",\"sex\":\"M\"",
                "\"name\":\"Hou, Yifan\",\"fideId\":8602980,\"title\":\"GM\",\"rating\":2630,\"federation\":\"CHN\",\"sex\":\"W\"",
                "\"name\":\"Nepomniachtchi, Ian\",\"fideId\":4168119,\"title\":\"GM\",\"rating\":2760,\"federation\":\"FID\"",
                "\"name\":\"Ivanov, Petr\",\"fideId\":34100001,\"rating\":1800,\"federation\":\"RUS\",\"birthDate\":\"2001-05-06\"",
                "\"name\":\"Garcia, Ana\",\"fideId\":22000001,\"title\":\"WIM\",\"rating\":2150,\"federation\":\"ESP\",\"sex\":\"W\"",
                "\"name\":\"Dubois, Jean\",\"fideId\":600001,\"rating\":1950,\"federation\":\"FRA\",\"birthDate\":\"1978\""};
        int n = 0;
        for (String p : players) {
            ok(arbiter, t + "/commands", "{\"type\":\"RegisterPlayer\"," + p + ",\"at\":\"" + t0.minusSeconds(3600 - n++) + "\"}");
        }
        // round 1, entered: 1-4, 5-2, 3-6
        ok(arbiter, t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"date\":\"2026-03-10\",\"games\":[{\"white\":1,\"black\":4},"
                + "{\"white\":5,\"black\":2},{\"white\":3,\"black\":6}],\"at\":\"" + t0.minusSeconds(1800) + "\"}");
        JsonNode boards = ok(arbiter, t + "/rounds/1/games?at=" + t0.minusSeconds(60), "").get("boards");
        String mate = boards.get(0).get("gameId").asText();
        String absent = boards.get(1).get("gameId").asText();
        String expelled = boards.get(2).get("gameId").asText();
        games.addAll(List.of(mate, absent, expelled));
        send(arbiter, mate, "StartClocks", t0, "");
        play(arbiter, mate, t0, 7, true, true, "f3", "e5", "g4", "Qh4#");
        send(arbiter, absent, "StartClocks", t0, "");
        send(arbiter, absent, "ReportAbsence", t0.plusSeconds(901), "\"player\":\"WHITE\"");
        send(arbiter, expelled, "StartClocks", t0, "");
        Instant at = play(arbiter, expelled, t0, 30, true, true, "e4", "c5");
        send(arbiter, expelled, "ImposePenalty", at.plusSeconds(40), "\"player\":\"WHITE\",\"penalty\":\"EXPULSION\","
                + "\"reason\":\"a mobile phone in the playing venue\"");
        await("the expulsion carried to the tournament", () -> admin.get(t + "/events").body().contains("PlayerExpelled"));
        // 6 withdraws; round 2 from a pairing program: 2-1, 5-4; board 2 played outside the system
        ok(arbiter, t + "/commands", "{\"type\":\"WithdrawPlayer\",\"player\":6,\"reason\":\"illness\",\"at\":\"" + t0.plusSeconds(7200) + "\"}");
        Instant r2 = t0.plusSeconds(86_400);
        Http.Response paired = text(arbiter, t + "/rounds/2/pairings", "2\n2 1\n5 4\n");
        assertThat(paired.status()).as(paired.body()).isEqualTo(200);
        ok(arbiter, t + "/commands", "{\"type\":\"EnterResult\",\"round\":2,\"board\":2,\"result\":\"DRAW\","
                + "\"reason\":\"played on a board outside the system\",\"at\":\"" + r2.plusSeconds(3 * 3600) + "\"}");
        String first = ok(arbiter, t + "/rounds/2/games?at=" + r2.minusSeconds(60), "").get("boards").get(0).get("gameId").asText();
        games.add(first);
        send(arbiter, first, "StartClocks", r2, "");
        at = play(arbiter, first, r2, 20, true, true, "d4", "Nf6", "c4", "e6");
        send(arbiter, first, "Resign", at.plusSeconds(100), "\"player\":\"BLACK\"");
        Instant end = at.plusSeconds(100);
        // appealed: the pieces were set up wrongly; annulled and replayed (Member, B is of Carlsen's federation: he stands aside)
        String appeal = lodge(arbiter, first, "BLACK", "[]", end.plusSeconds(600), "the pieces were set up wrongly: the king and queen swapped");
        ok(committee, "/api/appeals/" + appeal + "/commands", String.format(COMMITTEE, end.plusSeconds(900)));
        ok(arbiter, "/api/appeals/" + appeal + "/commands", "{\"type\":\"RecordStatement\",\"at\":\"" + end.plusSeconds(1000)
                + "\",\"speaker\":\"WITNESS\",\"name\":\"Spectator, S\",\"text\":\"The white king stood on d1.\"}");
        ok(committee, "/api/appeals/" + appeal + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + end.plusSeconds(1200)
                + "\",\"decision\":\"UPHELD\",\"reasons\":\"the initial position was wrong (7.2)\",\"articles\":[\"7.2\"],\"votes\":["
                + "{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"},{\"member\":\"Reserve, D\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"Member, C\",\"vote\":\"UPHELD\"}],\"effects\":[{\"kind\":\"ANNUL_AND_REPLAY\"}]}");
        await("the replay ordered on the tournament", () -> admin.get(t + "/events").body().contains("ReplayOrdered"));
        Instant replayAt = end.plusSeconds(3600);
        String replay = ok(arbiter, t + "/rounds/2/games?at=" + replayAt, "").get("boards").get(0).get("gameId").asText();
        assertThat(replay).isNotEqualTo(first);
        games.add(replay);
        send(arbiter, replay, "StartClocks", replayAt.plusSeconds(60), "");
        play(arbiter, replay, replayAt.plusSeconds(60), 9, true, true, "f3", "e5", "g4", "Qh4#");
        // round 3, entered with byes: 1-5 played and left in progress, 2 a half-point bye, 4 the pairing-allocated bye
        Instant r3 = t0.plusSeconds(2 * 86_400);
        ok(arbiter, t + "/commands", "{\"type\":\"PairRound\",\"round\":3,\"date\":\"2026-03-12\",\"games\":[{\"white\":1,\"black\":5}],"
                + "\"byes\":[{\"player\":2,\"kind\":\"HALF_POINT_BYE\"},{\"player\":4,\"kind\":\"PAIRING_ALLOCATED_BYE\"}],"
                + "\"at\":\"" + r3.minusSeconds(1800) + "\"}");
        String open = ok(arbiter, t + "/rounds/3/games?at=" + r3.minusSeconds(60), "").get("boards").get(0).get("gameId").asText();
        games.add(open);
        send(arbiter, open, "StartClocks", r3, "");
        at = play(arbiter, open, r3, 25, true, true, "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6");
        // a draw offered before move 30: recorded and flagged (9.1.1), and declined
        at = play(arbiter, open, at, 30, true, false, "O-O");
        send(arbiter, open, "OfferDraw", at.plusSeconds(1), "\"player\":\"WHITE\"");
        send(arbiter, open, "PressClock", at.plusSeconds(2), "\"player\":\"WHITE\"");
        send(arbiter, open, "DeclineDraw", at.plusSeconds(20), "\"player\":\"BLACK\"");
        play(arbiter, open, at.plusSeconds(20), 40, false, true, "Be7", "Re1", "b5", "Bb3");
    }

    /** An imported report file, and a round robin paired by the Berger tables. */
    private void importedAndBerger() {
        Http.Response imported = text(admin, "/api/tournaments/import?rules=FIDE_2017", TournamentHttpTest.OTHER);
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        tournaments.add(imported.json().get("tournamentId").asText());

        Instant t0 = Instant.parse("2026-03-20T15:00:00Z");
        String id = ok(arbiter, "/api/tournaments", "{\"name\":\"" + BERGER + "\",\"site\":\"Kazan\",\"federation\":\"RUS\","
                + "\"system\":\"ROUND_ROBIN\",\"rounds\":3,\"rules\":\"RF_2013\",\"timeControl\":\"5400\",\"scoring\":\"THREE_ONE_ZERO\","
                + "\"tieBreaks\":[\"SB\",\"DE\"],\"at\":\"" + t0.minusSeconds(86_400) + "\"}").get("tournamentId").asText();
        tournaments.add(id);
        String t = "/api/tournaments/" + id;
        String[] names = {"Smirnov, Oleg", "Kuznetsova, Irina", "Popov, Ilya", "Sokolova, Maria"};
        for (int i = 0; i < names.length; i++) {
            ok(arbiter, t + "/commands", "{\"type\":\"RegisterPlayer\",\"name\":\"" + names[i] + "\",\"rating\":" + (2000 + 50 * i)
                    + ",\"federation\":\"RUS\",\"at\":\"" + t0.minusSeconds(3600 - i) + "\"}");
        }
        ok(arbiter, t + "/commands", "{\"type\":\"PairRound\",\"round\":1,\"date\":\"2026-03-20\",\"at\":\"" + t0.minusSeconds(1800) + "\"}");
        JsonNode boards = ok(arbiter, t + "/rounds/1/games?at=" + t0.minusSeconds(60), "").get("boards");
        String a = boards.get(0).get("gameId").asText();
        String b = boards.get(1).get("gameId").asText();
        games.addAll(List.of(a, b));
        send(arbiter, a, "StartClocks", t0, "");
        Instant at = play(arbiter, a, t0, 12, true, true, "e4", "e5", "Nf3", "Nc6");
        at = play(arbiter, a, at, 12, true, false, "Bc4");
        send(arbiter, a, "OfferDraw", at.plusSeconds(1), "\"player\":\"WHITE\"");
        send(arbiter, a, "PressClock", at.plusSeconds(2), "\"player\":\"WHITE\"");
        send(arbiter, a, "AcceptDraw", at.plusSeconds(30), "\"player\":\"BLACK\"");
        send(arbiter, b, "StartClocks", t0, "");
        at = play(arbiter, b, t0, 15, true, true, "d4", "d5", "c4");
        send(arbiter, b, "Resign", at.plusSeconds(300), "\"player\":\"BLACK\"");
    }

    // ---------------------------------------------------------------------------------------------------
    // appeals

    private String lodge(Http who, String game, String appellant, String disputed, Instant at, String grounds) {
        String id = ok(who, "/api/appeals", "{\"gameId\":\"" + game + "\",\"appellant\":\"" + appellant + "\",\"disputed\":" + disputed
                + ",\"grounds\":\"" + grounds + "\",\"fee\":\"100 EUR\",\"at\":\"" + at + "\"}").get("appealId").asText();
        appeals.add(id);
        return id;
    }

    private String goldenGame(String white, String black, String rules, String control, String fen, Instant at) {
        return game(arbiter, "{\"white\":\"" + white + "\",\"black\":\"" + black + "\",\"event\":\"" + GOLDEN + "\",\"round\":\"6\","
                + "\"rules\":\"" + rules + "\",\"timeControl\":\"" + control + "\"" + (fen == null ? "" : ",\"startFen\":\"" + fen + "\"")
                + ",\"at\":\"" + at + "\"}");
    }

    private static String votes(String decision, String... members) {
        StringBuilder b = new StringBuilder();
        for (String m : members) {
            b.append(b.length() == 0 ? "" : ",").append("{\"member\":\"").append(m).append("\",\"vote\":\"").append(decision).append("\"}");
        }
        return "[" + b + "]";
    }

    private static final String[] SITTING = {"Chair, A", "Member, B", "Member, C"};

    /** Appeals decided with each kind of effect, refused (late, decided already), and one effect the game refuses. */
    private void appealsOfGoldenOpen() {
        Instant t0 = Instant.parse("2026-03-06T10:00:00Z");
        // the result amended: a flag fell where the opponent could not mate (6.10), but both signed 1-0
        String drawn = goldenGame("Player 1", "Player 2", "FIDE_2005", "60", "4k3/8/8/8/8/8/8/4K1N1 b - - 0 1", t0);
        send(arbiter, drawn, "StartClocks", t0.plusSeconds(60), "");
        send(arbiter, drawn, "ClaimFlagFall", t0.plusSeconds(121), "\"player\":\"WHITE\"");
        send(arbiter, drawn, "SignScoresheet", t0.plusSeconds(130), "\"player\":\"WHITE\",\"result\":\"1-0\"");
        send(arbiter, drawn, "SignScoresheet", t0.plusSeconds(131), "\"player\":\"BLACK\",\"result\":\"1-0\"");
        String amend = lodge(arbiter, drawn, "BLACK", "[]", t0.plusSeconds(600), "White could not checkmate by any series of legal moves");
        ok(committee, "/api/appeals/" + amend + "/commands", String.format(COMMITTEE, t0.plusSeconds(700)));
        ok(arbiter, "/api/appeals/" + amend + "/commands", "{\"type\":\"RecordStatement\",\"at\":\"" + t0.plusSeconds(720)
                + "\",\"speaker\":\"ARBITER\",\"name\":\"Arbiter, A\",\"text\":\"Black's flag fell; White had king and knight only.\"}");
        ok(committee, "/api/appeals/" + amend + "/commands", "{\"type\":\"RecordStatement\",\"at\":\"" + t0.plusSeconds(730)
                + "\",\"speaker\":\"APPELLANT\",\"name\":\"Player 2\",\"text\":\"I signed without reading.\"}");
        ok(committee, "/api/appeals/" + amend + "/readjudication", "");
        ok(committee, "/api/appeals/" + amend + "/readjudication?rules=FIDE_2023", "");
        JsonNode decided = ok(committee, "/api/appeals/" + amend + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + t0.plusSeconds(900)
                + "\",\"decision\":\"UPHELD\",\"reasons\":\"White could not checkmate by any series of legal moves\",\"articles\":[\"6.10\",\"8.7\"],"
                + "\"votes\":[{\"member\":\"Chair, A\",\"vote\":\"UPHELD\"},{\"member\":\"Member, B\",\"vote\":\"UPHELD\"},"
                + "{\"member\":\"Member, C\",\"vote\":\"DISMISSED\"}],\"effects\":[{\"kind\":\"AMEND_RESULT\",\"result\":\"1/2-1/2\","
                + "\"termination\":\"TIME_FORFEIT_DRAW\",\"article\":\"6.10\"}]}");
        assertThat(decided.get("effects").asText()).isEqualTo("APPLIED");
        // a second appeal against the result decided on appeal: refused
        lodge(arbiter, drawn, "WHITE", "[]", t0.plusSeconds(1000), "the signatures should stand");

        // late, a member standing aside, dismissed
        Instant t1 = t0.plusSeconds(7200);
        String resigned = goldenGame("Player 3", "Player 4", "FIDE_2023", "5400+30", null, t1);
        send(arbiter, resigned, "StartClocks", t1.plusSeconds(60), "");
        Instant at = play(arbiter, resigned, t1.plusSeconds(60), 20, true, true, "e4", "e5");
        JsonNode resign = send(arbiter, resigned, "Resign", at.plusSeconds(100), "\"player\":\"WHITE\"");
        Instant end = at.plusSeconds(100);
        lodge(arbiter, resigned, "WHITE", "[]", end.plusSeconds(61 * 60), "I did not mean to resign");
        String dismissed = lodge(arbiter, resigned, "WHITE", "[" + seqOf(resign, "PlayerResigned") + "]", end.plusSeconds(30 * 60),
                "I did not mean to resign");
        ok(committee, "/api/appeals/" + dismissed + "/commands", String.format(COMMITTEE, end.plusSeconds(40 * 60)));
        ok(committee, "/api/appeals/" + dismissed + "/commands", "{\"type\":\"StandAside\",\"at\":\"" + end.plusSeconds(41 * 60)
                + "\",\"member\":\"Member, B\",\"reason\":\"he was the arbiter of the round\"}");
        ok(committee, "/api/appeals/" + dismissed + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + end.plusSeconds(50 * 60)
                + "\",\"decision\":\"DISMISSED\",\"reasons\":\"a resignation stands (5.1.2)\",\"articles\":[\"5.1.2\"],\"votes\":"
                + votes("DISMISSED", "Chair, A", "Reserve, D", "Member, C") + "}");

        // resumed from an earlier position with corrected clocks, and played to the end
        Instant t2 = t0.plusSeconds(4 * 3600);
        String resumed = goldenGame("Player 0", "Player 1", "FIDE_2017", "300", null, t2);
        send(arbiter, resumed, "StartClocks", t2.plusSeconds(60), "");
        send(arbiter, resumed, "MakeMove", t2.plusSeconds(65), "\"player\":\"WHITE\",\"move\":\"f3\"");
        send(arbiter, resumed, "PressClock", t2.plusSeconds(66), "\"player\":\"WHITE\"");
        send(arbiter, resumed, "MakeMove", t2.plusSeconds(70), "\"player\":\"BLACK\",\"move\":\"e5\"");
        long blacksPress = lastSeq(send(arbiter, resumed, "PressClock", t2.plusSeconds(71), "\"player\":\"BLACK\""));
        JsonNode fell = send(arbiter, resumed, "ClaimFlagFall", t2.plusSeconds(460), "\"player\":\"BLACK\"");
        String resume = lodge(arbiter, resumed, "WHITE", "[" + seqOf(fell, "FlagFallClaimed") + "]", t2.plusSeconds(560), "the clock was faulty");
        ok(committee, "/api/appeals/" + resume + "/commands", String.format(COMMITTEE, t2.plusSeconds(600)));
        ok(committee, "/api/appeals/" + resume + "/readjudication?without=" + seqOf(fell, "FlagFallClaimed"), "");
        ok(committee, "/api/appeals/" + resume + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + t2.plusSeconds(610)
                + "\",\"decision\":\"UPHELD\",\"reasons\":\"The clock was faulty: the game resumes after 1.f3 e5\",\"votes\":"
                + votes("UPHELD", SITTING) + ",\"effects\":[{\"kind\":\"RESUME\",\"afterEvent\":" + blacksPress
                + ",\"whiteRemainingMs\":294000,\"blackRemainingMs\":295000}]}");
        Instant again = t2.plusSeconds(660);
        send(arbiter, resumed, "ResumeClocks", again, "");
        play(arbiter, resumed, again, 5, true, true, "g4", "Qh4#");

        // a penalty withdrawn on appeal, partly upheld
        Instant t3 = t0.plusSeconds(6 * 3600);
        String penalised = goldenGame("Player 2", "Player 3", "FIDE_2017", "5400+30", null, t3);
        send(arbiter, penalised, "StartClocks", t3.plusSeconds(60), "");
        at = play(arbiter, penalised, t3.plusSeconds(60), 20, true, true, "c4", "e5");
        JsonNode penalty = send(arbiter, penalised, "ImposePenalty", at.plusSeconds(30), "\"player\":\"BLACK\",\"penalty\":\"ADD_OPPONENT_TIME\","
                + "\"amountMs\":120000,\"reason\":\"distracting the opponent\"");
        long penaltySeq = seqOf(penalty, "PenaltyImposed");
        send(arbiter, penalised, "Resign", at.plusSeconds(200), "\"player\":\"BLACK\"");
        String withdraw = lodge(arbiter, penalised, "BLACK", "[" + penaltySeq + "]", at.plusSeconds(900), "I did not distract him");
        ok(committee, "/api/appeals/" + withdraw + "/commands", String.format(COMMITTEE, at.plusSeconds(1200)));
        ok(committee, "/api/appeals/" + withdraw + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + at.plusSeconds(1500)
                + "\",\"decision\":\"PARTLY_UPHELD\",\"reasons\":\"no distraction was seen; the resignation stands\",\"feeReturned\":false,"
                + "\"votes\":" + votes("PARTLY_UPHELD", SITTING) + ",\"effects\":[{\"kind\":\"WITHDRAW_PENALTY\",\"penaltySeq\":" + penaltySeq + "}]}");

        // annulled on appeal, no replay
        Instant t4 = t0.plusSeconds(8 * 3600);
        String void_ = goldenGame("Player 4", "Player 0", "RF_2013", "5400", null, t4);
        send(arbiter, void_, "StartClocks", t4.plusSeconds(60), "");
        at = play(arbiter, void_, t4.plusSeconds(60), 20, true, true, "e4", "c5");
        send(arbiter, void_, "Resign", at.plusSeconds(60), "\"player\":\"WHITE\"");
        String annul = lodge(arbiter, void_, "WHITE", "[]", at.plusSeconds(600), "the game was played on the wrong board");
        ok(committee, "/api/appeals/" + annul + "/commands", String.format(COMMITTEE, at.plusSeconds(900)));
        ok(committee, "/api/appeals/" + annul + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + at.plusSeconds(1000)
                + "\",\"decision\":\"UPHELD\",\"reasons\":\"the pairing was not this one\",\"votes\":" + votes("UPHELD", SITTING)
                + ",\"effects\":[{\"kind\":\"ANNUL\"}]}");

        // an effect the game refuses: there is no position after the 99th half-move
        Instant t5 = t0.plusSeconds(10 * 3600);
        String short_ = goldenGame("Player 0", "Player 2", "FIDE_2023", "5400+30", null, t5);
        send(arbiter, short_, "StartClocks", t5.plusSeconds(60), "");
        at = play(arbiter, short_, t5.plusSeconds(60), 20, true, true, "e4");
        send(arbiter, short_, "Resign", at.plusSeconds(60), "\"player\":\"BLACK\"");
        String refused = lodge(arbiter, short_, "BLACK", "[]", at.plusSeconds(120), "the game must go on");
        ok(committee, "/api/appeals/" + refused + "/commands", String.format(COMMITTEE, at.plusSeconds(300)));
        JsonNode refusal = ok(committee, "/api/appeals/" + refused + "/commands", "{\"type\":\"DecideAppeal\",\"at\":\"" + at.plusSeconds(400)
                + "\",\"decision\":\"UPHELD\",\"reasons\":\"the game resumes\",\"votes\":" + votes("UPHELD", SITTING)
                + ",\"effects\":[{\"kind\":\"RESUME\",\"toPly\":99,\"whiteRemainingMs\":1000,\"blackRemainingMs\":1000}]}");
        assertThat(refusal.get("gameEvents").get(0).has("refused")).as(refusal.toString()).isTrue();
    }
}
