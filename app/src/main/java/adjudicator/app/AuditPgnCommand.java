package adjudicator.app;

import adjudicator.command.decide.SourceFindings;
import adjudicator.command.importing.PgnAudit;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.clock.TimeControlException;
import adjudicator.engine.pgn.PgnException;
import adjudicator.engine.pgn.PgnGame;
import adjudicator.engine.pgn.PgnReader;
import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

/**
 * {@code audit-pgn FILE|DIR [--rules EDITION ...] [--format json|csv] [--time-control TC]}: an archive judged by
 * the Laws without storing it (docs/import.md): each game decided as its import would be, under each edition
 * asked (every edition by default), and reported with the Laws' own ending, the first illegal move and the
 * findings, the same as the imported game's. JSON: one line a game, then a line with the summary; CSV: one line a
 * game and edition. Progress and the summary on the standard error. Exit status 0 when every game was read, 1
 * when a game or a file could not be, 2 for a mistake on the command line. Needs no store and no server.
 */
@Command(name = "audit-pgn", mixinStandardHelpOptions = true,
        description = "Judges the games of a PGN archive by the Laws, under each edition asked, without storing them.")
final class AuditPgnCommand implements Callable<Integer> {

    @Option(names = "--rules", split = ",", description = "the editions to judge under: FIDE_2005, RF_2013, FIDE_2017, FIDE_2023 "
            + "(repeat or separate with commas; every edition when absent)")
    List<String> rules = new ArrayList<>();

    @Option(names = "--format", description = "json (one line a game, then the summary) or csv (one line a game and edition)")
    String format = "json";

    @Option(names = "--time-control", description = "the time control of games whose TimeControl tag gives none")
    String timeControl;

    @Parameters(arity = "1", description = "the file, or a directory of .pgn files")
    String path;

    private final PrintStream out;
    private final PrintStream err;
    private int partSize = PART;

    /** The size of the parts a file is read in, in characters. */
    static final int PART = 1 << 20;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final CsvMapper CSV = new CsvMapper();
    private static final CsvSchema SCHEMA = CSV.schemaFor(Line.class).withHeader().withLineSeparator("\r\n");

    /** One line of the CSV: a game under one edition. */
    @com.fasterxml.jackson.annotation.JsonPropertyOrder({"file", "game", "line", "white", "black", "result", "termination", "edition",
            "read", "refused", "lawsResult", "lawsTermination", "lawsArticle", "lawsPly", "firstIllegalPly", "firstIllegalMove",
            "findings", "kinds", "details"})
    record Line(String file, int game, int line, String white, String black, String result, String termination, String edition,
                boolean read, String refused, String lawsResult, String lawsTermination, String lawsArticle, Integer lawsPly,
                Integer firstIllegalPly, String firstIllegalMove, int findings, String kinds, String details) {
    }

    AuditPgnCommand() {
        this(System.out, System.err);
    }

    AuditPgnCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** This command, reading files in parts of {@code characters} (tests try small parts). */
    AuditPgnCommand inParts(int characters) {
        this.partSize = characters;
        return this;
    }

    @Override
    public Integer call() {
        List<Edition> editions = new ArrayList<>();
        try {
            for (String r : rules) {
                editions.add(Edition.parse(r.strip()));
            }
            if (timeControl != null) {
                TimeControl.parse(timeControl);
            }
        } catch (IllegalArgumentException | TimeControlException e) {
            err.println("audit-pgn: " + e.getMessage());
            return 2;
        }
        if (editions.isEmpty()) {
            editions.addAll(List.of(Edition.values()));
        }
        if (!format.equals("json") && !format.equals("csv")) {
            err.println("audit-pgn: --format is json or csv, not " + format);
            return 2;
        }
        List<Path> files;
        try {
            files = PgnFiles.files(Path.of(path));
        } catch (IOException | UncheckedIOException e) {
            err.println("audit-pgn: " + path + ": " + e.getMessage());
            return 1;
        }
        if (files.isEmpty()) {
            err.println("audit-pgn: no .pgn file under " + path);
            return 1;
        }
        Summary summary = new Summary(editions);
        boolean allRead = true;
        boolean header = true;
        Instant at = Instant.now();
        for (Path file : files) {
            String sha256;
            try {
                sha256 = PgnFiles.sha256OfUtf8(file);
            } catch (CharacterCodingException e) {
                err.println("audit-pgn: " + file + ": not UTF-8 (convert it first, e.g. iconv -f latin1 -t utf-8)");
                allRead = false;
                continue;
            } catch (IOException e) {
                err.println("audit-pgn: " + file + ": " + e.getMessage());
                allRead = false;
                continue;
            }
            err.println(file + ":");
            int[] games = {0};
            boolean[] unread = {false};
            boolean first = header;
            try {
                PgnFiles.inParts(file, partSize, (text, linesBefore) -> {
                    PgnReader reader = new PgnReader(text).acceptingIllegalMoves();
                    while (true) {
                        PgnGame game;
                        try {
                            game = reader.next();
                        } catch (PgnException e) {
                            games[0]++;
                            unread[0] = true;
                            summary.unread++;
                            err.println("  game " + games[0] + " (line " + (linesBefore + reader.gameLine()) + "): NOT READ: line "
                                    + (linesBefore + e.line()) + ", column " + e.column() + ": "
                                    + e.getMessage().substring(e.getMessage().indexOf(": ") + 2));
                            continue;
                        }
                        if (game == null) {
                            break;
                        }
                        games[0]++;
                        PgnAudit.Game audited = PgnAudit.audit(game, games[0], linesBefore + reader.gameLine(), sha256, editions,
                                timeControl, at);
                        summary.add(audited);
                        err.println(progress(audited));
                        write(file, audited, first && games[0] == 1);
                    }
                });
            } catch (IOException e) {
                err.println("audit-pgn: " + file + ": " + e.getMessage());
                allRead = false;
                continue;
            }
            header = header && games[0] == 0;
            allRead &= !unread[0] && games[0] > 0;
        }
        String summaryText = summary.text();
        err.println(summaryText);
        if (format.equals("json")) {
            out.println(summary.json().toString());
        }
        out.flush();
        return allRead ? 0 : 1;
    }

    /** The game's lines: one JSON object, or one CSV line an edition (the header before the first). */
    private void write(Path file, PgnAudit.Game g, boolean first) {
        try {
            if (format.equals("json")) {
                ObjectNode n = JSON.createObjectNode();
                n.put("file", file.toString());
                n.put("game", g.number());
                n.put("line", g.line());
                n.put("white", g.white());
                n.put("black", g.black());
                n.put("result", g.result());
                n.put("termination", g.termination());
                ArrayNode verdicts = n.putArray("verdicts");
                for (PgnAudit.Verdict v : g.verdicts()) {
                    ObjectNode x = verdicts.addObject();
                    x.put("edition", v.edition().name());
                    x.put("read", v.read());
                    x.put("refused", v.refused());
                    if (v.refusedPly() != null) {
                        x.put("refusedPly", v.refusedPly());
                    }
                    ObjectNode laws = x.putObject("lawsEnding");
                    laws.put("result", v.lawsResult());
                    laws.put("termination", v.lawsTermination());
                    laws.put("article", v.lawsArticle());
                    laws.put("afterPly", v.lawsPly());
                    ObjectNode illegal = x.putObject("firstIllegalMove");
                    illegal.put("ply", v.firstIllegalPly());
                    illegal.put("move", v.firstIllegalMove());
                    illegal.put("article", v.firstIllegalArticle());
                    ArrayNode findings = x.putArray("findings");
                    for (SourceFindings.Finding f : v.findings()) {
                        findings.addObject().put("ply", f.ply()).put("article", f.article()).put("kind", f.kind().name()).put("text", f.text());
                    }
                }
                out.println(n.toString());
            } else {
                List<Line> lines = new ArrayList<>();
                for (PgnAudit.Verdict v : g.verdicts()) {
                    lines.add(new Line(file.toString(), g.number(), g.line(), g.white(), g.black(), g.result(), g.termination(),
                            v.edition().name(), v.read(), v.refused(), v.lawsResult(), v.lawsTermination(), v.lawsArticle(), v.lawsPly(),
                            v.firstIllegalPly(), v.firstIllegalMove(), v.findings().size(),
                            String.join(" ", v.findings().stream().map(f -> f.kind().name()).toList()),
                            String.join(" | ", v.findings().stream().map(SourceFindings.Finding::text).toList())));
                }
                out.print(CSV.writer(first ? SCHEMA : SCHEMA.withoutHeader()).writeValueAsString(lines));
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String progress(PgnAudit.Game g) {
        StringBuilder s = new StringBuilder("  game " + g.number() + " (line " + g.line() + "): " + g.white() + " - " + g.black() + " "
                + g.result());
        for (PgnAudit.Verdict v : g.verdicts()) {
            s.append("; ").append(v.edition()).append(": ").append(v.read() ? v.findings().size() + " finding"
                    + (v.findings().size() == 1 ? "" : "s") : "refused");
        }
        return s.toString();
    }

    /** The games read, and under each edition those refused and the findings by kind. */
    private static final class Summary {
        private final List<Edition> editions;
        private int games;
        private int unread;
        private final Map<Edition, Integer> refused = new EnumMap<>(Edition.class);
        private final Map<Edition, Integer> withFindings = new EnumMap<>(Edition.class);
        private final Map<Edition, Map<SourceFindings.Kind, Integer>> kinds = new EnumMap<>(Edition.class);

        Summary(List<Edition> editions) {
            this.editions = editions;
            for (Edition e : editions) {
                refused.put(e, 0);
                withFindings.put(e, 0);
                kinds.put(e, new TreeMap<>());
            }
        }

        void add(PgnAudit.Game g) {
            games++;
            for (PgnAudit.Verdict v : g.verdicts()) {
                if (!v.read()) {
                    refused.merge(v.edition(), 1, Integer::sum);
                }
                if (!v.findings().isEmpty()) {
                    withFindings.merge(v.edition(), 1, Integer::sum);
                }
                v.findings().forEach(f -> kinds.get(v.edition()).merge(f.kind(), 1, Integer::sum));
            }
        }

        String text() {
            StringBuilder s = new StringBuilder("audit-pgn: " + games + (games == 1 ? " game" : " games") + " read"
                    + (unread == 0 ? "" : ", " + unread + " not read"));
            for (Edition e : editions) {
                s.append("\n  ").append(e).append(": ").append(refused.get(e)).append(" refused, ").append(withFindings.get(e))
                        .append(" with findings").append(kinds.get(e).isEmpty() ? "" : " (" + kinds.get(e) + ")");
            }
            return s.toString();
        }

        ObjectNode json() {
            ObjectNode n = JSON.createObjectNode();
            ObjectNode summary = n.putObject("summary");
            summary.put("games", games);
            summary.put("notRead", unread);
            ObjectNode by = summary.putObject("editions");
            for (Edition e : editions) {
                ObjectNode x = by.putObject(e.name());
                x.put("refused", refused.get(e));
                x.put("withFindings", withFindings.get(e));
                ObjectNode k = x.putObject("findings");
                kinds.get(e).forEach((kind, count) -> k.put(kind.name(), count));
            }
            return n;
        }
    }
}
