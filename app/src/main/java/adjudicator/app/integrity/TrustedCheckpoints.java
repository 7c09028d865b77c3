package adjudicator.app.integrity;

import adjudicator.command.record.Checkpoint;

import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The checkpoints kept in each place (the store's table or collection, the key directory's
 * {@code checkpoints.jsonl}) read against the key a reader trusts (or the keys, of the nodes sharing a store): the newest whose signature verifies
 * with it, and what is wrong with the others (forged, unreadable, not linked to their predecessor).
 * It only reads: the server's {@link Checkpointer} and {@code verify} share it.
 */
public final class TrustedCheckpoints {

    private final List<CheckpointStore> places;
    private final List<PublicKey> keys;

    public TrustedCheckpoints(List<CheckpointStore> places, PublicKey key) {
        this(places, List.of(key));
    }

    /** Against several keys: the nodes that share a store, each signing with its own (docs/scaling.md). */
    public TrustedCheckpoints(List<CheckpointStore> places, List<PublicKey> keys) {
        this.places = List.copyOf(places);
        this.keys = List.copyOf(keys);
    }

    private boolean trusted(Checkpoint c) {
        return keys.stream().anyMatch(c::signedBy);
    }

    /** The newest checkpoint kept anywhere whose signature verifies with the trusted key. */
    public Optional<Checkpoint> newest() {
        Checkpoint best = null;
        for (CheckpointStore place : places) {
            for (String json : place.newestFirst()) {
                Checkpoint c;
                try {
                    c = Checkpoint.fromJson(json);
                } catch (IllegalArgumentException e) {
                    continue;
                }
                if (trusted(c)) {
                    if (best == null || c.number() > best.number()) {
                        best = c;
                    }
                    break;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * Every checkpoint kept in each place, checked: its signature with the trusted key (one that does
     * not verify is named with both keys' fingerprints), and its link to the one before it.
     */
    public List<String> problems() {
        List<String> fingerprints = keys.stream().map(Checkpoint::fingerprint).toList();
        String trusted = String.join(", ", fingerprints);
        List<String> problems = new ArrayList<>();
        for (CheckpointStore place : places) {
            List<Checkpoint> ascending = new ArrayList<>();
            for (String json : place.newestFirst()) {
                try {
                    Checkpoint c = Checkpoint.fromJson(json);
                    if (!trusted(c)) {
                        problems.add(place.name() + ": checkpoint " + c.number() + " is not signed by the server's key " + trusted
                                + (fingerprints.contains(c.key()) ? " (its signature does not verify)" : " (it names the key " + c.key() + ")"));
                    } else {
                        ascending.add(0, c);
                    }
                } catch (IllegalArgumentException e) {
                    problems.add(place.name() + ": an unreadable checkpoint");
                }
            }
            for (int i = 1; i < ascending.size(); i++) {
                Checkpoint c = ascending.get(i);
                Checkpoint before = ascending.get(i - 1);
                if (c.number() == before.number() + 1 && !before.hash().equals(c.previousCheckpoint())) {
                    problems.add(place.name() + ": checkpoint " + c.number() + " does not name checkpoint "
                            + before.number() + " as its predecessor");
                }
            }
        }
        return problems;
    }
}
