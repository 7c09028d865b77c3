package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.List;

/**
 * The move just made ({@code uci}, half-move {@code ply} of the line) broke an obligation on
 * {@code player}'s move: only {@code allowed} (UCI) could be made, under {@code article} (touch-move,
 * 4.3-4.4; the replacement of an illegal move, 7.4a; an incorrect claim's intended move, 9.5b). The
 * move is recorded as made (domain map principle 1) and stands unless the opponent claims before he
 * touches a man himself (4.7; 2017 4.8). {@code touched} are the squares behind the obligation.
 */
@Revision("1")
public record ObligationBroken(String gameId, Instant at, Actor actor, Color player, int ply, String uci,
                               List<String> allowed, String article, List<String> touched, Edition rules)
        implements GameEvent {
}
