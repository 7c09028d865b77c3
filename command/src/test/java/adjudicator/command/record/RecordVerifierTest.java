package adjudicator.command.record;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Verification of a game's chain as stored: each way of tampering with the events is found, at its event. */
@Tag("reliability")
class RecordVerifierTest {

    /** A store of events as stored, to tamper with. */
    static final class Store extends InMemoryStoredEvents {
        /** Appends an event sealed as the chain seals it. */
        void seal(String game, String payload) {
            StoredEvent before = last(game).orElse(null);
            long seq = before == null ? 0 : before.seq() + 1;
            StoredEvent e = new StoredEvent(game, seq, "T", "1", payload, "2026-03-01T10:00:0" + seq + ".000Z",
                    new RecordedBy("arb", "ARBITER"), null, null);
            String previous = before == null ? null : before.hash();
            events.add(withHashes(e, RecordHash.of(e, previous), previous));
        }

        void replace(int index, StoredEvent e) {
            events.set(index, e);
        }
    }

    static StoredEvent withHashes(StoredEvent e, String hash, String previous) {
        return new StoredEvent(e.game(), e.seq(), e.type(), e.revision(), e.payload(), e.recordedAt(), e.recordedBy(), hash, previous);
    }

    static StoredEvent withPayload(StoredEvent e, String payload) {
        return new StoredEvent(e.game(), e.seq(), e.type(), e.revision(), payload, e.recordedAt(), e.recordedBy(), e.hash(), e.previousHash());
    }

    static StoredEvent withSeq(StoredEvent e, long seq) {
        return new StoredEvent(e.game(), seq, e.type(), e.revision(), e.payload(), e.recordedAt(), e.recordedBy(), e.hash(), e.previousHash());
    }

    private Store store;
    private RecordVerifier verifier;

    @BeforeEach
    void fiveEvents() {
        store = new Store();
        for (int i = 0; i < 5; i++) {
            store.seal("g", "{\"at\":\"2026-03-01T10:00:0" + i + "Z\",\"n\":" + i + ",\"result\":\"0-1\"}");
        }
        verifier = new RecordVerifier(store, EventSignature.Keys.NONE);
    }

    @Test
    void aSealedGameIsSound() {
        Verification v = verifier.verify("g");
        assertThat(v.status()).isEqualTo(Verification.Status.SOUND);
        assertThat(v.events()).isEqualTo(5);
        assertThat(v.head()).isEqualTo(store.events.get(4).hash());
        assertThat(v.protectedFrom()).isEqualTo("2026-03-01T10:00:00.000Z");
    }

    @Test
    void anEditedPayloadFailsAtItsEvent() {
        store.replace(2, withPayload(store.events.get(2), store.events.get(2).payload().replace("0-1", "1-0")));
        assertFailsAt(2, "content");
    }

    @Test
    void anEditedDeviceTimeFailsAtItsEvent() {
        store.replace(3, withPayload(store.events.get(3), store.events.get(3).payload().replace("10:00:03Z", "10:00:09Z")));
        assertFailsAt(3, "content");
    }

    @Test
    void anEditedRecordingTimeOrAccountFailsAtItsEvent() {
        StoredEvent e = store.events.get(1);
        store.replace(1, new StoredEvent(e.game(), e.seq(), e.type(), e.revision(), e.payload(), "2026-03-01T11:00:00.000Z",
                e.recordedBy(), e.hash(), e.previousHash()));
        assertFailsAt(1, "content");
        fiveEvents();
        e = store.events.get(1);
        store.replace(1, new StoredEvent(e.game(), e.seq(), e.type(), e.revision(), e.payload(), e.recordedAt(),
                new RecordedBy("someone-else", "ADMIN"), e.hash(), e.previousHash()));
        assertFailsAt(1, "content");
    }

    @Test
    void aDeletedEventFailsWhereItIsMissing() {
        store.events.remove(2);
        assertFailsAt(2, "missing");
    }

    @Test
    void twoEventsSwappedFail() {
        StoredEvent two = store.events.get(2);
        StoredEvent three = store.events.get(3);
        store.replace(2, withSeq(three, 2));
        store.replace(3, withSeq(two, 3));
        assertFailsAt(2, "follow");
    }

    @Test
    void anEventReHashedAfterEditingStillBreaksTheLinkToTheNext() {
        StoredEvent edited = withPayload(store.events.get(2), store.events.get(2).payload().replace("0-1", "1-0"));
        store.replace(2, withHashes(edited, RecordHash.of(edited, edited.previousHash()), edited.previousHash()));
        assertFailsAt(3, "follow");
    }

    @Test
    void aGamesEventsCopiedUnderAnotherGameFail() {
        for (StoredEvent e : List.copyOf(store.events)) {
            store.events.add(new StoredEvent("copy", e.seq(), e.type(), e.revision(), e.payload(), e.recordedAt(), e.recordedBy(),
                    e.hash(), e.previousHash()));
        }
        assertThat(verifier.verify("g").status()).isEqualTo(Verification.Status.SOUND);
        Verification copy = verifier.verify("copy");
        assertThat(copy.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(copy.failingSeq()).isEqualTo(0);
    }

    @Test
    void aHashStrippedFromAnEventAfterHashedOnesFails() {
        store.replace(3, withHashes(store.events.get(3), null, null));
        assertFailsAt(3, "no hash");
    }

    @Test
    void aGameStoredBeforeTheChainIsUnprotectedNotFailing() {
        Store legacy = new Store();
        for (int i = 0; i < 3; i++) {
            legacy.events.add(new StoredEvent("old", i, "T", null, "{\"n\":" + i + "}", "2026-01-01T00:00:00.000Z", null, null, null));
        }
        Verification v = new RecordVerifier(legacy, EventSignature.Keys.NONE).verify("old");
        assertThat(v.status()).isEqualTo(Verification.Status.UNPROTECTED);
        assertThat(v.protectedFrom()).isNull();
        // a new event continues the chain computed over the old ones as stored: from it on, they are protected
        StoredEvent next = new StoredEvent("old", 3, "T", null, "{\"n\":3}", "2026-12-01T00:00:00.000Z", null, null, null);
        legacy.events.add(withHashes(next, RecordHash.of(next, v.head()), v.head()));
        Verification after = new RecordVerifier(legacy, EventSignature.Keys.NONE).verify("old");
        assertThat(after.status()).isEqualTo(Verification.Status.SOUND);
        assertThat(after.protectedFrom()).isEqualTo("2026-12-01T00:00:00.000Z");
        legacy.replace(1, new StoredEvent("old", 1, "T", null, "{\"n\":99}", "2026-01-01T00:00:00.000Z", null, null, null));
        Verification edited = new RecordVerifier(legacy, EventSignature.Keys.NONE).verify("old");
        assertThat(edited.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(edited.failingSeq()).isEqualTo(3);
    }

    @Test
    void readsCheckOnlyTheNewEventsAndRefuseAFailingGame() {
        assertThat(verifier.check("g", 4).status()).isEqualTo(Verification.Status.SOUND);
        store.seal("g", "{\"n\":5}");
        assertThat(verifier.check("g", 5).events()).isEqualTo(6);
        store.seal("g", "{\"n\":6}");
        store.replace(6, withPayload(store.events.get(6), "{\"n\":7}"));
        assertThatThrownBy(() -> verifier.check("g", 6)).isInstanceOf(RecordFailsVerificationException.class)
                .hasMessageContaining("event 6");
        assertThat(verifier.failuresSeen()).containsKey("g");
    }

    /** Signed heads as a checkpoint of the game's current head would give them. */
    private SignedHeads signedNow(String... games) throws Exception {
        java.security.KeyPair key = CheckpointTest.key();
        List<Checkpoint.Head> heads = new ArrayList<>();
        for (String game : games) {
            Verification v = new RecordVerifier(store, EventSignature.Keys.NONE).verify(game);
            heads.add(new Checkpoint.Head(game, v.events() - 1, v.head(), "2026-12-01T12:00:00.000Z"));
        }
        Checkpoint c = Checkpoint.sign(1, "2026-12-01T12:00:00.000Z", "on-demand", null, key.getPublic(), key.getPrivate(), heads);
        return SignedHeads.of(c);
    }

    @Test
    void aDeletedTailIsFoundUpToTheSignedCheckpoint() throws Exception {
        verifier.trust(signedNow("g"));
        store.events.remove(4);
        store.events.remove(3);
        assertThat(new RecordVerifier(store, EventSignature.Keys.NONE).verify("g").status()).as("without the checkpoint, a shorter chain is sound")
                .isEqualTo(Verification.Status.SOUND);
        Verification v = verifier.verify("g");
        assertThat(v.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(v.failingSeq()).isEqualTo(3);
        assertThat(v.reason()).contains("events 3 to 4 are missing");
    }

    @Test
    void aDeletedGameIsFoundUpToTheSignedCheckpoint() throws Exception {
        verifier.trust(signedNow("g"));
        store.events.clear();
        assertThatThrownBy(() -> verifier.checkMissing("g")).isInstanceOf(RecordFailsVerificationException.class)
                .hasMessageContaining("missing from the store");
        verifier.checkMissing("never-existed"); // not named by the checkpoint: simply unknown
    }

    @Test
    void aGameRewrittenWithRecomputedHashesDiffersFromTheSignedHead() throws Exception {
        verifier.trust(signedNow("g"));
        Store rewritten = new Store();
        for (int i = 0; i < 5; i++) {
            rewritten.seal("g", "{\"at\":\"2026-03-01T10:00:0" + i + "Z\",\"n\":" + i + ",\"result\":\"1-0\"}");
        }
        store.events.clear();
        store.events.addAll(rewritten.events);
        assertThat(new RecordVerifier(store, EventSignature.Keys.NONE).verify("g").status()).isEqualTo(Verification.Status.SOUND);
        Verification v = verifier.verify("g");
        assertThat(v.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(v.failingSeq()).isEqualTo(4);
        assertThat(v.reason()).contains("signed checkpoint");
    }

    @Test
    void aGameStoredBeforeTheChainIsProtectedFromTheFirstCheckpointThatCoversIt() throws Exception {
        store.events.clear();
        for (int i = 0; i < 3; i++) {
            store.events.add(new StoredEvent("old", i, "T", null, "{\"n\":" + i + "}", "2026-01-01T00:00:00.000Z", null, null, null));
        }
        verifier.trust(signedNow("old"));
        Verification v = verifier.verify("old");
        assertThat(v.status()).isEqualTo(Verification.Status.SOUND);
        assertThat(v.protectedFrom()).isEqualTo("2026-12-01T12:00:00.000Z");
        store.replace(1, new StoredEvent("old", 1, "T", null, "{\"n\":99}", "2026-01-01T00:00:00.000Z", null, null, null));
        Verification edited = verifier.verify("old");
        assertThat(edited.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(edited.failingSeq()).isEqualTo(2);
    }

    // ---- each event signed by the server's key (issue 31) ----

    /** A store whose events are sealed and signed as the server seals them, with {@code key}. */
    private static Store signedStore(java.security.KeyPair key, String game, int n) {
        EventSignature.Signer signer = EventSignature.signer(key.getPublic(), key.getPrivate());
        Store s = new Store();
        for (int i = 0; i < n; i++) {
            s.seal(game, "{\"n\":" + i + "}");
            StoredEvent e = s.events.get(s.events.size() - 1);
            s.replace(s.events.size() - 1, e.withSignature(signer.sign(game, e.seq(), e.hash())));
        }
        return s;
    }

    private static RecordVerifier trusting(Store s, java.security.KeyPair key) {
        return new RecordVerifier(s, EventSignature.keys(List.of(key.getPublic())));
    }

    @Test
    void aGameSignedEventByEventIsSound() throws Exception {
        java.security.KeyPair key = CheckpointTest.key();
        Store s = signedStore(key, "g", 4);
        Verification v = trusting(s, key).verify("g");
        assertThat(v.status()).isEqualTo(Verification.Status.SOUND);
        assertThat(v.signed()).isTrue();
        assertThat(v.unsignedUpTo()).isEqualTo(-1);
    }

    @Test
    void aChainedEventAppendedWithoutTheKeyFailsAtIt() throws Exception {
        java.security.KeyPair key = CheckpointTest.key();
        Store s = signedStore(key, "g", 4);
        s.seal("g", "{\"n\":4,\"result\":\"1-0\"}"); // chained correctly, but no key: no signature
        Verification v = trusting(s, key).verify("g");
        assertThat(v.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(v.failingSeq()).isEqualTo(4);
        assertThat(v.reason()).contains("no signature, though an event before it has one");
    }

    @Test
    void aForgedTailWithSignaturesCopiedFromElsewhereFailsAtItsFirstEvent() throws Exception {
        java.security.KeyPair key = CheckpointTest.key();
        Store s = signedStore(key, "g", 6);
        EventSignature copied = s.events.get(1).signature();
        // events 4 and 5 replaced by forged ones, chained, each with a signature taken from another event
        s.events.remove(5);
        s.events.remove(4);
        s.seal("g", "{\"n\":4,\"forged\":true}");
        s.replace(4, s.events.get(4).withSignature(copied));
        s.seal("g", "{\"n\":5,\"forged\":true}");
        s.replace(5, s.events.get(5).withSignature(copied));
        Verification v = trusting(s, key).verify("g");
        assertThat(v.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(v.failingSeq()).isEqualTo(4);
        assertThat(v.reason()).contains("signature does not verify");
        // an event signed for another game, or another place, does not verify either
        Store other = signedStore(key, "h", 6);
        Store moved = signedStore(key, "g", 5);
        moved.seal("g", "{\"n\":5}");
        moved.replace(5, moved.events.get(5).withSignature(other.events.get(5).signature()));
        assertThat(trusting(moved, key).verify("g").failingSeq()).isEqualTo(5);
    }

    @Test
    void anEventSignedByAnotherKeyFailsNamingBothKeys() throws Exception {
        java.security.KeyPair key = CheckpointTest.key();
        java.security.KeyPair other = java.security.KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        Store s = signedStore(other, "g", 3);
        Verification v = trusting(s, key).verify("g");
        assertThat(v.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(v.failingSeq()).isZero();
        assertThat(v.reason()).contains(Checkpoint.fingerprint(other.getPublic())).contains(Checkpoint.fingerprint(key.getPublic()));
    }

    @Test
    void afterTheBoundaryCheckpointOnlyWhatItNamesMayLackASignature() throws Exception {
        java.security.KeyPair key = CheckpointTest.key();
        // "old": three events stored before events were signed; then the boundary names it up to event 2
        Store s = new Store();
        for (int i = 0; i < 3; i++) {
            s.seal("old", "{\"n\":" + i + "}");
        }
        RecordVerifier v = trusting(s, key);
        Verification old = v.verify("old");
        assertThat(old.status()).isEqualTo(Verification.Status.SOUND);
        assertThat(old.unsignedUpTo()).isEqualTo(2);
        Checkpoint boundary = Checkpoint.sign(1, "2026-12-02T12:00:00.000Z", "event-signatures", null, key.getPublic(),
                key.getPrivate(), List.of(new Checkpoint.Head("old", 2, old.head(), "2026-12-02T12:00:00.000Z")),
                java.util.Map.of("old", 2L));
        assertThat(Checkpoint.fromJson(boundary.toJson()).signedBy(key.getPublic())).as("the boundary survives its JSON").isTrue();
        v.trust(SignedHeads.of(boundary));
        assertThat(v.verify("old").status()).isEqualTo(Verification.Status.SOUND);

        // an event appended to it without the key fails; so does a new game written without the key
        s.seal("old", "{\"n\":3}");
        s.seal("new", "{\"n\":0}");
        Verification appended = v.verify("old");
        assertThat(appended.failingSeq()).isEqualTo(3);
        assertThat(appended.reason()).contains("checkpoint 1");
        assertThat(v.verify("new").failingSeq()).isZero();

        // before the boundary, the same unsigned new game was only chained: sound
        RecordVerifier before = trusting(s, key);
        assertThat(before.verify("new").status()).isEqualTo(Verification.Status.SOUND);
    }

    @Test
    void aGameFoundFailingTakesNothingMore() throws Exception {
        store.replace(2, withPayload(store.events.get(2), store.events.get(2).payload().replace("0-1", "1-0")));
        verifier.refuseIfFailing("g"); // not yet found
        assertThatThrownBy(() -> verifier.recheckAfter("g", new IllegalStateException("an illegal move")))
                .isInstanceOf(RecordFailsVerificationException.class).hasMessageContaining("event 2");
        assertThatThrownBy(() -> verifier.refuseIfFailing("g")).isInstanceOf(RecordFailsVerificationException.class);
        // a fold that fails on a record that verifies is a bug, and stays one
        RecordVerifier sound = new RecordVerifier(signedStore(CheckpointTest.key(), "h", 2), EventSignature.Keys.NONE);
        assertThatThrownBy(() -> sound.recheckAfter("h", new IllegalStateException("a bug")))
                .isInstanceOf(RecordFailsVerificationException.class); // NONE trusts no key: its signatures fail
        java.security.KeyPair key = CheckpointTest.key();
        RecordVerifier trusting = trusting(signedStore(key, "h", 2), key);
        assertThatThrownBy(() -> trusting.recheckAfter("h", new IllegalStateException("a bug")))
                .isInstanceOf(IllegalStateException.class).hasMessage("a bug");
    }

    private void assertFailsAt(long seq, String why) {
        Verification v = verifier.verify("g");
        assertThat(v.status()).isEqualTo(Verification.Status.FAILS);
        assertThat(v.failingSeq()).isEqualTo(seq);
        assertThat(v.reason()).contains(why);
        assertThatThrownBy(() -> new RecordVerifier(store, EventSignature.Keys.NONE).check("g", 4)).isInstanceOf(RecordFailsVerificationException.class);
    }
}
