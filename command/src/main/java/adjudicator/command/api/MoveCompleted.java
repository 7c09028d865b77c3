package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player}'s previous move, made but not completed by pressing the clock, counts as completed
 * because he made his next move ({@code how} = {@code BY_NEXT_MOVE}; 2017/2023 6.2.1.2). Recorded
 * before that next move. Also the move the arbiter put in place of an unreplaced pawn, the press having
 * been made already ({@code how} = {@code REPLACED_BY_ARBITER}; 2017/2023 7.5.2): the opponent's clock
 * runs.
 */
@Revision("1")
public record MoveCompleted(String gameId, Instant at, Actor actor, Color player, Completion how, String article,
                            Edition rules) implements GameEvent {
}
