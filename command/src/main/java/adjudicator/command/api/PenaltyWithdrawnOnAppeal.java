package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * An appeals committee's decision withdraws the penalty the event {@code penaltySeq} imposed: it no
 * longer counts (a points penalty no longer changes the score); the event that imposed it stays in the
 * record, as every event does.
 */
@Revision("1")
public record PenaltyWithdrawnOnAppeal(String gameId, Instant at, Actor actor, String appealId, long penaltySeq, String reason,
                                       Edition rules) implements GameEvent {
}
