package adjudicator.app.storage;

import adjudicator.app.access.AccountStore;
import adjudicator.app.integrity.CheckpointStore;
import adjudicator.command.game.Game;
import adjudicator.command.record.StoredEvents;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.axonframework.eventsourcing.eventstore.EventStorageEngine;
import org.axonframework.extensions.mongo.DefaultMongoTemplate;
import org.axonframework.extensions.mongo.eventsourcing.eventstore.MongoEventStorageEngine;
import org.axonframework.extensions.mongo.eventsourcing.eventstore.documentperevent.DocumentPerEventStorageStrategy;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.upcasting.event.EventUpcasterChain;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;

/**
 * Production: MongoDB is the system of record. Events in Axon's Mongo event storage engine (one
 * document per event; its unique index on aggregate and sequence number is the optimistic lock),
 * tracking tokens and read models in the same database. Run MongoDB as a replica set
 * (docker-compose.yml).
 */
@Configuration
@Conditional(StorageMode.Mongo.class)
public class MongoStorageConfiguration {

    private static final Logger log = LoggerFactory.getLogger(MongoStorageConfiguration.class);

    @Bean(destroyMethod = "close")
    public MongoClient mongoClient(@Value("${adjudicator.mongodb.uri}") String uri) {
        log.info("MongoDB is the system of record");
        return MongoClients.create(uri);
    }

    @Bean
    public EventStorageEngine eventStorageEngine(MongoClient client, @Value("${adjudicator.mongodb.database}") String name,
                                                 @Qualifier("eventSerializer") Serializer eventSerializer,
                                                 Serializer serializer, EventUpcasterChain upcasters) {
        return MongoEventStorageEngine.builder()
                .mongoTemplate(DefaultMongoTemplate.builder().mongoDatabase(client, name).build())
                .storageStrategy(new DocumentPerEventStorageStrategy())
                .eventSerializer(eventSerializer)
                .upcasterChain(upcasters)
                .snapshotSerializer(serializer)
                .snapshotFilter(Game.currentSnapshots())
                .build();
    }

    /** The events as stored, for the hash chain (docs/integrity.md): Axon's collection {@code domainevents}. */
    @Bean
    public StoredEvents storedEvents(MongoClient client, @Value("${adjudicator.mongodb.database}") String name) {
        return new MongoStoredEvents(client.getDatabase(name).getCollection("domainevents"));
    }

    /** Signed checkpoints beside the events, in the collection {@code checkpoints} (docs/integrity.md). */
    @Bean
    public CheckpointStore checkpointStore(MongoClient client, @Value("${adjudicator.mongodb.database}") String name) {
        return new MongoCheckpointStore(client.getDatabase(name).getCollection("checkpoints"));
    }

    /**
     * Who signs the checkpoints among the nodes that share this database: the collection {@code leases}
     * ({@code adjudicator.integrity.lease}, docs/scaling.md).
     */
    @Bean
    public adjudicator.app.integrity.CheckpointLease checkpointLease(MongoClient client, @Value("${adjudicator.mongodb.database}") String name,
                                                                   @Value("${adjudicator.node-id:}") String nodeId,
                                                                   @Value("${adjudicator.integrity.lease:PT30S}") java.time.Duration length) {
        return adjudicator.app.integrity.CheckpointLease.mongo(client.getDatabase(name).getCollection("leases"),
                CommonStorageConfiguration.nodeId(nodeId), length);
    }

    /**
     * How far the process managers have got, from their token as the token store keeps it (collection
     * {@code trackingtokens}, read without claiming it): a tournament's command waits for it to cover the store's head,
     * whichever node runs them (docs/scaling.md).
     */
    @Bean
    public adjudicator.command.process.ConsequencesProgress consequencesProgress(MongoClient client,
                                                                               @Value("${adjudicator.mongodb.database}") String name,
                                                                               @Qualifier("serializer") Serializer serializer) {
        return new StoredConsequencesProgress(client.getDatabase(name).getCollection("trackingtokens"),
                client.getDatabase(name).getCollection("domainevents"), serializer);
    }

    /** Accounts beside the events, in the same database. */
    @Bean
    public AccountStore accountStore(MongoClient client, @Value("${adjudicator.mongodb.database}") String name) {
        return new MongoAccountStore(client.getDatabase(name).getCollection("accounts"));
    }
}
