package adjudicator.app.storage;

import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;

import javax.sql.DataSource;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The embedded store's events as stored: the rows of Axon's {@code DomainEventEntry} table, read
 * through the readers' pool (committed rows only).
 */
final class SqliteStoredEvents implements StoredEvents {

    private static final String COLUMNS = "aggregateIdentifier, sequenceNumber, payloadType, payloadRevision, payload, timeStamp, metaData";

    private final DataSource readers;

    SqliteStoredEvents(DataSource readers) {
        this.readers = readers;
    }

    @Override
    public Stream<StoredEvent> read(String game, long fromSeq) {
        return query("SELECT " + COLUMNS + " FROM DomainEventEntry WHERE aggregateIdentifier = ? AND sequenceNumber >= ?"
                + " ORDER BY sequenceNumber", game, fromSeq).stream();
    }

    @Override
    public Optional<StoredEvent> last(String game) {
        return query("SELECT " + COLUMNS + " FROM DomainEventEntry WHERE aggregateIdentifier = ?"
                + " ORDER BY sequenceNumber DESC LIMIT 1", game).stream().findFirst();
    }

    @Override
    public Stream<String> games() {
        List<String> games = new ArrayList<>();
        try (Connection c = readers.getConnection();
             PreparedStatement st = c.prepareStatement("SELECT DISTINCT aggregateIdentifier FROM DomainEventEntry ORDER BY aggregateIdentifier");
             ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                games.add(rs.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list the stored games", e);
        }
        return games.stream();
    }

    /** One query for every 500 games (SQLite's bound on the parameters of a statement is 999 in older builds). */
    @Override
    public java.util.Map<String, Long> lastSeqs(java.util.Collection<String> games) {
        java.util.Map<String, Long> out = new java.util.HashMap<>();
        List<String> all = new ArrayList<>(games);
        for (int from = 0; from < all.size(); from += 500) {
            List<String> part = all.subList(from, Math.min(all.size(), from + 500));
            String sql = "SELECT aggregateIdentifier, MAX(sequenceNumber) FROM DomainEventEntry WHERE aggregateIdentifier IN ("
                    + String.join(",", java.util.Collections.nCopies(part.size(), "?")) + ") GROUP BY aggregateIdentifier";
            try (Connection c = readers.getConnection(); PreparedStatement st = c.prepareStatement(sql)) {
                for (int i = 0; i < part.size(); i++) {
                    st.setString(i + 1, part.get(i));
                }
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), rs.getLong(2));
                    }
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot read the stored games' last events", e);
            }
        }
        return out;
    }

    /**
     * The embedded store's global positions are its {@code globalIndex}, the rows' key, in the order
     * committed (SQLite lets one writer at a time append): the rows after {@code position} are read by key.
     */
    @Override
    public Optional<List<String>> startedAfter(long position, String payloadType) {
        List<String> ids = new ArrayList<>();
        try (Connection c = readers.getConnection(); PreparedStatement st = c.prepareStatement("SELECT aggregateIdentifier FROM"
                + " DomainEventEntry WHERE globalIndex > ? AND sequenceNumber = 0 AND payloadType = ? ORDER BY globalIndex")) {
            st.setLong(1, position);
            st.setString(2, payloadType);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getString(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the records started lately", e);
        }
        return Optional.of(ids);
    }

    @Override
    public java.util.OptionalLong lastPosition() {
        try (Connection c = readers.getConnection(); PreparedStatement st = c.prepareStatement("SELECT MAX(globalIndex) FROM DomainEventEntry");
             ResultSet rs = st.executeQuery()) {
            long last = rs.next() ? rs.getLong(1) : -1;
            return java.util.OptionalLong.of(rs.wasNull() ? -1 : last);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the store's last position", e);
        }
    }

    /** The rows after {@code position}, read by key (the newest: few, between two reads of a tournament). */
    @Override
    public Optional<Appended> appendedAfter(long position) {
        java.util.Map<String, Long> out = new java.util.HashMap<>();
        long upTo = position;
        // the rows themselves, by key, grouped here: grouped by SQLite, the query walked the whole game index
        try (Connection c = readers.getConnection(); PreparedStatement st = c.prepareStatement("SELECT aggregateIdentifier,"
                + " sequenceNumber, globalIndex FROM DomainEventEntry WHERE globalIndex > ? ORDER BY globalIndex")) {
            st.setLong(1, position);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.merge(rs.getString(1), rs.getLong(2), Math::max);
                    upTo = Math.max(upTo, rs.getLong(3));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the records appended lately", e);
        }
        return Optional.of(new Appended(out, upTo));
    }

    /** One query: each game's row of the highest sequence number. */
    @Override
    public Stream<StoredEvent> heads() {
        return query("SELECT d.aggregateIdentifier, d.sequenceNumber, d.payloadType, d.payloadRevision, d.payload, d.timeStamp,"
                + " d.metaData FROM DomainEventEntry d JOIN (SELECT aggregateIdentifier a, MAX(sequenceNumber) m FROM DomainEventEntry"
                + " GROUP BY aggregateIdentifier) x ON d.aggregateIdentifier = x.a AND d.sequenceNumber = x.m"
                + " ORDER BY d.aggregateIdentifier").stream();
    }

    /** The rows of {@code sql} (its columns those of {@link #COLUMNS}), with {@code parameters} bound in order. */
    private List<StoredEvent> query(String sql, Object... parameters) {
        List<StoredEvent> events = new ArrayList<>();
        try (Connection c = readers.getConnection(); PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                st.setObject(i + 1, parameters[i]);
            }
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    events.add(StoredEvent.of(rs.getString(1), rs.getLong(2), rs.getString(3), rs.getString(4),
                            text(rs.getBytes(5)), rs.getString(6), text(rs.getBytes(7))));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the stored events (" + sql.substring(0, Math.min(60, sql.length())) + "...)", e);
        }
        return events;
    }

    private static String text(byte[] bytes) {
        return bytes == null ? null : new String(bytes, StandardCharsets.UTF_8);
    }
}
