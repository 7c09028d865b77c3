package adjudicator.command.api;

import adjudicator.engine.rules.Edition;

/**
 * A command that the game does not allow, or input that cannot be a fact. Carries the HTTP status
 * of the contract (400, 409, 422) and, where a rule of the Laws is the reason, the article and the
 * edition. Thrown before any event is applied, so a rejection writes nothing.
 */
public class GameRuleException extends RuntimeException {
    private final int status;
    private final String title;
    private final String article;
    private final Edition rules;

    public GameRuleException(int status, String title, String detail, String article, Edition rules) {
        super(detail);
        this.status = status;
        this.title = title;
        this.article = article;
        this.rules = rules;
    }

    public static GameRuleException conflict(String detail, String article, Edition rules) {
        return new GameRuleException(409, "Not allowed in this state of the game", detail, article, rules);
    }

    public static GameRuleException notAFact(String detail, String article, Edition rules) {
        return new GameRuleException(422, "Cannot be a fact", detail, article, rules);
    }

    public static GameRuleException malformed(String detail) {
        return new GameRuleException(400, "Malformed command", detail, null, null);
    }

    public int status() {
        return status;
    }

    public String title() {
        return title;
    }

    public String article() {
        return article;
    }

    public Edition rules() {
        return rules;
    }
}
