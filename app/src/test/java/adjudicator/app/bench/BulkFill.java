package adjudicator.app.bench;

import adjudicator.app.AdjudicatorApplication;
import adjudicator.command.api.Actor;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.MoveMade;
import adjudicator.command.record.RecordedBy;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.rules.Edition;
import adjudicator.query.GameViewProjection;
import adjudicator.query.ProjectionRebuilder;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.MetaData;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * Fills an embedded store in bulk for the append benchmark (bench/append.sh): synthetic games of
 * 100 events (created, then knights shuffling), appended straight to the event store ten games per
 * transaction, each event with the metadata a command sent with the bootstrap ADMIN's token gives it
 * (its account, and Axon's trace), then waits until the game-view projection has caught up and shuts down cleanly.
 *
 * <pre>java -cp CLASSPATH adjudicator.app.bench.BulkFill EVENTS DATA_DIR</pre>
 */
public final class BulkFill {

    private static final String[] CYCLE = {"g1f3", "g8f6", "f3g1", "f6g8"};
    private static final int EVENTS_PER_GAME = 100;

    private BulkFill() {
    }

    public static void main(String[] args) throws Exception {
        long events = Long.parseLong(args[0]);
        String dir = args[1];
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(AdjudicatorApplication.class)
                .run("--server.port=0", "--adjudicator.data-dir=" + dir, "--spring.main.banner-mode=off",
                        "--logging.level.root=WARN")) {
            EventStore eventStore = context.getBean(EventStore.class);
            long start = System.nanoTime();
            List<String> games = new ArrayList<>();
            long filled = fill(eventStore, events, games::add);
            System.out.printf("filled %,d events in %.1f s%n", filled, (System.nanoTime() - start) / 1e9);
            if (!games.isEmpty()) {
                System.out.println("a game: " + games.get(games.size() / 2)); // for a read by its id (bench/restart.sh)
            }
            start = System.nanoTime();
            awaitProjection(context);
            System.out.printf("projection caught up in %.1f s%n", (System.nanoTime() - start) / 1e9);
        }
    }

    public static long fill(EventStore eventStore, long events) {
        return fill(eventStore, events, id -> { });
    }

    /** As {@link #fill(EventStore, long)}, telling {@code created} each game's id. */
    public static long fill(EventStore eventStore, long events, Consumer<String> created) {
        List<MoveMade> template = new ArrayList<>();
        Position p = Position.initial();
        Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
        for (int ply = 0; ply < EVENTS_PER_GAME - 1; ply++) {
            Move m = Move.parseUci(CYCLE[ply % 4]);
            Color player = p.sideToMove();
            String san = San.toSan(p, m);
            p = p.play(m);
            template.add(new MoveMade(null, t0.plusSeconds(ply + 1), Actor.of(player), player, m.uci(), san, true, null,
                    null, p.fen()));
        }
        long appended = 0;
        while (appended < events) {
            List<EventMessage<?>> batch = new ArrayList<>();
            for (int g = 0; g < 10 && appended < events; g++) {
                String id = UUID.randomUUID().toString();
                created.accept(id);
                batch.add(new GenericDomainEventMessage<>("Game", id, 0, new GameCreated(id, t0, Actor.ARBITER,
                        "W", "B", "bulk", null, null, null, Edition.FIDE_2005, "-", Position.INITIAL_FEN), sentByAdmin()));
                appended++;
                for (int i = 0; i < template.size() && appended < events; i++) {
                    MoveMade m = template.get(i);
                    batch.add(new GenericDomainEventMessage<>("Game", id, i + 1, new MoveMade(id, m.at(), m.actor(),
                            m.player(), m.uci(), m.san(), true, null, null, m.fenAfter()), sentByAdmin()));
                    appended++;
                }
            }
            eventStore.publish(batch);
        }
        return appended;
    }

    /** What a command sent with the bootstrap ADMIN's token gives its events: the account, and Axon's trace of the command. */
    private static MetaData sentByAdmin() {
        String command = UUID.randomUUID().toString();
        return MetaData.with(RecordedBy.NAME, "admin").and(RecordedBy.ROLE, "ADMIN")
                .and("traceId", command).and("correlationId", command);
    }

    static void awaitProjection(ConfigurableApplicationContext context) throws InterruptedException {
        ProjectionRebuilder status = context.getBean(ProjectionRebuilder.class);
        long last = -1;
        while (true) {
            ProjectionRebuilder.Status views = status.status().stream()
                    .filter(p -> p.name().equals(GameViewProjection.GROUP)).findFirst().orElseThrow();
            long position = views.position();
            if (views.behind() == 0) {
                return;
            }
            if (position / 100_000 != last / 100_000) {
                System.out.printf("projection at %,d of %,d%n", position, views.head());
            }
            last = position;
            Thread.sleep(500);
        }
    }
}
