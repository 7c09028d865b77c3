package adjudicator.engine.rules;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One edition of the Laws as data: the article that states each {@link Law} in that edition's own
 * numbering. Later issues add the settings of design/editions.md section 2 here, never as
 * conditionals in handlers.
 *
 * <p>RF_2013: the source text is fragmentary (Articles 6.4-6.10 are missing); where it is silent the
 * numbering of its FIDE 2009 base is used and marked so below.
 *
 * <p>An edition may lack a rule altogether (automatic fivefold repetition and the 75-move rule exist
 * only from 2014 on, so not in FIDE 2005 or RF 2013). Every edition lists every {@link Law} either
 * with its article or explicitly as absent; the constructor refuses an edition that forgets one.
 *
 * <p>Where each Article 9 number was read:
 * <ul>
 * <li>FIDE 2005: {@code shared/fide-laws/fide-laws-2005-ru.txt} lines 165-167 (9.2, a, b) and 169-171
 * (9.3, a, b); the same numbers in {@code fide-laws-2005-art7-9-ru.txt} lines 49-53 and 55-59. Its
 * 9.6 (line 176) is the dead position, not fivefold: 2005 has no automatic repetition or move-count
 * ending.</li>
 * <li>RF 2013: {@code russia-sport-rules-2013-ru.txt} lines 222, 224 (9.2.1, 9.2.2), 231, 233 (9.3.1,
 * 9.3.2). The fragmentary text lacks the 9.2 preamble (line 220 goes straight to 9.2.1) and stops
 * after 9.5.1 (line 237) with no 9.6; that RF 2013 has no fivefold or 75-move rule rests on
 * editions.md (summary 5, line 27), consistent with its FIDE 2009 base.</li>
 * <li>FIDE 2017 and 2023: the Article 9 text is not in {@code shared/fide-laws}; the numbers come from
 * {@code shared/design/editions.md} line 26 (9.2.1.1) and line 27 (9.6.1, 9.6.2). editions.md does
 * not spell out 9.2.1.2, 9.3.1 and 9.3.2 for 2017: they are the numbers the task brief gives, and fit
 * line 26 (9.2.1.1 is the written-move branch, so 9.2.1.2 is the has-just-appeared one; 9.3 keeps
 * the two-branch numbering of RF 2013/FIDE 2009). Unverified against the 2017 text.</li>
 * </ul>
 */
public final class Ruleset {

    public static final Ruleset FIDE_2005 = new Builder(Edition.FIDE_2005)
            .cite(Law.ALTERNATE_MOVES, "1.1")
            .cite(Law.CHECKMATE, "5.1a")
            .cite(Law.RESIGNATION, "5.1b")
            .cite(Law.STALEMATE, "5.2a")
            .cite(Law.START_OF_CLOCKS, "6.5")
            .cite(Law.PRESSING_THE_CLOCK, "6.8a")
            .cite(Law.GAME_ENDED, "5")
            .cite(Law.THREEFOLD_REPETITION_INTENDED_MOVE, "9.2a") // fide-laws-2005-ru.txt:166
            .cite(Law.THREEFOLD_REPETITION_NOW, "9.2b") // fide-laws-2005-ru.txt:167
            .cite(Law.FIFTY_MOVES_INTENDED_MOVE, "9.3a") // fide-laws-2005-ru.txt:170
            .cite(Law.FIFTY_MOVES_NOW, "9.3b") // fide-laws-2005-ru.txt:171
            .absent(Law.FIVEFOLD_REPETITION) // editions.md:10, 27: "none"
            .absent(Law.SEVENTY_FIVE_MOVES) // editions.md:10, 27: "none"
            .build();

    public static final Ruleset RF_2013 = new Builder(Edition.RF_2013)
            .cite(Law.ALTERNATE_MOVES, "1.1")
            .cite(Law.CHECKMATE, "5.1.1")
            .cite(Law.RESIGNATION, "5.1.2")
            .cite(Law.STALEMATE, "5.2.1")
            .cite(Law.START_OF_CLOCKS, "6.5") // not in the fragmentary source text: FIDE 2009 numbering
            .cite(Law.PRESSING_THE_CLOCK, "6.7a") // not in the fragmentary source text: FIDE 2009 numbering
            .cite(Law.GAME_ENDED, "5")
            .cite(Law.THREEFOLD_REPETITION_INTENDED_MOVE, "9.2.1") // russia-sport-rules-2013-ru.txt:222
            .cite(Law.THREEFOLD_REPETITION_NOW, "9.2.2") // russia-sport-rules-2013-ru.txt:224
            .cite(Law.FIFTY_MOVES_INTENDED_MOVE, "9.3.1") // russia-sport-rules-2013-ru.txt:231
            .cite(Law.FIFTY_MOVES_NOW, "9.3.2") // russia-sport-rules-2013-ru.txt:233
            .absent(Law.FIVEFOLD_REPETITION) // editions.md:10, 27: "none"; Article 9 ends at 9.5.1 (line 237)
            .absent(Law.SEVENTY_FIVE_MOVES) // editions.md:10, 27: "none"
            .build();

    /**
     * 2017 and 2023 number these rules alike (editions.md:26-27, 2023 column "Same" / 9.2.1). The 2017
     * Article 9 text itself is not in shared/fide-laws: these numbers rest on editions.md.
     */
    private static Builder fide2017Numbering(Edition edition) {
        return new Builder(edition)
                .cite(Law.ALTERNATE_MOVES, "1.1")
                .cite(Law.CHECKMATE, "5.1.1")
                .cite(Law.RESIGNATION, "5.1.2")
                .cite(Law.STALEMATE, "5.2.1")
                .cite(Law.START_OF_CLOCKS, "6.6")
                .cite(Law.PRESSING_THE_CLOCK, "6.2.1")
                .cite(Law.GAME_ENDED, "5")
                .cite(Law.THREEFOLD_REPETITION_INTENDED_MOVE, "9.2.1.1") // editions.md:26
                .cite(Law.THREEFOLD_REPETITION_NOW, "9.2.1.2")
                .cite(Law.FIFTY_MOVES_INTENDED_MOVE, "9.3.1")
                .cite(Law.FIFTY_MOVES_NOW, "9.3.2")
                .cite(Law.FIVEFOLD_REPETITION, "9.6.1") // editions.md:27
                .cite(Law.SEVENTY_FIVE_MOVES, "9.6.2"); // editions.md:27
    }

    public static final Ruleset FIDE_2017 = fide2017Numbering(Edition.FIDE_2017).build();

    public static final Ruleset FIDE_2023 = fide2017Numbering(Edition.FIDE_2023).build();

    private final Edition edition;
    private final Map<Law, String> articles;

    private Ruleset(Edition edition, Map<Law, String> articles, Set<Law> absent) {
        this.edition = edition;
        this.articles = new EnumMap<>(articles);
        for (Law law : Law.values()) {
            boolean cited = this.articles.containsKey(law);
            boolean missing = absent.contains(law);
            if (cited == missing) {
                throw new IllegalStateException(edition + (cited
                        ? " both cites and lacks " + law
                        : " neither cites " + law + " nor lists it as absent"));
            }
        }
    }

    /** Collects an edition's articles; each law is either cited once or declared absent. */
    private static final class Builder {
        private final Edition edition;
        private final Map<Law, String> articles = new EnumMap<>(Law.class);
        private final Set<Law> absent = EnumSet.noneOf(Law.class);

        Builder(Edition edition) {
            this.edition = edition;
        }

        Builder cite(Law law, String article) {
            if (article == null || article.isBlank()) {
                throw new IllegalStateException(edition + " cites " + law + " without an article");
            }
            if (articles.put(law, article) != null) {
                throw new IllegalStateException(edition + " cites " + law + " twice");
            }
            return this;
        }

        Builder absent(Law law) {
            absent.add(law);
            return this;
        }

        Ruleset build() {
            return new Ruleset(edition, articles, absent);
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

    /** Whether this edition has the rule at all (e.g. automatic fivefold repetition: not in FIDE 2005). */
    public boolean provides(Law law) {
        return articles.containsKey(law);
    }

    /** The article that states {@code law} in this edition's numbering, or empty if the edition lacks the rule. */
    public Optional<String> articleIfAny(Law law) {
        return Optional.ofNullable(articles.get(law));
    }

    /**
     * The article that states {@code law} in this edition's numbering.
     *
     * @throws IllegalArgumentException if this edition does not have the rule (see {@link #provides(Law)})
     */
    public String article(Law law) {
        String article = articles.get(law);
        if (article == null) {
            throw new IllegalArgumentException(edition + " has no rule " + law);
        }
        return article;
    }
}
