package adjudicator.command.decide;

import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Rejection;

import java.util.List;

/** What a decider gives for a command: the events the Laws make of it, or a typed refusal. */
public sealed interface Decision {

    /** The command is accepted: these events, in order (never none). */
    record Accepted(List<GameEvent> events) implements Decision {
        public Accepted {
            events = List.copyOf(events);
        }
    }

    /** The command is refused, and nothing is written. */
    record Rejected(Rejection rejection) implements Decision {
    }

    /** The events, or the refusal thrown as a {@link GameRuleException}. */
    default List<GameEvent> eventsOrThrow() {
        if (this instanceof Rejected r) {
            throw new GameRuleException(r.rejection());
        }
        return ((Accepted) this).events();
    }
}
