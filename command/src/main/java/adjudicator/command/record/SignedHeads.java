package adjudicator.command.record;

import java.util.Optional;

/**
 * The latest signed checkpoint that the server trusts (its signature verified with the server's
 * public key): what verification compares each game with, so that a deleted tail or a deleted game
 * is found up to it.
 */
public interface SignedHeads {

    /** The latest trusted checkpoint, if there is one. */
    Optional<Checkpoint> latest();

    /** The game's head in the latest trusted checkpoint, if it names the game. */
    default Optional<Checkpoint.Head> head(String game) {
        return latest().map(c -> c.byGame().get(game));
    }

    /**
     * Since the boundary checkpoint (the first signed since events are signed one by one): for each
     * game stored before it, the last sequence number that may lack an event's signature; every other
     * event must carry one. Empty before the boundary, when an event may lack one unless an event
     * before it in its game has one.
     */
    default Optional<java.util.Map<String, Long>> unsignedUpTo() {
        return latest().filter(Checkpoint::boundary).map(Checkpoint::unsignedUpTo);
    }

    /** What is wrong with the checkpoints kept (forged, unreadable, unlinked), for {@code verify}. */
    default java.util.List<String> checkpointProblems() {
        return java.util.List.of();
    }

    /** None: before the first checkpoint, or where no key is configured. */
    SignedHeads NONE = Optional::empty;

    /** A trusted checkpoint, its heads looked up by game (a map made once). */
    static SignedHeads of(Checkpoint checkpoint) {
        java.util.Map<String, Checkpoint.Head> heads = checkpoint.byGame();
        Optional<java.util.Map<String, Long>> unsigned = Optional.ofNullable(checkpoint.unsignedUpTo()); // made once
        return new SignedHeads() {
            @Override
            public Optional<java.util.Map<String, Long>> unsignedUpTo() {
                return unsigned;
            }

            @Override
            public Optional<Checkpoint> latest() {
                return Optional.of(checkpoint);
            }

            @Override
            public Optional<Checkpoint.Head> head(String game) {
                return Optional.ofNullable(heads.get(game));
            }
        };
    }
}
