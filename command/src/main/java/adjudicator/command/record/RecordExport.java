package adjudicator.command.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * An export bundle (docs/integrity.md): games' events as stored with their hashes, the latest
 * signed checkpoint and the public key that signed it, in one JSON document; and its offline check,
 * against a key the verifier trusts, by the same verification the server runs.
 */
public final class RecordExport {

    public static final String FORMAT = "adjudicator-record-export/1";
    private static final ObjectMapper JSON = new ObjectMapper();

    private RecordExport() {
    }

    /** The bundle of {@code games}, read as stored. */
    public static ObjectNode of(List<String> games, StoredEvents stored, Checkpoint checkpoint, String publicKeyPem,
                                String exportedAt, Map<String, String> scope) {
        ObjectNode out = JSON.createObjectNode();
        out.put("format", FORMAT);
        out.put("exportedAt", exportedAt);
        ObjectNode scopeNode = out.putObject("scope");
        scope.forEach(scopeNode::put);
        ArrayNode list = out.putArray("games");
        for (String game : games) {
            ObjectNode g = list.addObject();
            g.put("gameId", game);
            ArrayNode events = g.putArray("events");
            try (Stream<StoredEvent> all = stored.read(game, 0)) {
                all.forEach(e -> {
                    ObjectNode n = events.addObject();
                    n.put("seq", e.seq());
                    n.put("type", e.type());
                    n.put("revision", e.revision());
                    n.set("payload", parse(e.payload()));
                    n.put("recordedAt", e.recordedAt());
                    if (e.recordedBy() == null) {
                        n.putNull("recordedBy");
                    } else {
                        n.putObject("recordedBy").put("name", e.recordedBy().name()).put("role", e.recordedBy().role());
                    }
                    n.put(RecordHash.HASH, e.hash());
                    n.put(RecordHash.PREVIOUS, e.previousHash());
                    if (e.signature() != null) {
                        n.put(EventSignature.KEY, e.signature().key());
                        n.put(EventSignature.SIGNATURE, e.signature().value());
                    }
                });
            }
        }
        out.set("checkpoint", checkpoint == null ? JSON.nullNode() : JSON.valueToTree(checkpoint));
        out.put("publicKey", publicKeyPem);
        return out;
    }

    /** One game's outcome of the offline check. */
    public record GameCheck(String game, Verification verification, Checkpoint.Head signed) {
    }

    /**
     * The bundle checked against {@code trusted}: the checkpoint's signature, then every game's
     * chain and its head against the checkpoint. The key inside the bundle is never trusted by
     * itself. Throws {@link IllegalArgumentException} for a bundle that is not one.
     */
    public static List<GameCheck> verify(JsonNode bundle, PublicKey trusted, List<String> problems) {
        if (!FORMAT.equals(bundle.path("format").asText())) {
            throw new IllegalArgumentException("not an export bundle of format " + FORMAT);
        }
        Checkpoint checkpoint = null;
        if (bundle.hasNonNull("checkpoint")) {
            checkpoint = JSON.convertValue(bundle.get("checkpoint"), Checkpoint.class);
            if (!checkpoint.signedBy(trusted)) {
                problems.add("the checkpoint " + checkpoint.number() + " is not signed by the trusted key " + Checkpoint.fingerprint(trusted)
                        + " (it names " + checkpoint.key() + ")");
                checkpoint = null;
            }
        } else {
            problems.add("the bundle has no signed checkpoint: only each game's chain could be checked");
        }
        List<StoredEvent> events = new ArrayList<>();
        List<String> games = new ArrayList<>();
        for (JsonNode g : bundle.path("games")) {
            String game = g.path("gameId").asText();
            games.add(game);
            for (JsonNode e : g.path("events")) {
                JsonNode by = e.get("recordedBy");
                events.add(new StoredEvent(game, e.path("seq").asLong(), text(e.get("type")), text(e.get("revision")),
                        e.get("payload").toString(), text(e.get("recordedAt")),
                        by == null || by.isNull() ? null : new RecordedBy(text(by.get("name")), text(by.get("role"))),
                        text(e.get(RecordHash.HASH)), text(e.get(RecordHash.PREVIOUS)),
                        e.hasNonNull(EventSignature.KEY) || e.hasNonNull(EventSignature.SIGNATURE)
                                ? new EventSignature(text(e.get(EventSignature.KEY)), text(e.get(EventSignature.SIGNATURE))) : null));
            }
        }
        StoredEvents inBundle = new InMemoryStoredEvents(events);
        RecordVerifier verifier = new RecordVerifier(inBundle, EventSignature.keys(List.of(trusted)));
        SignedHeads signed = checkpoint == null ? SignedHeads.NONE : SignedHeads.of(checkpoint);
        verifier.trust(signed);
        List<GameCheck> checks = new ArrayList<>();
        for (String game : games) {
            checks.add(new GameCheck(game, verifier.verify(game), signed.head(game).orElse(null)));
        }
        return checks;
    }

    private static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(JsonNode node) {
        return node == null || node.isNull() ? null : node.asText();
    }
}
