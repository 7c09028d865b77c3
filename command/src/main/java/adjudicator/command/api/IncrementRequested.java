package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player}, having the move with under two minutes left, asked that an increment of
 * {@code incrementMs} be introduced for both players (2017/2023 Guidelines III.4, {@code article}). The
 * request is a draw offer; if the opponent refuses it, the arbiter decides ({@code RuleOnClaim}).
 */
@Revision("1")
public record IncrementRequested(String gameId, Instant at, Actor actor, Color player, long incrementMs, String article,
                                 Edition rules) implements GameEvent {
}
