package adjudicator.app;

import adjudicator.query.GameSummaryRepository;
import adjudicator.query.GameViewProjection;
import adjudicator.query.LingeringEventSource;
import com.fasterxml.jackson.databind.JsonNode;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Projections are disposable: reset the game views, replay every event, and get the same documents back. */
class ProjectionRebuildTest {

    @TempDir
    Path dataDir;

    static List<Document> settledViews(GameSummaryRepository repository, int games, long lastSeqEach) {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        while (Instant.now().isBefore(deadline)) {
            List<Document> docs = repository.rawDocuments();
            if (docs.size() == games && docs.stream().allMatch(d -> ((Number) d.get("lastSeq")).longValue() == lastSeqEach)) {
                return docs;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new AssertionError("the projection did not catch up: " + repository.rawDocuments());
    }

    @Test
    void resetAndReplayGivesAnIdenticalReadModel() throws InterruptedException {
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            for (int i = 0; i < 3; i++) {
                FoolsMateHttpTest.playFoolsMate(http, i % 2 == 0 ? "FIDE_2005" : "FIDE_2023");
            }
            GameSummaryRepository repository = server.bean(GameSummaryRepository.class);
            List<Document> before = settledViews(repository, 3, 9);
            assertThat(before).hasSize(3);
            JsonNode status = http.get("/api/admin/projections").json();
            for (Instant deadline = Instant.now().plusSeconds(10);
                 status.get(0).get("behind").asLong() > 0 && Instant.now().isBefore(deadline); ) {
                status = http.get("/api/admin/projections").json(); // its position may trail the views by a moment
            }
            assertThat(status).as("the projection, and the process managers' processor beside it").hasSize(2);
            assertThat(status.get(0).get("name").asText()).isEqualTo(GameViewProjection.GROUP);
            assertThat(status.get(1).get("name").asText()).isEqualTo(adjudicator.command.process.Consequences.GROUP);
            assertThat(status.get(0).get("head").asLong()).as("30 events stored").isGreaterThanOrEqualTo(29);
            assertThat(status.get(0).get("position").asLong()).isEqualTo(status.get(0).get("head").asLong());
            assertThat(status.get(0).get("behind").asLong()).isZero();

            TrackingEventProcessor processor = server.bean(EventProcessingConfiguration.class)
                    .eventProcessor(GameViewProjection.GROUP, TrackingEventProcessor.class).orElseThrow();
            assertThat(processor.getMessageSource()).as("the processor reads through the lingering source")
                    .isSameAs(server.bean(LingeringEventSource.class));
            processor.shutDown();
            processor.resetTokens();
            // the rebuild is built beside: readers keep the previous complete list until it is done
            assertThat(repository.rebuilding()).isTrue();
            assertThat(repository.rawDocuments()).isEqualTo(before);
            assertThat(http.get("/api/admin/projections").json().get(0).get("behind").asLong())
                    .as("not reported caught up while the rebuild is pending").isPositive();
            processor.start();

            for (Instant deadline = Instant.now().plusSeconds(30); repository.rebuilding() && Instant.now().isBefore(deadline); ) {
                Thread.sleep(50);
            }
            assertThat(repository.rebuilding()).as("the rebuild became the active list").isFalse();
            List<Document> after = settledViews(repository, 3, 9);
            assertThat(after).isEqualTo(before);
        }
    }

    @Test
    void theAdminEndpointAndTheCommandLineRebuildTheSameDocuments() throws Exception {
        List<Document> before;
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            for (int i = 0; i < 3; i++) {
                FoolsMateHttpTest.playFoolsMate(http, i % 2 == 0 ? "RF_2013" : "FIDE_2017");
            }
            GameSummaryRepository repository = server.bean(GameSummaryRepository.class);
            before = settledViews(repository, 3, 9);
            Http.Response accepted = http.post("/api/admin/projections/rebuild", "{}");
            assertThat(accepted.status()).isEqualTo(202);
            assertThat(accepted.json().get(0).get("name").asText()).isEqualTo(GameViewProjection.GROUP);
            assertThat(settledViews(repository, 3, 9)).isEqualTo(before);
        }

        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        int code = new picocli.CommandLine(new RebuildCommand(new java.io.PrintStream(bytes, true,
                java.nio.charset.StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true)
                .execute("--adjudicator.data-dir=" + dataDir);
        String out = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(code).as(out).isZero();
        assertThat(out).contains("rebuilding [" + GameViewProjection.GROUP + "]").contains("at 30 of 30").contains("rebuilt in");

        try (TestServer server = TestServer.start(dataDir)) {
            assertThat(settledViews(server.bean(GameSummaryRepository.class), 3, 9)).isEqualTo(before);
        }
    }

    @Test
    void rebuildingAStoreWithoutEventsLeavesTheProjectionRunning() throws Exception {
        // it used to fail with a 500 (the Mongo token store cannot write an absent replay token), leaving
        // the projection shut down until the next restart, and the command line with a stack trace
        try (TestServer server = TestServer.start(dataDir)) {
            Http http = server.http;
            Http.Response accepted = http.post("/api/admin/projections/rebuild", "{}");
            assertThat(accepted.status()).as(accepted.body()).isEqualTo(202);
            assertThat(accepted.json().get(0).get("name").asText()).isEqualTo(GameViewProjection.GROUP);
            JsonNode status = http.get("/api/admin/projections").json();
            assertThat(status.get(0).get("running").asBoolean()).isTrue();
            FoolsMateHttpTest.playFoolsMate(http, "FIDE_2017");
            assertThat(settledViews(server.bean(GameSummaryRepository.class), 1, 9)).hasSize(1);
        }
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        Path empty = dataDir.resolve("empty");
        int code = new picocli.CommandLine(new RebuildCommand(new java.io.PrintStream(bytes, true,
                java.nio.charset.StandardCharsets.UTF_8))).setUnmatchedOptionsArePositionalParams(true)
                .execute("--adjudicator.data-dir=" + empty);
        String out = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(code).as(out).isZero();
        assertThat(out).contains("rebuilding [" + GameViewProjection.GROUP + "]").contains("rebuilt in");
    }
}
