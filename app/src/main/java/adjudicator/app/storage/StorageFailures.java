package adjudicator.app.storage;

import adjudicator.command.web.StorageFailure;
import com.mongodb.MongoException;
import com.mongodb.MongoSocketException;
import com.mongodb.MongoTimeoutException;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

import java.util.Optional;

/**
 * What each store says when it is full or out of reach, so that the answer is a 503 naming it rather
 * than a 500 (docs/reliability.md). The JDK's own "No space left on device" is recognised in
 * {@link StorageFailure} itself.
 */
@Configuration
public class StorageFailures {

    /** MongoDB's error code when it refuses a write for want of disk space ({@code OutOfDiskSpace}). */
    static final int MONGODB_OUT_OF_DISK_SPACE = 14031;

    /** SQLite (the embedded event store): SQLITE_FULL, "database or disk is full". */
    static final StorageFailure.Recognizer SQLITE = t -> t instanceof SQLiteException e
            && e.getResultCode() == SQLiteErrorCode.SQLITE_FULL ? Optional.of(StorageFailure.FULL) : Optional.empty();

    @Bean
    StorageFailure.Recognizer sqliteFailures() {
        return SQLITE;
    }

    /**
     * MongoDB (the production store, and the embedded read-model store): out of disk space, out of
     * reach, or (the embedded one) closed after a failed write until it is reopened.
     */
    @Bean
    StorageFailure.Recognizer mongoFailures() {
        return t -> {
            if (!(t instanceof MongoException e)) {
                return Optional.empty();
            }
            if (e.getCode() == MONGODB_OUT_OF_DISK_SPACE) {
                return Optional.of(StorageFailure.FULL);
            }
            if (e instanceof MongoSocketException || e instanceof MongoTimeoutException
                    || (e.getMessage() != null && e.getMessage().contains("This store is closed"))) {
                return Optional.of(StorageFailure.UNAVAILABLE);
            }
            return Optional.empty();
        };
    }
}
