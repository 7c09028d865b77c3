package adjudicator.app.access;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The first account, as the contract's Access section says: on a store that has no accounts, the
 * account {@code admin} with the role ADMIN, whose token is {@code ADJUDICATOR_BOOTSTRAP_TOKEN} when
 * that is set, otherwise a random one written to {@code data/admin.token} (readable by its owner
 * only) on the embedded store, or to the log once on MongoDB, which has no data directory. On a store
 * that has accounts, nothing is done and the variable is ignored. Runs once the store is open, before
 * the server takes requests.
 */
@Component
public class AccountBootstrap implements SmartInitializingSingleton {

    public static final String ADMIN = "admin";
    public static final String TOKEN_FILE = "admin.token";

    private static final Logger log = LoggerFactory.getLogger(AccountBootstrap.class);

    private final Accounts accounts;
    private final String givenToken;
    private final Path dataDirectory;

    public AccountBootstrap(Accounts accounts, @Value("${adjudicator.bootstrap.token:}") String givenToken,
                            @Qualifier("dataDirectory") ObjectProvider<Path> dataDirectory) {
        this.accounts = accounts;
        this.givenToken = givenToken;
        this.dataDirectory = dataDirectory.getIfAvailable();
    }

    @Override
    public void afterSingletonsInstantiated() {
        if (!accounts.isEmpty()) {
            if (!givenToken.isBlank()) {
                log.info("The store has accounts: ADJUDICATOR_BOOTSTRAP_TOKEN is ignored");
            }
            return;
        }
        Account.Draft admin = new Account.Draft(ADMIN, Role.ADMIN, null, null, null, null, null);
        if (!givenToken.isBlank()) {
            if (givenToken.strip().length() < Tokens.MIN_LENGTH) {
                throw new IllegalStateException("ADJUDICATOR_BOOTSTRAP_TOKEN must have at least " + Tokens.MIN_LENGTH
                        + " characters (e.g. openssl rand -hex 32); no account was made");
            }
            if (made(admin, givenToken.strip())) {
                log.warn("No accounts on this store: made the account \"{}\" (ADMIN) with the token of ADJUDICATOR_BOOTSTRAP_TOKEN", ADMIN);
            }
            return;
        }
        String token = Tokens.newToken();
        if (dataDirectory == null) {
            if (made(admin, token)) {
                log.warn("No accounts on this store: made the account \"{}\" (ADMIN). Its token, written here once and nowhere else: {}",
                        ADMIN, token);
            }
            return;
        }
        // the file first: an account whose token was lost would lock everybody out
        Path file = dataDirectory.resolve(TOKEN_FILE);
        write(file, token);
        if (made(admin, token)) {
            log.warn("No accounts on this store: made the account \"{}\" (ADMIN); its token is in {} (readable by its owner only)",
                    ADMIN, file);
        }
    }

    private boolean made(Account.Draft admin, String token) {
        try {
            accounts.create(admin, "bootstrap", token);
            return true;
        } catch (AccountException e) {
            // another node of the same store made it first
            log.info("The first account was made by another server of this store");
            return false;
        }
    }

    /** Writes the token to a file only its owner can read (made afresh, so an older file's rights do not carry over). */
    static void write(Path file, String token) {
        try {
            Files.deleteIfExists(file);
            try {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            } catch (UnsupportedOperationException e) {
                Files.createFile(file);
                file.toFile().setReadable(false, false);
                file.toFile().setReadable(true, true);
                file.toFile().setWritable(true, true);
            }
            Files.writeString(file, token + "\n", StandardCharsets.US_ASCII);
        } catch (FileAlreadyExistsException e) {
            throw new IllegalStateException("cannot write the first token: " + file + " appeared meanwhile", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the first token to " + file, e);
        }
    }
}
