package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter declared the position dead (2005 5.2b; RF 2013 and 2017/2023 5.2.2, {@code article}),
 * with the engine's analysis for each side kept in the record: both {@code UNWINNABLE} (proved), or
 * one {@code UNDETERMINED} (the declaration stands on the arbiter's judgement). A declaration that
 * the engine refutes with a helpmate is never recorded. A {@code GameEnded} follows.
 */
@Revision("1")
public record DeadPositionDeclared(String gameId, Instant at, Actor actor, String fen, MateAnalysis white,
                                   MateAnalysis black, boolean proved, String article, Edition rules) implements GameEvent {
}
