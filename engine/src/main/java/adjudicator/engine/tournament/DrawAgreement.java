package adjudicator.engine.tournament;

/**
 * What a competition's regulations say of draws by agreement (RF 2013 9.1.1; FIDE 2017/2023 9.1.1: "the
 * regulations of an event may specify that players cannot offer or agree to a draw, whether in less
 * than a specified number of moves or at all, without the consent of the arbiter"; FIDE 2005 lets a
 * draw be agreed at any time, 5.2c, and a competition restricts it by its own rules alone).
 *
 * @param notBeforeMove  the move number before which no draw may be offered or agreed without the
 *                       arbiter's consent (0: no such limit)
 * @param arbiterConsent whether every draw by agreement needs the arbiter's consent (the so-called Sofia rule)
 */
public record DrawAgreement(int notBeforeMove, boolean arbiterConsent) {

    /** Draws may be offered and agreed as the Laws allow. */
    public static final DrawAgreement FREE = new DrawAgreement(0, false);

    public DrawAgreement {
        if (notBeforeMove < 0 || notBeforeMove > 500) {
            throw new IllegalArgumentException("\"notBeforeMove\" is 0 (none) to 500, not " + notBeforeMove);
        }
    }

    /** Whether the regulations restrict draws by agreement at all. */
    public boolean restricted() {
        return notBeforeMove > 0 || arbiterConsent;
    }
}
