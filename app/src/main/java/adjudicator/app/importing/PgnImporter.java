package adjudicator.app.importing;

import adjudicator.command.text.Message;
import adjudicator.app.access.AccessRefusedException;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Player;
import adjudicator.command.api.SourceEndingRecorded;
import adjudicator.command.decide.Decision;
import adjudicator.command.decide.ImportDecider;
import adjudicator.command.decide.SourceFindings;
import adjudicator.command.game.AppliedEvents;
import adjudicator.command.importing.PgnImport;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.command.tournament.TournamentEvent;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.UnknownTournamentException;
import adjudicator.command.web.TournamentCommandController;
import adjudicator.engine.pgn.PgnException;
import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnReader;
import adjudicator.engine.pgn.PgnTag;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.tournament.Entrant;
import adjudicator.engine.tournament.Regulations;

import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.stereotype.Component;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A PGN file into the record, game by game (docs/import.md): each game read ({@link PgnReader}), turned into
 * its one command ({@link PgnImport}) and sent through the command gateway, where the access rules check its
 * event against the sender's scope and the deciders decide its facts, and written whole in one transaction or
 * not at all. A game that cannot be read or is refused writes nothing and the next goes on; a game already in
 * the record (its identity, hence its id, is the same) is never written again, and where the file's copy
 * differs in a tag or the result the outcome says in what. The caller is the request's (or the command
 * line's): the import adds no access rule of its own.
 */
@Component
public class PgnImporter {

    /** What became of one game of the file. */
    public enum Status {
        /** Written into the record. */
        IMPORTED,
        /** Already in the record, the same in every tag and the result. */
        ALREADY_THERE,
        /** Already in the record; the file's copy differs in the tags or result named, and the record is left as it is. */
        DIFFERS,
        /** Not written: it cannot be read, or the Laws cannot record it as its source gives it. */
        REFUSED,
        /** Not written: its event is outside the sender's scope. */
        OUTSIDE_SCOPE
    }

    /**
     * One game's outcome: its number in the file (from 1), the line it starts on, what became of it, its id
     * (for a game written or found), the ply of a refusal (0 for its tags), why, its players and result as the
     * file gives them, the tags it differs in, what was inferred rather than read, and the findings of the
     * game in the record.
     */
    public record Outcome(int game, int line, Status status, String gameId, Integer ply, String detail, String white,
                          String black, String result, List<String> differsIn, List<String> notes,
                          List<SourceFindings.Finding> findings) {
    }

    /** The outcomes of a whole file, with its SHA-256. */
    public record Report(String sha256, List<Outcome> games) {

        public long count(Status status) {
            return games.stream().filter(g -> g.status() == status).count();
        }

        /** Whether every game is in the record (written now or before, the same or not). */
        public boolean allInRecord() {
            return games.stream().allMatch(g -> g.status() == Status.IMPORTED || g.status() == Status.ALREADY_THERE
                    || g.status() == Status.DIFFERS);
        }
    }

    /** A round of a tournament to import onto: its games are matched to the round's pairings. */
    public record Target(String tournamentId, int round) {
    }

    private final CommandGateway commands;
    private final EventStore eventStore;
    private final TournamentReader tournaments;

    public PgnImporter(CommandGateway commands, EventStore eventStore, TournamentReader tournaments) {
        this.commands = commands;
        this.eventStore = eventStore;
        this.tournaments = tournaments;
    }

    /**
     * The tournament a command line or a request names, by its id or its name; the options as its regulations
     * complete them (the edition, the time control of games whose tag gives none). An edition given that is not
     * the tournament's is refused.
     */
    public Target target(String tournament, int round) {
        TournamentState s;
        try {
            s = tournaments.current(tournament);
        } catch (UnknownTournamentException e) {
            s = tournaments.current(TournamentDecider.idOf(tournament));
        }
        if (s.rounds().get(round) == null) {
            throw GameRuleException.conflict(Message.of("refusal.import.roundNotPaired", round, s.created().name()), null, null);
        }
        return new Target(s.tournamentId(), round);
    }

    /** The options of an import onto {@code target}: the tournament's edition and time control where none is given. */
    public PgnImport.Options options(Target target, Edition rules, String timeControl, Instant now) {
        Regulations r = tournaments.current(target.tournamentId()).created().regulations();
        if (rules != null && rules != r.edition()) {
            throw GameRuleException.malformed(Message.of("refusal.import.otherEdition", r.edition(), rules));
        }
        return new PgnImport.Options(r.edition(), timeControl != null ? timeControl : r.timeControl(), now);
    }

    /**
     * Imports every game of {@code text} (the file whose bytes have the SHA-256 {@code sha256}); {@code progress}
     * hears each outcome as it is known. A failure of the store stops the import with its exception: the games
     * before it are written, and importing the file again skips them.
     */
    public Report importAll(String text, String sha256, PgnImport.Options options, Consumer<Outcome> progress) {
        return importAll(text, sha256, options, null, progress);
    }

    /** As {@link #importAll(String, String, PgnImport.Options, Consumer)}, onto the pairings of {@code target} where given. */
    public Report importAll(String text, String sha256, PgnImport.Options options, Target target, Consumer<Outcome> progress) {
        return importPart(text, sha256, options, target, 0, 0, progress);
    }

    /**
     * As {@link #importAll(String, String, PgnImport.Options, Target, Consumer)} for a part of a file that a reader
     * streams in parts, each starting with a game: {@code gamesBefore} games and {@code linesBefore} lines of the
     * file come before it, so that every outcome numbers its game and line in the whole file.
     */
    public Report importPart(String text, String sha256, PgnImport.Options options, Target target, int gamesBefore, int linesBefore,
                             Consumer<Outcome> progress) {
        PgnReader reader = new PgnReader(text).acceptingIllegalMoves();
        List<Outcome> out = new ArrayList<>();
        int number = gamesBefore;
        while (true) {
            PgnGame game;
            try {
                game = reader.next();
            } catch (PgnException e) {
                number++;
                String what = e.getMessage().substring(e.getMessage().indexOf(": ") + 2);
                Outcome refused = new Outcome(number, linesBefore + reader.gameLine(), Status.REFUSED, null, null,
                        "line " + (linesBefore + e.line()) + ", column " + e.column() + ": " + what, null, null,
                        null, List.of(), List.of(), List.of());
                out.add(refused);
                progress.accept(refused);
                continue;
            }
            if (game == null) {
                break;
            }
            number++;
            int line = linesBefore + reader.gameLine();
            Outcome outcome = target == null ? one(game, new PgnImport.Origin(sha256, number), line, options)
                    : onto(target, game, new PgnImport.Origin(sha256, number), line, options);
            out.add(outcome);
            progress.accept(outcome);
        }
        return new Report(sha256, List.copyOf(out));
    }

    /**
     * One game read elsewhere (a game of LiveChess Cloud's JSON turned into PGN), imported as a game of a PGN file is: on
     * its own, or onto the pairings of {@code target} where given.
     */
    public Outcome importGame(PgnGame game, PgnImport.Origin origin, int line, PgnImport.Options options, Target target) {
        return target == null ? one(game, origin, line, options) : onto(target, game, origin, line, options);
    }

    private Outcome one(PgnGame game, PgnImport.Origin origin, int line, PgnImport.Options options) {
        String white = game.tag("White").orElse(null);
        String black = game.tag("Black").orElse(null);
        Commands.ImportGame command;
        try {
            command = PgnImport.command(game, origin, options);
        } catch (PgnImport.Refused e) {
            return notWritten(Status.REFUSED, origin, line, e.ply(), e.getMessage(), game, List.of());
        }
        List<String> notes = command.create().source().notes();
        if (eventStore.lastSequenceNumberFor(command.gameId()).isPresent()) {
            return found(game, command, line, white, black, notes);
        }
        return one(command, game, origin, line, white, black, notes);
    }

    /** The game written (or found written meanwhile), refused, or outside the sender's scope. */
    private Outcome one(Commands.ImportGame command, PgnGame game, PgnImport.Origin origin, int line, String white, String black,
                        List<String> notes) {
        Object answer;
        try {
            answer = commands.sendAndWait(command);
        } catch (RuntimeException e) {
            Throwable cause = e instanceof CommandExecutionException && e.getCause() != null ? e.getCause() : e;
            if (cause instanceof AggregateStreamCreationException || cause instanceof ConcurrencyException) {
                return found(game, command, line, white, black, notes); // imported meanwhile by another request
            }
            return notSent(e, origin, line, game, notes);
        }
        // the events the game was written with, handed back by the command (filled as its unit of work committed)
        List<GameEvent> written = answer instanceof AppliedEvents.Answer applied && !applied.messages().isEmpty()
                ? applied.messages().stream().map(m -> (GameEvent) m.getPayload()).toList() : events(command.gameId());
        GameState state = GameFold.of(written);
        return new Outcome(origin.gameNumber(), line, Status.IMPORTED, command.gameId(), null, null, white, black, game.result(),
                List.of(), notes, SourceFindings.of(state));
    }

    /**
     * A game of a round's PGN onto the round's pairings: the board whose players are the game's (by FIDE ID where
     * both sides have one, else by name), the game set up as the tournament sets up its games (its event, round,
     * board, players as registered, regulations); assigned to the board first (the tournament refuses a game of an
     * expelled player, a board played or with a result entered), then written. A game that matches no pairing is
     * reported, never invented.
     */
    private Outcome onto(Target target, PgnGame game, PgnImport.Origin origin, int line, PgnImport.Options options) {
        String white = game.tag("White").orElse(null);
        String black = game.tag("Black").orElse(null);
        TournamentState s = tournaments.current(target.tournamentId());
        TournamentState.Round round = s.rounds().get(target.round());
        TournamentState.BoardState board = null;
        for (TournamentState.BoardState b : round.boards().values()) {
            Entrant w = s.players().get(b.pairing().white()).entrant();
            Entrant bl = s.players().get(b.pairing().black()).entrant();
            if (same(w, game, "White") && same(bl, game, "Black")) {
                board = b;
            } else if (same(w, game, "Black") && same(bl, game, "White")) {
                return notWritten(Status.REFUSED, origin, line, 0, "board " + b.pairing().board() + " of round " + target.round()
                        + " pairs " + w.name() + " (White) with " + bl.name() + " (Black): the game has the colours the other way round",
                        game, List.of());
            }
        }
        if (board == null) {
            return notWritten(Status.REFUSED, origin, line, 0, "the game matches no pairing of round " + target.round() + " of \""
                    + s.created().name() + "\" (by FIDE ID, else by name): not imported", game, List.of());
        }
        Commands.ImportGame read;
        try {
            read = PgnImport.command(game, origin, options);
        } catch (PgnImport.Refused e) {
            return notWritten(Status.REFUSED, origin, line, e.ply(), e.getMessage(), game, List.of());
        }
        int number = board.pairing().board();
        Entrant w = s.players().get(board.pairing().white()).entrant();
        Entrant bl = s.players().get(board.pairing().black()).entrant();
        TournamentEvent.TournamentCreated t = s.created();
        Commands.CreateGame c = read.create();
        Commands.ImportGame command = new Commands.ImportGame(read.gameId(), null, new Commands.CreateGame(c.gameId(), c.at(), null,
                Player.of(w.name(), w.fideId()), Player.of(bl.name(), bl.fideId()), t.name(), t.site(), String.valueOf(target.round()),
                number, t.regulations().edition(), c.timeControl(), c.startFen(), t.regulations().quickplayFinishAnnounced(),
                TournamentCommandController.gameRegulations(t.regulations()), c.source()), read.play(), read.ending());
        List<String> notes = c.source().notes();
        if (board.gameId() != null && !board.gameId().equals(command.gameId())) {
            return notWritten(Status.REFUSED, origin, line, 0, "board " + number + " of round " + target.round() + " is played in game "
                    + board.gameId() + ": not imported", game, notes);
        }
        boolean exists = eventStore.lastSequenceNumberFor(command.gameId()).isPresent();
        if (!exists && ImportDecider.decide(command) instanceof Decision.Rejected<GameEvent> r) {
            return refused(origin, line, game, notes, new GameRuleException(r.rejection()));
        }
        try {
            // the tournament first: it refuses a game of an expelled player, a board with a result entered, before anything is written
            commands.sendAndWait(new TournamentCommands.AssignGame(target.tournamentId(), c.at(), target.round(), number, command.gameId()));
        } catch (RuntimeException e) {
            return notSent(e, origin, line, game, notes);
        }
        return exists ? found(game, command, line, white, black, notes) : one(command, game, origin, line, white, black, notes);
    }

    /** Whether {@code entrant} is the game's {@code side} (White or Black): by FIDE ID where both have one, else by name. */
    private static boolean same(Entrant entrant, PgnGame game, String side) {
        String id = game.tag(side + "FideId").map(String::strip).orElse("");
        if (entrant.fideId() != null && id.matches("[0-9]{1,11}")) {
            return entrant.fideId() == Long.parseLong(id);
        }
        String name = game.tag(side).orElse("");
        return normal(entrant.name()).equals(normal(name));
    }

    private static String normal(String name) {
        return name == null ? "" : name.strip().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
    }

    /** A game not written: refused, or outside the sender's scope, with why; its players and result as the file gives them. */
    private static Outcome notWritten(Status status, PgnImport.Origin origin, int line, Integer ply, String detail, PgnGame game,
                                      List<String> notes) {
        return new Outcome(origin.gameNumber(), line, status, null, ply, detail, game.tag("White").orElse(null),
                game.tag("Black").orElse(null), game.result(), List.of(), notes, List.of());
    }

    /**
     * A command of the import that was not carried out: outside the sender's scope, or refused by the rules; any other
     * failure (the store's) stops the import with it.
     */
    private static Outcome notSent(RuntimeException e, PgnImport.Origin origin, int line, PgnGame game, List<String> notes) {
        Throwable cause = e instanceof CommandExecutionException && e.getCause() != null ? e.getCause() : e;
        if (cause instanceof AccessRefusedException refused) {
            return notWritten(Status.OUTSIDE_SCOPE, origin, line, null, "outside your scope: " + refused.getMessage(), game, notes);
        }
        if (cause instanceof GameRuleException rule) {
            return refused(origin, line, game, notes, rule);
        }
        throw e;
    }

    private static Outcome refused(PgnImport.Origin origin, int line, PgnGame game, List<String> notes, GameRuleException e) {
        Integer ply = null;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^ply (\\d+), ").matcher(e.getMessage());
        if (m.find()) {
            ply = Integer.valueOf(m.group(1));
        }
        String article = e.rejection() == null || e.rejection().article() == null ? "" : " (Art. " + e.rejection().article() + ")";
        return notWritten(Status.REFUSED, origin, line, ply, e.getMessage() + article, game, notes);
    }

    /** A game already in the record: the same, or the tags and result the file's copy differs in. */
    private Outcome found(PgnGame game, Commands.ImportGame command, int line, String white, String black, List<String> notes) {
        List<GameEvent> events = events(command.gameId());
        GameCreated created = (GameCreated) events.get(0);
        List<String> differs = new ArrayList<>();
        if (created.source() != null) {
            Map<String, String> before = tags(created.source().tags());
            Map<String, String> now = tags(game.tags());
            Set<String> names = new LinkedHashSet<>(before.keySet());
            names.addAll(now.keySet());
            names.remove("Result"); // the result is compared below, as the record has it
            for (String name : names) {
                if (!Objects.equals(before.get(name), now.get(name))) {
                    differs.add(name);
                }
            }
        }
        String recorded = events.stream().filter(e -> e instanceof SourceEndingRecorded).map(e -> ((SourceEndingRecorded) e).result())
                .findFirst().orElse("*");
        if (!recorded.equals(game.result())) {
            differs.add("result (the record's " + recorded + ", the file's " + game.result() + ")");
        }
        if (created.rules() != command.create().rules()) {
            differs.add("rules (the record's " + created.rules() + ", the import's " + command.create().rules() + ")");
        }
        GameState state = GameFold.of(events);
        Status status = differs.isEmpty() ? Status.ALREADY_THERE : Status.DIFFERS;
        String detail = differs.isEmpty() ? "already there" : "already there, differs in " + String.join(", ", differs)
                + "; the record is left as it is";
        return new Outcome(command.create().source().gameNumber(), line, status, command.gameId(), null, detail, white, black,
                game.result(), List.copyOf(differs), notes, SourceFindings.of(state));
    }

    /** A file or body as UTF-8, a byte-order mark dropped; anything else is refused rather than misread. */
    public static String utf8(byte[] bytes) throws java.nio.charset.CharacterCodingException {
        String text = java.nio.charset.StandardCharsets.UTF_8.newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static Map<String, String> tags(List<PgnTag> tags) {
        Map<String, String> out = new LinkedHashMap<>();
        for (PgnTag t : tags) {
            out.putIfAbsent(t.name(), t.value());
        }
        return out;
    }

    private List<GameEvent> events(String gameId) {
        List<GameEvent> out = new ArrayList<>();
        eventStore.readEvents(gameId).asStream().forEach(m -> out.add((GameEvent) m.getPayload()));
        return out;
    }
}
