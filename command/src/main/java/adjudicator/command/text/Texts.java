package adjudicator.command.text;

import java.util.EnumMap;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The server's texts in one language, from the resource bundle {@code texts/texts_<lang>.properties} (UTF-8):
 * sentences with numbered places {@code {0}}, {@code {1}}, filled in order by {@link #get}; nothing else in a
 * text is special (no quoting, no number formatting), so that a text reads as its bundle writes it. The
 * English bundle holds the texts a request without {@code lang} is answered with, unchanged. A key missing
 * from a bundle is a bug ({@link MissingResourceException}); a test checks that both bundles hold the same keys.
 */
public final class Texts {

    private static final Map<Language, Texts> ALL = new EnumMap<>(Language.class);

    static {
        for (Language language : Language.values()) {
            ALL.put(language, new Texts(language, ResourceBundle.getBundle("texts/texts", language.locale(),
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES))));
        }
    }

    private final Language language;
    private final ResourceBundle bundle;

    private Texts(Language language, ResourceBundle bundle) {
        this.language = language;
        this.bundle = bundle;
    }

    /** The texts of {@code language}; English where it is null (a request without {@code lang}). */
    public static Texts of(Language language) {
        return ALL.get(language == null ? Language.EN : language);
    }

    public Language language() {
        return language;
    }

    /** The text of {@code key} with {@code args} in its places {@code {0}}, {@code {1}}, ... */
    public String get(String key, Object... args) {
        String text = bundle.getString(key);
        if (args.length == 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 32);
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int close = c == '{' ? text.indexOf('}', i) : -1;
            if (close > i + 1 && text.substring(i + 1, close).chars().allMatch(Character::isDigit)) {
                int n = Integer.parseInt(text.substring(i + 1, close));
                if (n >= args.length) {
                    throw new IllegalArgumentException("text " + key + " has a place {" + n + "} but " + args.length + " values");
                }
                out.append(args[n]);
                i = close + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** Whether the bundle holds {@code key}. */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** The name of a constant of a closed set (a side, an ending, a piece): {@code enum.<Type>.<CONSTANT>}. */
    public String name(Enum<?> constant) {
        return named("enum.", constant);
    }

    /** A constant by {@code prefix}{@code <Type>.<CONSTANT>}; its own name where the bundle has none (never a failed answer). */
    private String named(String prefix, Enum<?> constant) {
        if (constant == null) {
            return "null";
        }
        String key = prefix + constant.getDeclaringClass().getSimpleName() + "." + constant.name();
        return bundle.containsKey(key) ? bundle.getString(key) : constant.name();
    }

    /**
     * A constant recorded as text (an appeal's evidence names its edition and ending by name): named as {@link #name}
     * names it where {@code recorded} is one of {@code type}'s constants, else as recorded.
     */
    public <E extends Enum<E>> String name(Class<E> type, String recorded) {
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(recorded)) {
                return name(constant);
            }
        }
        return recorded;
    }

    /**
     * The name of a constant as the owner of something, {@code genitive.<Type>.<CONSTANT>}: a side's («время белых»), an
     * edition's after an article («ст. 6.9 Правил шахмат ФИДЕ 2017»); English has one form, the constant's name.
     */
    public String of(Enum<?> constant) {
        return named("genitive.", constant);
    }

    /** Every key of the bundle, for the test that both languages hold the same. */
    public java.util.Set<String> keys() {
        return bundle.keySet();
    }
}
