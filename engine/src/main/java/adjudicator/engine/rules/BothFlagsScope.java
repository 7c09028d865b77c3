package adjudicator.engine.rules;

/**
 * Where the rule for both flags having fallen, the order unknown, applies (play on in any period but
 * the last; a draw in the last period).
 */
public enum BothFlagsScope {
    /** In every game: a Law of the edition (FIDE 2005 6.12; RF 2013 6.11.1). */
    ALWAYS,
    /** Only in games played under the quickplay-finish Guidelines III (FIDE 2017/2023 III.3.1). */
    ONLY_UNDER_GUIDELINES_III
}
