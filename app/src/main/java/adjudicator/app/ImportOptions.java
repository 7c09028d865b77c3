package adjudicator.app;

import adjudicator.app.importing.PgnImporter;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.importing.PgnImport;
import adjudicator.command.tournament.UnknownTournamentException;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.clock.TimeControlException;
import adjudicator.engine.rules.Edition;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.time.Instant;

/**
 * The options that the command-line imports share ({@code import-pgn}, {@code import-livechess}): the edition, a
 * tournament to import onto, and a time control for games whose source gives none; read, then completed against the
 * store by the tournament's regulations as the HTTP import completes them.
 */
final class ImportOptions {

    @Option(names = "--rules", description = "the edition of the Laws the games are played under: "
            + "FIDE_2005, RF_2013, FIDE_2017 or FIDE_2023 (with --tournament: its own, the default)")
    String rules;

    @Option(names = "--tournament", description = "a tournament (its id or its name) whose round's pairings the games are imported onto")
    String tournament;

    @Option(names = "--time-control", description = "the time control of games whose source gives none the import reads "
            + "(the PGN standard's form, e.g. 40/5400+30:1800+30)")
    String timeControl;

    /** Where and how the games go: onto a tournament's round (or on their own), with the options of the import. */
    record Resolved(PgnImporter.Target target, PgnImport.Options options) {
    }

    /** The edition given, or null; {@link IllegalArgumentException} for an edition or time control that cannot be read. */
    Edition edition() {
        Edition edition = rules == null ? null : Edition.parse(rules);
        if (timeControl != null) {
            try {
                TimeControl.parse(timeControl);
            } catch (TimeControlException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
        return edition;
    }

    /** Whether the options can be read; where not, says why on {@code err} as the command {@code verb}'s complaint. */
    boolean readable(String verb, PrintStream err) {
        try {
            edition();
            return true;
        } catch (IllegalArgumentException e) {
            err.println(verb + ": " + e.getMessage());
            return false;
        }
    }

    /** {@link #resolve(PgnImporter, Integer)}, or null where the store refuses them, having said why on {@code err}. */
    Resolved resolve(PgnImporter importer, Integer round, String verb, PrintStream err) {
        try {
            return resolve(importer, round);
        } catch (GameRuleException | UnknownTournamentException e) {
            err.println(verb + ": " + e.getMessage());
            return null;
        }
    }

    /**
     * The target and options against the store: the tournament's round where one is given (its edition and time control
     * where none is), else the edition given; refused as the store refuses them (an unknown tournament, an unpaired round,
     * another edition than the tournament's).
     */
    Resolved resolve(PgnImporter importer, Integer round) {
        Edition edition = edition();
        PgnImporter.Target target = tournament == null ? null : importer.target(tournament, round);
        PgnImport.Options options = target == null ? new PgnImport.Options(edition, timeControl, Instant.now())
                : importer.options(target, edition, timeControl, Instant.now());
        return new Resolved(target, options);
    }
}
