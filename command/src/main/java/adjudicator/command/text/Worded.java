package adjudicator.command.text;

/**
 * A refusal or a failure whose words can be worded in another language: its {@link #message()} is what its
 * English {@link Throwable#getMessage()} says, as a key of the bundles and its values ({@link Message}). Null where
 * it has none (its English is then all there is).
 */
public interface Worded {

    Message message();

    /** The words of {@code e} in {@code language}: its message there where it is {@link Worded}, else its English. */
    static String of(Throwable e, Language language) {
        if (language != null && language != Language.EN && e instanceof Worded w && w.message() != null) {
            return w.message().in(Texts.of(language));
        }
        return e.getMessage();
    }
}
