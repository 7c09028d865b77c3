package adjudicator.command.text;

import java.util.Locale;

/**
 * The languages the server's texts are written in, chosen by a request's {@code lang} parameter ({@code ru},
 * {@code en}). A request without it is answered as before the parameter existed (in English, byte for byte);
 * {@code Accept-Language} is not read, so that a client that sends it sees nothing change.
 */
public enum Language {
    EN, RU;

    /** The request parameter that chooses the language. */
    public static final String PARAM = "lang";

    /**
     * The language {@code value} names ({@code ru} or {@code en}, in any case), null where none is given;
     * {@link UnknownLanguageException} for any other value.
     */
    public static Language of(String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "ru" -> RU;
            case "en" -> EN;
            default -> throw new UnknownLanguageException(value);
        };
    }

    /** The language of the request being served ({@link #PARAM}), null where it names none or there is no request. */
    public static Language ofCurrentRequest() {
        if (org.springframework.web.context.request.RequestContextHolder.getRequestAttributes()
                instanceof org.springframework.web.context.request.ServletRequestAttributes attributes) {
            String value = attributes.getRequest().getParameter(PARAM);
            try {
                return of(value);
            } catch (UnknownLanguageException e) {
                return null;
            }
        }
        return null;
    }

    /** The code a request names it by. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Locale locale() {
        return Locale.forLanguageTag(code());
    }

    /** A {@code lang} that is neither {@code ru} nor {@code en}: a 400. */
    public static class UnknownLanguageException extends RuntimeException {
        public UnknownLanguageException(String value) {
            super("lang=" + value + " is not a language of the server's texts: ru or en");
        }
    }
}
