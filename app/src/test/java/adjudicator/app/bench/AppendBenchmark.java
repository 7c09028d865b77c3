package adjudicator.app.bench;

import adjudicator.app.AdjudicatorApplication;
import adjudicator.command.api.Actor;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.MoveMade;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.rules.Edition;
import adjudicator.query.GameViewProjection;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Commands per second through the HTTP API on the embedded store, appending with the game-view
 * projection live, after filling the store in bulk to a given number of events. Not a test: run it
 * as the README says. Each measurement is a fixed-duration run of N client threads, each playing its
 * own game (knights shuffling, one MakeMove command = one event); the figure is events appended per
 * second, with the median of the runs and latency percentiles.
 *
 * <pre>java -cp CLASSPATH adjudicator.app.bench.AppendBenchmark STORED_EVENTS [SECONDS_PER_RUN] [RUNS] [DATA_DIR]</pre>
 */
public final class AppendBenchmark {

    private static final String[] CYCLE = {"g1f3", "g8f6", "f3g1", "f6g8"};
    private static final int EVENTS_PER_GAME = 100;

    public static void main(String[] args) throws Exception {
        long stored = Long.parseLong(args[0]);
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Path dir = args.length > 3 ? Path.of(args[3]) : Files.createTempDirectory("append-bench");
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(AdjudicatorApplication.class)
                .run("--server.port=0", "--adjudicator.data-dir=" + dir, "--spring.main.banner-mode=off",
                        "--logging.level.root=WARN")) {
            EventStore eventStore = context.getBean(EventStore.class);
            long start = System.nanoTime();
            long filled = fill(eventStore, stored);
            System.out.printf("filled %,d events in bulk in %.1f s%n", filled, (System.nanoTime() - start) / 1e9);
            start = System.nanoTime();
            awaitProjection(context, eventStore);
            System.out.printf("projection caught up in %.1f s%n", (System.nanoTime() - start) / 1e9);

            int port = ((WebServerApplicationContext) context).getWebServer().getPort();
            for (int threads : new int[]{1, 4}) {
                double[] rates = new double[runs];
                for (int r = 0; r < runs; r++) {
                    Result result = load(port, threads, seconds);
                    rates[r] = result.eventsPerSecond();
                    System.out.printf("stored=%,d threads=%d run=%d: %,.0f events/s, p50 %.2f ms, p99 %.2f ms (%,d events)%n",
                            stored, threads, r + 1, result.eventsPerSecond(), result.p50Ms(), result.p99Ms(), result.events());
                }
                Arrays.sort(rates);
                System.out.printf("RESULT stored=%,d threads=%d median %,.0f events/s (runs: %s)%n",
                        stored, threads, rates[runs / 2], Arrays.toString(Arrays.stream(rates).mapToLong(Math::round).toArray()));
            }
        }
    }

    /** Appends synthetic games of 100 events straight to the event store, 10 games per transaction. */
    static long fill(EventStore eventStore, long events) {
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
                batch.add(new GenericDomainEventMessage<>("Game", id, 0, new GameCreated(id, t0, Actor.ARBITER,
                        "W", "B", "bulk", null, null, null, Edition.FIDE_2017, "-", Position.INITIAL_FEN)));
                appended++;
                for (int i = 0; i < template.size() && appended < events; i++) {
                    MoveMade m = template.get(i);
                    batch.add(new GenericDomainEventMessage<>("Game", id, i + 1, new MoveMade(id, m.at(), m.actor(),
                            m.player(), m.uci(), m.san(), true, null, null, m.fenAfter())));
                    appended++;
                }
            }
            eventStore.publish(batch);
        }
        return appended;
    }

    static void awaitProjection(ConfigurableApplicationContext context, EventStore eventStore) throws InterruptedException {
        TrackingEventProcessor processor = context.getBean(EventProcessingConfiguration.class)
                .eventProcessor(GameViewProjection.GROUP, TrackingEventProcessor.class).orElseThrow();
        TrackingToken head = eventStore.createHeadToken();
        while (true) {
            boolean caughtUp = !processor.processingStatus().isEmpty() && processor.processingStatus().values().stream()
                    .allMatch(s -> s.getCurrentPosition().orElse(-1) >= head.position().orElse(0));
            if (caughtUp) {
                return;
            }
            Thread.sleep(200);
        }
    }

    record Result(long events, double eventsPerSecond, double p50Ms, double p99Ms) {
    }

    private static final Pattern GAME_ID = Pattern.compile("\"gameId\":\"([^\"]+)\"");

    static Result load(int port, int threads, int seconds) throws InterruptedException {
        HttpClient client = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + port + "/api/games";
        LongAdder events = new LongAdder();
        List<List<Long>> latencies = new ArrayList<>();
        AtomicBoolean running = new AtomicBoolean(true);
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            List<Long> lat = new ArrayList<>();
            latencies.add(lat);
            Thread thread = new Thread(() -> {
                try {
                    String body = post(client, base, "{\"rules\":\"FIDE_2017\",\"timeControl\":\"-\"}");
                    Matcher m = GAME_ID.matcher(body);
                    if (!m.find()) {
                        throw new IllegalStateException(body);
                    }
                    String commands = base + "/" + m.group(1) + "/commands";
                    Instant at = Instant.parse("2026-03-01T10:00:00Z");
                    for (int ply = 0; running.get(); ply++) {
                        String player = ply % 2 == 0 ? "WHITE" : "BLACK";
                        long t0 = System.nanoTime();
                        String answer = post(client, commands, "{\"type\":\"MakeMove\",\"at\":\"" + at.plusMillis(ply * 100L)
                                + "\",\"player\":\"" + player + "\",\"move\":\"" + CYCLE[ply % 4] + "\"}");
                        if (!answer.startsWith("{\"events\"")) {
                            throw new IllegalStateException(answer);
                        }
                        if (running.get()) {
                            lat.add(System.nanoTime() - t0);
                            events.increment();
                        }
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            thread.start();
            workers.add(thread);
        }
        long begin = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        running.set(false);
        double elapsed = (System.nanoTime() - begin) / 1e9;
        for (Thread w : workers) {
            w.join();
        }
        List<Long> all = new ArrayList<>();
        for (List<Long> lat : latencies) {
            all.addAll(lat); // each list is complete: its thread has been joined
        }
        all.sort(Long::compare);
        double p50 = all.isEmpty() ? 0 : all.get(all.size() / 2) / 1e6;
        double p99 = all.isEmpty() ? 0 : all.get((int) (all.size() * 0.99)) / 1e6;
        return new Result(events.sum(), events.sum() / elapsed, p50, p99);
    }

    private static String post(HttpClient client, String url, String json) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(60)).POST(HttpRequest.BodyPublishers.ofString(json)).build();
        return client.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }
}
