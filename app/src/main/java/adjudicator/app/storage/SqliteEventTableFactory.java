package adjudicator.app.storage;

import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.EventTableFactory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Axon's event tables in SQLite. The global index is an {@code INTEGER PRIMARY KEY}, i.e. SQLite's
 * row id: assigned in commit order by the single writer, without gaps. The unique key on
 * (aggregate, sequence number) is the optimistic lock that stops two writers appending the same
 * event number.
 */
final class SqliteEventTableFactory implements EventTableFactory {

    @Override
    public PreparedStatement createDomainEventTable(Connection connection, EventSchema s) throws SQLException {
        return connection.prepareStatement("CREATE TABLE IF NOT EXISTS " + s.domainEventTable() + " ("
                + s.globalIndexColumn() + " INTEGER PRIMARY KEY, " + eventColumns(s)
                + "UNIQUE (" + s.aggregateIdentifierColumn() + ", " + s.sequenceNumberColumn() + "))");
    }

    @Override
    public PreparedStatement createSnapshotEventTable(Connection connection, EventSchema s) throws SQLException {
        return connection.prepareStatement("CREATE TABLE IF NOT EXISTS " + s.snapshotTable() + " (" + eventColumns(s)
                + "PRIMARY KEY (" + s.aggregateIdentifierColumn() + ", " + s.sequenceNumberColumn() + "))");
    }

    /** The columns both tables have, each followed by a comma. */
    private static String eventColumns(EventSchema s) {
        return s.aggregateIdentifierColumn() + " VARCHAR(255) NOT NULL, "
                + s.sequenceNumberColumn() + " BIGINT NOT NULL, "
                + s.typeColumn() + " VARCHAR(255), "
                + s.eventIdentifierColumn() + " VARCHAR(255) NOT NULL UNIQUE, "
                + s.metaDataColumn() + " BLOB, "
                + s.payloadColumn() + " BLOB NOT NULL, "
                + s.payloadRevisionColumn() + " VARCHAR(255), "
                + s.payloadTypeColumn() + " VARCHAR(255) NOT NULL, "
                + s.timestampColumn() + " VARCHAR(255) NOT NULL, ";
    }
}
