package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.Unwinnability;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * What an illegal move costs once it has been dealt with and the position before it reinstated
 * (2005 7.4b; RF 2013 7.4.2; 2017/2023 7.5.5; rapid and blitz per the appendices, selected by
 * {@link Pace}). Pure: {@link Ruleset#illegalMoves()} supplies every number.
 *
 * <ul>
 * <li>Short of the losing one, time is added to the opponent: 2 minutes in standard play (and in rapid
 * where the edition applies 7.4/7.5.5 there), 1 minute in 2017/2023 blitz and 2023 rapid.</li>
 * <li>The losing one (the third in 2005 and RF 2013, the second from 2014 on) loses the game; RF 2013
 * and 2017/2023 make it a draw when the opponent cannot checkmate by any series of legal moves, FIDE
 * 2005 does not.</li>
 * <li>In 2005 and RF 2013 blitz no time is added: the opponent's claim wins at once (2005 App. B), and
 * it is a draw if he cannot checkmate (docs/editions.md).</li>
 * </ul>
 */
public final class IllegalMovePenalty {

    private IllegalMovePenalty() {
    }

    /** The consequence, with the article that gives it. */
    public sealed interface Consequence {
        String article();
    }

    /** The opponent gets {@code time} more on his clock. */
    public record TimeToOpponent(Duration time, String article) implements Consequence {
        public TimeToOpponent {
            Objects.requireNonNull(time, "time");
            Objects.requireNonNull(article, "article");
        }
    }

    /** The game ends: lost by the offender, or drawn when the opponent cannot checkmate and the edition says so. */
    public record GameEnds(Adjudication.Ruling ruling) implements Consequence {
        public GameEnds {
            Objects.requireNonNull(ruling, "ruling");
        }

        @Override
        public String article() {
            return ruling.outcome().article();
        }
    }

    /**
     * @param rules    the game's edition
     * @param pace     the game's pace ({@link PaceBands}); {@link Pace#STANDARD} for a game without clock
     * @param nth      how many illegal moves the offender has now made, this one included (1-based)
     * @param position the position reinstated, in which the opponent's chances to mate are judged
     * @param offender the player who made the illegal move
     */
    public static Consequence of(Ruleset rules, Pace pace, int nth, Position position, Color offender) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(pace, "pace");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(offender, "offender");
        if (nth < 1) {
            throw new IllegalArgumentException("the first illegal move is number 1: " + nth);
        }
        IllegalMoves illegal = rules.illegalMoves();
        Cited<Optional<Duration>> time = illegal.timeAdded(pace);
        if (time.value().isEmpty()) {
            return new GameEnds(lost(position, offender, time.article(), true));
        }
        if (illegal.loses(nth)) {
            return new GameEnds(lost(position, offender, illegal.losingMove().article(),
                    illegal.drawIfOpponentCannotMate().value()));
        }
        return new TimeToOpponent(time.value().get(), time.article());
    }

    private static Adjudication.Ruling lost(Position position, Color offender, String article, boolean drawIfCannotMate) {
        Color opponent = offender.opposite();
        if (!drawIfCannotMate) {
            return new Adjudication.Ruling(new Outcome(GameResult.win(opponent), Termination.ILLEGAL_MOVES, article),
                    Optional.empty());
        }
        Unwinnability.Verdict verdict = Unwinnability.analyse(position, opponent);
        Outcome outcome = verdict instanceof Unwinnability.Unwinnable
                ? new Outcome(GameResult.DRAW, Termination.ILLEGAL_MOVES, article)
                : new Outcome(GameResult.win(opponent), Termination.ILLEGAL_MOVES, article);
        return new Adjudication.Ruling(outcome, Optional.of(verdict));
    }
}
