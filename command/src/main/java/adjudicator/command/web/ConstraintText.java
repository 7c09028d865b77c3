package adjudicator.command.web;

import adjudicator.command.text.Language;
import adjudicator.command.text.Message;
import adjudicator.command.text.Texts;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import org.hibernate.validator.HibernateValidator;

import java.util.EnumMap;
import java.util.Map;

/**
 * A field's refused value as a request's answer words it: {@code "field" <the constraint's sentence>}. In English, the
 * sentence the validator gives (as before the bundles). In another language, a sentence the code wrote on the
 * constraint (its {@code message}) is the bundle's {@code constraint.<its English, words joined>}, as a Problem's
 * title is found ({@link ProblemLanguage#key}); a sentence of the validator's own ({@code {jakarta.validation...}}) is the
 * validator's in that language (Hibernate Validator's bundles), found by validating the value again in it.
 */
public final class ConstraintText implements Message.Value {

    private static final Map<Language, Validator> VALIDATORS = new EnumMap<>(Language.class);

    static {
        for (Language language : Language.values()) {
            VALIDATORS.put(language, Validation.byProvider(HibernateValidator.class).configure()
                    .defaultLocale(language.locale()).buildValidatorFactory().getValidator());
        }
    }

    private final transient Object value;
    private final transient ConstraintViolation<?> violation;

    private ConstraintText(Object value, ConstraintViolation<?> violation) {
        this.value = value;
        this.violation = violation;
    }

    /** The refusal of {@code value} by its (first) {@code violation}. */
    static Message of(Object value, ConstraintViolation<?> violation) {
        return Message.of("refusal.request.constraint", new ConstraintText(value, violation));
    }

    @Override
    public String in(Texts t) {
        String field = violation.getPropertyPath().toString();
        if (t.language() == Language.EN) {
            return sentence(field, violation.getMessage());
        }
        String template = violation.getMessageTemplate();
        if (!template.startsWith("{")) {
            String key = key(violation.getMessage());
            // a sentence that names its field in English names it in every language
            return !t.has(key) ? sentence(field, violation.getMessage())
                    : violation.getMessage().startsWith("\"") ? t.get(key) : "\"" + field + "\" " + t.get(key);
        }
        return VALIDATORS.get(t.language()).validate(value).stream()
                .filter(v -> v.getPropertyPath().toString().equals(field)
                        && v.getConstraintDescriptor().getAnnotation().annotationType()
                        .equals(violation.getConstraintDescriptor().getAnnotation().annotationType()))
                .findFirst().map(v -> sentence(field, v.getMessage())).orElse(sentence(field, violation.getMessage()));
    }

    /** The bundle's key of a constraint's own sentence, by its English. */
    public static String key(String english) {
        return "constraint." + english.replaceAll("[^A-Za-z0-9]+", "-").replaceAll("^-+|-+$", "");
    }

    /** A sentence that names its field already stands alone; any other is said of its field. */
    private static String sentence(String field, String message) {
        return message.startsWith("\"") ? message : "\"" + field + "\" " + message;
    }
}
