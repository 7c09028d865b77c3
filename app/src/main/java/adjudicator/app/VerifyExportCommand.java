package adjudicator.app;

import adjudicator.app.integrity.SigningKey;
import adjudicator.command.record.Checkpoint;
import adjudicator.command.record.RecordExport;
import adjudicator.command.record.Verification;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code verify-export FILE --key KEY}: checks an export bundle offline, without a store or a
 * server: the checkpoint's signature against the key the verifier trusts ({@code KEY}: a PEM file
 * of the public key, or its fingerprint {@code SHA256:...}, which the bundle's own key must then
 * match), then every game's chain and its head against the checkpoint. Exit 0 only when all is
 * sound; 1 when anything fails; 2 for a file or key that cannot be read. docs/integrity.md.
 */
@Command(name = "verify-export", mixinStandardHelpOptions = true,
        description = "Checks an export bundle offline against a trusted public key; exit code 0 only when all is sound.")
public final class VerifyExportCommand implements Callable<Integer> {

    @Parameters(index = "0", description = "the bundle (GET /api/games/{id}/export or /api/events/{event}/export)")
    Path file;

    @Option(names = "--key", required = true, description = "the trusted public key: a PEM file, or its fingerprint SHA256:...")
    String key;

    private final PrintStream out;
    private final PrintStream err;

    public VerifyExportCommand() {
        this(System.out, System.err);
    }

    public VerifyExportCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        JsonNode bundle;
        PublicKey trusted;
        try {
            bundle = new ObjectMapper().readTree(Files.readString(file));
            trusted = trustedKey(bundle);
        } catch (IOException | GeneralSecurityException | IllegalArgumentException e) {
            err.println("verify-export: " + e.getMessage());
            return 2;
        }
        if (trusted == null) { // a fingerprint that the bundle's key does not have: read, and not the key that signed
            out.println("key: the bundle's public key is " + bundle.path("publicKey").asText().transform(this::fingerprintOf)
                    + ", not the trusted " + key + ": nothing in the bundle is vouched for by the trusted key");
            return 1;
        }
        List<String> problems = new ArrayList<>();
        List<RecordExport.GameCheck> checks;
        try {
            checks = RecordExport.verify(bundle, trusted, problems);
        } catch (IllegalArgumentException e) {
            err.println("verify-export: " + e.getMessage());
            return 2;
        }
        problems.forEach(p -> out.println("checkpoint: " + p));
        int failing = 0;
        for (RecordExport.GameCheck c : checks) {
            Verification v = c.verification();
            if (v.fails()) {
                failing++;
                out.println(c.game() + ": FAILS at event " + v.failingSeq() + ": " + v.reason());
            } else {
                out.println(c.game() + ": " + v.status() + ", " + v.events() + " events, head " + v.head()
                        + (c.signed() == null ? "; not in the signed checkpoint" : "; signed up to event " + c.signed().seq()));
            }
        }
        JsonNode checkpoint = bundle.get("checkpoint");
        out.println("checked " + checks.size() + " games against the key " + Checkpoint.fingerprint(trusted)
                + (checkpoint == null || checkpoint.isNull() ? "" : " and checkpoint " + checkpoint.path("number").asLong()
                + " of " + checkpoint.path("issuedAt").asText()) + ": " + (failing == 0 && problems.isEmpty() ? "sound" : failing + " failing"));
        return failing == 0 && problems.isEmpty() ? 0 : 1;
    }

    private String fingerprintOf(String pem) {
        try {
            return Checkpoint.fingerprint(SigningKey.readPublic(pem));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return "unreadable";
        }
    }

    /**
     * The key given, never only the bundle's: a PEM file, or a fingerprint that the bundle's key must
     * match (null when it does not).
     */
    private PublicKey trustedKey(JsonNode bundle) throws IOException, GeneralSecurityException {
        if (key.startsWith("SHA256:")) {
            PublicKey inBundle = SigningKey.readPublic(bundle.path("publicKey").asText());
            if (!Checkpoint.fingerprint(inBundle).equalsIgnoreCase(key)) {
                return null;
            }
            return inBundle;
        }
        return SigningKey.readPublic(Files.readString(Path.of(key)));
    }
}
