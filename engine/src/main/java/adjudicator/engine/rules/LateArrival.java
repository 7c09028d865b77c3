package adjudicator.engine.rules;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Late arrival (2005 6.7; FIDE 2009 6.6a, so RF 2013; 2017/2023 6.7.1): a player who is not at the
 * board when the default time after the start has passed loses, as {@link Ruleset#defaultTime()}
 * says: 60 minutes in 2005 unless the competition's rules say otherwise, 0 from 2009 on (any lateness),
 * and from 2017 the regulations' value, else 0. Pure.
 */
public final class LateArrival {

    private LateArrival() {
    }

    /**
     * The default time in force, with its article: the regulations' value where the edition lets them
     * set one, else the edition's own.
     *
     * @throws IllegalArgumentException if regulations set a value where the edition lets them set none,
     *                                  or a negative one
     */
    public static Cited<Duration> defaultTime(Ruleset rules, Optional<Duration> regulations) {
        Objects.requireNonNull(rules, "rules");
        Cited<DefaultTime> setting = rules.defaultTime();
        if (regulations.isPresent()) {
            if (regulations.get().isNegative()) {
                throw new IllegalArgumentException("a default time cannot be negative");
            }
            if (!setting.value().regulationsMaySet()) {
                throw new IllegalArgumentException(rules.edition() + " lets no regulations set the default time ("
                        + setting.article() + ")");
            }
            return Cited.of(regulations.get(), setting.article());
        }
        return Cited.of(setting.value().unlessRegulationsSay(), setting.article());
    }

    /**
     * Whether a player absent {@code elapsed} after the start is in default: he has arrived later than
     * the default time ("more than one hour" in 2005; with a default time of 0, any lateness).
     */
    public static boolean inDefault(Duration elapsed, Duration defaultTime) {
        return elapsed.compareTo(defaultTime) > 0;
    }
}
