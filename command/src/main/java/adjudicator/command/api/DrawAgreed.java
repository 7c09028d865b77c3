package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.serialization.Revision;

import java.time.Instant;

/**
 * {@code player} accepted the open draw offer (the fact); the ending follows as {@link GameEnded}.
 * {@code arbiterConsent}: the arbiter consented, where the competition's regulations require it (9.1.1);
 * null otherwise. Revision 2 added it ({@link AddedFieldsUpcaster}: null in revision 1).
 */
@Revision("2")
public record DrawAgreed(String gameId, Instant at, Actor actor, Color player, String article, Edition rules,
                         Boolean arbiterConsent) implements GameEvent {

    /** An agreement without the arbiter's consent. */
    public DrawAgreed(String gameId, Instant at, Actor actor, Color player, String article, Edition rules) {
        this(gameId, at, actor, player, article, rules, null);
    }
}
