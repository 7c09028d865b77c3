package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.rules.Edition;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

import java.time.Instant;

/** The commands of the Game aggregate: what happened at the board, as sent by a tablet or board. */
public final class Commands {
    private Commands() {
    }

    /** Every command carries the device instant and an optional client id for idempotent retries. */
    public interface GameCommand {
        String gameId();

        Instant at();

        String commandId();
    }

    /**
     * A new game. {@code quickplayFinishAnnounced}: the event announced the quickplay-finish guidelines
     * (needed under FIDE 2017/2023, Guidelines III; 10.2 applies without it under 2005 and RF 2013).
     */
    public record CreateGame(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                             String white, String black, String event, String site, String round, Integer board,
                             Edition rules, String timeControl, String startFen, boolean quickplayFinishAnnounced)
            implements GameCommand {

        public CreateGame(String gameId, Instant at, String commandId, String white, String black, String event,
                          String site, String round, Integer board, Edition rules, String timeControl, String startFen) {
            this(gameId, at, commandId, white, black, event, site, round, board, rules, timeControl, startFen, false);
        }
    }

    public record StartClocks(@TargetAggregateIdentifier String gameId, Instant at, String commandId) implements GameCommand {
    }

    public record MakeMove(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                           Color player, String move) implements GameCommand {
    }

    public record PressClock(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                             Color player) implements GameCommand {
    }

    public record Resign(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                         Color player) implements GameCommand {
    }

    /** A draw claim (9.2, 9.3, 10.2); {@code intendedMove} is the move written and declared, not played. */
    public record ClaimDraw(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                            Color player, ClaimKind basis, String intendedMove, Boolean arbiterPresent)
            implements GameCommand {

        /** A claim made with the arbiter present. */
        public ClaimDraw(String gameId, Instant at, String commandId, Color player, ClaimKind basis, String intendedMove) {
            this(gameId, at, commandId, player, basis, intendedMove, null);
        }

        /** {@code arbiterPresent}: false for a quickplay-finish claim with no arbiter (RF 2013 Art. 11; III.6). */
        public boolean withoutArbiter() {
            return Boolean.FALSE.equals(arbiterPresent);
        }
    }

    /** {@code player} claims that his opponent's flag has fallen (2005 6.9). */
    public record ClaimFlagFall(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                Color player) implements GameCommand {
    }

    /** The arbiter observes that {@code side}'s flag has fallen (2005 6.9). */
    public record ObserveFlagFall(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                  Color side) implements GameCommand {
    }

    /** Stops the clocks (2005 6.13a/b): {@code by} is the arbiter (default) or a player seeking him. */
    public record StopClocks(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                             Actor by) implements GameCommand {
    }

    /** Restarts the clock that should run (2005 6.13c). */
    public record ResumeClocks(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                               Actor by) implements GameCommand {
    }

    /**
     * The arbiter sets both clocks (2005 6.11, 6.14; 2017 7.1). {@code movesCompleted}, when given, is
     * the number of moves White has completed; Black's follows from the position (one fewer when Black
     * is to move).
     */
    public record CorrectClocks(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                Long whiteRemainingMs, Long blackRemainingMs, Integer movesCompleted) implements GameCommand {
    }

    public record OfferDraw(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                            Color player) implements GameCommand {
    }

    public record AcceptDraw(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                             Color player) implements GameCommand {
    }

    public record DeclineDraw(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                              Color player) implements GameCommand {
    }

    /**
     * An illegal move is reported (2005 7.4): {@code by} is a player or the arbiter. {@code kind}, when
     * given, says what was seen: {@code ILLEGAL_MOVE} (the default: the most recent illegal move on the
     * board) or {@code TWO_HANDS} (the last move was made with two hands, 2017 7.5.3).
     */
    public record ReportIllegalMove(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                    Actor by, String kind) implements GameCommand {

        public ReportIllegalMove(String gameId, Instant at, String commandId, Actor by) {
            this(gameId, at, commandId, by, null);
        }
    }

    /**
     * The arbiter reinstates the position after {@code ply} half-moves (2005 7.5), optionally setting
     * the clocks (6.14); {@code article}, when given, is the rule he acts under (e.g. 7.3 for men a
     * player displaced, 8.5 for a game reconstructed), else the edition's reinstatement article.
     */
    public record RestorePosition(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                  Integer ply, Long whiteRemainingMs, Long blackRemainingMs, String reason, String article)
            implements GameCommand {

        public RestorePosition(String gameId, Instant at, String commandId, Integer ply, Long whiteRemainingMs,
                               Long blackRemainingMs, String reason) {
            this(gameId, at, commandId, ply, whiteRemainingMs, blackRemainingMs, reason, null);
        }
    }

    /** {@code player} deliberately touches the man on {@code square} (2005 4.3). */
    public record TouchPiece(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                             Color player, String square) implements GameCommand {
    }

    /**
     * {@code player}, promoting, lets the new piece ({@code piece}: Q, R, B or N) touch the square of
     * promotion (2005 4.4d; 4.4.4): the choice of the piece is then final.
     */
    public record TouchPromotionSquare(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                       Color player, String square, String piece) implements GameCommand {
    }

    /** {@code player} adjusts the man on {@code square}, having said so (2005 4.2). */
    public record AdjustPiece(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                              Color player, String square) implements GameCommand {
    }

    /** {@code player} claims that his opponent's last move broke touch-move (2005 4.7). */
    public record ClaimTouchMove(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                 Color player) implements GameCommand {
    }

    /**
     * The arbiter's decision on the open quickplay-finish claim (2005 10.2): {@code ACCEPT}, {@code POSTPONE}
     * or {@code REJECT}; on a postponement {@code opponentExtraMs} (0 to two minutes; two by default). On
     * a claim made with no arbiter present, which concluded the game, a rejection gives the score the
     * arbiter decides, {@code result} ({@code 1-0} or {@code 0-1}; RF 2013 Art. 11; III.6).
     */
    public record RuleOnClaim(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                              String decision, Long opponentExtraMs, String result) implements GameCommand {

        public RuleOnClaim(String gameId, Instant at, String commandId, String decision, Long opponentExtraMs) {
            this(gameId, at, commandId, decision, opponentExtraMs, null);
        }
    }

    /**
     * The arbiter declares the position dead (2005 5.2b; 5.2.2): the engine reviews it, and a helpmate
     * for either side refutes the declaration.
     */
    public record DeclareDeadPosition(@TargetAggregateIdentifier String gameId, Instant at, String commandId)
            implements GameCommand {
    }

    /**
     * The player having the move, with under two minutes left, asks that an increment of five seconds
     * be introduced for both players (2017/2023 Guidelines III.4): a draw offer, then the arbiter's decision.
     */
    public record RequestIncrement(@TargetAggregateIdentifier String gameId, Instant at, String commandId, Color player)
            implements GameCommand {
    }

    /**
     * The arbiter's penalty (2005 13.4a-g; RF 2013 14.4.1-7; 2017/2023 12.9.1-9) on {@code player}, or
     * on both players ({@code bothPlayers}, loss of the game only: 0-0, 2005 12.9). {@code penalty} is
     * one of the contract's kinds; {@code enforces} the article broken; {@code points} the score set by a
     * points penalty.
     */
    public record ImposePenalty(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                Color player, boolean bothPlayers, String penalty, Long amountMs, String enforces,
                                String reason, String points) implements GameCommand {
    }

    /** The arbiter reports {@code player}'s device (2005 12.2b); under 2005 he may set the opponent's score. */
    public record ReportDeviceSignal(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                     Color player, String opponentScore) implements GameCommand {
    }

    /**
     * The arbiter reports that {@code player} is not at the board (2005 6.7; 2017 6.7.1):
     * {@code regulationsDefaultMs} is the default time the competition's regulations set, if any;
     * {@code waived} that the arbiter decides otherwise, where the edition lets him.
     */
    public record ReportAbsence(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                Color player, Long regulationsDefaultMs, boolean waived) implements GameCommand {
    }

    /** The arbiter annuls the game (2005 7.1a: a wrong initial position). */
    public record AnnulGame(@TargetAggregateIdentifier String gameId, Instant at, String commandId, String reason)
            implements GameCommand {
    }

    /** The arbiter gives {@code player}, or both players, more time after a disturbance (2005 13.5). */
    public record AwardTime(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                            Color player, boolean bothPlayers, Long amountMs, String reason) implements GameCommand {
    }

    /** The arbiter declares a player's persistent refusal to comply with the Laws (2005 12.8): he loses. */
    public record DeclarePersistentRefusal(@TargetAggregateIdentifier String gameId, Instant at, String commandId,
                                           Color player, String opponentScore, String reason) implements GameCommand {
    }
}
