package adjudicator.command.game;

import adjudicator.command.api.MateAnalysis;

import adjudicator.engine.rules.QuickplayClaims;

import adjudicator.command.api.RejectionReason;

import adjudicator.command.api.Decline;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimReferredToArbiter;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.ClaimFlagFall;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.RequestIncrement;
import adjudicator.command.api.Commands.RuleOnClaim;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.IncrementIntroduced;
import adjudicator.command.api.IncrementRequested;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.FlagFallClaimed;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeMatcher;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static adjudicator.command.game.GameFixtures.ID;
import static adjudicator.command.game.GameFixtures.START;
import static adjudicator.command.game.GameFixtures.T0;
import static adjudicator.command.game.GameFixtures.fixture;
import static adjudicator.command.game.GameFixtures.started;
import static adjudicator.command.game.GameFixtures.t;
import static adjudicator.command.game.Rejections.rejected;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.axonframework.test.matchers.Matchers.andNoMore;
import static org.axonframework.test.matchers.Matchers.equalTo;
import static org.axonframework.test.matchers.Matchers.exactSequenceOf;
import static org.axonframework.test.matchers.Matchers.payloadsMatching;

/** The quickplay-finish claim and the arbiter's decisions (2005 10.2; RF 2013 10.2; 2017/2023 Guidelines III.5). */
class QuickplayFinishTest {


    private final AggregateTestFixture<Game> fixture = GameFixtures.fixture();

    /** White's clock has run since t(0) in a 90-minute sudden-death game: at t(5290) he has 1:50 left. */
    private static Object[] started(Edition rules, String timeControl, Boolean announced, Object... more) {
        List<Object> events = new ArrayList<>();
        events.add(new GameCreated(ID, T0, Actor.ARBITER, "W", "B", "Open", null, "1", 1, rules, timeControl, START, announced));
        events.add(new ClocksStarted(ID, t(0), Actor.ARBITER, WHITE, rules == Edition.FIDE_2005 || rules == Edition.RF_2013 ? "6.5" : "6.6"));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    private static Object[] claimed(Object... more) {
        List<Object> events = new ArrayList<>(Arrays.asList(started(Edition.FIDE_2005, "5400", null,
                new DrawClaimed(ID, t(5290), Actor.WHITE, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null),
                new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, "10.2", Edition.FIDE_2005),
                new DrawOffered(ID, t(5290), Actor.WHITE, WHITE, true, "9.1c", null, Edition.FIDE_2005))));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    private static Object[] postponed(Object... more) {
        List<Object> events = new ArrayList<>(Arrays.asList(claimed(
                new ClaimPostponed(ID, t(5300), Actor.ARBITER, WHITE, 120_000, "10.2b", Edition.FIDE_2005),
                new ClocksResumed(ID, t(5300), Actor.ARBITER, WHITE, "6.13c", Edition.FIDE_2005))));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    @Test
    void article10_2_aClaimWithLessThanTwoMinutesStopsTheClocksAndCountsAsAnOffer_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, "5400", null))
                .when(new ClaimDraw(ID, t(5290), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null))
                .expectEvents(new DrawClaimed(ID, t(5290), Actor.WHITE, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null),
                        new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, "10.2", Edition.FIDE_2005),
                        new DrawOffered(ID, t(5290), Actor.WHITE, WHITE, true, "9.1c", null, Edition.FIDE_2005));
    }

    @Test
    void article10_2_notWithTwoMinutesOrMoreLeft_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, "5400", null))
                .when(new ClaimDraw(ID, t(5280), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null))
                .expectNoEvents()
                .expectException(rejected(409, "10.2", Edition.FIDE_2005));
    }

    @Test
    void article10_2_notInAGameWithIncrement_RF_2013() {
        fixture.given(started(Edition.RF_2013, "5400+30", null))
                .when(new ClaimDraw(ID, t(5290), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null))
                .expectNoEvents()
                .expectException(rejected(409, "10.2", Edition.RF_2013));
    }

    @Test
    void articleIII_5_onlyWhenTheEventAnnouncedTheGuidelines_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, "5400", null))
                .when(new ClaimDraw(ID, t(5290), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null))
                .expectNoEvents()
                .expectException(rejected(409, "Guidelines III", Edition.FIDE_2017));
    }

    @Test
    void articleIII_5_whenAnnouncedTheClaimIsMade_FIDE_2023() {
        fixture.given(started(Edition.FIDE_2023, "5400", true))
                .when(new ClaimDraw(ID, t(5290), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null))
                .expectEvents(new DrawClaimed(ID, t(5290), Actor.WHITE, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null),
                        new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, "III.5", Edition.FIDE_2023),
                        new DrawOffered(ID, t(5290), Actor.WHITE, WHITE, true, "9.1.2.3", null, Edition.FIDE_2023));
    }

    @Test
    void article10_2_thePlayerWithoutTheMoveCannotClaim_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, "5400", null))
                .when(new ClaimDraw(ID, t(5290), null, BLACK, ClaimKind.QUICKPLAY_FINISH, null))
                .expectNoEvents()
                .expectException(rejected(409, "10.2", Edition.FIDE_2005));
    }

    @Test
    void article10_2_noMoveWhileTheClaimAwaitsTheArbiter_FIDE_2005() {
        fixture.given(claimed())
                .when(new MakeMove(ID, t(5295), null, WHITE, "e4"))
                .expectNoEvents()
                .expectException(rejected(409, "10.2", Edition.FIDE_2005));
    }

    @Test
    void article10_2a_anAcceptedClaimIsADraw_FIDE_2005() {
        fixture.given(claimed())
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.ACCEPT, null))
                .expectEvents(new ClaimUpheld(ID, t(5300), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_FINISH, "10.2a", Edition.FIDE_2005),
                        new GameEnded(ID, t(5300), Actor.ARBITER, "1/2-1/2", Termination.QUICKPLAY_FINISH, "10.2a", Edition.FIDE_2005));
    }

    @Test
    void article10_2c_aRejectedClaimGivesTheOpponentTwoMinutesAndPlayGoesOn_FIDE_2005() {
        fixture.given(claimed())
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.REJECT, null))
                .expectEvents(new ClaimRejected(ID, t(5300), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_FINISH,
                                RejectionReason.REJECTED_BY_ARBITER, null, "10.2c", Edition.FIDE_2005, 0, 120_000, "10.2c",
                                110_000L, 5_520_000L, null),
                        new ClocksResumed(ID, t(5300), Actor.ARBITER, WHITE, "6.13c", Edition.FIDE_2005));
    }

    /**
     * The RCF commentary to 10.2: the two minutes of 10.2c are for a claim the arbiter finds clearly
     * unfounded, so on rejecting he gives what he sees fit, down to none; the ruling cites the
     * commentary as the source of the time, apart from the article it applies.
     */
    @Test
    void article10_2c_withTheRcfCommentaryTheArbiterRejectingMayGiveNoTime_FIDE_2005() {
        fixture.given(claimed())
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.REJECT, 0L))
                .expectEvents(new ClaimRejected(ID, t(5300), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_FINISH,
                                RejectionReason.REJECTED_BY_ARBITER, null, "10.2c", Edition.FIDE_2005, 0, 0, "10.2c",
                                110_000L, 5_400_000L, null, "RCF commentary to 10.2"),
                        new ClocksResumed(ID, t(5300), Actor.ARBITER, WHITE, "6.13c", Edition.FIDE_2005));
    }

    /** Without that commentary the text's two minutes are owed on rejecting: less is a 409 citing 10.2.3. */
    @Test
    void article10_2_3_rejectingGivesTheOpponentTwoMinutesNoLess_RF_2013() {
        fixture.given(started(Edition.RF_2013, "5400", null,
                        new DrawClaimed(ID, t(5290), Actor.WHITE, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null),
                        new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, "10.2", Edition.RF_2013),
                        new DrawOffered(ID, t(5290), Actor.WHITE, WHITE, true, "9.1.2.3", null, Edition.RF_2013)))
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.REJECT, 60_000L))
                .expectNoEvents()
                .expectException(rejected(409, "10.2.3", Edition.RF_2013));
    }

    @Test
    void article10_2b_aPostponedDecisionMayGiveTheOpponentTwoMinutes_FIDE_2005() {
        fixture.given(claimed())
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.POSTPONE, null))
                .expectEvents(new ClaimPostponed(ID, t(5300), Actor.ARBITER, WHITE, 120_000, "10.2b", Edition.FIDE_2005),
                        new ClocksResumed(ID, t(5300), Actor.ARBITER, WHITE, "6.13c", Edition.FIDE_2005));
    }

    @Test
    void article10_2_1_theArbiterMayPostponeWithoutExtraTime_RF_2013() {
        fixture.given(started(Edition.RF_2013, "5400", null,
                        new DrawClaimed(ID, t(5290), Actor.WHITE, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null),
                        new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, "10.2", Edition.RF_2013)))
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.POSTPONE, 0L))
                .expectEvents(new ClaimPostponed(ID, t(5300), Actor.ARBITER, WHITE, 0, "10.2.2", Edition.RF_2013),
                        new ClocksResumed(ID, t(5300), Actor.ARBITER, WHITE, "6.12.3", Edition.RF_2013));
    }

    @Test
    void article10_2d_aFinalDecisionCannotBeTakenAgain_FIDE_2005() {
        fixture.given(claimed(new ClaimRejected(ID, t(5300), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_FINISH,
                        RejectionReason.REJECTED_BY_ARBITER, null, "10.2c", Edition.FIDE_2005, 0, 120_000, "10.2c", 110_000L, 5_520_000L, null),
                        new ClocksResumed(ID, t(5300), Actor.ARBITER, WHITE, "6.13c", Edition.FIDE_2005)))
                .when(new RuleOnClaim(ID, t(5310), null, QuickplayClaims.Decision.ACCEPT, null))
                .expectNoEvents()
                .expectException(rejected(409, "10.2d", Edition.FIDE_2005));
    }

    @Test
    void article10_2b_aFlagFallingAfterAPostponementWaitsForTheArbiter_FIDE_2005() {
        // resumed at t(5300) with 1:50: White's flag falls at t(5410)
        fixture.given(postponed())
                .when(new ClaimFlagFall(ID, t(5415), null, BLACK))
                .expectEvents(new FlagFallClaimed(ID, t(5415), Actor.BLACK, BLACK),
                        new FlagFell(ID, t(5415), Actor.SYSTEM, WHITE, t(5410), Actor.BLACK, "6.9", Edition.FIDE_2005),
                        new ClocksStopped(ID, t(5415), Actor.SYSTEM, 0, 5_520_000, "10.2b", Edition.FIDE_2005));
    }

    @Test
    void article10_2b_afterTheFlagTheArbiterMayStillDeclareADraw_FIDE_2005() {
        fixture.given(postponed(new FlagFallClaimed(ID, t(5415), Actor.BLACK, BLACK),
                        new FlagFell(ID, t(5415), Actor.SYSTEM, WHITE, t(5410), Actor.BLACK, "6.9", Edition.FIDE_2005),
                        new ClocksStopped(ID, t(5415), Actor.SYSTEM, 0, 5_520_000, "10.2b", Edition.FIDE_2005)))
                .when(new RuleOnClaim(ID, t(5420), null, QuickplayClaims.Decision.ACCEPT, null))
                .expectEvents(new ClaimUpheld(ID, t(5420), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_FINISH, "10.2a", Edition.FIDE_2005),
                        new GameEnded(ID, t(5420), Actor.ARBITER, "1/2-1/2", Termination.QUICKPLAY_FINISH, "10.2a", Edition.FIDE_2005));
    }

    @Test
    void article10_2b_ifHeRejectsItThenTheFlagDecides_FIDE_2005() {
        fixture.given(postponed(new FlagFallClaimed(ID, t(5415), Actor.BLACK, BLACK),
                        new FlagFell(ID, t(5415), Actor.SYSTEM, WHITE, t(5410), Actor.BLACK, "6.9", Edition.FIDE_2005),
                        new ClocksStopped(ID, t(5415), Actor.SYSTEM, 0, 5_520_000, "10.2b", Edition.FIDE_2005)))
                .when(new RuleOnClaim(ID, t(5420), null, QuickplayClaims.Decision.REJECT, null))
                .expectEventsMatching(payloadsMatching(exactSequenceOf(
                        loose(equalTo(new ClaimRejected(ID, t(5420), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_FINISH,
                                RejectionReason.REJECTED_BY_ARBITER, null, "10.2c", Edition.FIDE_2005, 0, 120_000, "10.2c",
                                0L, 5_640_000L, null))),
                        loose(ended("0-1", Termination.TIME_FORFEIT, "6.10")),
                        andNoMore())));
    }

    @SuppressWarnings("unchecked")
    private static Matcher<Object> loose(Matcher<?> matcher) {
        return (Matcher<Object>) matcher;
    }

    private static Matcher<GameEnded> ended(String result, Termination termination, String article) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(GameEnded e) {
                return e.result().equals(result) && e.termination() == termination && e.article().equals(article)
                        && e.analysis() != null && e.analysis().side() == BLACK && MateAnalysis.Verdict.WINNABLE.equals(e.analysis().verdict());
            }

            @Override
            public void describeTo(Description d) {
                d.appendText("a game ended " + result + " by " + termination + " under " + article + ", Black able to mate");
            }
        };
    }

    @Test
    void article10_2b_noMoveOnceTheFlagFellWhileTheDecisionIsPending_FIDE_2005() {
        fixture.given(postponed(new FlagFallClaimed(ID, t(5415), Actor.BLACK, BLACK),
                        new FlagFell(ID, t(5415), Actor.SYSTEM, WHITE, t(5410), Actor.BLACK, "6.9", Edition.FIDE_2005),
                        new ClocksStopped(ID, t(5415), Actor.SYSTEM, 0, 5_520_000, "10.2b", Edition.FIDE_2005)))
                .when(new MakeMove(ID, t(5416), null, WHITE, "e4"))
                .expectNoEvents()
                .expectException(rejected(409, "10.2", Edition.FIDE_2005));
    }

    // ---- 2017/2023 Guidelines III.4: the request for a five-second increment

    /** White, with 1:50 left at t(5290) in a 2017 game whose event announced the Guidelines, asked for an increment. */
    private static Object[] incrementRequested(Edition rules, Object... more) {
        List<Object> events = new ArrayList<>(Arrays.asList(started(rules, "5400", true,
                new IncrementRequested(ID, t(5290), Actor.WHITE, WHITE, 5_000, "III.4", rules),
                new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, "III.4", rules),
                new DrawOffered(ID, t(5290), Actor.WHITE, WHITE, true, "III.4", null, rules))));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    @Test
    void guidelinesIII_4_theRequestStopsTheClocksAndIsADrawOffer_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, "5400", true))
                .when(new RequestIncrement(ID, t(5290), null, WHITE))
                .expectEvents(new IncrementRequested(ID, t(5290), Actor.WHITE, WHITE, 5_000, "III.4", Edition.FIDE_2017),
                        new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, "III.4", Edition.FIDE_2017),
                        new DrawOffered(ID, t(5290), Actor.WHITE, WHITE, true, "III.4", null, Edition.FIDE_2017));
    }

    @Test
    void guidelinesIII_4_notWithTwoMinutesOrMoreLeft_FIDE_2023() {
        fixture.given(started(Edition.FIDE_2023, "5400", true))
                .when(new RequestIncrement(ID, t(5280), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "III.4", Edition.FIDE_2023));
    }

    @Test
    void guidelinesIII_4_notUnlessTheEventAnnouncedTheGuidelines_FIDE_2017() {
        fixture.given(started(Edition.FIDE_2017, "5400", false))
                .when(new RequestIncrement(ID, t(5290), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "Guidelines III", Edition.FIDE_2017));
    }

    @Test
    void article10_2_the2005RulesHaveNoSuchRequest_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, "5400", null))
                .when(new RequestIncrement(ID, t(5290), null, WHITE))
                .expectNoEvents()
                .expectException(rejected(409, "10.2", Edition.FIDE_2005));
    }

    @Test
    void guidelinesIII_4_theArbiterDecidesOnlyOnceTheOpponentHasRefusedTheDraw_FIDE_2017() {
        fixture.given(incrementRequested(Edition.FIDE_2017))
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.ACCEPT, null))
                .expectNoEvents()
                .expectException(rejected(409, "III.4", Edition.FIDE_2017));
    }

    @Test
    void guidelinesIII_4_grantedTheClocksGetTheIncrementAndTheOpponentTwoMinutes_FIDE_2017() {
        fixture.given(incrementRequested(Edition.FIDE_2017,
                        new DrawOfferDeclined(ID, t(5295), Actor.BLACK, BLACK, Decline.ORALLY, "9.1.2.1", Edition.FIDE_2017)))
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.ACCEPT, null))
                .expectEvents(new IncrementIntroduced(ID, t(5300), Actor.ARBITER, WHITE, "5400+5", 120_000, 110_000,
                                5_520_000, "III.4", Edition.FIDE_2017),
                        new ClocksResumed(ID, t(5300), Actor.ARBITER, WHITE, "6.11.3", Edition.FIDE_2017));
    }

    @Test
    void guidelinesIII_4_refusedNothingChangesAndTheClocksGoOn_FIDE_2023() {
        fixture.given(incrementRequested(Edition.FIDE_2023,
                        new DrawOfferDeclined(ID, t(5295), Actor.BLACK, BLACK, Decline.ORALLY, "9.1.2.1", Edition.FIDE_2023)))
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.REJECT, null))
                .expectEvents(new ClaimRejected(ID, t(5300), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_INCREMENT,
                                RejectionReason.REJECTED_BY_ARBITER, null, "III.4", Edition.FIDE_2023, 0, 0, null, 110_000L, 5_400_000L, null),
                        new ClocksResumed(ID, t(5300), Actor.ARBITER, WHITE, "6.11.3", Edition.FIDE_2023));
    }

    @Test
    void guidelinesIII_4_aRequestIsNotPostponed_FIDE_2017() {
        fixture.given(incrementRequested(Edition.FIDE_2017,
                        new DrawOfferDeclined(ID, t(5295), Actor.BLACK, BLACK, Decline.ORALLY, "9.1.2.1", Edition.FIDE_2017)))
                .when(new RuleOnClaim(ID, t(5300), null, QuickplayClaims.Decision.POSTPONE, null))
                .expectNoEvents()
                .expectException(rejected(409, "III.4", Edition.FIDE_2017));
    }

    @Test
    void guidelinesIII_4_noMoveWhileTheRequestAwaitsTheArbiter_FIDE_2017() {
        fixture.given(incrementRequested(Edition.FIDE_2017))
                .when(new MakeMove(ID, t(5300), null, WHITE, "e4"))
                .expectNoEvents()
                .expectException(rejected(409, "III.4", Edition.FIDE_2017));
    }

    // ---- RF 2013 Art. 11; 2017/2023 Guidelines III.6: the claim with no arbiter present

    private static final String START_FEN = START;

    private static Object[] referred(Edition rules, String article, Object... more) {
        List<Object> events = new ArrayList<>(Arrays.asList(started(rules, "5400", rules == Edition.RF_2013 ? null : true,
                new DrawClaimed(ID, t(5290), Actor.WHITE, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null),
                new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, article, rules),
                new ClaimReferredToArbiter(ID, t(5290), Actor.WHITE, WHITE, START_FEN, article, rules),
                new DrawOffered(ID, t(5290), Actor.WHITE, WHITE, true, "9.1.2.3", null, rules))));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    @Test
    void article11_aClaimWithNoArbiterConcludesTheGameAndIsReferred_RF_2013() {
        fixture.given(started(Edition.RF_2013, "5400", null))
                .when(new ClaimDraw(ID, t(5290), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null, false))
                .expectEvents(new DrawClaimed(ID, t(5290), Actor.WHITE, WHITE, ClaimKind.QUICKPLAY_FINISH, null, null),
                        new ClocksStopped(ID, t(5290), Actor.WHITE, 110_000, 5_400_000, "11", Edition.RF_2013),
                        new ClaimReferredToArbiter(ID, t(5290), Actor.WHITE, WHITE, START_FEN, "11", Edition.RF_2013),
                        new DrawOffered(ID, t(5290), Actor.WHITE, WHITE, true, "9.1.2.3", null, Edition.RF_2013));
    }

    @Test
    void article10_2_the2005RulesHaveNoClaimWithoutTheArbiter_FIDE_2005() {
        fixture.given(started(Edition.FIDE_2005, "5400", null))
                .when(new ClaimDraw(ID, t(5290), null, WHITE, ClaimKind.QUICKPLAY_FINISH, null, false))
                .expectNoEvents()
                .expectException(rejected(409, "10.2", Edition.FIDE_2005));
    }

    @Test
    void article11_noMoveAfterTheClaimConcludedTheGame_RF_2013() {
        fixture.given(referred(Edition.RF_2013, "11"))
                .when(new MakeMove(ID, t(5300), null, WHITE, "e4"))
                .expectNoEvents()
                .expectException(rejected(409, "11", Edition.RF_2013));
    }

    @Test
    void guidelinesIII_6_theArbiterUpholdsTheReferredClaim_FIDE_2017() {
        fixture.given(referred(Edition.FIDE_2017, "III.6"))
                .when(new RuleOnClaim(ID, t(9000), null, QuickplayClaims.Decision.ACCEPT, null))
                .expectEvents(new ClaimUpheld(ID, t(9000), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_FINISH, "III.6",
                                Edition.FIDE_2017),
                        new GameEnded(ID, t(9000), Actor.ARBITER, "1/2-1/2", Termination.QUICKPLAY_FINISH, "III.6",
                                Edition.FIDE_2017));
    }

    @Test
    void article11_aRejectionGivesTheScoreTheArbiterDecides_RF_2013() {
        fixture.given(referred(Edition.RF_2013, "11"))
                .when(new RuleOnClaim(ID, t(9000), null, QuickplayClaims.Decision.REJECT, null, "0-1"))
                .expectEvents(new ClaimRejected(ID, t(9000), Actor.ARBITER, WHITE, ClaimKind.QUICKPLAY_FINISH,
                                RejectionReason.REJECTED_BY_ARBITER, null, "11", Edition.RF_2013, 0, 0, null, null, null, null),
                        new GameEnded(ID, t(9000), Actor.ARBITER, "0-1", Termination.ARBITER_DECISION, "11", Edition.RF_2013));
    }

    @Test
    void article11_aRejectionWithoutAScoreIsMalformed_RF_2013() {
        fixture.given(referred(Edition.RF_2013, "11"))
                .when(new RuleOnClaim(ID, t(9000), null, QuickplayClaims.Decision.REJECT, null))
                .expectNoEvents()
                .expectException(rejected(400, null, null));
    }

    @Test
    void guidelinesIII_6_aConcludedGameCannotBePostponed_FIDE_2023() {
        fixture.given(referred(Edition.FIDE_2023, "III.6"))
                .when(new RuleOnClaim(ID, t(9000), null, QuickplayClaims.Decision.POSTPONE, null))
                .expectNoEvents()
                .expectException(rejected(409, "III.6", Edition.FIDE_2023));
    }
}
