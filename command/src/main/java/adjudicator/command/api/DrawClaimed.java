package adjudicator.command.api;

import adjudicator.engine.Color;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * A player claimed a draw (the fact; 2005 9.2, 9.3). With an intended move, the move he wrote on his
 * scoresheet and declared, not played: {@code intendedMove} in UCI as given, {@code intendedSan} when it
 * is legal. The ruling follows as {@link ClaimUpheld} or {@link ClaimRejected}.
 */
@Revision("1")
public record DrawClaimed(String gameId, Instant at, Actor actor, Color player, ClaimKind basis,
                          String intendedMove, String intendedSan) implements GameEvent {
}
