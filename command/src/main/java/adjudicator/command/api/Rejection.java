package adjudicator.command.api;

import adjudicator.engine.rules.Edition;

import java.util.Objects;

/**
 * Why a command is refused, as a value: what kind of refusal (the contract's HTTP status), in words,
 * and, where a rule of the Laws is the reason, its article in the numbering of {@code rules}. {@code detail}
 * is English; {@code message}, where there is one, is the same detail to be worded in the request's language
 * (never written in an answer's JSON nor in an event).
 */
public record Rejection(Kind kind, String detail, String article, Edition rules,
                        @com.fasterxml.jackson.annotation.JsonIgnore adjudicator.command.text.Message message) {

    public Rejection {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(detail, "detail");
    }

    public Rejection(Kind kind, String detail, String article, Edition rules) {
        this(kind, detail, article, rules, null);
    }

    /** The contract's kinds of refusal. */
    public enum Kind {
        /** Malformed input: a 400. */
        MALFORMED(400, "Malformed command"),
        /** Not allowed in the game's state: a 409. */
        CONFLICT(409, "Not allowed in this state of the game"),
        /** Well formed, but it cannot have happened at the board: a 422. */
        NOT_A_FACT(422, "Cannot be a fact");

        private final int status;
        private final String title;

        Kind(int status, String title) {
            this.status = status;
            this.title = title;
        }

        public int status() {
            return status;
        }

        public String title() {
            return title;
        }
    }
}
