package adjudicator.command.importing;

import adjudicator.command.api.Commands;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.GameSource;
import adjudicator.command.api.Player;
import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.clock.ClockReconstruction;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnMove;
import adjudicator.engine.pgn.PgnTimeControl;
import adjudicator.engine.pgn.SourceEnding;
import adjudicator.engine.rules.Edition;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game read from PGN turned into the one command that imports it ({@link Commands.ImportGame}): pure, so
 * that what an import writes is a function of the file and the parameters (docs/import.md).
 * <ul>
 * <li>the creation from the tags: the players (White, Black, WhiteFideId, BlackFideId), Event, Site, Round
 * ({@code r.b}, or {@code r} with a Board tag), the time control ({@link PgnTimeControl}: the standard's form
 * or a sentence it reads, else the one given as a parameter, said in the notes), the start position
 * (SetUp/FEN), the edition given; every tag kept as written in the {@link GameSource};</li>
 * <li>the start instant: UTCDate and UTCTime; else the Date at 00:00 UTC; else the import's instant (each
 * inference said in the notes);</li>
 * <li>with a clock comment after every move and a time control with a clock, the presses reconstructed by
 * {@link ClockReconstruction} (its findings go to the notes), each move made and its press at that instant;
 * otherwise a game whose clocks the record does not know: its moves, all at the start instant, without
 * clock facts;</li>
 * <li>the source's ending ({@link SourceEnding}) after the last move, or at the fall of the flag that a time
 * forfeit names when the clocks are known; none for an unterminated game ({@code *}).</li>
 * </ul>
 */
public final class PgnImport {

    /** What an import is told besides the file: the edition, a time control for games whose tag gives none, the instant of the import. */
    public record Options(Edition rules, String timeControl, Instant now) {
    }

    /**
     * Where the game was read: the format ({@code PGN}, or {@code LIVECHESS} for a game of LiveChess Cloud's JSON turned
     * into PGN by {@link LiveChess#pgn}), the SHA-256 of the file and the game's number in it (in a round of LiveChess
     * Cloud: its game number), from 1.
     */
    public record Origin(String format, String sha256, int gameNumber) {

        /** A game of a PGN file. */
        public Origin(String sha256, int gameNumber) {
            this("PGN", sha256, gameNumber);
        }
    }

    /** A game that cannot be imported as its source gives it: the ply (0 for the tags) and why. */
    public static final class Refused extends RuntimeException {
        private final int ply;

        public Refused(int ply, String message) {
            super(message);
            this.ply = ply;
        }

        public int ply() {
            return ply;
        }
    }

    private static final Pattern ROUND = Pattern.compile("([0-9]{1,6})(?:\\.([0-9]{1,6}))?");
    private static final Pattern FIDE_ID = Pattern.compile("[0-9]{1,11}");
    private static final Pattern DATE = Pattern.compile("([0-9]{4})\\.([0-9]{2})\\.([0-9]{2})");

    private PgnImport() {
    }

    /** The game's id: a name-based UUID of its identity, so that a second import of the same game finds the first. */
    public static String gameId(String identity) {
        return UUID.nameUUIDFromBytes(("pgn-import:" + identity).getBytes(StandardCharsets.UTF_8)).toString();
    }

    /**
     * The identity of a game (the SHA-256, hex, of Event, Site, Date, Round (with the Board tag, {@code r.b}), the
     * players by FIDE ID else by name,
     * the start position and the moves in UCI): a game imported again with the same identity is the same game.
     */
    public static String identity(PgnGame game) {
        StringBuilder text = new StringBuilder();
        for (String tag : List.of("Event", "Site", "Date")) {
            text.append(tag).append('\t').append(game.tag(tag).map(String::strip).orElse("")).append('\n');
        }
        // the round and board as read: "4.1" and "4" with a Board tag "1" are the same
        String round = game.tag("Round").map(String::strip).orElse("");
        String board = game.tag("Board").map(String::strip).orElse("");
        text.append("Round\t").append(round.contains(".") || board.isEmpty() || board.equals("?") ? round : round + "." + board).append('\n');
        text.append("White\t").append(game.tag("WhiteFideId").filter(v -> !v.isBlank()).orElse(game.tag("White").orElse(""))).append('\n');
        text.append("Black\t").append(game.tag("BlackFideId").filter(v -> !v.isBlank()).orElse(game.tag("Black").orElse(""))).append('\n');
        text.append("Start\t").append(game.start().fen()).append('\n');
        text.append("Moves");
        for (PgnMove m : game.moves()) {
            text.append(' ').append(m.move().uci());
        }
        return sha256(text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The SHA-256 of {@code bytes}, hex, lower case. */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The command that imports {@code game}; {@link Refused} when a tag cannot be read. */
    public static Commands.ImportGame command(PgnGame game, Origin origin, Options options) {
        String identity = identity(game);
        String gameId = gameId(identity);
        List<String> notes = new ArrayList<>();

        Player white = player(game, "White");
        Player black = player(game, "Black");
        String event = value(game, "Event");
        String site = value(game, "Site");
        String round = null;
        Integer board = null;
        String roundTag = game.tag("Round").map(String::strip).orElse(null);
        if (roundTag != null && !roundTag.isEmpty() && !roundTag.equals("?") && !roundTag.equals("-")) {
            Matcher m = ROUND.matcher(roundTag);
            if (!m.matches()) {
                throw new Refused(0, "the Round tag \"" + roundTag + "\" is not a round (\"3\" or \"3.1\", \"?\" or \"-\")");
            }
            round = m.group(1);
            if (m.group(2) != null) {
                board = Integer.valueOf(m.group(2));
            }
        }
        String boardTag = game.tag("Board").map(String::strip).orElse(null);
        if (boardTag != null && !boardTag.isEmpty() && !boardTag.equals("?")) {
            if (!boardTag.matches("[0-9]{1,6}") || Integer.parseInt(boardTag) < 1) {
                throw new Refused(0, "the Board tag \"" + boardTag + "\" is not a board number");
            }
            if (board != null && board != Integer.parseInt(boardTag)) {
                throw new Refused(0, "the Round tag \"" + roundTag + "\" names board " + board + ", the Board tag " + boardTag);
            }
            board = Integer.valueOf(boardTag);
        }

        PgnTimeControl read = PgnTimeControl.read(game.tag("TimeControl").orElse(null));
        TimeControl control = read.control();
        if (read.source() == PgnTimeControl.Source.PROSE) {
            notes.add("the time control is read from the sentence \"" + read.tag() + "\" as " + control.format());
        } else if (control == null) {
            if (options.timeControl() != null) {
                control = TimeControl.parse(options.timeControl());
                notes.add("the time control is the one given to the import (" + control.format() + "): the TimeControl tag "
                        + (read.tag() == null ? "is missing" : "\"" + read.tag() + "\" " + (read.source() == PgnTimeControl.Source.UNKNOWN
                        ? "says it is unknown" : "is not one the import reads")));
            } else {
                notes.add("the time control is not known: the TimeControl tag " + (read.tag() == null ? "is missing" : "\"" + read.tag() + "\""
                        + (read.source() == PgnTimeControl.Source.UNKNOWN ? " says it is unknown" : " is not one the import reads"))
                        + ", and none was given to the import");
            }
        }
        String timeControl = control == null ? "-" : control.format();

        Instant start = start(game, options.now(), notes);
        List<PgnMove> moves = game.moves();
        int withClock = (int) moves.stream().filter(m -> m.clk().isPresent() || m.emt().isPresent()).count();
        boolean clocksKnown = control != null && control.hasClock() && !moves.isEmpty() && withClock == moves.size();
        if (!clocksKnown && withClock > 0) {
            notes.add("the clocks are not known: " + (control == null || !control.hasClock() ? "the time control is not known"
                    : "clock comments after " + withClock + " of the " + moves.size() + " moves"));
        } else if (!clocksKnown) {
            notes.add("the clocks are not known: the source has no clock comments ([%clk], [%emt])");
        }

        Position initial = game.start();
        String startFen = initial.equals(Position.initial()) ? null : initial.fen();
        GameSource source = new GameSource(origin.format(), origin.sha256(), origin.gameNumber(), identity, clocksKnown, game.tags(), notes);
        Commands.CreateGame create = new Commands.CreateGame(gameId, start, null, white, black, event, site, round, board,
                options.rules(), timeControl, startFen, false, null, source);

        List<GameCommand> play = new ArrayList<>();
        Color first = initial.sideToMove();
        Instant last = start;
        ClockReconstruction.Result clocks = null;
        if (clocksKnown) {
            clocks = ClockReconstruction.of(control, start, first, moves.stream().map(m -> m.clk().orElse(null)).toList(),
                    moves.stream().map(m -> m.emt().orElse(null)).toList());
            clocks.findings().forEach(f -> notes.add("ply " + f.ply() + ": " + f.text()));
            play.add(new Commands.StartClocks(gameId, start, null));
        }
        Color player = first;
        for (int i = 0; i < moves.size(); i++) {
            PgnMove m = moves.get(i);
            Instant at = clocks == null ? start : clocks.presses().get(i).at();
            // a legal move as the source writes it; an illegal one, which has no SAN the deciders read, by its squares
            play.add(new Commands.MakeMove(gameId, at, null, player, m.illegal() == null ? m.san() : m.move().uci()));
            if (clocks != null) {
                play.add(new Commands.PressClock(gameId, at, null, player));
            }
            last = at;
            player = player.opposite();
        }
        SourceEnding ending = SourceEnding.of(game);
        Commands.RecordSourceEnding recorded = null;
        if (ending.kind() != SourceEnding.Kind.UNTERMINATED) {
            Instant at = last;
            if (clocks != null && ending.kind() == SourceEnding.Kind.TIME_FORFEIT) {
                // the flag of the side to move falls when his time runs out after the last press
                at = last.plusMillis(Math.max(0, clocks.clock().remainingMs(player, last)));
            }
            recorded = new Commands.RecordSourceEnding(gameId, at, null, ending.kind(), ending.result(), ending.termination(), List.of());
        }
        return new Commands.ImportGame(gameId, null, create, play, recorded);
    }

    private static String value(PgnGame game, String tag) {
        String v = game.tag(tag).map(String::strip).orElse(null);
        return v == null || v.isEmpty() || v.equals("?") ? null : v;
    }

    private static Player player(PgnGame game, String side) {
        String name = value(game, side);
        String id = value(game, side + "FideId");
        Long fideId = null;
        if (id != null && !id.equals("-") && !id.equals("0")) {
            if (!FIDE_ID.matcher(id).matches()) {
                throw new Refused(0, "the " + side + "FideId tag \"" + id + "\" is not a FIDE ID (a whole number of at most 11 digits)");
            }
            fideId = Long.valueOf(id);
        }
        return Player.of(name, fideId);
    }

    /** The instant the game's clocks started, by the tags, each inference said in {@code notes}. */
    private static Instant start(PgnGame game, Instant now, List<String> notes) {
        LocalDate utcDate = date(game.tag("UTCDate").orElse(null), "UTCDate");
        String utcTime = game.tag("UTCTime").map(String::strip).orElse(null);
        if (utcDate != null && utcTime != null && !utcTime.contains("?")) {
            try {
                return utcDate.atTime(LocalTime.parse(utcTime.length() == 7 ? "0" + utcTime : utcTime)).toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException e) {
                throw new Refused(0, "the UTCTime tag \"" + utcTime + "\" is not a time (hh:mm:ss)");
            }
        }
        LocalDate date = utcDate != null ? utcDate : date(game.tag("Date").orElse(null), "Date");
        if (date != null) {
            notes.add("the start instant is the " + (utcDate != null ? "UTCDate" : "Date") + " at 00:00 UTC: the source gives no "
                    + "time of day (UTCTime)");
            return date.atStartOfDay().toInstant(ZoneOffset.UTC);
        }
        notes.add("the start instant is the import's (" + now + "): the source gives no complete date");
        return now;
    }

    /** A PGN date {@code yyyy.mm.dd}; null where it has unknown parts ({@code ??}) or is missing; refused when malformed. */
    private static LocalDate date(String tag, String name) {
        if (tag == null || tag.isBlank() || tag.contains("?")) {
            return null;
        }
        Matcher m = DATE.matcher(tag.strip());
        if (!m.matches()) {
            throw new Refused(0, "the " + name + " tag \"" + tag + "\" is not a date (yyyy.mm.dd)");
        }
        try {
            return LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
        } catch (java.time.DateTimeException e) {
            throw new Refused(0, "the " + name + " tag \"" + tag + "\" is not a date: " + e.getMessage());
        }
    }

}
