package adjudicator.command.appeal;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Party;
import adjudicator.command.appeal.AppealCommands;
import adjudicator.command.appeal.AppealEvent.Member;
import adjudicator.command.appeal.AppealEvent.Vote;
import adjudicator.command.appeal.AppealEvent;
import adjudicator.command.appeal.AppealState;
import adjudicator.command.decide.Decision;
import adjudicator.engine.rules.Edition;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An appeal's decisions given/when/expect (FIDE Handbook C.11: the deadline of 3.4, the committee of 2,
 * a member of a party's federation replaced by a reserve; the decision by majority, final; an effect
 * the game refused, recorded once). What a decision does to a game is {@code AppealEffectsDeciderTest}.
 */
class AppealDeciderTest {

    private static final String ID = "appeal-1";
    private static final Instant ENDED = Instant.parse("2026-03-01T12:00:00Z");

    private static AppealCommands.LodgeAppeal lodge(Instant at, List<Long> disputed, Map<Long, String> decided) {
        return lodge(at, disputed, decided, "5400+30", Edition.FIDE_2023, null, null);
    }

    /** An appeal lodged against a game of 10 events (0 to 9) that ended at {@code ENDED}. */
    private static AppealCommands.LodgeAppeal lodge(Instant at, List<Long> disputed, Map<Long, String> decided, String timeControl,
                                                    Edition edition, Integer gameRegulations, Long tournamentRegulations) {
        return new AppealCommands.LodgeAppeal(ID, at, "game-1", "Open", Party.BLACK, "Black, B", AppealEvent.LodgedBy.ARBITER_ON_BEHALF,
                null, disputed, "grounds", "100 EUR", ENDED, 9, adjudicator.engine.clock.TimeControl.parse(timeControl), edition,
                gameRegulations, tournamentRegulations, decided, false, null);
    }

    private static AppealEvent.AppealLodged lodged(AppealCommands.LodgeAppeal c) {
        return (AppealEvent.AppealLodged) AppealDecider.decide(new AppealState(), c).eventsOrThrow().get(0);
    }

    @Test
    void c11_3_4_theCompetitionsRegulationsSetTheDeadline_theGamesOwnBeforeItsTournaments_elseC11ForThePace() {
        Instant in = ENDED.plusSeconds(60);
        AppealEvent.AppealLodged own = lodged(lodge(in, List.of(), Map.of(), "5400+30", Edition.FIDE_2023, 20, 30L));
        assertThat(own.deadlineMinutes()).isEqualTo(20);
        assertThat(own.deadlineBasis()).isEqualTo("the regulations of Open");
        assertThat(lodged(lodge(in, List.of(), Map.of(), "5400+30", Edition.FIDE_2023, null, 30L)).deadlineMinutes()).isEqualTo(30);
        AppealEvent.AppealLodged blitz = lodged(lodge(in, List.of(), Map.of(), "180+2", Edition.FIDE_2023, null, null));
        assertThat(blitz.deadlineMinutes()).isEqualTo(15);
        assertThat(blitz.deadlineBasis()).isEqualTo("FIDE Handbook C.11 3.4.2: 15 minutes for blitz play");
        // 20 minutes after the game: within the regulations' 30, after C.11's 15 for blitz
        List<AppealEvent> late = AppealDecider.decide(new AppealState(), lodge(ENDED.plusSeconds(20 * 60), List.of(), Map.of(), "180+2",
                Edition.FIDE_2023, null, null)).eventsOrThrow();
        assertThat(late).hasSize(2);
        assertThat(((AppealEvent.AppealRefused) late.get(1)).refusal()).isEqualTo(AppealEvent.Refusal.LATE);
        assertThat(AppealDecider.decide(new AppealState(), lodge(ENDED.plusSeconds(20 * 60), List.of(), Map.of(), "180+2",
                Edition.FIDE_2023, null, 30L)).eventsOrThrow()).as("in time under the regulations").hasSize(1);
    }

    @Test
    void art11_10_theRightOfAppealIsRecorded_FIDE_2017_and2023_noneUnder_FIDE_2005_andRF_2013() {
        Instant in = ENDED.plusSeconds(60);
        assertThat(lodged(lodge(in, List.of(), Map.of(), "5400+30", Edition.FIDE_2017, null, null)).lawsArticle()).isEqualTo("11.10");
        assertThat(lodged(lodge(in, List.of(), Map.of(), "5400+30", Edition.FIDE_2023, null, null)).lawsArticle()).isEqualTo("11.10");
        assertThat(lodged(lodge(in, List.of(), Map.of(), "5400+30", Edition.FIDE_2005, null, null)).lawsArticle()).isNull();
        assertThat(lodged(lodge(in, List.of(), Map.of(), "5400+30", Edition.RF_2013, null, null)).lawsArticle()).isNull();
    }

    @Test
    void aDisputedEventTheGameDoesNotHave_cannotBeAFact_andNothingIsLodged() {
        Decision<AppealEvent> d = AppealDecider.decide(new AppealState(), lodge(ENDED.plusSeconds(60), List.of(10L), Map.of()));
        assertThat(d).isInstanceOf(Decision.Rejected.class);
        assertThat(((Decision.Rejected<AppealEvent>) d).rejection().detail()).isEqualTo("the game has events 0 to 9; there is no event 10");
        assertThat(((Decision.Rejected<AppealEvent>) d).rejection().kind().status()).isEqualTo(422);
    }

    private static AppealState given(AppealCommands.AppealCommand... commands) {
        AppealState s = new AppealState();
        for (AppealCommands.AppealCommand c : commands) {
            for (AppealEvent e : AppealDecider.decide(s, c).eventsOrThrow()) {
                AppealState.AppealFold.evolve(s, e);
            }
        }
        return s;
    }

    private static final List<Member> MEMBERS = List.of(new Member("Chair, A", "GER"), new Member("Member, B", "ESP"),
            new Member("Member, C", "IND"));

    private static AppealCommands.FormCommittee committee(List<String> parties) {
        return new AppealCommands.FormCommittee(ID, ENDED.plusSeconds(700), MEMBERS, List.of(new Member("Reserve, D", "USA"),
                new Member("Reserve, E", "NOR")), parties);
    }

    @Test
    void c11_3_4_anAppealWithinTheDeadlineIsLodged_oneAfterItIsRecordedAndRefused() {
        assertThat(AppealDecider.decide(new AppealState(), lodge(ENDED.plusSeconds(3600), List.of(5L), Map.of())).eventsOrThrow())
                .extracting(e -> e.getClass().getSimpleName()).containsExactly("AppealLodged");
        List<AppealEvent> late = AppealDecider.decide(new AppealState(), lodge(ENDED.plusSeconds(3601), List.of(5L), Map.of())).eventsOrThrow();
        assertThat(late).extracting(e -> e.getClass().getSimpleName()).containsExactly("AppealLodged", "AppealRefused");
        assertThat(((AppealEvent.AppealLodged) late.get(0)).late()).isTrue();
        assertThat(((AppealEvent.AppealRefused) late.get(1)).refusal()).isEqualTo(AppealEvent.Refusal.LATE);
    }

    @Test
    void aDecisionOnAppealIsFinal_aSecondAppealOnTheSameRulingIsRefused() {
        List<AppealEvent> again = AppealDecider.decide(new AppealState(), lodge(ENDED.plusSeconds(60), List.of(5L), Map.of(5L, "appeal-0"))).eventsOrThrow();
        assertThat(((AppealEvent.AppealRefused) again.get(1)).reason()).contains("appeal-0").contains("final");
    }

    @Test
    void c11_2_aMemberOfAPartysFederationStandsAside_andAReserveOfAnotherTakesHisPlace() {
        AppealState s = given(lodge(ENDED.plusSeconds(60), List.of(), Map.of()), committee(List.of("ESP", "USA")));
        // Member, B is Spanish like a party; Reserve, D is of the USA like the other: Reserve, E sits
        assertThat(s.sitting()).extracting(Member::name).containsExactly("Chair, A", "Reserve, E", "Member, C");
        assertThat(s.stoodAside()).singleElement().satisfies(a -> assertThat(a.reason()).contains("ESP"));
        assertThatThrownBy(() -> given(lodge(ENDED.plusSeconds(60), List.of(), Map.of()),
                new AppealCommands.FormCommittee(ID, ENDED, MEMBERS, List.of(), List.of("IND"))))
                .isInstanceOf(GameRuleException.class).hasMessageContaining("no reserve");
        assertThatThrownBy(() -> given(lodge(ENDED.plusSeconds(60), List.of(), Map.of()),
                new AppealCommands.FormCommittee(ID, ENDED, MEMBERS.subList(0, 2), List.of(), List.of())))
                .hasMessageContaining("odd number of members");
        assertThatThrownBy(() -> given(lodge(ENDED.plusSeconds(60), List.of(), Map.of()),
                new AppealCommands.FormCommittee(ID, ENDED, List.of(new Member("A", "GER"), new Member("B", "GER"), new Member("C", "IND")),
                        List.of(), List.of()))).hasMessageContaining("different federations");
    }

    private static AppealCommands.DecideAppeal decide(AppealEvent.Decision d, List<Vote> votes, List<AppealEvent.Effect> effects) {
        return new AppealCommands.DecideAppeal(ID, ENDED.plusSeconds(900), d, "reasons", List.of("6.9"), votes, null, effects, 7L, "h");
    }

    @Test
    void anEffectTheGameRefused_isRecordedOnceAfterTheDecision_andOnlyForAnEffectItHas() {
        List<Vote> all = List.of(new Vote("Chair, A", AppealEvent.Decision.UPHELD), new Vote("Member, B", AppealEvent.Decision.UPHELD),
                new Vote("Member, C", AppealEvent.Decision.UPHELD));
        AppealEvent.Effect resume = new AppealEvent.Effect(AppealEvent.EffectKind.RESUME, null, null, null, 99, null, 1000L, 1000L, null);
        AppealState hearing = given(lodge(ENDED.plusSeconds(60), List.of(), Map.of()), committee(List.of()));
        adjudicator.command.api.Rejection refusal = new adjudicator.command.api.Rejection(adjudicator.command.api.Rejection.Kind.NOT_A_FACT,
                "the game's line has 1 half-moves; there is no position after 99", null, Edition.FIDE_2023);
        AppealCommands.RecordEffectRefused refused = new AppealCommands.RecordEffectRefused(ID, ENDED.plusSeconds(900), 0, "game-1", refusal);
        assertThat(AppealDecider.decide(hearing, refused)).as("no decision, no effects").isInstanceOf(Decision.Rejected.class);
        AppealState s = given(lodge(ENDED.plusSeconds(60), List.of(), Map.of()), committee(List.of()),
                decide(AppealEvent.Decision.UPHELD, all, List.of(resume)));
        AppealEvent.AppealEffectRefused recorded = (AppealEvent.AppealEffectRefused) AppealDecider.decide(s, refused).eventsOrThrow().get(0);
        assertThat(recorded.kind()).isEqualTo(AppealEvent.EffectKind.RESUME);
        assertThat(recorded.refusal()).isEqualTo(adjudicator.command.api.Rejection.Kind.NOT_A_FACT);
        assertThat(recorded.rules()).isEqualTo("FIDE_2023");
        AppealState.AppealFold.evolve(s, recorded);
        assertThat(s.effectsRefused()).containsExactly(recorded);
        assertThat(AppealDecider.decide(s, refused)).as("once").isInstanceOf(Decision.Rejected.class);
        assertThat(AppealDecider.decide(s, new AppealCommands.RecordEffectRefused(ID, ENDED.plusSeconds(900), 1, "game-1", refusal)))
                .as("the decision has one effect").isInstanceOf(Decision.Rejected.class);
    }

    @Test
    void theDecisionIsTheMajoritysOfTheSittingMembersVotes_once() {
        AppealState s = given(lodge(ENDED.plusSeconds(60), List.of(), Map.of()), committee(List.of()));
        List<Vote> twoToOne = List.of(new Vote("Chair, A", AppealEvent.Decision.UPHELD), new Vote("Member, B", AppealEvent.Decision.UPHELD),
                new Vote("Member, C", AppealEvent.Decision.DISMISSED));
        assertThatThrownBy(() -> AppealDecider.decide(s, decide(AppealEvent.Decision.DISMISSED, twoToOne, List.of())).eventsOrThrow())
                .hasMessageContaining("needs a majority");
        assertThatThrownBy(() -> AppealDecider.decide(s, decide(AppealEvent.Decision.UPHELD, twoToOne.subList(0, 2), List.of())).eventsOrThrow())
                .hasMessageContaining("every sitting member votes");
        assertThatThrownBy(() -> AppealDecider.decide(s, decide(AppealEvent.Decision.DISMISSED,
                List.of(new Vote("Chair, A", AppealEvent.Decision.DISMISSED), new Vote("Member, B", AppealEvent.Decision.DISMISSED),
                        new Vote("Member, C", AppealEvent.Decision.DISMISSED)),
                List.of(new AppealEvent.Effect(AppealEvent.EffectKind.ANNUL, null, null, null, null, null, null, null, null)))).eventsOrThrow())
                .hasMessageContaining("a dismissed appeal changes nothing");
        AppealEvent.AppealDecided decided = (AppealEvent.AppealDecided) AppealDecider.decide(s,
                decide(AppealEvent.Decision.UPHELD, twoToOne, List.of())).eventsOrThrow().get(0);
        assertThat(decided.feeReturned()).as("returned when upheld").isTrue();
        assertThat(decided.votes()).hasSize(3);
        AppealState.AppealFold.evolve(s, decided);
        assertThatThrownBy(() -> AppealDecider.decide(s, decide(AppealEvent.Decision.UPHELD, twoToOne, List.of())).eventsOrThrow())
                .hasMessageContaining("final");
    }

}
