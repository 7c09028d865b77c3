package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEvent;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's record made the way the server makes it: commands decided one after another by the
 * deciders, each accepted command's events folded into the state. {@link #t(long)} is the instant
 * {@code seconds} after the start; the commands are written as a tablet would send them.
 */
final class Record {

    static final String ID = "game-record";
    static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private GameState state = GameState.EMPTY;
    private final List<GameEvent> events = new ArrayList<>();

    private Record(Edition rules, String timeControl, String fen, boolean quickplayFinishAnnounced) {
        this(rules, timeControl, fen, quickplayFinishAnnounced, null);
    }

    private Record(Edition rules, String timeControl, String fen, boolean quickplayFinishAnnounced,
                   adjudicator.command.api.GameRegulations regulations) {
        add(GameDecider.create(new Commands.CreateGame(ID, T0, null, adjudicator.command.api.Player.of("White, W", null),
                adjudicator.command.api.Player.of("Black, B", null), "Open", null, "1", 1, rules, timeControl, fen,
                quickplayFinishAnnounced, regulations)));
    }

    /** A game under a competition's regulations (default time, restriction of draws). */
    static Record underRegulations(Edition rules, String timeControl, adjudicator.command.api.GameRegulations regulations) {
        return new Record(rules, timeControl, null, false, regulations);
    }

    private Record(Edition rules, String timeControl, String fen) {
        this(rules, timeControl, fen, false);
    }

    /** A game whose event announced the quickplay-finish Guidelines III (2017/2023). */
    static Record underGuidelinesIII(Edition rules, String timeControl) {
        return new Record(rules, timeControl, null, true);
    }

    static Record of(Edition rules, String timeControl) {
        return new Record(rules, timeControl, null);
    }

    static Record of(Edition rules, String timeControl, String fen) {
        return new Record(rules, timeControl, fen);
    }

    static Instant t(long seconds) {
        return T0.plusSeconds(seconds);
    }

    /** The command, which must be accepted. */
    Record then(GameCommand command) {
        add(GameDecider.decide(state, command));
        return this;
    }

    private void add(Decision<GameEvent> decision) {
        if (decision instanceof Decision.Rejected<GameEvent> r) {
            throw new AssertionError("the record's command was refused: " + r.rejection());
        }
        for (GameEvent e : decision.eventsOrThrow()) {
            state = GameFold.evolve(state, e);
            events.add(e);
        }
    }

    /** The state with {@code decided} folded in: events a test decided apart and accepts as they are. */
    Record fold(List<GameEvent> decided) {
        state = GameFold.from(state, decided);
        return this;
    }

    Record startClocks(long s) {
        return then(new Commands.StartClocks(ID, t(s), null));
    }

    Record move(long s, Color player, String move) {
        return then(new Commands.MakeMove(ID, t(s), null, player, move));
    }

    Record press(long s, Color player) {
        return then(new Commands.PressClock(ID, t(s), null, player));
    }

    /** A move and the press that completes it a second later. */
    Record ply(long s, Color player, String move) {
        return move(s, player, move).press(s + 1, player);
    }

    Record report(long s, Actor by) {
        return then(new Commands.ReportIllegalMove(ID, t(s), null, by, null));
    }

    GameState state() {
        return state;
    }

    List<GameEvent> events() {
        return List.copyOf(events);
    }
}
