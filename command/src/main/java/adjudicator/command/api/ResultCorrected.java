package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter decided the game's result under 8.7 (2005; RF 2013; 2017/2023): the signed result stands,
 * or the record's, or another he states ({@code decision}); {@code result} is the result in force from
 * then on and {@code reason} his reason (required for another result). The record's own result is not
 * edited: the result in force is read from the record and this decision.
 */
@Revision("1")
public record ResultCorrected(String gameId, Instant at, Actor actor, ResultDecision decision, String result, String reason,
                              String article, Edition rules) implements GameEvent {
}
