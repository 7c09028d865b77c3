package adjudicator.command.text;

import java.util.Arrays;
import java.util.List;

/**
 * A text to be worded in a language: its key in the bundles ({@link Texts}) and the values of its places. A constant
 * of a closed set in a place is named as the language names it ({@link Texts#name}), one wrapped by {@link #whose} as
 * its owner ({@link Texts#of}); anything else as it is. In English every constant reads as its name, so that a
 * message reads as the sentence the code wrote before the bundles. A message in a place is worded in the same language.
 */
public record Message(String key, List<Object> args) {

    public Message {
        args = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(args)); // a value may be null, and reads "null"
    }

    public static Message of(String key, Object... args) {
        return new Message(key, Arrays.asList(args));
    }

    /** A constant named as an owner («очередь хода белых»). */
    public static Whose whose(Enum<?> constant) {
        return new Whose(constant);
    }

    /** A constant in a place, named as its owner. */
    public record Whose(Enum<?> constant) {
    }

    /** Values in one place, each worded as a value of a place is, between them the text of {@code separatorKey}. */
    public static Joined joined(String separatorKey, List<?> values) {
        return new Joined(separatorKey, java.util.Collections.unmodifiableList(new java.util.ArrayList<>(values)));
    }

    /** A value worded by the language by code of its own (a validator's sentence, say), rather than by a key of the bundles. */
    public interface Value {
        String in(Texts t);
    }

    /** Values in one place, joined by a text of the language («или», " or "). */
    public record Joined(String separatorKey, List<?> values) {
    }

    /** The message in the language of {@code t}. */
    public String in(Texts t) {
        Object[] values = args.stream().map(a -> value(a, t)).toArray();
        return t.get(key, values);
    }

    /** A value as a place holds it: a constant named, a message worded, values joined; anything else as it is. */
    private static Object value(Object a, Texts t) {
        if (a instanceof Enum<?> e) {
            return t.name(e);
        }
        if (a instanceof Whose w) {
            return t.of(w.constant());
        }
        if (a instanceof Message m) {
            return m.in(t);
        }
        if (a instanceof Value v) {
            return v.in(t);
        }
        if (a instanceof Joined j) {
            StringBuilder out = new StringBuilder();
            for (Object v : j.values()) {
                out.append(out.isEmpty() ? "" : t.get(j.separatorKey())).append(value(v, t));
            }
            return out.toString();
        }
        return a;
    }

    /** The message in the language the current request names ({@code lang}; English without it, or outside a request). */
    public String inRequestLanguage() {
        return in(Texts.of(Language.ofCurrentRequest()));
    }

    /** The message in English: what an answer without {@code lang} says. */
    public String english() {
        return in(Texts.of(null));
    }
}
