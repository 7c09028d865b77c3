package adjudicator.app.integrity;

import adjudicator.command.record.Checkpoint;

import java.util.List;

/**
 * Where signed checkpoints are kept: beside the events (the embedded store's {@code events.db},
 * MongoDB's collection {@code checkpoints}) and, as a second copy out of the store's reach, in the
 * signing key's directory ({@link KeyDirectoryCheckpoints}).
 */
public interface CheckpointStore {

    void save(Checkpoint checkpoint);

    /** Every checkpoint kept, as stored (JSON text), the newest (highest number) first. */
    List<String> newestFirst();

    /** The place's name, as reports name it. */
    default String name() {
        return getClass().getSimpleName();
    }
}
