package adjudicator.app.integrity;

import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.StoredEvents;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.nio.file.Path;
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

    @Bean(destroyMethod = "close")
    public Checkpointer checkpointer(SigningKey key, CheckpointStore store, StoredEvents stored, RecordVerifier verifier,
                                     EventStore eventStore,
                                     @Value("${adjudicator.integrity.checkpoint-interval}") Duration interval) {
        return new Checkpointer(key, List.of(store, new KeyDirectoryCheckpoints(key.directory())), stored, verifier, eventStore, interval);
    }
}
