package adjudicator.command.web;

import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Message;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.engine.clock.ChessClock;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Binds the contract's JSON to the typed records: a command to its {@link GameCommand} by its
 * {@code type} (Jackson's polymorphic binding), the body of a new game to {@link CreateGameRequest},
 * then checks their fields (Bean Validation). Binding is strict, as a record of facts must be: a
 * number is not a text, a fraction not a whole number, a text not a boolean; texts hold at most
 * {@value Commands#MAX_TEXT} characters; instants are ISO-8601 in the years 1 to 9999. Anything
 * malformed is a 400 naming the field, and nothing is written.
 */
@Component
public class CommandBinder {

    private final ObjectMapper mapper;
    private final Validator validator;

    public CommandBinder(ObjectMapper mapper, Validator validator) {
        this.mapper = strict(mapper.copy());
        this.validator = validator;
    }

    /** The command in {@code body}, for the game {@code gameId} of the request's path. */
    public GameCommand command(String gameId, JsonNode body) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed(Message.of("refusal.request.bodyWithType"));
        }
        JsonNode type = body.get("type");
        if (type == null || type.isNull()) {
            throw GameRuleException.malformed(Message.of("refusal.request.typeRequired"));
        }
        if (!type.isTextual() || !TYPES.contains(type.asText())) {
            throw GameRuleException.malformed(Message.of("refusal.request.unknownType", String.valueOf(type), TYPES));
        }
        ObjectNode tree = (ObjectNode) body; // parsed for this request alone
        tree.put("gameId", gameId); // the game is the path's, whatever the body says
        return valid(bind(tree, GameCommand.class));
    }

    /** The body of {@code POST /api/games}. */
    public CreateGameRequest newGame(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed(Message.of("refusal.request.body"));
        }
        return valid(bind(body, CreateGameRequest.class));
    }

    /**
     * The metadata that makes a tournament's or an appeal's command idempotent: the body's
     * {@code commandId}, taken out of it (those commands carry it in their metadata, a game's in the
     * command), and the digest of the body as the client sent it, so that a retry that leaves {@code at}
     * to the server is the same command. Empty when the body has no {@code commandId}.
     */
    public static org.axonframework.messaging.MetaData commandIdOf(JsonNode body) {
        if (body == null || !body.isObject() || !body.has("commandId")) {
            return org.axonframework.messaging.MetaData.emptyInstance();
        }
        JsonNode id = body.get("commandId");
        if (!id.isTextual() || id.asText().isBlank() || id.asText().length() > adjudicator.command.api.CommandAnswers.MAX_ID) {
            throw GameRuleException.malformed(Message.of("refusal.request.commandId", adjudicator.command.api.CommandAnswers.MAX_ID));
        }
        StringBuilder canonical = new StringBuilder();
        adjudicator.command.record.CanonicalJson.write(body, canonical);
        ((ObjectNode) body).remove("commandId");
        return adjudicator.command.api.CommandAnswers.metaData(id.asText(),
                adjudicator.command.api.CommandAnswers.digest(canonical.toString()));
    }

    /** A command to the tournament {@code tournamentId} of the request's path; {@code at} the request's instant where the body has none. */
    public TournamentCommands.TournamentCommand tournamentCommand(String tournamentId, JsonNode body, Instant now) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed(Message.of("refusal.request.bodyWithType"));
        }
        JsonNode type = body.get("type");
        if (type == null || type.isNull()) {
            throw GameRuleException.malformed(Message.of("refusal.request.typeRequired"));
        }
        if (!type.isTextual() || !TOURNAMENT_TYPES.contains(type.asText())) {
            throw GameRuleException.malformed(Message.of("refusal.request.unknownType", String.valueOf(type), TOURNAMENT_TYPES));
        }
        if (body.has("source")) {
            throw GameRuleException.malformed(Message.of("refusal.request.sourceByServer", type.asText()));
        }
        ObjectNode tree = (ObjectNode) body;
        tree.put("tournamentId", tournamentId);
        if (!tree.hasNonNull("at")) {
            tree.put("at", now.toString());
        }
        return valid(bind(tree, TournamentCommands.TournamentCommand.class));
    }

    /** The body of {@code POST /api/tournaments}. */
    public CreateTournamentRequest newTournament(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed(Message.of("refusal.request.body"));
        }
        return valid(bind(body, CreateTournamentRequest.class));
    }

    /** A step of the appeal {@code appealId} of the request's path; {@code at} the request's instant where the body has none. */
    public adjudicator.command.appeal.AppealCommands.AppealCommand appealCommand(String appealId, JsonNode body, Instant now) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed(Message.of("refusal.request.bodyWithType"));
        }
        JsonNode type = body.get("type");
        if (type == null || !type.isTextual() || !APPEAL_TYPES.contains(type.asText())) {
            throw GameRuleException.malformed(Message.of("refusal.request.unknownType", String.valueOf(type), APPEAL_TYPES));
        }
        for (String serverSide : List.of("partyFederations", "gameHeadSeq", "gameHeadHash")) {
            if (body.has(serverSide)) {
                throw GameRuleException.malformed(Message.of("refusal.request.addedByServer", serverSide, type.asText()));
            }
        }
        ObjectNode tree = (ObjectNode) body;
        tree.put("appealId", appealId);
        if (!tree.hasNonNull("at")) {
            tree.put("at", now.toString());
        }
        return valid(bind(tree, adjudicator.command.appeal.AppealCommands.AppealCommand.class));
    }

    /** The body of {@code POST /api/appeals}. */
    public adjudicator.command.appeal.LodgeAppealRequest lodgeAppeal(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw GameRuleException.malformed(Message.of("refusal.request.body"));
        }
        return valid(bind(body, adjudicator.command.appeal.LodgeAppealRequest.class));
    }

    /** The step types an appeal takes over HTTP. */
    static final List<String> APPEAL_TYPES = Arrays.stream(adjudicator.command.appeal.AppealCommands.AppealCommand.class
                    .getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class).value())
            .map(com.fasterxml.jackson.annotation.JsonSubTypes.Type::name).toList();

    /** The command types a tournament takes over HTTP. */
    static final List<String> TOURNAMENT_TYPES = Arrays.stream(TournamentCommands.TournamentCommand.class
                    .getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class).value())
            .map(com.fasterxml.jackson.annotation.JsonSubTypes.Type::name).toList();

    /** The command types of the contract and its extensions, every one handled. */
    static final List<String> TYPES = Arrays.stream(GameCommand.class
                    .getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class).value())
            .map(com.fasterxml.jackson.annotation.JsonSubTypes.Type::name).toList();

    private <T> T bind(JsonNode tree, Class<T> type) {
        try {
            return mapper.treeToValue(tree, type);
        } catch (IOException e) {
            throw malformed(e);
        }
    }

    private <T> T valid(T value) {
        allowed(value);
        Set<ConstraintViolation<T>> violations = validator.validate(value);
        if (!violations.isEmpty()) {
            ConstraintViolation<T> first = violations.stream()
                    .min(Comparator.comparing(v -> v.getPropertyPath().toString())).orElseThrow();
            throw GameRuleException.malformed(ConstraintText.of(value, first));
        }
        return value;
    }

    /**
     * Where a field takes only some values of its type (its schema's {@code allowableValues}: the bases of
     * a draw claim among the claim kinds, the actors who may report an illegal move), any other is a 400.
     */
    private static void allowed(Object value) {
        for (Restricted r : RESTRICTED.get(value.getClass())) {
            Object v;
            try {
                v = r.component().getAccessor().invoke(value);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            String text = v instanceof Enum<?> e ? e.name() : v == null ? null : v.toString();
            if (text != null && !r.allowed().contains(text)) {
                throw GameRuleException.malformed(Message.of("refusal.request.notAllowed", r.component().getName(), r.allowed(), text));
            }
        }
    }

    /** A record component that takes only some values of its type. */
    private record Restricted(RecordComponent component, List<String> allowed) {
    }

    /** The restricted components of each bound type, found once. */
    private static final ClassValue<List<Restricted>> RESTRICTED = new ClassValue<>() {
        @Override
        protected List<Restricted> computeValue(Class<?> type) {
            if (!type.isRecord()) {
                return List.of();
            }
            return Arrays.stream(type.getRecordComponents())
                    .map(c -> new Restricted(c, allowableValues(type, c.getName())))
                    .filter(r -> !r.allowed().isEmpty()).toList();
        }
    };

    /** The values the schema of the record's component allows, when it names them. */
    private static List<String> allowableValues(Class<?> type, String component) {
        if (type == null || !type.isRecord()) {
            return List.of();
        }
        for (RecordComponent c : type.getRecordComponents()) {
            Schema schema = c.getAccessor().getAnnotation(Schema.class);
            if (c.getName().equals(component) && schema != null) {
                return List.of(schema.allowableValues());
            }
        }
        return List.of();
    }

    /** A binding failure in words, naming the field. */
    private static GameRuleException malformed(IOException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof GameRuleException rule) {
                return rule;
            }
        }
        JsonMappingException.Reference at = e instanceof JsonMappingException m && !m.getPath().isEmpty()
                ? m.getPath().get(m.getPath().size() - 1) : null;
        String field = at == null ? null : at.getFieldName();
        Message where = field == null ? Message.of("refusal.request.where.body") : Message.of("refusal.request.where.field", field);
        if (e instanceof com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException u) {
            List<String> known = u.getKnownPropertyIds() == null ? List.of()
                    : u.getKnownPropertyIds().stream().map(String::valueOf).filter(k -> !k.equals("gameId")).sorted().toList();
            return GameRuleException.malformed(known.isEmpty()
                    ? Message.of("refusal.request.unknownField", u.getPropertyName(), u.getReferringClass().getSimpleName())
                    : Message.of("refusal.request.unknownField.known", u.getPropertyName(), u.getReferringClass().getSimpleName(), known));
        }
        if (e instanceof InvalidFormatException f && f.getTargetType() != null && f.getTargetType().isEnum()) {
            List<String> allowed = allowableValues(at.getFrom() instanceof Class<?> c ? c : null, field);
            return GameRuleException.malformed(Message.of("refusal.request.oneOfNot", where, allowed.isEmpty()
                    ? Arrays.toString(f.getTargetType().getEnumConstants()) : allowed, quoted(f.getValue())));
        }
        if (e instanceof InputCoercionException || (e.getCause() instanceof InputCoercionException)) {
            return GameRuleException.malformed(Message.of("refusal.request.outOfRange", where));
        }
        if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            Class<?> target = m.getTargetType();
            if (target.isEnum()) {
                return GameRuleException.malformed(Message.of("refusal.request.oneOf", where, Arrays.toString(target.getEnumConstants())));
            }
            if (target == Boolean.class || target == boolean.class) {
                return GameRuleException.malformed(Message.of("refusal.request.trueOrFalse", where));
            }
            if (Number.class.isAssignableFrom(target) || target == int.class || target == long.class) {
                return GameRuleException.malformed(Message.of("refusal.request.wholeNumber", where));
            }
        }
        // Jackson's own message (English) is kept as a value
        return GameRuleException.malformed(Message.of("refusal.request.malformed", where,
                e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage() : e.getMessage()));
    }

    private static String quoted(Object value) {
        return value instanceof String s ? "\"" + s + "\"" : String.valueOf(value);
    }

    private static ObjectMapper strict(ObjectMapper m) {
        m.configure(DeserializationFeature.ACCEPT_FLOAT_AS_INT, false);
        m.configure(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS, true);
        m.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        m.configure(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true);
        for (LogicalType type : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean, LogicalType.Enum)) {
            m.coercionConfigFor(type).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        m.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        m.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        SimpleModule module = new SimpleModule("strict-commands");
        module.addDeserializer(String.class, new Text());
        module.addDeserializer(Instant.class, new DeviceInstant());
        m.registerModule(module);
        return m;
    }

    /** The JSON string at the parser, or a 400: a number or an object is not a text. */
    private static String string(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            throw GameRuleException.malformed(Message.of("refusal.request.string", p.currentName()));
        }
        return p.getText();
    }

    /** A text field: a JSON string of at most {@value Commands#MAX_TEXT} characters (a name of megabytes is not a fact). */
    static final class Text extends JsonDeserializer<String> {
        @Override
        public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String field = p.currentName();
            String text = string(p);
            if (text.length() > Commands.MAX_TEXT) {
                throw GameRuleException.malformed(Message.of("refusal.request.textTooLong", field, text.length(), Commands.MAX_TEXT));
            }
            String unfit = unfitCharacter(text);
            if (unfit != null) {
                throw GameRuleException.malformed(Message.of("refusal.request.unfitCharacter", field, unfit));
            }
            return text;
        }
    }

    /** What a text of the record may not hold, named; null when it holds none of it ({@link adjudicator.engine.RecordText}). */
    static String unfitCharacter(String text) {
        return adjudicator.engine.RecordText.unfitCharacter(text);
    }

    /** A device instant: an ISO-8601 UTC string in the years 1 to 9999, which every clock computation can count. */
    static final class DeviceInstant extends JsonDeserializer<Instant> {
        @Override
        public Instant deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String field = p.currentName();
            String text = string(p);
            Instant at;
            try {
                at = Instant.parse(text);
            } catch (DateTimeParseException e) {
                throw GameRuleException.malformed(Message.of("refusal.request.instant", field, text));
            }
            if (!ChessClock.handles(at)) {
                throw GameRuleException.malformed(Message.of("refusal.request.instantRange", field, ChessClock.EARLIEST, ChessClock.LATEST,
                        text));
            }
            return at;
        }
    }
}
