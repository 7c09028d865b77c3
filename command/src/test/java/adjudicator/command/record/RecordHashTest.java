package adjudicator.command.record;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hash's canonical form (RFC 8785) and value, against vectors computed outside this code
 * (Python: {@code json.dumps(obj, sort_keys=True, separators=(',', ':'))}, then {@code hashlib.sha256}),
 * which is the RFC 8785 form for these values (ASCII strings, integers).
 */
class RecordHashTest {

    private static final String PAYLOAD =
            "{\"gameId\":\"g1\",\"at\":\"2026-03-01T10:00:00Z\",\"uci\":\"e2e4\",\"actor\":\"WHITE\",\"clockMs\":5400000}";

    static StoredEvent event(long seq, String revision, RecordedBy by) {
        return new StoredEvent("g1", seq, "adjudicator.command.api.MoveMade", revision, PAYLOAD, "2026-03-01T10:00:00.123Z",
                by, null, null);
    }

    @Test
    void theCanonicalFormSortsKeysAndDropsWhitespace() {
        String canonical = new String(RecordHash.canonical(event(3, "1", new RecordedBy("arbiter-1", "ARBITER")), "ab".repeat(32)),
                StandardCharsets.UTF_8);
        assertThat(canonical).isEqualTo("{\"at\":\"2026-03-01T10:00:00Z\",\"game\":\"g1\",\"payload\":{\"actor\":\"WHITE\","
                + "\"at\":\"2026-03-01T10:00:00Z\",\"clockMs\":5400000,\"gameId\":\"g1\",\"uci\":\"e2e4\"},\"previousHash\":\""
                + "ab".repeat(32) + "\",\"recordedAt\":\"2026-03-01T10:00:00.123Z\",\"recordedBy\":{\"name\":\"arbiter-1\","
                + "\"role\":\"ARBITER\"},\"revision\":\"1\",\"seq\":3,\"type\":\"adjudicator.command.api.MoveMade\"}");
    }

    @Test
    void theHashIsSha256OfTheCanonicalForm() {
        assertThat(RecordHash.of(event(3, "1", new RecordedBy("arbiter-1", "ARBITER")), "ab".repeat(32)))
                .isEqualTo("d9bf581a5c9192136dca254ce76d9b2158e0782bf164b6d71642a034a8cf5aa4");
        assertThat(RecordHash.of(event(0, null, null), null))
                .isEqualTo("0e20bc6751e2567a005f5d8e803f0aada05bdc088b73dfcd5595268f7a5904b5");
    }

    @Test
    void theStoredPayloadsFormattingDoesNotMatterItsContentDoes() {
        StoredEvent spaced = new StoredEvent("g1", 0, "adjudicator.command.api.MoveMade", null,
                "{ \"uci\" : \"e2e4\", \"gameId\":\"g1\", \"at\":\"2026-03-01T10:00:00Z\",\n \"actor\":\"WHITE\", \"clockMs\": 5400000 }",
                "2026-03-01T10:00:00.123Z", null, null, null);
        assertThat(RecordHash.of(spaced, null)).isEqualTo(RecordHash.of(event(0, null, null), null));
        StoredEvent altered = new StoredEvent("g1", 0, "adjudicator.command.api.MoveMade", null, PAYLOAD.replace("e2e4", "e2e3"),
                "2026-03-01T10:00:00.123Z", null, null, null);
        assertThat(RecordHash.of(altered, null)).isNotEqualTo(RecordHash.of(event(0, null, null), null));
    }

    @Test
    void theHashAndAccountComeFromTheStoredMetadata() {
        StoredEvent e = StoredEvent.of("g1", 1, "T", "1", PAYLOAD, "2026-03-01T10:00:00.123Z",
                "{\"recordedBy\":\"dev-3\",\"recordedByRole\":\"DEVICE\",\"recordHash\":\"h1\",\"previousHash\":\"h0\",\"traceId\":\"x\"}");
        assertThat(e.recordedBy()).isEqualTo(new RecordedBy("dev-3", "DEVICE"));
        assertThat(e.hash()).isEqualTo("h1");
        assertThat(e.previousHash()).isEqualTo("h0");
        assertThat(StoredEvent.of("g1", 1, "T", "1", PAYLOAD, "x", Map.of()).hash()).isNull();
    }
}
