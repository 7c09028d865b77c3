package adjudicator.app;

import adjudicator.app.integrity.ReadOnlyVerification;
import adjudicator.command.record.StoreVerification;
import adjudicator.command.record.Verification;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code verify [--key PEM|SHA256:...] [--against HEADS_FILE] [--setting=value ...]}: checks every game of the store against
 * its hash chain and its events' signatures, from its first event as stored, and against the latest
 * checkpoint signed by the trusted key (docs/integrity.md), with a progress line on the standard
 * error; prints each failing game (its first failing event and why), each checkpoint that is not
 * the trusted key's, and each game stored before the chain; exits 0 only when nothing fails, 1
 * otherwise, 2 when there is no store or no key to verify against. It only reads: the store is
 * opened read-only, the key's directory is read and never made, nothing is signed (it may run beside
 * the server). The trusted key is {@code --key} (a PEM file, or the published fingerprint), else the
 * public key in the server's key directory. With {@code --against}, every game a heads file kept
 * apart names must also still give its head there: what finds a store rewritten and re-signed by
 * someone who holds the key too, or events deleted after the latest checkpoint.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Checks every stored game against its hash chain, its signatures and the signed checkpoints; only reads; exit code 0 only when none fails.")
public final class VerifyCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", description = "settings as for the server, e.g. --adjudicator.data-dir=DIR")
    List<String> settings = new ArrayList<>();

    @Option(names = "--key", description = "the trusted public key: a PEM file, or its published fingerprint SHA256:... (default: the key "
            + "directory's); several nodes' keys separated by commas")
    String key;

    @Option(names = "--against", description = "a heads file kept apart (GET /api/integrity/heads, or a checkpoint): every game it names must still give its head")
    java.nio.file.Path against;

    private final PrintStream out;
    private final PrintStream err;

    public VerifyCommand() {
        this(System.out, System.err);
    }

    public VerifyCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Only the settings, resolved as the server resolves them (application.properties, environment, arguments): no bean. */
    @Configuration(proxyBeanMethods = false)
    static class SettingsOnly {
    }

    @Override
    public Integer call() {
        ReadOnlyVerification.Outcome outcome;
        List<String> args = new ArrayList<>(settings);
        if (args.stream().noneMatch(s -> s.startsWith("--logging.level.root="))) {
            args.add("--logging.level.root=ERROR");
        }
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(SettingsOnly.class)
                .web(WebApplicationType.NONE).bannerMode(Banner.Mode.OFF).logStartupInfo(false).run(args.toArray(String[]::new))) {
            long[] lastProgress = {System.nanoTime()};
            outcome = ReadOnlyVerification.run(context.getEnvironment(), key, against, p -> {
                if (System.nanoTime() - lastProgress[0] > 1_000_000_000L) {
                    err.println("verified " + p.games() + " games, " + p.events() + " events");
                    lastProgress[0] = System.nanoTime();
                }
            });
        } catch (ReadOnlyVerification.CannotVerify e) {
            err.println("verify: " + e.getMessage());
            return 2;
        }
        StoreVerification result = outcome.verification();
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
                : "compared with signed checkpoint " + result.checkpoint().number() + " of " + result.checkpoint().issuedAt())
                + "; trusted key " + outcome.trustedKey());
        if (against != null) {
            for (Verification v : outcome.againstFailing()) {
                out.println(v.game() + ": FAILS against the heads file at event " + v.failingSeq() + ": " + v.reason());
            }
            out.println("compared with the heads file " + against + " (" + outcome.againstNote() + "): "
                    + outcome.againstFailing().size() + " failing");
        }
        return outcome.allSound() ? 0 : 1;
    }
}
