package adjudicator.command.importing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JSON that DGT LiveChess publishes to LiveChess Cloud for a tournament, as read here (docs/import.md,
 * "LiveChess Cloud"). It has no official documentation: the reading follows lichess's broadcast relay
 * ({@code modules/relay/src/main/DgtJson.scala} and {@code RelayRound.scala} of lichess-org/lila at commit
 * 58a1b12a6d1702cae0ed1d07fe7095d3d713653c, and scalachess's {@code Outcome.fromResult} for the results),
 * and what it guesses beyond that is said on each member below. Three files, under a tournament's base
 * address ({@code .../get/ID/}):
 * <ul>
 * <li>{@code tournament.json}: name, location, country, the time control as text, the rounds with their
 * game counts;</li>
 * <li>{@code round-N/index.json}: the round's date and its pairings, each with its players (names, title,
 * federation, FIDE ID), result and whether it is live; game M of the round is pairing M (from 1);</li>
 * <li>{@code round-N/game-M.json}: the moves, each {@code "SAN clk+emt"} with either time missing, the result,
 * and the clock at a reference instant.</li>
 * </ul>
 * Pure: bytes in, values or {@link Malformed} out, naming the file and what is wrong. Unknown members are
 * ignored (the service adds members without notice); a member of the wrong type is malformed.
 */
public final class LiveChess {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern MOVE = Pattern.compile("(\\S+)(?: +(\\d{1,6})?(?:\\+(\\d{1,6}))?)? *");
    private static final Pattern DATE = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");

    private LiveChess() {
    }

    /** A file that cannot be read as the layout says: which file, and what is wrong with it. */
    public static final class Malformed extends RuntimeException {
        private final String file;

        public Malformed(String file, String message) {
            super(file + ": " + message);
            this.file = file;
        }

        public String file() {
            return file;
        }
    }

    /** {@code tournament.json}: the tournament's name, location and country, its time control as text, and its rounds. */
    public record Tournament(String id, String name, String location, String country, String timeControl, List<RoundSummary> rounds) {
    }

    /** A round of {@code tournament.json}: how many games it has, and how many are live (lila's reading: a count). */
    public record RoundSummary(int count, int live) {
    }

    /**
     * A player of a pairing. The name is in parts (first, middle, last); lila joins them first name first;
     * here a PGN name is written "Last, First Middle" (the PGN standard's form, and the tournament's).
     */
    public record Player(String fname, String mname, String lname, String title, String federation, Long fideId) {

        /** "Last, First Middle"; the parts there are when some are missing; null when none is given. */
        public String pgnName() {
            String first = join(fname, mname);
            if (lname == null) {
                return first;
            }
            return first == null ? lname : lname + ", " + first;
        }

        /** "First Middle Last", as lila writes it. */
        public String fullName() {
            return join(join(fname, mname), lname);
        }

        private static String join(String a, String b) {
            if (a == null) {
                return b;
            }
            return b == null ? a : a + " " + b;
        }
    }

    /** A pairing of {@code index.json}: its players (null where the service gives none), its result as written, whether live. */
    public record Pairing(Player white, Player black, String result, boolean live) {
    }

    /** {@code round-N/index.json}: the round's date ({@code yyyy-mm-dd}, or null) and its pairings, game 1 first. */
    public record RoundIndex(String date, List<Pairing> pairings) {

        /** The date as a PGN date ({@code yyyy.mm.dd}), or null when the file gives none that is a date. */
        public String pgnDate() {
            if (date == null) {
                return null;
            }
            Matcher m = DATE.matcher(date.strip());
            return m.matches() ? m.group(1) + "." + m.group(2) + "." + m.group(3) : null;
        }
    }

    /**
     * The clock of {@code game-M.json}: each side's remaining seconds (null where not given) at the reference instant
     * {@code time}, in milliseconds since 1970 (lila's reading: {@code referenceTime}; null where not given).
     */
    public record Clock(Integer white, Integer black, Long time) {
    }

    /**
     * One move of {@code game-M.json}: its SAN, the mover's clock after it in seconds ({@code clk}), and the time it took
     * in seconds ({@code emt}); either may be missing: {@code "dxe4 63"}, {@code "fxe4 +31"}, {@code "Nc2 34+2"},
     * {@code "e4"}.
     */
    public record Move(String san, Integer clk, Integer emt) {
    }

    /**
     * {@code round-N/game-M.json}: the moves, the result (null or {@code *} while the game goes on), the clock, whether
     * live, the board's serial number, the Chess960 position number (518, or none, for the standard position).
     */
    public record Game(List<Move> moves, String result, Clock clock, boolean live, String serialNr, Integer chess960) {

        /** The result as a PGN termination marker: 1-0, 0-1, 1/2-1/2, or * while the game goes on. */
        public String pgnResult() {
            return LiveChess.pgnResult(result);
        }
    }

    /** Reads {@code tournament.json}. */
    public static Tournament tournament(String file, byte[] bytes) {
        JsonNode n = object(file, bytes);
        List<RoundSummary> rounds = new ArrayList<>();
        JsonNode r = n.path("rounds");
        if (!r.isMissingNode() && !r.isNull()) {
            if (!r.isArray()) {
                throw new Malformed(file, "\"rounds\" is not a list");
            }
            for (JsonNode x : r) {
                rounds.add(new RoundSummary(integer(file, x, "count", 0), liveCount(file, x.path("live"))));
            }
        }
        return new Tournament(text(file, n, "id"), text(file, n, "name"), text(file, n, "location"), text(file, n, "country"),
                text(file, n, "timecontrol"), List.copyOf(rounds));
    }

    /** Reads {@code round-N/index.json}. */
    public static RoundIndex index(String file, byte[] bytes) {
        JsonNode n = object(file, bytes);
        JsonNode p = n.path("pairings");
        if (!p.isArray()) {
            throw new Malformed(file, "\"pairings\" is missing or not a list");
        }
        List<Pairing> pairings = new ArrayList<>();
        int i = 0;
        for (JsonNode x : p) {
            i++;
            if (!x.isObject()) {
                throw new Malformed(file, "pairing " + i + " is not an object");
            }
            String result = text(file, x, "result");
            if (result != null) {
                pgnResult(file, result);
            }
            pairings.add(new Pairing(player(file, x.path("white"), i, "white"), player(file, x.path("black"), i, "black"), result,
                    bool(file, x, "live")));
        }
        return new RoundIndex(text(file, n, "date"), List.copyOf(pairings));
    }

    /** Reads {@code round-N/game-M.json}. */
    public static Game game(String file, byte[] bytes) {
        JsonNode n = object(file, bytes);
        JsonNode m = n.path("moves");
        List<Move> moves = new ArrayList<>();
        if (!m.isMissingNode() && !m.isNull()) {
            if (!m.isArray()) {
                throw new Malformed(file, "\"moves\" is not a list");
            }
            int ply = 0;
            for (JsonNode x : m) {
                ply++;
                if (!x.isTextual()) {
                    throw new Malformed(file, "move " + ply + " is not a string");
                }
                moves.add(move(file, ply, x.asText()));
            }
        }
        String result = text(file, n, "result");
        if (result != null) {
            pgnResult(file, result);
        }
        Clock clock = null;
        JsonNode c = n.path("clock");
        if (c.isObject()) {
            Integer white = c.hasNonNull("white") ? integer(file, c, "white", 0) : null;
            Integer black = c.hasNonNull("black") ? integer(file, c, "black", 0) : null;
            Long time = null;
            if (c.hasNonNull("time")) {
                if (!c.get("time").canConvertToLong()) {
                    throw new Malformed(file, "\"clock.time\" is not a number of milliseconds");
                }
                time = c.get("time").asLong();
            }
            clock = new Clock(white, black, time);
        } else if (!c.isMissingNode() && !c.isNull()) {
            throw new Malformed(file, "\"clock\" is not an object");
        }
        Integer chess960 = n.hasNonNull("chess960") ? integer(file, n, "chess960", 0) : null;
        return new Game(List.copyOf(moves), result, clock, bool(file, n, "live"), text(file, n, "serialNr"), chess960);
    }

    /** One move as the file writes it: {@code "SAN"}, {@code "SAN clk"}, {@code "SAN +emt"} or {@code "SAN clk+emt"}. */
    static Move move(String file, int ply, String text) {
        Matcher x = MOVE.matcher(text.strip());
        if (!x.matches()) {
            throw new Malformed(file, "move " + ply + " \"" + text + "\" is not \"SAN seconds+elapsed\"");
        }
        return new Move(x.group(1), x.group(2) == null ? null : Integer.valueOf(x.group(2)),
                x.group(3) == null ? null : Integer.valueOf(x.group(3)));
    }

    /**
     * A result as written by the service, as a PGN termination marker: the PGN forms, and {@code WHITEWIN}, {@code BLACKWIN},
     * {@code DRAW} (scalachess reads these three as LiveChess Cloud's; its comment on {@code DRAW} says "not sure");
     * {@code *}, empty or none while the game goes on.
     */
    public static String pgnResult(String result) {
        return pgnResult("the file", result);
    }

    private static String pgnResult(String file, String result) {
        if (result == null) {
            return "*";
        }
        return switch (result.strip().toUpperCase(Locale.ROOT)) {
            case "", "*" -> "*";
            case "1-0", "WHITEWIN" -> "1-0";
            case "0-1", "BLACKWIN" -> "0-1";
            case "1/2-1/2", "½-½", "DRAW" -> "1/2-1/2";
            default -> throw new Malformed(file, "the result \"" + result + "\" is none of 1-0, 0-1, 1/2-1/2, WHITEWIN, BLACKWIN, "
                    + "DRAW, *");
        };
    }

    /**
     * The game as PGN, so that it is imported by the same path as a PGN file (docs/import.md): the tags from
     * {@code tournament.json} (Event, Site, TimeControl) and the pairing (White, Black, their titles and FIDE IDs, Round
     * {@code N.M}, Date), the moves with {@code [%clk]} and {@code [%emt]} from their times, and the result. The clock's
     * reading of the side that moved last stands for that move's {@code clk} where the move gives none (its clock stopped
     * at the press); lila lets the clock's readings replace the last two moves' times, but the side to move's clock runs,
     * so its reading is not its time after its last move, and the move's own reading is kept here.
     */
    public static String pgn(Tournament tournament, int round, RoundIndex index, int gameNumber, Game game) {
        Pairing pairing = index.pairings().get(gameNumber - 1);
        StringBuilder out = new StringBuilder();
        tag(out, "Event", tournament == null ? null : tournament.name());
        String site = tournament == null ? null : tournament.location() == null ? tournament.country()
                : tournament.country() == null ? tournament.location() : tournament.location() + " " + tournament.country();
        tag(out, "Site", site);
        tag(out, "Date", index.pgnDate() == null ? "????.??.??" : index.pgnDate());
        tag(out, "Round", round + "." + gameNumber);
        tag(out, "White", pairing.white() == null ? null : pairing.white().pgnName());
        tag(out, "Black", pairing.black() == null ? null : pairing.black().pgnName());
        String result = game.pgnResult();
        tag(out, "Result", result);
        if (pairing.white() != null) {
            optional(out, "WhiteTitle", pairing.white().title());
            optional(out, "WhiteFideId", pairing.white().fideId() == null ? null : pairing.white().fideId().toString());
        }
        if (pairing.black() != null) {
            optional(out, "BlackTitle", pairing.black().title());
            optional(out, "BlackFideId", pairing.black().fideId() == null ? null : pairing.black().fideId().toString());
        }
        optional(out, "TimeControl", tournament == null ? null : tournament.timeControl());
        out.append('\n');
        List<Move> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (i % 2 == 0) {
                out.append(i / 2 + 1).append(". ");
            }
            out.append(m.san());
            Integer clk = m.clk();
            if (clk == null && i == moves.size() - 1 && game.clock() != null) {
                clk = i % 2 == 0 ? game.clock().white() : game.clock().black();
            }
            if (clk != null || m.emt() != null) {
                out.append(" {");
                if (clk != null) {
                    out.append("[%clk ").append(hms(clk)).append(']');
                }
                if (m.emt() != null) {
                    out.append(clk != null ? " " : "").append("[%emt ").append(hms(m.emt())).append(']');
                }
                out.append('}');
            }
            out.append(' ');
        }
        out.append(result).append("\n\n");
        return out.toString();
    }

    /** {@code seconds} as {@code h:mm:ss}. */
    public static String hms(int seconds) {
        Duration d = Duration.ofSeconds(seconds);
        return String.format(Locale.ROOT, "%d:%02d:%02d", d.toHours(), d.toMinutesPart(), d.toSecondsPart());
    }

    private static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"").append(escape(value == null || value.isBlank() ? "?" : value)).append("\"]\n");
    }

    private static void optional(StringBuilder out, String name, String value) {
        if (value != null && !value.isBlank()) {
            tag(out, name, value);
        }
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replaceAll("[\\r\\n\\t]", " ");
    }

    private static JsonNode object(String file, byte[] bytes) {
        JsonNode n;
        try {
            n = JSON.readTree(utf8(file, bytes));
        } catch (JsonProcessingException e) {
            throw new Malformed(file, "not JSON: " + e.getOriginalMessage() + " (line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ")");
        }
        if (n == null || !n.isObject()) {
            throw new Malformed(file, "not a JSON object");
        }
        return n;
    }

    private static Player player(String file, JsonNode n, int pairing, String side) {
        if (n.isMissingNode() || n.isNull()) {
            return null;
        }
        if (!n.isObject()) {
            throw new Malformed(file, "pairing " + pairing + ": \"" + side + "\" is not an object");
        }
        Long fideId = null;
        JsonNode id = n.path("fideid");
        if (id.isIntegralNumber() && id.asLong() > 0) {
            fideId = id.asLong();
        } else if (id.isTextual() && id.asText().strip().matches("[0-9]{1,11}") && Long.parseLong(id.asText().strip()) > 0) {
            fideId = Long.valueOf(id.asText().strip());
        } else if (!id.isMissingNode() && !id.isNull() && !(id.isTextual() && id.asText().isBlank()) && !(id.isNumber() && id.asLong() == 0)) {
            throw new Malformed(file, "pairing " + pairing + ": the " + side + " player's \"fideid\" " + id + " is not a FIDE ID");
        }
        return new Player(text(file, n, "fname"), text(file, n, "mname"), text(file, n, "lname"), text(file, n, "title"),
                text(file, n, "federation"), fideId);
    }

    private static String text(String file, JsonNode n, String member) {
        JsonNode v = n.path(member);
        if (v.isMissingNode() || v.isNull()) {
            return null;
        }
        if (!v.isTextual() && !v.isNumber()) {
            throw new Malformed(file, "\"" + member + "\" is not a string");
        }
        String s = v.asText().strip();
        return s.isEmpty() ? null : s;
    }

    private static int integer(String file, JsonNode n, String member, int absent) {
        JsonNode v = n.path(member);
        if (v.isMissingNode() || v.isNull()) {
            return absent;
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < 0) {
            throw new Malformed(file, "\"" + member + "\" is not a whole number from 0");
        }
        return v.asInt();
    }

    /** {@code live} of a round: lila reads a count, older files a boolean. */
    private static int liveCount(String file, JsonNode v) {
        if (v.isMissingNode() || v.isNull()) {
            return 0;
        }
        if (v.isBoolean()) {
            return v.asBoolean() ? 1 : 0;
        }
        if (!v.isIntegralNumber() || v.asInt() < 0) {
            throw new Malformed(file, "a round's \"live\" is not a count");
        }
        return v.asInt();
    }

    private static boolean bool(String file, JsonNode n, String member) {
        JsonNode v = n.path(member);
        if (v.isMissingNode() || v.isNull()) {
            return false;
        }
        if (!v.isBoolean()) {
            throw new Malformed(file, "\"" + member + "\" is not true or false");
        }
        return v.asBoolean();
    }

    /** UTF-8 decoding that refuses what is not UTF-8 rather than misreading it; a byte-order mark dropped. */
    private static String utf8(String file, byte[] bytes) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new Malformed(file, "not UTF-8");
        }
    }
}
