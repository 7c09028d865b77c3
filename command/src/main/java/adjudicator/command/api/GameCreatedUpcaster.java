package adjudicator.command.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.SingleEventUpcaster;

/**
 * Reads a {@link GameCreated} of revision 1, whose {@code white} and {@code black} were the players'
 * names as text, as revision 2, where each is a {@link Player} ({@code {"name": ..., "fideId": null}};
 * a null name stays a null player). The stored event is never rewritten: its hash is over the form
 * in which it was stored (docs/integrity.md), and this conversion happens each time it is read.
 */
public final class GameCreatedUpcaster extends SingleEventUpcaster {

    private static final String TYPE = GameCreated.class.getName();
    private static final SimpleSerializedType REVISION_1 = new SimpleSerializedType(TYPE, "1");
    private static final SimpleSerializedType REVISION_2 = new SimpleSerializedType(TYPE, "2");

    @Override
    protected boolean canUpcast(IntermediateEventRepresentation representation) {
        return REVISION_1.equals(representation.getType());
    }

    @Override
    protected IntermediateEventRepresentation doUpcast(IntermediateEventRepresentation representation) {
        return representation.upcastPayload(REVISION_2, JsonNode.class, GameCreatedUpcaster::playersOf);
    }

    /** The payload of revision 1 with its two names made players (exposed for the upcaster's test). */
    static JsonNode playersOf(JsonNode payload) {
        ObjectNode out = ((ObjectNode) payload).deepCopy();
        for (String side : new String[]{"white", "black"}) {
            JsonNode name = out.get(side);
            if (name != null && name.isTextual()) {
                ObjectNode player = JsonNodeFactory.instance.objectNode();
                player.put("name", name.asText());
                player.putNull("fideId");
                out.set(side, player);
            }
        }
        return out;
    }
}
