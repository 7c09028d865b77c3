package adjudicator.command.text;

import java.util.Arrays;
import java.util.List;

/**
 * A text to be worded in a language: its key in the bundles ({@link Texts}) and the values of its places. A constant
 * of a closed set in a place is named as the language names it ({@link Texts#name}), one wrapped by {@link #whose} as
 * its owner ({@link Texts#of}); a message in a place is worded in the same language (a refusal inside another's
 * sentence); anything else as it is. In English every constant reads as its name, so that a
 * message reads as the sentence the code wrote before the bundles.
 */
public record Message(String key, List<Object> args) {

    public Message {
        args = List.copyOf(args);
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

    /** The message in the language of {@code t}. */
    public String in(Texts t) {
        Object[] values = args.stream().map(a -> a instanceof Enum<?> e ? t.name(e) : a instanceof Whose w ? t.of(w.constant())
                : a instanceof Message m ? m.in(t) : a).toArray();
        return t.get(key, values);
    }

    /** The message in English: what an answer without {@code lang} says. */
    public String english() {
        return in(Texts.of(null));
    }
}
