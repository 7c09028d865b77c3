package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player} declined his opponent's open draw offer (2005 9.1a): {@code how} is {@code ORALLY}
 * (a {@code DeclineDraw} command) or {@code BY_MOVING} (he made a move, which means he touched a piece
 * intending to move it).
 */
@Revision("1")
public record DrawOfferDeclined(String gameId, Instant at, Actor actor, Color player, Decline how, String article,
                                Edition rules) implements GameEvent {
}
