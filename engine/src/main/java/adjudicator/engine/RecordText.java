package adjudicator.engine;

/**
 * What a text of the record (a player's name, an event, a reason, a statement) may hold: every
 * character a person can see, in any script, and nothing that makes the text read otherwise than it
 * is stored or hides in it. Refused, each named by {@link #unfitCharacter}:
 * <ul>
 * <li>control characters (C0, DEL, C1: a NUL once reached a PGN);</li>
 * <li>the bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which
 * reorder what is shown;</li>
 * <li>invisible format characters that make two names that look alike differ, or split a word where
 * nothing shows: the zero-width space U+200B, the word joiner U+2060 and the invisible operators
 * U+2061 to U+2064, the zero-width no-break space U+FEFF (a byte-order mark; at the start of an
 * uploaded file it is the file's, removed by {@link #withoutByteOrderMark}), the soft hyphen U+00AD;</li>
 * <li>the zero-width non-joiner and joiner (U+200C, U+200D) anywhere but between two letters or
 * marks, where Persian and the Indic scripts need them;</li>
 * <li>lone surrogates (no character at all).</li>
 * </ul>
 */
public final class RecordText {

    private RecordText() {
    }

    /** The first character of {@code text} that a record's text may not hold, named; null when there is none. */
    public static String unfitCharacter(String text) {
        int at = unfitIndex(text);
        return at < 0 ? null : describe(text, at);
    }

    /** The index of the first character of {@code text} that a record's text may not hold; -1 when there is none. */
    public static int unfitIndex(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
                return i;
            }
            if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)) {
                return i;
            }
            if (c == 0x200B || (c >= 0x2060 && c <= 0x2064) || c == 0xFEFF || c == 0x00AD) {
                return i;
            }
            if ((c == 0x200C || c == 0x200D) && !(i > 0 && joinable(text.codePointBefore(i))
                    && i + 1 < text.length() && joinable(text.codePointAt(i + 1)))) {
                return i;
            }
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }

    /** The character at {@code i} of {@code text}, named as a refusal names it. */
    public static String describe(String text, int i) {
        char c = text.charAt(i);
        if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
            return String.format("the control character U+%04X", (int) c);
        }
        if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)) {
            return String.format("the bidirectional formatting character U+%04X", (int) c);
        }
        if (c == 0x200C || c == 0x200D) {
            return String.format("the invisible format character U+%04X (%s) outside a word", (int) c,
                    c == 0x200C ? "zero-width non-joiner" : "zero-width joiner");
        }
        if (Character.isSurrogate(c)) {
            return String.format("a lone surrogate U+%04X", (int) c);
        }
        return String.format("the invisible format character U+%04X (%s)", (int) c, switch (c) {
            case 0x200B -> "zero-width space";
            case 0x2060 -> "word joiner";
            case 0xFEFF -> "zero-width no-break space";
            case 0x00AD -> "soft hyphen";
            default -> "invisible operator";
        });
    }

    /** An uploaded file's text without the byte-order mark it may start with (the file's, not its content's). */
    public static String withoutByteOrderMark(String text) {
        return !text.isEmpty() && text.charAt(0) == 0xFEFF ? text.substring(1) : text;
    }

    private static boolean joinable(int codePoint) {
        int type = Character.getType(codePoint);
        return Character.isLetter(codePoint) || type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK;
    }
}
