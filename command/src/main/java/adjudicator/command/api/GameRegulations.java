package adjudicator.command.api;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.PositiveOrZero;

/**
 * What a competition's regulations fix for a game beyond the edition, the time control and the
 * quickplay finish: the default time for a late arrival where the edition lets the regulations set it
 * (2005 6.7a; 2017/2023 6.7.1), and the restriction of draws by agreement (RF 2013 and 2017/2023
 * 9.1.1: not in less than a number of moves, or not at all, without the arbiter's consent), and the
 * deadline for an appeal after the game (FIDE Handbook C.11 3.4 unless they set another). A game of a
 * tournament takes them from the tournament's regulations.
 *
 * @param defaultTimeMs              the default time in milliseconds; null: the edition's own
 * @param drawNotBeforeMove          no draw by agreement before each player has made this many moves without
 *                                   the arbiter's consent; null or 0: no such limit
 * @param drawWithArbiterConsentOnly no draw by agreement at all without the arbiter's consent
 * @param appealDeadlineMinutes      the deadline for an appeal after the game; null: FIDE Handbook C.11 3.4
 */
@Schema(description = "The competition's regulations for the game: default time, restriction of draws by agreement.")
public record GameRegulations(@PositiveOrZero @Max(86_400_000L) Long defaultTimeMs,
                              @PositiveOrZero @Max(500) Integer drawNotBeforeMove,
                              boolean drawWithArbiterConsentOnly,
                              @jakarta.validation.constraints.Positive @Max(10_080) Integer appealDeadlineMinutes) {

    /** Regulations that leave the appeal deadline to C.11. */
    public GameRegulations(Long defaultTimeMs, Integer drawNotBeforeMove, boolean drawWithArbiterConsentOnly) {
        this(defaultTimeMs, drawNotBeforeMove, drawWithArbiterConsentOnly, null);
    }

    /** Whether they say anything; a game of none keeps null. */
    public boolean any() {
        return defaultTimeMs != null || (drawNotBeforeMove != null && drawNotBeforeMove > 0) || drawWithArbiterConsentOnly
                || appealDeadlineMinutes != null;
    }

    /** Whether a draw agreed after {@code movesEach} moves of each player needs the arbiter's consent. */
    public boolean drawNeedsConsent(int movesEach) {
        return drawWithArbiterConsentOnly || (drawNotBeforeMove != null && movesEach < drawNotBeforeMove);
    }
}
