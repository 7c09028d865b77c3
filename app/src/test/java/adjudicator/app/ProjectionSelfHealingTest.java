package adjudicator.app;

import adjudicator.query.GameReader;
import adjudicator.query.GameView;
import adjudicator.query.GameViewRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A view that missed events (as after a crash that left its token ahead of it) is folded afresh
 * from the game's events when the next event arrives, instead of skipping what it missed.
 */
class ProjectionSelfHealingTest {

    @TempDir
    Path dataDir;

    @Test
    void aViewBehindItsTokenIsRebuiltFromTheEventsOnTheNextEvent() throws InterruptedException {
        try (ConfigurableApplicationContext context = FoolsMateHttpTest.start(dataDir)) {
            Http http = new Http(FoolsMateHttpTest.port(context));
            String id = http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"300+2\"}").json()
                    .get("gameId").asText();
            String base = "/api/games/" + id + "/commands";
            http.post(base, FoolsMateHttpTest.command("StartClocks", "2026-03-01T10:00:00Z", ""));
            http.post(base, FoolsMateHttpTest.command("MakeMove", "2026-03-01T10:00:03Z", "\"player\":\"WHITE\",\"move\":\"d4\""));
            http.post(base, FoolsMateHttpTest.command("PressClock", "2026-03-01T10:00:04Z", "\"player\":\"WHITE\""));
            GameViewRepository repository = context.getBean(GameViewRepository.class);
            awaitLastSeq(repository, id, 3);

            // Simulate a view that lost its last two events while the token moved past them.
            GameView stale = context.getBean(GameReader.class).fold(id, 1);
            repository.deleteAll();
            repository.save(stale);
            assertThat(repository.find(id).orElseThrow().moves).isEmpty();

            http.post(base, FoolsMateHttpTest.command("MakeMove", "2026-03-01T10:00:09Z", "\"player\":\"BLACK\",\"move\":\"d5\""));
            GameView healed = awaitLastSeq(repository, id, 4);
            assertThat(healed.moves).extracting(m -> m.san).containsExactly("d4", "d5");
            // White: 300 - 4 + 2 = 298 s after his completed move; Black's clock runs since 10:00:04.
            assertThat(healed.clock.whiteMs).isEqualTo(298_000);
            assertThat(healed.clock.running).isEqualTo("BLACK");
        }
    }

    private static GameView awaitLastSeq(GameViewRepository repository, String id, long seq) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (Instant.now().isBefore(deadline)) {
            GameView v = repository.find(id).orElse(null);
            if (v != null && v.lastSeq == seq) {
                return v;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("view of " + id + " did not reach " + seq + ": " + repository.find(id).map(v -> v.lastSeq));
    }
}
