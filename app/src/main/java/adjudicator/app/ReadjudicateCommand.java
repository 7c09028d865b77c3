package adjudicator.app;

import adjudicator.command.api.GameEvent;
import adjudicator.command.decide.Readjudication;
import adjudicator.command.record.Citations;
import adjudicator.engine.rules.Edition;
import adjudicator.query.Readjudicator;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code readjudicate [--rules EDITION] [--json] [--threads N] (--all | GAME_ID...) [--setting=value ...]}: replays
 * each game's facts under an edition of the Laws (its own when {@code --rules} is not given), several games at once
 * ({@code --threads}, each game on one thread, the reports in the games' order), and prints,
 * a line a game, the recorded and the re-adjudicated ending and where the two records first differ; with
 * {@code --json}, the reports as the API gives them, one a line. It opens the store the server would,
 * so run it with the server stopped (or against a copy). Exit status 0, or 1 when a game replayed under
 * its own edition does not give its own record (a record to look into).
 */
@Command(name = "readjudicate", mixinStandardHelpOptions = true,
        description = "Replays games' facts under an edition of the Laws and compares the outcome with the record.")
public final class ReadjudicateCommand implements Callable<Integer> {

    @Option(names = "--rules", description = "FIDE_2005, RF_2013, FIDE_2017 or FIDE_2023 (default: each game's own)")
    String rules;

    @Option(names = "--all", description = "every game in the store")
    boolean all;

    @Option(names = "--json", description = "the full reports, as JSON, one a line")
    boolean json;

    @Option(names = "--threads", description = "games replayed at once, each on its own (default: the processors' count); the "
            + "reports come out in the games' order whatever it is")
    Integer threads;

    @Parameters(arity = "0..*", description = "game ids, and settings as for the server (e.g. --adjudicator.data-dir=DIR)")
    List<String> arguments = new ArrayList<>();

    private final PrintStream out;
    private final PrintStream err;

    public ReadjudicateCommand() {
        this(System.out, System.err);
    }

    public ReadjudicateCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        Edition edition;
        try {
            edition = rules == null ? null : Edition.parse(rules);
        } catch (IllegalArgumentException e) {
            err.println("readjudicate: " + e.getMessage());
            return 2;
        }
        List<String> settings = new ArrayList<>(arguments.stream().filter(a -> a.startsWith("--")).toList());
        List<String> ids = new ArrayList<>(arguments.stream().filter(a -> !a.startsWith("--")).toList());
        if (all == !ids.isEmpty()) {
            err.println("readjudicate: give game ids, or --all");
            return 2;
        }
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (workers < 1) {
            err.println("readjudicate: --threads is 1 or more");
            return 2;
        }
        int differing = 0;
        // each game replayed on its own, several at once; a window of them in flight, reported in the games' order
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "readjudicate");
            t.setDaemon(true);
            return t;
        });
        // the reports go to the standard output, the log with them: errors only
        try (ConfigurableApplicationContext context = StoreContext.open(settings, "ERROR")) {
            Readjudicator readjudicator = context.getBean(Readjudicator.class);
            ObjectMapper mapper = context.getBean(ObjectMapper.class);
            if (all) {
                ids = readjudicator.gameIds();
                err.println("readjudicating " + ids.size() + " games");
            }
            long lastProgress = System.nanoTime();
            long started = System.nanoTime();
            java.util.ArrayDeque<java.util.concurrent.Future<Readjudication.Report>> window = new java.util.ArrayDeque<>();
            int submitted = 0;
            for (int i = 0; i < ids.size(); i++) {
                while (submitted < ids.size() && submitted < i + 4 * workers) {
                    String id = ids.get(submitted++);
                    window.addLast(pool.submit(() -> readjudicator.of(id, edition)));
                }
                Readjudication.Report report;
                try {
                    report = window.removeFirst().get();
                } catch (java.util.concurrent.ExecutionException e) {
                    err.println(ids.get(i) + ": " + e.getCause().getMessage());
                    differing++;
                    continue;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                }
                if (report.rules() == report.recordedRules() && !report.identical()) {
                    differing++;
                }
                out.println(json ? mapper.writeValueAsString(readjudicator.render(report)) : line(report));
                if (all && (System.nanoTime() - lastProgress > 1_000_000_000L || i == ids.size() - 1)) {
                    double seconds = (System.nanoTime() - started) / 1e9;
                    err.println("readjudicated " + (i + 1) + " of " + ids.size() + " games (" + Math.round((i + 1) / seconds)
                            + " games/s on " + workers + " thread" + (workers == 1 ? "" : "s") + ")");
                    lastProgress = System.nanoTime();
                }
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        } finally {
            pool.shutdownNow();
        }
        return differing == 0 ? 0 : 1;
    }

    /** One game's report in a line. */
    static String line(Readjudication.Report r) {
        StringBuilder s = new StringBuilder(r.gameId()).append(": recorded ").append(r.recordedRules()).append(' ')
                .append(ending(r.recorded())).append("; under ").append(r.rules()).append(' ').append(ending(r.readjudicated()));
        Readjudication.Divergence d = r.firstDivergence();
        if (d == null) {
            s.append("; the same record");
        } else {
            s.append("; first divergence at seq ").append(d.seq()).append(": recorded ").append(event(d.recorded()))
                    .append(", re-adjudicated ").append(event(d.readjudicated()));
        }
        if (!r.refused().isEmpty()) {
            Readjudication.Refused first = r.refused().get(0);
            s.append("; ").append(r.refused().size()).append(r.refused().size() == 1 ? " fact" : " facts")
                    .append(" refused, the first at seq ").append(first.seq()).append(" (").append(first.command()).append(": ")
                    .append(first.rejection().detail()).append(first.rejection().article() == null ? ""
                            : ", Art. " + first.rejection().article()).append(')');
        }
        if (!r.notReproduced().isEmpty()) {
            s.append("; not reproduced by its own edition at seq ").append(r.notReproduced());
        }
        return s.toString();
    }

    private static String ending(Readjudication.Ending e) {
        return e.result() == null ? e.status().name()
                : e.result() + " (" + e.termination() + ", Art. " + e.article() + ")";
    }

    private static String event(GameEvent e) {
        if (e == null) {
            return "nothing";
        }
        String article = Citations.article(e);
        return e.getClass().getSimpleName() + (article == null ? "" : " (Art. " + article + ")");
    }
}
