package adjudicator.app.integrity;

import adjudicator.command.record.Checkpoint;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server's Ed25519 key for signing checkpoints, kept in a directory of its own, apart from the
 * store: never inside the data directory, so that a copy of the data directory or a restored backup
 * does not carry it (docs/integrity.md). Made on first start when the directory has none: the
 * directory owner-only (0700), the private key owner-only (0600, PKCS#8 PEM), the public key beside
 * it (X.509 PEM), to be published.
 */
public final class SigningKey {

    private static final Logger log = LoggerFactory.getLogger(SigningKey.class);
    static final String PRIVATE = "checkpoint-signing.key";
    static final String PUBLIC = "checkpoint-signing.pub";

    private final Path directory;
    private final PublicKey publicKey;
    private final PrivateKey privateKey;

    private SigningKey(Path directory, PublicKey publicKey, PrivateKey privateKey) {
        this.directory = directory;
        this.publicKey = publicKey;
        this.privateKey = privateKey;
    }

    /** The key of {@code directory}, made there when absent; refused inside {@code dataDirectory}. */
    public static SigningKey open(Path directory, Path dataDirectory) {
        Path keys = directory.toAbsolutePath().normalize();
        Path data = dataDirectory.toAbsolutePath().normalize();
        if (keys.startsWith(data)) {
            throw new IllegalStateException("the checkpoint signing key's directory " + keys + " is inside the data directory "
                    + data + ": set adjudicator.integrity.key-dir to a directory apart from the store");
        }
        try {
            if (Files.exists(keys.resolve(PRIVATE))) {
                SigningKey key = new SigningKey(keys, readPublic(Files.readString(keys.resolve(PUBLIC))),
                        readPrivate(Files.readString(keys.resolve(PRIVATE))));
                log.info("Checkpoints are signed with the key {} in {}", key.fingerprint(), keys);
                return key;
            }
            Files.createDirectories(keys);
            try {
                Files.setPosixFilePermissions(keys, PosixFilePermissions.fromString("rwx------"));
            } catch (UnsupportedOperationException e) {
                log.warn("cannot make {} owner-only on this file system", keys);
            }
            KeyPair pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
            write(keys.resolve(PRIVATE), pem("PRIVATE KEY", pair.getPrivate().getEncoded()));
            write(keys.resolve(PUBLIC), pem("PUBLIC KEY", pair.getPublic().getEncoded()));
            SigningKey key = new SigningKey(keys, pair.getPublic(), pair.getPrivate());
            log.warn("Made the checkpoint signing key {} in {}: keep that directory apart from the store and its backups,"
                    + " and publish the public key ({}, or GET /api/integrity/key)", key.fingerprint(), keys, keys.resolve(PUBLIC));
            return key;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read or make the checkpoint signing key in " + keys, e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot read or make the checkpoint signing key in " + keys, e);
        }
    }

    public PublicKey publicKey() {
        return publicKey;
    }

    PrivateKey privateKey() {
        return privateKey;
    }

    public Path directory() {
        return directory;
    }

    public String fingerprint() {
        return Checkpoint.fingerprint(publicKey);
    }

    /** The public key as PEM ({@code -----BEGIN PUBLIC KEY-----}, X.509 SubjectPublicKeyInfo). */
    public String publicPem() {
        return pem("PUBLIC KEY", publicKey.getEncoded());
    }

    /** A public key from PEM or from the base64 of its X.509 encoding. */
    public static PublicKey readPublic(String text) throws GeneralSecurityException {
        return KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(der(text)));
    }

    private static PrivateKey readPrivate(String text) throws GeneralSecurityException {
        return KeyFactory.getInstance("Ed25519").generatePrivate(new PKCS8EncodedKeySpec(der(text)));
    }

    private static final Pattern PEM = Pattern.compile("-----BEGIN [A-Z ]+-----([^-]*)-----END [A-Z ]+-----");

    private static byte[] der(String text) {
        Matcher m = PEM.matcher(text);
        String body = m.find() ? m.group(1) : text;
        return Base64.getMimeDecoder().decode(body.strip());
    }

    static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            log.warn("cannot make {} owner-only on this file system", file);
        }
    }
}
