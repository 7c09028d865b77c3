package adjudicator.app.storage;

import adjudicator.app.integrity.CheckpointStore;
import adjudicator.command.record.Checkpoint;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Signed checkpoints in the embedded store's {@code events.db}, table {@code checkpoints}, written through the single writer. */
final class SqliteCheckpointStore implements CheckpointStore {

    private final DataSource writer;
    private final DataSource readers;

    SqliteCheckpointStore(DataSource writer, DataSource readers) {
        this.writer = writer;
        this.readers = readers;
        try (Connection c = writer.getConnection(); Statement st = c.createStatement()) {
            c.setAutoCommit(false);
            st.execute("CREATE TABLE IF NOT EXISTS checkpoints (number INTEGER PRIMARY KEY, body TEXT NOT NULL)");
            c.commit();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot make the checkpoints table", e);
        }
    }

    @Override
    public void save(Checkpoint checkpoint) {
        try (Connection c = writer.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement st = c.prepareStatement("INSERT OR REPLACE INTO checkpoints (number, body) VALUES (?, ?)")) {
                st.setLong(1, checkpoint.number());
                st.setString(2, checkpoint.toJson());
                st.executeUpdate();
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot store checkpoint " + checkpoint.number(), e);
        }
    }

    @Override
    public List<String> newestFirst() {
        try (Connection c = readers.getConnection()) {
            return newestFirst(c);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the checkpoints", e);
        }
    }

    /** The bodies of the table {@code checkpoints} through {@code c}, the newest first. */
    static List<String> newestFirst(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement st = c.prepareStatement("SELECT body FROM checkpoints ORDER BY number DESC");
             ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
