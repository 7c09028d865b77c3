package adjudicator.engine.rules;

/**
 * The test that turns a loss on time into a draw: the opponent of the player whose flag fell cannot
 * checkmate. The wording differs between editions (docs/editions.md).
 */
public enum FlagFallDrawTest {
    /** "...by any series of legal moves, even with the most unskilled counterplay" (FIDE 2005 6.10). */
    EVEN_WITH_MOST_UNSKILLED_COUNTERPLAY,
    /** "...by any possible series of legal moves" (FIDE 2009 6.9, so RF 2013; FIDE 2017/2023 6.9). */
    ANY_POSSIBLE_SERIES_OF_LEGAL_MOVES
}
