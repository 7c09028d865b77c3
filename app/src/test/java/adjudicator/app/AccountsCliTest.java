package adjudicator.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code accounts add|list|revoke} with the server stopped, against the store the server then opens:
 * the first token written where the contract says, an account made on the command line taken by the
 * server, a revocation on the command line refused by it after a restart.
 */
class AccountsCliTest {

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private Run accounts(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--adjudicator.data-dir=" + dir.resolve("data");
        int status = new CommandLine(new AccountsCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true).execute(all);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void accountsMadeAndRevokedOnTheCommandLineAreTheServers() throws IOException {
        Run added = accounts("add", "arbiter-a", "--role", "ARBITER", "--events", "Open A", "--events", "Open B, Section 2");
        assertThat(added.status()).as(added.err()).isZero();
        String token = added.out().strip();
        assertThat(token).startsWith("adj_").hasSize(4 + 43);

        // the store had no account: its first, admin, with its token in data/admin.token for the owner only
        Path tokenFile = dir.resolve("data/admin.token");
        assertThat(Files.getPosixFilePermissions(tokenFile)).containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ,
                PosixFilePermission.OWNER_WRITE);
        String adminToken = Files.readString(tokenFile).strip();

        Run listed = accounts("list");
        assertThat(listed.status()).isZero();
        assertThat(listed.out()).contains("admin (ADMIN), made").contains("by bootstrap")
                .contains("arbiter-a (ARBITER of Open A, Open B, Section 2), made").contains("by cli:")
                .doesNotContain(token).doesNotContain(adminToken);

        Run taken = accounts("add", "arbiter-a", "--role", "READER");
        assertThat(taken.status()).as("a name is not given twice").isEqualTo(1);
        assertThat(taken.err().strip()).isEqualTo("accounts: an account named \"arbiter-a\" exists or existed; names are not given twice, "
                + "so that the record's names keep meaning one account");
        Run device = accounts("add", "d", "--role", "DEVICE");
        assertThat(device.status()).as("a DEVICE needs its game or board").isEqualTo(1);
        assertThat(device.err().strip()).isEqualTo("accounts: a DEVICE is bound to a game (\"game\") or to a board (\"event\", \"round\", \"board\")");
        assertThat(accounts("add", "k", "--role", "KING").status()).isEqualTo(2);
        assertThat(accounts("revoke", "admin").status()).as("the last ADMIN stays").isEqualTo(1);

        try (TestServer server = TestServer.start(dir.resolve("data"))) {
            // the store has accounts: the bootstrap token the tests give is ignored
            assertThat(server.http.get("/api/games").status()).isEqualTo(401);
            Http admin = server.http.as(adminToken);
            assertThat(admin.get("/api/admin/accounts").status()).isEqualTo(200);
            Http arbiter = server.http.as(token);
            assertThat(arbiter.post("/api/games", "{\"event\":\"Open B, Section 2\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}")
                    .status()).isEqualTo(201);
        }

        Run revoked = accounts("revoke", "arbiter-a");
        assertThat(revoked.status()).as(revoked.err()).isZero();
        assertThat(revoked.out()).startsWith("revoked arbiter-a");
        try (TestServer server = TestServer.start(dir.resolve("data"))) {
            assertThat(server.http.as(token).get("/api/games?event=Open%20A").status()).isEqualTo(401);
            assertThat(server.http.as(adminToken).get("/api/games").status()).isEqualTo(200);
        }
    }
}
