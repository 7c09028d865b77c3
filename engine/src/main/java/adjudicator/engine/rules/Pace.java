package adjudicator.engine.rules;

/**
 * The kind of game by its time control: standard play, rapid (FIDE 2005/RF 2013: 15 to under 60
 * minutes; 2014 on: over 10 and under 60 minutes, base + 60 x increment) and blitz (below rapid).
 * {@link PaceBands#of} says which band a time control falls in (docs/editions.md); the settings
 * that depend on it ({@link Ruleset#illegalMoves()}, {@link Ruleset#incorrectClaim()}) are looked up
 * by pace.
 */
public enum Pace {
    STANDARD, RAPID, BLITZ
}
