package adjudicator.command.record;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Checks games' stored events against their hash chain ({@link RecordHash}): each event must carry
 * the next sequence number, name its predecessor's hash and match its own. Reads call
 * {@link #check}, which walks only the events stored since the game's last check (kept for the
 * games read lately) and refuses a game that fails; {@link #verify} walks a game from its first event,
 * for the command line and the integrity list. A failure is logged once per game.
 */
@Component
public class RecordVerifier {

    private static final Logger log = LoggerFactory.getLogger(RecordVerifier.class);
    private static final int KEPT = 10_000;

    private final StoredEvents stored;
    /** The keys whose event signatures are trusted: the server's, and those published beside it. */
    private final EventSignature.Keys keys;
    private final Map<String, Verification> checked = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Verification> eldest) {
            return size() > KEPT;
        }
    });
    private final Map<String, Verification> failures = Collections.synchronizedMap(new LinkedHashMap<>());
    private volatile SignedHeads signed = SignedHeads.NONE;

    public RecordVerifier(StoredEvents stored, EventSignature.Keys keys) {
        this.stored = stored;
        this.keys = keys;
    }

    /** From now on, games are also compared with the latest trusted signed checkpoint. */
    public void trust(SignedHeads signed) {
        this.signed = signed;
    }

    public SignedHeads signedHeads() {
        return signed;
    }

    /**
     * For a game that has no stored events: refused, as failing verification, when a signed
     * checkpoint names it (the game was deleted); otherwise nothing (an unknown game).
     */
    public void checkMissing(String game) {
        if (signed.head(game).isPresent()) {
            Verification v = record(walk(game, null));
            if (v.fails()) {
                throw new RecordFailsVerificationException(v);
            }
        }
    }

    /**
     * Refuses the game, with {@link RecordFailsVerificationException}, unless its events up to
     * {@code upTo} verify; returns what was found.
     */
    public Verification check(String game, long upTo) {
        Verification known = checked.get(game);
        if (known == null || !known.fails() && known.events() <= upTo) {
            known = record(walk(game, known));
        }
        if (known.fails()) {
            throw new RecordFailsVerificationException(known);
        }
        return known;
    }

    /**
     * Refuses, with {@link RecordFailsVerificationException}, a game already found failing (by a read,
     * a command, a checkpoint or {@code verify}) since the server started: it takes nothing more.
     */
    public void refuseIfFailing(String game) {
        Verification failing = failures.get(game);
        if (failing != null) {
            throw new RecordFailsVerificationException(failing);
        }
    }

    /**
     * What a read does when its fold meets an event it cannot apply (a record changed under a server
     * that had checked it): the game is verified again from its first event, and refused when it
     * fails; otherwise the fold's failure stands (a bug, not the record's).
     */
    public void recheckAfter(String game, RuntimeException foldFailure) {
        Verification v = record(walk(game, null));
        if (v.fails()) {
            throw new RecordFailsVerificationException(v);
        }
        throw foldFailure;
    }

    /** The game's events checked from its first, as stored now. */
    public Verification verify(String game) {
        return walk(game, null);
    }

    /** The games found failing since the server started (by reads or by {@link #verify} through {@link #record}). */
    public Map<String, Verification> failuresSeen() {
        synchronized (failures) {
            return Map.copyOf(failures);
        }
    }

    /** Keeps a full verification's outcome as a read's would be kept (and logs a new failure once). */
    public Verification record(Verification verification) {
        checked.put(verification.game(), verification);
        if (verification.fails() && failures.putIfAbsent(verification.game(), verification) == null) {
            log.error("The record of game {} fails verification at event {}: {}", verification.game(),
                    verification.failingSeq(), verification.reason());
        }
        return verification;
    }

    /**
     * Walks the game's events after those {@code from} covers (all, when null): each must carry the next
     * sequence number, follow its predecessor's hash and match its own, and carry a signature where
     * the record requires one (after a signed event; after the boundary checkpoint, every event but
     * those it names as stored before). The last signed event walked must be signed by a trusted key:
     * its signature vouches for every event before it, since its hash covers theirs; when it does not
     * verify, the first event after the last one whose signature does is where the record fails.
     */
    private Verification walk(String game, Verification from) {
        long next = from == null ? 0 : from.events();
        String previous = from == null ? null : from.head();
        String protectedFrom = from == null ? null : from.protectedFrom();
        boolean hashed = from != null && from.hashed();
        boolean signedSeen = from != null && from.signed();
        long unsignedUpTo = from == null ? -1 : from.unsignedUpTo();
        Checkpoint.Head signedHead = signed.head(game).orElse(null);
        java.util.Map<String, Long> boundary = signed.unsignedUpTo().orElse(null);
        long mayLackSignature = boundary == null ? Long.MAX_VALUE : boundary.getOrDefault(game, -1L);
        java.util.List<Walked> signedWalked = new java.util.ArrayList<>();
        try (Stream<StoredEvent> events = stored.read(game, next)) {
            for (StoredEvent event : (Iterable<StoredEvent>) events::iterator) {
                if (event.seq() != next) {
                    return failed(game, next, previous, protectedFrom, event.seq() > next
                            ? "event " + next + " is missing (the next stored is " + event.seq() + ")"
                            : "event " + event.seq() + " is stored again after event " + (next - 1));
                }
                String hash = RecordHash.of(event, previous);
                if (event.hash() != null) {
                    if (!Objects.equals(event.previousHash(), previous)) {
                        return failed(game, next, previous, protectedFrom, "it does not follow the event stored before it"
                                + " (its previous hash is not that event's hash)");
                    }
                    if (!event.hash().equals(hash)) {
                        return failed(game, next, previous, protectedFrom, "its content does not match its hash");
                    }
                    if (!hashed) {
                        hashed = true;
                        protectedFrom = event.recordedAt();
                    }
                } else if (hashed) {
                    return failed(game, next, previous, protectedFrom, "it has no hash, though an event before it has one");
                }
                if (event.signature() == null) {
                    if (signedSeen) {
                        return failed(game, next, previous, protectedFrom, "it has no signature, though an event before it has one:"
                                + " it was not stored by the server");
                    }
                    if (event.seq() > mayLackSignature) {
                        return failed(game, next, previous, protectedFrom, "it has no signature, though every event stored since"
                                + " checkpoint " + signed.latest().map(c -> c.number() + " of " + c.issuedAt()).orElse("?")
                                + " must have one: it was not stored by the server");
                    }
                    unsignedUpTo = event.seq();
                } else {
                    if (event.hash() == null) {
                        return failed(game, next, previous, protectedFrom, "it has a signature but no hash");
                    }
                    if (!keys.knows(event.signature().key())) {
                        return failed(game, next, previous, protectedFrom, "it is signed by the key " + event.signature().key()
                                + ", which is not a trusted key (" + String.join(", ", keys.fingerprints()) + ")");
                    }
                    signedSeen = true;
                    signedWalked.add(new Walked(event, hash));
                }
                if (signedHead != null && event.seq() == signedHead.seq() && !hash.equals(signedHead.hash())) {
                    return failed(game, next, previous, protectedFrom, "its chain differs from the signed checkpoint's head of the game"
                            + " at this event (" + signedHead.hash() + ")");
                }
                previous = hash;
                next++;
            }
        }
        if (!signedWalked.isEmpty() && !verifies(game, signedWalked.get(signedWalked.size() - 1))) {
            int i = signedWalked.size() - 2;
            while (i >= 0 && !verifies(game, signedWalked.get(i))) {
                i--;
            }
            StoredEvent first = signedWalked.get(i + 1).event();
            String before = i >= 0 ? signedWalked.get(i).hash() : from == null ? null : from.head();
            return failed(game, first.seq(), before, protectedFrom, "its signature does not verify with the key it names ("
                    + first.signature().key() + "): it was not signed by the server");
        }
        if (signedHead != null && next <= signedHead.seq()) {
            return failed(game, next, previous, protectedFrom, next == 0
                    ? "the game is missing from the store, though a signed checkpoint covers it up to event " + signedHead.seq()
                    : (next == signedHead.seq() ? "event " + next + " is missing" : "events " + next + " to " + signedHead.seq() + " are missing")
                    + ", though a signed checkpoint covers the game up to event " + signedHead.seq());
        }
        if (signedHead != null && (protectedFrom == null || signedHead.since().compareTo(protectedFrom) < 0)) {
            protectedFrom = signedHead.since();
        }
        return new Verification(game, hashed || signedHead != null ? Verification.Status.SOUND : Verification.Status.UNPROTECTED,
                next, previous, protectedFrom, null, null, hashed, signedSeen, unsignedUpTo);
    }

    /** A signed event walked, with the hash computed for it. */
    private record Walked(StoredEvent event, String hash) {
    }

    private boolean verifies(String game, Walked walked) {
        return keys.verifies(walked.event().signature(), game, walked.event().seq(), walked.hash());
    }

    private static Verification failed(String game, long seq, String head, String protectedFrom, String reason) {
        return new Verification(game, Verification.Status.FAILS, seq, head, protectedFrom, seq, reason, false, false, -1);
    }
}
