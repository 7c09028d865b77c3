package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.axonframework.eventhandling.GenericDomainEventEntry;
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
 * The revisions that only added fields, read from rows as the store holds them (the payloads below are
 * rows of the record stored by commit 74c3079, {@code app/src/test/resources/stored/74c3079}): GameCreated
 * 1 and 2 as 4 (no regulations, no source), 3 as 4 (no source), DrawOffered 1 as 2 (no restriction), DrawAgreed 1 as 2 (no consent).
 */
class AddedFieldsUpcasterTest {

    private static final JacksonSerializer SERIALIZER = JacksonSerializer.builder()
            .objectMapper(new ObjectMapper().registerModule(new JavaTimeModule())).build();
    /** The chain the storage engines use, in its order. */
    private static final EventUpcasterChain CHAIN = new EventUpcasterChain(new GameCreatedUpcaster(),
            AddedFieldsUpcaster.gameRegulations(), AddedFieldsUpcaster.gameSource(), AddedFieldsUpcaster.drawOfferRegulations(),
            AddedFieldsUpcaster.drawConsent());

    private static Object read(Class<?> type, String revision, String payload, String expectedRevision) {
        GenericDomainEventEntry<byte[]> entry = new GenericDomainEventEntry<>("Game", "g", 0, "e", Instant.parse("2026-03-01T10:00:00Z"),
                type.getName(), revision, payload.getBytes(StandardCharsets.UTF_8), "{}".getBytes(StandardCharsets.UTF_8));
        List<IntermediateEventRepresentation> upcast = CHAIN.upcast(Stream.of(new InitialEventRepresentation(entry, SERIALIZER))).toList();
        assertThat(upcast).hasSize(1);
        assertThat(upcast.get(0).getType().getRevision()).isEqualTo(expectedRevision);
        return SERIALIZER.deserialize(upcast.get(0).getData());
    }

    @Test
    void gameCreatedOfRevision1IsReadAsRevision4WithoutRegulationsOrSource() {
        GameCreated created = (GameCreated) read(GameCreated.class, "1", """
                {"gameId":"g","at":"2026-03-01T09:59:00Z","actor":"ARBITER","white":"Carlsen, Magnus","black":null,\
                "event":"Open A","site":null,"round":"3","board":12,"rules":"FIDE_2005","timeControl":"-",\
                "startFen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","quickplayFinishAnnounced":null}""", "4");
        assertThat(created.white()).isEqualTo(new Player("Carlsen, Magnus", null));
        assertThat(created.regulations()).isNull();
        assertThat(created.source()).isNull();
    }

    @Test
    void gameCreatedOfRevision3IsReadAsRevision4FromNoSource() {
        // a row of the record stored by commit 91d63db (app/src/test/resources/stored/91d63db)
        GameCreated created = (GameCreated) read(GameCreated.class, "3", """
                {"gameId":"fdf64722-004d-408c-aa5a-cf5ae138d598","at":"2026-03-01T09:59:00Z","actor":"ARBITER",\
                "white":{"name":"Carlsen, Magnus","fideId":1503014},"black":{"name":"Nepomniachtchi, Ian","fideId":4168119},\
                "event":"Open A","site":"Moscow","round":"3","board":12,"rules":"FIDE_2005","timeControl":"40/5400+30:1800+30",\
                "startFen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","quickplayFinishAnnounced":null,"regulations":null}""", "4");
        assertThat(created.source()).isNull();
        assertThat(created.white()).isEqualTo(new Player("Carlsen, Magnus", 1503014L));
        assertThat(created.board()).isEqualTo(12);
    }

    @Test
    void drawOfferedOfRevision1IsReadAsRevision2WithoutARestriction() {
        DrawOffered offered = (DrawOffered) read(DrawOffered.class, "1", """
                {"gameId":"203f6878-431e-445b-94ae-de42fba4b39f","at":"2026-03-01T11:28:35Z","actor":"WHITE","player":"WHITE",\
                "proper":true,"article":"9.1c","otherTimeArticle":null,"rules":"FIDE_2005"}""", "2");
        assertThat(offered).isEqualTo(new DrawOffered("203f6878-431e-445b-94ae-de42fba4b39f", Instant.parse("2026-03-01T11:28:35Z"),
                Actor.WHITE, Color.WHITE, true, "9.1c", null, Edition.FIDE_2005, null, null));
    }

    @Test
    void drawAgreedOfRevision1IsReadAsRevision2WithoutConsent() {
        DrawAgreed agreed = (DrawAgreed) read(DrawAgreed.class, "1", """
                {"gameId":"68bf9d03-8b88-4277-b900-d1b7edf6c274","at":"2026-03-01T10:21:24.025Z","actor":"WHITE","player":"WHITE",\
                "article":"5.2.3","rules":"FIDE_2017"}""", "2");
        assertThat(agreed.arbiterConsent()).isNull();
        assertThat(agreed.article()).isEqualTo("5.2.3");
    }

    @Test
    void theCurrentRevisionsAreReadAsWritten() {
        DrawAgreed agreed = (DrawAgreed) read(DrawAgreed.class, "2", """
                {"gameId":"g","at":"2026-03-01T10:21:24Z","actor":"BLACK","player":"BLACK","article":"5.2.3","rules":"FIDE_2023",\
                "arbiterConsent":true}""", "2");
        assertThat(agreed.arbiterConsent()).isTrue();
    }
}
