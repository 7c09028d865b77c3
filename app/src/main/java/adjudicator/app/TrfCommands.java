package adjudicator.app;

import adjudicator.app.access.CommandLineCaller;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.TrfImport;
import adjudicator.command.tournament.UnknownTournamentException;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.tournament.Trf;
import adjudicator.query.tournament.TournamentRecords;
import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The Tournament Report File on the command line, with the server stopped, against the store the
 * server would open: {@code import-trf FILE --rules EDITION} creates the tournament of the file (its
 * players, rounds and results, whole or not at all) and prints its id; {@code export-trf TOURNAMENT}
 * (its id or its name) writes its report file. Commands are recorded as by {@code cli:USER}. Exit
 * status 0; 1 when the file or the store refuses; 2 for a mistake on the command line.
 */
final class TrfCommands {

    private TrfCommands() {
    }

    @Command(name = "import-trf", mixinStandardHelpOptions = true,
            description = "Creates a tournament from a Tournament Report File (TRF16 or TRF-2026) and prints its id.")
    static final class Import implements Callable<Integer> {

        @Option(names = "--rules", required = true, description = "the edition of the Laws its games are played under: "
                + "FIDE_2005, RF_2013, FIDE_2017 or FIDE_2023")
        String rules;

        @Parameters(arity = "1..*", description = "the file, and settings as for the server (e.g. --adjudicator.data-dir=DIR)")
        List<String> arguments = new ArrayList<>();

        private final PrintStream out;
        private final PrintStream err;

        Import() {
            this(System.out, System.err);
        }

        Import(PrintStream out, PrintStream err) {
            this.out = out;
            this.err = err;
        }

        @Override
        public Integer call() {
            List<String> settings = arguments.stream().filter(a -> a.startsWith("--")).toList();
            List<String> files = arguments.stream().filter(a -> !a.startsWith("--")).toList();
            if (files.size() != 1) {
                err.println("import-trf: give one file");
                return 2;
            }
            Edition edition;
            try {
                edition = Edition.parse(rules);
            } catch (IllegalArgumentException e) {
                err.println("import-trf: " + e.getMessage());
                return 2;
            }
            String text;
            try {
                text = utf8(Files.readAllBytes(Path.of(files.get(0))));
            } catch (IOException e) {
                err.println("import-trf: " + files.get(0) + ": " + e.getMessage());
                return 1;
            }
            try (ConfigurableApplicationContext context = StoreContext.open(settings, "ERROR")) {
                TournamentCommands.ImportTournament imported = TrfImport.tournament(text, edition, Instant.now());
                if (context.getBean(org.axonframework.eventsourcing.eventstore.EventStore.class)
                        .lastSequenceNumberFor(imported.tournamentId()).isPresent()) {
                    err.println("import-trf: a tournament named \"" + imported.create().name() + "\" exists: " + imported.tournamentId());
                    return 1;
                }
                CommandGateway commands = context.getBean(CommandGateway.class);
                CommandLineCaller.as(AccountsCommand.by(), () -> commands.sendAndWait(imported));
                err.println("imported \"" + imported.create().name() + "\": " + imported.players().size() + " players, "
                        + imported.rounds().size() + " rounds, " + imported.results().size() + " results");
                out.println(imported.tournamentId());
                return 0;
            } catch (GameRuleException e) {
                err.println("import-trf: " + e.getMessage());
                return 1;
            } catch (CommandExecutionException e) {
                err.println("import-trf: " + (e.getCause() == null ? e.getMessage() : e.getCause().getMessage()));
                return 1;
            }
        }

        /** The file as UTF-8, as the format's programs write it; anything else is refused rather than misread. */
        private static String utf8(byte[] bytes) throws IOException {
            try {
                return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                throw new IOException("not UTF-8 (convert it first, e.g. iconv -f latin1 -t utf-8)", e);
            }
        }
    }

    @Command(name = "export-trf", mixinStandardHelpOptions = true,
            description = "Writes a tournament's Tournament Report File (the TRF of 2026 unless --version TRF16).")
    static final class Export implements Callable<Integer> {

        @Option(names = "--version", description = "TRF26 (default) or TRF16")
        Trf.Version version = Trf.Version.TRF26;

        @Option(names = {"-o", "--output"}, description = "the file to write (default: the standard output)")
        Path output;

        @Parameters(arity = "1..*", description = "the tournament (its id or its name), and settings as for the server")
        List<String> arguments = new ArrayList<>();

        private final PrintStream out;
        private final PrintStream err;

        Export() {
            this(System.out, System.err);
        }

        Export(PrintStream out, PrintStream err) {
            this.out = out;
            this.err = err;
        }

        @Override
        public Integer call() {
            List<String> settings = arguments.stream().filter(a -> a.startsWith("--")).toList();
            List<String> names = arguments.stream().filter(a -> !a.startsWith("--")).toList();
            if (names.size() != 1) {
                err.println("export-trf: give one tournament, by id or by name");
                return 2;
            }
            try (ConfigurableApplicationContext context = StoreContext.open(settings, "ERROR")) {
                TournamentReader reader = context.getBean(TournamentReader.class);
                String id = names.get(0);
                TournamentState state;
                try {
                    state = reader.current(id);
                } catch (UnknownTournamentException e) {
                    state = reader.current(TournamentDecider.idOf(id));
                }
                String file = Trf.write(context.getBean(TournamentRecords.class).report(state), version);
                if (output == null) {
                    out.print(file);
                    out.flush();
                } else {
                    Files.writeString(output, file, StandardCharsets.UTF_8);
                    err.println("wrote " + output + " (" + state.created().name() + ", " + version + ")");
                }
                return 0;
            } catch (UnknownTournamentException e) {
                err.println("export-trf: no tournament with the id or the name \"" + names.get(0) + "\"");
                return 1;
            } catch (IOException e) {
                err.println("export-trf: " + e.getMessage());
                return 1;
            }
        }
    }
}
