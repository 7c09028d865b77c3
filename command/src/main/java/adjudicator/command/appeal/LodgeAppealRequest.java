package adjudicator.command.appeal;

import adjudicator.command.api.Commands;
import adjudicator.command.api.Party;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;

import java.time.Instant;
import java.util.List;

/** The body of {@code POST /api/appeals}. */
@Schema(name = "LodgeAppeal", description = "An appeal lodged against rulings of a game, or its result.", example = """
        {"gameId": "...", "appellant": "WHITE", "lodgedBy": "ARBITER_ON_BEHALF", "disputed": [41], \
        "grounds": "Black could not checkmate by any series of legal moves: the game is drawn (6.9)", "fee": "100 EUR"}""")
public record LodgeAppealRequest(@NotBlank(message = "\"gameId\" is required") String gameId,
                                 @NotNull(message = "\"appellant\" is required: WHITE or BLACK") Party appellant,
                                 @Size(max = Commands.MAX_TEXT) String appellantName,
                                 AppealEvent.LodgedBy lodgedBy,
                                 @Size(max = Commands.MAX_TEXT) String captain,
                                 @Schema(description = "the seqs of the game's events the appeal disputes (none: its result)")
                                 @Size(max = 100) List<@PositiveOrZero Long> disputed,
                                 @NotBlank(message = "\"grounds\" are required") @Size(max = 20_000) String grounds,
                                 @Size(max = 100) String fee,
                                 Instant at) {
}
