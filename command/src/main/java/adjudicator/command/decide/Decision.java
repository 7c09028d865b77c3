package adjudicator.command.decide;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Rejection;

import java.util.List;

/**
 * What a decider gives for a command, the same for every aggregate (a game's, a tournament's, an
 * appeal's events): the events the rules make of it, or a typed refusal with its article.
 */
public sealed interface Decision<E> {

    /** The command is accepted: these events, in order (never none). */
    record Accepted<E>(List<E> events) implements Decision<E> {
        public Accepted {
            events = List.copyOf(events);
        }
    }

    /** The command is refused, and nothing is written. */
    record Rejected<E>(Rejection rejection) implements Decision<E> {
    }

    /** The events, or the refusal thrown as a {@link GameRuleException}. */
    default List<E> eventsOrThrow() {
        if (this instanceof Rejected<E> r) {
            throw new GameRuleException(r.rejection());
        }
        return ((Accepted<E>) this).events();
    }

    /** The decision {@code decide} gives, its refusals (thrown where a rule refuses) taken as values. */
    static <E> Decision<E> of(java.util.function.Supplier<List<E>> decide) {
        try {
            return new Accepted<>(decide.get());
        } catch (GameRuleException e) {
            return new Rejected<>(e.rejection());
        }
    }
}
