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

    /** The bundle's format: version 2 proves each game's signed head against the checkpoint's root. */
    public static final String FORMAT = "adjudicator-record-export/2";
    /** Version 1: the checkpoint whole, every game's head of the store in it (a checkpoint signed before the boundary). */
    public static final String FORMAT_1 = "adjudicator-record-export/1";
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * How long before a checkpoint's issue a game's first event must have been recorded for the
     * checkpoint to name it: the checkpoint reads the store's heads just after its instant, and a
     * command's events are committed within milliseconds of theirs.
     */
    static final java.time.Duration STORED_BEFORE = java.time.Duration.ofSeconds(5);

    private RecordExport() {
    }

    /** The bundle of {@code games}, read as stored. */
    public static ObjectNode of(List<String> games, StoredEvents stored, Checkpoint checkpoint, String publicKeyPem,
                                String exportedAt, Map<String, String> scope) {
        ObjectNode out = JSON.createObjectNode();
        boolean proven = checkpoint != null && checkpoint.headsRoot() != null;
        out.put("format", proven || checkpoint == null ? FORMAT : FORMAT_1);
        out.put("exportedAt", exportedAt);
        ObjectNode scopeNode = out.putObject("scope");
        scope.forEach(scopeNode::put);
        ArrayNode list = out.putArray("games");
        for (String game : games) {
            ObjectNode g = list.addObject();
            g.put("gameId", game);
            int index = proven ? indexOf(checkpoint.heads(), game) : -1;
            if (index >= 0) {
                // the game's signed head and the hashes that lead from it to the signed root: no other game's head
                g.set("signedHead", JSON.valueToTree(checkpoint.heads().get(index)));
                HeadsTree.Proof proof = HeadsTree.proof(checkpoint.heads(), index);
                ObjectNode inclusion = g.putObject("inclusion");
                inclusion.put("index", proof.index());
                inclusion.put("size", proof.size());
                proof.path().forEach(inclusion.putArray("path")::add);
            }
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
        out.set("checkpoint", checkpoint == null ? JSON.nullNode() : JSON.valueToTree(proven ? checkpoint.withHeads(null) : checkpoint));
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
        String format = bundle.path("format").asText();
        if (!FORMAT.equals(format) && !FORMAT_1.equals(format)) {
            throw new IllegalArgumentException("not an export bundle of format " + FORMAT + " or " + FORMAT_1);
        }
        Checkpoint checkpoint = null;
        if (bundle.hasNonNull("checkpoint")) {
            checkpoint = JSON.convertValue(bundle.get("checkpoint"), Checkpoint.class);
            if (!checkpoint.signedBy(trusted)) {
                problems.add("the checkpoint " + checkpoint.number() + " is not signed by the trusted key " + Checkpoint.fingerprint(trusted)
                        + " (it names " + checkpoint.key() + ")");
                checkpoint = null;
            } else if (checkpoint.headsRoot() != null) {
                // version 2: each game's signed head must lead by its proof to the signed root
                List<Checkpoint.Head> proven = new ArrayList<>();
                for (JsonNode g : bundle.path("games")) {
                    if (!g.hasNonNull("signedHead")) {
                        // not in the checkpoint: a game stored since, protected by its chain and its signatures; a game
                        // stored before it (its first event recorded more than STORED_BEFORE earlier) is in it: its head is missing
                        String first = g.path("events").path(0).path("recordedAt").asText(null);
                        if (first != null && java.time.Instant.parse(first)
                                .isBefore(java.time.Instant.parse(checkpoint.issuedAt()).minus(STORED_BEFORE))) {
                            problems.add("game " + g.path("gameId").asText() + " was stored before checkpoint " + checkpoint.number()
                                    + " was signed, but the bundle carries no signed head for it");
                        }
                        continue;
                    }
                    Checkpoint.Head head = JSON.convertValue(g.get("signedHead"), Checkpoint.Head.class);
                    JsonNode inclusion = g.path("inclusion");
                    List<String> path = new ArrayList<>();
                    inclusion.path("path").forEach(p -> path.add(p.asText()));
                    HeadsTree.Proof proof = new HeadsTree.Proof(inclusion.path("index").asInt(-1), inclusion.path("size").asInt(0), path);
                    if (!head.game().equals(g.path("gameId").asText()) || !HeadsTree.includes(checkpoint.headsRoot(), head, proof)) {
                        problems.add("the signed head of game " + g.path("gameId").asText() + " does not lead to checkpoint "
                                + checkpoint.number() + "'s root: it is not the head that checkpoint signed");
                    } else {
                        proven.add(head);
                    }
                }
                checkpoint = checkpoint.withHeads(proven);
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

    private static int indexOf(List<Checkpoint.Head> heads, String game) {
        for (int i = 0; i < heads.size(); i++) {
            if (heads.get(i).game().equals(game)) {
                return i;
            }
        }
        return -1;
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
