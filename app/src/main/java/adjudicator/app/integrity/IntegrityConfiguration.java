package adjudicator.app.integrity;

import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoredEvents;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import adjudicator.command.record.EventSignature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.util.ArrayList;
import java.time.Duration;
import java.util.List;

/**
 * The signing key and the checkpoints (docs/integrity.md). The key's directory is
 * {@code adjudicator.integrity.key-dir}; by default the data directory's sibling named after it with
 * {@code -keys} ({@code data-keys} beside {@code data}), never inside it.
 */
@Configuration
public class IntegrityConfiguration {

    @Bean
    public SigningKey signingKey(@Value("${adjudicator.integrity.key-dir:}") String keyDir,
                                 @Value("${adjudicator.data-dir}") String dataDir) {
        Path data = Path.of(dataDir).toAbsolutePath().normalize();
        Path keys = keyDir.isBlank() ? data.resolveSibling(data.getFileName() + "-keys") : Path.of(keyDir);
        return SigningKey.open(keys, data);
    }

    /** The server's key, with which each event is signed as it is stored. */
    @Bean
    public EventSignature.Signer eventSigner(SigningKey key) {
        return EventSignature.signer(key.publicKey(), key.privateKey());
    }

    /**
     * The keys whose event signatures are trusted: the server's, and the public keys of the other
     * nodes that write to the same store ({@code adjudicator.integrity.trusted-keys}: PEM files,
     * separated by commas).
     */
    @Bean
    public EventSignature.Keys eventKeys(SigningKey key, @Value("${adjudicator.integrity.trusted-keys:}") String trusted) {
        return EventSignature.keys(trustedKeys(key, trusted));
    }

    /** The server's key and the other nodes' ({@code adjudicator.integrity.trusted-keys}), for events and checkpoints alike. */
    static List<PublicKey> trustedKeys(SigningKey key, String trusted) {
        List<PublicKey> keys = new ArrayList<>();
        keys.add(key.publicKey());
        for (String file : trusted.split(",")) {
            if (!file.isBlank()) {
                try {
                    keys.add(SigningKey.readPublic(Files.readString(Path.of(file.strip()))));
                } catch (IOException | GeneralSecurityException e) {
                    throw new IllegalStateException("cannot read the trusted public key " + file.strip(), e);
                }
            }
        }
        return keys;
    }

    @Bean(destroyMethod = "close")
    public Checkpointer checkpointer(SigningKey key, CheckpointStore store, StoredEvents stored, RecordVerifier verifier,
                                     EventStore eventStore, CheckpointLease lease,
                                     @Value("${adjudicator.integrity.trusted-keys:}") String trusted,
                                     @Value("${adjudicator.integrity.checkpoint-interval}") Duration interval) {
        return new Checkpointer(key, trustedKeys(key, trusted), lease, List.of(store, new KeyDirectoryCheckpoints(key.directory())),
                stored, verifier, eventStore, interval);
    }
}
