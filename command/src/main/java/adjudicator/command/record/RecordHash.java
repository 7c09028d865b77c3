package adjudicator.command.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.erdtman.jcs.JsonCanonicalizer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The hash of one event of a game's chain: SHA-256 over the RFC 8785 canonical form (JSON
 * Canonicalization Scheme) of the object
 * <pre>
 * {"game": ..., "seq": ..., "type": ..., "revision": ..., "payload": {...as stored...},
 *  "at": ..., "recordedAt": ..., "recordedBy": {"name": ..., "role": ...} | null,
 *  "previousHash": ... | null}
 * </pre>
 * written in lower-case hexadecimal. {@code at} is the payload's own device time (also inside the
 * payload); {@code previousHash} is the hash of the event before it in the game, null for a game's
 * first event. Everything is taken from the event as stored, never from an upcast or re-serialized
 * form, so that an upcaster never changes a hash; the hash fields themselves are not part of it, so
 * that the chain is determined by the events' content alone (docs/integrity.md).
 */
public final class RecordHash {

    /** The metadata keys under which an event keeps its hash and its predecessor's. */
    public static final String HASH = "recordHash";
    public static final String PREVIOUS = "previousHash";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HexFormat HEX = HexFormat.of();

    private RecordHash() {
    }

    /** The event's hash, given its predecessor's (null for the first event of a game). */
    public static String of(StoredEvent event, String previousHash) {
        try {
            return HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(canonical(event, previousHash)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    /** The canonical form hashed (UTF-8 bytes of the RFC 8785 text). */
    public static byte[] canonical(StoredEvent event, String previousHash) {
        try {
            JsonNode payload = JSON.readTree(event.payload());
            ObjectNode node = JSON.createObjectNode();
            node.put("game", event.game());
            node.put("seq", event.seq());
            node.put("type", event.type());
            node.put("revision", event.revision());
            node.set("payload", payload);
            JsonNode at = payload == null ? null : payload.get("at");
            node.set("at", at == null ? JSON.nullNode() : at);
            node.put("recordedAt", event.recordedAt());
            if (event.recordedBy() == null) {
                node.putNull("recordedBy");
            } else {
                node.putObject("recordedBy").put("name", event.recordedBy().name()).put("role", event.recordedBy().role());
            }
            node.put("previousHash", previousHash);
            return new JsonCanonicalizer(JSON.writeValueAsString(node)).getEncodedString().getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("event " + event.seq() + " of game " + event.game() + " is not JSON as stored", e);
        }
    }
}
