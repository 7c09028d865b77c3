package adjudicator.engine.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** No input makes the reader throw anything but a {@link PgnException} (or loop forever). */
class PgnFuzzTest {

    private static final String ALPHABET = "[]{}()$;%*!?.-+#=/\\\"\n\r\t 0123456789abcdefghKQRBNOxКрФЛСх:";

    @Test
    void garbageTruncationsAndMutationsOnlyEverGivePgnExceptions() {
        Random rnd = new Random(20240229L);
        String base = PgnReaderTest.LICHESS + "\n" + "[Event \"2\"]\n\n1. d4 (1. e4 {x} (1. c4)) d5 ; c\n*\n";
        int errors = 0;
        int games = 0;
        for (int i = 0; i < 3000; i++) {
            String text = switch (i % 4) {
                case 0 -> base.substring(0, rnd.nextInt(base.length() + 1));
                case 1 -> mutate(base, rnd);
                case 2 -> garbage(rnd, rnd.nextInt(200));
                default -> base.substring(rnd.nextInt(base.length())) + garbage(rnd, 5);
            };
            PgnReader r = new PgnReader(text);
            for (int n = 0; n < 50; n++) { // each call advances, so a few calls read everything
                try {
                    if (r.next() == null) {
                        break;
                    }
                    games++;
                } catch (PgnException e) {
                    errors++;
                    assertThat(e.getMessage()).as(text).startsWith("line ").doesNotContain("internal error");
                    assertThat(e.line()).isPositive();
                    assertThat(e.column()).isPositive();
                }
            }
        }
        // both outcomes happen: the generator is not trivially all-bad or all-good
        assertThat(errors).isGreaterThan(500);
        assertThat(games).isGreaterThan(500);
    }

    private static String mutate(String s, Random rnd) {
        StringBuilder sb = new StringBuilder(s);
        int edits = 1 + rnd.nextInt(4);
        for (int k = 0; k < edits && sb.length() > 0; k++) {
            int at = rnd.nextInt(sb.length());
            switch (rnd.nextInt(3)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
                default -> sb.setCharAt(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
            }
        }
        return sb.toString();
    }

    private static String garbage(Random rnd, int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int k = 0; k < n; k++) {
            sb.append(rnd.nextInt(10) == 0 ? (char) rnd.nextInt(0x500) : ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }
}
