package adjudicator.engine.rules;

import java.util.Objects;

/** How a game ended: the score, the cause, and the article of the edition that decides it. */
public record Outcome(GameResult result, Termination termination, String article) {
    public Outcome {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(termination, "termination");
        Objects.requireNonNull(article, "article");
    }
}
