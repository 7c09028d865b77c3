package adjudicator.command.record;

/**
 * The outcome of checking one game's stored events against its hash chain.
 *
 * @param game          the game
 * @param status        {@link Status}
 * @param events        how many of its events were checked (from its first)
 * @param head          the chain's head over the events checked (the last sound one's hash), or null
 * @param protectedFrom when its events began to carry hashes (the first such event's recording time), or null
 * @param failingSeq    the first sequence number that fails, or null
 * @param reason        why it fails, or null
 * @param hashed        whether an event checked carries a hash (from then on, every later one must)
 * @param signed        whether an event checked carries a signature (from then on, every later one must)
 * @param unsignedUpTo  the last sequence number checked that carries no signature, or -1
 */
public record Verification(String game, Status status, long events, String head, String protectedFrom,
                           Long failingSeq, String reason, boolean hashed, boolean signed, long unsignedUpTo) {

    public enum Status {
        /** Every event follows its predecessor and matches its hash and the latest signed checkpoint. */
        SOUND,
        /**
         * Stored before the chain and not yet covered by a signed checkpoint: no event carries a hash,
         * so nothing can be checked but the order.
         */
        UNPROTECTED,
        /** An event is missing, out of its place, altered, or without the hash an earlier event implies. */
        FAILS
    }

    public boolean fails() {
        return status == Status.FAILS;
    }
}
