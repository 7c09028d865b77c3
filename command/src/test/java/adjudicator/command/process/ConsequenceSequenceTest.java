package adjudicator.command.process;

import adjudicator.command.appeal.AppealEvent;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.inmemory.InMemoryEventStorageEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The process managers split into segments: every cause concerning one game is handled by one segment, in the order
 * stored, so that two appeals decided on one game have their effects applied in the order of the decisions.
 */
class ConsequenceSequenceTest {

    private static final Instant T = Instant.parse("2026-04-01T10:00:00Z");

    private final EmbeddedEventStore store = EmbeddedEventStore.builder().storageEngine(new InMemoryEventStorageEngine()).build();
    private final ConsequenceSequence sequence = new ConsequenceSequence(() -> store);

    @AfterEach
    void shutDown() {
        store.shutDown();
    }

    private static AppealEvent.AppealLodged lodged(String appealId, String gameId) {
        return new AppealEvent.AppealLodged(appealId, T, null, gameId, "Cup", null, "A", null, null, List.of(), "grounds", null,
                T, 30, null, false, null);
    }

    private static GenericDomainEventMessage<Object> event(String aggregate, long seq, Object payload) {
        return new GenericDomainEventMessage<>("x", aggregate, seq, payload);
    }

    private static AppealEvent.AppealDecided decided(String appealId) {
        return new AppealEvent.AppealDecided(appealId, T, null, AppealEvent.Decision.UPHELD, "reasons", List.of(), List.of(), true,
                List.of(), 0, null);
    }

    @Test
    void anAppealsDecisionIsHandledWithTheEventsOfItsGame_whicheverSegmentsThereAre() {
        store.publish(event("appeal-1", 0, lodged("appeal-1", "game-7")), event("appeal-2", 0, lodged("appeal-2", "game-7")),
                event("appeal-3", 0, lodged("appeal-3", "game-8")));
        assertThat(sequence.getSequenceIdentifierFor(event("appeal-1", 1, decided("appeal-1")))).isEqualTo("game-7");
        assertThat(sequence.getSequenceIdentifierFor(event("appeal-2", 1, decided("appeal-2")))).isEqualTo("game-7");
        assertThat(sequence.getSequenceIdentifierFor(event("appeal-3", 1, decided("appeal-3")))).isEqualTo("game-8");
        // a game's own event, an expulsion say: its game
        assertThat(sequence.getSequenceIdentifierFor(event("game-7", 12, "a game's event"))).isEqualTo("game-7");
        // so, in three segments as in two, the decisions on game 7 and its events are one segment's
        for (int count : new int[]{2, 3, 4}) {
            for (Segment segment : Segment.splitBalanced(Segment.ROOT_SEGMENT, count - 1)) {
                boolean game = segment.matches(Objects.hashCode("game-7"));
                assertThat(segment.matches(Objects.hashCode(sequence.getSequenceIdentifierFor(event("appeal-1", 1, decided("appeal-1"))))))
                        .isEqualTo(game);
                assertThat(segment.matches(Objects.hashCode(sequence.getSequenceIdentifierFor(event("appeal-2", 1, decided("appeal-2"))))))
                        .isEqualTo(game);
            }
        }
    }

    @Test
    void anAppealsOtherEvents_andAnAppealWhoseFirstEventNamesNoGame_areTheAppealsOwn() {
        store.publish(event("appeal-4", 0, "not a lodging"));
        assertThat(sequence.getSequenceIdentifierFor(event("appeal-4", 1, decided("appeal-4")))).isEqualTo("appeal-4");
        assertThat(sequence.getSequenceIdentifierFor(event("appeal-1", 0, lodged("appeal-1", "game-7")))).isEqualTo("appeal-1");
        assertThat(sequence.getSequenceIdentifierFor(GenericEventMessage.asEventMessage("no record's"))).isNull();
    }
}
