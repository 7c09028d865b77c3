package adjudicator.command.api;

import adjudicator.engine.rules.Edition;

/**
 * A {@link Rejection} thrown: a command that the game does not allow, or input that cannot be a fact.
 * It carries the HTTP status of the contract (400, 409, 422) and, where a rule of the Laws is the
 * reason, the article and the edition. Raised before any event is applied, so a rejection writes
 * nothing.
 */
public class GameRuleException extends RuntimeException {
    private final transient Rejection rejection;

    public GameRuleException(Rejection rejection) {
        super(rejection.detail());
        this.rejection = rejection;
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
