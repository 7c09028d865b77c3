package adjudicator.command.game;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.GameCreated;
import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Edition;
import org.axonframework.test.aggregate.AggregateTestFixture;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the aggregate tests share (given/when/expect on the Axon aggregate): one game, instants counted
 * in seconds from {@link #T0}, and the events that set a game up and start its clocks.
 */
final class GameFixtures {

    static final String ID = "game-1";
    static final String START = Position.INITIAL_FEN;
    static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private GameFixtures() {
    }

    static AggregateTestFixture<Game> fixture() {
        return new AggregateTestFixture<>(Game.class);
    }

    /** The instant {@code seconds} after {@link #T0}. */
    static Instant t(long seconds) {
        return T0.plusSeconds(seconds);
    }

    /** A game set up at T0 under {@code rules}, with this time control and start position. */
    static GameCreated created(Edition rules, String timeControl, String fen) {
        return new GameCreated(ID, T0, Actor.ARBITER, "W", "B", "Open", null, "1", 1, rules, timeControl, fen);
    }

    /** White's clock started at {@code at}, citing the edition's article (2005 6.5; 2017 6.6). */
    static ClocksStarted clocksStarted(Edition rules, Instant at) {
        return new ClocksStarted(ID, at, Actor.ARBITER, Color.WHITE,
                rules == Edition.FIDE_2005 || rules == Edition.RF_2013 ? "6.5" : "6.6");
    }

    /** A 90-minute game from {@code fen} set up and started at T0 under {@code rules}, then {@code more}. */
    static Object[] started(Edition rules, String fen, Object... more) {
        List<Object> events = new ArrayList<>();
        events.add(created(rules, "5400", fen));
        events.add(clocksStarted(rules, T0));
        events.addAll(Arrays.asList(more));
        return events.toArray();
    }

    /** {@code player} presses his clock {@code at} seconds after T0. */
    static ClockPressed pressed(Color player, long at) {
        return new ClockPressed(ID, t(at), Actor.of(player), player);
    }
}
