package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.List;

/**
 * An appeals committee's decision resumes the game from a position of its record: the position after
 * the first {@code toPly} half-moves of its line (every reader gets it by replaying the game's own
 * moves, as a restored position; {@code fen} is kept for the audit trail), the clocks set to the times
 * given and stopped, any fallen flag up again; the ending, the result and the decisions on it no longer
 * hold, and the moves after {@code toPly} ({@code annulledMoves}, UCI) are annulled. The arbiter then
 * starts the clocks, and play goes on under the Laws as before.
 */
@Revision("1")
public record GameResumedOnAppeal(String gameId, Instant at, Actor actor, String appealId, int toPly, String fen,
                                  long whiteRemainingMs, long blackRemainingMs, List<String> annulledMoves, String reason,
                                  Edition rules) implements GameEvent {
}
