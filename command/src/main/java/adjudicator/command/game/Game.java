package adjudicator.command.game;

import adjudicator.command.api.Actor;
import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.Appended;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.DrawAgreed;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.Commands.AnnulGame;
import adjudicator.command.api.Commands.AwardTime;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.ClaimFlagFall;
import adjudicator.command.api.Commands.CreateGame;
import adjudicator.command.api.Commands.DeclarePersistentRefusal;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands.ImposePenalty;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.ReportDeviceSignal;
import adjudicator.command.api.Commands.ReportAbsence;
import adjudicator.command.api.Commands.RuleOnClaim;
import adjudicator.command.api.Commands.TouchPiece;
import adjudicator.command.api.Commands.TouchPromotionSquare;
import adjudicator.command.api.Commands.RequestIncrement;
import adjudicator.command.api.Commands.DeclareDeadPosition;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.ClaimReferredToArbiter;
import adjudicator.command.api.Commands.ClaimTouchMove;
import adjudicator.command.api.Commands.AdjustPiece;
import adjudicator.command.api.Commands.RestorePosition;
import adjudicator.command.api.Commands.ReportIllegalMove;
import adjudicator.command.api.Commands.StopClocks;
import adjudicator.command.api.Commands.ResumeClocks;
import adjudicator.command.api.Commands.OfferDraw;
import adjudicator.command.api.Commands.DeclineDraw;
import adjudicator.command.api.Commands.CorrectClocks;
import adjudicator.command.api.Commands.AcceptDraw;
import adjudicator.command.api.Commands.ObserveFlagFall;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.Commands.StartClocks;
import adjudicator.command.api.DeviceSignalReported;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.FlagFallClaimed;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.TimeAwarded;
import adjudicator.command.api.TouchMoveClaimed;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PieceAdjusted;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.IncrementIntroduced;
import adjudicator.command.api.IncrementRequested;
import adjudicator.command.api.PromotionSquareTouched;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.PlayerResigned;
import adjudicator.engine.Color;
import adjudicator.engine.FenException;
import adjudicator.engine.IllegalReason;
import adjudicator.engine.Move;
import adjudicator.engine.MoveCheck;
import adjudicator.engine.NotationException;
import adjudicator.engine.PieceType;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.Squares;
import adjudicator.engine.Status;
import adjudicator.engine.Unwinnability;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.clock.TimeControlException;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.ClaimPenalty;
import adjudicator.engine.rules.ClaimVerdict;
import adjudicator.engine.rules.ArbiterPenalty;
import adjudicator.engine.rules.Cited;
import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.Termination;
import adjudicator.engine.rules.QuickplayClaims;
import adjudicator.engine.rules.Scores;
import adjudicator.engine.rules.ClaimRightLost;
import adjudicator.engine.rules.IllegalMoveKind;
import adjudicator.engine.rules.LateArrival;
import adjudicator.engine.rules.IllegalMovePenalty;
import adjudicator.engine.rules.TouchMove;
import adjudicator.engine.rules.DrawClaims;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Outcome;
import adjudicator.engine.rules.Pace;
import adjudicator.engine.rules.PaceBands;
import adjudicator.engine.rules.Ruleset;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.serialization.Revision;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.messaging.MetaData;
import org.axonframework.messaging.annotation.MetaDataValue;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.spring.stereotype.Aggregate;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/**
 * One game. It holds the state the rules need, asks the engine what the Laws say, and applies the
 * facts and rulings as events. It decides nothing that the engine can decide.
 *
 * <p>The state and its event-sourcing handlers are in {@link GameState}; this class holds the command
 * handlers. Every command is checked before any event is applied, so a rejected command writes nothing.
 * The events of one command carry its {@code commandId} in their metadata; a repeated id answers
 * the first command's events again and appends nothing.
 */
@Aggregate(cache = "gameCache", snapshotTriggerDefinition = "gameSnapshotTrigger")
@Revision("1") // the snapshots' form (GameSnapshot)
@JsonSerialize(using = GameSnapshot.Writer.class)
@JsonDeserialize(using = GameSnapshot.Reader.class)
public class Game extends GameState {

    protected Game() {
        // for Axon
    }

    @CommandHandler
    public Game(CreateGame cmd) {
        require(cmd.rules() != null, "rules is required: one of FIDE_2005, RF_2013, FIDE_2017, FIDE_2023");
        String timeControl;
        try {
            timeControl = TimeControl.parse(cmd.timeControl() == null ? "-" : cmd.timeControl()).format();
        } catch (TimeControlException e) {
            throw GameRuleException.malformed("timeControl: " + e.getMessage());
        }
        String fen;
        try {
            fen = cmd.startFen() == null || cmd.startFen().isBlank()
                    ? Position.initial().fen() : Position.fromFen(cmd.startFen().trim()).fen();
        } catch (FenException e) {
            throw GameRuleException.malformed("startFen: " + e.getMessage());
        }
        apply(new GameCreated(cmd.gameId(), cmd.at(), Actor.ARBITER, cmd.white(), cmd.black(), cmd.event(),
                cmd.site(), cmd.round(), cmd.board(), cmd.rules(), timeControl, fen,
                cmd.quickplayFinishAnnounced() ? Boolean.TRUE : null), meta(cmd));
    }

    @CommandHandler
    public Appended handle(StartClocks cmd) {
        return once(cmd, () -> {
            requireOngoing(cmd.at());
            if (!clock.control().hasClock()) {
                throw conflict("this game is played without a clock (time control \"-\")", null);
            }
            if (status != GameStatus.NOT_STARTED) {
                throw conflict("the clocks have already been started", rules.article(Law.START_OF_CLOCKS));
            }
            apply(new ClocksStarted(gameId, cmd.at(), Actor.ARBITER, position.sideToMove(),
                    rules.article(Law.START_OF_CLOCKS)), meta(cmd));
        });
    }

    @CommandHandler
    public Appended handle(MakeMove cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            if (status == GameStatus.NOT_STARTED && clock.control().hasClock()) {
                throw conflict("the clocks have not been started: send StartClocks first",
                        rules.article(Law.START_OF_CLOCKS));
            }
            if (cmd.player() != position.sideToMove()) {
                throw conflict("it is " + position.sideToMove() + "'s turn, not " + cmd.player() + "'s",
                        rules.article(Law.ALTERNATE_MOVES));
            }
            if (quickplay != null && (!quickplay.postponed() || quickplay.flagFallen())) {
                throw awaitingArbiter();
            }
            Move move = parseMove(cmd.move());
            MoveCheck check = position.check(move);
            if (check instanceof MoveCheck.Impossible impossible) {
                throw GameRuleException.notAFact("move " + cmd.move() + " cannot have been made: " + impossible.why(),
                        null, rules.edition());
            }
            Actor actor = Actor.of(cmd.player());
            if (uncompleted.contains(cmd.player()) && rules.provides(Law.MOVE_COMPLETED_BY_NEXT_MOVE)) {
                apply(new MoveCompleted(gameId, cmd.at(), Actor.SYSTEM, cmd.player(), "BY_NEXT_MOVE",
                        rules.article(Law.MOVE_COMPLETED_BY_NEXT_MOVE), rules.edition()), meta(cmd));
            }
            if (drawOfferBy == cmd.player().opposite()) {
                // he touched a piece intending to move it: the offer lapses (9.1a)
                apply(new DrawOfferDeclined(gameId, cmd.at(), actor, cmd.player(), "BY_MOVING",
                        rules.article(Law.DRAW_OFFER), rules.edition()), meta(cmd));
            }
            if (check instanceof MoveCheck.Illegal illegal) {
                Position after = position.playPhysical(move);
                apply(new MoveMade(gameId, cmd.at(), actor, cmd.player(), move.uci(), null, false,
                        illegal.reason().name(), illegal.article(), after.fen()), meta(cmd));
                return;
            }
            String san = San.toSan(position, move);
            Position after = position.play(move);
            Broken breach = breach(cmd.player(), move);
            apply(new MoveMade(gameId, cmd.at(), actor, cmd.player(), move.uci(), san, true, null, null, after.fen()),
                    meta(cmd));
            if (breach != null) {
                apply(new ObligationBroken(gameId, cmd.at(), Actor.SYSTEM, cmd.player(), played.size(), move.uci(),
                        breach.allowed().stream().map(Move::uci).sorted().toList(), breach.article(), breach.touched(),
                        rules.edition()), meta(cmd));
            }
            Optional<Outcome> outcome = Adjudication.afterLegalMove(after, rules);
            if (outcome.isEmpty()) {
                outcome = Adjudication.deadPosition(after, rules);
            }
            if (outcome.isEmpty()) {
                outcome = Adjudication.automaticDraw(line, rules); // the line now ends with the move just made
            }
            outcome.ifPresent(o -> apply(new GameEnded(gameId, cmd.at(), Actor.SYSTEM, o.result().notation(),
                    o.termination(), o.article(), rules.edition()), meta(cmd)));
        });
    }

    @CommandHandler
    public Appended handle(PressClock cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            String article = rules.article(Law.PRESSING_THE_CLOCK);
            if (!clock.control().hasClock()) {
                throw conflict("this game is played without a clock (time control \"-\")", null);
            }
            if (status == GameStatus.NOT_STARTED) {
                throw conflict("the clocks have not been started", rules.article(Law.START_OF_CLOCKS));
            }
            if (clock.running() != cmd.player()) {
                throw conflict(cmd.player() + "'s clock is not running", article);
            }
            if (!uncompleted.contains(cmd.player())) {
                pressWithoutMove(cmd, article);
                return;
            }
            apply(new ClockPressed(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player()), meta(cmd));
        });
    }

    @CommandHandler
    public Appended handle(Resign cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            Adjudication.Ruling ruling = Adjudication.resignation(position, cmd.player(), rules);
            apply(new PlayerResigned(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player()), meta(cmd));
            end(ruling, cmd.player().opposite(), cmd);
        });
    }

    /**
     * A draw claim under 9.2 or 9.3, decided at once from the record (api-contract.md): the engine
     * judges it on the line on the board. A correct claim ends the game; an incorrect one costs the
     * edition's 9.5 time, the clocks go on, and an intended move must then be made.
     */
    @CommandHandler
    public Appended handle(ClaimDraw cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            require(cmd.basis() != null, "basis is required: THREEFOLD_REPETITION, FIFTY_MOVE_RULE or QUICKPLAY_FINISH");
            requireOngoing(cmd.at());
            if (cmd.basis() == ClaimKind.QUICKPLAY_FINISH) {
                claimQuickplayFinish(cmd);
                return;
            }
            require(cmd.basis() == ClaimKind.THREEFOLD_REPETITION || cmd.basis() == ClaimKind.FIFTY_MOVE_RULE,
                    "basis must be THREEFOLD_REPETITION, FIFTY_MOVE_RULE or QUICKPLAY_FINISH");
            if (position.status() != Status.ONGOING) {
                throw conflict("the position on the board is " + position.status()
                        + " after an illegal move: it must be dealt with before a draw claim", null);
            }
            if (rules.claimRightLost().value() == ClaimRightLost.ON_TOUCHING_A_PIECE && !touches.isEmpty()
                    && position.sideToMove() == cmd.player()) {
                throw conflict(cmd.player() + " has touched a man on this move and can no longer claim on it",
                        rules.claimRightLost().article());
            }
            Optional<Move> intended = Optional.ofNullable(cmd.intendedMove()).map(this::parseMove);
            ClaimVerdict verdict = cmd.basis() == ClaimKind.THREEFOLD_REPETITION
                    ? DrawClaims.threefoldRepetition(rules, line, cmd.player(), intended)
                    : DrawClaims.fiftyMoves(rules, line, cmd.player(), intended);
            if (verdict instanceof ClaimVerdict.Incorrect i && i.reason() == ClaimVerdict.Reason.NOT_CLAIMANTS_TURN) {
                throw conflict("only the player having the move may claim a draw under this article; "
                        + position.sideToMove() + " has the move", i.article());
            }
            String intendedSan = intended.filter(m -> position.check(m) instanceof MoveCheck.Legal)
                    .map(m -> San.toSan(position, m)).orElse(null);
            apply(new DrawClaimed(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), cmd.basis(),
                    intended.map(Move::uci).orElse(null), intendedSan), meta(cmd));
            if (verdict instanceof ClaimVerdict.Correct correct) {
                apply(new ClaimUpheld(gameId, cmd.at(), Actor.SYSTEM, cmd.player(), cmd.basis(), correct.article(),
                        rules.edition()), meta(cmd));
                Outcome o = correct.outcome();
                apply(new GameEnded(gameId, cmd.at(), Actor.SYSTEM, o.result().notation(), o.termination(),
                        o.article(), rules.edition()), meta(cmd));
                return;
            }
            ClaimVerdict.Incorrect incorrect = (ClaimVerdict.Incorrect) verdict;
            Color claimant = cmd.player();
            long claimantDelta = 0;
            long opponentDelta = 0;
            String penaltyArticle = null;
            Optional<Cited<Pace>> pace = PaceBands.of(clock.control(), rules);
            if (pace.isPresent()) {
                long claimantMs = clock.remainingMs(claimant, cmd.at());
                long opponentMs = clock.remainingMs(claimant.opposite(), cmd.at());
                ClaimPenalty penalty = ClaimPenalty.apply(Duration.ofMillis(claimantMs), Duration.ofMillis(opponentMs),
                        rules, pace.get().value());
                claimantDelta = penalty.claimantRemaining().toMillis() - claimantMs;
                opponentDelta = penalty.opponentRemaining().toMillis() - opponentMs;
                penaltyArticle = penalty.article();
            }
            ChessClock after = pace.isEmpty() ? clock : clock.adjust(claimant, claimantDelta, cmd.at())
                    .adjust(claimant.opposite(), opponentDelta, cmd.at());
            String obliged = intended.filter(m -> incorrect.reason() != ClaimVerdict.Reason.INTENDED_MOVE_ILLEGAL)
                    .map(Move::uci).orElse(null);
            apply(new ClaimRejected(gameId, cmd.at(), Actor.SYSTEM, claimant, cmd.basis(), incorrect.reason().name(),
                    incorrect.found().isPresent() ? (long) incorrect.found().getAsInt() : null, incorrect.article(),
                    rules.edition(), claimantDelta, opponentDelta, penaltyArticle,
                    pace.isPresent() ? after.remainingMs(Color.WHITE, cmd.at()) : null,
                    pace.isPresent() ? after.remainingMs(Color.BLACK, cmd.at()) : null, obliged), meta(cmd));
            if (drawOfferBy == null) {
                // the claim counts as a draw offer (2005 9.1c), which the opponent may now accept
                apply(new DrawOffered(gameId, cmd.at(), Actor.of(claimant), claimant, true,
                        rules.article(Law.CLAIM_IS_OFFER), null, rules.edition()), meta(cmd));
            }
        });
    }

    /**
     * A player claims that his opponent's flag has fallen (2005 6.9; 2009+ 6.8). The recorded clock
     * facts decide: a valid claim establishes the fall and the game is lost on time, or drawn if the
     * claimant cannot checkmate (2005 6.10; 2009+ 6.9). An unfounded claim is recorded and rejected; the
     * arbiter may penalise it (2005 12.6).
     */
    @CommandHandler
    public Appended handle(ClaimFlagFall cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            requireRunningClocks();
            Color opponent = cmd.player().opposite();
            apply(new FlagFallClaimed(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player()), meta(cmd));
            // the claim is about the opponent's flag; if both have fallen, the first to fall decides
            Optional<Color> fallen = clock.flagFallen(opponent, cmd.at()) ? fallenFlag(cmd.at()) : Optional.empty();
            if (fallen.isEmpty()) {
                apply(new ClaimRejected(gameId, cmd.at(), Actor.SYSTEM, cmd.player(), ClaimKind.FLAG_FALL,
                        "FLAG_NOT_FALLEN", clock.remainingMs(opponent, cmd.at()), rules.article(Law.FLAG_FALL),
                        rules.edition(), 0, 0, null, null, null, null), meta(cmd));
                return;
            }
            flagFell(fallen.get(), Actor.of(cmd.player()), cmd);
        });
    }

    /** The arbiter observes that a flag has fallen (2005 6.9; 2009+ 6.8); the clock facts must agree. */
    @CommandHandler
    public Appended handle(ObserveFlagFall cmd) {
        return once(cmd, () -> {
            require(cmd.side() != null, "side is required: WHITE or BLACK, whose flag has fallen");
            requireOngoing(cmd.at());
            requireRunningClocks();
            if (!clock.flagFallen(cmd.side(), cmd.at())) {
                throw conflict("by the recorded clock facts " + cmd.side() + " has "
                        + clock.remainingMs(cmd.side(), cmd.at()) + " ms left at " + cmd.at()
                        + "; if the clock shows otherwise, correct the clocks first (6.11, 6.14)",
                        rules.article(Law.FLAG_FALL));
            }
            flagFell(fallenFlag(cmd.at()).orElseThrow(), Actor.ARBITER, cmd);
        });
    }

    /** The arbiter stops the clocks (2005 6.13a), or a player does to seek the arbiter (6.13b). */
    @CommandHandler
    public Appended handle(StopClocks cmd) {
        return once(cmd, () -> {
            Actor by = cmd.by() == null ? Actor.ARBITER : cmd.by();
            require(by != Actor.SYSTEM, "by must be ARBITER, WHITE or BLACK");
            requireOngoing(cmd.at());
            requireRunningClocks();
            String article = rules.article(by == Actor.ARBITER ? Law.CLOCKS_STOPPED_BY_ARBITER : Law.CLOCKS_STOPPED_BY_PLAYER);
            if (clock.running() == null) {
                throw conflict("the clocks are already stopped", article);
            }
            apply(new ClocksStopped(gameId, cmd.at(), by, clock.remainingMs(Color.WHITE, cmd.at()),
                    clock.remainingMs(Color.BLACK, cmd.at()), article, rules.edition()), meta(cmd));
        });
    }

    /**
     * The game resumes (2005 6.13c): the clock of the player who has made a move and not pressed, or
     * else of the player to move, runs again.
     */
    @CommandHandler
    public Appended handle(ResumeClocks cmd) {
        return once(cmd, () -> {
            Actor by = cmd.by() == null ? Actor.ARBITER : cmd.by();
            require(by != Actor.SYSTEM, "by must be ARBITER, WHITE or BLACK");
            requireOngoing(cmd.at());
            requireRunningClocks();
            String article = rules.article(Law.CLOCKS_RESUMED);
            if (clock.running() != null) {
                throw conflict("the clocks are running; nothing to resume", article);
            }
            if (quickplay != null && (!quickplay.postponed() || quickplay.flagFallen())) {
                throw awaitingArbiter();
            }
            apply(new ClocksResumed(gameId, cmd.at(), by, runningSide(), article, rules.edition()), meta(cmd));
        });
    }

    /** The arbiter sets both clocks (2005 6.11, 6.14; 2017 7.1). */
    @CommandHandler
    public Appended handle(CorrectClocks cmd) {
        return once(cmd, () -> {
            require(cmd.whiteRemainingMs() != null && cmd.blackRemainingMs() != null,
                    "whiteRemainingMs and blackRemainingMs are required");
            require(cmd.whiteRemainingMs() >= 0 && cmd.blackRemainingMs() >= 0, "remaining times cannot be negative");
            requireClockTime(cmd.whiteRemainingMs(), "whiteRemainingMs");
            requireClockTime(cmd.blackRemainingMs(), "blackRemainingMs");
            require(cmd.movesCompleted() == null || cmd.movesCompleted() >= 0, "movesCompleted cannot be negative");
            requireOngoing(cmd.at());
            if (!clock.control().hasClock()) {
                throw conflict("this game is played without a clock (time control \"-\")", null);
            }
            int white = clock.movesOf(Color.WHITE);
            int black = clock.movesOf(Color.BLACK);
            if (cmd.movesCompleted() != null) {
                white = cmd.movesCompleted();
                black = position.sideToMove() == Color.BLACK ? Math.max(0, white - 1) : white;
            }
            apply(new ClocksCorrected(gameId, cmd.at(), Actor.ARBITER, cmd.whiteRemainingMs(), cmd.blackRemainingMs(),
                    white, black, clock.running(), rules.article(Law.CLOCKS_SET), rules.edition()), meta(cmd));
        });
    }

    /**
     * A draw offer (2005 9.1a): properly after making a move and before pressing the clock; at any other
     * time still valid, with 12.6 to be considered. It cannot be withdrawn.
     */
    @CommandHandler
    public Appended handle(OfferDraw cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            String article = rules.article(Law.DRAW_OFFER);
            if (drawOfferBy == cmd.player()) {
                throw conflict(cmd.player() + "'s draw offer is already open; it cannot be withdrawn or repeated", article);
            }
            if (drawOfferBy != null) {
                throw conflict(drawOfferBy + "'s draw offer is open: accept or decline it", article);
            }
            boolean proper = clock.control().hasClock()
                    ? uncompleted.contains(cmd.player()) && position.sideToMove() != cmd.player()
                    : position.sideToMove() != cmd.player() && movesMadeBy(cmd.player()) > 0;
            apply(new DrawOffered(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), proper, article,
                    proper ? null : rules.article(Law.DRAW_OFFER_AT_ANOTHER_TIME), rules.edition()), meta(cmd));
        });
    }

    /** The opponent accepts the open offer: a draw by agreement (2005 5.2c; 2017 5.2.3, after a move each). */
    @CommandHandler
    public Appended handle(AcceptDraw cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            if (drawOfferBy != cmd.player().opposite()) {
                throw conflict("no draw offer by " + cmd.player().opposite() + " is open", rules.article(Law.DRAW_OFFER));
            }
            int minimum = rules.agreementMinimum().value().movesByEachPlayer();
            if (whiteMovesMade < minimum || blackMovesMade < minimum) {
                throw conflict("a draw may be agreed only after each player has made at least " + minimum + " move",
                        rules.agreementMinimum().article());
            }
            String article = rules.article(Law.AGREEMENT);
            apply(new DrawAgreed(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), article, rules.edition()),
                    meta(cmd));
            apply(new GameEnded(gameId, cmd.at(), Actor.SYSTEM, "1/2-1/2", adjudicator.engine.rules.Termination.AGREEMENT,
                    article, rules.edition()), meta(cmd));
        });
    }

    /** The opponent declines the open offer orally (2005 9.1a). */
    @CommandHandler
    public Appended handle(DeclineDraw cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            String article = rules.article(Law.DRAW_OFFER);
            if (drawOfferBy != cmd.player().opposite()) {
                throw conflict("no draw offer by " + cmd.player().opposite() + " is open", article);
            }
            apply(new DrawOfferDeclined(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), "ORALLY", article,
                    rules.edition()), meta(cmd));
        });
    }

    /**
     * An illegal move is reported (2005 7.4; RF 2013 7.4; 2017/2023 7.5): the most recent one not yet
     * dealt with is found in the line on the board, the position immediately before it is reinstated
     * by replay, the replacement move is bound as if the man moved illegally had been touched (4.3), and
     * the edition's penalty follows (time to the opponent, or the game). In rapid and blitz it must be
     * dealt with before the opponent has made his next move; after that it stands.
     */
    @CommandHandler
    public Appended handle(ReportIllegalMove cmd) {
        return once(cmd, () -> {
            require(cmd.by() != null && cmd.by() != Actor.SYSTEM, "by is required: WHITE, BLACK or ARBITER");
            require(cmd.kind() == null || List.of("ILLEGAL_MOVE", "TWO_HANDS").contains(cmd.kind()),
                    "kind must be ILLEGAL_MOVE or TWO_HANDS");
            requireOngoing(cmd.at());
            String article = rules.illegalMoves().articleOf(IllegalMoveKind.ILLEGAL_MOVE).orElseThrow();
            int index = played.size() - 1;
            while (index >= 0 && played.get(index).legal()) {
                index--;
            }
            if ("TWO_HANDS".equals(cmd.kind()) && (played.isEmpty() || played.get(played.size() - 1).legal())) {
                twoHands(cmd);
                return;
            }
            if (index < 0) {
                throw conflict("no illegal move stands on the board", article);
            }
            Played illegal = played.get(index);
            Color offender = illegal.player();
            Pace pace = PaceBands.of(clock.control(), rules).map(Cited::value).orElse(Pace.STANDARD);
            if (pace != Pace.STANDARD) {
                if (cmd.by() == Actor.ARBITER && !rules.provides(Law.ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ)) {
                    throw conflict("in " + pace.name().toLowerCase() + " play the arbiter rules on an illegal move only on the "
                            + "opponent's claim", rules.illegalMoves().timeAdded(pace).article());
                }
                for (Played later : played.subList(index + 1, played.size())) {
                    if (later.player() == offender.opposite()) {
                        throw conflict("in " + pace.name().toLowerCase() + " play an illegal move stands once the opponent "
                                + "has made his next move", rules.illegalMoves().timeAdded(pace).article());
                    }
                }
            }
            boolean completed = !(index == played.size() - 1 && uncompleted.contains(offender));
            boolean counted = completed || !rules.provides(Law.ILLEGAL_MOVE_COMPLETED);
            int nth = illegalMovesOf(offender) + 1;
            Position before = replay(index);
            Optional<String> unreplaced = rules.illegalMoves().articleOf(IllegalMoveKind.UNREPLACED_PAWN);
            Move queening = new Move(illegal.move().from(), illegal.move().to(), adjudicator.engine.PieceType.QUEEN);
            if (completed && unreplaced.isPresent() && IllegalReason.PROMOTION_MISSING.name().equals(illegal.reason())
                    && before.isLegal(queening)) {
                unreplacedPawn(cmd, index, before, queening, offender, nth, unreplaced.get(), pace);
                return;
            }
            apply(new IllegalMoveDetected(gameId, cmd.at(), cmd.by(), offender, index + 1, illegal.move().uci(),
                    illegal.reason(), article, completed, counted ? nth : null, rules.edition()), meta(cmd));
            List<Integer> touched = new ArrayList<>();
            touched.add(illegal.move().from());
            var taken = before.pieceAt(illegal.move().to());
            if (taken != null && taken.color() == offender.opposite()) {
                touched.add(illegal.move().to());
            }
            TouchMove.Obligation obligation = TouchMove.oblige(before, touched);
            boolean binds = obligation.law() != Law.NOTHING_TOUCHED_CAN_MOVE;
            apply(new PositionRestored(gameId, cmd.at(), Actor.SYSTEM, index, before.fen(), article,
                    "illegal move " + illegal.move().uci() + " (" + illegal.reason() + ")", rules.edition(),
                    touched.stream().map(Squares::name).toList(),
                    binds ? obligation.allowed().stream().map(Move::uci).sorted().toList() : List.of(),
                    rules.article(obligation.law())), meta(cmd));
            if (!counted) {
                return;
            }
            penalise(cmd, pace, nth, before, offender);
        });
    }

    /**
     * A pawn moved to the last rank and left there, the clock pressed (2017/2023 7.5.2): an illegal move
     * that counts, but the position is not simply reinstated: the pawn is replaced by a queen, so the
     * position before it comes back with the queen promotion made in its place (by the arbiter, and
     * complete, the press having been made), and the edition's penalty follows. Should the queen give
     * mate or stalemate, that ends the game after the penalty, if the penalty has not ended it.
     */
    private void unreplacedPawn(ReportIllegalMove cmd, int index, Position before, Move queening, Color offender,
                                int nth, String article, Pace pace) {
        Played illegal = played.get(index);
        apply(new IllegalMoveDetected(gameId, cmd.at(), cmd.by(), offender, index + 1, illegal.move().uci(),
                IllegalMoveKind.UNREPLACED_PAWN.name(), article, true, nth, rules.edition()), meta(cmd));
        apply(new PositionRestored(gameId, cmd.at(), Actor.SYSTEM, index, before.fen(), article,
                "pawn left unreplaced on " + Squares.name(queening.to()) + ": it becomes a queen", rules.edition(),
                List.of(), List.of(), null), meta(cmd));
        Position after = before.play(queening);
        apply(new MoveMade(gameId, cmd.at(), Actor.ARBITER, offender, queening.uci(), San.toSan(before, queening), true,
                null, null, after.fen()), meta(cmd));
        if (clock.control().hasClock()) {
            apply(new MoveCompleted(gameId, cmd.at(), Actor.ARBITER, offender, MoveCompleted.REPLACED_BY_ARBITER, article,
                    rules.edition()), meta(cmd));
        }
        if (penalise(cmd, pace, nth, after, offender)) {
            Adjudication.afterLegalMove(after, rules).ifPresent(o -> apply(new GameEnded(gameId, cmd.at(), Actor.SYSTEM,
                    o.result().notation(), o.termination(), o.article(), rules.edition()), meta(cmd)));
        }
    }

    /**
     * The last move was made with two hands (2017/2023 7.5.3): once completed by the press it counts and
     * is penalised as an illegal move, the move itself standing. Under 2005 and RF 2013 it breaks 4.1 and
     * is a matter for the arbiter's penalties only (409 citing 4.1).
     */
    private void twoHands(ReportIllegalMove cmd) {
        Optional<String> article = rules.illegalMoves().articleOf(IllegalMoveKind.TWO_HANDS);
        if (article.isEmpty()) {
            throw conflict("under " + rules.edition() + " a move made with two hands breaks " + rules.article(Law.ONE_HAND)
                    + " and is a matter for the arbiter's penalties (ImposePenalty), not an illegal move",
                    rules.article(Law.ONE_HAND));
        }
        if (played.isEmpty()) {
            throw conflict("no move has been made", article.get());
        }
        Played last = played.get(played.size() - 1);
        Color offender = last.player();
        if (uncompleted.contains(offender)) {
            throw conflict("a move made with two hands counts as an illegal move once the clock is pressed; "
                    + offender + " has not pressed it", article.get());
        }
        Pace pace = PaceBands.of(clock.control(), rules).map(Cited::value).orElse(Pace.STANDARD);
        int nth = illegalMovesOf(offender) + 1;
        apply(new IllegalMoveDetected(gameId, cmd.at(), cmd.by(), offender, played.size(), last.move().uci(),
                IllegalMoveKind.TWO_HANDS.name(), article.get(), true, nth, rules.edition()), meta(cmd));
        penalise(cmd, pace, nth, position, offender);
    }

    /**
     * The arbiter reinstates the position after {@code ply} half-moves of the line on the board (2005
     * 7.5; 2017 7.6), by replay, and may set the clocks at once (2005 6.14; 2017 7.1); the move counters
     * then follow the reinstated line.
     */
    @CommandHandler
    public Appended handle(RestorePosition cmd) {
        return once(cmd, () -> {
            require(cmd.ply() != null && cmd.ply() >= 0, "ply is required: the number of half-moves to keep, 0 or more");
            require((cmd.whiteRemainingMs() == null || cmd.whiteRemainingMs() >= 0)
                    && (cmd.blackRemainingMs() == null || cmd.blackRemainingMs() >= 0), "remaining times cannot be negative");
            requireClockTime(cmd.whiteRemainingMs(), "whiteRemainingMs");
            requireClockTime(cmd.blackRemainingMs(), "blackRemainingMs");
            requireOngoing(cmd.at());
            require(cmd.article() == null || cmd.article().matches("[0-9A-Z][0-9A-Za-z.()]{0,15}"),
                    "article must be an article number such as 8.5 or 7.3");
            String article = cmd.article() != null ? cmd.article() : rules.article(Law.POSITION_REINSTATED);
            if (cmd.ply() > played.size()) {
                throw conflict("the line on the board has " + played.size() + " half-moves, not " + cmd.ply(), article);
            }
            boolean setClocks = cmd.whiteRemainingMs() != null || cmd.blackRemainingMs() != null;
            if (setClocks && !clock.control().hasClock()) {
                throw conflict("this game is played without a clock (time control \"-\")", null);
            }
            Position restored = replay(cmd.ply());
            apply(new PositionRestored(gameId, cmd.at(), Actor.ARBITER, cmd.ply(), restored.fen(), article,
                    cmd.reason(), rules.edition(), List.of(), List.of(), null), meta(cmd));
            if (setClocks) {
                long white = cmd.whiteRemainingMs() != null ? cmd.whiteRemainingMs() : clock.remainingMs(Color.WHITE, cmd.at());
                long black = cmd.blackRemainingMs() != null ? cmd.blackRemainingMs() : clock.remainingMs(Color.BLACK, cmd.at());
                apply(new ClocksCorrected(gameId, cmd.at(), Actor.ARBITER, white, black, whiteMovesMade, blackMovesMade,
                        clock.running(), rules.article(Law.CLOCKS_SET), rules.edition()), meta(cmd));
            }
        });
    }

    /**
     * A deliberate touch (2005 4.3): a fact. By the player having the move it binds his move; by either
     * player it ends his right to claim a breach of touch-move (4.7); by the player to move it declines
     * an open draw offer (9.1a).
     */
    @CommandHandler
    public Appended handle(TouchPiece cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            int square = parseSquare(cmd.square());
            requireOngoing(cmd.at());
            var piece = position.pieceAt(square);
            if (piece == null) {
                throw GameRuleException.notAFact("there is no man on " + cmd.square() + " to touch", null, rules.edition());
            }
            apply(new PieceTouched(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), Squares.name(square),
                    String.valueOf(piece.fenChar())), meta(cmd));
            if (drawOfferBy == cmd.player().opposite() && position.sideToMove() == cmd.player()) {
                apply(new DrawOfferDeclined(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), "BY_TOUCHING",
                        rules.article(Law.DRAW_OFFER), rules.edition()), meta(cmd));
            }
        });
    }

    /**
     * The new piece touches the square of promotion (2005 4.4d; 4.4.4): a fact. The first such touch by
     * the player having the move makes his choice of piece final; like a touch of a man, it ends his
     * right to claim a breach of touch-move and declines an open draw offer.
     */
    @CommandHandler
    public Appended handle(TouchPromotionSquare cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            int square = parseSquare(cmd.square());
            PieceType piece = promotionPiece(cmd.piece());
            requireOngoing(cmd.at());
            String article = rules.article(Law.PROMOTED_PIECE_CHOSEN);
            int lastRank = cmd.player() == Color.WHITE ? 7 : 0;
            if (Squares.rank(square) != lastRank) {
                throw GameRuleException.notAFact(cmd.square() + " is not a square of promotion for " + cmd.player()
                        + " (3.7e: the rank furthest from his starting position)", article, rules.edition());
            }
            boolean binding = position.sideToMove() == cmd.player() && promotionTouch == null;
            apply(new PromotionSquareTouched(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), Squares.name(square),
                    String.valueOf(piece.letter()), binding, article, rules.edition()), meta(cmd));
            if (drawOfferBy == cmd.player().opposite() && position.sideToMove() == cmd.player()) {
                apply(new DrawOfferDeclined(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), "BY_TOUCHING",
                        rules.article(Law.DRAW_OFFER), rules.edition()), meta(cmd));
            }
        });
    }

    private static PieceType promotionPiece(String text) {
        require(text != null, "piece is required: Q, R, B or N");
        String t = text.trim().toUpperCase(java.util.Locale.ROOT);
        return switch (t) {
            case "Q", "QUEEN" -> PieceType.QUEEN;
            case "R", "ROOK" -> PieceType.ROOK;
            case "B", "BISHOP" -> PieceType.BISHOP;
            case "N", "KNIGHT" -> PieceType.KNIGHT;
            default -> throw GameRuleException.malformed("piece must be Q, R, B or N (a pawn promotes to a queen, rook, "
                    + "bishop or knight, 3.7e), not \"" + text + "\"");
        };
    }

    /** An announced adjustment (2005 4.2): a fact that binds nothing; only the player having the move may adjust. */
    @CommandHandler
    public Appended handle(AdjustPiece cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            int square = parseSquare(cmd.square());
            requireOngoing(cmd.at());
            var piece = position.pieceAt(square);
            if (piece == null) {
                throw GameRuleException.notAFact("there is no man on " + cmd.square() + " to adjust", null, rules.edition());
            }
            boolean permitted = position.sideToMove() == cmd.player();
            apply(new PieceAdjusted(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player(), Squares.name(square),
                    String.valueOf(piece.fenChar()), permitted, rules.article(Law.ADJUSTING)), meta(cmd));
        });
    }

    /**
     * The opponent claims that the last move broke its obligation (touch-move 4.3-4.4, or the binding of
     * 7.4a or 9.5b): upheld while he has not touched a man himself (2005 4.7; 2017 4.8), the position
     * before that move is reinstated by replay and the obligation stays in force.
     */
    @CommandHandler
    public Appended handle(ClaimTouchMove cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            String article = rules.article(Law.TOUCH_MOVE_CLAIM);
            apply(new TouchMoveClaimed(gameId, cmd.at(), Actor.of(cmd.player()), cmd.player()), meta(cmd));
            if (broken == null || broken.player() != cmd.player().opposite()) {
                apply(new ClaimRejected(gameId, cmd.at(), Actor.SYSTEM, cmd.player(), ClaimKind.TOUCH_MOVE,
                        "NO_BROKEN_OBLIGATION", null, article, rules.edition(), 0, 0, null, null, null, null), meta(cmd));
                return;
            }
            if (!broken.claimable()) {
                apply(new ClaimRejected(gameId, cmd.at(), Actor.SYSTEM, cmd.player(), ClaimKind.TOUCH_MOVE,
                        "RIGHT_LOST", null, article, rules.edition(), 0, 0, null, null, null, null), meta(cmd));
                return;
            }
            Broken b = broken;
            apply(new ClaimUpheld(gameId, cmd.at(), Actor.SYSTEM, cmd.player(), ClaimKind.TOUCH_MOVE, article,
                    rules.edition()), meta(cmd));
            Position before = replay(b.ply() - 1);
            apply(new PositionRestored(gameId, cmd.at(), Actor.SYSTEM, b.ply() - 1, before.fen(), article,
                    "touch-move: " + played.get(b.ply() - 1).move().uci() + " broke " + b.article(), rules.edition(),
                    b.touched(), b.allowed().stream().map(Move::uci).sorted().toList(), b.article()), meta(cmd));
        });
    }

    /**
     * The quickplay-finish claim (2005 10.2; 2017/2023 Guidelines III.5, when announced): by the player
     * having the move, with less than two minutes left, before his flag falls. The clocks stop, the
     * claim counts as a draw offer (9.1c), and the game waits for {@link RuleOnClaim}.
     */
    private void claimQuickplayFinish(ClaimDraw cmd) {
        Color claimant = cmd.player();
        String article = rules.article(Law.QUICKPLAY_CLAIM);
        Optional<String> withoutArbiter = rules.articleIfAny(Law.QUICKPLAY_WITHOUT_ARBITER);
        if (cmd.withoutArbiter() && withoutArbiter.isEmpty()) {
            throw conflict("the " + rules.edition() + " rules make no provision for this claim with no arbiter present",
                    article);
        }
        if (cmd.withoutArbiter()) {
            article = withoutArbiter.get();
        }
        if (quickplay != null) {
            throw conflict("a quickplay-finish claim by " + quickplay.claimant() + " is already open",
                    rules.article(Law.QUICKPLAY_FINAL));
        }
        if (status != GameStatus.IN_PROGRESS || clock.running() != claimant) {
            throw conflict("only the player having the move, his clock running, may make this claim", article);
        }
        Pace pace = PaceBands.of(clock.control(), rules).map(Cited::value).orElse(Pace.STANDARD);
        Optional<QuickplayClaims.Refusal> refusal = QuickplayClaims.refusal(rules, clock.control(), pace,
                quickplayAnnounced, clock.movesOf(claimant), clock.remainingMs(claimant, cmd.at()));
        if (refusal.isPresent()) {
            throw conflict(refusal.get().why(), refusal.get().article());
        }
        apply(new DrawClaimed(gameId, cmd.at(), Actor.of(claimant), claimant, ClaimKind.QUICKPLAY_FINISH, null, null),
                meta(cmd));
        apply(new ClocksStopped(gameId, cmd.at(), Actor.of(claimant), clock.remainingMs(Color.WHITE, cmd.at()),
                clock.remainingMs(Color.BLACK, cmd.at()), article, rules.edition()), meta(cmd));
        if (cmd.withoutArbiter()) {
            apply(new ClaimReferredToArbiter(gameId, cmd.at(), Actor.of(claimant), claimant, position.fen(), article,
                    rules.edition()), meta(cmd));
        }
        if (drawOfferBy == null) {
            apply(new DrawOffered(gameId, cmd.at(), Actor.of(claimant), claimant, true,
                    rules.article(Law.CLAIM_IS_OFFER), null, rules.edition()), meta(cmd));
        }
    }

    /**
     * The arbiter's final decision on a claim made with no arbiter present, which concluded the game (RF
     * 2013 Art. 11; 2017/2023 Guidelines III.6): accepted, a draw; rejected, the score he gives (the
     * texts leave it to him: {@code result} is required); it cannot be postponed, the game being over.
     */
    private void ruleOnReferredClaim(RuleOnClaim cmd, Color claimant, QuickplayClaims.Decision decision) {
        String article = rules.article(Law.QUICKPLAY_WITHOUT_ARBITER);
        switch (decision) {
            case POSTPONE -> throw conflict("the claim concluded the game; the arbiter accepts or rejects it", article);
            case ACCEPT -> {
                apply(new ClaimUpheld(gameId, cmd.at(), Actor.ARBITER, claimant, ClaimKind.QUICKPLAY_FINISH, article,
                        rules.edition()), meta(cmd));
                apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, GameResult.DRAW.notation(), Termination.QUICKPLAY_FINISH,
                        article, rules.edition()), meta(cmd));
            }
            case REJECT -> {
                require(cmd.result() != null && List.of("1-0", "0-1").contains(cmd.result()),
                        "result is required (1-0 or 0-1) when rejecting a claim made with no arbiter present: the claim "
                                + "concluded the game and the Laws leave its score to the arbiter (" + article + ")");
                apply(new ClaimRejected(gameId, cmd.at(), Actor.ARBITER, claimant, ClaimKind.QUICKPLAY_FINISH,
                        "REJECTED_BY_ARBITER", null, article, rules.edition(), 0, 0, null, null, null, null), meta(cmd));
                apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, cmd.result(), Termination.ARBITER_DECISION, article,
                        rules.edition()), meta(cmd));
            }
        }
    }

    /**
     * The arbiter's decision on the open quickplay-finish claim (2005 10.2a-d): accept (a draw), postpone
     * (the opponent may be given up to two minutes; play goes on and the final decision follows later or
     * after a flag falls), or reject (the opponent is given two minutes). Accepting and rejecting are final.
     */
    @CommandHandler
    public Appended handle(RuleOnClaim cmd) {
        return once(cmd, () -> {
            require(cmd.decision() != null && List.of("ACCEPT", "POSTPONE", "REJECT").contains(cmd.decision()),
                    "decision is required: ACCEPT, POSTPONE or REJECT");
            require(cmd.opponentExtraMs() == null || (cmd.opponentExtraMs() >= 0
                            && cmd.opponentExtraMs() <= QuickplayClaims.OPPONENT_BONUS.toMillis()),
                    "opponentExtraMs must be between 0 and 120000");
            requireOngoing(cmd.at());
            if (quickplay == null) {
                throw conflict("no claim awaits the arbiter's decision", rules.article(Law.QUICKPLAY_FINAL));
            }
            Color claimant = quickplay.claimant();
            QuickplayClaims.Decision decision = QuickplayClaims.Decision.valueOf(cmd.decision());
            if (quickplay.increment()) {
                ruleOnIncrement(cmd, claimant, decision);
                return;
            }
            if (quickplay.referred()) {
                ruleOnReferredClaim(cmd, claimant, decision);
                return;
            }
            if (decision == QuickplayClaims.Decision.POSTPONE && quickplay.postponed()) {
                throw conflict("the decision was already postponed; it must now be ACCEPT or REJECT",
                        rules.article(Law.QUICKPLAY_FINAL));
            }
            QuickplayClaims.Consequence consequence = QuickplayClaims.decide(rules, decision,
                    Optional.ofNullable(cmd.opponentExtraMs()).map(Duration::ofMillis));
            String article = consequence.article();
            long bonus = consequence.opponentTime().toMillis();
            switch (decision) {
                case ACCEPT -> {
                    Outcome o = consequence.outcome().orElseThrow();
                    apply(new ClaimUpheld(gameId, cmd.at(), Actor.ARBITER, claimant, ClaimKind.QUICKPLAY_FINISH, article,
                            rules.edition()), meta(cmd));
                    apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, o.result().notation(), o.termination(), o.article(),
                            rules.edition()), meta(cmd));
                }
                case REJECT -> {
                    boolean flagFallen = quickplay.flagFallen();
                    ChessClock after = clock.adjust(claimant.opposite(), bonus, cmd.at());
                    apply(new ClaimRejected(gameId, cmd.at(), Actor.ARBITER, claimant, ClaimKind.QUICKPLAY_FINISH,
                            "REJECTED_BY_ARBITER", null, article, rules.edition(), 0, bonus, article,
                            after.remainingMs(Color.WHITE, cmd.at()), after.remainingMs(Color.BLACK, cmd.at()), null),
                            meta(cmd));
                    if (flagFallen) {
                        end(Adjudication.flagFall(position, claimant, rules), claimant.opposite(), cmd);
                    } else {
                        resumeAfterRuling(cmd);
                    }
                }
                case POSTPONE -> {
                    apply(new ClaimPostponed(gameId, cmd.at(), Actor.ARBITER, claimant, bonus, article, rules.edition()),
                            meta(cmd));
                    resumeAfterRuling(cmd);
                }
            }
        });
    }

    /** The game waits for the arbiter's decision on an open quickplay-finish claim or request for an increment. */
    private GameRuleException awaitingArbiter() {
        if (quickplay.referred()) {
            return conflict(quickplay.claimant() + "'s claim, made with no arbiter present, concluded the game; it awaits "
                    + "the arbiter's decision", rules.article(Law.QUICKPLAY_WITHOUT_ARBITER));
        }
        return quickplay.increment()
                ? conflict("the game waits for the arbiter's decision on " + quickplay.claimant() + "'s request for an increment",
                        rules.article(Law.QUICKPLAY_INCREMENT))
                : conflict("the game waits for the arbiter's decision on " + quickplay.claimant() + "'s quickplay-finish claim",
                        rules.article(Law.QUICKPLAY_CLAIM));
    }

    /**
     * The arbiter's decision on a request for an increment (2017/2023 Guidelines III.4), once the
     * opponent has refused the draw offer it made: agreed ({@code ACCEPT}), the clocks get the increment
     * and the opponent two minutes; refused ({@code REJECT}), nothing changes. Either way the clocks go on.
     */
    private void ruleOnIncrement(RuleOnClaim cmd, Color requester, QuickplayClaims.Decision decision) {
        String article = rules.article(Law.QUICKPLAY_INCREMENT);
        if (decision == QuickplayClaims.Decision.POSTPONE) {
            throw conflict("a request for an increment is granted or refused, not postponed", article);
        }
        if (drawOfferBy == requester) {
            throw conflict("the opponent has not refused the draw offer that the request makes; the arbiter decides "
                    + "only after a refusal", article);
        }
        if (decision == QuickplayClaims.Decision.ACCEPT) {
            long bonus = QuickplayClaims.OPPONENT_BONUS.toMillis();
            ChessClock after = clock.adjust(requester.opposite(), bonus, cmd.at());
            apply(new IncrementIntroduced(gameId, cmd.at(), Actor.ARBITER, requester,
                    QuickplayClaims.withRequestedIncrement(clock.control()).format(), bonus,
                    after.remainingMs(Color.WHITE, cmd.at()), after.remainingMs(Color.BLACK, cmd.at()), article,
                    rules.edition()), meta(cmd));
        } else {
            apply(new ClaimRejected(gameId, cmd.at(), Actor.ARBITER, requester, ClaimKind.QUICKPLAY_INCREMENT,
                    "REJECTED_BY_ARBITER", null, article, rules.edition(), 0, 0, null,
                    clock.remainingMs(Color.WHITE, cmd.at()), clock.remainingMs(Color.BLACK, cmd.at()), null), meta(cmd));
        }
        resumeAfterRuling(cmd);
    }

    /**
     * The request for an increment (2017/2023 Guidelines III.4): by the player having the move, his clock
     * running, with under two minutes left, in a sudden-death finish, when the event announced the
     * Guidelines. The clocks stop for the arbiter, and the request is a draw offer.
     */
    @CommandHandler
    public Appended handle(RequestIncrement cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            Color requester = cmd.player();
            String claimArticle = rules.article(Law.QUICKPLAY_CLAIM);
            if (quickplay != null) {
                throw conflict((quickplay.increment() ? "a request for an increment" : "a quickplay-finish claim") + " by "
                        + quickplay.claimant() + " is already open", rules.article(Law.QUICKPLAY_FINAL));
            }
            if (status != GameStatus.IN_PROGRESS || clock.running() != requester) {
                throw conflict("only the player having the move, his clock running, may make this request",
                        rules.articleIfAny(Law.QUICKPLAY_INCREMENT).orElse(claimArticle));
            }
            Pace pace = PaceBands.of(clock.control(), rules).map(Cited::value).orElse(Pace.STANDARD);
            Optional<QuickplayClaims.Refusal> refusal = QuickplayClaims.incrementRefusal(rules, clock.control(), pace,
                    quickplayAnnounced, clock.movesOf(requester), clock.remainingMs(requester, cmd.at()));
            if (refusal.isPresent()) {
                throw conflict(refusal.get().why(), refusal.get().article());
            }
            String article = rules.article(Law.QUICKPLAY_INCREMENT);
            apply(new IncrementRequested(gameId, cmd.at(), Actor.of(requester), requester,
                    QuickplayClaims.REQUESTED_INCREMENT.toMillis(), article, rules.edition()), meta(cmd));
            apply(new ClocksStopped(gameId, cmd.at(), Actor.of(requester), clock.remainingMs(Color.WHITE, cmd.at()),
                    clock.remainingMs(Color.BLACK, cmd.at()), article, rules.edition()), meta(cmd));
            if (drawOfferBy == null) {
                apply(new DrawOffered(gameId, cmd.at(), Actor.of(requester), requester, true, article, null,
                        rules.edition()), meta(cmd));
            }
        });
    }

    /**
     * The arbiter declares the position on the board dead (2005 5.2b; RF 2013 and 2017/2023 5.2.2), for
     * one that did not end the game at once (a dead position that only a search proves). The engine
     * reviews it: a helpmate for either side refutes the declaration (409, with the line); otherwise
     * the game is drawn, the analysis of each side kept in the record.
     */
    @CommandHandler
    public Appended handle(DeclareDeadPosition cmd) {
        return once(cmd, () -> {
            requireOngoing(cmd.at());
            Adjudication.DeadPositionReview review = Adjudication.reviewDeadPosition(position, rules);
            if (review.refuted()) {
                Color side = review.white() instanceof Unwinnability.Winnable ? Color.WHITE : Color.BLACK;
                var helpmate = (Unwinnability.Winnable) (side == Color.WHITE ? review.white() : review.black());
                throw conflict("the position is not dead: " + side + " can still checkmate, e.g. by "
                        + String.join(" ", helpmate.helpmate().stream().map(Move::uci).toList()), review.article());
            }
            Outcome draw = review.outcome().orElseThrow();
            apply(new DeadPositionDeclared(gameId, cmd.at(), Actor.ARBITER, position.fen(),
                    MateAnalysis.of(Color.WHITE, review.white()),
                    MateAnalysis.of(Color.BLACK, review.black()), review.proved(),
                    review.article(), rules.edition()), meta(cmd));
            apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, draw.result().notation(), draw.termination(),
                    draw.article(), rules.edition()), meta(cmd));
        });
    }

    /** The contract's penalty kinds, as the editions' catalogues name them (2005 13.4; 2017 12.9). */
    private static final Map<String, ArbiterPenalty> PENALTIES = Map.of(
            "WARNING", ArbiterPenalty.WARNING,
            "ADD_OPPONENT_TIME", ArbiterPenalty.INCREASE_OPPONENT_TIME,
            "DEDUCT_TIME", ArbiterPenalty.REDUCE_OFFENDER_TIME,
            "LOSS_OF_GAME", ArbiterPenalty.LOSS_OF_THE_GAME,
            "REDUCE_POINTS", ArbiterPenalty.REDUCE_OFFENDER_POINTS,
            "INCREASE_OPPONENT_POINTS", ArbiterPenalty.INCREASE_OPPONENT_POINTS,
            "EXPULSION", ArbiterPenalty.EXPULSION,
            "FINE", ArbiterPenalty.FINE,
            "EXCLUSION_FROM_ROUNDS", ArbiterPenalty.EXCLUSION_FROM_ROUNDS);

    /**
     * The arbiter's penalty from the edition's catalogue (2005 13.4a-g; RF 2013 14.4.1-7; 2017/2023
     * 12.9.1-9), with its effect: time to the opponent or from the offender, the game lost (also by
     * expulsion), a score set for the game; or only recorded (a warning, a fine, exclusion from rounds).
     * Both players losing is 0-0 (2005 12.9; RF 2013 13.8; 2017/2023 11.8). Time and the loss of the game
     * need a game in progress; the others may follow the end of the game.
     */
    @CommandHandler
    public Appended handle(ImposePenalty cmd) {
        return once(cmd, () -> {
            require(cmd.penalty() != null && PENALTIES.containsKey(cmd.penalty()),
                    "penalty must be one of " + PENALTIES.keySet().stream().sorted().toList());
            require(cmd.bothPlayers() || cmd.player() != null, "player is required: WHITE, BLACK or BOTH");
            ArbiterPenalty kind = PENALTIES.get(cmd.penalty());
            boolean timed = kind == ArbiterPenalty.INCREASE_OPPONENT_TIME || kind == ArbiterPenalty.REDUCE_OFFENDER_TIME;
            require(!timed || (cmd.amountMs() != null && cmd.amountMs() > 0), "amountMs is required for " + cmd.penalty()
                    + ": the time in milliseconds, more than 0");
            requireClockTime(cmd.amountMs(), "amountMs");
            boolean scored = kind == ArbiterPenalty.REDUCE_OFFENDER_POINTS || kind == ArbiterPenalty.INCREASE_OPPONENT_POINTS;
            Cited<List<String>> scores = Scores.allowed(rules);
            require(!scored || (cmd.points() != null && scores.value().contains(cmd.points())), "points is required for "
                    + cmd.penalty() + ": one of " + scores.value() + " (Art. " + scores.article() + ")");
            boolean endsGame = kind == ArbiterPenalty.LOSS_OF_THE_GAME || (kind == ArbiterPenalty.EXPULSION
                    && status != GameStatus.FINISHED);
            if (timed || kind == ArbiterPenalty.LOSS_OF_THE_GAME || cmd.bothPlayers()) {
                requireOngoing(cmd.at());
            } else {
                requireNotBefore(cmd.at());
            }
            if (timed && !clock.control().hasClock()) {
                throw conflict("this game is played without a clock (time control \"-\")", null);
            }
            Optional<String> article = rules.arbiterPenaltyArticle(kind);
            if (article.isEmpty()) {
                throw conflict(cmd.penalty() + " is not among the arbiter's penalties in " + rules.edition() + ": "
                        + rules.arbiterPenalties().stream().map(c -> c.value() + " " + c.article()).toList(), null);
            }
            if (cmd.bothPlayers()) {
                if (kind != ArbiterPenalty.LOSS_OF_THE_GAME || !rules.bothPlayersLoseWhenBothAtFault().value()) {
                    throw conflict("both players can only lose the game together (0-0)",
                            rules.bothPlayersLoseWhenBothAtFault().article());
                }
                for (Color player : Color.values()) {
                    apply(new PenaltyImposed(gameId, cmd.at(), Actor.ARBITER, player, cmd.penalty(), null, article.get(),
                            rules.edition(), cmd.reason(), cmd.enforces(), null), meta(cmd));
                }
                String both = rules.bothPlayersLoseWhenBothAtFault().article();
                apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, GameResult.BOTH_LOSE.notation(),
                        Termination.ARBITER_DECISION, both, rules.edition()), meta(cmd));
                return;
            }
            apply(new PenaltyImposed(gameId, cmd.at(), Actor.ARBITER, cmd.player(), cmd.penalty(),
                    timed ? cmd.amountMs() : null, article.get(), rules.edition(), cmd.reason(), cmd.enforces(),
                    scored ? cmd.points() : null), meta(cmd));
            if (endsGame) {
                apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, GameResult.win(cmd.player().opposite()).notation(),
                        Termination.ARBITER_DECISION, article.get(), rules.edition()), meta(cmd));
            }
        });
    }

    /**
     * A player's electronic device (2005 12.2b; RF 2013 13.3.2; 2017/2023 11.3.2.2): he loses, and his
     * opponent's score is as the edition says (the engine's {@link Adjudication#deviceSignal}).
     */
    @CommandHandler
    public Appended handle(ReportDeviceSignal cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            Adjudication.Ruling ruling;
            try {
                ruling = Adjudication.deviceSignal(position, cmd.player(), rules, Optional.ofNullable(cmd.opponentScore()));
            } catch (IllegalArgumentException e) {
                throw GameRuleException.malformed("opponentScore: " + e.getMessage());
            }
            apply(new DeviceSignalReported(gameId, cmd.at(), Actor.ARBITER, cmd.player(), rules.deviceRule().article(),
                    rules.edition()), meta(cmd));
            Outcome o = ruling.outcome();
            MateAnalysis analysis = ruling.canCheckmate().map(v -> MateAnalysis.of(cmd.player().opposite(), v)).orElse(null);
            apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, o.result().notation(), o.termination(), o.article(),
                    rules.edition(), analysis), meta(cmd));
        });
    }

    /**
     * A player not at the board (2005 6.7; RF 2013 6.6a; 2017/2023 6.7.1): once the default time since
     * the start has passed without his having made a move, he loses, unless the arbiter decides
     * otherwise where the edition lets him. Before that, the report is refused (409).
     */
    @CommandHandler
    public Appended handle(ReportAbsence cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            require(cmd.regulationsDefaultMs() == null || cmd.regulationsDefaultMs() >= 0,
                    "regulationsDefaultMs cannot be negative");
            requireClockTime(cmd.regulationsDefaultMs(), "regulationsDefaultMs");
            requireOngoing(cmd.at());
            Cited<Duration> defaultTime;
            try {
                defaultTime = LateArrival.defaultTime(rules,
                        Optional.ofNullable(cmd.regulationsDefaultMs()).map(Duration::ofMillis));
            } catch (IllegalArgumentException e) {
                throw conflict(e.getMessage(), rules.defaultTime().article());
            }
            if (clocksStartedAt == null) {
                throw conflict("the game has not started: lateness counts from the start of the clocks",
                        rules.article(Law.START_OF_CLOCKS));
            }
            if (movesMadeBy(cmd.player()) > 0) {
                throw conflict(cmd.player() + " has already played a move", defaultTime.article());
            }
            Duration elapsed = Duration.between(clocksStartedAt, cmd.at());
            if (!LateArrival.inDefault(elapsed, defaultTime.value())) {
                throw conflict(cmd.player() + " is not yet in default: " + elapsed.toMillis() + " ms of "
                        + defaultTime.value().toMillis() + " ms have passed", defaultTime.article());
            }
            if (cmd.waived() && !rules.defaultTime().value().arbiterMayDecideOtherwise()) {
                throw conflict("under " + rules.edition() + " the arbiter may not waive the loss", defaultTime.article());
            }
            apply(new AbsenceReported(gameId, cmd.at(), Actor.ARBITER, cmd.player(), elapsed.toMillis(),
                    defaultTime.value().toMillis(), cmd.waived(), defaultTime.article(), rules.edition()), meta(cmd));
            if (!cmd.waived()) {
                apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, GameResult.win(cmd.player().opposite()).notation(),
                        Termination.FORFEIT, defaultTime.article(), rules.edition()), meta(cmd));
            }
        });
    }

    /** The arbiter annuls the game (2005 7.1a; RF 2013 7.1.1; 2017/2023 7.2.1). */
    @CommandHandler
    public Appended handle(AnnulGame cmd) {
        return once(cmd, () -> {
            requireOngoing(cmd.at());
            apply(new GameAnnulled(gameId, cmd.at(), Actor.ARBITER, cmd.reason(), rules.article(Law.ANNULMENT),
                    rules.edition()), meta(cmd));
        });
    }

    /** The arbiter gives a player, or both, more time after an external disturbance (2005 13.5; 2017 12.5). */
    @CommandHandler
    public Appended handle(AwardTime cmd) {
        return once(cmd, () -> {
            require(cmd.bothPlayers() || cmd.player() != null, "player is required: WHITE, BLACK or BOTH");
            require(cmd.amountMs() != null && cmd.amountMs() > 0, "amountMs is required: the time given, more than 0");
            requireClockTime(cmd.amountMs(), "amountMs");
            requireOngoing(cmd.at());
            if (!clock.control().hasClock()) {
                throw conflict("this game is played without a clock (time control \"-\")", null);
            }
            String article = rules.article(Law.EXTRA_TIME_FOR_DISTURBANCE);
            for (Color player : cmd.bothPlayers() ? List.of(Color.WHITE, Color.BLACK) : List.of(cmd.player())) {
                apply(new TimeAwarded(gameId, cmd.at(), Actor.ARBITER, player, cmd.amountMs(), cmd.reason(), article,
                        rules.edition()), meta(cmd));
            }
        });
    }

    /**
     * The arbiter declares a player's persistent refusal to comply with the Laws (2005 12.8; RF 2013
     * 13.7; 2017/2023 11.7): a penalty, the loss of the game, and the opponent's score as the arbiter
     * decides (a win unless he sets 1/2).
     */
    @CommandHandler
    public Appended handle(DeclarePersistentRefusal cmd) {
        return once(cmd, () -> {
            requirePlayer(cmd.player());
            requireOngoing(cmd.at());
            Outcome o;
            try {
                o = Adjudication.persistentRefusal(cmd.player(), rules, Optional.ofNullable(cmd.opponentScore()));
            } catch (IllegalArgumentException e) {
                throw GameRuleException.malformed("opponentScore: " + e.getMessage());
            }
            apply(new PenaltyImposed(gameId, cmd.at(), Actor.ARBITER, cmd.player(), "LOSS_OF_GAME", null, o.article(),
                    rules.edition(), cmd.reason(), o.article(), null), meta(cmd));
            apply(new GameEnded(gameId, cmd.at(), Actor.ARBITER, o.result().notation(), o.termination(), o.article(),
                    rules.edition()), meta(cmd));
        });
    }

    // ---- helpers

    private int parseSquare(String text) {
        require(text != null, "square is required, e.g. e4");
        try {
            return Squares.parse(text.trim());
        } catch (adjudicator.engine.NotationException e) {
            throw GameRuleException.malformed("square: " + e.getMessage());
        }
    }

    private void flagFell(Color side, Actor establishedBy, GameCommand cmd) {
        Instant fellAt = clock.flagFellAt(side, cmd.at()).orElse(null);
        apply(new FlagFell(gameId, cmd.at(), Actor.SYSTEM, side, fellAt, establishedBy, rules.article(Law.FLAG_FALL),
                rules.edition()), meta(cmd));
        if (quickplay != null && quickplay.claimant() == side) {
            // a postponed quickplay-finish claim: the arbiter now declares the result (10.2b)
            apply(new ClocksStopped(gameId, cmd.at(), Actor.SYSTEM, clock.remainingMs(Color.WHITE, cmd.at()),
                    clock.remainingMs(Color.BLACK, cmd.at()), rules.article(Law.QUICKPLAY_POSTPONED), rules.edition()),
                    meta(cmd));
            return;
        }
        end(Adjudication.flagFall(position, side, rules), side.opposite(), cmd);
    }

    /**
     * A press with no move to complete: from 2017 it counts and is penalised as an illegal move (7.5.4;
     * {@link IllegalMoveKind#CLOCK_WITHOUT_MOVE}), recorded as the fact it is and then dealt with at
     * once: the player's clock runs again (the position is the one before it) and the edition's
     * penalty follows. Under 2005 and RF 2013 it is no illegal move, and the press is refused.
     */
    private void pressWithoutMove(PressClock cmd, String article) {
        Optional<String> illegal = rules.illegalMoves().articleOf(IllegalMoveKind.CLOCK_WITHOUT_MOVE);
        if (illegal.isEmpty()) {
            throw conflict(cmd.player() + " has made no move to complete", article);
        }
        Color offender = cmd.player();
        apply(new ClockPressed(gameId, cmd.at(), Actor.of(offender), offender, true), meta(cmd));
        int nth = illegalMovesOf(offender) + 1;
        apply(new IllegalMoveDetected(gameId, cmd.at(), Actor.SYSTEM, offender, played.size(), null,
                IllegalMoveKind.CLOCK_WITHOUT_MOVE.name(), illegal.get(), true, nth, rules.edition()), meta(cmd));
        apply(new PositionRestored(gameId, cmd.at(), Actor.SYSTEM, played.size(), position.fen(), illegal.get(),
                "clock pressed without a move", rules.edition(), List.of(), List.of(), null), meta(cmd));
        Pace pace = PaceBands.of(clock.control(), rules).map(Cited::value).orElse(Pace.STANDARD);
        penalise(cmd, pace, nth, position, offender);
    }

    /**
     * The edition's penalty for the {@code nth} counted illegal move of {@code offender} (2005 7.4b; RF
     * 2013 7.4.2; 2017/2023 7.5.5; the appendices in rapid and blitz), judged in {@code position}: time
     * to the opponent (when the game has a clock), or the game ends.
     *
     * @return whether the game goes on
     */
    private boolean penalise(GameCommand cmd, Pace pace, int nth, Position position, Color offender) {
        IllegalMovePenalty.Consequence consequence = IllegalMovePenalty.of(rules, pace, nth, position, offender);
        if (consequence instanceof IllegalMovePenalty.TimeToOpponent time) {
            if (clock.control().hasClock()) {
                apply(new PenaltyImposed(gameId, cmd.at(), Actor.SYSTEM, offender, "ADD_OPPONENT_TIME",
                        time.time().toMillis(), time.article(), rules.edition(), "illegal move no. " + nth), meta(cmd));
            }
            return true;
        }
        end(((IllegalMovePenalty.GameEnds) consequence).ruling(), offender.opposite(), cmd);
        return false;
    }

    /** After the arbiter's decision the clocks go on, if the claim or request had stopped them (6.13c; 2017 6.11.3). */
    private void resumeAfterRuling(GameCommand cmd) {
        if (clock.running() == null) {
            apply(new ClocksResumed(gameId, cmd.at(), Actor.ARBITER, runningSide(), rules.article(Law.CLOCKS_RESUMED),
                    rules.edition()), meta(cmd));
        }
    }

    private void end(Adjudication.Ruling ruling, Color analysed, GameCommand cmd) {
        Outcome o = ruling.outcome();
        MateAnalysis analysis = ruling.canCheckmate().map(v -> MateAnalysis.of(analysed, v)).orElse(null);
        apply(new GameEnded(gameId, cmd.at(), Actor.SYSTEM, o.result().notation(), o.termination(), o.article(),
                rules.edition(), analysis), meta(cmd));
    }

    private void requireRunningClocks() {
        if (!clock.control().hasClock()) {
            throw conflict("this game is played without a clock (time control \"-\")", null);
        }
        if (status == GameStatus.NOT_STARTED) {
            throw conflict("the clocks have not been started", rules.article(Law.START_OF_CLOCKS));
        }
    }

    /** Runs a command once per commandId: a repeat answers the first command's events again. */
    private Appended once(GameCommand cmd, Runnable decide) {
        if (cmd.commandId() != null) {
            Appended earlier = answers.get(cmd.commandId());
            if (earlier != null) {
                return earlier;
            }
        }
        require(cmd.at() != null, "at is required");
        long before = lastSeq;
        decide.run();
        return new Appended(before + 1, lastSeq);
    }

    /** Device time never goes backwards within a game, even after it ended. */
    private void requireNotBefore(Instant at) {
        if (lastAt != null && at.isBefore(lastAt)) {
            throw conflict("at " + at + " is earlier than the game's last event at " + lastAt
                    + ": device time never goes backwards within a game", null);
        }
    }

    private void requireOngoing(Instant at) {
        if (status == GameStatus.FINISHED || status == GameStatus.ANNULLED) {
            throw conflict("the game has ended", rules.article(Law.GAME_ENDED));
        }
        if (lastAt != null && at.isBefore(lastAt)) {
            throw conflict("at " + at + " is earlier than the game's last event at " + lastAt
                    + ": device time never goes backwards within a game", null);
        }
    }

    private void requirePlayer(Color player) {
        require(player != null, "player is required: WHITE or BLACK");
    }

    private Move parseMove(String text) {
        require(text != null && !text.isBlank(), "move is required, in UCI (e2e4) or SAN (e4)");
        try {
            return San.parseAny(position, text.trim());
        } catch (NotationException e) {
            if (text.trim().matches("[a-h][1-8][a-h][1-8][a-zA-Z]?")) {
                throw GameRuleException.notAFact(e.getMessage(), "3.7e", rules.edition());
            }
            if (text.trim().matches("[KQRBNa-hO0x1-8=+#!?-]+")) {
                throw GameRuleException.notAFact(e.getMessage()
                        + " (SAN names only legal moves: give an illegal move that was made on the board in UCI)",
                        null, rules.edition());
            }
            throw GameRuleException.malformed(e.getMessage());
        }
    }

    private GameRuleException conflict(String detail, String article) {
        return GameRuleException.conflict(detail, article, rules.edition());
    }

    /** The longest time a command may set or give: a year, so that no clock arithmetic can overflow. */
    static final long MAX_CLOCK_MS = 365L * 24 * 60 * 60 * 1000;

    private static void requireClockTime(Long ms, String field) {
        require(ms == null || ms <= MAX_CLOCK_MS, field + " must be at most " + MAX_CLOCK_MS + " ms (365 days)");
    }

    private static void require(boolean condition, String detail) {
        if (!condition) {
            throw GameRuleException.malformed(detail);
        }
    }

    private static MetaData meta(GameCommand cmd) {
        return cmd.commandId() == null ? MetaData.emptyInstance() : MetaData.with(COMMAND_ID, cmd.commandId());
    }
}
