package adjudicator.app.integrity;

import adjudicator.command.api.GameEnded;
import adjudicator.command.record.Checkpoint;
import adjudicator.command.record.RecordFailsVerificationException;
import adjudicator.command.record.RecordVerifier;
import adjudicator.command.record.SignedHeads;
import adjudicator.command.record.StoredEvent;
import adjudicator.command.record.StoredEvents;
import adjudicator.command.record.Verification;
import org.axonframework.common.DateTimeUtils;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.security.PublicKey;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * Signs checkpoints of every game's head (docs/integrity.md): when a game ends, every
 * {@code adjudicator.integrity.checkpoint-interval} when anything changed, at the first start on a
 * store without one, and on demand. A game's head is signed only as verified: a game whose record
 * fails keeps the head of the last checkpoint that had it, and a game missing from the store keeps
 * its last signed head, so that the evidence is carried forward. The latest checkpoint whose
 * signature verifies with the server's key, from the store or from the key's directory, is what
 * reads compare each game with ({@link SignedHeads}).
 */
public class Checkpointer implements SignedHeads, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(Checkpointer.class);

    private final SigningKey key;
    private final List<PublicKey> keys;
    private final CheckpointLease lease;
    private final List<CheckpointStore> stores;
    private final StoredEvents stored;
    private final RecordVerifier verifier;
    private final ScheduledExecutorService scheduler;
    private final AtomicBoolean endedPending = new AtomicBoolean();
    private volatile boolean closed;
    /** The latest trusted checkpoint, its heads by game; NONE before the first. */
    private volatile SignedHeads trusted = SignedHeads.NONE;

    public Checkpointer(SigningKey key, List<CheckpointStore> stores, StoredEvents stored, RecordVerifier verifier,
                        EventStore eventStore, Duration interval) {
        this(key, List.of(key.publicKey()), CheckpointLease.solo(), stores, stored, verifier, eventStore, interval);
    }

    /**
     * A checkpointer of a node among several on one store (docs/scaling.md): it trusts {@code keys} (its own and the
     * other nodes'), and signs only while it holds {@code lease}, continuing the chain from the newest checkpoint any
     * of them signed.
     */
    public Checkpointer(SigningKey key, List<PublicKey> keys, CheckpointLease lease, List<CheckpointStore> stores, StoredEvents stored,
                        RecordVerifier verifier, EventStore eventStore, Duration interval) {
        this.keys = List.copyOf(keys);
        this.lease = lease;
        this.key = key;
        this.stores = List.copyOf(stores);
        this.stored = stored;
        this.verifier = verifier;
        newestTrusted().ifPresent(c -> trusted = SignedHeads.of(c));
        verifier.trust(this);
        this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "checkpoints");
            t.setDaemon(true);
            return t;
        });
        if (eventStore != null) {
            eventStore.subscribe(messages -> {
                if (messages.stream().anyMatch(m -> m.getPayload() instanceof GameEnded) && endedPending.compareAndSet(false, true)) {
                    scheduler.schedule(() -> {
                        endedPending.set(false);
                        run("game-ended");
                    }, 500, TimeUnit.MILLISECONDS);
                }
            });
        }
        if (!interval.isZero()) {
            // the first checkpoint, or the boundary after an upgrade, a second after the start
            boolean first = trusted.latest().map(c -> !c.boundary()).orElse(true);
            scheduler.scheduleWithFixedDelay(() -> run(trusted.latest().isEmpty() ? "first-start"
                            : !trusted.latest().get().boundary() ? "event-signatures" : "interval"),
                    first ? 1_000 : interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public Optional<Checkpoint> latest() {
        return trusted.latest();
    }

    @Override
    public Optional<Checkpoint.Head> head(String game) {
        return trusted.head(game);
    }

    @Override
    public Optional<Map<String, Long>> unsignedUpTo() {
        return trusted.unsignedUpTo();
    }

    public SigningKey key() {
        return key;
    }

    /** Signs a checkpoint now, even when nothing changed since the last one. */
    public Checkpoint checkpointNow() {
        if (!lease.hold()) {
            throw new HeldElsewhere(lease.holder());
        }
        return checkpoint("on-demand", true);
    }

    /** Another node holds the lease of the checkpoints: it signs them, this one does not. */
    public static final class HeldElsewhere extends RuntimeException {
        private final String holder;

        HeldElsewhere(String holder) {
            super("the node " + holder + " signs the checkpoints now (adjudicator.integrity.lease); ask it, or again once its lease has run out");
            this.holder = holder;
        }

        public String holder() {
            return holder;
        }
    }

    /**
     * The heads document: every game's verified head now, signed as a checkpoint is (reason
     * {@code heads}, number 0, naming the latest checkpoint as its predecessor), kept nowhere by the server. A federation
     * archives or publishes it apart from the server and the key; {@code verify --against} compares a
     * store with it, which finds what nothing else can: a store rewritten by someone who also holds
     * the key, or events deleted after the latest checkpoint.
     */
    public synchronized Checkpoint headsNow() {
        return build("heads", true, false);
    }

    private void run(String reason) {
        try {
            if (!lease.hold()) {
                return; // another node signs them
            }
            checkpoint(reason, false);
        } catch (RuntimeException e) {
            if (closed) {
                log.debug("checkpoint ({}) given up: the server is stopping", reason);
            } else {
                log.error("checkpoint ({}) failed; the next one will retry", reason, e);
            }
        }
    }

    /**
     * Signs a checkpoint of every game's verified head, unless ({@code always} false) nothing changed.
     * The first since events are signed one by one is the boundary: it verifies every game and names,
     * for each, the last event stored without a signature, which every later checkpoint carries on.
     */
    synchronized Checkpoint checkpoint(String reason, boolean always) {
        return build(reason, always, true);
    }

    private Checkpoint build(String reason, boolean always, boolean keep) {
        if (keys.size() > 1) {
            // another node may have signed since: the chain goes on from the newest
            newestTrusted().ifPresent(c -> trusted = SignedHeads.of(c));
        }
        String issuedAt = DateTimeUtils.formatInstant(Instant.now());
        Checkpoint latest = trusted.latest().orElse(null);
        boolean boundary = latest == null || !latest.boundary();
        Map<String, Long> unsignedUpTo = boundary ? new TreeMap<>() : latest.unsignedUpTo();
        Map<String, Checkpoint.Head> before = latest == null ? Map.of() : latest.byGame();
        Map<String, Checkpoint.Head> heads = new TreeMap<>(before); // a game gone from the store keeps its signed head
        try (Stream<StoredEvent> lasts = stored.heads()) {
            for (StoredEvent last : (Iterable<StoredEvent>) lasts::iterator) {
                if (closed) {
                    throw new IllegalStateException("the server is stopping");
                }
                Checkpoint.Head signed = before.get(last.game());
                if (!boundary && signed != null && signed.seq() == last.seq()
                        && (last.hash() == null || last.hash().equals(signed.hash()))) {
                    continue; // unchanged since it was signed; reads compare it with the signed head
                }
                try {
                    Verification v = verifier.check(last.game(), last.seq());
                    if (boundary && v.unsignedUpTo() >= 0) {
                        unsignedUpTo.put(last.game(), v.unsignedUpTo());
                    }
                    heads.put(last.game(), new Checkpoint.Head(last.game(), v.events() - 1, v.head(),
                            signed != null ? signed.since() : issuedAt));
                } catch (RecordFailsVerificationException e) {
                    // not signed as it is now: the last signed head, if any, stays
                }
            }
        }
        if (!always && !boundary && same(heads, before)) {
            return latest;
        }
        // a heads document is number 0 (never taken for a checkpoint), naming the latest checkpoint it follows
        long number = !keep ? 0 : latest == null ? 1 : latest.number() + 1;
        Checkpoint next = Checkpoint.sign(number, issuedAt, reason, latest == null ? null : latest.hash(), key.publicKey(),
                key.privateKey(), new ArrayList<>(heads.values()), unsignedUpTo);
        if (!keep) {
            return next;
        }
        for (CheckpointStore store : stores) {
            store.save(next);
        }
        trusted = SignedHeads.of(next);
        log.info("Checkpoint {} ({}) signed: {} games", next.number(), reason, next.heads().size());
        return next;
    }

    private static boolean same(Map<String, Checkpoint.Head> a, Map<String, Checkpoint.Head> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (Checkpoint.Head h : a.values()) {
            Checkpoint.Head o = b.get(h.game());
            if (o == null || o.seq() != h.seq() || !o.hash().equals(h.hash())) {
                return false;
            }
        }
        return true;
    }

    /** The newest checkpoint kept anywhere whose signature verifies with the server's key. */
    private Optional<Checkpoint> newestTrusted() {
        return new TrustedCheckpoints(stores, keys).newest();
    }

    /**
     * Every checkpoint kept in each place, checked: its signature with the server's key, and its link
     * to the one before it. What {@code verify} and {@code GET /api/admin/integrity} report.
     */
    @Override
    public List<String> checkpointProblems() {
        return new TrustedCheckpoints(stores, keys).problems();
    }

    /** Stops signing, and waits (a few seconds at most) for a checkpoint under way to give up, before the store closes. */
    @Override
    public void close() {
        closed = true;
        scheduler.shutdownNow();
        try {
            scheduler.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
