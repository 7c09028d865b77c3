package adjudicator.query;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameEvent;
import adjudicator.command.decide.GameDecider;
import adjudicator.command.game.Game;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.serialization.Serializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Component;

import java.time.Instant;

/**
 * Before the server takes requests (once every bean is made), the read path is walked once on a game made up here (never stored):
 * the store asked for a game's last event and its snapshot; a game decided, folded, written as a
 * snapshot and read back, rendered as the state and as PGN. The first
 * read of a real game after a restart then finds the JSON binders of the snapshot's records built and
 * the fold and the renderers past their first run (measured: bench/first-read.sh, docs/benchmarks.md).
 */
@Component
class ReadPathWarmUp implements SmartInitializingSingleton {

    private static final Logger log = LoggerFactory.getLogger(ReadPathWarmUp.class);
    private static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    private final Serializer serializer;
    private final QueryController controller;
    private final EventStore eventStore;

    ReadPathWarmUp(@Qualifier("serializer") Serializer serializer, QueryController controller, EventStore eventStore) {
        this.serializer = serializer;
        this.controller = controller;
        this.eventStore = eventStore;
    }

    @Override
    public void afterSingletonsInstantiated() {
        long started = System.nanoTime();
        try {
            // the store's queries of a read: the last sequence number, the snapshot and the events after it
            eventStore.lastSequenceNumberFor("warm-up");
            eventStore.readEvents("warm-up").asStream().count();
            GameState state = sample();
            GameState read = Game.throughSnapshot(state, serializer);
            controller.render(read, read.lastAt());
            PgnWriter.write(read);
            log.debug("read path walked in {} ms", (System.nanoTime() - started) / 1_000_000);
        } catch (RuntimeException e) {
            log.warn("the read path could not be walked before the first read: {}", e.toString());
        }
    }

    /** A game of knights' shuffles with touches and presses, as the deciders make it. */
    private static GameState sample() {
        String id = "warm-up";
        Instant t0 = Instant.parse("2026-01-01T10:00:00Z");
        GameState state = fold(GameState.EMPTY, GameDecider.create(new Commands.CreateGame(id, t0, null, "W", "B", null, null, null, null,
                Edition.FIDE_2005, "5400", null)).eventsOrThrow());
        state = fold(state, GameDecider.decide(state, new Commands.StartClocks(id, t0, null)).eventsOrThrow());
        for (int ply = 0; ply < 120; ply++) {
            Color player = ply % 2 == 0 ? Color.WHITE : Color.BLACK;
            Instant at = t0.plusSeconds(ply + 1L);
            String move = SHUFFLE[ply % 4];
            state = fold(state, GameDecider.decide(state, new Commands.TouchPiece(id, at, null, player, move.substring(0, 2)))
                    .eventsOrThrow());
            state = fold(state, GameDecider.decide(state, new Commands.MakeMove(id, at, null, player, move)).eventsOrThrow());
            state = fold(state, GameDecider.decide(state, new Commands.PressClock(id, at, null, player)).eventsOrThrow());
        }
        return state;
    }

    private static GameState fold(GameState state, Iterable<GameEvent> events) {
        return GameFold.from(state, events);
    }
}
