package adjudicator.app.access;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.EstimationProbe;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The limits that keep one client from crowding out the others (token buckets of Bucket4j):
 * <ul>
 * <li>requests per account ({@code adjudicator.access.rate-limit.per-second}, bursts of up to
 * {@code ...burst}); requests without a credential (public reading, the health check) count per
 * address;</li>
 * <li>failed authentications per address ({@code adjudicator.access.failed-authentication.per-minute}):
 * past it, a request from that address carrying a credential that has not authenticated here before
 * (a guess) is answered 429 until the bucket refills, before it is even looked at; a credential that
 * has authenticated since the server started passes, so that at a venue where every board and
 * arbiter shares one address, one device that keeps failing locks out nobody else. What is kept of
 * a credential is its SHA-256, never the credential; passing this check is not authenticating (a
 * revoked token is refused by the authentication after it);</li>
 * <li>the size of a request's body ({@code adjudicator.access.max-body-bytes}; a file's: a PGN import, a
 * tournament's report file, a pairing program's output, {@code adjudicator.access.max-import-bytes}): 413 above it.</li>
 * </ul>
 * Each answer says, in {@code Retry-After}, when to try again.
 */
@Component
public class RequestLimits {

    private static final int KEPT = 100_000;

    private final long perSecond;
    private final long burst;
    private final long failedPerMinute;
    private final long maxBodyBytes;
    private long maxImportBytes = 8L << 20;
    private final Map<String, Bucket> requests = bounded();
    private final Map<String, Bucket> failures = bounded();
    /** The SHA-256 of each credential that has authenticated since the server started (the most recent {@link #KEPT}). */
    private final Map<String, Boolean> authenticated = Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > KEPT;
        }
    });

    public RequestLimits(@Value("${adjudicator.access.rate-limit.per-second:50}") long perSecond,
                         @Value("${adjudicator.access.rate-limit.burst:100}") long burst,
                         @Value("${adjudicator.access.failed-authentication.per-minute:10}") long failedPerMinute,
                         @Value("${adjudicator.access.max-body-bytes:65536}") long maxBodyBytes) {
        if (perSecond < 1 || burst < 1 || failedPerMinute < 1 || maxBodyBytes < 1) {
            throw new IllegalArgumentException("the limits of adjudicator.access.* must be 1 or more");
        }
        this.perSecond = perSecond;
        this.burst = burst;
        this.failedPerMinute = failedPerMinute;
        this.maxBodyBytes = maxBodyBytes;
    }

    private static Map<String, Bucket> bounded() {
        return Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Bucket> eldest) {
                return size() > KEPT;
            }
        });
    }

    public long perSecond() {
        return perSecond;
    }

    public long burst() {
        return burst;
    }

    public long maxBodyBytes() {
        return maxBodyBytes;
    }

    /** The largest body that is a file: a PGN import, a tournament's report file, a pairing program's output. */
    public long maxImportBytes() {
        return maxImportBytes;
    }

    @Value("${adjudicator.access.max-import-bytes:8388608}")
    void maxImportBytes(long bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("adjudicator.access.max-import-bytes must be 1 or more");
        }
        this.maxImportBytes = bytes;
    }

    /** Takes one request from the bucket of {@code key} (an account's name, or an address); seconds to wait, 0 when taken. */
    long request(String key) {
        ConsumptionProbe probe = bucket(requests, key, () -> Bucket.builder()
                .addLimit(l -> l.capacity(burst).refillGreedy(perSecond, Duration.ofSeconds(1))).build())
                .tryConsumeAndReturnRemaining(1);
        return probe.isConsumed() ? 0 : seconds(probe.getNanosToWaitForRefill());
    }

    /** Counts a failed authentication from {@code address}. */
    void failedAuthentication(String address) {
        failureBucket(address).tryConsume(1);
    }

    /** Remembers that the credential of {@code digest} ({@link #digest}) authenticated. */
    void authenticated(String digest) {
        authenticated.put(digest, Boolean.TRUE);
    }

    /** Whether the credential of {@code digest} has authenticated here before: it is then no guess, whatever its address did. */
    boolean knownCredential(String digest) {
        return authenticated.containsKey(digest);
    }

    /** What is kept of a credential (the Authorization header's value): its SHA-256, computed once a request. */
    static String digest(String credential) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(credential.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Seconds until {@code address} may try a credential again; 0 when it may now. */
    long authenticationBlocked(String address) {
        Bucket bucket = failures.get(address);
        if (bucket == null) {
            return 0;
        }
        EstimationProbe probe = bucket.estimateAbilityToConsume(1);
        return probe.canBeConsumed() ? 0 : seconds(probe.getNanosToWaitForRefill());
    }

    private Bucket failureBucket(String address) {
        return bucket(failures, address, () -> Bucket.builder()
                .addLimit(l -> l.capacity(failedPerMinute).refillGreedy(failedPerMinute, Duration.ofMinutes(1))).build());
    }

    private static Bucket bucket(Map<String, Bucket> buckets, String key, Supplier<Bucket> make) {
        synchronized (buckets) {
            return buckets.computeIfAbsent(key, k -> make.get());
        }
    }

    private static long seconds(long nanos) {
        return Math.max(1, (nanos + 999_999_999L) / 1_000_000_000L);
    }
}
