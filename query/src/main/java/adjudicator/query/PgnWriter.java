package adjudicator.query;

import adjudicator.command.api.GameCreated;
import adjudicator.command.api.Player;
import adjudicator.command.record.RecordedBy;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.command.state.ResultStanding;
import adjudicator.command.state.RulingRecord;
import adjudicator.command.state.Rulings;
import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Termination;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

/**
 * The game score as PGN: the Seven Tag Roster, {@code Board}, {@code TimeControl},
 * {@code Termination} (the PGN standard's value; the cause and article of the ruling follow as a
 * comment), {@code FEN}/{@code SetUp} for a non-standard start, and {@code [%clk]} after each move:
 * the mover's remaining time once the move was completed, with {@code [%emt]}, the time his clock ran
 * for the move; {@code UTCDate}/{@code UTCTime} give the game's first instant. An illegal move still in
 * the line (never reported, so the game went on from it) ends the move text PGN can record: from there
 * the moves are told in the last comment, the illegal one in long algebraic form with its reason and
 * article.
 */
public final class PgnWriter {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);
    /** The results the PGN standard has tokens for (8.1.1.7). */
    private static final List<String> STANDARD_RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);

    private PgnWriter() {
    }

    public static String write(GameState v) {
        return write(v, seq -> null);
    }

    /**
     * The game as PGN; {@code recordedBy} gives the account that sent the command of the event
     * {@code seq} (null for none), which a ruling's comment names.
     */
    public static String write(GameState v, LongFunction<RecordedBy> recordedBy) {
        return write(v, recordedBy, java.util.Map.of());
    }

    /**
     * The game as PGN, with the tags a tournament knows and the game does not: {@code Round} as
     * {@code round.board} where given, and the players' titles and ratings ({@code WhiteTitle},
     * {@code BlackTitle}, {@code WhiteElo}, {@code BlackElo}), written after the FIDE IDs.
     */
    public static String write(GameState v, LongFunction<RecordedBy> recordedBy, java.util.Map<String, String> tournamentTags) {
        StringBuilder out = new StringBuilder();
        // the PGN standard (8.1.1.7) knows four results; a score outside them (0-0, 1/2-0, 0-1/2, set by a
        // rule or the arbiter) is written "*", "result otherwise unknown", and given in the last comment
        // the result in force (8.7: as signed alike by both, or as the arbiter decided; his decision is a ruling's comment)
        String inForce = v.resultInForce();
        String result = inForce == null || !STANDARD_RESULTS.contains(inForce) ? "*" : inForce;
        GameCreated game = v.created();
        tag(out, "Event", game.event());
        tag(out, "Site", game.site());
        tag(out, "Date", v.firstAt() == null ? "????.??.??" : DATE.format(v.firstAt()));
        tag(out, "Round", tournamentTags.getOrDefault("Round", game.round()));
        tag(out, "White", game.whiteName());
        tag(out, "Black", game.blackName());
        tag(out, "Result", result);
        if (game.board() != null) {
            tag(out, "Board", String.valueOf(game.board()));
        }
        // the tags FIDE's broadcasts match players by, where the record has the IDs
        if (Player.fideIdOf(game.white()) != null) {
            tag(out, "WhiteFideId", String.valueOf(game.white().fideId()));
        }
        if (Player.fideIdOf(game.black()) != null) {
            tag(out, "BlackFideId", String.valueOf(game.black().fideId()));
        }
        for (String name : List.of("WhiteTitle", "BlackTitle", "WhiteElo", "BlackElo")) {
            if (tournamentTags.get(name) != null) {
                tag(out, name, tournamentTags.get(name));
            }
        }
        tag(out, "TimeControl", game.timeControl());
        // an imported game's start instant is the source's only where the source gave the time of day
        boolean instantKnown = game.source() == null || game.source().tag("UTCTime") != null;
        if (v.firstAt() != null && instantKnown) {
            tag(out, "UTCDate", DATE.format(v.firstAt()));
            tag(out, "UTCTime", TIME.format(v.firstAt()));
        }
        // the ending in force's (an appeal's or the arbiter's, 8.7), as the Result tag is the result in force's
        Termination ending = v.terminationInForce() != null ? v.terminationInForce() : v.termination();
        tag(out, "Termination", ending == null ? "unterminated" : ending.pgnTag());
        if (!Position.initial().fen().equals(game.startFen())) {
            tag(out, "SetUp", "1");
            tag(out, "FEN", game.startFen());
        }
        if (game.source() != null) {
            // the source's other tags, as written: nothing of an imported game is dropped (docs/import.md)
            java.util.Set<String> written = new java.util.HashSet<>(List.of("Event", "Site", "Date", "Round", "White", "Black", "Result",
                    "Board", "WhiteFideId", "BlackFideId", "TimeControl", "UTCDate", "UTCTime", "Termination", "SetUp", "FEN"));
            written.addAll(tournamentTags.keySet());
            for (adjudicator.engine.pgn.PgnTag t : game.source().tags()) {
                if (written.add(t.name())) {
                    tag(out, t.name(), t.value());
                }
            }
        }
        out.append('\n');

        Position start = v.start();
        List<MoveRecord> moves = v.moves();
        List<RulingRecord> rulings = v.rulings();
        int moveNumber = start.fullmoveNumber();
        boolean whiteToMove = start.sideToMove() == Color.WHITE;
        boolean hasClock = game.timeControl() != null && !game.timeControl().equals("-");
        StringBuilder text = new StringBuilder();
        boolean first = true;
        int[] ruling = {0};
        // the moves PGN can record: up to the first illegal move still in the line (never reported, so
        // the game went on from an illegal position, which no PGN reader can follow); from there the
        // moves are told in the last comment, so that the file reads back and loses nothing
        int recorded = 0;
        while (recorded < moves.size() && moves.get(recorded).legal()) {
            recorded++;
        }
        // one brace comment per place: some readers (chess.js among them) refuse two comments in a row,
        // though the standard allows them; the clock commands first, then the rulings' texts
        List<String> before = new ArrayList<>();
        while (ruling[0] < rulings.size() && rulings.get(ruling[0]).afterMoves() == 0) {
            before.add(ruling(rulings.get(ruling[0]++), recordedBy));
        }
        if (recorded == 0) {
            if (!moves.isEmpty()) {
                before.add(continuation(v, 0, moveNumber, ruling, recordedBy));
            }
            if (v.termination() != null) {
                before.add(termination(v));
            }
        }
        if (!before.isEmpty()) {
            text.append(comment("", before)).append(' ');
        }
        for (int index = 0; index < recorded; index++) {
            MoveRecord m = moves.get(index);
            boolean white = m.player() == Color.WHITE;
            if (white) {
                text.append(moveNumber).append(". ");
            } else if (first || !whiteToMove) {
                text.append(moveNumber).append("... ");
            }
            text.append(m.san());
            String commands = "";
            if (hasClock && m.clockMs() != null) {
                commands = "[%clk " + clk(m.clockMs()) + "]" + (m.emtMs() != null ? " [%emt " + clk(m.emtMs()) + "]" : "");
            }
            List<String> texts = new ArrayList<>();
            while (ruling[0] < rulings.size() && rulings.get(ruling[0]).afterMoves() == index + 1) {
                texts.add(ruling(rulings.get(ruling[0]++), recordedBy));
            }
            boolean commented = !texts.isEmpty();
            if (index == recorded - 1) {
                if (recorded < moves.size()) {
                    texts.add(continuation(v, recorded, white ? moveNumber : moveNumber + 1, ruling, recordedBy));
                }
                if (v.termination() != null) {
                    texts.add(termination(v));
                }
            }
            if (!commands.isEmpty() || !texts.isEmpty()) {
                text.append(' ').append(comment(commands, texts));
            }
            text.append(' ');
            if (!white) {
                moveNumber++;
            }
            whiteToMove = !white;
            first = commented; // after a ruling's comment, Black's move gets its number again
        }
        text.append(result);
        out.append(wrap(text.toString())).append("\n\n");
        return out.toString();
    }

    /** A ruling's sentence for a comment, with the account that sent the command it came from, if the record has one. */
    private static String ruling(RulingRecord r, LongFunction<RecordedBy> recordedBy) {
        RecordedBy by = recordedBy.apply(r.seq());
        return commentText(by == null ? r.text() : r.text() + "; recorded by " + by);
    }

    /**
     * The moves from index {@code from} on, the first of them an illegal move never reported, as the text
     * of a comment: move numbers, SAN for legal moves, long algebraic form and the reason for illegal
     * ones, and the rulings after each move in parentheses (consumed from {@code ruling[0]}).
     */
    private static String continuation(GameState v, int from, int number, int[] ruling, LongFunction<RecordedBy> recordedBy) {
        List<MoveRecord> moves = v.moves();
        List<RulingRecord> rulings = v.rulings();
        StringBuilder rest = new StringBuilder("the game went on from an illegal move that was never reported, "
                + "which PGN cannot record:");
        for (int index = from; index < moves.size(); index++) {
            MoveRecord m = moves.get(index);
            boolean white = m.player() == Color.WHITE;
            rest.append(' ');
            if (white) {
                rest.append(number).append(". ");
            } else if (index == from) {
                rest.append(number).append("... ");
            }
            if (m.legal()) {
                rest.append(m.san());
            } else {
                rest.append(m.uci(), 0, 2).append('-').append(m.uci().substring(2)).append(" (illegal: ").append(m.reason())
                        .append(", Art. ").append(m.article()).append(' ').append(v.edition()).append(')');
            }
            while (ruling[0] < rulings.size() && rulings.get(ruling[0]).afterMoves() == index + 1) {
                rest.append(" (").append(ruling(rulings.get(ruling[0]++), recordedBy)).append(')');
            }
            if (!white) {
                number++;
            }
        }
        return rest.toString();
    }

    /** The cause and article of the ending, as the last comment of the game, with a score PGN has no token for. */
    private static String termination(GameState v) {
        String inForce = v.resultInForce();
        String standing = v.resultStanding() == ResultStanding.DECIDED_ON_APPEAL
                ? "; the result decided on appeal " + v.appealDecision().appealId() + ", " + inForce + " (" + v.appealDecision().termination()
                + (v.appealDecision().article() == null ? "" : ", Art. " + v.appealDecision().article()) + "), stands, the record's being "
                + v.result()
                : v.resultStanding() == ResultStanding.SIGNED_OTHERWISE
                ? "; the result signed on both scoresheets, " + inForce + ", stands (Art. " + v.rules().article(Law.SIGNED_RESULT)
                + "), the record's being " + v.result()
                : v.resultStanding() == ResultStanding.DECIDED && !java.util.Objects.equals(inForce, v.result())
                ? "; the result decided by the arbiter, " + inForce + ", stands (Art. " + v.resultDecision().article()
                + "), the record's being " + v.result() : "";
        // an imported game: the source's account, then where the Laws judge its facts otherwise (docs/import.md)
        String source = v.sourceEnding() == null ? "" : "; as the source records it"
                + (v.sourceEnding().ending().termination() == null ? "" : " (\"" + v.sourceEnding().ending().termination() + "\")");
        StringBuilder findings = new StringBuilder();
        for (adjudicator.command.decide.SourceFindings.Finding f : adjudicator.command.decide.SourceFindings.of(v)) {
            findings.append("; finding: ").append(f.text());
        }
        return v.termination() + ", Art. " + v.terminationArticle() + " " + v.edition()
                + (inForce == null || STANDARD_RESULTS.contains(inForce) ? "" : "; score " + inForce) + standing + source + findings;
    }

    /** One brace comment: the clock commands, then the texts separated by "; ". */
    private static String comment(String commands, List<String> texts) {
        String joined = String.join("; ", texts);
        return "{" + commands + (commands.isEmpty() || joined.isEmpty() ? "" : " ") + joined + "}";
    }

    /** {@code H:MM:SS}, rounded down as a digital clock shows it. */
    static String clk(long ms) {
        return Rulings.clk(ms);
    }

    /** A tag value is a PGN string, which holds no line break: each run of them becomes a space. */
    private static void tag(StringBuilder out, String name, String value) {
        String v = value == null || value.isBlank() ? "?" : oneLine(value);
        out.append('[').append(name).append(" \"").append(v.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /**
     * A ruling's text as the inside of a brace comment, which ends at the first '}' (PGN standard 5): a
     * '}' in it (an arbiter's reason may hold one) becomes ')', and line breaks spaces.
     */
    private static String commentText(String text) {
        return oneLine(text).replace('}', ')');
    }

    private static String oneLine(String text) {
        return text.replaceAll("[\\r\\n\\t]+", " ");
    }

    /** PGN export lines stay under 80 characters (PGN standard 8.2.2), broken between tokens. */
    private static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        int lineLength = 0;
        for (String word : text.split(" ")) {
            if (lineLength > 0 && lineLength + 1 + word.length() > 79) {
                out.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                out.append(' ');
                lineLength++;
            }
            out.append(word);
            lineLength += word.length();
        }
        return out.toString();
    }
}
