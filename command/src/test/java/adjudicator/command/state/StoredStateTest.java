package adjudicator.command.state;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.MoveMade;
import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Edition;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The stored form of a state (what a snapshot keeps) gives the same clock back, including the instants
 * at which flags fell (2005 6.12: the clock knows which fell first).
 */
class StoredStateTest {

    private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
    private static final String ID = "game-stored";

    /** White's minute runs out at T0 + 60 s; he presses 5 s later; Black's runs out at T0 + 125 s; the arbiter stops the clocks at T0 + 130 s. */
    private static GameState bothFlagsFell() {
        return GameFold.of(List.of(
                new GameCreated(ID, T0, Actor.ARBITER, null, null, null, null, null, null, Edition.FIDE_2005, "60",
                        Position.INITIAL_FEN),
                new ClocksStarted(ID, T0, Actor.ARBITER, Color.WHITE, "6.5"),
                new MoveMade(ID, T0.plusSeconds(64), Actor.WHITE, Color.WHITE, "e2e4", "e4", true, null, null,
                        Position.initial().play(adjudicator.engine.Move.parseUci("e2e4")).fen()),
                new ClockPressed(ID, T0.plusSeconds(65), Actor.WHITE, Color.WHITE),
                new ClocksStopped(ID, T0.plusSeconds(130), Actor.ARBITER, 0, 0, "6.13a", Edition.FIDE_2005)));
    }

    @Test
    void article6_12_flagInstantsSurviveTheStoredState() {
        GameState state = bothFlagsFell();
        assertThat(state.clock().flagFellAt(Color.WHITE)).contains(T0.plusSeconds(60));
        assertThat(state.clock().flagFellAt(Color.BLACK)).contains(T0.plusSeconds(125));

        GameState back = StoredState.of(state).toState();

        assertThat(back.clock()).isEqualTo(state.clock());
        assertThat(back.clock().firstFlag()).contains(Color.WHITE);
        assertThat(StoredState.of(back)).isEqualTo(StoredState.of(state));
        assertThat(back.position()).isEqualTo(state.position());
        assertThat(back.positionsForRepetition()).isEqualTo(state.positionsForRepetition());
    }

    @Test
    void foldingOnGivesAnotherStateAndLeavesTheFirstAsItWas() {
        GameState state = bothFlagsFell();
        StoredState before = StoredState.of(state);
        GameState next = GameFold.evolve(state, new MoveMade(ID, T0.plusSeconds(140), Actor.BLACK, Color.BLACK, "e7e5", "e5", true, null, null,
                Position.initial().play(adjudicator.engine.Move.parseUci("e2e4")).play(adjudicator.engine.Move.parseUci("e7e5")).fen()));
        assertThat(next.moves()).hasSize(2);
        assertThat(next.lastSeq()).isEqualTo(state.lastSeq() + 1);
        assertThat(StoredState.of(state)).isEqualTo(before);
        assertThat(state.moves()).hasSize(1);
        assertThat(state.position()).isNotEqualTo(next.position());
    }

    @Test
    void aStoredClockWithoutFlagInstantsStillReads() {
        // a clock stored before the flag instants existed has neither
        StoredState stored = StoredState.of(bothFlagsFell());
        StoredState.StoredClock c = stored.clock();
        StoredState old = new StoredState(stored.created(), stored.firstAt(), stored.timeControlInForce(), stored.status(),
                stored.result(), stored.termination(), stored.terminationArticle(), stored.atRecordedStart(), stored.moves(),
                new StoredState.StoredClock(c.control(), 0, 30_000, c.whiteMoves(), c.blackMoves(), null, null, true, false,
                        null, null, null, 0),
                stored.clocksStartedAt(), stored.playersWithIncompleteMove(), stored.movePending(), stored.touches(),
                stored.promotionTouch(), stored.obligation(), stored.breach(), stored.whiteIllegalMoves(),
                stored.blackIllegalMoves(), stored.openClaim(), stored.drawOfferBy(), stored.penalties(), stored.rulings(),
                stored.lastSeq(), stored.lastAt(), stored.whiteSigned(), stored.blackSigned(), stored.resultDecision(), stored.appealDecision(),
                stored.sourceEnding(), stored.pendingEnding());

        GameState back = old.toState();

        assertThat(back.clock().flagFallen(Color.WHITE, T0)).isTrue();
        assertThat(back.clock().flagFellAt(Color.WHITE)).isEmpty();
        assertThat(back.clock().firstFlag()).isEmpty();
    }
}
