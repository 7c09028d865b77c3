package adjudicator.command.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.erdtman.jcs.JsonCanonicalizer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A signed checkpoint: the head of every game's hash chain at one moment, signed by the server's
 * Ed25519 key, which is kept apart from the store (docs/integrity.md). Each checkpoint names the
 * hash of the one before it. What is signed is the RFC 8785 canonical form of every field but
 * {@code signature}.
 *
 * @param number             1, 2, 3, ... in the order issued
 * @param issuedAt           when (ISO-8601 UTC)
 * @param reason             why: {@code game-ended}, {@code interval}, {@code on-demand}, {@code start}
 * @param previousCheckpoint the hash of checkpoint {@code number - 1}'s signed form, or null for the first
 * @param key                the signing key's fingerprint ({@link #fingerprint})
 * @param heads              each game's head, ordered by game (in an export bundle's checkpoint, null: the bundle
 *                           carries its own games' heads with their inclusion proofs instead)
 * @param headsRoot          from the first checkpoint signed since events are signed one by one (the boundary), on:
 *                           the Merkle root of the heads ({@link HeadsTree}), which is what the signature covers in
 *                           place of the list, so that one game's head can be proven without the others'. Null in
 *                           the checkpoints signed before, whose signed form holds the list.
 * @param publicKey          the signing key itself (base64 of its X.509 encoding), in the checkpoints signed since
 *                           events are signed one by one: a verifier given only the key's published fingerprint
 *                           finds the key here and trusts it only when its fingerprint is the one given.
 *                           Null in the earlier ones (absent from their signed form).
 * @param signature          Ed25519 over {@link #body()}, base64
 */
public record Checkpoint(long number, String issuedAt, String reason, String previousCheckpoint, String key,
                         List<Head> heads,
                         @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                         String headsRoot,
                         @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                         String publicKey, String signature) {

    /** A checkpoint signed before events were signed one by one (no boundary). */
    public Checkpoint(long number, String issuedAt, String reason, String previousCheckpoint, String key, List<Head> heads,
                      String signature) {
        this(number, issuedAt, reason, previousCheckpoint, key, heads, null, null, signature);
    }

    /** Whether it was signed since events are signed one by one: its heads name what may lack a signature. */
    public boolean boundary() {
        return headsRoot != null;
    }

    /**
     * From the boundary on: for each game stored before it, the last sequence number that may lack an
     * event's signature ({@link EventSignature}); any later event, and any event of a game not named,
     * must carry one. Null before the boundary. (Each head carries its own, so that an export bundle
     * proves it with the head.)
     */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public Map<String, Long> unsignedUpTo() {
        if (!boundary()) {
            return null;
        }
        Map<String, Long> out = new java.util.TreeMap<>();
        if (heads != null) {
            heads.stream().filter(h -> h.unsignedUpTo() != null).forEach(h -> out.put(h.game(), h.unsignedUpTo()));
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    /** The same checkpoint holding only {@code heads} (a bundle's, each proven against the root). */
    public Checkpoint withHeads(List<Head> heads) {
        return new Checkpoint(number, issuedAt, reason, previousCheckpoint, key, heads == null ? null : List.copyOf(heads), headsRoot,
                publicKey, signature);
    }

    /**
     * One game's head: its last event's sequence number and chain hash, since when checkpoints have
     * covered the game (the first checkpoint that named it), and, from the boundary on, the last
     * sequence number of the game that may lack an event's signature (null: none may).
     */
    public record Head(String game, long seq, String hash, String since,
                       @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                       Long unsignedUpTo) {
        public Head(String game, long seq, String hash, String since) {
            this(game, seq, hash, since, null);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HexFormat HEX = HexFormat.of();

    /** Signs the checkpoint's fields with {@code key} (Ed25519). */
    public static Checkpoint sign(long number, String issuedAt, String reason, String previousCheckpoint, PublicKey publicKey,
                                  PrivateKey privateKey, List<Head> heads) {
        return sign(number, issuedAt, reason, previousCheckpoint, publicKey, privateKey, heads, null);
    }

    /** Signs the checkpoint's fields with {@code key} (Ed25519), naming what may lack an event's signature. */
    public static Checkpoint sign(long number, String issuedAt, String reason, String previousCheckpoint, PublicKey publicKey,
                                  PrivateKey privateKey, List<Head> heads, Map<String, Long> unsignedUpTo) {
        List<Head> signed = heads;
        String root = null;
        if (unsignedUpTo != null) {
            java.util.Set<String> named = new java.util.HashSet<>();
            signed = heads.stream().map(h -> new Head(h.game(), h.seq(), h.hash(), h.since(), unsignedUpTo.get(h.game()))).toList();
            signed.forEach(h -> named.add(h.game()));
            if (!named.containsAll(unsignedUpTo.keySet())) {
                throw new IllegalArgumentException("a game that may lack signatures has no head in the checkpoint");
            }
            root = HeadsTree.root(signed);
        }
        Checkpoint unsigned = new Checkpoint(number, issuedAt, reason, previousCheckpoint, fingerprint(publicKey),
                List.copyOf(signed), root, unsignedUpTo == null ? null : Base64.getEncoder().encodeToString(publicKey.getEncoded()), null);
        try {
            Signature signer = Signature.getInstance("Ed25519");
            signer.initSign(privateKey);
            signer.update(unsigned.body());
            return new Checkpoint(number, issuedAt, reason, previousCheckpoint, unsigned.key(), unsigned.heads(),
                    unsigned.headsRoot(), unsigned.publicKey(), Base64.getEncoder().encodeToString(signer.sign()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot sign a checkpoint with Ed25519", e);
        }
    }

    /**
     * Whether the signature is {@code publicKey}'s over this checkpoint's fields, and, where it signs a
     * root, whether the heads it holds give that root (a bundle's checkpoint holds none: its heads are
     * proven one by one, {@link HeadsTree#includes}).
     */
    public boolean signedBy(PublicKey publicKey) {
        if (signature == null || !fingerprint(publicKey).equals(key)) {
            return false;
        }
        if (headsRoot != null && heads != null && !HeadsTree.root(heads).equals(headsRoot)) {
            return false;
        }
        try {
            Signature verifier = Signature.getInstance("Ed25519");
            verifier.initVerify(publicKey);
            verifier.update(body());
            return verifier.verify(Base64.getDecoder().decode(signature));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }

    /** The canonical form signed: every field but the signature. */
    public byte[] body() {
        ObjectNode node = JSON.createObjectNode();
        node.put("number", number);
        node.put("issuedAt", issuedAt);
        node.put("reason", reason);
        node.put("previousCheckpoint", previousCheckpoint);
        node.put("key", key);
        if (headsRoot != null) {
            node.put("headsRoot", headsRoot); // the heads, each with what may lack a signature, are the root's leaves
        } else {
            ArrayNode list = node.putArray("heads");
            for (Head h : heads) {
                list.addObject().put("game", h.game()).put("seq", h.seq()).put("hash", h.hash()).put("since", h.since());
            }
        }
        if (publicKey != null) {
            node.put("publicKey", publicKey);
        }
        try {
            return new JsonCanonicalizer(JSON.writeValueAsString(node)).getEncodedString().getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The hash of the signed form, which the next checkpoint names. */
    public String hash() {
        return sha256(body());
    }

    public Map<String, Head> byGame() {
        Map<String, Head> out = new LinkedHashMap<>();
        if (heads != null) {
            heads.forEach(h -> out.put(h.game(), h));
        }
        return out;
    }

    /** {@code SHA256:} and the hex SHA-256 of the key's X.509 encoding: how a key is named and published. */
    public static String fingerprint(PublicKey key) {
        return "SHA256:" + sha256(key.getEncoded());
    }

    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Checkpoint fromJson(String json) {
        try {
            return JSON.readValue(json, Checkpoint.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a checkpoint: " + e.getOriginalMessage(), e);
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
