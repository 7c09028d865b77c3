package adjudicator.bench;

import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.Signature;
import java.util.concurrent.TimeUnit;

/**
 * What signing each stored event costs (docs/integrity.md, "Each event signed"): an Ed25519 signature
 * over an event's {@code {"game", "recordHash", "seq"}} and its verification, by the JDK's provider
 * and by Bouncy Castle's, which the record uses. The signatures are the same (RFC 8032 is
 * deterministic).
 * {@code java -jar benchmarks/target/benchmarks.jar Ed25519Benchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class Ed25519Benchmark {

    private static final byte[] MESSAGE = ("{\"game\":\"c0a8f7e2-1234-4bcd-9abc-0123456789ab\",\"recordHash\":"
            + "\"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\",\"seq\":123}").getBytes(StandardCharsets.UTF_8);

    private KeyPair jdk;
    private byte[] jdkSignature;
    private Ed25519PrivateKeyParameters bcPrivate;
    private Ed25519PublicKeyParameters bcPublic;
    private byte[] bcSignature;

    @Setup
    public void keys() throws GeneralSecurityException {
        jdk = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        jdkSignature = jdkSign();
        bcPrivate = new Ed25519PrivateKeyParameters(new SecureRandom());
        bcPublic = bcPrivate.generatePublicKey();
        bcSignature = bcSign();
    }

    @Benchmark
    public byte[] jdkSign() throws GeneralSecurityException {
        Signature s = Signature.getInstance("Ed25519");
        s.initSign(jdk.getPrivate());
        s.update(MESSAGE);
        return s.sign();
    }

    @Benchmark
    public boolean jdkVerify() throws GeneralSecurityException {
        Signature s = Signature.getInstance("Ed25519");
        s.initVerify(jdk.getPublic());
        s.update(MESSAGE);
        return s.verify(jdkSignature);
    }

    @Benchmark
    public byte[] bcSign() {
        Ed25519Signer s = new Ed25519Signer();
        s.init(true, bcPrivate);
        s.update(MESSAGE, 0, MESSAGE.length);
        return s.generateSignature();
    }

    @Benchmark
    public boolean bcVerify() {
        Ed25519Signer s = new Ed25519Signer();
        s.init(false, bcPublic);
        s.update(MESSAGE, 0, MESSAGE.length);
        return s.verifySignature(bcSignature);
    }
}
