package adjudicator.command.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.erdtman.jcs.JsonCanonicalizer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The canonical form written from the parsed tree is the reference library's RFC 8785 form
 * ({@code org.erdtman.jcs.JsonCanonicalizer}, the oracle here), on hand-picked and on random
 * documents: nested objects, arrays, member names that sort differently by UTF-16 code units than by
 * code points, escapes, control characters, non-ASCII text, integers and fractions.
 */
class CanonicalJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static void assertSameAsTheLibrary(String json) throws Exception {
        assertThat(CanonicalJson.of(JSON.readTree(json))).as(json).isEqualTo(new JsonCanonicalizer(json).getEncodedString());
    }

    @Test
    void handPickedDocumentsCanonicalizeAsTheLibraryDoes() throws Exception {
        assertSameAsTheLibrary("{\"b\": 1, \"a\": [true, false, null, {\"z\": \"x\", \"y\": -0.5}], \"c\": {}}");
        assertSameAsTheLibrary("{\"\\u20ac\": 1, \"\\ud83d\\ude00\": 2, \"\\ufb33\": 3, \"a\": \"\\u0000\\u001f\\\"\\\\\\b\\f\\n\\r\\t/\"}");
        assertSameAsTheLibrary("{\"numbers\": [0, -1, 9007199254740992, 1.5, 1e21, 1e-7, 0.1, 123456789.125, -0.0]}");
        assertSameAsTheLibrary("{\"text\": \"Ферзь на h5, \\u00e9\\u00e8 \\u2028 \\u2029 \\u007f\"}");
        assertSameAsTheLibrary("[]");
    }

    @Test
    void randomDocumentsCanonicalizeAsTheLibraryDoes() throws Exception {
        Random random = new Random(19);
        for (int i = 0; i < 2_000; i++) {
            java.util.Map<String, Object> document = new java.util.HashMap<>(); // the library takes an object or an array
            document.put("v", randomValue(random, 0));
            assertSameAsTheLibrary(JSON.writeValueAsString(document));
        }
    }

    private static Object randomValue(Random r, int depth) {
        int kind = depth > 3 ? r.nextInt(4) : r.nextInt(6);
        return switch (kind) {
            case 0 -> randomText(r);
            case 1 -> r.nextBoolean() ? (Object) (long) (r.nextGaussian() * 1e6) : (Object) (r.nextInt(2000000) / 64.0);
            case 2 -> r.nextBoolean();
            case 3 -> null;
            case 4 -> {
                java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
                for (int k = r.nextInt(5); k > 0; k--) {
                    m.put(randomText(r), randomValue(r, depth + 1));
                }
                yield m;
            }
            default -> {
                List<Object> l = new ArrayList<>();
                for (int k = r.nextInt(5); k > 0; k--) {
                    l.add(randomValue(r, depth + 1));
                }
                yield l;
            }
        };
    }

    private static String randomText(Random r) {
        String alphabet = "abcABC019 \"\\/\n\t\u0001\u001fé€Ж\u2028\uFB33\uD83D\uDE00";
        StringBuilder s = new StringBuilder();
        for (int k = r.nextInt(8); k > 0; k--) {
            int at = r.nextInt(alphabet.length());
            char c = alphabet.charAt(at);
            if (Character.isHighSurrogate(c) && at + 1 < alphabet.length()) {
                s.append(c).append(alphabet.charAt(at + 1));
            } else if (!Character.isSurrogate(c)) {
                s.append(c);
            }
        }
        return s.toString();
    }
}
