package adjudicator.command.web;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameRegulations;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.Player;
import adjudicator.engine.rules.Edition;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

import java.io.IOException;
import java.time.Instant;

/**
 * The body of {@code POST /api/games}: the players, the event, round and board, the edition of the Laws
 * the game is played under for life, the time control in the PGN {@code TimeControl} syntax extended
 * (periods separated by {@code :}; {@code +N} an increment, {@code dN} the delay of 2005 6.2b; {@code -}
 * no clock), an optional start position and device instant, and whether the event announced the
 * quickplay-finish guidelines (2017/2023 Guidelines III), and the competition's regulations for it (default
 * time, restriction of draws by agreement).
 */
@Schema(name = "CreateGame", description = "A new game.", example = """
        {"white": "Carlsen, Magnus", "black": "Nepomniachtchi, Ian", "whiteFideId": 1503014, "blackFideId": 4168119, "event": "Open A", "round": "3", "board": 12, \
        "rules": "FIDE_2005", "timeControl": "40/5400+30:1800+30"}""")
public record CreateGameRequest(@Size(max = Commands.MAX_TEXT) String white,
                                @Size(max = Commands.MAX_TEXT) String black,
                                @Positive(message = "\"whiteFideId\" must be a FIDE ID: a whole number from 1")
                                @Max(value = Player.MAX_FIDE_ID, message = "\"whiteFideId\" must be a FIDE ID: at most 11 digits")
                                @Schema(description = "White's FIDE ID, where known", example = "1503014")
                                Long whiteFideId,
                                @Positive(message = "\"blackFideId\" must be a FIDE ID: a whole number from 1")
                                @Max(value = Player.MAX_FIDE_ID, message = "\"blackFideId\" must be a FIDE ID: at most 11 digits")
                                @Schema(description = "Black's FIDE ID, where known", example = "4168119")
                                Long blackFideId,
                                @Size(max = Commands.MAX_TEXT) String event,
                                @Size(max = Commands.MAX_TEXT) String site,
                                @JsonDeserialize(using = Round.class) @Size(max = Commands.MAX_TEXT)
                                @Pattern(regexp = ROUND, message = "\"round\" must be PGN Round syntax: \"3\", \"3.1\", \"?\" or \"-\"")
                                @Schema(description = "the round in PGN Round syntax, e.g. \"3\" or \"3.1\" (a whole number is taken as its text)")
                                String round,
                                @Positive(message = "\"board\" must be 1 or more") Integer board,
                                @NotNull(message = "\"rules\" is required: one of FIDE_2005, RF_2013, FIDE_2017, FIDE_2023")
                                Edition rules,
                                @Size(max = Commands.MAX_TEXT) String timeControl,
                                @Size(max = Commands.MAX_TEXT) String startFen,
                                Instant at,
                                boolean quickplayFinishAnnounced,
                                @jakarta.validation.Valid GameRegulations regulations) {

    /** PGN's Round tag: whole numbers separated by dots ("3", "3.1"), or "?" (unknown) or "-" (none). */
    public static final String ROUND = "[0-9]{1,6}(\\.[0-9]{1,6}){0,3}|\\?|-";

    /** The command, for a game given its id. */
    public Commands.CreateGame command(String gameId) {
        return new Commands.CreateGame(gameId, at, null, Player.of(white, whiteFideId), Player.of(black, blackFideId),
                event, site, round, board, rules, timeControl, startFen, quickplayFinishAnnounced, regulations);
    }

    /** A round is a text such as {@code 3.1}; a whole number is taken as its text. */
    static final class Round extends JsonDeserializer<String> {
        @Override
        public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.currentToken() == JsonToken.VALUE_NUMBER_INT) {
                return p.getText();
            }
            if (p.currentToken() != JsonToken.VALUE_STRING) {
                throw GameRuleException.malformed(adjudicator.command.text.Message.of("refusal.request.round"));
            }
            return new CommandBinder.Text().deserialize(p, ctxt);
        }
    }
}
