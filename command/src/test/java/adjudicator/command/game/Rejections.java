package adjudicator.command.game;

import adjudicator.command.api.GameRuleException;
import adjudicator.engine.rules.Edition;
import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeMatcher;

import java.util.Objects;

/** The aggregate tests' matcher for a rejected command: its HTTP status, the article cited and the edition. */
final class Rejections {

    private Rejections() {
    }

    /** A rejection with {@code status} citing {@code article} of {@code rules} (both null for malformed input). */
    static Matcher<GameRuleException> rejected(int status, String article, Edition rules) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(GameRuleException e) {
                return e.status() == status && Objects.equals(e.article(), article) && Objects.equals(e.rules(), rules);
            }

            @Override
            public void describeTo(Description d) {
                d.appendText("a " + status + " citing article " + article + " of " + rules);
            }
        };
    }
}
