package adjudicator.command.state;

import adjudicator.engine.Color;
import adjudicator.engine.Move;

import java.time.Instant;

/**
 * One move on the board as the record holds it: the event that made it, who made it, the move (and
 * its SAN when legal; an illegal move's reason and article), when, and once completed the mover's
 * remaining time ({@code clockMs}) and the time his clock ran for it ({@code emtMs}, stopped intervals
 * excluded).
 */
public record MoveRecord(long seq, Color player, Move move, String san, boolean legal, String reason, String article,
                         Instant at, Long clockMs, Long emtMs) {

    public String uci() {
        return move.uci();
    }

    MoveRecord completed(long remainingMs, Long emt) {
        return new MoveRecord(seq, player, move, san, legal, reason, article, at, remainingMs, emt);
    }
}
