package adjudicator.command.record;

import org.bouncycastle.crypto.params.AsymmetricKeyParameter;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.bouncycastle.crypto.util.PrivateKeyFactory;
import org.bouncycastle.crypto.util.PublicKeyFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The signature every stored event carries in its metadata (docs/integrity.md): Ed25519, by the
 * key of the server that stored it, over the RFC 8785 form of
 * <pre>{"game": ..., "recordHash": ..., "seq": ...}</pre>
 * so that a signed event cannot be moved to another game or to another place in its game, and, its
 * hash covering its predecessor's, vouches for every event of the game before it. It is written with
 * the event, in the same row or document, so that no genuine event is ever stored without it.
 *
 * @param key   the fingerprint of the key that signed ({@link Checkpoint#fingerprint}), one of a published set
 * @param value the signature, base64
 */
public record EventSignature(String key, String value) {

    /** The metadata keys under which an event keeps its signature and the signing key's fingerprint. */
    public static final String SIGNATURE = "recordSignature";
    public static final String KEY = "recordSigningKey";

    /** What is signed: the canonical form of the event's game, sequence number and hash. */
    public static byte[] message(String game, long seq, String hash) {
        StringBuilder out = new StringBuilder(160);
        out.append("{\"game\":");
        CanonicalJson.write(com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.textNode(game), out);
        out.append(",\"recordHash\":");
        CanonicalJson.write(com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.textNode(hash), out);
        out.append(",\"seq\":").append(seq).append('}');
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The key the server signs each event with as it is stored. */
    public interface Signer {
        /** The key's fingerprint, which each signature names. */
        String fingerprint();

        EventSignature sign(String game, long seq, String hash);
    }

    /** The public keys whose signatures are trusted, by fingerprint. */
    public interface Keys {
        /** Whether {@code fingerprint} names a trusted key. */
        boolean knows(String fingerprint);

        /** Whether {@code signature} is by a trusted key over the event's game, sequence number and hash. */
        boolean verifies(EventSignature signature, String game, long seq, String hash);

        /** The trusted keys' fingerprints, to name them where a signature is not by one of them. */
        Set<String> fingerprints();

        /** No key: every signature fails (a verifier given no key). */
        Keys NONE = of(List.of());
    }

    /** The trusted keys {@code keys}. */
    public static Keys keys(List<PublicKey> keys) {
        return of(keys);
    }

    private static Keys of(List<PublicKey> keys) {
        Map<String, Ed25519PublicKeyParameters> byFingerprint = new LinkedHashMap<>();
        for (PublicKey k : keys) {
            byFingerprint.put(Checkpoint.fingerprint(k), publicParameters(k));
        }
        return new Keys() {
            @Override
            public boolean knows(String fingerprint) {
                return byFingerprint.containsKey(fingerprint);
            }

            @Override
            public boolean verifies(EventSignature signature, String game, long seq, String hash) {
                Ed25519PublicKeyParameters key = byFingerprint.get(signature.key());
                if (key == null || signature.value() == null || hash == null) {
                    return false;
                }
                byte[] sig;
                try {
                    sig = Base64.getDecoder().decode(signature.value());
                } catch (IllegalArgumentException e) {
                    return false;
                }
                byte[] message = message(game, seq, hash);
                Ed25519Signer verifier = new Ed25519Signer();
                verifier.init(false, key);
                verifier.update(message, 0, message.length);
                return verifier.verifySignature(sig);
            }

            @Override
            public Set<String> fingerprints() {
                return byFingerprint.keySet();
            }
        };
    }

    /** A signer with the key pair {@code publicKey}, {@code privateKey} (Ed25519, as the JDK reads them). */
    public static Signer signer(PublicKey publicKey, PrivateKey privateKey) {
        String fingerprint = Checkpoint.fingerprint(publicKey);
        Ed25519PrivateKeyParameters key;
        try {
            AsymmetricKeyParameter p = PrivateKeyFactory.createKey(privateKey.getEncoded());
            key = (Ed25519PrivateKeyParameters) p;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the signing key", e);
        } catch (ClassCastException e) {
            throw new IllegalArgumentException("the signing key is not an Ed25519 key", e);
        }
        return new Signer() {
            @Override
            public String fingerprint() {
                return fingerprint;
            }

            @Override
            public EventSignature sign(String game, long seq, String hash) {
                byte[] message = message(game, seq, hash);
                Ed25519Signer signer = new Ed25519Signer();
                signer.init(true, key);
                signer.update(message, 0, message.length);
                return new EventSignature(fingerprint, Base64.getEncoder().encodeToString(signer.generateSignature()));
            }
        };
    }

    private static Ed25519PublicKeyParameters publicParameters(PublicKey key) {
        try {
            return (Ed25519PublicKeyParameters) PublicKeyFactory.createKey(key.getEncoded());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read a public key", e);
        } catch (ClassCastException e) {
            throw new IllegalArgumentException("not an Ed25519 public key", e);
        }
    }
}
