package adjudicator.app.storage;

import adjudicator.app.integrity.CheckpointStore;
import adjudicator.command.record.Checkpoint;
import adjudicator.command.record.StoredEvents;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.springframework.core.env.Environment;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * The store the server would open (the same settings: {@code adjudicator.mongodb.uri}, else the
 * embedded {@code events.db} under {@code adjudicator.data-dir}), opened to read only, for
 * {@code verify}: the embedded store through a read-only SQLite connection (the file is never
 * written, nor made when absent), MongoDB through queries alone. Its events as stored and its copy
 * of the checkpoints; nothing else of the application is started.
 */
public final class ReadOnlyStore implements AutoCloseable {

    private final StoredEvents events;
    private final CheckpointStore checkpoints;
    private final AutoCloseable resource;
    private final String description;

    private ReadOnlyStore(StoredEvents events, CheckpointStore checkpoints, AutoCloseable resource, String description) {
        this.events = events;
        this.checkpoints = checkpoints;
        this.resource = resource;
        this.description = description;
    }

    /** Opens the store {@code env} configures; {@link IllegalArgumentException} when there is none to read. */
    public static ReadOnlyStore open(Environment env) {
        String uri = env.getProperty("adjudicator.mongodb.uri", "");
        if (!uri.isBlank()) {
            MongoClient client = MongoClients.create(uri);
            String database = env.getProperty("adjudicator.mongodb.database", "adjudicator");
            return new ReadOnlyStore(new MongoStoredEvents(client.getDatabase(database).getCollection("domainevents")),
                    readOnly(new MongoCheckpointStore(client.getDatabase(database).getCollection("checkpoints"))), client,
                    "MongoDB database " + database);
        }
        Path file = Path.of(env.getProperty("adjudicator.data-dir", "data")).resolve("events.db");
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no store to verify: " + file + " does not exist");
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout(10_000);
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
        return new ReadOnlyStore(new SqliteStoredEvents(source), new SqliteCheckpoints(source), () -> { }, file.toString());
    }

    public StoredEvents events() {
        return events;
    }

    /** The store's own copy of the checkpoints (the key directory keeps the other). */
    public CheckpointStore checkpoints() {
        return checkpoints;
    }

    public String description() {
        return description;
    }

    @Override
    public void close() throws Exception {
        resource.close();
    }

    private static CheckpointStore readOnly(CheckpointStore store) {
        return new CheckpointStore() {
            @Override
            public void save(Checkpoint checkpoint) {
                throw new UnsupportedOperationException("read only");
            }

            @Override
            public List<String> newestFirst() {
                return store.newestFirst();
            }

            @Override
            public String name() {
                return store.name();
            }
        };
    }

    /** The embedded store's checkpoints table, read only (absent in a store that never had one). */
    private record SqliteCheckpoints(SQLiteDataSource source) implements CheckpointStore {
        @Override
        public void save(Checkpoint checkpoint) {
            throw new UnsupportedOperationException("read only");
        }

        @Override
        public List<String> newestFirst() {
            try (Connection c = source.getConnection()) {
                try (PreparedStatement t = c.prepareStatement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'checkpoints'");
                     ResultSet rs = t.executeQuery()) {
                    if (!rs.next()) {
                        return List.of();
                    }
                }
                return SqliteCheckpointStore.newestFirst(c);
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the checkpoints", e);
            }
        }

        @Override
        public String name() {
            return "SqliteCheckpointStore";
        }
    }
}
