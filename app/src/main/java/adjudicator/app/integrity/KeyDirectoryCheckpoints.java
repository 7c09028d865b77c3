package adjudicator.app.integrity;

import adjudicator.command.record.Checkpoint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The checkpoints' second copy: one JSON line each in {@code checkpoints.jsonl} of the signing key's
 * directory, appended and synced to disk. Someone who edits the store but not that directory cannot
 * make the server forget its checkpoints.
 */
final class KeyDirectoryCheckpoints implements CheckpointStore {

    private final Path file;

    KeyDirectoryCheckpoints(Path keyDirectory) {
        this.file = keyDirectory.resolve("checkpoints.jsonl");
    }

    @Override
    public synchronized void save(Checkpoint checkpoint) {
        try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            out.write(ByteBuffer.wrap((checkpoint.toJson() + "\n").getBytes(StandardCharsets.UTF_8)));
            out.force(true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append the checkpoint to " + file, e);
        }
    }

    @Override
    public synchronized List<String> newestFirst() {
        if (!Files.exists(file)) {
            return List.of();
        }
        try {
            List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList());
            Collections.reverse(lines);
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
