package adjudicator.engine.rules;

/** Who stops (2023: pauses) the clocks when a draw is claimed under 9.2/9.3 (Article 9.5). */
public enum ClockStopOnClaim {
    /** The claimant must stop the clocks at once (FIDE 2005 9.5). */
    CLAIMANT_MUST,
    /** The claimant may stop the clocks (RF 2013 9.5). */
    CLAIMANT_MAY,
    /** The claimant or the arbiter stops the clocks (FIDE 2017/2023 9.5.1). */
    CLAIMANT_OR_ARBITER
}
