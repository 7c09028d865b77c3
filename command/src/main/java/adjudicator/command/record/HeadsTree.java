package adjudicator.command.record;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The Merkle tree over a checkpoint's heads (RFC 6962, section 2.1: SHA-256, a leaf hashed with a
 * 0x00 byte before it, an inner node with 0x01, the tree split at the largest power of two below
 * its size), whose root the checkpoint signs in place of the list itself. A bundle then carries, for
 * each game it exports, the game's head and its audit path to the root: a verifier checks that the
 * signed root holds the head without seeing any other game's.
 *
 * <p>A leaf is the RFC 8785 form of {@code {"game", "hash", "seq", "since", "unsignedUpTo"}} (the last
 * where the head has it); the heads are in the checkpoint's order (by game).
 */
public final class HeadsTree {

    private static final HexFormat HEX = HexFormat.of();

    private HeadsTree() {
    }

    /** A head's place in the tree and the hashes that lead from it to the root, nearest first (hexadecimal). */
    public record Proof(int index, int size, List<String> path) {
    }

    /** The root over {@code heads} (hexadecimal); the hash of nothing for none. */
    public static String root(List<Checkpoint.Head> heads) {
        List<byte[]> leaves = leaves(heads);
        return HEX.formatHex(leaves.isEmpty() ? sha256(new byte[0]) : node(leaves, 0, leaves.size()));
    }

    /** The audit path of the head at {@code index} of {@code heads}. */
    public static Proof proof(List<Checkpoint.Head> heads, int index) {
        List<byte[]> leaves = leaves(heads);
        if (index < 0 || index >= leaves.size()) {
            throw new IllegalArgumentException("no head " + index + " among " + leaves.size());
        }
        List<String> path = new ArrayList<>();
        path(leaves, index, 0, leaves.size(), path);
        return new Proof(index, leaves.size(), List.copyOf(path));
    }

    /** Whether {@code head}, at the proof's place, leads by its path to {@code root}. */
    public static boolean includes(String root, Checkpoint.Head head, Proof proof) {
        if (proof.index() < 0 || proof.index() >= proof.size()) {
            return false;
        }
        byte[] hash;
        try {
            hash = walk(leaf(head), proof.index(), proof.size(), proof.path(), proof.path().size() - 1);
        } catch (IllegalArgumentException e) {
            return false;
        }
        return hash != null && HEX.formatHex(hash).equals(root);
    }

    /**
     * The hash of the subtree of {@code size} leaves in which {@code index} is, from its leaf's hash and
     * the path's entries {@code 0..last} (the entry for the top split last).
     */
    private static byte[] walk(byte[] leaf, int index, int size, List<String> path, int last) {
        if (size == 1) {
            return last == -1 ? leaf : null;
        }
        if (last < 0) {
            return null;
        }
        int k = split(size);
        byte[] sibling = HEX.parseHex(path.get(last));
        if (index < k) {
            byte[] left = walk(leaf, index, k, path, last - 1);
            return left == null ? null : inner(left, sibling);
        }
        byte[] right = walk(leaf, index - k, size - k, path, last - 1);
        return right == null ? null : inner(sibling, right);
    }

    private static void path(List<byte[]> leaves, int index, int from, int to, List<String> out) {
        int size = to - from;
        if (size == 1) {
            return;
        }
        int k = split(size);
        if (index < from + k) {
            path(leaves, index, from, from + k, out);
            out.add(HEX.formatHex(node(leaves, from + k, to)));
        } else {
            path(leaves, index, from + k, to, out);
            out.add(HEX.formatHex(node(leaves, from, from + k)));
        }
    }

    private static byte[] node(List<byte[]> leaves, int from, int to) {
        if (to - from == 1) {
            return leaves.get(from);
        }
        int k = split(to - from);
        return inner(node(leaves, from, from + k), node(leaves, from + k, to));
    }

    /** The largest power of two smaller than {@code n} (n at least 2). */
    private static int split(int n) {
        return Integer.highestOneBit(n - 1);
    }

    private static List<byte[]> leaves(List<Checkpoint.Head> heads) {
        List<byte[]> out = new ArrayList<>(heads.size());
        for (Checkpoint.Head h : heads) {
            out.add(leaf(h));
        }
        return out;
    }

    /** A head's leaf hash: SHA-256 of 0x00 and the RFC 8785 form of the head. */
    static byte[] leaf(Checkpoint.Head h) {
        StringBuilder json = new StringBuilder(200);
        com.fasterxml.jackson.databind.node.JsonNodeFactory f = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        json.append("{\"game\":");
        CanonicalJson.write(f.textNode(h.game()), json);
        json.append(",\"hash\":");
        CanonicalJson.write(h.hash() == null ? f.nullNode() : f.textNode(h.hash()), json);
        json.append(",\"seq\":").append(h.seq());
        json.append(",\"since\":");
        CanonicalJson.write(h.since() == null ? f.nullNode() : f.textNode(h.since()), json);
        if (h.unsignedUpTo() != null) {
            json.append(",\"unsignedUpTo\":").append(h.unsignedUpTo());
        }
        json.append('}');
        byte[] body = json.toString().getBytes(StandardCharsets.UTF_8);
        byte[] prefixed = new byte[body.length + 1];
        System.arraycopy(body, 0, prefixed, 1, body.length);
        return sha256(prefixed);
    }

    private static byte[] inner(byte[] left, byte[] right) {
        byte[] both = new byte[1 + left.length + right.length];
        both[0] = 1;
        System.arraycopy(left, 0, both, 1, left.length);
        System.arraycopy(right, 0, both, 1 + left.length, right.length);
        return sha256(both);
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
