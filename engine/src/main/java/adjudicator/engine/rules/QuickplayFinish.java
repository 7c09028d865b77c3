package adjudicator.engine.rules;

/**
 * The claim of a player with under two minutes left that his opponent cannot win, or is not trying to
 * win, by normal means (FIDE 2005 10.2; RF 2013 10.2 and Art. 11; FIDE 2017/2023 Guidelines III).
 *
 * @param onlyWhenAnnounced   whether it applies only if the competition announced it beforehand (the
 *                            2017 Guidelines III are opt-in; 10.2 of 2005/2009 applies to every
 *                            standard game without increment)
 * @param procedureWithoutArbiter whether the edition provides for a claim with no arbiter present (RF 2013
 *                            Art. 11, from FIDE 2009 App. D; 2017 Guidelines III.6)
 */
public record QuickplayFinish(boolean onlyWhenAnnounced, boolean procedureWithoutArbiter) {
}
