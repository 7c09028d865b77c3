package adjudicator.app.access;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Where accounts live: beside the events, in the same store (SQLite's {@code accounts} table on the
 * embedded store, the {@code accounts} collection on MongoDB), so that they survive what the events
 * survive. Tokens are kept only as their SHA-256, which is unique.
 */
public interface AccountStore {

    /** The account whose token has this SHA-256, revoked or not. */
    Optional<Account> byTokenHash(String sha256);

    Optional<Account> byName(String name);

    /** Every account, revoked ones too, by name. */
    List<Account> all();

    boolean isEmpty();

    /** Adds the account with its token's hash; false, and nothing written, when the name is taken. */
    boolean add(Account account, String tokenSha256);

    /** Marks the account revoked; false when there is no active account of that name. */
    boolean revoke(String name, Instant at, String by);
}
