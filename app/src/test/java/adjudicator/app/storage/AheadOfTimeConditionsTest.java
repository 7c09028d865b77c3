package adjudicator.app.storage;

import adjudicator.command.process.ReplayOrders;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.mock.env.MockEnvironment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A start whose settings disagree with the beans fixed ahead of time stops before any bean is made. */
class AheadOfTimeConditionsTest {

    private static DefaultListableBeanFactory beans(Class<?>... types) {
        DefaultListableBeanFactory factory = new DefaultListableBeanFactory();
        for (Class<?> type : types) {
            factory.registerBeanDefinition(type.getSimpleName(), new RootBeanDefinition(type));
        }
        return factory;
    }

    private static AheadOfTimeConditions conditions(MockEnvironment environment) {
        AheadOfTimeConditions conditions = new AheadOfTimeConditions();
        conditions.setEnvironment(environment);
        return conditions;
    }

    @Test
    void embeddedBeansWithAMongoUriStop() {
        MockEnvironment environment = new MockEnvironment().withProperty("adjudicator.mongodb.uri", "mongodb://db:27017/a");
        DefaultListableBeanFactory factory = beans(EmbeddedStorageConfiguration.class, ReplayOrders.class);
        assertThatThrownBy(() -> conditions(environment).postProcessBeanFactory(factory))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("for the embedded store, but adjudicator.mongodb.uri (MONGODB_URI) names a MongoDB")
                .hasMessageContaining("without -Dspring.aot.enabled=true");
        assertThat(factory.getSingletonCount()).isZero();
    }

    @Test
    void mongoBeansWithoutAUriStop() {
        DefaultListableBeanFactory factory = beans(MongoStorageConfiguration.class, ReplayOrders.class);
        assertThatThrownBy(() -> conditions(new MockEnvironment()).postProcessBeanFactory(factory))
                .hasMessageContaining("for MongoDB, but no MongoDB URI is set");
    }

    @Test
    void processManagersFixedInWhileTheSettingsTurnThemOffStop() {
        MockEnvironment environment = new MockEnvironment().withProperty("adjudicator.consequences.enabled", "false");
        assertThatThrownBy(() -> conditions(environment).postProcessBeanFactory(beans(EmbeddedStorageConfiguration.class, ReplayOrders.class)))
                .hasMessageContaining("with the process managers, but adjudicator.consequences.enabled is false");
    }

    @Test
    void beansThatAgreeWithTheSettingsStart() {
        conditions(new MockEnvironment()).postProcessBeanFactory(beans(EmbeddedStorageConfiguration.class, ReplayOrders.class));
        conditions(new MockEnvironment().withProperty("adjudicator.mongodb.uri", "mongodb://db:27017/a"))
                .postProcessBeanFactory(beans(MongoStorageConfiguration.class, ReplayOrders.class));
        conditions(new MockEnvironment().withProperty("adjudicator.consequences.enabled", "false"))
                .postProcessBeanFactory(beans(EmbeddedStorageConfiguration.class));
        assertThat(AheadOfTimeConditions.mismatch(false, false, true, true)).isEmpty();
    }
}
