package adjudicator.app.storage;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.sql.DataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The group commit's promises on a real SQLite file in WAL mode with {@code synchronous=FULL}: a
 * command's {@code commit()} returns only once its writes are committed (another connection sees
 * them), a rollback undoes only that command's writes, commands do share commits, and when the
 * shared transaction is lost every member's commit fails instead of being acknowledged.
 */
class GroupCommitDataSourceTest {

    @TempDir
    Path dir;

    private HikariDataSource writer;
    private String url;

    @BeforeEach
    void open() throws SQLException {
        url = "jdbc:sqlite:" + dir.resolve("events.db") + "?journal_mode=WAL&synchronous=FULL&busy_timeout=10000";
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setMaximumPoolSize(1);
        writer = new HikariDataSource(config);
        try (Connection c = writer.getConnection(); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE fact (id TEXT PRIMARY KEY)");
        }
    }

    @AfterEach
    void close() {
        writer.close();
    }

    @Test
    void everyCommitReturnsOnlyOnceAnotherConnectionSeesItsWrites() throws Exception {
        GroupCommitDataSource group = GroupCommitDataSource.over(writer, 30_000, 64, TimeUnit.MILLISECONDS.toNanos(5));
        Set<String> notVisible = ConcurrentHashMap.newKeySet();
        List<CompletableFuture<Void>> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            int thread = t;
            threads.add(CompletableFuture.runAsync(() -> {
                try (Connection reader = DriverManager.getConnection(url)) {
                    for (int i = 0; i < 150; i++) {
                        String id = thread + "-" + i;
                        command(group.dataSource(), id, true);
                        if (!exists(reader, id)) {
                            notVisible.add(id);
                        }
                    }
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            }, runnable -> new Thread(runnable).start()));
        }
        CompletableFuture.allOf(threads.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);

        assertThat(notVisible).as("commands acknowledged before their commit").isEmpty();
        assertThat(ids()).hasSize(8 * 150);
        assertThat(group.committedMembers()).isEqualTo(8 * 150);
        assertThat(group.commits()).as("SQLite commits for 1,200 commands").isLessThan(8 * 150);
    }

    @Test
    void aRolledBackCommandLeavesTheOthersOfItsGroupIntact() throws Exception {
        GroupCommitDataSource group = GroupCommitDataSource.over(writer, 30_000, 64, TimeUnit.MILLISECONDS.toNanos(5));
        Set<String> expected = ConcurrentHashMap.newKeySet();
        List<CompletableFuture<Void>> threads = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            int thread = t;
            threads.add(CompletableFuture.runAsync(() -> {
                for (int i = 0; i < 100; i++) {
                    String id = thread + "-" + i;
                    boolean keep = (thread + i) % 3 != 0;
                    try {
                        command(group.dataSource(), id, keep);
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                    if (keep) {
                        expected.add(id);
                    }
                }
            }, runnable -> new Thread(runnable).start()));
        }
        CompletableFuture.allOf(threads.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);

        assertThat(ids()).isEqualTo(expected);
    }

    @Test
    void aDuplicateKeyFailsOnlyItsOwnCommand() throws Exception {
        GroupCommitDataSource group = GroupCommitDataSource.over(writer, 30_000, 64, TimeUnit.MILLISECONDS.toNanos(5));
        command(group.dataSource(), "a", true);
        try (Connection c = group.dataSource().getConnection()) {
            c.setAutoCommit(false);
            insert(c, "b");
            assertThatThrownBy(() -> insert(c, "a")).isInstanceOf(SQLException.class);
            c.rollback();
            c.setAutoCommit(true);
        }
        command(group.dataSource(), "c", true);
        assertThat(ids()).containsExactlyInAnyOrder("a", "c");
    }

    @Test
    void withOneMemberEveryCommandCommitsOnItsOwn() throws Exception {
        GroupCommitDataSource group = GroupCommitDataSource.over(writer, 30_000, 1, TimeUnit.MILLISECONDS.toNanos(5));
        List<CompletableFuture<Void>> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int thread = t;
            threads.add(CompletableFuture.runAsync(() -> {
                for (int i = 0; i < 50; i++) {
                    try {
                        command(group.dataSource(), thread + "-" + i, true);
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }, runnable -> new Thread(runnable).start()));
        }
        CompletableFuture.allOf(threads.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);

        assertThat(ids()).hasSize(200);
        assertThat(group.commits()).isEqualTo(200);
    }

    @Test
    void whenTheSharedTransactionIsLostEveryMemberOfTheGroupFails() throws Exception {
        GroupCommitDataSource group = GroupCommitDataSource.over(writer, 30_000, 64, TimeUnit.SECONDS.toNanos(30));
        DataSource commands = group.dataSource();
        Connection first = commands.getConnection(); // holds the writer
        first.setAutoCommit(false);
        insert(first, "first");

        CompletableFuture<Void> second = CompletableFuture.runAsync(() -> {
            try (Connection c = commands.getConnection()) { // queues behind the first
                c.setAutoCommit(false);
                insert(c, "second");
                try (Statement st = c.createStatement()) {
                    st.execute("ROLLBACK"); // stands for SQLite abandoning the transaction (I/O error, disk full)
                }
                c.commit();
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }, runnable -> new Thread(runnable).start());
        while (!group.queued()) {
            Thread.sleep(5);
        }
        // The second command is queued, so the first hands the open transaction on and waits for its COMMIT.
        CompletableFuture<Void> firstCommit = CompletableFuture.runAsync(() -> {
            try {
                first.commit();
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }, runnable -> new Thread(runnable).start());

        assertThatThrownBy(() -> firstCommit.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasRootCauseInstanceOf(SQLException.class);
        assertThatThrownBy(() -> second.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class);
        first.close();
        assertThat(ids()).isEmpty();
        command(commands, "after", true);
        assertThat(ids()).containsExactly("after");
    }

    /** A command's transaction as Spring runs it: auto-commit off, writes, commit or rollback, close. */
    private static void command(DataSource commands, String id, boolean commit) throws SQLException {
        try (Connection c = commands.getConnection()) {
            c.setAutoCommit(false);
            insert(c, id);
            if (commit) {
                c.commit();
            } else {
                c.rollback();
            }
            c.setAutoCommit(true);
        }
    }

    private static void insert(Connection c, String id) throws SQLException {
        try (PreparedStatement st = c.prepareStatement("INSERT INTO fact (id) VALUES (?)")) {
            st.setString(1, id);
            st.executeUpdate();
        }
    }

    private static boolean exists(Connection reader, String id) throws SQLException {
        try (PreparedStatement st = reader.prepareStatement("SELECT 1 FROM fact WHERE id = ?")) {
            st.setString(1, id);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next();
            }
        }
    }

    private Set<String> ids() throws SQLException {
        Set<String> ids = new HashSet<>();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT id FROM fact")) {
            while (rs.next()) {
                ids.add(rs.getString(1));
            }
        }
        return ids;
    }
}
