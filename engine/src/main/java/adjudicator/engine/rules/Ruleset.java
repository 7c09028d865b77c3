package adjudicator.engine.rules;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * One edition of the Laws as data: the article that states each {@link Law} in that edition's own
 * numbering. Later issues add the settings of design/editions.md section 2 here, never as
 * conditionals in handlers.
 *
 * <p>RF_2013: the source text is fragmentary (Articles 6.4-6.10 are missing); where it is silent the
 * numbering of its FIDE 2009 base is used and marked so below.
 */
public final class Ruleset {

    public static final Ruleset FIDE_2005 = new Ruleset(Edition.FIDE_2005, Map.of(
            Law.ALTERNATE_MOVES, "1.1",
            Law.CHECKMATE, "5.1a",
            Law.RESIGNATION, "5.1b",
            Law.STALEMATE, "5.2a",
            Law.START_OF_CLOCKS, "6.5",
            Law.PRESSING_THE_CLOCK, "6.8a",
            Law.GAME_ENDED, "5"));

    public static final Ruleset RF_2013 = new Ruleset(Edition.RF_2013, Map.of(
            Law.ALTERNATE_MOVES, "1.1",
            Law.CHECKMATE, "5.1.1",
            Law.RESIGNATION, "5.1.2",
            Law.STALEMATE, "5.2.1",
            Law.START_OF_CLOCKS, "6.5", // not in the fragmentary source text: FIDE 2009 numbering
            Law.PRESSING_THE_CLOCK, "6.7a", // not in the fragmentary source text: FIDE 2009 numbering
            Law.GAME_ENDED, "5"));

    /** 2017 and 2023 number these rules alike. */
    private static final Map<Law, String> FIDE_2017_NUMBERING = Map.of(
            Law.ALTERNATE_MOVES, "1.1",
            Law.CHECKMATE, "5.1.1",
            Law.RESIGNATION, "5.1.2",
            Law.STALEMATE, "5.2.1",
            Law.START_OF_CLOCKS, "6.6",
            Law.PRESSING_THE_CLOCK, "6.2.1",
            Law.GAME_ENDED, "5");

    public static final Ruleset FIDE_2017 = new Ruleset(Edition.FIDE_2017, FIDE_2017_NUMBERING);

    public static final Ruleset FIDE_2023 = new Ruleset(Edition.FIDE_2023, FIDE_2017_NUMBERING);

    private final Edition edition;
    private final Map<Law, String> articles;

    private Ruleset(Edition edition, Map<Law, String> articles) {
        this.edition = edition;
        this.articles = new EnumMap<>(articles);
        for (Law law : Law.values()) {
            Objects.requireNonNull(this.articles.get(law), () -> edition + " has no article for " + law);
        }
    }

    public static Ruleset of(Edition edition) {
        return switch (edition) {
            case FIDE_2005 -> FIDE_2005;
            case RF_2013 -> RF_2013;
            case FIDE_2017 -> FIDE_2017;
            case FIDE_2023 -> FIDE_2023;
        };
    }

    public Edition edition() {
        return edition;
    }

    /** The article that states {@code law} in this edition's numbering. */
    public String article(Law law) {
        return articles.get(law);
    }
}
