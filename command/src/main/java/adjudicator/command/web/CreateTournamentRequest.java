package adjudicator.command.web;

import adjudicator.command.api.Commands;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Message;
import adjudicator.command.tournament.TournamentCommands;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.clock.TimeControlException;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.tournament.DrawAgreement;
import adjudicator.engine.tournament.PairingSystem;
import adjudicator.engine.tournament.Regulations;
import adjudicator.engine.tournament.Scoring;
import adjudicator.engine.tournament.TieBreak;
import adjudicator.engine.tournament.TieBreakRules;
import adjudicator.engine.tournament.TournamentDataException;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * The body of {@code POST /api/tournaments}: the tournament's data and officials, and its regulations
 * as data. Its name is the event its games are played in (and what an ARBITER account's events name).
 */
@Schema(name = "CreateTournament", description = "A new tournament with its regulations.", example = """
        {"name": "Open A", "site": "Moscow", "federation": "RUS", "startDate": "2026-03-01", "endDate": "2026-03-09", \
        "chiefArbiter": "Ivanov, Ivan", "deputyArbiters": ["Petrov, Petr"], "arbiters": ["Sidorov, Sidor"], \
        "system": "SWISS", "rounds": 9, "rules": "FIDE_2023", "timeControl": "40/5400+30:1800+30", "defaultTimeMinutes": 30, \
        "drawAgreement": {"notBeforeMove": 30, "arbiterConsent": false}, "scoring": "ONE_HALF_ZERO", \
        "tieBreaks": ["BH_C1", "BH", "SB", "DE"], "tieBreakRules": "C07_2026"}""")
public record CreateTournamentRequest(
        @NotBlank(message = "\"name\" is required") @Size(max = 200) String name,
        @Size(max = 200) String site,
        @Pattern(regexp = "[A-Z]{3}", message = "\"federation\" is three capital letters, e.g. RUS") String federation,
        LocalDate startDate, LocalDate endDate,
        @Size(max = 200) String chiefArbiter,
        @Size(max = 20) List<@Size(max = 200) String> deputyArbiters,
        @Size(max = 50) List<@Size(max = 200) String> arbiters,
        @Schema(description = "SWISS (default), ROUND_ROBIN or DOUBLE_ROUND_ROBIN") PairingSystem system,
        @NotNull(message = "\"rounds\" is required") @Min(1) @Max(99) Integer rounds,
        @NotNull(message = "\"rules\" is required: one of FIDE_2005, RF_2013, FIDE_2017, FIDE_2023") Edition rules,
        @Size(max = Commands.MAX_TEXT) String timeControl,
        @Schema(description = "the default time for a late arrival, in minutes, where the edition lets the regulations set it "
                + "(2005 6.7a; 2017/2023 6.7.1); absent: the edition's own") @PositiveOrZero @Max(1440) Integer defaultTimeMinutes,
        DrawAgreement drawAgreement,
        boolean quickplayFinishAnnounced,
        Scoring scoring,
        @Size(max = 20) List<TieBreak> tieBreaks,
        TieBreakRules tieBreakRules,
        @Schema(description = "the deadline for an appeal after a game, in minutes; absent: FIDE Handbook C.11 3.4 (60 for "
                + "standard play, 15 for rapid and blitz)") @jakarta.validation.constraints.Positive @Max(10080) Integer appealDeadlineMinutes,
        @Schema(description = "the colour of the player of starting rank 1 in round 1 where the regulations fix it (TRF-2026 "
                + "record 152, TRF16's XXC); absent: drawn by lot before round 1 (SetInitialColour)")
        adjudicator.engine.Color initialColour,
        @Schema(description = "the limits on the half-point byes a player asks for before a round is paired: "
                + "maxHalfPointByes (in the tournament), noneInLastRounds (none in its last rounds); absent: none")
        adjudicator.engine.tournament.ByeRules byes,
        Instant at) {

    /** The command, with the instant of the request where the body gave none. */
    public TournamentCommands.CreateTournament command(Instant now) {
        if (timeControl != null) {
            try {
                TimeControl.parse(timeControl);
            } catch (TimeControlException e) {
                throw GameRuleException.malformed(Message.of("refusal.tournament.timeControl", String.valueOf(e.getMessage())));
            }
        }
        Regulations regulations;
        try {
            regulations = new Regulations(rules, timeControl, defaultTimeMinutes == null ? null : Duration.ofMinutes(defaultTimeMinutes),
                    drawAgreement, quickplayFinishAnnounced, scoring, tieBreaks, tieBreakRules,
                    appealDeadlineMinutes == null ? null : Duration.ofMinutes(appealDeadlineMinutes), initialColour, byes);
        } catch (TournamentDataException e) {
            throw GameRuleException.malformed(Message.of("refusal.tournament.data." + e.reason(), String.valueOf(e.value())));
        } catch (IllegalArgumentException e) {
            throw GameRuleException.malformed(e.getMessage());
        }
        return new TournamentCommands.CreateTournament(TournamentDecider.idOf(name), at == null ? now : at, name.strip(), site,
                federation, startDate, endDate, chiefArbiter, deputyArbiters, arbiters, system, rounds, regulations);
    }
}
