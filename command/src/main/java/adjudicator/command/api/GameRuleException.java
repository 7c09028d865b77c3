package adjudicator.command.api;

import adjudicator.engine.rules.Edition;

/**
 * A {@link Rejection} thrown: a command that the game does not allow, or input that cannot be a fact.
 * It carries the HTTP status of the contract (400, 409, 422) and, where a rule of the Laws is the
 * reason, the article and the edition. Raised before any event is applied, so a rejection writes
 * nothing.
 */
public class GameRuleException extends RuntimeException implements adjudicator.command.text.Worded {
    private final transient Rejection rejection;

    public GameRuleException(Rejection rejection) {
        super(rejection.detail());
        this.rejection = rejection;
    }

    /** As {@link #conflict(String, String, Edition)}, its detail a message (in English: {@link adjudicator.command.text.Message#english}). */
    public static GameRuleException conflict(adjudicator.command.text.Message detail, String article, Edition rules) {
        return new GameRuleException(new Rejection(Rejection.Kind.CONFLICT, detail.english(), article, rules, detail));
    }

    /** As {@link #notAFact(String, String, Edition)}, its detail a message. */
    public static GameRuleException notAFact(adjudicator.command.text.Message detail, String article, Edition rules) {
        return new GameRuleException(new Rejection(Rejection.Kind.NOT_A_FACT, detail.english(), article, rules, detail));
    }

    /** As {@link #malformed(String)}, its detail a message. */
    public static GameRuleException malformed(adjudicator.command.text.Message detail) {
        return new GameRuleException(new Rejection(Rejection.Kind.MALFORMED, detail.english(), null, null, detail));
    }

    /** The detail as a message to be worded in another language, or null. */
    @Override
    public adjudicator.command.text.Message message() {
        return rejection.message();
    }

    public static GameRuleException conflict(String detail, String article, Edition rules) {
        return new GameRuleException(new Rejection(Rejection.Kind.CONFLICT, detail, article, rules));
    }

    public static GameRuleException notAFact(String detail, String article, Edition rules) {
        return new GameRuleException(new Rejection(Rejection.Kind.NOT_A_FACT, detail, article, rules));
    }

    public static GameRuleException malformed(String detail) {
        return new GameRuleException(new Rejection(Rejection.Kind.MALFORMED, detail, null, null));
    }

    public Rejection rejection() {
        return rejection;
    }

    public int status() {
        return rejection.kind().status();
    }

    public String title() {
        return rejection.kind().title();
    }

    public String article() {
        return rejection.article();
    }

    public Edition rules() {
        return rejection.rules();
    }
}
