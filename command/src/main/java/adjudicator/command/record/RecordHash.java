package adjudicator.command.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The hash of one event of a game's chain: SHA-256 over the RFC 8785 canonical form (JSON
 * Canonicalization Scheme, {@link CanonicalJson}) of the object
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

    private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    });

    /** The event's hash, given its predecessor's (null for the first event of a game). */
    public static String of(StoredEvent event, String previousHash) {
        return HEX.formatHex(SHA256.get().digest(canonical(event, previousHash)));
    }

    /**
     * The canonical form hashed (UTF-8 bytes of the RFC 8785 text): the members written in the
     * scheme's order (sorted names), the payload canonicalized by {@link CanonicalJson}.
     */
    public static byte[] canonical(StoredEvent event, String previousHash) {
        JsonNode payload;
        try {
            payload = JSON.readTree(event.payload());
        } catch (IOException e) {
            throw new UncheckedIOException("event " + event.seq() + " of game " + event.game() + " is not JSON as stored", e);
        }
        if (payload == null) {
            throw new UncheckedIOException(new IOException("event " + event.seq() + " of game " + event.game() + " has no payload"));
        }
        StringBuilder out = new StringBuilder(event.payload().length() + 400);
        JsonNode at = payload.get("at");
        out.append("{\"at\":");
        CanonicalJson.write(at == null ? JSON.nullNode() : at, out);
        out.append(",\"game\":");
        text(event.game(), out);
        out.append(",\"payload\":");
        CanonicalJson.write(payload, out);
        out.append(",\"previousHash\":");
        text(previousHash, out);
        out.append(",\"recordedAt\":");
        text(event.recordedAt(), out);
        out.append(",\"recordedBy\":");
        if (event.recordedBy() == null) {
            out.append("null");
        } else {
            out.append("{\"name\":");
            text(event.recordedBy().name(), out);
            out.append(",\"role\":");
            text(event.recordedBy().role(), out);
            out.append('}');
        }
        out.append(",\"revision\":");
        text(event.revision(), out);
        out.append(",\"seq\":").append(event.seq());
        out.append(",\"type\":");
        text(event.type(), out);
        out.append('}');
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void text(String value, StringBuilder out) {
        CanonicalJson.write(value == null ? JSON.nullNode() : JSON.getNodeFactory().textNode(value), out);
    }
}
