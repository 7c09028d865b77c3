package adjudicator.command.web;

import adjudicator.command.text.Message;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Optional;

/**
 * A failure of the storage rather than of the request or of our code: answered 503 with a problem
 * type of its own, never 500 (docs/reliability.md). What each store reports is recognised by its
 * {@link Recognizer}, contributed as a bean by the storage configuration; a full disk as the JDK
 * reports it (ENOSPC) is recognised here.
 */
public enum StorageFailure {
    /** No space left: nothing of the request was kept; reads still work. */
    FULL(URI.create("tag:adjudicator,2026:storage-full"), "Storage full"),
    /** The store could not be reached or is closed. */
    UNAVAILABLE(URI.create("tag:adjudicator,2026:storage-unavailable"), "Storage unavailable");

    public final URI type;
    public final String title;

    StorageFailure(URI type, String title) {
        this.type = type;
        this.title = title;
    }

    /** The answer's detail, worded by the request's language ({@code storage.FULL}, {@code storage.UNAVAILABLE}). */
    public Message message() {
        return switch (this) {
            case FULL -> Message.of("storage.FULL");
            case UNAVAILABLE -> Message.of("storage.UNAVAILABLE");
        };
    }

    /** Recognises one store's own report of a storage failure in one throwable of a cause chain. */
    @FunctionalInterface
    public interface Recognizer {
        Optional<StorageFailure> recognize(Throwable throwable);
    }

    /** The first storage failure found along {@code e}'s causes, by the JDK's words or a store's recognizer. */
    public static Optional<StorageFailure> in(Throwable e, List<Recognizer> recognizers) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof IOException && t.getMessage() != null && t.getMessage().contains("No space left on device")) {
                return Optional.of(FULL);
            }
            for (Recognizer recognizer : recognizers) {
                Optional<StorageFailure> found = recognizer.recognize(t);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }
}
