package adjudicator.app.storage;

import adjudicator.command.record.StoredEvents;
import adjudicator.command.api.AddedFieldsUpcaster;
import adjudicator.command.api.GameCreatedUpcaster;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import org.axonframework.common.caching.Cache;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.axonframework.eventsourcing.EventCountSnapshotTriggerDefinition;
import org.axonframework.eventsourcing.SnapshotTriggerDefinition;
import org.axonframework.eventsourcing.Snapshotter;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.extensions.mongo.DefaultMongoTemplate;
import org.axonframework.extensions.mongo.eventsourcing.tokenstore.MongoTokenStore;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.upcasting.event.EventUpcasterChain;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * What both configurations share: read models and their tracking tokens live in the same MongoDB
 * database (a real one, or the embedded one), so that a token can never be ahead of its view.
 */
@Configuration
public class CommonStorageConfiguration {

    @Bean
    public MongoDatabase viewDatabase(MongoClient client, @Value("${adjudicator.mongodb.database}") String name) {
        return client.getDatabase(name);
    }

    /**
     * The upcasters, oldest change first: each reads an event stored in an earlier form as the
     * current one, every time it is read; nothing stored is rewritten (docs/storage.md).
     */
    @Bean
    public EventUpcasterChain upcasters() {
        return new EventUpcasterChain(new GameCreatedUpcaster(), AddedFieldsUpcaster.gameRegulations(), AddedFieldsUpcaster.gameSource(),
                AddedFieldsUpcaster.drawOfferRegulations(), AddedFieldsUpcaster.drawConsent());
    }

    @Bean
    public TokenStore tokenStore(MongoClient client, @Value("${adjudicator.mongodb.database}") String name,
                                 @Qualifier("serializer") Serializer serializer,
                                 @Value("${adjudicator.node-id:}") String nodeId,
                                 @Value("${adjudicator.processing.claim-timeout:PT10S}") java.time.Duration claimTimeout) {
        // a claim not renewed for this long is another node's to take: a dead node's processing is taken over
        // within it and the others' claim interval (docs/scaling.md)
        return MongoTokenStore.builder()
                .mongoTemplate(DefaultMongoTemplate.builder().mongoDatabase(client, name).build())
                .serializer(serializer)
                .nodeId(nodeId(nodeId))
                .claimTimeout(claimTimeout)
                .build();
    }

    /**
     * Axon's embedded event store, with one change: each tracking processor reads the store through
     * its own stream instead of through the shared producer, which fetched from the store after
     * every commit. Measured with the append benchmark (10,000 events, 4 clients, NORMAL, medians
     * of three runs): 1,797 commands/s with the shared producer, 2,159 without (see docs/benchmarks.md).
     */
    @Bean
    public EmbeddedEventStore eventStore(EventStorageEngine storageEngine) {
        return EmbeddedEventStore.builder().storageEngine(storageEngine).optimizeEventConsumption(false).build();
    }

    /**
     * A game is snapshotted every {@code adjudicator.snapshot-threshold} events read to load it, so
     * that a long game leaving the cache (or after a restart) loads from its snapshot and the events
     * after it rather than from all its events (see {@code GameSnapshot}).
     */
    @Bean
    public SnapshotTriggerDefinition gameSnapshotTrigger(Snapshotter snapshotter,
                                                         @Value("${adjudicator.snapshot-threshold}") int threshold) {
        return new EventCountSnapshotTriggerDefinition(snapshotter, threshold);
    }

    /**
     * The games lately written or read, kept whole. On MongoDB, which several nodes may share, a game is taken from it
     * only while no other node has written to it since ({@link FreshCache}); the embedded store has one process.
     */
    @Bean
    public Cache gameCache(@Value("${adjudicator.aggregate-cache-size}") int size, StoredEvents stored,
                           org.springframework.core.env.Environment environment) {
        StrongCache cache = new StrongCache(size);
        return StorageMode.mongo(environment) ? new FreshCache(cache, stored) : cache;
    }

    /**
     * Stable across restarts on one host, so that after a crash this node reclaims its own tokens at
     * once instead of waiting for the claim timeout; set {@code adjudicator.node-id} per node.
     */
    public static String nodeId(String configured) {
        return configured == null || configured.isBlank() ? defaultNodeId() : configured;
    }

    private static String defaultNodeId() {
        try {
            return "adjudicator@" + InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "adjudicator@localhost";
        }
    }
}
