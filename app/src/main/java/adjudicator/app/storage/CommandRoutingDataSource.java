package adjudicator.app.storage;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.springframework.jdbc.datasource.lookup.AbstractRoutingDataSource;

import javax.sql.DataSource;
import java.util.Map;

/**
 * Gives a command's unit of work the single writer connection and everything else (tracking,
 * queries, replays) a reader connection. SQLite has one writer: a command that reads its game (not
 * in the aggregate cache) and then appends must hold the write lock from its first statement
 * ({@code BEGIN IMMEDIATE}), or a concurrent commit makes the upgrade fail. Readers in WAL mode never block the writer, so they begin
 * {@code DEFERRED}; sharing one IMMEDIATE pool made every tracking poll and every query take the
 * write lock, and SQLite's busy handler then sleeps for milliseconds (measured: about 60 commands/s).
 */
final class CommandRoutingDataSource extends AbstractRoutingDataSource {

    private static final String WRITER = "writer";
    private static final String READER = "reader";

    CommandRoutingDataSource(DataSource writer, DataSource reader) {
        setTargetDataSources(Map.of(WRITER, writer, READER, reader));
        setDefaultTargetDataSource(reader);
        afterPropertiesSet();
    }

    @Override
    protected Object determineCurrentLookupKey() {
        return CurrentUnitOfWork.isStarted() && CurrentUnitOfWork.get().getMessage() instanceof CommandMessage
                ? WRITER : READER;
    }
}
