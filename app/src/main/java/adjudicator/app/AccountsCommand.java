package adjudicator.app;

import adjudicator.app.access.Account;
import adjudicator.app.access.AccountException;
import adjudicator.app.access.Accounts;
import adjudicator.app.access.Role;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * {@code accounts add|list|revoke ... [--setting=value ...]}: the accounts of the store the server
 * would open (the embedded one under {@code data/}, or MongoDB when a URI is configured), with the
 * server stopped. {@code add} prints the new token on the standard output, alone, this once; the
 * account is recorded as made by {@code cli:USER}. Exit status 0, 1 when the store refuses (a name
 * taken, an invalid scope, the last ADMIN), 2 for a mistake on the command line.
 */
@Command(name = "accounts", mixinStandardHelpOptions = true,
        description = "Makes, lists and revokes accounts, with the server stopped.",
        subcommands = {AccountsCommand.Add.class, AccountsCommand.ListAll.class, AccountsCommand.Revoke.class})
public final class AccountsCommand {

    final PrintStream out;
    final PrintStream err;

    public AccountsCommand() {
        this(System.out, System.err);
    }

    public AccountsCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Opens the store with {@code settings} and does {@code work} on its accounts; the exit status. */
    int withAccounts(List<String> settings, Function<Accounts, Integer> work) {
        for (String a : settings) {
            if (!a.startsWith("--")) {
                err.println("accounts: unexpected argument " + a);
                return 2;
            }
        }
        // (where the first token went, when this made it, is said at WARN)
        try (ConfigurableApplicationContext context = StoreContext.open(settings, "ERROR",
                "--logging.level.adjudicator.app.access.AccountBootstrap=WARN")) {
            return work.apply(context.getBean(Accounts.class));
        } catch (AccountException e) {
            err.println("accounts: " + e.getMessage());
            return 1;
        }
    }

    static String by() {
        return "cli:" + System.getProperty("user.name", "unknown");
    }

    @Command(name = "add", mixinStandardHelpOptions = true, description = "Makes an account and prints its token, once.")
    static final class Add implements Callable<Integer> {
        @ParentCommand
        AccountsCommand parent;

        @Parameters(index = "0", description = "the account's name")
        String name;

        @Option(names = "--role", required = true, description = "ADMIN, ARBITER, DEVICE, RELAY, APPEALS or READER")
        Role role;

        @Option(names = "--events", description = "ARBITER, APPEALS: an event it is for; once for each (none: all)")
        List<String> events;

        @Option(names = "--game", description = "DEVICE: the game it is bound to")
        String game;

        @Option(names = "--event", description = "DEVICE: the event of its board; RELAY: the event of its round")
        String event;

        @Option(names = "--round", description = "DEVICE: the round of its board; RELAY: its round")
        String round;

        @Option(names = "--board", description = "DEVICE: its board number")
        Integer board;

        @Parameters(index = "1..*", arity = "0..*", description = "settings as for the server, e.g. --adjudicator.data-dir=DIR")
        List<String> settings = new ArrayList<>();

        @Override
        public Integer call() {
            return parent.withAccounts(settings, accounts -> {
                Accounts.Created created = accounts.create(new Account.Draft(name, role, events, game, event, round, board), by());
                parent.err.println("made the account " + describe(created.account()) + "; its token, shown this once:");
                parent.out.println(created.token());
                return 0;
            });
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Lists the accounts (never their tokens).")
    static final class ListAll implements Callable<Integer> {
        @ParentCommand
        AccountsCommand parent;

        @Parameters(arity = "0..*", description = "settings as for the server, e.g. --adjudicator.data-dir=DIR")
        List<String> settings = new ArrayList<>();

        @Override
        public Integer call() {
            return parent.withAccounts(settings, accounts -> {
                for (Account a : accounts.list()) {
                    parent.out.println(describe(a) + ", made " + a.createdAt() + " by " + a.createdBy()
                            + (a.active() ? "" : ", REVOKED " + a.revokedAt() + " by " + a.revokedBy()));
                }
                return 0;
            });
        }
    }

    @Command(name = "revoke", mixinStandardHelpOptions = true, description = "Revokes an account: its token is refused from then on.")
    static final class Revoke implements Callable<Integer> {
        @ParentCommand
        AccountsCommand parent;

        @Parameters(index = "0", description = "the account's name")
        String name;

        @Parameters(index = "1..*", arity = "0..*", description = "settings as for the server, e.g. --adjudicator.data-dir=DIR")
        List<String> settings = new ArrayList<>();

        @Override
        public Integer call() {
            return parent.withAccounts(settings, accounts -> {
                Account a = accounts.revoke(name, by());
                parent.out.println("revoked " + describe(a) + " at " + a.revokedAt() + " by " + a.revokedBy());
                return 0;
            });
        }
    }

    /** An account in a line: its name, role and scope. */
    static String describe(Account a) {
        String scope = switch (a.role()) {
            case ADMIN, READER -> "";
            case ARBITER, APPEALS -> a.events().isEmpty() ? " of every event" : " of " + String.join(", ", a.events());
            case DEVICE -> a.game() != null ? " of game " + a.game()
                    : " of board " + a.board() + ", round " + a.round() + ", " + a.event();
            case RELAY -> " of round " + a.round() + ", " + a.event();
        };
        return a.name() + " (" + a.role() + scope + ")";
    }
}
