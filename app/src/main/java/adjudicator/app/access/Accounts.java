package adjudicator.app.access;

import adjudicator.command.text.Message;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Accounts: made (the token shown once), listed (never a token), revoked (at once: every request
 * looks its token up in the store, so nothing cached outlives a revocation), and the bearer of a
 * token found. The HTTP API ({@code /api/admin/accounts}) and the command line ({@code accounts})
 * both come here.
 */
@Component
public class Accounts {

    private final AccountStore store;
    private final Clock clock;

    @Autowired
    public Accounts(AccountStore store) {
        this(store, Clock.systemUTC());
    }

    Accounts(AccountStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** A new account and its token, which is shown here and never again. */
    public record Created(Account account, String token) {
    }

    public Created create(Account.Draft draft, String by) {
        return create(draft, by, Tokens.newToken());
    }

    Created create(Account.Draft draft, String by, String token) {
        Account.Refusal refusal = draft.refusal();
        if (refusal != null) {
            throw new AccountException(AccountException.Kind.INVALID, refusal.field(), refusal.message());
        }
        Account account = draft.made(now(), by);
        if (!store.add(account, Tokens.sha256(token))) {
            throw new AccountException(AccountException.Kind.NAME_TAKEN, "name",
                    Message.of("access.account.nameTaken", draft.name()));
        }
        return new Created(account, token);
    }

    public List<Account> list() {
        return store.all();
    }

    public boolean isEmpty() {
        return store.isEmpty();
    }

    /** Revokes the account: its token is refused from the next request on. */
    public Account revoke(String name, String by) {
        Account account = store.byName(name).orElseThrow(() ->
                new AccountException(AccountException.Kind.NOT_FOUND, "name", Message.of("access.account.notFound", name)));
        if (!account.active()) {
            return account;
        }
        if (account.role() == Role.ADMIN && store.all().stream().filter(a -> a.active() && a.role() == Role.ADMIN).count() <= 1) {
            throw new AccountException(AccountException.Kind.LAST_ADMIN, "name",
                    Message.of("access.account.lastAdmin", name));
        }
        Instant at = now();
        store.revoke(name, at, by);
        return account.revoked(at, by);
    }

    /** The active account of that name. */
    public Optional<Account> active(String name) {
        return store.byName(name).filter(Account::active);
    }

    /** The active account whose token this is. */
    public Optional<Account> bearer(String token) {
        return store.byTokenHash(Tokens.sha256(token)).filter(Account::active);
    }

    private Instant now() {
        return clock.instant().truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    }
}
