package adjudicator.app;

import adjudicator.engine.Move;
import adjudicator.engine.pgn.PgnException;
import adjudicator.engine.pgn.PgnReader;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "A 500 is a bug": thousands of seeded random commands of every type of the contract, plausible and
 * not, through the HTTP API, under every edition and several time controls. Every answer must be a
 * success or a Problem Details 400, 404, 409 or 422, a rejection must append nothing, and the events
 * must stay complete (seq without gaps) and replayable (the state equals the fold after the last event),
 * and every game must then read back (PGN, timeline, scoresheet in both languages and formats; the PGN
 * one game for a PGN reader, one comment per place). Another
 * seed: {@code cd app && mvn verify -Dit.test=RandomCommandsHttpTest -Dfuzz.seed=N} (seeds 1 to 6 passed too).
 */
@Tag("reliability")
class RandomCommandsHttpTest {

    @RegisterExtension
    static final TestServer.PerClass SERVER = new TestServer.PerClass();

    static final String[] RULES = {"FIDE_2005", "RF_2013", "FIDE_2017", "FIDE_2023"};
    static final String[] CONTROLS = {"60", "300+2", "5400", "40/5400:1800", "-", "1800d5", "600"};
    private static final String[] TYPES = {"StartClocks", "TouchPiece", "AdjustPiece", "MakeMove", "PressClock",
            "OfferDraw", "AcceptDraw", "DeclineDraw", "ClaimDraw", "Resign", "ClaimFlagFall", "ObserveFlagFall",
            "ReportIllegalMove", "ClaimTouchMove", "RestorePosition", "CorrectClocks", "StopClocks", "ResumeClocks",
            "RuleOnClaim", "ImposePenalty", "ReportDeviceSignal", "ReportAbsence", "AnnulGame", "AwardTime", "DeclarePersistentRefusal",
            "TouchPromotionSquare", "RequestIncrement", "DeclareDeadPosition", "SignScoresheet", "CorrectResult"};
    private static final String[] PENALTIES = {"WARNING", "ADD_OPPONENT_TIME", "DEDUCT_TIME", "LOSS_OF_GAME",
            "REDUCE_POINTS", "INCREASE_OPPONENT_POINTS", "EXPULSION", "FINE", "EXCLUSION_FROM_ROUNDS", "NAP"};
    /** Castling, promotion (with and without capture), en passant, and a bare-material ending. */
    static final String[] START_FENS = {"4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
            "1r2k3/P7/8/8/8/8/6p1/4K2R w K - 0 1", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            "8/8/4k3/8/2N5/8/4K3/8 w - - 0 1"};
    private static final Set<Integer> ALLOWED = Set.of(200, 400, 404, 409, 422);

    @Test
    void noCommandEverAnswers500AndRejectionsWriteNothing() {
        Random random = new Random(Long.getLong("fuzz.seed", 20261130L));
        List<String> problems = new ArrayList<>();
        java.util.Map<String, Integer> bound = new java.util.TreeMap<>(); // per type, the commands not refused as malformed
        int commands = 0;
        for (int game = 0; game < 80 && problems.isEmpty(); game++) {
            String rules = RULES[game % RULES.length];
            String control = CONTROLS[random.nextInt(CONTROLS.length)];
            String fen = random.nextInt(3) == 0 ? START_FENS[random.nextInt(START_FENS.length)] : null;
            Http.Response created = SERVER.http.post("/api/games", "{\"rules\":\"" + rules + "\",\"timeControl\":\"" + control + "\""
                    + (fen == null ? "" : ",\"startFen\":\"" + fen + "\"")
                    + (random.nextBoolean() ? ",\"quickplayFinishAnnounced\":true" : "") + "}");
            assertThat(created.status()).isEqualTo(201);
            String id = created.json().get("gameId").asText();
            Instant at = Instant.parse("2026-03-01T10:00:00Z");
            int events = 1;
            for (int i = 0; i < 120; i++) {
                at = at.plusMillis(random.nextInt(4) == 0 ? random.nextInt(120_000) : random.nextInt(3_000));
                JsonNode state = SERVER.http.get("/api/games/" + id).json();
                if (!"IN_PROGRESS".equals(state.get("status").asText()) && !"NOT_STARTED".equals(state.get("status").asText())
                        && random.nextInt(3) > 0) {
                    break;
                }
                String body = command(random, state, at);
                Http.Response r = SERVER.http.post("/api/games/" + id + "/commands", body);
                commands++;
                String sent = body.substring(9, body.indexOf('"', 9)); // {"type":"X",...
                bound.merge(sent, r.status() == 400 ? 0 : 1, Integer::sum);
                if (!ALLOWED.contains(r.status())) {
                    problems.add(r.status() + " for " + body + " in " + state.get("fen").asText() + ": " + r.body());
                    break;
                }
                JsonNode all = SERVER.http.get("/api/games/" + id + "/events").json();
                if (r.status() == 200) {
                    events += r.json().get("events").size();
                } else if (!r.contentType().startsWith("application/problem+json")) {
                    problems.add("a rejection without Problem Details: " + r.body());
                }
                if (all.size() != events) {
                    problems.add("after " + body + " (" + r.status() + ") the game has " + all.size() + " events, expected " + events);
                    break;
                }
                for (int s = 0; s < all.size(); s++) {
                    if (all.get(s).get("seq").asLong() != s) {
                        problems.add("seq gap at " + s);
                    }
                }
                JsonNode after = SERVER.http.get("/api/games/" + id + "/position?afterEvent=" + (all.size() - 1)).json();
                JsonNode now = SERVER.http.get("/api/games/" + id).json();
                if (!after.get("fen").equals(now.get("fen")) || !after.get("result").equals(now.get("result"))) {
                    problems.add("the replay after the last event differs from the state: " + after + " vs " + now);
                }
            }
            // every read of the game, whatever happened in it (illegal moves, restorations, penalties)
            for (String read : new String[] {"/pgn", "/timeline", "/timeline?format=csv", "/scoresheet",
                    "/scoresheet?lang=ru", "/scoresheet?format=text", "/scoresheet?lang=ru&format=text"}) {
                Http.Response r = SERVER.http.get("/api/games/" + id + read);
                if (r.status() != 200) {
                    problems.add(r.status() + " for GET " + read + " of a game of " + events + " events: " + r.body());
                } else if (read.equals("/pgn")) {
                    // one game that a PGN reader reads back, with one comment per place (some readers
                    // refuse two in a row), whatever happened in it
                    try {
                        if (PgnReader.readAll(r.body()).size() != 1) {
                            problems.add("the PGN is not one game: " + r.body());
                        }
                    } catch (PgnException e) {
                        problems.add("the PGN does not read back (" + e.getMessage() + "): " + r.body());
                    }
                    if (r.body().matches("(?s).*\\}\\s*\\{.*")) {
                        problems.add("two comments in a row: " + r.body());
                    }
                }
            }
        }
        assertThat(problems).as("after " + commands + " commands").isEmpty();
        assertThat(commands).isGreaterThan(1000);
        // each type is sent with its own fields only (unknown fields are refused), so each is exercised
        assertThat(bound.entrySet().stream().filter(e -> e.getValue() == 0).map(java.util.Map.Entry::getKey).toList())
                .as("command types never bound (always a 400)").isEmpty();
        assertThat(bound.keySet()).as("every command type sent").containsAll(List.of(TYPES));
    }

    /** The legal moves of a FEN, or none when the position on the board is not a legal one (after an illegal move). */
    private static List<Move> legalMoves(String fen) {
        try {
            return adjudicator.engine.Position.fromFen(fen).legalMoves();
        } catch (adjudicator.engine.FenException e) {
            return List.of();
        }
    }

    /**
     * One seeded random command for the game in {@code state} at {@code at}, as its JSON: of any type of the
     * contract, plausible or not (also what {@link StoredRecordWriter} sends to write a stored record).
     */
    static String command(Random random, JsonNode state, Instant at) {
        String fen = state.get("fen").asText();
        String toMove = state.get("sideToMove").asText();
        String player = random.nextInt(5) == 0 ? (toMove.equals("WHITE") ? "BLACK" : "WHITE") : toMove;
        String type = random.nextInt(3) == 0 ? "MakeMove" : random.nextInt(3) == 0 ? "PressClock" : TYPES[random.nextInt(TYPES.length)];
        StringBuilder b = new StringBuilder("{\"type\":\"").append(type).append("\",\"at\":\"").append(at).append('"');
        switch (type) {
            case "MakeMove" -> {
                String move;
                List<Move> legal = legalMoves(fen);
                if (!legal.isEmpty() && random.nextInt(6) > 0) {
                    move = legal.get(random.nextInt(legal.size())).uci();
                } else {
                    move = List.of("e2e5", "g1g3", "a1a8", "e1g1", "zz", "Qxh7", "e7e8q", "e2e4k").get(random.nextInt(8));
                }
                b.append(",\"player\":\"").append(player).append("\",\"move\":\"").append(move).append('"');
            }
            case "TouchPiece", "AdjustPiece" -> b.append(",\"player\":\"").append(player).append("\",\"square\":\"")
                    .append((char) ('a' + random.nextInt(8))).append(1 + random.nextInt(8)).append('"');
            case "TouchPromotionSquare" -> b.append(",\"player\":\"").append(player).append("\",\"square\":\"")
                    .append((char) ('a' + random.nextInt(8))).append(random.nextBoolean() ? 8 : 1 + random.nextInt(8))
                    .append("\",\"piece\":\"").append(List.of("Q", "n", "rook", "K", "").get(random.nextInt(5))).append('"');
            case "ClaimDraw" -> {
                b.append(",\"player\":\"").append(player).append("\",\"basis\":\"")
                        .append(List.of("THREEFOLD_REPETITION", "FIFTY_MOVE_RULE", "QUICKPLAY_FINISH", "BORED").get(random.nextInt(4))).append('"');
                if (random.nextBoolean()) {
                    List<Move> legal = legalMoves(fen);
                    b.append(",\"intendedMove\":\"").append(legal.isEmpty() || random.nextInt(4) == 0 ? "a1a1"
                            : legal.get(random.nextInt(legal.size())).uci()).append('"');
                }
                if (random.nextInt(3) == 0) {
                    b.append(",\"arbiterPresent\":").append(List.of("false", "true", "\"no\"").get(random.nextInt(3)));
                }
            }
            case "ObserveFlagFall" -> b.append(",\"side\":\"").append(random.nextInt(4) == 0 ? "BOTH" : player).append('"');
            case "ReportIllegalMove" -> b.append(",\"by\":\"").append(List.of("WHITE", "BLACK", "ARBITER").get(random.nextInt(3))).append('"');
            case "RestorePosition" -> {
                b.append(",\"ply\":").append(random.nextInt(8) - 1);
                if (random.nextBoolean()) {
                    b.append(",\"whiteRemainingMs\":").append(random.nextInt(200_000)).append(",\"blackRemainingMs\":").append(random.nextInt(200_000));
                }
            }
            case "CorrectClocks" -> b.append(",\"whiteRemainingMs\":").append(random.nextInt(300_000) - 1000)
                    .append(",\"blackRemainingMs\":").append(random.nextInt(300_000))
                    .append(random.nextBoolean() ? ",\"movesCompleted\":" + random.nextInt(50) : "");
            case "StopClocks", "ResumeClocks" -> {
                if (random.nextBoolean()) {
                    b.append(",\"by\":\"").append(List.of("WHITE", "BLACK", "ARBITER").get(random.nextInt(3))).append('"');
                }
            }
            case "RuleOnClaim" -> b.append(",\"decision\":\"").append(List.of("ACCEPT", "POSTPONE", "REJECT").get(random.nextInt(3)))
                    .append('"').append(random.nextBoolean() ? ",\"opponentExtraMs\":" + random.nextInt(200_000) : "")
                    .append(random.nextInt(3) == 0 ? ",\"result\":\"" + List.of("1-0", "0-1", "2-0").get(random.nextInt(3)) + "\"" : "");
            case "ImposePenalty" -> b.append(",\"player\":\"").append(random.nextInt(6) == 0 ? "BOTH" : player)
                    .append("\",\"penalty\":\"").append(PENALTIES[random.nextInt(PENALTIES.length)]).append('"')
                    .append(random.nextBoolean() ? ",\"amountMs\":" + random.nextInt(200_000) : "")
                    .append(random.nextBoolean() ? ",\"points\":\"" + List.of("0", "1/2", "1", "3/4").get(random.nextInt(4)) + "\"" : "");
            case "ReportDeviceSignal" -> b.append(",\"player\":\"").append(player).append('"')
                    .append(random.nextInt(3) == 0 ? ",\"opponentScore\":\"" + List.of("1", "1/2", "2").get(random.nextInt(3)) + "\"" : "");
            case "ReportAbsence" -> b.append(",\"player\":\"").append(player).append('"')
                    .append(random.nextBoolean() ? ",\"regulationsDefaultMs\":" + (random.nextInt(4_000_000) - 1000) : "")
                    .append(random.nextBoolean() ? ",\"waived\":true" : "");
            case "DeclarePersistentRefusal" -> b.append(",\"player\":\"").append(player).append('"')
                    .append(random.nextInt(3) == 0 ? ",\"opponentScore\":\"" + List.of("1", "1/2", "3").get(random.nextInt(3)) + "\"" : "");
            case "AwardTime" -> b.append(",\"player\":\"").append(random.nextInt(4) == 0 ? "BOTH" : player).append('"')
                    .append(random.nextBoolean() ? ",\"amountMs\":" + (random.nextInt(200_000) - 10_000) : "");
            case "AnnulGame" -> b.append(random.nextBoolean() ? ",\"reason\":\"wrong initial position\"" : "");
            case "SignScoresheet" -> b.append(",\"player\":\"").append(player).append("\",\"result\":\"")
                    .append(List.of("1-0", "0-1", "1/2-1/2", "0-0", "2-0").get(random.nextInt(5))).append('"');
            case "CorrectResult" -> b.append(",\"decision\":\"").append(List.of("SIGNED", "RECORDED", "OTHER").get(random.nextInt(3)))
                    .append('"').append(random.nextBoolean() ? ",\"result\":\"" + List.of("1-0", "0-1", "1/2-1/2").get(random.nextInt(3)) + "\"" : "")
                    .append(random.nextBoolean() ? ",\"reason\":\"the scoresheets say so\"" : "");
            case "StartClocks" -> {
            }
            default -> {
                if (hasField(type, "player")) {
                    b.append(",\"player\":\"").append(player).append('"');
                }
            }
        }
        return b.append('}').toString();
    }

    /** Whether the command type has the field (its record in {@code Commands}). */
    private static boolean hasField(String type, String field) {
        for (Class<?> c : adjudicator.command.api.Commands.class.getDeclaredClasses()) {
            if (c.getSimpleName().equals(type) && c.isRecord()) {
                return java.util.Arrays.stream(c.getRecordComponents()).anyMatch(rc -> rc.getName().equals(field));
            }
        }
        throw new IllegalArgumentException("no command type " + type);
    }
}
