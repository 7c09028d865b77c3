package adjudicator.engine.rules;

import adjudicator.engine.clock.Period;
import adjudicator.engine.clock.TimeControl;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * Which {@link Pace} a time control gives under an edition: rapid and blitz are defined by the time
 * for the game, "the allotted time plus 60 times any increment" (Appendix A.1 rapid, B.1 blitz in
 * every edition), and differ only in the limits:
 * <ul>
 *   <li>FIDE 2005 and RF 2013 (FIDE 2009 base): rapid from 15 minutes to under 60, blitz under 15;</li>
 *   <li>FIDE 2017 and 2023 (from 2014): rapid over 10 minutes and under 60, blitz 10 minutes or less.</li>
 * </ul>
 * Sixty minutes or more is standard play. The appendices are not among our source texts; the limits
 * come from docs/editions.md and the article numbers from the
 * Laws' fixed layout (Appendix A rapid, B blitz), unverified against the texts.
 *
 * <p>Choices where the definition is silent: the time for the game is the sum of the times of all
 * periods (a repeating last period counted once) plus 60 times the first period's increment; a delay
 * (2005 6.2b) counts like an increment, as both give that many seconds per move. No clock, no pace.
 */
public final class PaceBands {

    /** Standard play from this many seconds for the game, in every edition. */
    private static final long STANDARD_FROM = 60 * 60;

    /**
     * Per edition, the least time for the game, in whole seconds, that is rapid rather than blitz
     * (time controls are whole seconds, so "over 10 minutes" is from 601 s).
     */
    private static final Map<Edition, Long> RAPID_FROM = new EnumMap<>(Map.of(
            Edition.FIDE_2005, 15L * 60, // 2005 App. A: at least 15 minutes
            Edition.RF_2013, 15L * 60, // FIDE 2009 base, not in the source text
            Edition.FIDE_2017, 10L * 60 + 1, // from 2014, App. A: more than 10 minutes
            Edition.FIDE_2023, 10L * 60 + 1));

    private PaceBands() {
    }

    /** @return the pace of the time control under the ruleset, with its article; empty without a clock */
    public static Optional<Cited<Pace>> of(TimeControl control, Ruleset rules) {
        if (!control.hasClock()) {
            return Optional.empty();
        }
        long seconds = 0;
        for (Period p : control.periods()) {
            seconds += p.seconds();
        }
        Period first = control.periods().get(0);
        seconds += 60 * (first.incrementSeconds() + first.delaySeconds());
        if (seconds >= STANDARD_FROM) {
            return Optional.of(Cited.of(Pace.STANDARD, "A.1"));
        }
        boolean blitz = seconds < RAPID_FROM.get(rules.edition());
        return Optional.of(blitz ? Cited.of(Pace.BLITZ, "B.1") : Cited.of(Pace.RAPID, "A.1"));
    }
}
