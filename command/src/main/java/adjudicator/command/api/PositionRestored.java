package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.List;

/**
 * The position after the first {@code toPly} half-moves of the line on the board is reinstated (2005
 * 7.4a, 7.5; 2017 7.5.1, 7.6): the moves after it are annulled, and every reader obtains the position by
 * replaying the game's own moves up to that point (domain map principle 3); {@code fen} is kept for the
 * audit trail. The time each player has used stays used; the clock of the player to move runs if a
 * clock was running. {@code obligedMoves} (UCI), when not empty, are the only moves the player to
 * move may now make, under {@code obligationArticle}: after an illegal move, the man moved illegally
 * and a man of the opponent's that it took count as {@code touched} (4.3 via 7.4a); after an upheld
 * touch-move claim, the obligation that was broken stays in force. {@code annulledMoves} (UCI, in the
 * order they were made) are the moves of the line that this reinstatement annuls, every one of them.
 *
 * <p>Revision 2 added {@code annulledMoves}; an event of revision 1 has none recorded (null), and its
 * annulled moves are those of the line after {@code toPly} at that moment, which the fold still gives.
 */
@Revision("2")
public record PositionRestored(String gameId, Instant at, Actor actor, int toPly, String fen, String article,
                               String reason, Edition rules, List<String> touched, List<String> obligedMoves,
                               String obligationArticle, List<String> annulledMoves) implements GameEvent {
}
