package adjudicator.command.record;

import com.fasterxml.jackson.databind.JsonNode;
import org.erdtman.jcs.NumberToJSON;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;

/**
 * RFC 8785 (JSON Canonicalization Scheme) written straight from a parsed tree, without printing and
 * parsing the text again: object members sorted by their names' UTF-16 code units (Java's
 * {@link String#compareTo}), no whitespace, strings escaped as ECMAScript's {@code JSON.stringify}
 * does, numbers in ECMAScript's form (integers up to 2^53 as their digits; any other number through
 * the reference library's {@link NumberToJSON}). {@code CanonicalJsonTest} checks it against the
 * library's own canonicalizer.
 */
public final class CanonicalJson {

    private static final long EXACT = 1L << 53;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private CanonicalJson() {
    }

    static String of(JsonNode node) {
        StringBuilder out = new StringBuilder(512);
        write(node, out);
        return out.toString();
    }

    public static void write(JsonNode node, StringBuilder out) {
        switch (node.getNodeType()) {
            case OBJECT -> {
                List<String> names = new ArrayList<>(node.size());
                for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                    names.add(it.next());
                }
                Collections.sort(names);
                out.append('{');
                for (int i = 0; i < names.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    string(names.get(i), out);
                    out.append(':');
                    write(node.get(names.get(i)), out);
                }
                out.append('}');
            }
            case ARRAY -> {
                out.append('[');
                for (int i = 0; i < node.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    write(node.get(i), out);
                }
                out.append(']');
            }
            case STRING -> string(node.textValue(), out);
            case NUMBER -> number(node, out);
            case BOOLEAN -> out.append(node.booleanValue());
            case NULL, MISSING -> out.append("null");
            default -> throw new IllegalArgumentException("not JSON: " + node.getNodeType());
        }
    }

    private static void number(JsonNode node, StringBuilder out) {
        if (node.isIntegralNumber() && node.canConvertToLong() && Math.abs(node.longValue()) <= EXACT) {
            out.append(node.longValue());
            return;
        }
        try {
            out.append(NumberToJSON.serializeNumber(node.doubleValue()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
