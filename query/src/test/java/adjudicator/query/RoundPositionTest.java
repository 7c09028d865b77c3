package adjudicator.query;

import adjudicator.command.api.GameRuleException;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.zip.CRC32C;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A follower's position in a round (the SSE id of a round's stream on MongoDB): what it says, its size, what it refuses. */
class RoundPositionTest {

    private static List<String> games(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(UUID.nameUUIDFromBytes(("game " + i).getBytes(StandardCharsets.UTF_8)).toString());
        }
        return out;
    }

    @Test
    void eachGameResumesAfterTheLastSeqItWasSent() {
        List<String> games = games(5);
        Map<String, Long> written = new LinkedHashMap<>();
        written.put(games.get(0), 0L);
        written.put(games.get(1), 127L);
        written.put(games.get(2), 128L);
        written.put(games.get(3), Long.MAX_VALUE);
        written.put(games.get(4), -1L); // nothing sent: left out
        RoundPosition position = RoundPosition.parse(RoundPosition.of(written));
        assertThat(position.size()).isEqualTo(4);
        Map<String, Long> resumed = position.resume(games);
        assertThat(resumed).containsEntry(games.get(0), 0L).containsEntry(games.get(1), 127L)
                .containsEntry(games.get(2), 128L).containsEntry(games.get(3), Long.MAX_VALUE).containsEntry(games.get(4), -1L);
    }

    @Test
    void aGameAddedSinceStartsFromItsFirstEventAndOneNoLongerInTheRoundIsIgnored() {
        List<String> games = games(3);
        String text = RoundPosition.of(Map.of(games.get(0), 12L, games.get(1), 30L));
        Map<String, Long> resumed = RoundPosition.parse(text).resume(List.of(games.get(0), games.get(2)));
        assertThat(resumed).containsOnlyKeys(games.get(0), games.get(2))
                .containsEntry(games.get(0), 12L).containsEntry(games.get(2), -1L);
    }

    @Test
    void aRoundOfNGamesOfFewerThan16384EventsTakesAtMost8NPlus3Characters() {
        for (int n : new int[] {1, 10, 500, 1000}) {
            Map<String, Long> written = new HashMap<>();
            games(n).forEach(g -> written.put(g, 16_383L));
            String text = RoundPosition.of(written);
            assertThat(text).startsWith("r1.").hasSizeLessThanOrEqualTo(8 * n + 3).matches("r1\\.[A-Za-z0-9_-]*");
            assertThat(RoundPosition.parse(text).resume(written.keySet())).isEqualTo(written);
        }
        assertThat(RoundPosition.of(Map.of())).isEqualTo("r1.");
        assertThat(RoundPosition.parse("r1.").resume(games(2))).containsOnly(
                Map.entry(games(2).get(0), -1L), Map.entry(games(2).get(1), -1L));
    }

    /** Two games whose ids share their four bytes: neither is resumed later than the position allows for either. */
    @Test
    void gamesSharingTheirFourBytesAreResumedFromTheEarliestSeqOrTheirFirstEvent() {
        String[] pair = collidingPair();
        Map<String, Long> bothSent = new HashMap<>(Map.of(pair[0], 5L, pair[1], 9L));
        assertThat(RoundPosition.parse(RoundPosition.of(bothSent)).resume(List.of(pair)))
                .containsEntry(pair[0], 5L).containsEntry(pair[1], 5L);
        // one of them new to the follower: both from their first event
        assertThat(RoundPosition.parse(RoundPosition.of(Map.of(pair[0], 5L))).resume(List.of(pair)))
                .containsEntry(pair[0], -1L).containsEntry(pair[1], -1L);
        // the other no longer in the round: the earliest of the two
        assertThat(RoundPosition.parse(RoundPosition.of(bothSent)).resume(List.of(pair[1]))).containsEntry(pair[1], 5L);
    }

    /** Two game ids (name-based UUIDs) with one CRC-32C, found once by a birthday search. */
    private static String[] collidingPair() {
        String[] pair = {"cc4683ab-1a1d-3c19-a9d7-d294a50036c6", "627136a7-5c70-35fc-891f-c20e39c6f98c"};
        long[] crcs = new long[2];
        for (int i = 0; i < 2; i++) {
            CRC32C crc = new CRC32C();
            crc.update(pair[i].getBytes(StandardCharsets.UTF_8));
            crcs[i] = crc.getValue();
        }
        assertThat(crcs[0]).as("the pair's CRC-32C").isEqualTo(crcs[1]);
        return pair;
    }

    @Test
    void aMalformedPositionIsRefusedAsMalformed() {
        byte[] ten = {1, 2, 3, 4, (byte) 0x81, (byte) 0x81, (byte) 0x81, (byte) 0x81, (byte) 0x81, (byte) 0x81, (byte) 0x81,
                (byte) 0x81, (byte) 0x81, 1};
        for (String text : List.of("r2.AAAA", "x", "r1.A", "r1.!!!!", "r1.AAAAAA==", "r1." + b64(1, 2, 3, 4),
                "r1." + b64(1, 2, 3, 4, 0x80), "r1." + b64(ten), "r1." + b64(1, 2, 3, 4, 5, 1, 2))) {
            assertThatThrownBy(() -> RoundPosition.parse(text)).as(text).isInstanceOf(GameRuleException.class)
                    .hasMessageContaining("Last-Event-ID must be a global index or a position in the round");
        }
        // a long one is quoted in part
        assertThatThrownBy(() -> RoundPosition.parse("r1.*" + "A".repeat(5000))).hasMessageContaining("…")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300));
    }

    private static String b64(int... bytes) {
        byte[] b = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            b[i] = (byte) bytes[i];
        }
        return b64(b);
    }

    private static String b64(byte[] bytes) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
