package adjudicator.app.storage;

import javax.sql.DataSource;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

/**
 * Wraps a SQLite data source so that {@code ResultSet.getObject(column, Long.class)} answers null
 * for SQL NULL, as JDBC requires. sqlite-jdbc instead throws "Bad value for type Long" when
 * {@code max(...)} is NULL on an empty store, and Axon's tracking processor then never starts
 * (found when the stack was measured). Everything else passes through unchanged.
 */
final class NullSafeDataSource {

    private NullSafeDataSource() {
    }

    static DataSource wrap(DataSource target) {
        return proxy(DataSource.class, target);
    }

    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, Object target) {
        return (T) Proxy.newProxyInstance(NullSafeDataSource.class.getClassLoader(), new Class<?>[]{type},
                new Handler(target));
    }

    private record Handler(Object target) implements InvocationHandler {
        @Override
        public Object invoke(Object self, Method method, Object[] args) throws Throwable {
            String name = method.getName();
            if (target instanceof ResultSet rs && name.equals("getObject") && args != null && args.length == 2
                    && args[1] instanceof Class<?>) {
                Object raw = args[0] instanceof Integer i ? rs.getObject(i) : rs.getObject((String) args[0]);
                if (raw == null) {
                    return null;
                }
            }
            if (name.equals("unwrap") && args != null && args[0] instanceof Class<?> c && c.isInstance(target)) {
                return target;
            }
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            Class<?> returned = method.getReturnType();
            if (result instanceof Connection && returned.isAssignableFrom(Connection.class)) {
                return proxy(Connection.class, result);
            }
            if (result instanceof ResultSet && returned.isAssignableFrom(ResultSet.class)) {
                return proxy(ResultSet.class, result);
            }
            if (result instanceof Statement && Statement.class.isAssignableFrom(returned)) {
                return proxy((Class<?>) returned, result);
            }
            return result;
        }
    }
}
