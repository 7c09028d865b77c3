package adjudicator.command.game;

import adjudicator.command.api.MateAnalysis;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.DeclareDeadPosition;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameRuleException;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeMatcher;
import org.junit.jupiter.api.Test;


import static adjudicator.command.game.GameFixtures.ID;
import static adjudicator.command.game.GameFixtures.START;
import static adjudicator.command.game.GameFixtures.T0;
import static adjudicator.command.game.GameFixtures.fixture;
import static adjudicator.command.game.GameFixtures.started;
import static org.axonframework.test.matchers.Matchers.andNoMore;
import static org.axonframework.test.matchers.Matchers.equalTo;
import static org.axonframework.test.matchers.Matchers.exactSequenceOf;
import static org.axonframework.test.matchers.Matchers.payloadsMatching;

/** The arbiter's declaration of a dead position (2005 5.2b; RF 2013 and 2017/2023 5.2.2), reviewed by the engine. */
class DeadPositionCommandsTest {

    /** Both sides' bishops on light squares: neither side can ever mate. */
    private static final String LIGHT_BISHOPS = "8/8/4bk2/8/8/3B4/8/4KB2 w - - 0 1";

    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    private static Matcher<GameRuleException> rejected(int status, String article) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(GameRuleException e) {
                return e.status() == status && article.equals(e.article()) && e.getMessage().contains("can still checkmate");
            }

            @Override
            public void describeTo(Description d) {
                d.appendText("a " + status + " citing article " + article + " with a helpmate");
            }
        };
    }

    /** A declaration proved by the engine: both sides UNWINNABLE, at this position, under this article. */
    private static Matcher<DeadPositionDeclared> provedDead(String fen, String article, Edition rules) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(DeadPositionDeclared e) {
                return e.proved() && e.fen().equals(fen) && e.article().equals(article) && e.rules() == rules
                        && e.actor() == Actor.ARBITER && MateAnalysis.Verdict.UNWINNABLE.equals(e.white().verdict())
                        && MateAnalysis.Verdict.UNWINNABLE.equals(e.black().verdict());
            }

            @Override
            public void describeTo(Description d) {
                d.appendText("a proved dead position " + fen + " under " + article + " " + rules);
            }
        };
    }

    @SuppressWarnings("unchecked")
    private static Matcher<Object> loose(Matcher<?> matcher) {
        return (Matcher<Object>) matcher;
    }

    @Test
    void article5_2b_theArbitersDeclarationOfADeadPositionDrawsTheGame_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, LIGHT_BISHOPS))
                .when(new DeclareDeadPosition(ID, T0.plusSeconds(60), null))
                .expectEventsMatching(payloadsMatching(exactSequenceOf(
                        loose(provedDead(LIGHT_BISHOPS, "5.2b", Edition.FIDE_2005)),
                        loose(equalTo(new GameEnded(ID, T0.plusSeconds(60), Actor.ARBITER, "1/2-1/2", Termination.DEAD_POSITION,
                                "5.2b", Edition.FIDE_2005))),
                        andNoMore())));
    }

    @Test
    void article5_2_2_theSameUnderTheLaterNumbering_FIDE_2023() {
        fixture.given(started(Edition.FIDE_2023, LIGHT_BISHOPS))
                .when(new DeclareDeadPosition(ID, T0.plusSeconds(60), null))
                .expectEventsMatching(payloadsMatching(exactSequenceOf(
                        loose(provedDead(LIGHT_BISHOPS, "5.2.2", Edition.FIDE_2023)),
                        loose(equalTo(new GameEnded(ID, T0.plusSeconds(60), Actor.ARBITER, "1/2-1/2", Termination.DEAD_POSITION,
                                "5.2.2", Edition.FIDE_2023))),
                        andNoMore())));
    }

    @Test
    void article5_2_2_aDeclarationTheEngineRefutesWithAHelpmateWritesNothing_RF_2013() {
        fixture.given(started(Edition.RF_2013, START))
                .when(new DeclareDeadPosition(ID, T0.plusSeconds(60), null))
                .expectNoEvents()
                .expectException(rejected(409, "5.2.2"));
    }
}
