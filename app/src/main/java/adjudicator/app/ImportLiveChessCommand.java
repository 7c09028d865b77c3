package adjudicator.app;

import adjudicator.app.access.CommandLineCaller;
import adjudicator.app.importing.LiveChessImporter;
import adjudicator.app.importing.PgnImporter;
import adjudicator.command.importing.LiveChess;
import adjudicator.command.importing.PgnImport;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code import-livechess DIR --round N [--rules EDITION] [--time-control TC] [--tournament T]}: a round of LiveChess
 * Cloud from a directory laid out as the service serves it ({@code tournament.json}, {@code round-N/index.json},
 * {@code round-N/game-M.json}), into the store the server would open, with the server stopped, as by {@code cli:USER}
 * (docs/import.md). Each game's outcome goes to the standard error as it is known, the report to the standard output as
 * JSON. Exit status 0 when every game that has started is in the record; 1 when a game or a file was refused; 2 for a
 * mistake on the command line.
 */
@Command(name = "import-livechess", mixinStandardHelpOptions = true,
        description = "Imports a round of LiveChess Cloud's files (tournament.json, round-N/index.json, round-N/game-M.json).")
final class ImportLiveChessCommand implements Callable<Integer> {

    @Option(names = "--round", required = true, description = "the round (round-N in the files; with --tournament, its round too)")
    int round;

    @picocli.CommandLine.Mixin
    ImportOptions importing = new ImportOptions();

    @Parameters(arity = "1..*", description = "the directory, and settings as for the server (e.g. --adjudicator.data-dir=DIR)")
    List<String> arguments = new ArrayList<>();

    private final PrintStream out;
    private final PrintStream err;

    ImportLiveChessCommand() {
        this(System.out, System.err);
    }

    ImportLiveChessCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        List<String> settings = arguments.stream().filter(a -> a.startsWith("--")).toList();
        List<String> paths = arguments.stream().filter(a -> !a.startsWith("--")).toList();
        if (paths.size() != 1 || round < 1) {
            err.println("import-livechess: give one directory and --round N (from 1)");
            return 2;
        }
        if (importing.tournament == null && importing.rules == null) {
            err.println("import-livechess: give --rules, or --tournament (or both)");
            return 2;
        }
        if (!importing.readable("import-livechess", err)) {
            return 2;
        }
        Path dir = Path.of(paths.get(0));
        if (!Files.isDirectory(dir)) {
            err.println("import-livechess: " + dir + " is not a directory");
            return 1;
        }
        ObjectMapper json = new ObjectMapper().registerModule(new JavaTimeModule()).enable(SerializationFeature.INDENT_OUTPUT);
        try (ConfigurableApplicationContext context = StoreContext.open(settings, "ERROR")) {
            PgnImporter importer = context.getBean(PgnImporter.class);
            LiveChessImporter liveChess = context.getBean(LiveChessImporter.class);
            ImportOptions.Resolved resolved = importing.resolve(importer, round, "import-livechess", err);
            if (resolved == null) {
                return 1;
            }
            PgnImporter.Target target = resolved.target();
            PgnImport.Options options = resolved.options();
            LiveChessImporter.Report report;
            try {
                report = CommandLineCaller.as(AccountsCommand.by(), () -> {
                    try {
                        return liveChess.importRound(LiveChessImporter.directory(dir), round, options, target, o -> err.println(line(o)));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            } catch (LiveChess.Malformed | UncheckedIOException e) {
                err.println("import-livechess: " + e.getMessage() + "; nothing was written");
                return 1;
            }
            err.println(dir + ": round " + round + ", " + report.games().size() + " games: " + report.count("IMPORTED") + " imported, "
                    + report.count("ALREADY_THERE") + " already there, " + report.count("DIFFERS") + " already there but different, "
                    + report.count("REFUSED") + " refused, " + report.count("OUTSIDE_SCOPE") + " outside the scope, "
                    + report.count(LiveChessImporter.NOT_STARTED) + " not started");
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("directory", dir.toString());
            answer.put("tournament", report.tournament());
            answer.put("round", report.round());
            answer.put("games", report.games());
            out.println(json.writeValueAsString(answer));
            out.flush();
            return report.allInRecord() ? 0 : 1;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String line(LiveChessImporter.GameOutcome o) {
        return "  " + o.file() + ": " + o.status() + (o.gameId() == null ? "" : " " + o.gameId())
                + (o.white() == null && o.black() == null ? "" : " " + o.white() + " - " + o.black() + " " + o.result())
                + (o.detail() == null ? "" : ": " + o.detail())
                + (o.findings().isEmpty() ? "" : "; " + o.findings().size() + " finding" + (o.findings().size() == 1 ? "" : "s"));
    }
}
