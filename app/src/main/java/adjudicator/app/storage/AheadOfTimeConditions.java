package adjudicator.app.storage;

import adjudicator.command.process.ReplayOrders;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

import java.util.Optional;

/**
 * The settings that decide which beans exist, held against the beans that do, before any is made. A start
 * from the jar decides them from its settings, so the two always agree and this does nothing. A start
 * with Spring's ahead-of-time processing ({@code -Dspring.aot.enabled=true}, docs/operations.md) takes the
 * beans the build fixed, for the embedded store and with the process managers: one whose settings ask
 * for MongoDB or for no process managers would otherwise run silently on what the build chose, so it
 * stops, saying why, and nothing is opened or written.
 */
@Component
public class AheadOfTimeConditions implements BeanFactoryPostProcessor, EnvironmentAware {

    private Environment environment;

    @Override
    public void setEnvironment(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void postProcessBeanFactory(ConfigurableListableBeanFactory beans) {
        boolean mongoBeans = beans.getBeanNamesForType(MongoStorageConfiguration.class, true, false).length > 0;
        boolean consequenceBeans = beans.getBeanNamesForType(ReplayOrders.class, true, false).length > 0;
        boolean consequencesAsked = environment.getProperty("adjudicator.consequences.enabled", Boolean.class, true);
        mismatch(mongoBeans, StorageMode.mongo(environment), consequenceBeans, consequencesAsked).ifPresent(why -> {
            throw new IllegalStateException(why);
        });
    }

    /** What the beans made and the settings asked for disagree on, said to the operator; empty when they agree. */
    static Optional<String> mismatch(boolean mongoBeans, boolean mongoAsked, boolean consequenceBeans, boolean consequencesAsked) {
        String fixed = "this start's beans were fixed ahead of time (spring.aot.enabled) ";
        String remedy = ": start it without -Dspring.aot.enabled=true (docs/operations.md, \"Starting faster\")";
        if (mongoBeans != mongoAsked) {
            return Optional.of(fixed + (mongoBeans ? "for MongoDB, but no MongoDB URI is set" : "for the embedded store, but "
                    + "adjudicator.mongodb.uri (MONGODB_URI) names a MongoDB") + remedy);
        }
        if (consequenceBeans != consequencesAsked) {
            return Optional.of(fixed + (consequenceBeans ? "with the process managers, but adjudicator.consequences.enabled is false"
                    : "without the process managers, but adjudicator.consequences.enabled is true") + remedy);
        }
        return Optional.empty();
    }
}
