package adjudicator.app.storage;

import adjudicator.app.access.Account;
import adjudicator.app.access.AccountStore;
import adjudicator.app.access.Role;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Accounts in the embedded store's {@code events.db}, table {@code accounts}: written through the
 * single writer (each write its own durable commit, as a command's), read through the readers. The
 * token's SHA-256 is unique, and the name is the key.
 */
final class SqliteAccountStore implements AccountStore {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String COLUMNS = "name, role, events, game, event, round, board, created_at, created_by, revoked_at, revoked_by";

    private final DataSource writer;
    private final DataSource readers;

    SqliteAccountStore(DataSource writer, DataSource readers) {
        this.writer = writer;
        this.readers = readers;
        write(c -> {
            try (Statement st = c.createStatement()) {
                st.execute("CREATE TABLE IF NOT EXISTS accounts (name TEXT PRIMARY KEY, token_sha256 TEXT NOT NULL UNIQUE,"
                        + " role TEXT NOT NULL, events TEXT, game TEXT, event TEXT, round TEXT, board INTEGER,"
                        + " created_at TEXT NOT NULL, created_by TEXT, revoked_at TEXT, revoked_by TEXT)");
            }
            return null;
        });
    }

    @Override
    public Optional<Account> byTokenHash(String sha256) {
        return one("SELECT " + COLUMNS + " FROM accounts WHERE token_sha256 = ?", sha256);
    }

    @Override
    public Optional<Account> byName(String name) {
        return one("SELECT " + COLUMNS + " FROM accounts WHERE name = ?", name);
    }

    @Override
    public List<Account> all() {
        return read("SELECT " + COLUMNS + " FROM accounts ORDER BY name", null);
    }

    @Override
    public boolean isEmpty() {
        return read("SELECT " + COLUMNS + " FROM accounts LIMIT 1", null).isEmpty();
    }

    @Override
    public boolean add(Account a, String tokenSha256) {
        return write(c -> {
            try (PreparedStatement st = c.prepareStatement("INSERT OR IGNORE INTO accounts (" + COLUMNS
                    + ", token_sha256) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                st.setString(1, a.name());
                st.setString(2, a.role().name());
                st.setString(3, a.events().isEmpty() ? null : JSON.writeValueAsString(a.events()));
                st.setString(4, a.game());
                st.setString(5, a.event());
                st.setString(6, a.round());
                if (a.board() == null) {
                    st.setNull(7, Types.INTEGER);
                } else {
                    st.setInt(7, a.board());
                }
                st.setString(8, a.createdAt().toString());
                st.setString(9, a.createdBy());
                st.setString(10, null);
                st.setString(11, null);
                st.setString(12, tokenSha256);
                return st.executeUpdate() == 1;
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Override
    public boolean revoke(String name, Instant at, String by) {
        return write(c -> {
            try (PreparedStatement st = c.prepareStatement(
                    "UPDATE accounts SET revoked_at = ?, revoked_by = ? WHERE name = ? AND revoked_at IS NULL")) {
                st.setString(1, at.toString());
                st.setString(2, by);
                st.setString(3, name);
                return st.executeUpdate() == 1;
            }
        });
    }

    private interface Work<T> {
        T on(Connection c) throws SQLException;
    }

    private <T> T write(Work<T> work) {
        try (Connection c = writer.getConnection()) {
            c.setAutoCommit(false);
            try {
                T result = work.on(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the accounts table could not be written", e);
        }
    }

    private Optional<Account> one(String sql, String key) {
        return read(sql, key).stream().findFirst();
    }

    private List<Account> read(String sql, String key) {
        try (Connection c = readers.getConnection(); PreparedStatement st = c.prepareStatement(sql)) {
            if (key != null) {
                st.setString(1, key);
            }
            List<Account> out = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(account(rs));
                }
            }
            return out;
        } catch (SQLException e) {
            throw new IllegalStateException("the accounts table could not be read", e);
        }
    }

    private static Account account(ResultSet rs) throws SQLException {
        String events = rs.getString("events");
        int board = rs.getInt("board");
        Integer boardOrNull = rs.wasNull() ? null : board;
        String revokedAt = rs.getString("revoked_at");
        try {
            return new Account(rs.getString("name"), Role.valueOf(rs.getString("role")),
                    events == null ? List.of() : JSON.readValue(events, new TypeReference<List<String>>() { }),
                    rs.getString("game"), rs.getString("event"), rs.getString("round"), boardOrNull,
                    Instant.parse(rs.getString("created_at")), rs.getString("created_by"),
                    revokedAt == null ? null : Instant.parse(revokedAt), rs.getString("revoked_by"));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an account's events are not a JSON list", e);
        }
    }
}
