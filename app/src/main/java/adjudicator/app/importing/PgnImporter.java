package adjudicator.app.importing;

import adjudicator.app.access.AccessRefusedException;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.SourceEndingRecorded;
import adjudicator.command.decide.SourceFindings;
import adjudicator.command.game.AppliedEvents;
import adjudicator.command.importing.PgnImport;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.engine.pgn.PgnException;
import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnReader;
import adjudicator.engine.pgn.PgnTag;
import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.springframework.stereotype.Component;

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

    private final CommandGateway commands;
    private final EventStore eventStore;

    public PgnImporter(CommandGateway commands, EventStore eventStore) {
        this.commands = commands;
        this.eventStore = eventStore;
    }

    /**
     * Imports every game of {@code text} (the file whose bytes have the SHA-256 {@code sha256}); {@code progress}
     * hears each outcome as it is known. A failure of the store stops the import with its exception: the games
     * before it are written, and importing the file again skips them.
     */
    public Report importAll(String text, String sha256, PgnImport.Options options, Consumer<Outcome> progress) {
        PgnReader reader = new PgnReader(text).acceptingIllegalMoves();
        List<Outcome> out = new ArrayList<>();
        int number = 0;
        while (true) {
            PgnGame game;
            try {
                game = reader.next();
            } catch (PgnException e) {
                number++;
                Outcome refused = new Outcome(number, reader.gameLine(), Status.REFUSED, null, null, e.getMessage(), null, null,
                        null, List.of(), List.of(), List.of());
                out.add(refused);
                progress.accept(refused);
                continue;
            }
            if (game == null) {
                break;
            }
            number++;
            Outcome outcome = one(game, new PgnImport.Origin(sha256, number), reader.gameLine(), options);
            out.add(outcome);
            progress.accept(outcome);
        }
        return new Report(sha256, List.copyOf(out));
    }

    private Outcome one(PgnGame game, PgnImport.Origin origin, int line, PgnImport.Options options) {
        String white = game.tag("White").orElse(null);
        String black = game.tag("Black").orElse(null);
        Commands.ImportGame command;
        try {
            command = PgnImport.command(game, origin, options);
        } catch (PgnImport.Refused e) {
            return new Outcome(origin.gameNumber(), line, Status.REFUSED, null, e.ply(), e.getMessage(), white, black, game.result(),
                    List.of(), List.of(), List.of());
        }
        List<String> notes = command.create().source().notes();
        if (eventStore.lastSequenceNumberFor(command.gameId()).isPresent()) {
            return found(game, command, line, white, black, notes);
        }
        Object answer;
        try {
            answer = commands.sendAndWait(command);
        } catch (AccessRefusedException e) {
            return new Outcome(origin.gameNumber(), line, Status.OUTSIDE_SCOPE, null, null, "outside your scope: " + e.getMessage(),
                    white, black, game.result(), List.of(), notes, List.of());
        } catch (GameRuleException e) {
            return refused(origin, line, white, black, game, notes, e);
        } catch (AggregateStreamCreationException | ConcurrencyException e) {
            return found(game, command, line, white, black, notes); // imported meanwhile by another request
        } catch (CommandExecutionException e) {
            if (e.getCause() instanceof GameRuleException rule) {
                return refused(origin, line, white, black, game, notes, rule);
            }
            if (e.getCause() instanceof AggregateStreamCreationException || e.getCause() instanceof ConcurrencyException) {
                return found(game, command, line, white, black, notes);
            }
            throw e;
        }
        // the events the game was written with, handed back by the command (filled as its unit of work committed)
        List<GameEvent> written = answer instanceof AppliedEvents.Answer applied && !applied.messages().isEmpty()
                ? applied.messages().stream().map(m -> (GameEvent) m.getPayload()).toList() : events(command.gameId());
        GameState state = GameFold.of(written);
        return new Outcome(origin.gameNumber(), line, Status.IMPORTED, command.gameId(), null, null, white, black, game.result(),
                List.of(), notes, SourceFindings.of(state));
    }

    private static Outcome refused(PgnImport.Origin origin, int line, String white, String black, PgnGame game, List<String> notes,
                                   GameRuleException e) {
        Integer ply = null;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^ply (\\d+), ").matcher(e.getMessage());
        if (m.find()) {
            ply = Integer.valueOf(m.group(1));
        }
        String article = e.rejection() == null || e.rejection().article() == null ? "" : " (Art. " + e.rejection().article() + ")";
        return new Outcome(origin.gameNumber(), line, Status.REFUSED, null, ply, e.getMessage() + article, white, black, game.result(),
                List.of(), notes, List.of());
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
