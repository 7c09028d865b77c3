package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import adjudicator.engine.rules.IllegalMoveKind;
import adjudicator.engine.rules.QuickplayClaims;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import jakarta.validation.constraints.Size;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.time.Instant;
import java.util.List;

/**
 * The commands of a game: what happened at the board, as a tablet, an electronic board or the arbiter
 * sends it. Each is the body of {@code POST /api/games/{gameId}/commands}, told apart by {@code type};
 * the game comes from the path. Every command carries {@code at}, the device instant of the action
 * (ISO-8601 UTC), and may carry {@code commandId}, a client id for idempotent retries. Text fields hold
 * at most {@value #MAX_TEXT} characters.
 */
public final class Commands {

    /** The most characters a text field holds: names, reasons and notations are far shorter. */
    public static final int MAX_TEXT = 1_000;

    private Commands() {
    }

    /** Every command carries the device instant and an optional client id for idempotent retries. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    @JsonSubTypes({
            @JsonSubTypes.Type(value = StartClocks.class, name = "StartClocks"),
            @JsonSubTypes.Type(value = TouchPiece.class, name = "TouchPiece"),
            @JsonSubTypes.Type(value = AdjustPiece.class, name = "AdjustPiece"),
            @JsonSubTypes.Type(value = MakeMove.class, name = "MakeMove"),
            @JsonSubTypes.Type(value = PressClock.class, name = "PressClock"),
            @JsonSubTypes.Type(value = OfferDraw.class, name = "OfferDraw"),
            @JsonSubTypes.Type(value = AcceptDraw.class, name = "AcceptDraw"),
            @JsonSubTypes.Type(value = DeclineDraw.class, name = "DeclineDraw"),
            @JsonSubTypes.Type(value = ClaimDraw.class, name = "ClaimDraw"),
            @JsonSubTypes.Type(value = Resign.class, name = "Resign"),
            @JsonSubTypes.Type(value = ClaimFlagFall.class, name = "ClaimFlagFall"),
            @JsonSubTypes.Type(value = ObserveFlagFall.class, name = "ObserveFlagFall"),
            @JsonSubTypes.Type(value = ReportIllegalMove.class, name = "ReportIllegalMove"),
            @JsonSubTypes.Type(value = ClaimTouchMove.class, name = "ClaimTouchMove"),
            @JsonSubTypes.Type(value = WaiveTouchMoveClaim.class, name = "WaiveTouchMoveClaim"),
            @JsonSubTypes.Type(value = RestorePosition.class, name = "RestorePosition"),
            @JsonSubTypes.Type(value = CorrectClocks.class, name = "CorrectClocks"),
            @JsonSubTypes.Type(value = StopClocks.class, name = "StopClocks"),
            @JsonSubTypes.Type(value = ResumeClocks.class, name = "ResumeClocks"),
            @JsonSubTypes.Type(value = RuleOnClaim.class, name = "RuleOnClaim"),
            @JsonSubTypes.Type(value = ImposePenalty.class, name = "ImposePenalty"),
            @JsonSubTypes.Type(value = ReportDeviceSignal.class, name = "ReportDeviceSignal"),
            @JsonSubTypes.Type(value = ReportAbsence.class, name = "ReportAbsence"),
            @JsonSubTypes.Type(value = AnnulGame.class, name = "AnnulGame"),
            @JsonSubTypes.Type(value = AwardTime.class, name = "AwardTime"),
            @JsonSubTypes.Type(value = DeclarePersistentRefusal.class, name = "DeclarePersistentRefusal"),
            @JsonSubTypes.Type(value = TouchPromotionSquare.class, name = "TouchPromotionSquare"),
            @JsonSubTypes.Type(value = RequestIncrement.class, name = "RequestIncrement"),
            @JsonSubTypes.Type(value = DeclareDeadPosition.class, name = "DeclareDeadPosition"),
            @JsonSubTypes.Type(value = SignScoresheet.class, name = "SignScoresheet"),
            @JsonSubTypes.Type(value = CorrectResult.class, name = "CorrectResult")})
    @Schema(description = "One command; \"type\" names it.", discriminatorProperty = "type", oneOf = {
            StartClocks.class, TouchPiece.class, AdjustPiece.class, MakeMove.class, PressClock.class, OfferDraw.class,
            AcceptDraw.class, DeclineDraw.class, ClaimDraw.class, Resign.class, ClaimFlagFall.class,
            ObserveFlagFall.class, ReportIllegalMove.class, ClaimTouchMove.class, WaiveTouchMoveClaim.class, RestorePosition.class,
            CorrectClocks.class, StopClocks.class, ResumeClocks.class, RuleOnClaim.class, ImposePenalty.class,
            ReportDeviceSignal.class, ReportAbsence.class, AnnulGame.class, AwardTime.class,
            DeclarePersistentRefusal.class, TouchPromotionSquare.class, RequestIncrement.class,
            DeclareDeadPosition.class, SignScoresheet.class, CorrectResult.class})
    public interface GameCommand {
        /** The game, from the path of the request. */
        String gameId();

        Instant at();

        String commandId();
    }

    /**
     * A decision of an appeals committee applied to the game: sent by the server once the appeal
     * {@code appealId} is decided (never through {@code POST /api/games/{id}/commands}); allowed after
     * the game has ended, which is when appeals come.
     */
    public sealed interface OnAppeal extends GameCommand permits AmendResultOnAppeal, ResumeOnAppeal, AnnulOnAppeal, WithdrawPenaltyOnAppeal {
        String appealId();
    }

    /** The result amended on appeal: {@code result} ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code 0-0}) with its ending and article. */
    public record AmendResultOnAppeal(@TargetAggregateIdentifier String gameId, Instant at, String commandId, String appealId,
                                      String result, adjudicator.engine.rules.Termination termination, String article,
                                      String reason) implements OnAppeal {
    }

    /** The game resumed on appeal from the position after {@code toPly} half-moves, with the clocks set. */
    public record ResumeOnAppeal(@TargetAggregateIdentifier String gameId, Instant at, String commandId, String appealId,
                                 int toPly, long whiteRemainingMs, long blackRemainingMs, String reason) implements OnAppeal {
    }

    /** The penalty imposed by the event {@code penaltySeq} withdrawn on appeal. */
    public record WithdrawPenaltyOnAppeal(@TargetAggregateIdentifier String gameId, Instant at, String commandId, String appealId,
                                          long penaltySeq, String reason) implements OnAppeal {
    }

    /** The game annulled on appeal, and ordered replayed where {@code replay}. */
    public record AnnulOnAppeal(@TargetAggregateIdentifier String gameId, Instant at, String commandId, String appealId,
                                boolean replay, String reason) implements OnAppeal {
    }

    /**
     * A game imported from a source (a PGN file), as one command (docs/import.md): its creation, with the
     * source; the facts the source gives, in order, as the console would send them (the clocks started, each
     * move and the press that completes it); and the source's ending, or null for a game the source leaves
     * unterminated ({@code *}). The deciders decide them in turn, as for a game recorded live
     * ({@code ImportDecider}); the game is written whole, in one transaction, or not at all. Never sent
     * through {@code POST /api/games/{id}/commands}.
     */
    public record ImportGame(@TargetAggregateIdentifier String gameId, String commandId, CreateGame create,
                             List<GameCommand> play, RecordSourceEnding ending) implements GameCommand {

        public ImportGame {
            play = List.copyOf(play);
        }

        @Override
        public Instant at() {
            return create.at();
        }
    }

    /**
     * The source's account of how an imported game ended ({@link SourceEndingRecorded}): part of an
     * {@link ImportGame}, and of the facts a re-adjudication replays.
     */
    public record RecordSourceEnding(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                     adjudicator.engine.pgn.SourceEnding.Kind kind, String result, String termination,
                                     List<String> movesAfterEnd) implements GameCommand {

        public RecordSourceEnding {
            movesAfterEnd = movesAfterEnd == null ? List.of() : List.copyOf(movesAfterEnd);
        }
    }

    /**
     * A new game (the body of {@code POST /api/games} becomes one; it is not sent to a game).
     * {@code quickplayFinishAnnounced}: the event announced the quickplay-finish guidelines (needed under
     * FIDE 2017/2023, Guidelines III; 10.2 applies without it under 2005 and RF 2013).
     */
    public record CreateGame(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                             Player white, Player black, String event, String site, String round, Integer board,
                             Edition rules, String timeControl, String startFen, boolean quickplayFinishAnnounced,
                             GameRegulations regulations, GameSource source)
            implements GameCommand {

        /** A game recorded here from its first command: no source. */
        public CreateGame(String gameId, Instant at, String commandId, Player white, Player black, String event, String site,
                          String round, Integer board, Edition rules, String timeControl, String startFen,
                          boolean quickplayFinishAnnounced, GameRegulations regulations) {
            this(gameId, at, commandId, white, black, event, site, round, board, rules, timeControl, startFen,
                    quickplayFinishAnnounced, regulations, null);
        }

        /** A game under no regulations beyond the edition, the time control and the quickplay finish. */
        public CreateGame(String gameId, Instant at, String commandId, Player white, Player black, String event, String site,
                          String round, Integer board, Edition rules, String timeControl, String startFen,
                          boolean quickplayFinishAnnounced) {
            this(gameId, at, commandId, white, black, event, site, round, board, rules, timeControl, startFen,
                    quickplayFinishAnnounced, null);
        }

        /** Players known by name only. */
        public CreateGame(String gameId, Instant at, String commandId, String white, String black, String event,
                          String site, String round, Integer board, Edition rules, String timeControl, String startFen,
                          boolean quickplayFinishAnnounced) {
            this(gameId, at, commandId, Player.of(white, null), Player.of(black, null), event, site, round, board, rules,
                    timeControl, startFen, quickplayFinishAnnounced);
        }

        /** Players known by name only, in an event that did not announce the quickplay-finish guidelines. */
        public CreateGame(String gameId, Instant at, String commandId, String white, String black, String event,
                          String site, String round, Integer board, Edition rules, String timeControl, String startFen) {
            this(gameId, at, commandId, white, black, event, site, round, board, rules, timeControl, startFen, false);
        }
    }

    @Schema(description = "Starts the clock of the side to move: White's in the initial position (2005 6.5; 2017 6.6). By the arbiter.",
            example = "{\"type\": \"StartClocks\", \"at\": \"2026-03-01T10:00:00Z\"}")
    public record StartClocks(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                              @NotNull(message = "\"at\" is required") Instant at,
                              @Size(max = MAX_TEXT) String commandId) implements GameCommand {
    }

    @Schema(description = "A move made on the board, in UCI (e2e4, e7e8q, e1g1) or SAN (e4, Nbd7, O-O, e8=Q); recorded even "
            + "when illegal (Art. 3), refused with 422 when it cannot have been made.",
            example = "{\"type\": \"MakeMove\", \"at\": \"2026-03-01T10:00:07.250Z\", \"player\": \"WHITE\", \"move\": \"e2e4\"}")
    public record MakeMove(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                           @NotNull(message = "\"at\" is required") Instant at,
                           @Size(max = MAX_TEXT) String commandId,
                           @NotNull(message = "\"player\" is required") Color player,
                           @NotNull(message = "\"move\" is required") @Size(max = MAX_TEXT) String move) implements GameCommand {
    }

    @Schema(description = "The player presses his clock, completing his move (2005 6.8a; 2017 6.2.1); from 2017 a press "
            + "without a move is an illegal move (7.5.4).",
            example = "{\"type\": \"PressClock\", \"at\": \"2026-03-01T10:00:08Z\", \"player\": \"WHITE\"}")
    public record PressClock(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                             @NotNull(message = "\"at\" is required") Instant at,
                             @Size(max = MAX_TEXT) String commandId,
                             @NotNull(message = "\"player\" is required") Color player) implements GameCommand {
    }

    @Schema(description = "The player resigns (2005 5.1b; 2017 5.1.2; under 2023 a draw if the opponent cannot checkmate).",
            example = "{\"type\": \"Resign\", \"at\": \"2026-03-01T11:00:00Z\", \"player\": \"BLACK\"}")
    public record Resign(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                         @NotNull(message = "\"at\" is required") Instant at,
                         @Size(max = MAX_TEXT) String commandId,
                         @NotNull(message = "\"player\" is required") Color player) implements GameCommand {
    }

    /** A draw claim (9.2, 9.3, 10.2); {@code intendedMove} is the move written and declared, not played. */
    @Schema(description = "A draw claim: THREEFOLD_REPETITION (9.2) or FIFTY_MOVE_RULE (9.3), decided at once, with an "
            + "optional intended move written and declared; or QUICKPLAY_FINISH (2005 10.2; 2017 Guidelines III.5), which "
            + "stops the clocks for the arbiter's RuleOnClaim (arbiterPresent false: made with no arbiter present, "
            + "RF 2013 Art. 11, III.6).",
            example = "{\"type\": \"ClaimDraw\", \"at\": \"2026-03-01T11:20:00Z\", \"player\": \"WHITE\", "
                    + "\"basis\": \"THREEFOLD_REPETITION\", \"intendedMove\": \"Nf3\"}")
    public record ClaimDraw(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                            @NotNull(message = "\"at\" is required") Instant at,
                            @Size(max = MAX_TEXT) String commandId,
                            @NotNull(message = "\"player\" is required") Color player,
                            @NotNull(message = "\"basis\" is required") @Schema(allowableValues = {"THREEFOLD_REPETITION",
                                    "FIFTY_MOVE_RULE", "QUICKPLAY_FINISH"}) ClaimKind basis,
                            @Size(max = MAX_TEXT) String intendedMove,
                            Boolean arbiterPresent) implements GameCommand {

        /** A claim made with the arbiter present. */
        public ClaimDraw(String gameId, Instant at, String commandId, Color player, ClaimKind basis, String intendedMove) {
            this(gameId, at, commandId, player, basis, intendedMove, null);
        }

        /** {@code arbiterPresent}: false for a quickplay-finish claim with no arbiter (RF 2013 Art. 11; III.6). */
        @JsonIgnore
        public boolean withoutArbiter() {
            return Boolean.FALSE.equals(arbiterPresent);
        }
    }

    /** {@code player} claims that his opponent's flag has fallen (2005 6.9). */
    @Schema(description = "The player claims that his opponent's flag has fallen (2005 6.9; 2017 6.8); the clock facts decide.",
            example = "{\"type\": \"ClaimFlagFall\", \"at\": \"2026-03-01T11:30:00Z\", \"player\": \"WHITE\"}")
    public record ClaimFlagFall(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                @NotNull(message = "\"at\" is required") Instant at,
                                @Size(max = MAX_TEXT) String commandId,
                                @NotNull(message = "\"player\" is required") Color player) implements GameCommand {
    }

    /**
     * The arbiter observes that {@code side}'s flag has fallen (2005 6.9), or with {@code BOTH} that both
     * have and which fell first cannot be established (2005 6.12; RF 2013 6.11; 2017/2023 III.3.1).
     */
    @Schema(description = "The arbiter observes that a side's flag has fallen (2005 6.9; 2017 6.8); the clock facts must agree. "
            + "BOTH: both flags are seen fallen and which fell first cannot be established (2005 6.12; RF 2013 6.11; "
            + "2017/2023 Guidelines III.3.1): the game continues in a period that is not the last, and is drawn in the last.",
            example = "{\"type\": \"ObserveFlagFall\", \"at\": \"2026-03-01T11:30:00Z\", \"side\": \"BLACK\"}")
    public record ObserveFlagFall(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                  @NotNull(message = "\"at\" is required") Instant at,
                                  @Size(max = MAX_TEXT) String commandId,
                                  @NotNull(message = "\"side\" is required: WHITE, BLACK or BOTH") Party side)
            implements GameCommand {

        /** One side's flag. */
        public ObserveFlagFall(String gameId, Instant at, String commandId, Color side) {
            this(gameId, at, commandId, side == null ? null : Party.of(side));
        }
    }

    /** Stops the clocks (2005 6.13a/b): {@code by} is the arbiter (default) or a player seeking him. */
    @Schema(description = "Stops the clocks: by the arbiter (the default; 2005 6.13a) or a player seeking him (6.13b).",
            example = "{\"type\": \"StopClocks\", \"at\": \"2026-03-01T10:30:00Z\", \"by\": \"ARBITER\"}")
    public record StopClocks(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                             @NotNull(message = "\"at\" is required") Instant at,
                             @Size(max = MAX_TEXT) String commandId,
                             @Schema(allowableValues = {"ARBITER", "WHITE", "BLACK"}) Actor by) implements GameCommand {
    }

    /** Restarts the clock that should run (2005 6.13c). */
    @Schema(description = "Restarts the clock that should run (2005 6.13c): the mover's until he presses, else the player to move's.",
            example = "{\"type\": \"ResumeClocks\", \"at\": \"2026-03-01T10:35:00Z\"}")
    public record ResumeClocks(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                               @NotNull(message = "\"at\" is required") Instant at,
                               @Size(max = MAX_TEXT) String commandId,
                               @Schema(allowableValues = {"ARBITER", "WHITE", "BLACK"}) Actor by) implements GameCommand {
    }

    /**
     * The arbiter sets both clocks (2005 6.11, 6.14; 2017 7.1). {@code movesCompleted}, when given, is
     * the number of moves White has completed; Black's follows from the position (one fewer when Black
     * is to move).
     */
    @Schema(description = "The arbiter sets both clocks (2005 6.11, 6.14; 2017 7.1); movesCompleted, when given, is White's "
            + "completed moves, Black's following from the position.",
            example = "{\"type\": \"CorrectClocks\", \"at\": \"2026-03-01T10:40:00Z\", \"whiteRemainingMs\": 3000000, "
                    + "\"blackRemainingMs\": 3100000, \"movesCompleted\": 20}")
    public record CorrectClocks(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                @NotNull(message = "\"at\" is required") Instant at,
                                @Size(max = MAX_TEXT) String commandId,
                                @NotNull(message = "\"whiteRemainingMs\" is required") @PositiveOrZero Long whiteRemainingMs,
                                @NotNull(message = "\"blackRemainingMs\" is required") @PositiveOrZero Long blackRemainingMs,
                                @PositiveOrZero Integer movesCompleted) implements GameCommand {
    }

    @Schema(description = "A draw offer (2005 9.1a): properly after making a move and before pressing the clock.",
            example = "{\"type\": \"OfferDraw\", \"at\": \"2026-03-01T10:45:00Z\", \"player\": \"WHITE\"}")
    public record OfferDraw(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                            @NotNull(message = "\"at\" is required") Instant at,
                            @Size(max = MAX_TEXT) String commandId,
                            @NotNull(message = "\"player\" is required") Color player) implements GameCommand {
    }

    @Schema(description = "The opponent accepts the open draw offer (2005 5.2c; 2017 5.2.3, after a move each).",
            example = "{\"type\": \"AcceptDraw\", \"at\": \"2026-03-01T10:45:30Z\", \"player\": \"BLACK\"}")
    public record AcceptDraw(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                             @NotNull(message = "\"at\" is required") Instant at,
                             @Size(max = MAX_TEXT) String commandId,
                             @NotNull(message = "\"player\" is required") Color player,
                             @Schema(description = "the arbiter consents to the draw, where the competition's regulations "
                                     + "require it (RF 2013, 2017/2023 9.1.1)") Boolean arbiterConsent) implements GameCommand {

        /** An acceptance without the arbiter's consent. */
        public AcceptDraw(String gameId, Instant at, String commandId, Color player) {
            this(gameId, at, commandId, player, null);
        }
    }

    @Schema(description = "The opponent declines the open draw offer orally (2005 9.1a).",
            example = "{\"type\": \"DeclineDraw\", \"at\": \"2026-03-01T10:45:30Z\", \"player\": \"BLACK\"}")
    public record DeclineDraw(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                              @NotNull(message = "\"at\" is required") Instant at,
                              @Size(max = MAX_TEXT) String commandId,
                              @NotNull(message = "\"player\" is required") Color player) implements GameCommand {
    }

    /**
     * An illegal move is reported (2005 7.4): {@code by} is a player or the arbiter. {@code kind}, when
     * given, says what was seen: {@code ILLEGAL_MOVE} (the default: an illegal move on the board) or
     * {@code TWO_HANDS} (the last move was made with two hands, 2017 7.5.3).
     */
    @Schema(description = "An illegal move is reported (2005 7.4; 2017 7.5) by a player or the arbiter; kind TWO_HANDS: the "
            + "last move was made with two hands (2017 7.5.3).",
            example = "{\"type\": \"ReportIllegalMove\", \"at\": \"2026-03-01T10:50:00Z\", \"by\": \"BLACK\"}")
    public record ReportIllegalMove(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                    @NotNull(message = "\"at\" is required") Instant at,
                                    @Size(max = MAX_TEXT) String commandId,
                                    @NotNull(message = "\"by\" is required: WHITE, BLACK or ARBITER")
                                    @Schema(allowableValues = {"ARBITER", "WHITE", "BLACK"}) Actor by,
                                    @Schema(allowableValues = {"ILLEGAL_MOVE", "TWO_HANDS"}) IllegalMoveKind kind)
            implements GameCommand {

        public ReportIllegalMove(String gameId, Instant at, String commandId, Actor by) {
            this(gameId, at, commandId, by, null);
        }
    }

    /**
     * The arbiter reinstates the position after {@code ply} half-moves (2005 7.5), optionally setting
     * the clocks (6.14); {@code article}, when given, is the rule he acts under (e.g. 7.3 for men a
     * player displaced, 8.5 for a game reconstructed), else the edition's reinstatement article.
     */
    @Schema(description = "The arbiter reinstates the position after ply half-moves (2005 7.5; 2017 7.6), by replay, and may "
            + "set the clocks (6.14; 2017 7.1); article: the rule he acts under, when not the reinstatement article.",
            example = "{\"type\": \"RestorePosition\", \"at\": \"2026-03-01T10:55:00Z\", \"ply\": 24, "
                    + "\"whiteRemainingMs\": 2900000, \"blackRemainingMs\": 3000000, \"reason\": \"displaced men\"}")
    public record RestorePosition(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                  @NotNull(message = "\"at\" is required") Instant at,
                                  @Size(max = MAX_TEXT) String commandId,
                                  @NotNull(message = "\"ply\" is required") @PositiveOrZero Integer ply,
                                  @PositiveOrZero Long whiteRemainingMs,
                                  @PositiveOrZero Long blackRemainingMs,
                                  @Size(max = MAX_TEXT) String reason,
                                  @Size(max = MAX_TEXT) String article) implements GameCommand {

        public RestorePosition(String gameId, Instant at, String commandId, Integer ply, Long whiteRemainingMs,
                               Long blackRemainingMs, String reason) {
            this(gameId, at, commandId, ply, whiteRemainingMs, blackRemainingMs, reason, null);
        }
    }

    /** {@code player} deliberately touches the man on {@code square} (2005 4.3). */
    @Schema(description = "The player deliberately touches the man on square (2005 4.3): it binds his move.",
            example = "{\"type\": \"TouchPiece\", \"at\": \"2026-03-01T10:00:06Z\", \"player\": \"WHITE\", \"square\": \"e2\"}")
    public record TouchPiece(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                             @NotNull(message = "\"at\" is required") Instant at,
                             @Size(max = MAX_TEXT) String commandId,
                             @NotNull(message = "\"player\" is required") Color player,
                             @NotNull(message = "\"square\" is required") @Size(max = MAX_TEXT) String square)
            implements GameCommand {
    }

    /**
     * {@code player}, promoting, lets the new piece ({@code piece}: Q, R, B or N) touch the square of
     * promotion (2005 4.4d; 4.4.4): the choice of the piece is then final.
     */
    @Schema(description = "Promoting, the player lets the new piece (Q, R, B or N) touch the square of promotion (2005 4.4d; "
            + "2017 4.4.4): the choice is then final.",
            example = "{\"type\": \"TouchPromotionSquare\", \"at\": \"2026-03-01T11:00:00Z\", \"player\": \"WHITE\", "
                    + "\"square\": \"e8\", \"piece\": \"N\"}")
    public record TouchPromotionSquare(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                       @NotNull(message = "\"at\" is required") Instant at,
                                       @Size(max = MAX_TEXT) String commandId,
                                       @NotNull(message = "\"player\" is required") Color player,
                                       @NotNull(message = "\"square\" is required") @Size(max = MAX_TEXT) String square,
                                       @NotNull(message = "\"piece\" is required") @Size(max = MAX_TEXT) String piece)
            implements GameCommand {
    }

    /** {@code player} adjusts the man on {@code square}, having said so (2005 4.2). */
    @Schema(description = "The player adjusts the man on square, having said so (2005 4.2): it binds nothing.",
            example = "{\"type\": \"AdjustPiece\", \"at\": \"2026-03-01T10:00:06Z\", \"player\": \"WHITE\", \"square\": \"d1\"}")
    public record AdjustPiece(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                              @NotNull(message = "\"at\" is required") Instant at,
                              @Size(max = MAX_TEXT) String commandId,
                              @NotNull(message = "\"player\" is required") Color player,
                              @NotNull(message = "\"square\" is required") @Size(max = MAX_TEXT) String square)
            implements GameCommand {
    }

    /** {@code player} claims that his opponent's last move broke touch-move (2005 4.7). */
    @Schema(description = "The player claims that his opponent's last move broke its binding (touch-move 4.3-4.4; 2005 4.7).",
            example = "{\"type\": \"ClaimTouchMove\", \"at\": \"2026-03-01T10:01:00Z\", \"player\": \"BLACK\"}")
    public record ClaimTouchMove(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                 @NotNull(message = "\"at\" is required") Instant at,
                                 @Size(max = MAX_TEXT) String commandId,
                                 @NotNull(message = "\"player\" is required") Color player) implements GameCommand {
    }

    /**
     * The arbiter records that {@code player} waives his claim that the opponent's last move broke
     * touch-move (2017/2023 4.8), where a checkmate, stalemate or dead position waits for it (5.1.1,
     * 5.2.1, 5.2.2): the ending takes effect.
     */
    @Schema(description = "The arbiter records that the player waives his claim that the opponent's last move broke "
            + "touch-move (2017/2023 4.8), while the ending that move brought about waits for it (5.1.1, 5.2.1, 5.2.2; "
            + "the game view's pendingEnding): the ending takes effect.",
            example = "{\"type\": \"WaiveTouchMoveClaim\", \"at\": \"2026-03-01T10:01:00Z\", \"player\": \"BLACK\"}")
    public record WaiveTouchMoveClaim(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                      @NotNull(message = "\"at\" is required") Instant at,
                                      @Size(max = MAX_TEXT) String commandId,
                                      @NotNull(message = "\"player\" is required") Color player) implements GameCommand {
    }

    /**
     * The arbiter's decision on the open quickplay-finish claim or request for an increment (2005 10.2;
     * III.4-5): {@code ACCEPT}, {@code POSTPONE} or {@code REJECT}; on a postponement {@code opponentExtraMs}
     * (0 to two minutes; two by default). On a claim made with no arbiter present, which concluded the
     * game, a rejection gives the score the arbiter decides, {@code result} ({@code 1-0} or {@code 0-1}).
     */
    @Schema(description = "The arbiter's decision on the open quickplay-finish claim or request for an increment (2005 10.2; "
            + "2017 Guidelines III.4-5): ACCEPT, POSTPONE (opponentExtraMs 0 to 120000) or REJECT (result 1-0 or 0-1 for a "
            + "claim made with no arbiter present; opponentExtraMs 0 to 120000 under FIDE 2005 with the RCF commentary to 10.2, "
            + "which leaves the two minutes to the arbiter; 120000 under the other editions).",
            example = "{\"type\": \"RuleOnClaim\", \"at\": \"2026-03-01T11:28:20Z\", \"decision\": \"POSTPONE\", "
                    + "\"opponentExtraMs\": 120000}")
    public record RuleOnClaim(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                              @NotNull(message = "\"at\" is required") Instant at,
                              @Size(max = MAX_TEXT) String commandId,
                              @NotNull(message = "\"decision\" is required: ACCEPT, POSTPONE or REJECT")
                              QuickplayClaims.Decision decision,
                              @PositiveOrZero Long opponentExtraMs,
                              @Size(max = MAX_TEXT) @Schema(allowableValues = {"1-0", "0-1"}) String result)
            implements GameCommand {

        public RuleOnClaim(String gameId, Instant at, String commandId, QuickplayClaims.Decision decision,
                           Long opponentExtraMs) {
            this(gameId, at, commandId, decision, opponentExtraMs, null);
        }
    }

    /**
     * The arbiter declares the position dead (2005 5.2b; 5.2.2): the engine reviews it, and a helpmate
     * for either side refutes the declaration.
     */
    @Schema(description = "The arbiter declares the position dead (2005 5.2b; 2017 5.2.2); a helpmate found by the engine "
            + "refutes it (409).",
            example = "{\"type\": \"DeclareDeadPosition\", \"at\": \"2026-03-01T12:00:00Z\"}")
    public record DeclareDeadPosition(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                      @NotNull(message = "\"at\" is required") Instant at,
                                      @Size(max = MAX_TEXT) String commandId) implements GameCommand {
    }

    /**
     * {@code player} signs both scoresheets at the end of the game, showing {@code result} (2005 8.7; RF
     * 2013 8.7; 2017/2023 8.7).
     */
    @Schema(description = "At the end of the game a player signs both scoresheets, showing the result he wrote (8.7): "
            + "1-0, 0-1, 1/2-1/2 or 0-0. Signed alike by both, it stands even if incorrect, unless the arbiter decides "
            + "otherwise (CorrectResult).",
            example = "{\"type\": \"SignScoresheet\", \"at\": \"2026-03-01T12:05:00Z\", \"player\": \"WHITE\", "
                    + "\"result\": \"1-0\"}")
    public record SignScoresheet(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                 @NotNull(message = "\"at\" is required") Instant at,
                                 @Size(max = MAX_TEXT) String commandId,
                                 @NotNull(message = "\"player\" is required") Color player,
                                 @NotNull(message = "\"result\" is required: 1-0, 0-1, 1/2-1/2 or 0-0")
                                 @Schema(allowableValues = {"1-0", "0-1", "1/2-1/2", "0-0"}) String result)
            implements GameCommand {
    }

    /**
     * The arbiter decides the result under 8.7: the signed result stands, or the record's, or another he
     * states with his reason.
     */
    @Schema(description = "The arbiter decides the game's result under 8.7: SIGNED (the result signed alike on both "
            + "scoresheets stands), RECORDED (the record's stands) or OTHER (result and reason required).",
            example = "{\"type\": \"CorrectResult\", \"at\": \"2026-03-01T12:10:00Z\", \"decision\": \"OTHER\", "
                    + "\"result\": \"0-1\", \"reason\": \"the flag fell before the mate, both scoresheets say so\"}")
    public record CorrectResult(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                @NotNull(message = "\"at\" is required") Instant at,
                                @Size(max = MAX_TEXT) String commandId,
                                @NotNull(message = "\"decision\" is required: SIGNED, RECORDED or OTHER") ResultDecision decision,
                                @Schema(allowableValues = {"1-0", "0-1", "1/2-1/2", "0-0"}) String result,
                                @Size(max = MAX_TEXT) String reason) implements GameCommand {
    }

    /**
     * The player having the move, with under two minutes left, asks that an increment of five seconds
     * be introduced for both players (2017/2023 Guidelines III.4): a draw offer, then the arbiter's decision.
     */
    @Schema(description = "With under two minutes left, the player having the move asks for an increment of 5 s for both "
            + "(2017 Guidelines III.4): a draw offer, then the arbiter's decision.",
            example = "{\"type\": \"RequestIncrement\", \"at\": \"2026-03-01T11:28:00Z\", \"player\": \"WHITE\"}")
    public record RequestIncrement(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                   @NotNull(message = "\"at\" is required") Instant at,
                                   @Size(max = MAX_TEXT) String commandId,
                                   @NotNull(message = "\"player\" is required") Color player) implements GameCommand {
    }

    /**
     * The arbiter's penalty (2005 13.4a-g; RF 2013 14.4.1-7; 2017/2023 12.9.1-9) on {@code player}, or
     * on both players ({@code BOTH}, loss of the game only: 0-0, 2005 12.9). {@code article} (the
     * {@code enforces} component) is the article broken; {@code points} the score set by a points penalty.
     */
    @Schema(description = "The arbiter's penalty from the edition's catalogue (2005 13.4; 2017 12.9) on a player, or on BOTH "
            + "(LOSS_OF_GAME only: 0-0); amountMs for the time penalties, points for the points penalties, article: the "
            + "article broken.",
            example = "{\"type\": \"ImposePenalty\", \"at\": \"2026-03-01T11:10:00Z\", \"player\": \"BLACK\", "
                    + "\"penalty\": \"ADD_OPPONENT_TIME\", \"amountMs\": 120000, \"article\": \"12.6\", \"reason\": \"distracting\"}")
    public record ImposePenalty(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                @NotNull(message = "\"at\" is required") Instant at,
                                @Size(max = MAX_TEXT) String commandId,
                                @NotNull(message = "\"player\" is required: WHITE, BLACK or BOTH") Party player,
                                @NotNull(message = "\"penalty\" is required") PenaltyKind penalty,
                                Long amountMs,
                                @JsonProperty("article") @Size(max = MAX_TEXT) String enforces,
                                @Size(max = MAX_TEXT) String reason,
                                @Size(max = MAX_TEXT) String points) implements GameCommand {
    }

    /** The arbiter reports {@code player}'s device (2005 12.2b); under 2005 he may set the opponent's score. */
    @Schema(description = "The arbiter reports the player's electronic device (2005 12.2b; 2017 11.3.2.2): he loses; under "
            + "2005 the arbiter may set the opponent's score (opponentScore 1 or 1/2).",
            example = "{\"type\": \"ReportDeviceSignal\", \"at\": \"2026-03-01T11:15:00Z\", \"player\": \"WHITE\"}")
    public record ReportDeviceSignal(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                     @NotNull(message = "\"at\" is required") Instant at,
                                     @Size(max = MAX_TEXT) String commandId,
                                     @NotNull(message = "\"player\" is required") Color player,
                                     @Size(max = MAX_TEXT) @Schema(allowableValues = {"1", "1/2"}) String opponentScore)
            implements GameCommand {
    }

    /**
     * The arbiter reports that {@code player} is not at the board (2005 6.7; 2017 6.7.1):
     * {@code regulationsDefaultMs} is the default time the competition's regulations set, if any;
     * {@code waived} that the arbiter decides otherwise, where the edition lets him.
     */
    @Schema(description = "The arbiter reports that the player is not at the board (2005 6.7; 2017 6.7.1): he loses once "
            + "the default time has passed, unless waived where the edition lets the arbiter decide otherwise.",
            example = "{\"type\": \"ReportAbsence\", \"at\": \"2026-03-01T11:00:01Z\", \"player\": \"BLACK\"}")
    public record ReportAbsence(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                @NotNull(message = "\"at\" is required") Instant at,
                                @Size(max = MAX_TEXT) String commandId,
                                @NotNull(message = "\"player\" is required") Color player,
                                @PositiveOrZero Long regulationsDefaultMs,
                                boolean waived) implements GameCommand {
    }

    /** The arbiter annuls the game (2005 7.1a: a wrong initial position). */
    @Schema(description = "The arbiter annuls the game (2005 7.1a; 2017 7.2.1).",
            example = "{\"type\": \"AnnulGame\", \"at\": \"2026-03-01T10:02:00Z\", \"reason\": \"wrong initial position\"}")
    public record AnnulGame(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                            @NotNull(message = "\"at\" is required") Instant at,
                            @Size(max = MAX_TEXT) String commandId,
                            @Size(max = MAX_TEXT) String reason) implements GameCommand {
    }

    /** The arbiter gives {@code player}, or both players, more time after a disturbance (2005 13.5). */
    @Schema(description = "The arbiter gives a player, or BOTH, more time after an external disturbance (2005 13.5; 2017 12.5).",
            example = "{\"type\": \"AwardTime\", \"at\": \"2026-03-01T10:20:00Z\", \"player\": \"BOTH\", \"amountMs\": 300000, "
                    + "\"reason\": \"fire alarm\"}")
    public record AwardTime(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                            @NotNull(message = "\"at\" is required") Instant at,
                            @Size(max = MAX_TEXT) String commandId,
                            @NotNull(message = "\"player\" is required: WHITE, BLACK or BOTH") Party player,
                            @NotNull(message = "\"amountMs\" is required") Long amountMs,
                            @Size(max = MAX_TEXT) String reason) implements GameCommand {
    }

    /** The arbiter declares a player's persistent refusal to comply with the Laws (2005 12.8): he loses. */
    @Schema(description = "The arbiter declares the player's persistent refusal to comply with the Laws (2005 12.8; 2017 11.7): "
            + "he loses; the opponent scores 1 unless opponentScore is 1/2.",
            example = "{\"type\": \"DeclarePersistentRefusal\", \"at\": \"2026-03-01T11:40:00Z\", \"player\": \"BLACK\"}")
    public record DeclarePersistentRefusal(@TargetAggregateIdentifier @Schema(hidden = true) String gameId,
                                           @NotNull(message = "\"at\" is required") Instant at,
                                           @Size(max = MAX_TEXT) String commandId,
                                           @NotNull(message = "\"player\" is required") Color player,
                                           @Size(max = MAX_TEXT) @Schema(allowableValues = {"1", "1/2"}) String opponentScore,
                                           @Size(max = MAX_TEXT) String reason) implements GameCommand {
    }
}
