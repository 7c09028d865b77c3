package adjudicator.engine.rules;

/**
 * Points on which a federation's commentary to an edition's text says how the arbiter applies it: the
 * Russian Chess Federation's commentary to its text of the FIDE 2005 Laws (../shared/fide-laws/). A
 * ruleset names the commentary it follows on each point ({@link Ruleset#commentary}); a ruling made under
 * it cites the commentary as its source, apart from the article it applies.
 */
public enum Commentary {
    /**
     * 10.2c: the two minutes added on rejecting a quickplay-finish claim are for a claim the arbiter
     * finds clearly unfounded ("добавляются 2 минуты только, если арбитр считает заявление о ничьей
     * заведомо ложным"): he may give less, down to none.
     */
    QUICKPLAY_REJECTION_TIME_AT_DISCRETION,
    /**
     * 7.4a: an illegal move that the opponent did not see, having made his reply, is corrected without
     * extra time ("просит исправить невозможный ход, но не добавляет дополнительное время").
     */
    NO_TIME_FOR_AN_ILLEGAL_MOVE_ANSWERED
}
