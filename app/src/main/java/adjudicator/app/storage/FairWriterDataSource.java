package adjudicator.app.storage;

import javax.sql.DataSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Hands the single SQLite writer connection to waiting commands first come, first served. The pool
 * alone is not fair (it favours the thread that returned a connection last), and under four
 * concurrent clients some commands waited hundreds of milliseconds behind others.
 */
final class FairWriterDataSource {

    private FairWriterDataSource() {
    }

    static DataSource wrap(DataSource writer, long timeoutMs) {
        Semaphore turn = new Semaphore(1, true);
        return (DataSource) Proxy.newProxyInstance(FairWriterDataSource.class.getClassLoader(),
                new Class<?>[]{DataSource.class}, (self, method, args) -> {
                    if (!method.getName().equals("getConnection")) {
                        return invoke(method, writer, args);
                    }
                    if (!turn.tryAcquire(timeoutMs, TimeUnit.MILLISECONDS)) {
                        throw new SQLTimeoutException("the event store's writer was busy for " + timeoutMs + " ms");
                    }
                    try {
                        return releasingOnClose((Connection) invoke(method, writer, args), turn);
                    } catch (Throwable t) {
                        turn.release();
                        throw t;
                    }
                });
    }

    private static Connection releasingOnClose(Connection connection, Semaphore turn) {
        AtomicBoolean released = new AtomicBoolean();
        return (Connection) Proxy.newProxyInstance(FairWriterDataSource.class.getClassLoader(),
                new Class<?>[]{Connection.class}, (self, method, args) -> {
                    if (method.getName().equals("close")) {
                        try {
                            return invoke(method, connection, args);
                        } finally {
                            if (released.compareAndSet(false, true)) {
                                turn.release();
                            }
                        }
                    }
                    return invoke(method, connection, args);
                });
    }

    private static Object invoke(java.lang.reflect.Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        } catch (IllegalAccessException e) {
            throw new SQLException(e);
        }
    }
}
