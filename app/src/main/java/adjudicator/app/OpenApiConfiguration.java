package adjudicator.app;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.info.Info;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The OpenAPI description the app serves ({@code /v3/api-docs}, and a browsable page at
 * {@code /swagger-ui.html}): every endpoint of the command and query sides as springdoc finds them,
 * with this summary of what the API is for.
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
                        takes one command of the contract (StartClocks, TouchPiece, AdjustPiece, MakeMove, \
                        PressClock, OfferDraw, AcceptDraw, DeclineDraw, ClaimDraw, Resign, ClaimFlagFall, \
                        ObserveFlagFall, ReportIllegalMove, ClaimTouchMove, RestorePosition, CorrectClocks, \
                        StopClocks, ResumeClocks, RuleOnClaim, ImposePenalty, ReportDeviceSignal) or an extension \
                        (ReportAbsence, AnnulGame), with "type" and the device instant "at", and answers the \
                        events it appended. Errors are RFC 9457 Problem Details naming the article where a rule \
                        is the reason. The README gives every command's fields and rulings."""));
    }
}
