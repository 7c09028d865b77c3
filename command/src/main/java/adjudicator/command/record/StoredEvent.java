package adjudicator.command.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * One event exactly as the store keeps it, before any upcasting: what its hash is computed over
 * ({@link RecordHash}) and what verification reads back.
 *
 * @param game         the game (Axon's aggregate identifier)
 * @param seq          its sequence number in the game
 * @param type         the payload type as stored (a class name)
 * @param revision     the payload's {@code @Revision} as stored, or null
 * @param payload      the payload's JSON text as stored
 * @param recordedAt   the server's time of recording, as stored (ISO-8601, milliseconds)
 * @param recordedBy   the account that sent the command, from the stored metadata, or null
 * @param hash         the hash stored with it ({@link RecordHash#HASH}), or null for an event stored before the chain
 * @param previousHash the predecessor's hash stored with it ({@link RecordHash#PREVIOUS}), or null
 * @param signature    the signature stored with it ({@link EventSignature}), or null for an event stored before events were signed
 */
public record StoredEvent(String game, long seq, String type, String revision, String payload, String recordedAt,
                          RecordedBy recordedBy, String hash, String previousHash, EventSignature signature) {

    /** An event without a signature. */
    public StoredEvent(String game, long seq, String type, String revision, String payload, String recordedAt,
                       RecordedBy recordedBy, String hash, String previousHash) {
        this(game, seq, type, revision, payload, recordedAt, recordedBy, hash, previousHash, null);
    }

    /** The same event with {@code signature} (null: without one). */
    public StoredEvent withSignature(EventSignature signature) {
        return new StoredEvent(game, seq, type, revision, payload, recordedAt, recordedBy, hash, previousHash, signature);
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The stored type names of the tournaments' and the appeals' events (the store keeps them beside the games). */
    private static final String TOURNAMENT_EVENTS = "adjudicator.command.tournament.";
    private static final String APPEAL_EVENTS = "adjudicator.command.appeal.";

    /** Whether it is an event of a game (not of a tournament or an appeal). */
    public boolean ofGame() {
        return type == null || !(type.startsWith(TOURNAMENT_EVENTS) || type.startsWith(APPEAL_EVENTS));
    }

    /** Whether it is an event of a tournament. */
    public boolean ofTournament() {
        return type != null && type.startsWith(TOURNAMENT_EVENTS);
    }

    /** Whether it is an event of an appeal. */
    public boolean ofAppeal() {
        return type != null && type.startsWith(APPEAL_EVENTS);
    }

    /** An event from the stored columns, its metadata given as the stored JSON text (or null). */
    public static StoredEvent of(String game, long seq, String type, String revision, String payload, String recordedAt,
                                 String metaDataJson) {
        JsonNode metaData = null;
        if (metaDataJson != null && !metaDataJson.isBlank()) {
            try {
                metaData = JSON.readTree(metaDataJson);
            } catch (IOException e) {
                throw new UncheckedIOException("unreadable metadata of event " + seq + " of game " + game, e);
            }
        }
        if (metaData == null || !metaData.isObject()) {
            return new StoredEvent(game, seq, type, revision, payload, recordedAt, null, null, null);
        }
        String name = text(metaData.get(RecordedBy.NAME));
        return new StoredEvent(game, seq, type, revision, payload, recordedAt,
                name == null ? null : new RecordedBy(name, text(metaData.get(RecordedBy.ROLE))),
                text(metaData.get(RecordHash.HASH)), text(metaData.get(RecordHash.PREVIOUS)),
                signature(text(metaData.get(EventSignature.KEY)), text(metaData.get(EventSignature.SIGNATURE))));
    }

    private static String text(JsonNode node) {
        return node == null || node.isNull() ? null : node.asText();
    }

    /** An event from the stored columns, its metadata as a map. */
    public static StoredEvent of(String game, long seq, String type, String revision, String payload, String recordedAt,
                                 Map<String, ?> metaData) {
        Object name = metaData.get(RecordedBy.NAME);
        Object role = metaData.get(RecordedBy.ROLE);
        RecordedBy by = name == null ? null : new RecordedBy(name.toString(), role == null ? null : role.toString());
        return new StoredEvent(game, seq, type, revision, payload, recordedAt, by,
                text(metaData.get(RecordHash.HASH)), text(metaData.get(RecordHash.PREVIOUS)),
                signature(text(metaData.get(EventSignature.KEY)), text(metaData.get(EventSignature.SIGNATURE))));
    }

    /** The stored signature, or null where neither field is stored (a half-stored one is kept as it is, and fails). */
    private static EventSignature signature(String key, String value) {
        return key == null && value == null ? null : new EventSignature(key, value);
    }

    private static String text(Object value) {
        return value == null ? null : value.toString();
    }
}
