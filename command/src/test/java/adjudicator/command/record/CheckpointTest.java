package adjudicator.command.record;

import org.junit.jupiter.api.Test;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A checkpoint is verified only with the key that signed it, and only as signed. */
class CheckpointTest {

    static KeyPair key() throws NoSuchAlgorithmException {
        return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
    }

    static Checkpoint signed(KeyPair key) {
        return Checkpoint.sign(3, "2026-12-01T10:00:00.000Z", "interval", "ab".repeat(32), key.getPublic(), key.getPrivate(),
                List.of(new Checkpoint.Head("g1", 9, "cd".repeat(32), "2026-12-01T09:00:00.000Z")));
    }

    @Test
    void aCheckpointVerifiesWithItsKeyAndSurvivesJson() throws Exception {
        KeyPair key = key();
        Checkpoint c = signed(key);
        assertThat(c.signedBy(key.getPublic())).isTrue();
        assertThat(Checkpoint.fromJson(c.toJson()).signedBy(key.getPublic())).isTrue();
        assertThat(c.key()).isEqualTo(Checkpoint.fingerprint(key.getPublic())).startsWith("SHA256:").hasSize(7 + 64);
    }

    @Test
    void aCheckpointSignedByAnotherKeyOrAlteredIsNot() throws Exception {
        KeyPair key = key();
        KeyPair other = key();
        assertThat(signed(other).signedBy(key.getPublic())).as("forged with another key").isFalse();
        Checkpoint c = signed(key);
        Checkpoint shortened = new Checkpoint(c.number(), c.issuedAt(), c.reason(), c.previousCheckpoint(), c.key(),
                List.of(new Checkpoint.Head("g1", 5, "cd".repeat(32), "2026-12-01T09:00:00.000Z")), c.signature());
        assertThat(shortened.signedBy(key.getPublic())).as("a head changed after signing").isFalse();
        Checkpoint renamed = new Checkpoint(c.number(), c.issuedAt(), c.reason(), c.previousCheckpoint(),
                Checkpoint.fingerprint(other.getPublic()), c.heads(), c.signature());
        assertThat(renamed.signedBy(other.getPublic())).isFalse();
    }
}
