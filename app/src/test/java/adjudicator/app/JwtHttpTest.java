package adjudicator.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An identity provider's JWTs through Spring's resource server, with a key pair this test makes (no
 * network): the role and scope come from the token's claims, the account recorded is {@code jwt:NAME};
 * a token from another issuer, an expired one, one signed with another key, or one without a role is a
 * 401, and nothing is written. The system's own account tokens keep working beside them.
 */
class JwtHttpTest {

    private static final String ISSUER = "https://idp.federation.example/realms/chess";

    @TempDir
    static Path dir;

    static KeyPair provider;
    static KeyPair stranger;
    static TestServer server;

    @BeforeAll
    static void start() throws NoSuchAlgorithmException, IOException {
        KeyPairGenerator rsa = KeyPairGenerator.getInstance("RSA");
        rsa.initialize(2048);
        provider = rsa.generateKeyPair();
        stranger = rsa.generateKeyPair();
        Path key = dir.resolve("idp.pem");
        Files.writeString(key, "-----BEGIN PUBLIC KEY-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(provider.getPublic().getEncoded())
                + "\n-----END PUBLIC KEY-----\n");
        server = TestServer.start(dir.resolve("data"),
                "--spring.security.oauth2.resourceserver.jwt.public-key-location=file:" + key,
                "--adjudicator.access.jwt.issuer=" + ISSUER);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static String token(KeyPair key, String issuer, Instant expires, Map<String, Object> claims) throws JOSEException {
        JWTClaimsSet.Builder set = new JWTClaimsSet.Builder().issuer(issuer).subject("7f3a0c")
                .issueTime(Date.from(expires.minusSeconds(600))).expirationTime(Date.from(expires));
        claims.forEach(set::claim);
        SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.RS256), set.build());
        jwt.sign(new RSASSASigner(key.getPrivate()));
        return jwt.serialize();
    }

    private static final Map<String, Object> ARBITER_OF_OPEN_K = Map.of("preferred_username", "alice",
            "adjudicator_role", "ARBITER", "adjudicator_events", List.of("Open K"));

    @Test
    void anArbiterOfTheIdentityProviderActsInItsEventAndIsRecordedByItsName() throws JOSEException {
        Http alice = server.http.as(token(provider, ISSUER, Instant.now().plusSeconds(600), ARBITER_OF_OPEN_K));
        Http.Response created = alice.post("/api/games", "{\"event\":\"Open K\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().get("gameId").asText();
        JsonNode events = alice.get("/api/games/" + id + "/events").json();
        assertThat(events.get(0).get("recordedBy").get("name").asText()).isEqualTo("jwt:alice");
        assertThat(events.get(0).get("recordedBy").get("role").asText()).isEqualTo("ARBITER");
        assertThat(alice.post("/api/games", "{\"event\":\"Open L\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}").status())
                .isEqualTo(403);
        assertThat(alice.get("/api/admin/accounts").status()).isEqualTo(403);
        // the system's own accounts beside them
        assertThat(server.http.get("/api/games/" + id).status()).isEqualTo(200);
    }

    @Test
    void aTokenFromAnotherIssuerExpiredForgedOrWithoutARoleIsRefused() throws JOSEException {
        Instant later = Instant.now().plusSeconds(600);
        List<String> refused = List.of(
                token(provider, "https://elsewhere.example", later, ARBITER_OF_OPEN_K),
                token(provider, ISSUER, Instant.now().minusSeconds(600), ARBITER_OF_OPEN_K),
                token(stranger, ISSUER, later, ARBITER_OF_OPEN_K),
                token(provider, ISSUER, later, Map.of("preferred_username", "mallory")),
                token(provider, ISSUER, later, Map.of("preferred_username", "mallory", "adjudicator_role", "KING")),
                token(provider, ISSUER, later, Map.of("preferred_username", "mallory", "adjudicator_role", "DEVICE")));
        String id = server.newGame("{\"event\":\"Open K\",\"rules\":\"FIDE_2023\",\"timeControl\":\"-\"}");
        for (String jwt : refused) {
            Http.Response r = server.http.as(jwt).post("/api/games/" + id + "/commands",
                    TestServer.command("AnnulGame", "2026-03-01T10:00:00Z", ""));
            assertThat(r.status()).as(r.body()).isEqualTo(401);
            assertThat(r.contentType()).startsWith("application/problem+json");
            assertThat(r.header("WWW-Authenticate")).contains("invalid_token");
        }
        assertThat(server.http.get("/api/games/" + id + "/events").json()).as("nothing written").hasSize(1);
    }
}
