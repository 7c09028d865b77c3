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
 * @param heads              each game's head, ordered by game
 * @param unsignedUpTo       from the first checkpoint signed since events are signed one by one (the boundary), on:
 *                           for each game stored before, the last sequence number that may lack an event's
 *                           signature ({@link EventSignature}); any later event, and any event of a game not named,
 *                           must carry one. Null in the checkpoints signed before (absent from their signed form).
 * @param publicKey          the signing key itself (base64 of its X.509 encoding), in the checkpoints signed since
 *                           events are signed one by one: a verifier given only the key's published fingerprint
 *                           finds the key here and trusts it only when its fingerprint is the one given.
 *                           Null in the earlier ones (absent from their signed form).
 * @param signature          Ed25519 over {@link #body()}, base64
 */
public record Checkpoint(long number, String issuedAt, String reason, String previousCheckpoint, String key,
                         List<Head> heads,
                         @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                         Map<String, Long> unsignedUpTo,
                         @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                         String publicKey, String signature) {

    /** A checkpoint signed before events were signed one by one (no boundary). */
    public Checkpoint(long number, String issuedAt, String reason, String previousCheckpoint, String key, List<Head> heads,
                      String signature) {
        this(number, issuedAt, reason, previousCheckpoint, key, heads, null, null, signature);
    }

    /** Whether it was signed since events are signed one by one: it names what may lack a signature. */
    public boolean boundary() {
        return unsignedUpTo != null;
    }

    /**
     * One game's head: its last event's sequence number and chain hash, and since when checkpoints
     * have covered the game (the first checkpoint that named it).
     */
    public record Head(String game, long seq, String hash, String since) {
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
        Checkpoint unsigned = new Checkpoint(number, issuedAt, reason, previousCheckpoint, fingerprint(publicKey),
                List.copyOf(heads), unsignedUpTo == null ? null : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(unsignedUpTo)),
                unsignedUpTo == null ? null : Base64.getEncoder().encodeToString(publicKey.getEncoded()), null);
        try {
            Signature signer = Signature.getInstance("Ed25519");
            signer.initSign(privateKey);
            signer.update(unsigned.body());
            return new Checkpoint(number, issuedAt, reason, previousCheckpoint, unsigned.key(), unsigned.heads(),
                    unsigned.unsignedUpTo(), unsigned.publicKey(), Base64.getEncoder().encodeToString(signer.sign()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot sign a checkpoint with Ed25519", e);
        }
    }

    /** Whether the signature is {@code publicKey}'s over this checkpoint's fields. */
    public boolean signedBy(PublicKey publicKey) {
        if (signature == null || !fingerprint(publicKey).equals(key)) {
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
        ArrayNode list = node.putArray("heads");
        for (Head h : heads) {
            list.addObject().put("game", h.game()).put("seq", h.seq()).put("hash", h.hash()).put("since", h.since());
        }
        if (unsignedUpTo != null) {
            ObjectNode unsigned = node.putObject("unsignedUpTo");
            unsignedUpTo.forEach(unsigned::put);
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
        heads.forEach(h -> out.put(h.game(), h));
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
