package adjudicator.query;

import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PromotionSquareTouched;
import adjudicator.command.api.IncrementIntroduced;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.ClaimReferredToArbiter;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.IncrementRequested;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.DeviceSignalReported;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.TimeAwarded;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.PlayerResigned;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Pace;
import adjudicator.engine.rules.Ruleset;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.clock.TimeControl;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Folds a game's events into its {@link GameView}: the one place where the query side turns facts
 * into a state. Positions come from replaying the recorded moves through the engine, clocks from
 * the engine's clock over the recorded instants; nothing is trusted from a client.
 */
public final class GameFold {

    private GameFold() {
    }

    /** Applies event number {@code seq}; an event already folded (seq not after the view's last) is ignored. */
    public static GameView apply(GameView view, GameEvent event, long seq) {
        if (seq <= view.lastSeq) {
            return view;
        }
        if (event instanceof GameCreated e) {
            view.gameId = e.gameId();
            view.rules = e.rules().name();
            view.white = e.white();
            view.black = e.black();
            view.event = e.event();
            view.site = e.site();
            view.round = e.round();
            view.board = e.board();
            view.timeControl = e.timeControl();
            view.startFen = e.startFen();
            view.status = GameStatus.NOT_STARTED.name();
            view.fen = e.startFen();
            view.position = Position.fromRecordedFen(e.startFen());
            view.parsedTimeControl = TimeControl.parse(e.timeControl());
            view.clock = state(ChessClock.initial(view.parsedTimeControl));
        } else if (event instanceof ClocksStarted e) {
            view.status = GameStatus.IN_PROGRESS.name();
            view.clock = state(clock(view).start(e.side(), e.at()));
        } else if (event instanceof MoveMade e) {
            view.status = GameStatus.IN_PROGRESS.name();
            Position before = position(view);
            Move move = Move.parseUci(e.uci());
            view.position = e.legal() ? before.play(move) : before.playPhysical(move);
            view.fen = view.position.fen();
            view.touches.clear();
            view.promotionChoice = null;
            view.obligation = null;
            if (view.breach != null && !view.breach.player.equals(e.player().name())) {
                view.breach = null;
            }
            GameView.MoveRecord record = new GameView.MoveRecord();
            record.seq = seq;
            record.player = e.player().name();
            record.uci = e.uci();
            record.san = e.san();
            record.legal = e.legal();
            record.reason = e.reason();
            record.article = e.article();
            record.at = e.at().toString();
            view.moves.add(record);
        } else if (event instanceof ClockPressed e && Boolean.TRUE.equals(e.withoutMove())) {
            view.clock = state(clock(view).stop(e.at()).resume(e.player().opposite(), e.at()));
        } else if (event instanceof ClockPressed e) {
            ChessClock before = clock(view);
            Long emt = before.running() == e.player() ? Duration.between(before.runningSince(), e.at()).toMillis() : null;
            ChessClock after = before.press(e.player(), e.at());
            view.clock = state(after);
            completeLastMove(view, e.player(), after.remainingMs(e.player(), e.at()), emt);
        } else if (event instanceof GameEnded e) {
            ChessClock before = clock(view);
            Color running = before.running();
            ChessClock after = before.stop(e.at());
            view.clock = state(after);
            if (running != null) {
                completeLastMove(view, running, after.remainingMs(running, e.at()),
                        Duration.between(before.runningSince(), e.at()).toMillis());
            }
            view.status = GameStatus.FINISHED.name();
            view.drawOfferBy = null;
            clearPending(view);
            view.result = e.result();
            view.termination = e.termination().name();
            view.terminationArticle = e.article();
            if (e.analysis() != null) {
                ruling(view, seq, e, e.article(), Rulings.describe(e.analysis()));
            }
        } else if (event instanceof PlayerResigned) {
            // the fact; the ruling that follows (GameEnded) changes the state
        } else if (event instanceof ClaimRejected e) {
            if (e.claim() == ClaimKind.QUICKPLAY_FINISH || e.claim() == ClaimKind.QUICKPLAY_INCREMENT) {
                view.openClaim = null;
            }
            if (e.obligedMove() != null) {
                view.obligation = new GameView.Obligation();
                view.obligation.player = e.player().name();
                view.obligation.allowed.add(e.obligedMove());
                view.obligation.article = Ruleset.of(e.rules()).incorrectClaim().opponentBonus(Pace.STANDARD).article();
            }
            if (e.claimantDeltaMs() != 0 || e.opponentDeltaMs() != 0) {
                view.clock = state(clock(view).adjust(e.player(), e.claimantDeltaMs(), e.at())
                        .adjust(e.player().opposite(), e.opponentDeltaMs(), e.at()));
            }
            ruling(view, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof FlagFell e) {
            ruling(view, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof ClocksStopped e) {
            view.clock = state(clock(view).stop(e.at()));
            ruling(view, seq, e, e.article(), "clocks stopped by " + e.actor() + ", Art. " + e.article() + ' ' + e.rules());
        } else if (event instanceof ClocksResumed e) {
            view.clock = state(clock(view).resume(e.side(), e.at()));
            ruling(view, seq, e, e.article(), "clocks resumed (" + e.side() + "'s runs), Art. " + e.article() + ' ' + e.rules());
        } else if (event instanceof ClocksCorrected e) {
            ChessClock c = clock(view).set(e.whiteRemainingMs(), e.blackRemainingMs(), e.whiteMovesCompleted(),
                    e.blackMovesCompleted(), e.at());
            view.clock = state(e.running() == null ? c : c.resume(e.running(), e.at()));
            ruling(view, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof IllegalMoveDetected e) {
            if (e.count() != null) {
                if (e.offender() == Color.WHITE) {
                    view.whiteIllegalMoves = e.count();
                } else {
                    view.blackIllegalMoves = e.count();
                }
            }
            ruling(view, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof PositionRestored e) {
            List<String> annulled = new ArrayList<>();
            for (GameView.RulingRecord r : view.rulings) {
                r.afterMoves = Math.min(r.afterMoves, e.toPly()); // what happened in the annulled part stays, here
            }
            while (view.moves.size() > e.toPly()) {
                GameView.MoveRecord m = view.moves.remove(view.moves.size() - 1);
                annulled.add(0, m.legal ? m.san : m.uci);
            }
            view.position = null;
            view.fen = position(view).fen();
            view.touches.clear();
            view.promotionChoice = null;
            view.breach = null;
            view.obligation = null;
            if (e.obligedMoves() != null && !e.obligedMoves().isEmpty()) {
                view.obligation = new GameView.Obligation();
                view.obligation.player = view.position.sideToMove().name();
                view.obligation.allowed.addAll(e.obligedMoves());
                view.obligation.article = e.obligationArticle();
            }
            ChessClock c = clock(view);
            Color toMove = view.position.sideToMove();
            if (c.running() != null && c.running() != toMove) {
                view.clock = state(c.stop(e.at()).resume(toMove, e.at()));
            }
            ruling(view, seq, e, e.article(), Rulings.describe(e, annulled));
        } else if (event instanceof PenaltyImposed e) {
            GameView.PenaltyRecord p = new GameView.PenaltyRecord();
            p.seq = seq;
            p.at = e.at() == null ? null : e.at().toString();
            p.player = e.player().name();
            p.penalty = e.penalty();
            p.amountMs = e.amountMs();
            p.points = e.points();
            p.article = e.article();
            p.enforces = e.enforces();
            p.reason = e.reason();
            p.actor = e.actor().name();
            view.penalties.add(p);
            if (e.player() == Color.WHITE) {
                view.whitePenalties++;
            } else {
                view.blackPenalties++;
            }
            if ("ADD_OPPONENT_TIME".equals(e.penalty())) {
                view.clock = state(clock(view).adjust(e.player().opposite(), e.amountMs(), e.at()));
            } else if ("DEDUCT_TIME".equals(e.penalty())) {
                view.clock = state(clock(view).adjust(e.player(), -e.amountMs(), e.at()));
            }
            ruling(view, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof ClaimPostponed e) {
            if (view.openClaim != null) {
                view.openClaim.status = "POSTPONED";
            }
            view.clock = state(clock(view).adjust(e.player().opposite(), e.opponentDeltaMs(), e.at()));
            ruling(view, seq, e, e.article(), "quickplay-finish claim by " + e.player() + " postponed; "
                    + e.player().opposite() + " " + (e.opponentDeltaMs() == 0 ? "+0:00:00" : "+" + PgnWriter.clk(e.opponentDeltaMs()))
                    + ", Art. " + e.article() + ' ' + e.rules());
        } else if (event instanceof GameAnnulled e) {
            view.clock = state(clock(view).stop(e.at()));
            view.status = GameStatus.ANNULLED.name();
            clearPending(view);
            view.termination = "ANNULLED";
            view.terminationArticle = e.article();
            view.drawOfferBy = null;
            ruling(view, seq, e, e.article(), "game annulled by the arbiter" + (e.reason() == null ? "" : " (" + e.reason() + ")")
                    + ", Art. " + e.article() + ' ' + e.rules());
        } else if (event instanceof AbsenceReported e) {
            ruling(view, seq, e, e.article(), e.player() + " absent " + PgnWriter.clk(e.elapsedMs()) + " after the start, default time "
                    + PgnWriter.clk(e.defaultTimeMs()) + (e.waived() ? ", the loss waived by the arbiter" : "") + ", Art. "
                    + e.article() + ' ' + e.rules());
        } else if (event instanceof TimeAwarded e) {
            view.clock = state(clock(view).adjust(e.player(), e.amountMs(), e.at()));
            ruling(view, seq, e, e.article(), e.player() + " given +" + PgnWriter.clk(e.amountMs()) + " for a disturbance"
                    + (e.reason() == null ? "" : " (" + e.reason() + ")") + ", Art. " + e.article() + ' ' + e.rules());
        } else if (event instanceof DeviceSignalReported e) {
            ruling(view, seq, e, e.article(), e.player() + "'s electronic device, reported by the arbiter, Art. "
                    + e.article() + ' ' + e.rules());
        } else if (event instanceof ObligationBroken e) {
            view.breach = new GameView.Breach();
            view.breach.player = e.player().name();
            view.breach.uci = e.uci();
            view.breach.article = e.article();
            ruling(view, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof PieceTouched e) {
            if (position(view).sideToMove() == e.player()) {
                view.touches.add(e.square());
            }
            if (view.breach != null && !view.breach.player.equals(e.player().name())) {
                view.breach = null; // the claimant touched a man: his right to claim is gone (4.7)
            }
        } else if (event instanceof PromotionSquareTouched e) {
            if (e.binding()) {
                view.promotionChoice = e.square() + "=" + e.piece();
            }
            if (view.breach != null && !view.breach.player.equals(e.player().name())) {
                view.breach = null; // as for any touch by the claimant (4.7)
            }
        } else if (event instanceof DrawClaimed e && e.basis() == ClaimKind.QUICKPLAY_FINISH) {
            view.openClaim = new GameView.OpenClaim();
            view.openClaim.player = e.player().name();
            view.openClaim.basis = e.basis().name();
            view.openClaim.status = "AWAITING_ARBITER";
        } else if (event instanceof ClaimUpheld e && e.claim() == ClaimKind.QUICKPLAY_FINISH) {
            view.openClaim = null;
        } else if (event instanceof DrawOffered e) {
            view.drawOfferBy = e.player().name();
            ruling(view, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof MoveCompleted e && MoveCompleted.REPLACED_BY_ARBITER.equals(e.how())) {
            ChessClock c = clock(view);
            if (c.running() == e.player()) {
                view.clock = state(c.stop(e.at()).resume(e.player().opposite(), e.at()));
            }
            completeLastMove(view, e.player(), clock(view).remainingMs(e.player(), e.at()), null);
            ruling(view, seq, e, e.article(), "the pawn left on the last rank became a queen, Art. " + e.article() + ' ' + e.rules());
        } else if (event instanceof ClaimReferredToArbiter e) {
            if (view.openClaim != null) {
                view.openClaim.status = "REFERRED_TO_ARBITER";
            }
            ruling(view, seq, e, e.article(), "the claim, made with no arbiter present, concludes the game; final position "
                    + e.fen() + ", referred to the arbiter, Art. " + e.article() + ' ' + e.rules());
        } else if (event instanceof DeadPositionDeclared e) {
            ruling(view, seq, e, e.article(), Rulings.describe(e));
        } else if (event instanceof IncrementRequested e) {
            view.openClaim = new GameView.OpenClaim();
            view.openClaim.player = e.player().name();
            view.openClaim.basis = ClaimKind.QUICKPLAY_INCREMENT.name();
            view.openClaim.status = "AWAITING_OPPONENT";
            ruling(view, seq, e, e.article(), e.player() + " asked for an increment of " + e.incrementMs() / 1000
                    + " s for both players (a draw offer), Art. " + e.article() + ' ' + e.rules());
        } else if (event instanceof IncrementIntroduced e) {
            view.openClaim = null;
            view.timeControlInForce = e.timeControl();
            view.parsedTimeControl = TimeControl.parse(e.timeControl());
            view.clock = state(clock(view).adjust(e.player().opposite(), e.opponentDeltaMs(), e.at()));
            ruling(view, seq, e, e.article(), "increment granted to both players: time control " + e.timeControl()
                    + " from now on; " + e.player().opposite() + " +" + PgnWriter.clk(e.opponentDeltaMs()) + ", Art. "
                    + e.article() + ' ' + e.rules());
        } else if (event instanceof DrawOfferDeclined e) {
            if (view.openClaim != null && ClaimKind.QUICKPLAY_INCREMENT.name().equals(view.openClaim.basis)) {
                view.openClaim.status = "AWAITING_ARBITER";
            }
            view.drawOfferBy = null;
            ruling(view, seq, e, e.article(), "draw offer declined by " + e.player() + " ("
                    + e.how().toLowerCase().replace('_', ' ') + "), Art. " + e.article() + ' ' + e.rules());
        }
        // DrawClaimed, FlagFallClaimed, TouchMoveClaimed and ClaimUpheld are facts and findings whose
        // consequence (a ClaimRejected, a FlagFell, a PositionRestored, a GameEnded) is what the view
        // shows; PieceTouched and PieceAdjusted are in the events, not in the game score.
        view.lastSeq = seq;
        if (event.at() != null) {
            view.lastAt = event.at().toString();
            if (view.createdAt == null) {
                view.createdAt = view.lastAt;
            }
        }
        return view;
    }

    private static void clearPending(GameView view) {
        view.touches.clear();
        view.promotionChoice = null;
        view.obligation = null;
        view.breach = null;
        view.openClaim = null;
    }

    private static void ruling(GameView view, long seq, GameEvent event, String article, String text) {
        GameView.RulingRecord r = new GameView.RulingRecord();
        r.seq = seq;
        r.afterMoves = view.moves.size();
        r.type = event.getClass().getSimpleName();
        r.article = article;
        r.text = text;
        view.rulings.add(r);
    }

    private static void completeLastMove(GameView view, Color player, long remainingMs, Long emtMs) {
        if (view.moves.isEmpty()) {
            return;
        }
        // the player's latest move: usually the last one, but the opponent may have moved before the press
        for (int i = view.moves.size() - 1; i >= Math.max(0, view.moves.size() - 2); i--) {
            GameView.MoveRecord m = view.moves.get(i);
            if (m.player.equals(player.name())) {
                if (m.clockMs == null) {
                    m.clockMs = remainingMs;
                    m.emtMs = emtMs;
                }
                return;
            }
        }
    }

    /** The position on the board, replayed from the start position through the recorded moves. */
    public static Position position(GameView view) {
        if (view.position == null) {
            Position p = Position.fromRecordedFen(view.startFen);
            for (GameView.MoveRecord m : view.moves) {
                Move move = Move.parseUci(m.uci);
                p = m.legal ? p.play(move) : p.playPhysical(move);
            }
            view.position = p;
        }
        return view.position;
    }

    public static ChessClock clock(GameView view) {
        GameView.ClockState s = view.clock;
        if (view.parsedTimeControl == null) {
            view.parsedTimeControl = TimeControl.parse(view.timeControlInForce != null ? view.timeControlInForce : view.timeControl);
        }
        return new ChessClock(view.parsedTimeControl, s.whiteMs, s.blackMs, s.whiteMoves, s.blackMoves,
                s.running == null ? null : Color.valueOf(s.running),
                s.runningSince == null ? null : Instant.parse(s.runningSince),
                s.whiteFlagFallen, s.blackFlagFallen,
                s.whiteFlagAt == null ? null : Instant.parse(s.whiteFlagAt),
                s.blackFlagAt == null ? null : Instant.parse(s.blackFlagAt),
                s.pausedSide == null ? null : Color.valueOf(s.pausedSide), s.pausedMs);
    }

    static GameView.ClockState state(ChessClock c) {
        GameView.ClockState s = new GameView.ClockState();
        s.whiteMs = c.whiteMs();
        s.blackMs = c.blackMs();
        s.whiteMoves = c.whiteMoves();
        s.blackMoves = c.blackMoves();
        s.running = c.running() == null ? null : c.running().name();
        s.runningSince = c.runningSince() == null ? null : c.runningSince().toString();
        s.whiteFlagFallen = c.whiteFlagFallen();
        s.blackFlagFallen = c.blackFlagFallen();
        s.whiteFlagAt = c.whiteFlagAt() == null ? null : c.whiteFlagAt().toString();
        s.blackFlagAt = c.blackFlagAt() == null ? null : c.blackFlagAt().toString();
        s.pausedSide = c.pausedSide() == null ? null : c.pausedSide().name();
        s.pausedMs = c.pausedMs();
        return s;
    }
}
