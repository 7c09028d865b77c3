package adjudicator.command.api;

import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.axonframework.serialization.upcasting.event.EventUpcasterChain;
import org.axonframework.serialization.upcasting.event.InitialEventRepresentation;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Revision 1 of {@link GameCreated} as a store holds it (the payload below is a row of the record
 * stored by commit 1bc719d, {@code app/src/test/resources/stored/1bc719d}) is read as revision 2, and
 * an event of revision 2 is read as written.
 */
class GameCreatedUpcasterTest {

    private static final JacksonSerializer SERIALIZER = JacksonSerializer.builder()
            .objectMapper(new ObjectMapper().registerModule(new JavaTimeModule())).build();
    private static final EventUpcasterChain CHAIN = new EventUpcasterChain(new GameCreatedUpcaster());

    /** As stored by 1bc719d (the same form 74c3079 stored): the players' names as text. */
    private static final String STORED_REVISION_1 = """
            {"gameId":"08375f85-165d-46af-86f3-ac97778b5a25","at":"2026-03-01T09:59:00Z","actor":"ARBITER",\
            "white":"Carlsen, Magnus","black":"Nepomniachtchi, Ian","event":"Open A","site":null,"round":"3",\
            "board":12,"rules":"FIDE_2005","timeControl":"40/5400+30:1800+30",\
            "startFen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","quickplayFinishAnnounced":null}""";

    private static Object read(String payload, String revision) {
        return read(new GenericDomainEventEntry<>("Game", "08375f85-165d-46af-86f3-ac97778b5a25",
                0, "event-1", Instant.parse("2026-03-01T09:59:00Z"), GameCreated.class.getName(), revision,
                payload.getBytes(StandardCharsets.UTF_8), "{}".getBytes(StandardCharsets.UTF_8)));
    }

    private static Object read(GenericDomainEventEntry<?> entry) {
        List<IntermediateEventRepresentation> upcast = CHAIN.upcast(Stream.of(new InitialEventRepresentation(entry, SERIALIZER))).toList();
        assertThat(upcast).hasSize(1);
        IntermediateEventRepresentation event = upcast.get(0);
        assertThat(event.getType().getRevision()).isEqualTo("2");
        SerializedObject<?> data = event.getData();
        return SERIALIZER.deserialize(data);
    }

    @Test
    void revision1NamesBecomePlayersWithoutFideIds() {
        GameCreated created = (GameCreated) read(STORED_REVISION_1, "1");
        assertThat(created.white()).isEqualTo(new Player("Carlsen, Magnus", null));
        assertThat(created.black()).isEqualTo(new Player("Nepomniachtchi, Ian", null));
        assertThat(created).isEqualTo(new GameCreated("08375f85-165d-46af-86f3-ac97778b5a25",
                Instant.parse("2026-03-01T09:59:00Z"), Actor.ARBITER, new Player("Carlsen, Magnus", null),
                new Player("Nepomniachtchi, Ian", null), "Open A", null, "3", 12, Edition.FIDE_2005,
                "40/5400+30:1800+30", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", null));
    }

    /** MongoDB's engine keeps a payload as text, SQLite's as bytes: the same conversion from either. */
    @Test
    void revision1StoredAsTextIsReadTheSame() {
        Object fromText = read(new GenericDomainEventEntry<>("Game", "08375f85-165d-46af-86f3-ac97778b5a25",
                0, "event-1", Instant.parse("2026-03-01T09:59:00Z"), GameCreated.class.getName(), "1",
                STORED_REVISION_1, "{}"));
        assertThat(fromText).isEqualTo(read(STORED_REVISION_1, "1"));
    }

    @Test
    void aRevision1GameWithoutNamesHasNoPlayers() {
        GameCreated created = (GameCreated) read(STORED_REVISION_1.replace("\"Carlsen, Magnus\"", "null")
                .replace("\"Nepomniachtchi, Ian\"", "null"), "1");
        assertThat(created.white()).isNull();
        assertThat(created.black()).isNull();
    }

    @Test
    void revision2IsReadAsWritten() throws Exception {
        GameCreated written = new GameCreated("g", Instant.parse("2026-03-01T09:59:00Z"), Actor.ARBITER,
                new Player("Carlsen, Magnus", 1503014L), new Player(null, 4168119L), null, null, null, null,
                Edition.FIDE_2023, "-", "8/8/8/8/8/8/8/K6k w - - 0 1", Boolean.TRUE);
        String payload = new String(SERIALIZER.serialize(written, byte[].class).getData(), StandardCharsets.UTF_8);
        assertThat(payload).contains("\"white\":{\"name\":\"Carlsen, Magnus\",\"fideId\":1503014}");
        assertThat(read(payload, "2")).isEqualTo(written);
    }
}
