package adjudicator.query;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Message;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * A follower's position in a round's live stream where the store has no global order (MongoDB): for each game of the
 * round, the last {@code seq} it has been sent. It travels as the stream's SSE id, so that a client reconnecting with
 * {@code Last-Event-ID}, to any node, resumes each game after its last event seen.
 *
 * <p>As text: {@code r1.} then, base64url without padding, for each game four bytes (big-endian) of the CRC-32C of its
 * id (UTF-8) and its seq as an unsigned LEB128 varint: 5 bytes a game for a seq below 128, 6 below 16,384, 7 below
 * 2,097,152, so at most {@code 3 + ceil(4 × 6n / 3)} characters, 8n + 3, for a round of {@code n} games of fewer than
 * 16,384 events each. A game absent from the position has been sent nothing. Two games whose ids share the four
 * bytes are told apart by neither: each is then resumed from the earliest seq the position gives for them, or from
 * its first event (the follower may get an event again, never misses one).
 */
public final class RoundPosition {

    /** The text's version prefix. */
    static final String PREFIX = "r1.";
    /** A varint of a seq (non-negative long) has at most 9 bytes. */
    private static final int MAX_VARINT = 9;

    /** The last seqs sent, by the four bytes of their game's id. */
    private final Map<Integer, List<Long>> seqs;

    private RoundPosition(Map<Integer, List<Long>> seqs) {
        this.seqs = seqs;
    }

    /** The position as text, from the last seq sent of each game; a negative seq (nothing sent) is left out. */
    public static String of(Map<String, Long> written) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(written.size() * 6);
        for (Map.Entry<String, Long> e : written.entrySet()) {
            long seq = e.getValue();
            if (seq < 0) {
                continue;
            }
            int hash = hash(e.getKey());
            bytes.write(hash >>> 24);
            bytes.write(hash >>> 16);
            bytes.write(hash >>> 8);
            bytes.write(hash);
            while ((seq & ~0x7FL) != 0) {
                bytes.write((int) (seq & 0x7F) | 0x80);
                seq >>>= 7;
            }
            bytes.write((int) seq);
        }
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes.toByteArray());
    }

    /** Whether {@code text} claims to be a position (its prefix), as opposed to a global index. */
    public static boolean claims(String text) {
        return text.startsWith(PREFIX);
    }

    /** The position a text gives; a malformed one is a 400 ({@code refusal.query.roundPosition}). */
    public static RoundPosition parse(String text) {
        if (!claims(text)) {
            throw malformed(text);
        }
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(text.substring(PREFIX.length()));
        } catch (IllegalArgumentException e) {
            throw malformed(text);
        }
        Map<Integer, List<Long>> seqs = new HashMap<>();
        int i = 0;
        while (i < bytes.length) {
            if (bytes.length - i < 5) {
                throw malformed(text);
            }
            int hash = (bytes[i] & 0xFF) << 24 | (bytes[i + 1] & 0xFF) << 16 | (bytes[i + 2] & 0xFF) << 8 | (bytes[i + 3] & 0xFF);
            i += 4;
            long seq = 0;
            int shift = 0;
            while (true) {
                if (i >= bytes.length || shift >= 7 * MAX_VARINT) {
                    throw malformed(text);
                }
                int b = bytes[i++] & 0xFF;
                seq |= (long) (b & 0x7F) << shift;
                shift += 7;
                if ((b & 0x80) == 0) {
                    break;
                }
            }
            if (seq < 0) {
                throw malformed(text); // beyond a long's range
            }
            seqs.computeIfAbsent(hash, h -> new ArrayList<>(1)).add(seq);
        }
        return new RoundPosition(seqs);
    }

    /**
     * For each of the round's {@code games}, the last seq the follower was sent, -1 for one it was sent nothing of (a
     * game added to the round since, or one whose four bytes another game of the round or of the position shares
     * without the position telling them apart). A game of the position no longer in the round is ignored.
     */
    public Map<String, Long> resume(Collection<String> games) {
        Map<Integer, List<String>> byHash = new HashMap<>();
        for (String game : games) {
            byHash.computeIfAbsent(hash(game), h -> new ArrayList<>(1)).add(game);
        }
        Map<String, Long> out = new HashMap<>();
        byHash.forEach((hash, sharing) -> {
            List<Long> known = seqs.getOrDefault(hash, List.of());
            long seq;
            if (known.size() < sharing.size()) {
                seq = -1; // none, or fewer than the games: one of them may be new to the follower
            } else {
                seq = known.stream().mapToLong(Long::longValue).min().orElseThrow();
            }
            sharing.forEach(g -> out.put(g, seq));
        });
        return out;
    }

    /** How many games' seqs the position holds. */
    public int size() {
        return seqs.values().stream().mapToInt(List::size).sum();
    }

    private static int hash(String gameId) {
        CRC32C crc = new CRC32C();
        crc.update(gameId.getBytes(StandardCharsets.UTF_8));
        return (int) crc.getValue();
    }

    /** A 400: {@code text} is neither a global index nor a position. */
    static GameRuleException malformed(String text) {
        String shown = text.length() > 80 ? text.substring(0, 80) + "…" : text;
        return GameRuleException.malformed(Message.of("refusal.query.roundPosition", shown));
    }
}
