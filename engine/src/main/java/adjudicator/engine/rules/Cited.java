package adjudicator.engine.rules;

import java.util.Objects;

/**
 * A setting of one edition of the Laws together with the article that states it, in that edition's
 * own numbering (e.g. FIDE 2005 "7.4b", RF 2013 "7.4.2", FIDE 2017 "7.5.5"). Callers read the value
 * and cite the article; they never branch on the {@link Edition}.
 *
 * @param value   the setting
 * @param article where the edition states it; never blank
 */
public record Cited<T>(T value, String article) {
    public Cited {
        Objects.requireNonNull(value, "value");
        if (article == null || article.isBlank()) {
            throw new IllegalArgumentException("a setting needs its article: " + value);
        }
    }

    public static <T> Cited<T> of(T value, String article) {
        return new Cited<>(value, article);
    }
}
