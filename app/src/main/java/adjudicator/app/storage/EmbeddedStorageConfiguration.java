package adjudicator.app.storage;

import adjudicator.app.access.AccountStore;
import adjudicator.app.access.ProblemResponses;
import adjudicator.app.integrity.CheckpointStore;
import adjudicator.command.game.Game;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.web.StorageFailure;
import adjudicator.query.ProjectionCompletion;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.axonframework.common.jdbc.UnitOfWorkAwareConnectionProviderWrapper;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.upcasting.event.EventUpcasterChain;
import org.axonframework.spring.jdbc.SpringDataSourceConnectionProvider;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.LazyConnectionDataSourceProxy;
import org.springframework.util.unit.DataSize;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The embedded default, needing nothing installed: events in SQLite (WAL mode, commits that survive
 * a crash by design) through Axon's JDBC engine; read models and their tokens in mongo-java-server
 * (H2 file backend) through the real MongoDB driver. Everything lives under {@code data/}.
 */
@Configuration
@Conditional(StorageMode.Embedded.class)
public class EmbeddedStorageConfiguration {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedStorageConfiguration.class);

    @Bean
    public Path dataDirectory(@Value("${adjudicator.data-dir}") String dir) {
        Path path = Path.of(dir).toAbsolutePath();
        try {
            Files.createDirectories(path); // SQLite does not create the folder
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the data directory " + path, e);
        }
        log.info("Embedded store in {}", path);
        return path;
    }

    /** The single writer: commands queue for it in {@link GroupCommitDataSource}, not in SQLite's sleeping busy handler. */
    @Bean(destroyMethod = "close")
    public HikariDataSource sqliteWriter(Path dataDirectory, @Value("${adjudicator.embedded.synchronous}") String synchronous) {
        return pool("events-writer", dataDirectory, synchronous, "IMMEDIATE", 1);
    }

    @Bean(destroyMethod = "close")
    public HikariDataSource sqliteReaders(Path dataDirectory, @Value("${adjudicator.embedded.synchronous}") String synchronous) {
        return pool("events-readers", dataDirectory, synchronous, "DEFERRED", 4);
    }

    private static HikariDataSource pool(String name, Path dataDirectory, String synchronous, String mode, int size) {
        HikariConfig config = new HikariConfig();
        config.setPoolName(name);
        config.setJdbcUrl("jdbc:sqlite:" + dataDirectory.resolve("events.db") + "?journal_mode=WAL&synchronous="
                + synchronous + "&busy_timeout=10000&transaction_mode=" + mode);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        // No checkpoint inside a command's commit: see walCheckpoints().
        config.setConnectionInitSql("PRAGMA wal_autocheckpoint=0");
        return new HikariDataSource(config);
    }

    /**
     * Moves the write-ahead log into the database file once a second, off the command path: with
     * SQLite's automatic checkpoint, the command whose commit crosses 1,000 pages writes them back
     * and syncs the file itself while the commands behind it wait for the writer. A PASSIVE
     * checkpoint takes no lock that a writer needs. (Measured: at a million stored events the p99
     * tail of the append benchmark was about a second either way; see docs/storage.md.)
     *
     * <p>Under sustained writes a PASSIVE checkpoint never catches up with the writer, so the log is
     * never rewound and grew without bound (343 MB beside a 21 MB database). Once the log is larger
     * than {@code adjudicator.embedded.wal-limit} it is checkpointed with TRUNCATE, which waits for
     * the writer's current commit and the readers' snapshots (no reader can starve it: it holds the
     * writers back meanwhile), copies every frame and truncates the file; commands wait for it then,
     * once in a while, instead of the log growing (measured: bench/append.sh prints the log's size).
     */
    @Bean(destroyMethod = "shutdownNow")
    public ScheduledExecutorService walCheckpoints(HikariDataSource sqliteReaders, Path dataDirectory,
                                                   @Value("${adjudicator.embedded.wal-limit}") DataSize limit) {
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "sqlite-wal-checkpoint");
            t.setDaemon(true);
            return t;
        });
        Path wal = dataDirectory.resolve("events.db-wal");
        AtomicBoolean failing = new AtomicBoolean();
        scheduler.scheduleWithFixedDelay(() -> {
            try (Connection c = sqliteReaders.getConnection(); Statement st = c.createStatement()) {
                st.execute("PRAGMA wal_checkpoint(PASSIVE)");
                if (Files.exists(wal) && Files.size(wal) > limit.toBytes()) {
                    long before = Files.size(wal);
                    long started = System.nanoTime();
                    st.execute("PRAGMA wal_checkpoint(TRUNCATE)");
                    log.info("write-ahead log of {} MB checkpointed and truncated to {} MB in {} ms", before >> 20,
                            Files.size(wal) >> 20, (System.nanoTime() - started) / 1_000_000);
                }
                if (failing.getAndSet(false)) {
                    log.warn("WAL checkpoint succeeded again");
                }
            } catch (SQLException | IOException | RuntimeException e) {
                // a full disk fails it every second until space is freed: said once, in one line
                if (!failing.getAndSet(true)) {
                    if (StorageFailure.in(e, List.of(StorageFailures.SQLITE)).isPresent()) {
                        log.warn("WAL checkpoint failed, the disk being full; will retry every second: {}", e.getMessage());
                    } else {
                        log.warn("WAL checkpoint failed; will retry every second", e);
                    }
                }
            }
        }, 1, 1, TimeUnit.SECONDS);
        return scheduler;
    }

    /**
     * Lazy: a transaction takes a real connection only at its first statement. A command whose game
     * is in the aggregate cache reads nothing, so it holds the single writer only from its insert to
     * its commit, not while it is decided and its events serialized (measured: with the writer taken
     * at the start of every command, 16 clients got fewer commands through than 4).
     */
    @Bean
    public DataSource dataSource(GroupCommitDataSource groupCommit, HikariDataSource sqliteReaders) {
        return new LazyConnectionDataSourceProxy(NullSafeDataSource.wrap(new CommandRoutingDataSource(
                groupCommit.dataSource(), sqliteReaders)));
    }

    /**
     * Commands' transactions share SQLite commits (and, under FULL, fsyncs): see
     * {@link GroupCommitDataSource}. {@code max-members=1} turns the grouping off.
     */
    @Bean
    GroupCommitDataSource groupCommit(HikariDataSource sqliteWriter,
                                      @Value("${adjudicator.embedded.group-commit.max-members}") int maxMembers,
                                      @Value("${adjudicator.embedded.group-commit.max-wait}") Duration maxWait) {
        return GroupCommitDataSource.over(sqliteWriter, 30_000, maxMembers, maxWait.toNanos());
    }

    /** Accounts beside the events, in {@code events.db}. */
    /** One process: it signs every checkpoint. */
    @Bean
    public adjudicator.app.integrity.CheckpointLease checkpointLease() {
        return adjudicator.app.integrity.CheckpointLease.solo();
    }

    @Bean
    public AccountStore accountStore(GroupCommitDataSource groupCommit, HikariDataSource sqliteReaders) {
        return new SqliteAccountStore(groupCommit.dataSource(), sqliteReaders);
    }

    /** Signed checkpoints beside the events, in {@code events.db} (docs/integrity.md). */
    @Bean
    public CheckpointStore checkpointStore(GroupCommitDataSource groupCommit, HikariDataSource sqliteReaders) {
        return new SqliteCheckpointStore(groupCommit.dataSource(), sqliteReaders);
    }

    /** The events as stored, for the hash chain (docs/integrity.md). */
    @Bean
    public StoredEvents storedEvents(HikariDataSource sqliteReaders) {
        return new SqliteStoredEvents(sqliteReaders);
    }

    @Bean
    public DataSourceTransactionManager transactionManager(DataSource dataSource) {
        return new DataSourceTransactionManager(dataSource);
    }

    @Bean
    public EventStorageEngine eventStorageEngine(DataSource dataSource, TransactionManager axonTransactionManager,
                                                 @Qualifier("eventSerializer") Serializer eventSerializer,
                                                 Serializer serializer, EventUpcasterChain upcasters) {
        JdbcEventStorageEngine engine = JdbcEventStorageEngine.builder()
                .connectionProvider(new UnitOfWorkAwareConnectionProviderWrapper(new SpringDataSourceConnectionProvider(dataSource)))
                .transactionManager(axonTransactionManager)
                .eventSerializer(eventSerializer)
                .upcasterChain(upcasters)
                .snapshotSerializer(serializer)
                .snapshotFilter(Game.currentSnapshots())
                .persistenceExceptionResolver(new SqliteDuplicateKeyResolver())
                .build();
        engine.createSchema(new SqliteEventTableFactory());
        return engine;
    }

    /** Writes refused before the disk is full (docs/operations.md); after the security filters. */
    @Bean
    public FilterRegistrationBean<FreeSpaceGuard> freeSpaceGuard(Path dataDirectory, ProblemResponses problems,
                                                                 @Value("${adjudicator.embedded.min-free-space}") DataSize minimum) {
        return new FilterRegistrationBean<>(new FreeSpaceGuard(dataDirectory, minimum.toBytes(), problems));
    }

    @Bean(destroyMethod = "close")
    public EmbeddedViewStore viewStore(Path dataDirectory, @Value("${adjudicator.embedded.min-free-space}") DataSize margin) {
        EmbeddedViewStore store = new EmbeddedViewStore(dataDirectory.resolve("views.mv"), margin.toBytes());
        log.info("Embedded read-model store (mongo-java-server) on {}", store.address());
        return store;
    }

    /** After the read-model store is reopened, the projections start again from its tokens. */
    @Bean
    SmartInitializingSingleton viewStoreRecovery(EmbeddedViewStore viewStore, ObjectProvider<ProjectionCompletion> completion) {
        return () -> viewStore.onReopened(() -> completion.ifAvailable(ProjectionCompletion::storeReopened));
    }

    @Bean(destroyMethod = "close")
    public MongoClient mongoClient(EmbeddedViewStore viewStore) {
        InetSocketAddress address = viewStore.address();
        return MongoClients.create("mongodb://" + address.getHostString() + ":" + address.getPort());
    }
}
