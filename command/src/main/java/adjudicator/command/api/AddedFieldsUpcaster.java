package adjudicator.command.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.SingleEventUpcaster;

import java.util.List;

/**
 * Reads an event stored in one revision as the next, which only added fields: each added field is
 * null, as it was in every event stored before it existed. The stored event is never rewritten (its
 * hash is over the stored form, docs/integrity.md).
 */
public final class AddedFieldsUpcaster extends SingleEventUpcaster {

    private final SimpleSerializedType from;
    private final SimpleSerializedType to;
    private final List<String> fields;

    public AddedFieldsUpcaster(Class<?> type, String fromRevision, String toRevision, String... fields) {
        this.from = new SimpleSerializedType(type.getName(), fromRevision);
        this.to = new SimpleSerializedType(type.getName(), toRevision);
        this.fields = List.of(fields);
    }

    /** GameCreated revision 2 read as 3: no regulations. */
    public static AddedFieldsUpcaster gameRegulations() {
        return new AddedFieldsUpcaster(GameCreated.class, "2", "3", "regulations");
    }

    /** GameCreated revision 3 read as 4: recorded here, from no source. */
    public static AddedFieldsUpcaster gameSource() {
        return new AddedFieldsUpcaster(GameCreated.class, "3", "4", "source");
    }

    /** DrawOffered revision 1 read as 2: no regulations restricting the offer. */
    public static AddedFieldsUpcaster drawOfferRegulations() {
        return new AddedFieldsUpcaster(DrawOffered.class, "1", "2", "againstRegulations", "regulationsArticle");
    }

    /** DrawAgreed revision 1 read as 2: no consent of the arbiter recorded. */
    public static AddedFieldsUpcaster drawConsent() {
        return new AddedFieldsUpcaster(DrawAgreed.class, "1", "2", "arbiterConsent");
    }

    @Override
    protected boolean canUpcast(IntermediateEventRepresentation representation) {
        return from.equals(representation.getType());
    }

    @Override
    protected IntermediateEventRepresentation doUpcast(IntermediateEventRepresentation representation) {
        return representation.upcastPayload(to, JsonNode.class, this::withNulls);
    }

    /** The payload with the added fields null (exposed for the test). */
    JsonNode withNulls(JsonNode payload) {
        ObjectNode out = ((ObjectNode) payload).deepCopy();
        for (String field : fields) {
            if (!out.has(field)) {
                out.putNull(field);
            }
        }
        return out;
    }
}
