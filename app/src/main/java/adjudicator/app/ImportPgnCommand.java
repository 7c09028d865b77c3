package adjudicator.app;

import adjudicator.app.access.CommandLineCaller;
import adjudicator.app.importing.PgnImporter;
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
import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code import-pgn FILE|DIR --rules EDITION [--time-control TC]}: the games of a PGN file, or of every
 * {@code .pgn} file under a directory (in name order), into the store the server would open, with the server
 * stopped, as by {@code cli:USER} (docs/import.md). Each game's outcome goes to the standard error as it is
 * known; the report of each file (its SHA-256 and every game's outcome) to the standard output as JSON. Exit
 * status 0 when every game is in the record; 1 when a game or a file was refused; 2 for a mistake on the
 * command line.
 */
@Command(name = "import-pgn", mixinStandardHelpOptions = true,
        description = "Imports the games of a PGN file, or of every .pgn file under a directory, into the record.")
final class ImportPgnCommand implements Callable<Integer> {

    @picocli.CommandLine.Mixin
    ImportOptions importing = new ImportOptions();

    @Option(names = "--round", description = "the round of the tournament")
    Integer round;

    @Parameters(arity = "1..*", description = "the file or directory, and settings as for the server (e.g. --adjudicator.data-dir=DIR)")
    List<String> arguments = new ArrayList<>();

    private final PrintStream out;
    private final PrintStream err;

    ImportPgnCommand() {
        this(System.out, System.err);
    }

    ImportPgnCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        List<String> settings = arguments.stream().filter(a -> a.startsWith("--")).toList();
        List<String> paths = arguments.stream().filter(a -> !a.startsWith("--")).toList();
        if (paths.size() != 1) {
            err.println("import-pgn: give one file or directory");
            return 2;
        }
        if ((importing.tournament == null) != (round == null) || (importing.tournament == null && importing.rules == null)) {
            err.println("import-pgn: give --rules, or --tournament with --round (or all three)");
            return 2;
        }
        if (!importing.readable("import-pgn", err)) {
            return 2;
        }
        List<Path> files;
        try {
            files = PgnFiles.files(Path.of(paths.get(0)));
        } catch (IOException | UncheckedIOException e) {
            err.println("import-pgn: " + paths.get(0) + ": " + e.getMessage());
            return 1;
        }
        if (files.isEmpty()) {
            err.println("import-pgn: no .pgn file under " + paths.get(0));
            return 1;
        }
        ObjectMapper json = new ObjectMapper().registerModule(new JavaTimeModule()).enable(SerializationFeature.INDENT_OUTPUT);
        boolean allInRecord = true;
        try (ConfigurableApplicationContext context = StoreContext.open(settings, "ERROR")) {
            PgnImporter importer = context.getBean(PgnImporter.class);
            ImportOptions.Resolved resolved = importing.resolve(importer, round, "import-pgn", err);
            if (resolved == null) {
                return 1;
            }
            PgnImporter.Target target = resolved.target();
            PgnImport.Options options = resolved.options();
            for (Path file : files) {
                String sha256;
                try {
                    sha256 = PgnFiles.sha256OfUtf8(file);
                } catch (CharacterCodingException e) {
                    err.println("import-pgn: " + file + ": not UTF-8 (convert it first, e.g. iconv -f latin1 -t utf-8)");
                    allInRecord = false;
                    continue;
                } catch (IOException e) {
                    err.println("import-pgn: " + file + ": " + e.getMessage());
                    allInRecord = false;
                    continue;
                }
                err.println(file + ":");
                List<PgnImporter.Outcome> games = new ArrayList<>();
                try {
                    PgnFiles.inParts(file, partSize, (text, linesBefore) -> games.addAll(part(importer, text, sha256, options, target,
                            games.size(), linesBefore)));
                } catch (IOException e) {
                    err.println("import-pgn: " + file + ": " + e.getMessage());
                    allInRecord = false;
                    continue;
                }
                PgnImporter.Report report = new PgnImporter.Report(sha256, List.copyOf(games));
                err.println(file + ": " + report.games().size() + " games: " + report.count(PgnImporter.Status.IMPORTED) + " imported, "
                        + report.count(PgnImporter.Status.ALREADY_THERE) + " already there, " + report.count(PgnImporter.Status.DIFFERS)
                        + " already there but different, " + report.count(PgnImporter.Status.REFUSED) + " refused, "
                        + report.count(PgnImporter.Status.OUTSIDE_SCOPE) + " outside the scope");
                Map<String, Object> answer = new LinkedHashMap<>();
                answer.put("file", file.toString());
                answer.put("sha256", report.sha256());
                answer.put("games", report.games());
                out.println(json.writeValueAsString(answer));
                allInRecord &= report.allInRecord() && !report.games().isEmpty();
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        out.flush();
        return allInRecord ? 0 : 1;
    }

    /** The size of the parts a file is imported in, in characters. */
    static final int PART = 1 << 20;

    private int partSize = PART;

    /** This command, importing files in parts of {@code characters} (tests try small parts). */
    ImportPgnCommand inParts(int characters) {
        this.partSize = characters;
        return this;
    }

    private List<PgnImporter.Outcome> part(PgnImporter importer, String text, String sha256, PgnImport.Options options,
                                           PgnImporter.Target target, int gamesBefore, int linesBefore) {
        return CommandLineCaller.as(AccountsCommand.by(), () -> importer.importPart(text, sha256, options, target, gamesBefore,
                linesBefore, o -> err.println(line(o)))).games();
    }

    private static String line(PgnImporter.Outcome o) {
        return "  game " + o.game() + " (line " + o.line() + "): " + o.status()
                + (o.gameId() == null ? "" : " " + o.gameId())
                + (o.white() == null && o.black() == null ? "" : " " + o.white() + " - " + o.black() + " " + o.result())
                + (o.detail() == null ? "" : ": " + o.detail())
                + (o.findings().isEmpty() ? "" : "; " + o.findings().size() + " finding" + (o.findings().size() == 1 ? "" : "s"));
    }
}
