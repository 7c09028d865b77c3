package adjudicator.command.game;

import adjudicator.command.api.Actor;
import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.Appended;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimReferredToArbiter;
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
 * The state of a {@link Game}: what the rules need to know, rebuilt from the game's events by
 * {@link #on} (every event has one handler, so the sequence number and the command id are kept for
 * all), and the form a snapshot keeps. The command handlers, which ask the engine and apply events,
 * are in {@link Game}; this class decides nothing.
 */
abstract class GameState {

    static final String COMMAND_ID = "commandId";

    @AggregateIdentifier
    String gameId;
    Ruleset rules;
    GameStatus status;
    Position position;
    ChessClock clock;

    /**
     * The players who have made a move and not yet completed it (by pressing the clock, or in 2017/2023
     * by making the next move): usually the last mover alone; both when the opponent moved before the
     * press (a fact the Laws do not forbid: 2017 6.2.2 lets the late press follow).
     */
    final java.util.EnumSet<Color> uncompleted = java.util.EnumSet.noneOf(Color.class);

    /** The last player who moved and has not completed that move, or null. */
    Color movePending;
    Instant lastAt;

    /**
     * The positions that stood on the board since the last move that cannot be undone (a pawn move or
     * a capture resets the half-move clock), current one last: all that repetition can compare, since
     * no position before such a move can stand again (9.2; 2017 9.2.2), and at most 151 of them.
     */
    final List<Position> line = new ArrayList<>();

    /** The position the game started from. */
    Position start;

    /** The moves on the board, in order: the line that {@link #position} is the replay of. */
    final List<Played> played = new ArrayList<>();

    /**
     * A binding on the next move of {@link #obliged}: only {@link #obligedMoves} may be made, under
     * {@link #obligationArticle} (the intended move of an incorrect claim, 9.5b; the replacement of an
     * illegal move, 4.3 via 7.4a).
     */
    Color obliged;
    List<Move> obligedMoves = List.of();
    String obligationArticle;
    List<String> obligationTouches = List.of();

    /** The men deliberately touched by the player to move in this turn (4.3), in order. */
    final List<Integer> touches = new ArrayList<>();

    /** The new piece the player to move let touch a square of promotion in this turn (4.4d), or null. */
    TouchMove.PromotionTouch promotionTouch;

    /** The last move, if it broke its obligation and the opponent may still claim (4.7); else null. */
    Broken broken;

    /** Illegal moves counted against White and Black (7.4b). */
    int whiteIllegalMoves;
    int blackIllegalMoves;

    /** Whether the event announced the quickplay-finish guidelines (2017/2023 Guidelines III). */
    boolean quickplayAnnounced;

    /** A quickplay-finish claim awaiting the arbiter's (final) decision, or null (10.2). */
    Quickplay quickplay;

    /** When the clocks were started: the start of the game, from which lateness counts (6.7). */
    Instant clocksStartedAt;

    /** The player whose draw offer is open (9.1a), or null. */
    Color drawOfferBy;

    /** Moves made on the board by White and by Black (for the agreement minimum of 2017 5.2.3). */
    int whiteMovesMade;
    int blackMovesMade;
    long lastSeq = -1;
    final Map<String, Appended> answers = new HashMap<>();

    // ---- state: one handler for every event, so the sequence number and command id are kept for all

    @EventSourcingHandler
    void on(GameEvent event, @MetaDataValue(COMMAND_ID) String commandId) {
        lastSeq++;
        if (event.at() != null) {
            lastAt = event.at();
        }
        if (commandId != null) {
            answers.merge(commandId, new Appended(lastSeq, lastSeq), (a, b) -> new Appended(a.first(), b.last()));
        }
        if (event instanceof GameCreated e) {
            gameId = e.gameId();
            rules = Ruleset.of(e.rules());
            status = GameStatus.NOT_STARTED;
            quickplayAnnounced = Boolean.TRUE.equals(e.quickplayFinishAnnounced());
            start = Position.fromRecordedFen(e.startFen());
            position = start;
            line.clear();
            line.add(position);
            clock = ChessClock.initial(TimeControl.parse(e.timeControl()));
        } else if (event instanceof ClocksStarted e) {
            clocksStartedAt = e.at();
            status = GameStatus.IN_PROGRESS;
            clock = clock.start(e.side(), e.at());
        } else if (event instanceof MoveMade e) {
            status = GameStatus.IN_PROGRESS;
            Move move = Move.parseUci(e.uci());
            position = e.legal() ? position.play(move) : position.playPhysical(move);
            played.add(new Played(move, e.legal(), e.player(), e.reason()));
            touches.clear();
            promotionTouch = null;
            if (broken != null && broken.player() != e.player()) {
                broken = null; // the claimant moved: he touched a man, and his right is gone (4.7)
            }
            if (position.halfmoveClock() == 0) {
                line.clear();
            }
            line.add(position);
            obliged = null;
            obligedMoves = List.of();
            if (e.player() == Color.WHITE) {
                whiteMovesMade++;
            } else {
                blackMovesMade++;
            }
            if (clock.control().hasClock()) {
                uncompleted.add(e.player());
                movePending = e.player();
            }
        } else if (event instanceof MoveCompleted e) {
            uncompleted.remove(e.player());
            if (MoveCompleted.REPLACED_BY_ARBITER.equals(e.how()) && clock.running() == e.player()) {
                // the press was made before the arbiter replaced the move: the opponent's clock runs (7.5.2)
                clock = clock.stop(e.at()).resume(e.player().opposite(), e.at());
            }
            if (movePending == e.player()) {
                movePending = uncompleted.isEmpty() ? null : uncompleted.iterator().next();
            }
        } else if (event instanceof ClockPressed e) {
            clock = Boolean.TRUE.equals(e.withoutMove()) ? clock.stop(e.at()).resume(e.player().opposite(), e.at())
                    : clock.press(e.player(), e.at());
            uncompleted.remove(e.player());
            movePending = uncompleted.isEmpty() ? null : uncompleted.iterator().next();
        } else if (event instanceof DrawClaimed e) {
            if (e.basis() == ClaimKind.QUICKPLAY_FINISH) {
                quickplay = new Quickplay(e.player(), false, false, false);
            }
        } else if (event instanceof ClaimReferredToArbiter e) {
            quickplay = new Quickplay(e.player(), false, false, false, true);
        } else if (event instanceof IncrementRequested e) {
            quickplay = new Quickplay(e.player(), false, false, true);
        } else if (event instanceof IncrementIntroduced e) {
            clock = clock.withControl(TimeControl.parse(e.timeControl())).adjust(e.player().opposite(), e.opponentDeltaMs(), e.at());
            quickplay = null;
        } else if (event instanceof ClaimPostponed e) {
            clock = clock.adjust(e.player().opposite(), e.opponentDeltaMs(), e.at());
            quickplay = new Quickplay(e.player(), true, false, quickplay != null && quickplay.increment());
        } else if (event instanceof FlagFell e) {
            if (quickplay != null && quickplay.claimant() == e.side()) {
                quickplay = new Quickplay(e.side(), true, true, quickplay.increment());
            }
        } else if (event instanceof ClaimRejected e) {
            if (e.claim() == ClaimKind.QUICKPLAY_FINISH || e.claim() == ClaimKind.QUICKPLAY_INCREMENT) {
                quickplay = null;
            }
            if (e.claimantDeltaMs() != 0 || e.opponentDeltaMs() != 0) {
                clock = clock.adjust(e.player(), e.claimantDeltaMs(), e.at()).adjust(e.player().opposite(),
                        e.opponentDeltaMs(), e.at());
            }
            if (e.obligedMove() != null) {
                obliged = e.player();
                obligedMoves = List.of(Move.parseUci(e.obligedMove()));
                obligationArticle = obligationArticle();
                obligationTouches = List.of();
            }
        } else if (event instanceof ClocksStopped e) {
            clock = clock.stop(e.at());
        } else if (event instanceof ClocksResumed e) {
            clock = clock.resume(e.side(), e.at());
        } else if (event instanceof ClocksCorrected e) {
            clock = clock.set(e.whiteRemainingMs(), e.blackRemainingMs(), e.whiteMovesCompleted(),
                    e.blackMovesCompleted(), e.at());
            if (e.running() != null) {
                clock = clock.resume(e.running(), e.at());
            }
        } else if (event instanceof IllegalMoveDetected e) {
            if (e.count() != null) {
                if (e.offender() == Color.WHITE) {
                    whiteIllegalMoves = e.count();
                } else {
                    blackIllegalMoves = e.count();
                }
            }
        } else if (event instanceof PositionRestored e) {
            restore(e);
        } else if (event instanceof PieceTouched e) {
            if (e.player() == position.sideToMove()) {
                touches.add(Squares.parse(e.square()));
            }
            if (broken != null && broken.player() != e.player()) {
                broken = broken.lost();
            }
        } else if (event instanceof PromotionSquareTouched e) {
            if (e.binding()) {
                promotionTouch = new TouchMove.PromotionTouch(Squares.parse(e.square()), PieceType.fromLetter(e.piece().charAt(0)));
            }
            if (broken != null && broken.player() != e.player()) {
                broken = broken.lost();
            }
        } else if (event instanceof ObligationBroken e) {
            broken = new Broken(e.player(), e.ply(), e.allowed().stream().map(Move::parseUci).toList(), e.article(),
                    e.touched(), true);
        } else if (event instanceof TimeAwarded e) {
            clock = clock.adjust(e.player(), e.amountMs(), e.at());
        } else if (event instanceof PenaltyImposed e) {
            if ("ADD_OPPONENT_TIME".equals(e.penalty())) {
                clock = clock.adjust(e.player().opposite(), e.amountMs(), e.at());
            } else if ("DEDUCT_TIME".equals(e.penalty())) {
                clock = clock.adjust(e.player(), -e.amountMs(), e.at());
            }
        } else if (event instanceof DrawOffered e) {
            drawOfferBy = e.player();
        } else if (event instanceof DrawOfferDeclined) {
            drawOfferBy = null;
        } else if (event instanceof GameAnnulled e) {
            status = GameStatus.ANNULLED;
            quickplay = null;
            drawOfferBy = null;
            clock = clock.stop(e.at());
            movePending = null;
            uncompleted.clear();
        } else if (event instanceof GameEnded e) {
            status = GameStatus.FINISHED;
            quickplay = null;
            drawOfferBy = null;
            clock = clock.stop(e.at());
            movePending = null;
            uncompleted.clear();
        }
        // PlayerResigned, DrawClaimed, FlagFallClaimed, ClaimUpheld and FlagFell change nothing by
        // themselves: the rulings that follow (GameEnded, ClaimRejected) do.
    }

    // ---- snapshots (see GameSnapshot)

    GameSnapshot snapshot() {
        ChessClock c = clock;
        return new GameSnapshot(gameId, rules.edition(), status, start.fen(),
                played.stream().map(p -> new GameSnapshot.PlayedMove(p.move().uci(), p.legal(), p.player(), p.reason())).toList(),
                new GameSnapshot.ClockForm(c.control().format(), c.whiteMs(), c.blackMs(), c.whiteMoves(), c.blackMoves(),
                        c.running(), c.runningSince(), c.whiteFlagFallen(), c.blackFlagFallen(), c.whiteFlagAt(), c.blackFlagAt(),
                        c.pausedSide(), c.pausedMs()),
                List.copyOf(uncompleted), movePending, lastAt, obliged, obligedMoves.stream().map(Move::uci).toList(),
                obligationArticle, obligationTouches, touches.stream().map(Squares::name).toList(),
                promotionTouch == null ? null : promotionForm(promotionTouch),
                broken == null ? null : new GameSnapshot.BrokenForm(broken.player(), broken.ply(),
                        broken.allowed().stream().map(Move::uci).toList(), broken.article(), broken.touched(), broken.claimable()),
                whiteIllegalMoves, blackIllegalMoves, quickplayAnnounced,
                quickplay == null ? null : new GameSnapshot.QuickplayForm(quickplay.claimant(), quickplay.postponed(),
                        quickplay.flagFallen(), quickplay.increment(), quickplay.referred()),
                clocksStartedAt, drawOfferBy, whiteMovesMade, blackMovesMade, lastSeq, Map.copyOf(answers));
    }

    /** What a snapshot does not hold but rebuilds: the position and the line of positions (for tests). */
    List<String> derivedState() {
        List<String> out = new ArrayList<>();
        out.add(position.fen());
        line.forEach(p -> out.add(p.fen()));
        return out;
    }

    static Game fromSnapshot(GameSnapshot s) {
        Game g = new Game();
        g.gameId = s.gameId();
        g.rules = Ruleset.of(s.rules());
        g.status = s.status();
        g.start = Position.fromRecordedFen(s.startFen());
        Position p = g.start;
        g.line.add(p);
        for (GameSnapshot.PlayedMove m : s.played()) {
            Move move = Move.parseUci(m.uci());
            p = m.legal() ? p.play(move) : p.playPhysical(move);
            g.played.add(new Played(move, m.legal(), m.player(), m.reason()));
            if (p.halfmoveClock() == 0) {
                g.line.clear();
            }
            g.line.add(p);
        }
        g.position = p;
        GameSnapshot.ClockForm c = s.clock();
        g.clock = new ChessClock(TimeControl.parse(c.control()), c.whiteMs(), c.blackMs(), c.whiteMoves(), c.blackMoves(),
                c.running(), c.runningSince(), c.whiteFlagFallen(), c.blackFlagFallen(), c.whiteFlagAt(), c.blackFlagAt(),
                c.pausedSide(), c.pausedMs());
        g.uncompleted.addAll(s.uncompleted());
        g.movePending = s.movePending();
        g.lastAt = s.lastAt();
        g.obliged = s.obliged();
        g.obligedMoves = s.obligedMoves().stream().map(Move::parseUci).toList();
        g.obligationArticle = s.obligationArticle();
        g.obligationTouches = s.obligationTouches();
        s.touches().forEach(t -> g.touches.add(Squares.parse(t)));
        if (s.promotionTouch() != null) {
            g.promotionTouch = new TouchMove.PromotionTouch(Squares.parse(s.promotionTouch().substring(0, 2)),
                    PieceType.fromLetter(s.promotionTouch().charAt(3)));
        }
        GameSnapshot.BrokenForm b = s.broken();
        g.broken = b == null ? null : new Broken(b.player(), b.ply(), b.allowed().stream().map(Move::parseUci).toList(),
                b.article(), b.touched(), b.claimable());
        g.whiteIllegalMoves = s.whiteIllegalMoves();
        g.blackIllegalMoves = s.blackIllegalMoves();
        g.quickplayAnnounced = s.quickplayAnnounced();
        GameSnapshot.QuickplayForm q = s.quickplay();
        g.quickplay = q == null ? null : new Quickplay(q.claimant(), q.postponed(), q.flagFallen(),
                Boolean.TRUE.equals(q.increment()), Boolean.TRUE.equals(q.referred()));
        g.clocksStartedAt = s.clocksStartedAt();
        g.drawOfferBy = s.drawOfferBy();
        g.whiteMovesMade = s.whiteMovesMade();
        g.blackMovesMade = s.blackMovesMade();
        g.lastSeq = s.lastSeq();
        g.answers.putAll(s.answers());
        return g;
    }

    /** A broken obligation: who broke it, on which half-move, what he could have made, and whether it can still be claimed. */
    record Broken(Color player, int ply, List<Move> allowed, String article, List<String> touched,
                          boolean claimable) {
        Broken lost() {
            return new Broken(player, ply, allowed, article, touched, false);
        }
    }

    /**
     * The obligation {@code move} would break, if any: a standing one (an incorrect claim's intended
     * move, the replacement of an illegal move) or the touches of this turn (4.3-4.4).
     */
    Broken breach(Color player, Move move) {
        if (obliged == player) {
            return obligedMoves.contains(move) ? null
                    : new Broken(player, played.size() + 1, obligedMoves, obligationArticle, obligationTouches, true);
        }
        if (touches.isEmpty() && promotionTouch == null) {
            return null;
        }
        TouchMove.Obligation obligation = TouchMove.oblige(position, touches, promotionTouch);
        if (obligation.law() == Law.NOTHING_TOUCHED_CAN_MOVE || obligation.allows(move)) {
            return null;
        }
        List<String> touched = new ArrayList<>(touches.stream().map(Squares::name).toList());
        if (promotionTouch != null) {
            touched.add(promotionForm(promotionTouch));
        }
        return new Broken(player, played.size() + 1, obligation.allowed(), rules.article(obligation.law()),
                List.copyOf(touched), true);
    }

    /** A promotion touch as the snapshot and the records write it: {@code e8=N}. */
    static String promotionForm(TouchMove.PromotionTouch t) {
        return Squares.name(t.square()) + "=" + t.piece().letter();
    }

    /**
     * An open quickplay-finish claim (or, with {@code increment}, a request for an increment under 2017
     * Guidelines III.4): whose, whether the decision was postponed, whether his flag fell since, and
     * whether it was made with no arbiter present and so concluded the game ({@code referred}; RF 2013
     * Art. 11; III.6).
     */
    record Quickplay(Color claimant, boolean postponed, boolean flagFallen, boolean increment, boolean referred) {

        Quickplay(Color claimant, boolean postponed, boolean flagFallen, boolean increment) {
            this(claimant, postponed, flagFallen, increment, false);
        }
    }

    /** One move on the board, as recorded. */
    record Played(Move move, boolean legal, Color player, String reason) {
    }

    /** The position after the first {@code plies} moves of the line on the board, by replay from the start. */
    Position replay(int plies) {
        Position p = start;
        for (Played m : played.subList(0, plies)) {
            p = m.legal() ? p.play(m.move()) : p.playPhysical(m.move());
        }
        return p;
    }

    void restore(PositionRestored e) {
        List<Played> kept = new ArrayList<>(played.subList(0, e.toPly()));
        played.clear();
        line.clear();
        whiteMovesMade = 0;
        blackMovesMade = 0;
        Position p = start;
        line.add(p);
        for (Played m : kept) {
            p = m.legal() ? p.play(m.move()) : p.playPhysical(m.move());
            played.add(m);
            if (p.halfmoveClock() == 0) {
                line.clear();
            }
            line.add(p);
            if (m.player() == Color.WHITE) {
                whiteMovesMade++;
            } else {
                blackMovesMade++;
            }
        }
        position = p;
        movePending = null;
        uncompleted.clear();
        touches.clear();
        promotionTouch = null;
        broken = null;
        if (e.obligedMoves() == null || e.obligedMoves().isEmpty()) {
            obliged = null;
            obligedMoves = List.of();
            obligationTouches = List.of();
        } else {
            obliged = position.sideToMove();
            obligedMoves = e.obligedMoves().stream().map(Move::parseUci).toList();
            obligationArticle = e.obligationArticle();
            obligationTouches = e.touched() == null ? List.of() : e.touched();
        }
        if (clock.running() != null && clock.running() != position.sideToMove()) {
            clock = clock.stop(e.at()).resume(position.sideToMove(), e.at());
        }
    }

    int illegalMovesOf(Color player) {
        return player == Color.WHITE ? whiteIllegalMoves : blackIllegalMoves;
    }

    /** The first flag to have fallen by {@code at}, by the recorded clock facts (6.12 needs the order). */
    Optional<Color> fallenFlag(Instant at) {
        Optional<Color> first = clock.firstFlag(at);
        if (first.isPresent()) {
            return first;
        }
        for (Color side : Color.values()) {
            if (clock.flagFallen(side, at)) {
                return Optional.of(side);
            }
        }
        return Optional.empty();
    }

    /** The clock that should run: the mover's until he presses, else the player to move's. */
    Color runningSide() {
        return movePending != null ? movePending : position.sideToMove();
    }

    int movesMadeBy(Color player) {
        return player == Color.WHITE ? whiteMovesMade : blackMovesMade;
    }

    /** Where the edition says that the intended move of an incorrect claim must be made (2005 9.5b; 2017 9.5.3). */
    String obligationArticle() {
        return rules.incorrectClaim().opponentBonus(Pace.STANDARD).article();
    }
}
