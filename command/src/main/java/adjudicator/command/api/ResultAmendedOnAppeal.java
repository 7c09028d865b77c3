package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * An appeals committee's decision amends the game's result (a new event: the record's own result and
 * every earlier decision stay as they were): {@code result} with its {@code termination} and the
 * {@code article} of the game's edition it rests on, decided on the appeal {@code appealId}. It is the
 * result in force from then on, above the arbiter's decision and the signatures (8.7).
 */
@Revision("1")
public record ResultAmendedOnAppeal(String gameId, Instant at, Actor actor, String appealId, String result,
                                    Termination termination, String article, String reason, Edition rules) implements GameEvent {
}
