package adjudicator.app.storage;

import org.axonframework.common.jdbc.PersistenceExceptionResolver;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Tells Axon which SQLite errors are duplicate keys, so that a second append of the same event
 * number (or a second create of the same game) comes out as Axon's own concurrency exceptions
 * rather than a generic store failure. Axon's resolver does not know SQLite's codes.
 */
final class SqliteDuplicateKeyResolver implements PersistenceExceptionResolver {

    @Override
    public boolean isDuplicateKeyViolation(Exception exception) {
        for (Throwable t = exception; t != null; t = t.getCause()) {
            if (t instanceof SQLiteException e) {
                SQLiteErrorCode code = e.getResultCode();
                if (code == SQLiteErrorCode.SQLITE_CONSTRAINT_UNIQUE || code == SQLiteErrorCode.SQLITE_CONSTRAINT_PRIMARYKEY) {
                    return true;
                }
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }
}
