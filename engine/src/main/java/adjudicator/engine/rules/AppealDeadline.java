package adjudicator.engine.rules;

import adjudicator.engine.clock.TimeControl;

/**
 * The deadline for lodging an appeal against a decision of the arbiter where the competition's
 * regulations set none: FIDE's Appeals Committee Procedural Rules (FIDE Handbook C.11) 3.4, one hour
 * after the game for standard play (3.4.1), 15 minutes for rapid and blitz (3.4.2). C.11 is a FIDE
 * regulation, not an article of the Laws: the minutes are the same under every edition, but the pace
 * of a time control is the edition's ({@link PaceBands}: a 14-minute game is blitz under FIDE 2005 and
 * RF 2013, rapid from 2014), so the basis cited names the pace the edition gives. A game without a
 * clock has no pace and is taken as standard play. Pure.
 */
public final class AppealDeadline {

    private AppealDeadline() {
    }

    /**
     * @return the deadline in minutes after the game, cited with its basis in C.11 (e.g. "FIDE Handbook
     * C.11 3.4.1: one hour for standard play")
     */
    public static Cited<Long> minutes(TimeControl control, Ruleset rules) {
        Pace pace = PaceBands.of(control, rules).map(Cited::value).orElse(Pace.STANDARD);
        return switch (pace) {
            case STANDARD -> Cited.of(60L, "FIDE Handbook C.11 3.4.1: one hour for standard play");
            case RAPID -> Cited.of(15L, "FIDE Handbook C.11 3.4.2: 15 minutes for rapid play");
            case BLITZ -> Cited.of(15L, "FIDE Handbook C.11 3.4.2: 15 minutes for blitz play");
        };
    }
}
