package adjudicator.command.tournament;

import adjudicator.command.api.Commands;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.PairingSystem;
import adjudicator.engine.tournament.Regulations;
import adjudicator.engine.tournament.RoundResult;
import adjudicator.engine.tournament.Sex;
import adjudicator.engine.tournament.Title;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * The commands of a tournament, each the body of {@code POST /api/tournaments/{id}/commands} told apart
 * by {@code type} (the tournament comes from the path), except {@link CreateTournament}, which {@code POST
 * /api/tournaments} makes, and {@link AssignGame}, which the server sends when it creates a round's
 * games. Every command carries {@code at}, the instant it was recorded (ISO-8601 UTC; the server's
 * clock when absent).
 */
public final class TournamentCommands {

    private TournamentCommands() {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    @JsonSubTypes({
            @JsonSubTypes.Type(value = RegisterPlayer.class, name = "RegisterPlayer"),
            @JsonSubTypes.Type(value = WithdrawPlayer.class, name = "WithdrawPlayer"),
            @JsonSubTypes.Type(value = ExpelPlayer.class, name = "ExpelPlayer"),
            @JsonSubTypes.Type(value = PairRound.class, name = "PairRound"),
            @JsonSubTypes.Type(value = EnterResult.class, name = "EnterResult"),
            @JsonSubTypes.Type(value = SetBroadcastDelay.class, name = "SetBroadcastDelay"),
            @JsonSubTypes.Type(value = SetInitialColour.class, name = "SetInitialColour"),
            @JsonSubTypes.Type(value = RequestBye.class, name = "RequestBye"),
            @JsonSubTypes.Type(value = WithdrawByeRequest.class, name = "WithdrawByeRequest"),
            @JsonSubTypes.Type(value = SetKFactor.class, name = "SetKFactor")})
    @Schema(description = "One command to a tournament; \"type\" names it.", discriminatorProperty = "type", oneOf = {
            RegisterPlayer.class, WithdrawPlayer.class, ExpelPlayer.class, PairRound.class, EnterResult.class, SetBroadcastDelay.class,
            SetInitialColour.class, RequestBye.class, WithdrawByeRequest.class, SetKFactor.class})
    public sealed interface TournamentCommand permits CreateTournament, RegisterPlayer, WithdrawPlayer, ExpelPlayer,
            PairRound, EnterResult, AssignGame, ImportTournament, OrderReplay, SetBroadcastDelay, IssueFeed, RevokeFeed,
            SetInitialColour, RequestBye, WithdrawByeRequest, SetKFactor, FollowLiveChess, StopFollowing {
        String tournamentId();

        Instant at();
    }

    /** A new tournament with its officials and regulations (the body of {@code POST /api/tournaments}). */
    public record CreateTournament(@TargetAggregateIdentifier String tournamentId, Instant at,
                                   String name, String site, String federation, LocalDate startDate, LocalDate endDate,
                                   String chiefArbiter, List<String> deputyArbiters, List<String> arbiters,
                                   PairingSystem system, int rounds, Regulations regulations) implements TournamentCommand {
    }

    @Schema(description = "A player entered: FIDE ID, name as \"Lastname, Firstname\", title, rating, federation, birth date, "
            + "sex; the starting rank is the next free one unless given. After round 1 is paired, a late entry: he is "
            + "paired from the next round on.",
            example = "{\"type\": \"RegisterPlayer\", \"name\": \"Carlsen, Magnus\", \"fideId\": 1503014, \"title\": \"GM\", "
                    + "\"rating\": 2830, \"federation\": \"NOR\", \"birthDate\": \"1990-11-30\", \"sex\": \"M\"}")
    public record RegisterPlayer(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                                 @Positive @Max(9999) Integer startRank,
                                 @NotBlank(message = "\"name\" is required") @Size(max = 33,
                                         message = "\"name\" holds at most 33 characters (the TRF's field)") String name,
                                 @Positive(message = "\"fideId\" must be a FIDE ID: a whole number from 1")
                                 @Max(value = 99_999_999_999L, message = "\"fideId\" must be a FIDE ID: at most 11 digits") Long fideId,
                                 Title title,
                                 @PositiveOrZero @Max(value = 3500, message = "\"rating\" is at most 3500") Integer rating,
                                 @Pattern(regexp = "[A-Z]{3}", message = "\"federation\" is three capital letters, e.g. NOR") String federation,
                                 @Pattern(regexp = "[0-9]{4}(-[0-9]{2}-[0-9]{2})?",
                                         message = "\"birthDate\" is YYYY-MM-DD, or the year alone") String birthDate,
                                 Sex sex) implements TournamentCommand {
    }

    @Schema(description = "A player withdraws: not paired from round \"fromRound\" on (the next round not yet paired unless given).",
            example = "{\"type\": \"WithdrawPlayer\", \"player\": 7, \"reason\": \"illness\"}")
    public record WithdrawPlayer(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                                 @NotNull(message = "\"player\" (the starting rank) is required") @Positive Integer player,
                                 @Positive Integer fromRound,
                                 @Size(max = Commands.MAX_TEXT) String reason) implements TournamentCommand {
    }

    @Schema(description = "A player expelled from the competition by the arbiter (2005 13.4g; RF 2013 14.4.7; 2017/2023 "
            + "12.9.9): not paired from the next round on, and no new game of his is created.",
            example = "{\"type\": \"ExpelPlayer\", \"player\": 7, \"reason\": \"a mobile phone in the playing venue, second time\"}")
    public record ExpelPlayer(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                              @NotNull(message = "\"player\" (the starting rank) is required") @Positive Integer player,
                              @Positive Integer fromRound,
                              @NotBlank(message = "\"reason\" is required: an expulsion says why") @Size(max = Commands.MAX_TEXT)
                              String reason) implements TournamentCommand {
    }

    /** One game of a round's pairings. */
    public record Game(@Positive Integer board, @NotNull @Positive Integer white, @NotNull @Positive Integer black) {
    }

    /** A bye: the player and its kind (PAIRING_ALLOCATED_BYE, HALF_POINT_BYE, FULL_POINT_BYE, ZERO_POINT_BYE). */
    public record ByeEntry(@NotNull @Positive Integer player, @NotNull RoundResult kind) {
    }

    @Schema(description = "A round's pairings, board by board, and its byes; every player who is neither withdrawn nor expelled "
            + "is in a game or has a bye. In a round robin without \"games\" the FIDE Berger table of the round is used.",
            example = "{\"type\": \"PairRound\", \"round\": 1, \"date\": \"2026-03-01\", \"games\": [{\"white\": 1, \"black\": 3}, "
                    + "{\"white\": 4, \"black\": 2}], \"byes\": [{\"player\": 5, \"kind\": \"PAIRING_ALLOCATED_BYE\"}]}")
    public record PairRound(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                            @NotNull(message = "\"round\" is required") @Positive Integer round, LocalDate date,
                            @Valid List<Game> games, @Valid List<ByeEntry> byes,
                            @Schema(hidden = true) TournamentEvent.PairingSource source) implements TournamentCommand {
    }

    @Schema(description = "A bye asked for before its round is paired: a half-point bye (HALF_POINT_BYE), within the "
            + "regulations' limits (byes.maxHalfPointByes, byes.noneInLastRounds), or an announced absence (ZERO_POINT_BYE). "
            + "The round's pairing gives it; the report file tells the pairing program.",
            example = "{\"type\": \"RequestBye\", \"player\": 7, \"round\": 4, \"kind\": \"HALF_POINT_BYE\", "
                    + "\"reason\": \"asked on 2026-03-11\"}")
    public record RequestBye(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                             @NotNull(message = "\"player\" is required: the starting rank") @Positive Integer player,
                             @NotNull(message = "\"round\" is required") @Positive Integer round,
                             @NotNull(message = "\"kind\" is required: HALF_POINT_BYE or ZERO_POINT_BYE") RoundResult kind,
                             @jakarta.validation.constraints.Size(max = 1000) String reason) implements TournamentCommand {
    }

    @Schema(description = "A player's K for the rating changes (FIDE Rating Regulations 8.3.3), as the rating list gives it: 1 to "
            + "40; null to take it back (then derived where the player's rating and birth year settle it).",
            example = "{\"type\": \"SetKFactor\", \"player\": 7, \"k\": 20}")
    public record SetKFactor(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                             @NotNull(message = "\"player\" is required: the starting rank") @Positive Integer player,
                             @Positive @jakarta.validation.constraints.Max(40) Integer k) implements TournamentCommand {
    }

    @Schema(description = "A bye asked for, withdrawn before its round is paired.",
            example = "{\"type\": \"WithdrawByeRequest\", \"player\": 7, \"round\": 4}")
    public record WithdrawByeRequest(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                                     @NotNull(message = "\"player\" is required: the starting rank") @Positive Integer player,
                                     @NotNull(message = "\"round\" is required") @Positive Integer round) implements TournamentCommand {
    }

    @Schema(description = "A board's result where no game of this system records it: a forfeit when no game was created, a "
            + "result played elsewhere. A board whose game exists takes its result from the game's record.",
            example = "{\"type\": \"EnterResult\", \"round\": 1, \"board\": 2, \"result\": \"WHITE_WINS_BY_FORFEIT\", "
                    + "\"reason\": \"Black did not appear\"}")
    public record EnterResult(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                              @NotNull(message = "\"round\" is required") @Positive Integer round,
                              @NotNull(message = "\"board\" is required") @Positive Integer board,
                              @NotNull(message = "\"result\" is required") BoardResult result,
                              @Size(max = Commands.MAX_TEXT) String reason) implements TournamentCommand {
    }

    /** A board's game annulled on appeal and ordered replayed (sent by the server when the appeal's decision is applied). */
    public record OrderReplay(@TargetAggregateIdentifier String tournamentId, Instant at, int round, int board, String gameId,
                              String appealId) implements TournamentCommand {
    }

    /** The game created for a board of a round (sent by the server when it creates the round's games). */
    public record AssignGame(@TargetAggregateIdentifier String tournamentId, Instant at, int round, int board, String gameId)
            implements TournamentCommand {
    }

    @Schema(description = "The delay, in minutes, with which a round's moves and clocks reach its broadcast (the public round PGN "
            + "and its feed addresses), as the organisers' fair-play rules require; 0 for none. The arbiters read the round live.",
            example = "{\"type\": \"SetBroadcastDelay\", \"round\": 3, \"minutes\": 15}")
    public record SetBroadcastDelay(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                                    @NotNull(message = "\"round\" is required") @Positive Integer round,
                                    @NotNull(message = "\"minutes\" is required") @jakarta.validation.constraints.PositiveOrZero
                                    @jakarta.validation.constraints.Max(1440) Integer minutes) implements TournamentCommand {
    }

    @Schema(description = "The initial colour: the colour of the player of starting rank 1 in round 1, from which a Swiss "
            + "pairing program alternates the colours down the boards (TRF-2026 record 152, TRF16's XXC), as drawn by lot "
            + "before round 1 (byLot true) or as the regulations fix it. Until round 1 is paired.",
            example = "{\"type\": \"SetInitialColour\", \"colour\": \"WHITE\", \"byLot\": true}")
    public record SetInitialColour(@TargetAggregateIdentifier @Schema(hidden = true) String tournamentId, Instant at,
                                   @NotNull(message = "\"colour\" is required: WHITE or BLACK") adjudicator.engine.Color colour,
                                   boolean byLot) implements TournamentCommand {
    }

    /**
     * A read-only feed address for a round's PGN, for a poller that cannot send a header (a broadcast's relay):
     * the server draws the secret and keeps only its SHA-256 ({@code POST /api/tournaments/{id}/rounds/{r}/feeds}).
     */
    public record IssueFeed(@TargetAggregateIdentifier String tournamentId, Instant at, int round, String feedId, String secretSha256,
                            Instant expiresAt) implements TournamentCommand {
    }

    /**
     * A round's boards followed on LiveChess Cloud (docs/import.md, "Following a round"): where ({@code url}, the
     * tournament's base address there, and its round number {@code liveChessRound}), as which account (a RELAY of the
     * tournament's event and this round), how often, and whether by conditional GET. Sent by the server when an ADMIN
     * sets it up ({@code POST /api/tournaments/{id}/rounds/{r}/relays}).
     */
    public record FollowLiveChess(@TargetAggregateIdentifier String tournamentId, Instant at, String relayId, int round, String url,
                                  int liveChessRound, String account, int intervalSeconds, boolean conditional)
            implements TournamentCommand {
    }

    /** A round's relay stopped: nothing more is read from it. */
    public record StopFollowing(@TargetAggregateIdentifier String tournamentId, Instant at, String relayId) implements TournamentCommand {
    }

    /** A feed address revoked: it opens nothing from then on. */
    public record RevokeFeed(@TargetAggregateIdentifier String tournamentId, Instant at, String feedId) implements TournamentCommand {
    }

    /**
     * A tournament read from a Tournament Report File: created, its players registered, its rounds paired
     * and their results entered, as one command, so that a file is taken whole or not at all.
     */
    public record ImportTournament(@TargetAggregateIdentifier String tournamentId, Instant at, CreateTournament create,
                                   @NotEmpty List<RegisterPlayer> players, List<PairRound> rounds,
                                   List<EnterResult> results, List<RequestBye> requests, ReportFile file)
            implements TournamentCommand {

        public ImportTournament(String tournamentId, Instant at, CreateTournament create, List<RegisterPlayer> players,
                                List<PairRound> rounds, List<EnterResult> results) {
            this(tournamentId, at, create, players, rounds, results, List.of(), null);
        }
    }

    /**
     * What a Tournament Report File holds beyond the tournament it creates, to be written back as it was:
     * its SHA-256, its layout, the ranks it gives (null where this system knows the tie-break order and ranks
     * the players itself), its points outside the results (299) and its encoded tournament type (192).
     */
    public record ReportFile(String sha256, adjudicator.engine.tournament.TrfLayout layout, java.util.Map<Integer, Integer> ranks,
                             List<adjudicator.engine.tournament.ExtraPoints> extraPoints, String typeCode) {
    }
}
