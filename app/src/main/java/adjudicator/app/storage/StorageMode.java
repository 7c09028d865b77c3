package adjudicator.app.storage;

import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.env.PropertyResolver;
import org.springframework.core.type.AnnotatedTypeMetadata;

/** MongoDB when a URI is configured ({@code MONGODB_URI} or {@code spring.data.mongodb.uri}); otherwise embedded. */
final class StorageMode {

    private StorageMode() {
    }

    static boolean mongo(ConditionContext context) {
        return mongo(context.getEnvironment());
    }

    static boolean mongo(PropertyResolver environment) {
        String uri = environment.getProperty("adjudicator.mongodb.uri", "");
        return !uri.isBlank();
    }

    static final class Mongo implements Condition {
        @Override
        public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
            return mongo(context);
        }
    }

    static final class Embedded implements Condition {
        @Override
        public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
            return !mongo(context);
        }
    }
}
