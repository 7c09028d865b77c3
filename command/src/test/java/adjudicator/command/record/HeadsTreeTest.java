package adjudicator.command.record;

import org.junit.jupiter.api.Test;

import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The Merkle tree over a checkpoint's heads (RFC 6962 2.1): each head proven against the signed root alone. */
class HeadsTreeTest {

    private static List<Checkpoint.Head> heads(int n) {
        List<Checkpoint.Head> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Checkpoint.Head("game-" + (char) ('a' + i), i * 3L, String.format("%064x", i), "2026-12-02T10:00:00.000Z",
                    i % 4 == 0 ? (long) i : null));
        }
        return out;
    }

    @Test
    void everyHeadOfTreesOfEverySizeUpToFortyIsProvenAgainstTheRootAlone() {
        for (int n = 1; n <= 40; n++) {
            List<Checkpoint.Head> heads = heads(n);
            String root = HeadsTree.root(heads);
            for (int i = 0; i < n; i++) {
                HeadsTree.Proof proof = HeadsTree.proof(heads, i);
                assertThat(HeadsTree.includes(root, heads.get(i), proof)).as("head %d of %d", i, n).isTrue();
                // another head at that place, or the head at another place, is not
                Checkpoint.Head other = heads.get((i + 1) % n);
                if (n > 1) {
                    assertThat(HeadsTree.includes(root, other, proof)).as("another head at %d of %d", i, n).isFalse();
                    assertThat(HeadsTree.includes(root, heads.get(i), new HeadsTree.Proof((i + 1) % n, n, proof.path()))).isFalse();
                }
            }
        }
    }

    @Test
    void aHeadChangedInAnyFieldIsNotInTheTree() {
        List<Checkpoint.Head> heads = heads(7);
        String root = HeadsTree.root(heads);
        HeadsTree.Proof proof = HeadsTree.proof(heads, 4);
        Checkpoint.Head h = heads.get(4);
        assertThat(HeadsTree.includes(root, new Checkpoint.Head(h.game(), h.seq() - 1, h.hash(), h.since(), h.unsignedUpTo()), proof)).isFalse();
        assertThat(HeadsTree.includes(root, new Checkpoint.Head(h.game(), h.seq(), h.hash(), h.since(), null), proof))
                .as("what may lack a signature is proven with the head").isFalse();
        assertThat(HeadsTree.includes(root, new Checkpoint.Head("game-z", h.seq(), h.hash(), h.since(), h.unsignedUpTo()), proof)).isFalse();
        List<String> cut = proof.path().subList(0, proof.path().size() - 1);
        assertThat(HeadsTree.includes(root, h, new HeadsTree.Proof(4, 7, cut))).as("a path cut short").isFalse();
    }

    @Test
    void aBoundaryCheckpointSignsTheRootAndAnyHeadListNotGivingItFails() throws Exception {
        KeyPair key = CheckpointTest.key();
        List<Checkpoint.Head> heads = heads(5);
        Checkpoint c = Checkpoint.sign(2, "2026-12-02T10:00:00.000Z", "event-signatures", null, key.getPublic(), key.getPrivate(),
                heads.stream().map(h -> new Checkpoint.Head(h.game(), h.seq(), h.hash(), h.since())).toList(),
                Map.of("game-a", 0L, "game-e", 4L));
        assertThat(c.headsRoot()).isEqualTo(HeadsTree.root(c.heads()));
        assertThat(c.unsignedUpTo()).containsExactlyInAnyOrderEntriesOf(Map.of("game-a", 0L, "game-e", 4L));
        assertThat(c.signedBy(key.getPublic())).isTrue();
        Checkpoint back = Checkpoint.fromJson(c.toJson());
        assertThat(back.signedBy(key.getPublic())).as("through its JSON").isTrue();
        assertThat(back.withHeads(null).signedBy(key.getPublic())).as("without its list: the root alone is signed").isTrue();
        List<Checkpoint.Head> dropped = new ArrayList<>(c.heads());
        dropped.remove(2);
        assertThat(back.withHeads(dropped).signedBy(key.getPublic())).as("a list with a head dropped").isFalse();
    }
}
