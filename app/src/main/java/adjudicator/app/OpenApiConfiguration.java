package adjudicator.app;

import adjudicator.command.api.GameEvent;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.ArraySchema;
import io.swagger.v3.oas.models.media.ComposedSchema;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.util.ArrayList;
import java.util.List;

/**
 * The OpenAPI description the app serves ({@code /v3/api-docs}, and a browsable page at
 * {@code /swagger-ui.html}): every endpoint as springdoc finds it, every command body with its fields
 * and an example (from the command records), and every event type of the audit trail.
 */
@Configuration
public class OpenApiConfiguration {

    @Bean
    public OpenAPI adjudicatorOpenApi() {
        return new OpenAPI().info(new Info()
                .title("Adjudicator: over-the-board chess under the FIDE Laws")
                .version("0.1.0")
                .description("""
                        An event-sourced record of games: every move, touch, clock press, claim and penalty is an \
                        event, and every ruling cites its article in the game's edition (FIDE_2005, RF_2013, \
                        FIDE_2017, FIDE_2023). POST /api/games creates a game; POST /api/games/{gameId}/commands \
                        takes one command (the GameCommand schema: "type" names it, "at" is the device instant) and \
                        answers the events it appended (the GameEvent schemas). Errors are RFC 9457 Problem Details \
                        naming the field, or the article where a rule is the reason. \
                        GET /api/games/{gameId}/readjudication?rules=EDITION replays a game's facts under an edition."""));
    }

    /** Every event type as a schema, and the audit trail's answer as a list of them. */
    @Bean
    public OpenApiCustomizer eventSchemas() {
        return openApi -> {
            List<Schema> events = new ArrayList<>();
            for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
                ModelConverters.getInstance().readAll(new AnnotatedType(type))
                        .forEach((name, schema) -> openApi.getComponents().addSchemas(name, schema));
                events.add(new Schema<>().$ref("#/components/schemas/" + type.getSimpleName()));
            }
            openApi.getComponents().addSchemas("GameEvent", new ComposedSchema().oneOf(events).description("""
                    One event of a game's record. In the audit trail (/events, a command's answer, the streams) each \
                    also carries, first, its "seq" (0 for the game's creation, without gaps), "type" (the schema's \
                    name), "at" (the device instant), "recordedAt" (when the server stored it), "actor" and \
                    "article" (null where the event cites none)."""));
            PathItem trail = openApi.getPaths() == null ? null : openApi.getPaths().get("/api/games/{gameId}/events");
            if (trail != null && trail.getGet() != null) {
                trail.getGet().getResponses().addApiResponse("200", new ApiResponse().description("the game's events, in order")
                        .content(new Content().addMediaType("application/json", new MediaType()
                                .schema(new ArraySchema().items(new Schema<>().$ref("#/components/schemas/GameEvent"))))));
            }
        };
    }
}
