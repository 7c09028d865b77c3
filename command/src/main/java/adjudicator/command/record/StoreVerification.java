package adjudicator.command.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Every game of the store checked from its first event, as stored now: what {@code verify} on the
 * command line and {@code GET /api/admin/integrity} report.
 *
 * @param games       the games checked
 * @param events      their events checked
 * @param sound       games whose every event verifies
 * @param unprotected games stored before the chain (no hashes: only their order could be checked)
 * @param failing     the games that fail, each with its first failing event and why
 * @param checkpoint  the latest trusted signed checkpoint compared with, or null
 * @param checkpointProblems what is wrong with the checkpoints kept (a forged one, say)
 */
public record StoreVerification(long games, long events, long sound, List<String> unprotected, List<Verification> failing,
                                Checkpoint checkpoint, List<String> checkpointProblems) {

    public boolean allSound() {
        return failing.isEmpty() && checkpointProblems.isEmpty();
    }

    /** Checks every game of {@code stored}; {@code progress} hears after each game. */
    public static StoreVerification of(StoredEvents stored, RecordVerifier verifier, Consumer<StoreVerification> progress) {
        Set<String> games = new TreeSet<>();
        try (Stream<String> all = stored.games()) {
            all.forEach(games::add);
        }
        Checkpoint checkpoint = verifier.signedHeads().latest().orElse(null);
        if (checkpoint != null) {
            checkpoint.heads().forEach(h -> games.add(h.game())); // a game deleted from the store is still checked
        }
        List<String> checkpointProblems = verifier.signedHeads().checkpointProblems();
        long events = 0;
        long sound = 0;
        List<String> unprotected = new ArrayList<>();
        List<Verification> failing = new ArrayList<>();
        long checked = 0;
        for (String game : games) {
            Verification v = verifier.record(verifier.verify(game));
            checked++;
            events += v.events();
            switch (v.status()) {
                case SOUND -> sound++;
                case UNPROTECTED -> unprotected.add(game);
                case FAILS -> failing.add(v);
            }
            progress.accept(new StoreVerification(checked, events, sound, unprotected, failing, checkpoint, checkpointProblems));
        }
        return new StoreVerification(checked, events, sound, List.copyOf(unprotected), List.copyOf(failing), checkpoint,
                List.copyOf(checkpointProblems));
    }
}
