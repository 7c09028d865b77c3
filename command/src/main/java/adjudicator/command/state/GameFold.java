package adjudicator.command.state;

import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.BothFlagsFell;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimReferredToArbiter;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.Completion;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.DeviceSignalReported;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.GameAnnulledOnAppeal;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameResumedOnAppeal;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.IncrementIntroduced;
import adjudicator.command.api.IncrementRequested;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.PromotionSquareTouched;
import adjudicator.command.api.ResultAmendedOnAppeal;
import adjudicator.command.api.ResultCorrected;
import adjudicator.command.api.SourceEndingRecorded;
import adjudicator.engine.pgn.SourceEnding;
import adjudicator.command.api.ScoresheetSigned;
import adjudicator.command.api.TimeAwarded;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.PieceType;
import adjudicator.engine.Position;
import adjudicator.engine.Squares;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.rules.Pace;
import adjudicator.engine.rules.Ruleset;
import adjudicator.engine.rules.Termination;
import adjudicator.engine.rules.TouchMove;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The fold: {@code evolve(state, event)}, the one function that turns a game's events into its
 * {@link GameState}. The aggregate applies it to every event it stores or loads, snapshots keep its
 * result, and every read (the current state, the state after an event or at an instant, the timeline,
 * the read model) is this fold over the stored events. It decides nothing: it records what the events
 * say, and the time the engine's clock computes from their instants.
 */
public final class GameFold {

    private GameFold() {
    }

    /** A game's state after {@code events}, folded from an empty state. */
    public static GameState of(Iterable<? extends GameEvent> events) {
        return from(GameState.EMPTY, events);
    }

    /** The state after {@code events} folded into {@code state} (which stays as it is). */
    public static GameState from(GameState state, Iterable<? extends GameEvent> events) {
        Folding folding = new Folding(state);
        for (GameEvent e : events) {
            folding.apply(e);
        }
        return folding.state();
    }

    /**
     * The state after the game's next event: {@code state} with {@code event} folded in, which gets
     * the sequence number after the state's last. {@code state} stays as it is.
     */
    public static GameState evolve(GameState state, GameEvent event) {
        GameState.Builder b = new GameState.Builder(state);
        apply(b, event);
        return b.build();
    }

    /**
     * A fold under way, for a reader that wants states along the way (a read's checkpoints, a state
     * read from a snapshot and the events after it): events are folded one after another into one
     * builder, and each state taken costs only a copy of the lists changed after it, not one per event.
     */
    public static final class Folding {
        private final GameState.Builder builder;
        private GameState built;

        public Folding(GameState from) {
            builder = new GameState.Builder(from);
            built = from;
        }

        /** Folds the game's next event. */
        public Folding apply(GameEvent event) {
            GameFold.apply(builder, event);
            built = null;
            return this;
        }

        /** The sequence number of the last event folded, -1 before any. */
        public long lastSeq() {
            return builder.lastSeq;
        }

        /** The state after the events folded so far. */
        public GameState state() {
            if (built == null) {
                built = builder.build();
            }
            return built;
        }
    }

    private static void apply(GameState.Builder s, GameEvent event) {
        long seq = ++s.lastSeq;
        if (event.at() != null) {
            s.lastAt = event.at();
            if (s.firstAt == null) {
                s.firstAt = event.at();
            }
        }
        if (event instanceof GameCreated e) {
            created(s, e);
        } else if (event instanceof ClocksStarted e) {
            s.clocksStartedAt = e.at();
            s.status = GameStatus.IN_PROGRESS;
            s.clock = s.clock.start(e.side(), e.at());
        } else if (event instanceof MoveMade e) {
            moveMade(s, e, seq);
        } else if (event instanceof MoveCompleted e) {
            moveCompleted(s, e, seq);
        } else if (event instanceof ClockPressed e) {
            clockPressed(s, e);
        } else if (event instanceof DrawClaimed e) {
            if (e.basis() == ClaimKind.QUICKPLAY_FINISH) {
                s.openClaim = OpenClaim.made(e.player(), ClaimKind.QUICKPLAY_FINISH, OpenClaim.Status.AWAITING_ARBITER);
            }
        } else if (event instanceof ClaimReferredToArbiter e) {
            s.openClaim = OpenClaim.made(e.player(), ClaimKind.QUICKPLAY_FINISH, OpenClaim.Status.REFERRED_TO_ARBITER);
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof IncrementRequested e) {
            s.openClaim = OpenClaim.made(e.player(), ClaimKind.QUICKPLAY_INCREMENT, OpenClaim.Status.AWAITING_OPPONENT);
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof IncrementIntroduced e) {
            s.timeControlInForce = e.timeControl();
            s.clock = s.clock.withControl(TimeControl.parse(e.timeControl())).adjust(e.player().opposite(),
                    e.opponentDeltaMs(), e.at());
            s.openClaim = null;
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof ClaimPostponed e) {
            s.clock = s.clock.adjust(e.player().opposite(), e.opponentDeltaMs(), e.at());
            s.openClaim = s.openClaim == null ? OpenClaim.made(e.player(), ClaimKind.QUICKPLAY_FINISH, OpenClaim.Status.POSTPONED)
                    : s.openClaim.now(OpenClaim.Status.POSTPONED);
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof ScoresheetSigned e) {
            if (e.player() == Color.WHITE) {
                s.whiteSigned = e.result();
            } else {
                s.blackSigned = e.result();
            }
        } else if (event instanceof ResultCorrected e) {
            s.resultDecision = new ResultDecisionRecord(seq, e.at(), e.decision(), e.result(), e.reason(), e.article());
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof BothFlagsFell e) {
            if (!e.lastPeriod()) {
                s.clock = s.clock.bothFlagsPlayOn(e.at()); // the next period's setting follows (ClocksCorrected)
            }
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof FlagFell e) {
            if (s.openClaim != null && s.openClaim.claimant() == e.side()) {
                s.openClaim = s.openClaim.flagFell();
            }
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof ClaimUpheld e) {
            if (e.claim() == ClaimKind.QUICKPLAY_FINISH) {
                s.openClaim = null;
            }
        } else if (event instanceof ClaimRejected e) {
            claimRejected(s, e, seq);
        } else if (event instanceof ClocksStopped e) {
            s.clock = s.clock.stop(e.at());
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof ClocksResumed e) {
            s.clock = s.clock.resume(e.side(), e.at());
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof ClocksCorrected e) {
            ChessClock c = s.clock.set(e.whiteRemainingMs(), e.blackRemainingMs(), e.whiteMovesCompleted(),
                    e.blackMovesCompleted(), e.at());
            s.clock = e.running() == null ? c : c.resume(e.running(), e.at());
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof IllegalMoveDetected e) {
            if (e.count() != null) {
                if (e.offender() == Color.WHITE) {
                    s.whiteIllegalMoves = e.count();
                } else {
                    s.blackIllegalMoves = e.count();
                }
            }
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof PositionRestored e) {
            positionRestored(s, e, seq);
        } else if (event instanceof PieceTouched e) {
            if (e.player() == s.position.sideToMove()) {
                s.addTouch(Squares.parse(e.square()));
            }
            touchedBy(s, e.player());
        } else if (event instanceof PromotionSquareTouched e) {
            if (e.binding()) {
                s.promotionTouch = new TouchMove.PromotionTouch(Squares.parse(e.square()),
                        PieceType.fromLetter(e.piece().charAt(0)));
            }
            touchedBy(s, e.player());
        } else if (event instanceof ObligationBroken e) {
            s.breach = Breach.claimable(e.player(), e.ply(), e.uci(), e.allowed().stream().map(Move::parseUci).toList(),
                    e.article(), e.touched());
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof TimeAwarded e) {
            s.clock = s.clock.adjust(e.player(), e.amountMs(), e.at());
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof PenaltyImposed e) {
            penaltyImposed(s, e, seq);
        } else if (event instanceof DrawOffered e) {
            s.drawOfferBy = e.player();
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof DrawOfferDeclined e) {
            if (s.openClaim != null && s.openClaim.increment()) {
                s.openClaim = s.openClaim.now(OpenClaim.Status.AWAITING_ARBITER);
            }
            s.drawOfferBy = null;
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof GameAnnulled e) {
            s.status = GameStatus.ANNULLED;
            s.termination = Termination.ANNULLED;
            s.terminationArticle = e.article();
            s.clock = s.clock.stop(e.at());
            clearPending(s);
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof GameEnded e) {
            gameEnded(s, e, seq);
        } else if (event instanceof SourceEndingRecorded e) {
            sourceEnding(s, e, seq);
        } else if (event instanceof adjudicator.command.api.EndingAwaitsClaim e) {
            s.pendingEnding = new PendingEnding(seq, s.moves().size(), e.claimant(), e.result(), e.termination(), e.article(),
                    e.claimArticle());
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof ResultAmendedOnAppeal e) {
            s.appealDecision = new AppealDecisionRecord(seq, e.at(), e.appealId(), e.result(), e.termination(), e.article(), e.reason());
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof adjudicator.command.api.PenaltyWithdrawnOnAppeal e) {
            s.withdrawPenalty(e.penaltySeq());
            ruling(s, seq, e, null, Rulings.describe(e));
        } else if (event instanceof GameResumedOnAppeal e) {
            resumedOnAppeal(s, e, seq);
        } else if (event instanceof GameAnnulledOnAppeal e) {
            s.status = GameStatus.ANNULLED;
            s.termination = Termination.ANNULLED;
            s.terminationArticle = null;
            s.clock = s.clock.stop(e.at());
            clearPending(s);
            ruling(s, seq, e, null, Rulings.describe(e));
        } else if (event instanceof AbsenceReported e) {
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof DeviceSignalReported e) {
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof DeadPositionDeclared e) {
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        }
        // PlayerResigned, DrawAgreed, FlagFallClaimed, TouchMoveClaimed, TouchMoveClaimWaived, PieceAdjusted, a draw claim under 9.2
        // or 9.3 and ClaimUpheld are facts and findings whose consequence (a ClaimRejected, a FlagFell, a
        // PositionRestored, a GameEnded) is what changes the state.
    }

    private static void created(GameState.Builder s, GameCreated e) {
        s.created = e;
        s.rules = Ruleset.of(e.rules());
        s.status = GameStatus.NOT_STARTED;
        s.start = Position.fromRecordedFen(e.startFen());
        s.position = s.start;
        s.atRecordedStart = true;
        s.replay(List.of());
        // a game imported without its clocks: this record does not know them, and its moves carry no clock facts
        boolean clocksKnown = e.source() == null || e.source().clocksKnown();
        s.clock = ChessClock.initial(TimeControl.parse(clocksKnown ? e.timeControl() : "-"));
    }

    private static void moveMade(GameState.Builder s, MoveMade e, long seq) {
        s.status = GameStatus.IN_PROGRESS;
        Move move = Move.parseUci(e.uci());
        s.position = e.legal() ? s.position.play(move) : s.position.playPhysical(move);
        s.atRecordedStart = false;
        s.addMove(new MoveRecord(seq, e.player(), move, e.san(), e.legal(), e.reason(), e.article(), e.at(), null, null));
        s.clearTouches();
        s.promotionTouch = null;
        if (s.breach != null && s.breach.player() != e.player()) {
            s.breach = null; // the claimant moved: he touched a man, and his right is gone (4.7)
        }
        s.addPositionForRepetition(s.position);
        s.obligation = null;
        if (e.player() == Color.WHITE) {
            s.whiteMovesMade++;
        } else {
            s.blackMovesMade++;
        }
        if (s.clock.control().hasClock()) {
            s.addIncomplete(e.player());
            s.movePending = e.player();
        }
    }

    private static void moveCompleted(GameState.Builder s, MoveCompleted e, long seq) {
        s.removeIncomplete(e.player());
        boolean replaced = e.how() == Completion.REPLACED_BY_ARBITER;
        if (replaced && s.clock.running() == e.player()) {
            // the press was made before the arbiter replaced the move: the opponent's clock runs (7.5.2)
            s.clock = s.clock.stop(e.at()).resume(e.player().opposite(), e.at());
        }
        if (s.movePending == e.player()) {
            s.movePending = firstUncompleted(s);
        }
        if (replaced) {
            completeLastMove(s, e.player(), s.clock.remainingMs(e.player(), e.at()), null);
            ruling(s, seq, e, e.article(), Rulings.describe(e));
        }
    }

    private static void clockPressed(GameState.Builder s, ClockPressed e) {
        if (Boolean.TRUE.equals(e.withoutMove())) {
            s.clock = s.clock.stop(e.at()).resume(e.player().opposite(), e.at());
        } else {
            ChessClock before = s.clock;
            Long emt = before.running() == e.player() ? Duration.between(before.runningSince(), e.at()).toMillis() : null;
            s.clock = before.press(e.player(), e.at());
            completeLastMove(s, e.player(), s.clock.remainingMs(e.player(), e.at()), emt);
        }
        s.removeIncomplete(e.player());
        s.movePending = firstUncompleted(s);
    }

    private static Color firstUncompleted(GameState.Builder s) {
        return s.playersWithIncompleteMove().isEmpty() ? null : s.playersWithIncompleteMove().iterator().next();
    }

    private static void claimRejected(GameState.Builder s, ClaimRejected e, long seq) {
        if (e.claim() == ClaimKind.QUICKPLAY_FINISH || e.claim() == ClaimKind.QUICKPLAY_INCREMENT) {
            s.openClaim = null;
        }
        if (e.claimantDeltaMs() != 0 || e.opponentDeltaMs() != 0) {
            s.clock = s.clock.adjust(e.player(), e.claimantDeltaMs(), e.at()).adjust(e.player().opposite(),
                    e.opponentDeltaMs(), e.at());
        }
        if (e.obligedMove() != null) {
            // the intended move of an incorrect claim must be made (2005 9.5b; 2017 9.5.3)
            s.obligation = new Obligation(e.player(), List.of(Move.parseUci(e.obligedMove())),
                    Ruleset.of(e.rules()).incorrectClaim().opponentBonus(Pace.STANDARD).article(), List.of());
        }
        ruling(s, seq, e, e.article(), Rulings.describe(e));
    }

    private static void positionRestored(GameState.Builder s, PositionRestored e, long seq) {
        s.rulingsAtMost(e.toPly()); // what happened in the annulled part stays, here
        List<String> annulled = new ArrayList<>();
        for (MoveRecord m : s.moves().subList(e.toPly(), s.moves().size())) {
            annulled.add(m.legal() ? m.san() : m.uci());
        }
        s.replay(s.moves().subList(0, e.toPly()));
        Position p = s.position;
        s.atRecordedStart = false;
        s.movePending = null;
        s.clearIncomplete();
        s.clearTouches();
        s.promotionTouch = null;
        s.breach = null;
        s.pendingEnding = null; // the move whose ending waited is annulled with the rest
        s.obligation = e.obligedMoves() == null || e.obligedMoves().isEmpty() ? null
                : new Obligation(p.sideToMove(), e.obligedMoves().stream().map(Move::parseUci).toList(),
                e.obligationArticle(), e.touched());
        if (s.clock.running() != null && s.clock.running() != p.sideToMove()) {
            s.clock = s.clock.stop(e.at()).resume(p.sideToMove(), e.at());
        }
        ruling(s, seq, e, e.article(), Rulings.describe(e, annulled));
    }

    /**
     * The game resumed on appeal: the ending and every decision on the result no longer hold, the line
     * cut back to {@code toPly} (replayed, as a restored position), the clocks set and stopped with any
     * flag up again; nothing pending.
     */
    private static void resumedOnAppeal(GameState.Builder s, GameResumedOnAppeal e, long seq) {
        s.rulingsAtMost(e.toPly());
        s.replay(s.moves().subList(0, e.toPly()));
        s.atRecordedStart = false;
        s.status = GameStatus.IN_PROGRESS;
        s.result = null;
        s.termination = null;
        s.terminationArticle = null;
        s.resultDecision = null;
        s.appealDecision = null;
        s.whiteSigned = null;
        s.blackSigned = null;
        clearPending(s);
        s.clock = s.clock.reinstated(e.whiteRemainingMs(), e.blackRemainingMs(), s.whiteMovesMade, s.blackMovesMade);
        ruling(s, seq, e, null, Rulings.describe(e));
    }

    private static void touchedBy(GameState.Builder s, Color player) {
        if (s.breach != null && s.breach.player() != player) {
            s.breach = s.breach.lost(); // the claimant touched a man: his right to claim is gone (4.7)
        }
    }

    private static void penaltyImposed(GameState.Builder s, PenaltyImposed e, long seq) {
        s.addPenalty(new PenaltyRecord(seq, e.at(), e.player(), e.penalty(), e.amountMs(), e.points(), e.article(),
                e.enforces(), e.reason(), e.actor()));
        if (e.penalty() == PenaltyKind.ADD_OPPONENT_TIME) {
            s.clock = s.clock.adjust(e.player().opposite(), e.amountMs(), e.at());
        } else if (e.penalty() == PenaltyKind.DEDUCT_TIME) {
            s.clock = s.clock.adjust(e.player(), -e.amountMs(), e.at());
        }
        ruling(s, seq, e, e.article(), Rulings.describe(e));
    }

    private static void gameEnded(GameState.Builder s, GameEnded e, long seq) {
        stopClocks(s, e.at());
        s.status = GameStatus.FINISHED;
        s.result = e.result();
        s.termination = e.termination();
        s.terminationArticle = e.article();
        clearPending(s);
        if (e.analysis() != null) {
            ruling(s, seq, e, e.article(), Rulings.describe(e.analysis()));
        }
    }

    /** The clocks stopped at the end of the game, the running side's last move completed by it. */
    private static void stopClocks(GameState.Builder s, Instant at) {
        ChessClock before = s.clock;
        Color running = before.running();
        s.clock = before.stop(at);
        if (running != null) {
            completeLastMove(s, running, s.clock.remainingMs(running, at), Duration.between(before.runningSince(), at).toMillis());
        }
    }

    /**
     * The source's ending of an imported game: its result is the game's (8.7), above the Laws' ending where they
     * had ended the game, which is kept beside it; an unterminated game's only keeps the moves after the Laws' end.
     */
    private static void sourceEnding(GameState.Builder s, SourceEndingRecorded e, long seq) {
        boolean lawsEnded = s.status == GameStatus.FINISHED;
        s.sourceEnding = new SourceEndingRecord(seq, e, lawsEnded ? s.result : null, lawsEnded ? s.termination : null,
                lawsEnded ? s.terminationArticle : null, lawsEnded ? s.moves().size() : null);
        if ("*".equals(e.result())) {
            return;
        }
        if (!lawsEnded) {
            stopClocks(s, e.at());
        }
        s.status = GameStatus.FINISHED;
        s.result = e.result();
        s.termination = termination(e.kind(), e.result());
        s.terminationArticle = e.article();
        clearPending(s);
    }

    /** The cause a source's ending names, as the record's terminations have it. */
    static Termination termination(SourceEnding.Kind kind, String result) {
        boolean draw = "1/2-1/2".equals(result);
        return switch (kind) {
            case CHECKMATE -> Termination.CHECKMATE;
            case STALEMATE -> Termination.STALEMATE;
            case INSUFFICIENT_MATERIAL -> Termination.DEAD_POSITION;
            case RESIGNATION -> Termination.RESIGNATION;
            case AGREEMENT -> Termination.AGREEMENT;
            case REPETITION -> Termination.THREEFOLD_REPETITION;
            case FIFTY_MOVES -> Termination.FIFTY_MOVE_RULE;
            case TIME_FORFEIT -> draw ? Termination.TIME_FORFEIT_DRAW : Termination.TIME_FORFEIT;
            case FORFEIT -> Termination.FORFEIT;
            case RULES_INFRACTION, ADJUDICATION, EMERGENCY -> Termination.ARBITER_DECISION;
            case AT_THE_BOARD, UNKNOWN, UNTERMINATED -> Termination.RESULT_AS_WRITTEN;
        };
    }

    /** At the end of a game nothing is pending any more. */
    private static void clearPending(GameState.Builder s) {
        s.drawOfferBy = null;
        s.openClaim = null;
        s.movePending = null;
        s.clearIncomplete();
        s.clearTouches();
        s.promotionTouch = null;
        s.obligation = null;
        s.breach = null;
        s.pendingEnding = null;
    }

    private static void ruling(GameState.Builder s, long seq, GameEvent event, String article, String text) {
        s.addRuling(new RulingRecord(seq, s.moves().size(), event.getClass().getSimpleName(), article, text));
    }

    /** The mover's time once his move is completed: his latest move (the opponent may have moved before the press). */
    private static void completeLastMove(GameState.Builder s, Color player, long remainingMs, Long emtMs) {
        List<MoveRecord> moves = s.moves();
        for (int i = moves.size() - 1; i >= Math.max(0, moves.size() - 2); i--) {
            MoveRecord m = moves.get(i);
            if (m.player() == player) {
                if (m.clockMs() == null) {
                    s.setMove(i, m.completed(remainingMs, emtMs));
                }
                return;
            }
        }
    }
}
