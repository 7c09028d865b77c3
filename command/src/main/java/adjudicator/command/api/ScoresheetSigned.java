package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player} signed both scoresheets at the end of the game, showing {@code result} (2005 8.7; RF
 * 2013 8.7; 2017/2023 8.7): a fact, whatever the record's result. Signed identically by both, that
 * result stands, even if incorrect, unless the arbiter decides otherwise ({@link ResultCorrected}).
 */
@Revision("1")
public record ScoresheetSigned(String gameId, Instant at, Actor actor, Color player, String result, String article,
                               Edition rules) implements GameEvent {
}
