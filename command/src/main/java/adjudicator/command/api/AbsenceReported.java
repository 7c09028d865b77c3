package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * The arbiter found {@code player} absent from the board {@code elapsedMs} after the start, with a
 * default time of {@code defaultTimeMs} (2005 6.7; RF 2013 6.6a; 2017/2023 6.7.1). {@code waived}: the
 * arbiter decided otherwise where the edition lets him; else the loss follows as {@link GameEnded}.
 */
@Revision("1")
public record AbsenceReported(String gameId, Instant at, Actor actor, Color player, long elapsedMs, long defaultTimeMs,
                              boolean waived, String article, Edition rules) implements GameEvent {
}
