package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A player pressed the clock, completing his move (2005 6.8a; 2017 6.2.1). {@code withoutMove} is true
 * for a press with no move to complete (from 2017 an illegal move, 7.5.4): the clocks switch, but no
 * move is counted and no increment added; null or false otherwise (null in events stored before).
 */
@Revision("1")
public record ClockPressed(String gameId, Instant at, Actor actor, Color player, Boolean withoutMove)
        implements GameEvent {

    /** A press with no move to complete (from 2017 an illegal move, 7.5.4). */
    public static ClockPressed withoutMove(String gameId, Instant at, Actor actor, Color player) {
        return new ClockPressed(gameId, at, actor, player, true);
    }

    /** A press that completes a move. */
    public ClockPressed(String gameId, Instant at, Actor actor, Color player) {
        this(gameId, at, actor, player, null);
    }
}
