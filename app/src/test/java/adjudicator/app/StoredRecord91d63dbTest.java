package adjudicator.app;

import adjudicator.command.api.GameEvent;
import adjudicator.command.game.Game;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.StoredState;
import adjudicator.query.GameReader;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.AbstractEventStorageEngine;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.serialization.Revision;
import org.axonframework.serialization.SimpleSerializedObject;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The record stored by commit 91d63db ({@link StoredRecordWriter}), the first with the hash chain: 70
 * games of the four editions (the scenarios, seeded random commands, games ended in every way, signed and
 * corrected results), three tournaments (entered, program and Berger pairings, an imported report file, a
 * withdrawal, an expulsion imposed in a game, results entered, a replay ordered on appeal) and nine
 * appeals (refused late and as decided already, a member standing aside, decided with each kind of
 * effect, one effect refused by the game): 1,269 events of every type of games, tournaments and appeals
 * that version had, sent by an ARBITER, an APPEALS and the ADMIN account, with their hashes; 19 snapshots
 * of revision 6; the signed checkpoints, and the key they were signed with ({@code keys.json.gz}). Every
 * answer is compared as it is, every record must verify SOUND, and every game replays as recorded.
 */
class StoredRecord91d63dbTest extends StoredRecordTest {

    StoredRecord91d63dbTest() {
        super("91d63db", true, true, 70, 1269, 0);
    }

    /** One snapshot row of the record as stored. */
    private record SnapshotRow(String game, long seq, String type, String revision, String payloadType, byte[] payload) {
    }

    /**
     * Every snapshot of the record, read into a game the way the application reads it (the storage engine's
     * snapshot serializer, {@code GameSnapshot.Reader}), holds the state of the game's events folded up to
     * its sequence number; its revision is the current one, so that the stores read it (the engine's
     * snapshot filter passes it) rather than pass it over. When the snapshot form's revision goes up, these
     * snapshots are passed over as the earlier records' are: then this test is to assert that instead.
     */
    @Test
    @Order(5)
    void everySnapshotOfTheRecordIsReadAsTheFoldOfItsGamesEvents() throws Exception {
        List<SnapshotRow> rows = snapshotRows();
        assertThat(rows).as("snapshots in the record").hasSize(19);
        String revision = Game.class.getAnnotation(Revision.class).value();
        EventStorageEngine engine = server.bean(EventStorageEngine.class);
        org.axonframework.serialization.Serializer serializer = ((AbstractEventStorageEngine) engine).getSnapshotSerializer();
        GameReader reader = server.bean(GameReader.class);
        for (SnapshotRow row : rows) {
            assertThat(games()).as("a game of the record").contains(row.game());
            assertThat(row.type()).isEqualTo(Game.class.getSimpleName());
            assertThat(row.revision()).as("the snapshot of %s is of the current form", row.game()).isEqualTo(revision);
            Object read = serializer.deserialize(new SimpleSerializedObject<>(row.payload(), byte[].class, row.payloadType(), row.revision()));
            assertThat(read).isInstanceOf(Game.class);
            List<GameEvent> events = reader.events(row.game());
            assertThat(events.size()).isGreaterThan((int) row.seq());
            StoredState folded = StoredState.of(GameFold.of(events.subList(0, (int) row.seq() + 1)));
            assertThat(StoredState.of(Game.stateOf((Game) read))).as("the snapshot of %s at event %d", row.game(), row.seq())
                    .isEqualTo(folded);
            // and the store reads it: the snapshot filter passes it
            DomainEventMessage<?> stored = engine.readSnapshot(row.game()).orElse(null);
            assertThat(stored).as("the store reads the snapshot of %s", row.game()).isNotNull();
            assertThat(stored.getSequenceNumber()).isEqualTo(row.seq());
            assertThat(StoredState.of(Game.stateOf((Game) stored.getPayload()))).isEqualTo(folded);
        }
    }

    /**
     * Issue 31: a bundle exported while the latest checkpoint is one this version signed (before the
     * boundary, so without a root) is of format version 1, its checkpoint whole, and still verifies
     * against the record's key.
     */
    @Test
    @Order(6)
    void aBundleOfACheckpointSignedBeforeTheBoundaryIsOfVersion1AndVerifies() throws Exception {
        String game = games().get(0);
        Http.Response export = http.get("/api/games/" + game + "/export");
        assertThat(export.status()).as(export.body()).isEqualTo(200);
        com.fasterxml.jackson.databind.JsonNode bundle = export.json();
        assertThat(bundle.get("format").asText()).isEqualTo("adjudicator-record-export/1");
        assertThat(bundle.get("checkpoint").get("heads").size()).as("the checkpoint whole").isGreaterThan(1);
        Path work = Files.createTempDirectory("bundle-91d63db");
        try {
            Path file = Files.writeString(work.resolve("bundle.json"), export.body());
            Path key = Files.writeString(work.resolve("key.pub"), http.get("/api/integrity/key").json().get("publicKey").asText());
            IntegrityHttpTest.Run checked = IntegrityHttpTest.verifyExport(file, key.toString());
            assertThat(checked.status()).as(checked.out() + checked.err()).isZero();
            assertThat(checked.out()).contains(game + ": SOUND");
        } finally {
            try (var files = Files.walk(work)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    /** The snapshot rows of the record's {@code events.db} as frozen (the running server's may have moved on). */
    private List<SnapshotRow> snapshotRows() throws Exception {
        Path copy = Files.createTempFile("stored-91d63db-snapshots", ".db");
        try {
            try (InputStream in = new GZIPInputStream(resource("events.db.gz"))) {
                Files.copy(in, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            List<SnapshotRow> rows = new ArrayList<>();
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + copy);
                 Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT aggregateIdentifier, sequenceNumber, type, payloadRevision, payloadType, payload "
                         + "FROM SnapshotEventEntry ORDER BY aggregateIdentifier")) {
                while (rs.next()) {
                    rows.add(new SnapshotRow(rs.getString(1), rs.getLong(2), rs.getString(3), rs.getString(4), rs.getString(5),
                            rs.getBytes(6)));
                }
            }
            return rows;
        } finally {
            Files.deleteIfExists(copy);
        }
    }
}
