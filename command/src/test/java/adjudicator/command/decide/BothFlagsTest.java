package adjudicator.command.decide;

import adjudicator.command.api.BothFlagsFell;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.Party;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.Termination;
import org.junit.jupiter.api.Test;

import java.util.List;

import static adjudicator.command.decide.Record.t;
import static adjudicator.engine.Color.BLACK;
import static adjudicator.engine.Color.WHITE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Both flags fallen, which fell first not to be established (2005 6.12; RF 2013 6.11.1-6.11.2;
 * 2017/2023 only under Guidelines III, III.3.1): the arbiter says so with ObserveFlagFall BOTH, a fact
 * the clock facts cannot give (they always order the two flags). Given a game in which White's flag
 * fell at 60 s (1.e4 pressed at 70 s) and Black's at 130 s, when the arbiter observes both at 140 s,
 * expect: a draw in the last period, play on in another.
 */
class BothFlagsTest {

    /** 1.e4 pressed at 70 s with White's flag down since 60 s; Black's clock runs out at 130 s. */
    private static Record bothFallen(Record r) {
        return r.startClocks(0).move(69, WHITE, "e2e4").press(70, WHITE);
    }

    private static List<GameEvent> observeBoth(Record r, long s) {
        return GameDecider.decide(r.state(), new Commands.ObserveFlagFall(Record.ID, t(s), null, Party.BOTH)).eventsOrThrow();
    }

    /** In the last period (a sudden death of 60 s): drawn, under the article given. */
    private static void drawnInTheLastPeriod(Record r, String article) {
        List<GameEvent> events = observeBoth(bothFallen(r), 140);
        assertThat(events).hasSize(2);
        BothFlagsFell both = (BothFlagsFell) events.get(0);
        assertThat(both.lastPeriod()).isTrue();
        assertThat(both.article()).isEqualTo(article);
        GameEnded ended = (GameEnded) events.get(1);
        assertThat(ended.result()).isEqualTo("1/2-1/2");
        assertThat(ended.termination()).isEqualTo(Termination.BOTH_FLAGS_FALLEN);
        assertThat(ended.article()).isEqualTo(article);
    }

    @Test
    void article6_12b_bothFlagsInTheLastPeriodIsADraw_FIDE_2005() {
        drawnInTheLastPeriod(Record.of(Edition.FIDE_2005, "60"), "6.12b");
    }

    @Test
    void article6_11_2_bothFlagsInTheLastPeriodIsADraw_RF_2013() {
        drawnInTheLastPeriod(Record.of(Edition.RF_2013, "60"), "6.11.2");
    }

    @Test
    void articleIII_3_1_bothFlagsInTheLastPeriodIsADrawUnderTheGuidelines_FIDE_2017() {
        drawnInTheLastPeriod(Record.underGuidelinesIII(Edition.FIDE_2017, "60"), "III.3.1");
    }

    @Test
    void articleIII_3_1_bothFlagsInTheLastPeriodIsADrawUnderTheGuidelines_FIDE_2023() {
        drawnInTheLastPeriod(Record.underGuidelinesIII(Edition.FIDE_2023, "60"), "III.3.1");
    }

    @Test
    void articleIII_3_1_withoutTheGuidelinesThereIsNoSuchRule_FIDE_2017() {
        Record r = bothFallen(Record.of(Edition.FIDE_2017, "60"));
        assertThatThrownBy(() -> observeBoth(r, 140)).isInstanceOfSatisfying(GameRuleException.class, e -> {
            assertThat(e.status()).isEqualTo(409);
            assertThat(e.article()).isEqualTo("III.3.1");
            assertThat(e.getMessage()).contains("only in a game under the quickplay-finish Guidelines III");
        });
    }

    @Test
    void article6_12_bothFlagsMustHaveFallenByTheClockFacts_FIDE_2005() {
        Record r = bothFallen(Record.of(Edition.FIDE_2005, "60"));
        assertThatThrownBy(() -> observeBoth(r, 100)).isInstanceOfSatisfying(GameRuleException.class, e -> {
            assertThat(e.status()).isEqualTo(409);
            assertThat(e.getMessage()).contains("BLACK has 30000 ms left").contains("only one flag has fallen");
        });
    }

    /**
     * Two moves in 60 s, then 60 s for the rest: both flags fall in the first period, so the game goes
     * on; each player has the next period's 60 s with the counters at the control (2 moves), Black's
     * clock running on, and no flag of the first period can be claimed any more.
     */
    @Test
    void article6_12a_bothFlagsBeforeTheLastPeriodTheGameGoesOn_FIDE_2005() {
        Record r = bothFallen(Record.of(Edition.FIDE_2005, "2/60:60"));
        List<GameEvent> events = observeBoth(r, 140);
        assertThat(events).hasSize(2);
        BothFlagsFell both = (BothFlagsFell) events.get(0);
        assertThat(both.lastPeriod()).isFalse();
        assertThat(both.article()).isEqualTo("6.12a");
        ClocksCorrected set = (ClocksCorrected) events.get(1);
        assertThat(set.whiteRemainingMs()).isEqualTo(60_000L);
        assertThat(set.blackRemainingMs()).isEqualTo(60_000L);
        assertThat(set.whiteMovesCompleted()).isEqualTo(2);
        assertThat(set.blackMovesCompleted()).isEqualTo(2);
        assertThat(set.running()).isEqualTo(BLACK);
        assertThat(set.article()).isEqualTo("6.12a");
        r.fold(events);
        assertThat(r.state().status()).isEqualTo(GameStatus.IN_PROGRESS);
        assertThat(r.state().clock().flagFallen(WHITE, t(140))).isFalse();
        assertThat(r.state().clock().flagFallen(BLACK, t(140))).isFalse();
        List<GameEvent> claim = GameDecider.decide(r.state(), new Commands.ClaimFlagFall(Record.ID, t(141), null, WHITE))
                .eventsOrThrow();
        assertThat(claim).as("Black's flag of the first period no longer counts").noneMatch(e -> e instanceof GameEnded)
                .anyMatch(e -> e instanceof adjudicator.command.api.ClaimRejected);
        r.move(150, BLACK, "e7e5").press(150, BLACK);
        assertThat(r.state().clock().remainingMs(BLACK, t(150))).isEqualTo(50_000L);
        assertThat(r.state().clock().remainingMs(WHITE, t(150))).isEqualTo(60_000L);
    }
}
