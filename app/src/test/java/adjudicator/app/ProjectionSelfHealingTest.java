package adjudicator.app;

import adjudicator.query.GameReader;
import adjudicator.query.GameSummary;
import adjudicator.query.GameSummaryRepository;
import adjudicator.query.GameViewProjection;
import adjudicator.command.state.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A read model that missed events (as after a crash that left its token ahead of it) is folded
 * afresh from the game's events when the next event arrives, instead of skipping what it missed.
 */
class ProjectionSelfHealingTest {

    @TempDir
    Path dataDir;

    @Test
    void aSummaryBehindItsTokenIsRebuiltFromTheEventsOnTheNextEvent() throws InterruptedException {
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            String id = http.post("/api/games", "{\"rules\":\"FIDE_2017\",\"timeControl\":\"300+2\"}").json()
                    .get("gameId").asText();
            String base = "/api/games/" + id + "/commands";
            http.post(base, TestServer.command("StartClocks", "2026-03-01T10:00:00Z", ""));
            http.post(base, TestServer.command("MakeMove", "2026-03-01T10:00:03Z", "\"player\":\"WHITE\",\"move\":\"d4\""));
            http.post(base, TestServer.command("PressClock", "2026-03-01T10:00:04Z", "\"player\":\"WHITE\""));
            GameSummaryRepository repository = server.bean(GameSummaryRepository.class);
            awaitLastSeq(repository, id, 3);

            // Simulate a summary that lost its last two events while the token moved past them,
            // with nothing of the game left in the projection's memory (as after a restart).
            server.bean(GameViewProjection.class).forget();
            GameState folded = server.bean(GameReader.class).fold(id, 1);
            repository.save(GameSummary.of(folded), adjudicator.query.GameOutcome.of(folded, () -> server.bean(GameReader.class).events(folded.gameId())));
            assertThat(repository.find(id).orElseThrow().moveCount).isZero();

            http.post(base, TestServer.command("MakeMove", "2026-03-01T10:00:09Z", "\"player\":\"BLACK\",\"move\":\"d5\""));
            GameSummary healed = awaitLastSeq(repository, id, 4);
            assertThat(healed.moveCount).isEqualTo(2);
            assertThat(healed.fen).isEqualTo("rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2");
            // White: 300 - 4 + 2 = 298 s after his completed move; Black's clock runs since 10:00:04.
            assertThat(healed.clock.whiteMs).isEqualTo(298_000);
            assertThat(healed.clock.running).isEqualTo("BLACK");
        }
    }

    private static GameSummary awaitLastSeq(GameSummaryRepository repository, String id, long seq) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (Instant.now().isBefore(deadline)) {
            GameSummary s = repository.find(id).orElse(null);
            if (s != null && s.lastSeq == seq) {
                return s;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("summary of " + id + " did not reach " + seq + ": " + repository.find(id).map(s -> s.lastSeq));
    }
}
