package adjudicator.app.access;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Bearer tokens for accounts: 256 random bits, written {@code adj_} and 43 base64url characters;
 * stored and looked up only as their SHA-256. A token of this strength needs no slow hash (BCrypt is
 * for passwords that people choose): guessing one is out of reach, and a lookup costs microseconds.
 */
public final class Tokens {

    public static final String PREFIX = "adj_";
    /** The least a token given from outside (the bootstrap variable) may have. */
    public static final int MIN_LENGTH = 32;

    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {
    }

    public static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The token's SHA-256, in lower-case hex: what the store keeps and looks up. */
    public static String sha256(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
