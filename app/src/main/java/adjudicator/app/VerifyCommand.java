package adjudicator.app;

import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoreVerification;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.record.Verification;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code verify [--setting=value ...]}: checks every game of the store against its hash chain, from
 * its first event as stored (docs/integrity.md), with a progress line on the standard error; prints
 * each failing game (its first failing event and why) and each game stored before the chain; exits
 * 0 only when no game fails, 1 otherwise. It opens the store the server would; run it with the
 * server stopped, or ask the running server ({@code GET /api/admin/integrity}).
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Checks every stored game against its hash chain; exit code 0 only when none fails.")
public final class VerifyCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", description = "settings as for the server, e.g. --adjudicator.data-dir=DIR")
    List<String> settings = new ArrayList<>();

    private final PrintStream out;
    private final PrintStream err;

    public VerifyCommand() {
        this(System.out, System.err);
    }

    public VerifyCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        StoreVerification result;
        // the failures are printed below, not logged as well
        try (ConfigurableApplicationContext context = StoreContext.open(settings, "ERROR",
                "--logging.level.adjudicator.command.record.RecordVerifier=OFF")) {
            long[] lastProgress = {System.nanoTime()};
            result = StoreVerification.of(context.getBean(StoredEvents.class), context.getBean(RecordVerifier.class), p -> {
                if (System.nanoTime() - lastProgress[0] > 1_000_000_000L) {
                    err.println("verified " + p.games() + " games, " + p.events() + " events");
                    lastProgress[0] = System.nanoTime();
                }
            });
        }
        for (Verification v : result.failing()) {
            out.println(v.game() + ": FAILS at event " + v.failingSeq() + ": " + v.reason());
        }
        for (String problem : result.checkpointProblems()) {
            out.println("checkpoints: " + problem);
        }
        for (String game : result.unprotected()) {
            out.println(game + ": UNPROTECTED (stored before the hash chain; only the order of its events was checked)");
        }
        out.println("verified " + result.games() + " games, " + result.events() + " events: " + result.sound() + " sound, "
                + result.unprotected().size() + " unprotected, " + result.failing().size() + " failing; "
                + (result.checkpoint() == null ? "no signed checkpoint yet"
                : "compared with signed checkpoint " + result.checkpoint().number() + " of " + result.checkpoint().issuedAt()));
        return result.allSound() ? 0 : 1;
    }
}
