package adjudicator.command.web;

import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Language;
import adjudicator.command.text.Message;
import adjudicator.command.text.Texts;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.validation.Validation;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A malformed request's refusal worded by lang (issue 37): given a body the binder refuses, when the refusal is
 * worded, expect the English detail it has always had and the Russian written out here; what Jackson or a
 * constraint's annotation says in its own words stays a value.
 */
class RequestRefusalTextsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final CommandBinder BINDER = new CommandBinder(new ObjectMapper(),
            Validation.buildDefaultValidatorFactory().getValidator());
    private static final Texts RU = Texts.of(Language.RU);

    private static Message refused(Runnable bind) {
        GameRuleException e = catchThrowableOfType(GameRuleException.class, bind::run);
        assertThat(e).as("a refusal").isNotNull();
        assertThat(e.status()).isEqualTo(400);
        assertThat(e.message()).as("the refusal's message: " + e.getMessage()).isNotNull();
        assertThat(e.message().english()).isEqualTo(e.getMessage());
        return e.message();
    }

    private static Message command(String body) {
        return refused(() -> BINDER.command("g1", tree(body)));
    }

    private static JsonNode tree(String body) {
        try {
            return JSON.readTree(body);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void reads(Message m, String english, String russian) {
        assertThat(m.english()).isEqualTo(english);
        assertThat(m.in(RU)).isEqualTo(russian);
    }

    @Test
    void theBodyAndItsType() {
        reads(command("[1]"), "the body must be one JSON object with a \"type\"",
                "тело запроса должно быть одним объектом JSON с полем \"type\"");
        reads(command("{}"), "\"type\" is required", "нужно указать \"type\"");
        assertThat(command("{\"type\":\"Fly\"}").english()).startsWith("unknown command type \"Fly\"; expected one of [");
        assertThat(command("{\"type\":\"Fly\"}").in(RU)).startsWith("неизвестный тип команды \"Fly\"; ожидается один из [");
        reads(refused(() -> BINDER.newGame(tree("3"))), "the body must be one JSON object", "тело запроса должно быть одним объектом JSON");
        reads(refused(() -> CommandBinder.commandIdOf(tree("{\"commandId\":\"\"}"))),
                "\"commandId\" must be a text of 1 to " + adjudicator.command.api.CommandAnswers.MAX_ID + " characters",
                "\"commandId\" должен быть текстом длиной от 1 до " + adjudicator.command.api.CommandAnswers.MAX_ID + " символов");
        reads(refused(() -> BINDER.appealCommand("a1", tree("{\"type\":\"" + CommandBinder.APPEAL_TYPES.get(0)
                        + "\",\"gameHeadSeq\":3}"), Instant.EPOCH)),
                "\"gameHeadSeq\" is not a field of " + CommandBinder.APPEAL_TYPES.get(0) + ": the server adds it",
                "\"gameHeadSeq\" — не поле " + CommandBinder.APPEAL_TYPES.get(0) + ": его добавляет сервер");
    }

    @Test
    void theFields() {
        reads(command("{\"type\":\"StartClocks\",\"at\":\"yesterday\"}"),
                "\"at\" must be an ISO-8601 UTC instant such as 2026-03-01T10:00:07.250Z, not \"yesterday\"",
                "\"at\" должно быть моментом времени ISO-8601 в UTC, например 2026-03-01T10:00:07.250Z, а не \"yesterday\"");
        reads(command("{\"type\":\"StartClocks\",\"at\":7}"), "\"at\" must be a string", "\"at\" должно быть строкой");
        reads(command("{\"type\":\"StartClocks\"}"), "\"at\" is required", "нужно указать \"at\"");
        reads(command("{\"type\":\"StartClocks\",\"at\":\"2026-03-01T10:00:00Z\",\"colour\":1}"),
                "\"colour\" is not a field of StartClocks; its fields are [at, commandId]",
                "\"colour\" — не поле StartClocks; его поля: [at, commandId]");
        reads(command("{\"type\":\"PressClock\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"RED\"}"),
                "\"player\" must be one of [WHITE, BLACK], not \"RED\"",
                "\"player\": должно быть одним из [WHITE, BLACK], а не \"RED\"");
        reads(command("{\"type\":\"ReportAbsence\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"waived\":1}"),
                "\"waived\" must be true or false", "\"waived\": должно быть true или false");
        reads(command("{\"type\":\"ReportAbsence\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"regulationsDefaultMs\":1.5}"),
                "\"regulationsDefaultMs\" must be a whole number", "\"regulationsDefaultMs\": должно быть целым числом");
        reads(command("{\"type\":\"MakeMove\",\"at\":\"2026-03-01T10:00:00Z\",\"player\":\"WHITE\",\"move\":\"e4\\u0000\"}"),
                "\"move\" holds " + CommandBinder.unfitCharacter("e4\u0000") + ", which a record's text may not hold",
                "\"move\" содержит " + CommandBinder.unfitCharacter("e4\u0000") + ", а в тексте записи такого символа быть не может");
    }

    /** A constraint's own sentence by the bundles, by its English; the validator's own sentence in the validator's Russian. */
    @Test
    void theConstraintsSentences() {
        reads(command("{\"type\":\"CorrectClocks\",\"at\":\"2026-03-01T10:00:00Z\",\"blackRemainingMs\":1}"),
                "\"whiteRemainingMs\" is required", "нужно указать \"whiteRemainingMs\"");
        reads(command("{\"type\":\"CorrectClocks\",\"at\":\"2026-03-01T10:00:00Z\",\"whiteRemainingMs\":-1,\"blackRemainingMs\":1}"),
                "\"whiteRemainingMs\" must be greater than or equal to 0", "\"whiteRemainingMs\" должно быть больше или равно 0");
    }
}
