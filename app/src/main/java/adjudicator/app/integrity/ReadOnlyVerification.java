package adjudicator.app.integrity;

import adjudicator.app.storage.ReadOnlyStore;
import adjudicator.command.record.Checkpoint;
import adjudicator.command.record.EventSignature;
import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.SignedHeads;
import adjudicator.command.record.StoreVerification;
import org.springframework.core.env.Environment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code verify} as it runs: the store opened to read only ({@link ReadOnlyStore}), the key's
 * directory read and never made, the checkpoints of both places read against the key the verifier
 * trusts, every game checked by the server's own verification. Nothing is signed, written or made.
 */
public final class ReadOnlyVerification {

    /** Why the store cannot be verified at all (exit code 2): no store, no key, a key that cannot be read. */
    public static final class CannotVerify extends RuntimeException {
        CannotVerify(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * What was found, against which key; and, with a heads file, the games that do not give its heads
     * ({@code againstFailing}) and what its signature is ({@code againstNote}).
     */
    public record Outcome(StoreVerification verification, String trustedKey, List<adjudicator.command.record.Verification> againstFailing,
                          String againstNote) {
        public boolean allSound() {
            return verification.allSound() && againstFailing.isEmpty();
        }
    }

    private ReadOnlyVerification() {
    }

    /**
     * Verifies the store {@code env} configures against {@code keyOption}: a PEM file of the public
     * key, or its fingerprint {@code SHA256:...} (the key then taken from the key directory, or from a
     * checkpoint that carries it, and trusted only when its fingerprint is the one given), or, when
     * null, the public key in the server's key directory.
     */
    public static Outcome run(Environment env, String keyOption, Path against, Consumer<StoreVerification> progress) {
        Checkpoint kept = null;
        if (against != null) {
            try {
                kept = Checkpoint.fromJson(Files.readString(against));
            } catch (IOException | IllegalArgumentException e) {
                throw new CannotVerify("the heads file " + against + " cannot be read: " + e.getMessage(), e);
            }
        }
        Path keyDirectory = keyDirectory(env);
        KeyDirectoryCheckpoints inKeyDirectory = new KeyDirectoryCheckpoints(keyDirectory);
        ReadOnlyStore store;
        try {
            store = ReadOnlyStore.open(env);
        } catch (RuntimeException e) {
            throw new CannotVerify(e.getMessage(), e);
        }
        try (store) {
            List<CheckpointStore> places = Files.isDirectory(keyDirectory) ? List.of(store.checkpoints(), inKeyDirectory)
                    : List.of(store.checkpoints());
            // --key a,b: the keys of the nodes that wrote to the store, each a PEM file or a fingerprint (docs/scaling.md)
            List<PublicKey> trustedKeys = new ArrayList<>();
            for (String one : keyOption == null ? new String[]{null} : keyOption.split(",")) {
                trustedKeys.add(trustedKey(one == null ? null : one.strip(), keyDirectory, places));
            }
            PublicKey trusted = trustedKeys.get(0);
            TrustedCheckpoints checkpoints = new TrustedCheckpoints(places, trustedKeys);
            Optional<Checkpoint> newest = checkpoints.newest();
            List<String> problems = checkpoints.problems();
            RecordVerifier verifier = new RecordVerifier(store.events(), EventSignature.keys(trustedKeys));
            verifier.trust(new SignedHeads() {
                private final SignedHeads heads = newest.map(SignedHeads::of).orElse(SignedHeads.NONE);

                @Override
                public Optional<Checkpoint> latest() {
                    return heads.latest();
                }

                @Override
                public Optional<Checkpoint.Head> head(String game) {
                    return heads.head(game);
                }

                @Override
                public Optional<java.util.Map<String, Long>> unsignedUpTo() {
                    return heads.unsignedUpTo();
                }

                @Override
                public List<String> checkpointProblems() {
                    return problems;
                }
            });
            StoreVerification verification = StoreVerification.of(store.events(), verifier, progress);
            List<adjudicator.command.record.Verification> againstFailing = new ArrayList<>();
            String note = null;
            if (kept != null) {
                // the heads kept apart: every game they name must still give them, whatever key signed the store since
                note = trustedKeys.stream().anyMatch(kept::signedBy) ? "signed by the trusted key" : "signed by the key " + kept.key()
                        + ", not the trusted key " + Checkpoint.fingerprint(trusted) + ": compared as kept";
                RecordVerifier byFile = new RecordVerifier(store.events(), EventSignature.keys(trustedKeys));
                byFile.trust(SignedHeads.of(kept));
                for (Checkpoint.Head head : kept.heads()) {
                    adjudicator.command.record.Verification v = byFile.verify(head.game());
                    if (v.fails()) {
                        againstFailing.add(v);
                    }
                }
            }
            return new Outcome(verification, String.join(", ", trustedKeys.stream().map(Checkpoint::fingerprint).toList()),
                    againstFailing, note);
        } catch (CannotVerify e) {
            throw e;
        } catch (Exception e) {
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e);
        }
    }

    /** The key directory as the server finds it: {@code adjudicator.integrity.key-dir}, else the data directory's sibling. */
    static Path keyDirectory(Environment env) {
        String configured = env.getProperty("adjudicator.integrity.key-dir", "");
        Path data = Path.of(env.getProperty("adjudicator.data-dir", "data")).toAbsolutePath().normalize();
        return configured.isBlank() ? data.resolveSibling(data.getFileName() + "-keys") : Path.of(configured);
    }

    private static PublicKey trustedKey(String keyOption, Path keyDirectory, List<CheckpointStore> places) {
        Path published = keyDirectory.resolve(SigningKey.PUBLIC);
        try {
            if (keyOption == null) {
                if (!Files.isRegularFile(published)) {
                    throw new CannotVerify("no key to verify against: " + published + " does not exist (give --key PEM|SHA256:...)", null);
                }
                return SigningKey.readPublic(Files.readString(published));
            }
            if (!keyOption.startsWith("SHA256:")) {
                return SigningKey.readPublic(Files.readString(Path.of(keyOption)));
            }
            List<PublicKey> candidates = new ArrayList<>();
            if (Files.isRegularFile(published)) {
                candidates.add(SigningKey.readPublic(Files.readString(published)));
            }
            for (CheckpointStore place : places) {
                for (String json : place.newestFirst()) {
                    try {
                        Checkpoint c = Checkpoint.fromJson(json);
                        if (c.publicKey() != null) {
                            candidates.add(KeyFactory.getInstance("Ed25519").generatePublic(
                                    new X509EncodedKeySpec(Base64.getDecoder().decode(c.publicKey()))));
                        }
                    } catch (IllegalArgumentException | GeneralSecurityException e) {
                        // not a key: passed over
                    }
                }
            }
            for (PublicKey k : candidates) {
                if (Checkpoint.fingerprint(k).equalsIgnoreCase(keyOption)) {
                    return k;
                }
            }
            throw new CannotVerify("no public key with the fingerprint " + keyOption + " in " + published
                    + " or in the checkpoints: give the key itself (--key PEM)", null);
        } catch (IOException | GeneralSecurityException | IllegalArgumentException e) {
            throw new CannotVerify("the key cannot be read: " + e.getMessage(), e);
        }
    }
}
