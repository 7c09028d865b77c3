package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.AcceptDraw;
import adjudicator.command.api.Commands.AdjustPiece;
import adjudicator.command.api.Commands.AnnulGame;
import adjudicator.command.api.Commands.AwardTime;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.ClaimFlagFall;
import adjudicator.command.api.Commands.ClaimTouchMove;
import adjudicator.command.api.Commands.CorrectClocks;
import adjudicator.command.api.Commands.CreateGame;
import adjudicator.command.api.Commands.DeclareDeadPosition;
import adjudicator.command.api.Commands.DeclarePersistentRefusal;
import adjudicator.command.api.Commands.DeclineDraw;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands.ImposePenalty;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.ObserveFlagFall;
import adjudicator.command.api.Commands.OfferDraw;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.ReportAbsence;
import adjudicator.command.api.Commands.ReportDeviceSignal;
import adjudicator.command.api.Commands.ReportIllegalMove;
import adjudicator.command.api.Commands.RequestIncrement;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.Commands.RestorePosition;
import adjudicator.command.api.Commands.ResumeClocks;
import adjudicator.command.api.Commands.RuleOnClaim;
import adjudicator.command.api.Commands.StartClocks;
import adjudicator.command.api.Commands.StopClocks;
import adjudicator.command.api.Commands.TouchPiece;
import adjudicator.command.api.Commands.TouchPromotionSquare;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRegulations;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.engine.FenException;
import adjudicator.engine.Position;
import adjudicator.engine.clock.TimeControl;
import adjudicator.engine.clock.TimeControlException;
import adjudicator.engine.rules.Ruleset;

import java.util.List;
import java.util.Optional;

import static adjudicator.command.decide.Guards.require;

/**
 * The Laws as one pure function, {@code decide(state, command) -> events or a refusal}: it reads the
 * game's {@link GameState} (never changes it) and hands the command to the decider of its chapter of the
 * Laws. Nothing here knows of Axon, Spring or a store, so the same function serves the aggregate and the
 * re-adjudication of a game's facts under another edition.
 *
 * <table>
 * <caption>Where each command is decided</caption>
 * <tr><th>chapter of the Laws</th><th>decider</th><th>commands</th></tr>
 * <tr><td>1, 3, 4.6, 6.2-6.8: moves and the clock</td><td>{@link ClocksAndMovesDecider}</td>
 *     <td>StartClocks, MakeMove, PressClock</td></tr>
 * <tr><td>4: touch-move</td><td>{@link TouchMoveDecider}</td>
 *     <td>TouchPiece, TouchPromotionSquare, AdjustPiece, ClaimTouchMove</td></tr>
 * <tr><td>7: illegal moves and reinstatement</td><td>{@link IllegalMoveDecider}</td>
 *     <td>ReportIllegalMove (and a press without a move, from 2017)</td></tr>
 * <tr><td>5.2, 9: draws and claims</td><td>{@link DrawDecider}</td>
 *     <td>OfferDraw, AcceptDraw, DeclineDraw, ClaimDraw</td></tr>
 * <tr><td>10.2, Guidelines III: quickplay finish</td><td>{@link QuickplayDecider}</td>
 *     <td>ClaimDraw (QUICKPLAY_FINISH), RuleOnClaim, RequestIncrement</td></tr>
 * <tr><td>6: flags and time</td><td>{@link FlagsAndTimeDecider}</td>
 *     <td>ClaimFlagFall, ObserveFlagFall, StopClocks, ResumeClocks, CorrectClocks, ReportAbsence</td></tr>
 * <tr><td>7.1-7.6, 12-13: the arbiter's powers and penalties</td><td>{@link ArbiterDecider}</td>
 *     <td>ImposePenalty, AwardTime, RestorePosition, AnnulGame, DeclarePersistentRefusal, ReportDeviceSignal</td></tr>
 * <tr><td>5: the end of the game</td><td>{@link EndOfGameDecider}</td><td>Resign, DeclareDeadPosition</td></tr>
 * <tr><td>8.7: a result written in an imported record</td><td>{@link ImportDecider}</td><td>RecordSourceEnding (and a
 *     whole game imported, ImportGame)</td></tr>
 * </table>
 */
public final class GameDecider {

    private GameDecider() {
    }

    /** A new game: the time control and start position checked and written in their normal form. */
    public static Decision<GameEvent> create(CreateGame cmd) {
        try {
            require(cmd.rules() != null, Message.of("refusal.game.create.rulesRequired"));
            String timeControl;
            try {
                timeControl = TimeControl.parse(cmd.timeControl() == null ? "-" : cmd.timeControl()).format();
            } catch (TimeControlException e) {
                throw GameRuleException.malformed(Message.of("refusal.game.create.timeControl", e.getMessage()));
            }
            String fen;
            try {
                fen = cmd.startFen() == null || cmd.startFen().isBlank()
                        ? Position.initial().fen() : Position.fromFen(cmd.startFen().trim()).fen();
            } catch (FenException e) {
                throw GameRuleException.malformed(Message.of("refusal.game.create.startFen", e.getMessage()));
            }
            GameRegulations regulations = cmd.regulations() == null || !cmd.regulations().any() ? null : cmd.regulations();
            if (regulations != null && regulations.defaultTimeMs() != null
                    && !Ruleset.of(cmd.rules()).defaultTime().value().regulationsMaySet()) {
                throw GameRuleException.malformed(Message.of("refusal.game.create.noRegulationsDefaultTime", Message.whose(cmd.rules()),
                        Ruleset.of(cmd.rules()).defaultTime().article()));
            }
            return new Decision.Accepted<>(List.of(new GameCreated(cmd.gameId(), cmd.at(), Actor.ARBITER, cmd.white(),
                    cmd.black(), cmd.event(), cmd.site(), cmd.round(), cmd.board(), cmd.rules(), timeControl, fen,
                    cmd.quickplayFinishAnnounced() ? Boolean.TRUE : null, regulations, cmd.source())));
        } catch (GameRuleException e) {
            return new Decision.Rejected<>(e.rejection());
        }
    }

    /** What the Laws make of {@code command} in the game {@code state} describes. */
    public static Decision<GameEvent> decide(GameState state, GameCommand command) {
        try {
            require(command.at() != null, Message.of("refusal.game.atRequired"));
            if (state.created() == null) {
                throw GameRuleException.conflict(Message.of("refusal.game.notSetUp"), null, null);
            }
            return new Decision.Accepted<>(route(state, command));
        } catch (GameRuleException e) {
            return new Decision.Rejected<>(e.rejection());
        }
    }

    private static List<GameEvent> route(GameState s, GameCommand c) {
        if (s.pendingEnding().isPresent() && !(c instanceof adjudicator.command.api.Commands.OnAppeal)) {
            Optional<List<GameEvent>> inWindow = PendingEndingDecider.decide(s, s.pendingEnding().get(), c);
            if (inWindow.isPresent()) {
                return inWindow.get();
            }
        }
        if (c instanceof adjudicator.command.api.Commands.AmendResultOnAppeal x) {
            return AppealEffectsDecider.amendResult(s, x);
        } else if (c instanceof adjudicator.command.api.Commands.ResumeOnAppeal x) {
            return AppealEffectsDecider.resume(s, x);
        } else if (c instanceof adjudicator.command.api.Commands.AnnulOnAppeal x) {
            return AppealEffectsDecider.annul(s, x);
        } else if (c instanceof adjudicator.command.api.Commands.WithdrawPenaltyOnAppeal x) {
            return AppealEffectsDecider.withdrawPenalty(s, x);
        } else if (c instanceof StartClocks x) {
            return ClocksAndMovesDecider.startClocks(s, x);
        } else if (c instanceof MakeMove x) {
            return ClocksAndMovesDecider.makeMove(s, x);
        } else if (c instanceof PressClock x) {
            return ClocksAndMovesDecider.pressClock(s, x);
        } else if (c instanceof TouchPiece x) {
            return TouchMoveDecider.touchPiece(s, x);
        } else if (c instanceof TouchPromotionSquare x) {
            return TouchMoveDecider.touchPromotionSquare(s, x);
        } else if (c instanceof AdjustPiece x) {
            return TouchMoveDecider.adjustPiece(s, x);
        } else if (c instanceof ClaimTouchMove x) {
            return TouchMoveDecider.claimTouchMove(s, x);
        } else if (c instanceof adjudicator.command.api.Commands.WaiveTouchMoveClaim x) {
            return PendingEndingDecider.waiverWithoutEnding(s, x);
        } else if (c instanceof ReportIllegalMove x) {
            return IllegalMoveDecider.reportIllegalMove(s, x);
        } else if (c instanceof OfferDraw x) {
            return DrawDecider.offerDraw(s, x);
        } else if (c instanceof AcceptDraw x) {
            return DrawDecider.acceptDraw(s, x);
        } else if (c instanceof DeclineDraw x) {
            return DrawDecider.declineDraw(s, x);
        } else if (c instanceof ClaimDraw x) {
            return DrawDecider.claimDraw(s, x);
        } else if (c instanceof RuleOnClaim x) {
            return QuickplayDecider.ruleOnClaim(s, x);
        } else if (c instanceof RequestIncrement x) {
            return QuickplayDecider.requestIncrement(s, x);
        } else if (c instanceof ClaimFlagFall x) {
            return FlagsAndTimeDecider.claimFlagFall(s, x);
        } else if (c instanceof ObserveFlagFall x) {
            return FlagsAndTimeDecider.observeFlagFall(s, x);
        } else if (c instanceof StopClocks x) {
            return FlagsAndTimeDecider.stopClocks(s, x);
        } else if (c instanceof ResumeClocks x) {
            return FlagsAndTimeDecider.resumeClocks(s, x);
        } else if (c instanceof CorrectClocks x) {
            return FlagsAndTimeDecider.correctClocks(s, x);
        } else if (c instanceof ReportAbsence x) {
            return FlagsAndTimeDecider.reportAbsence(s, x);
        } else if (c instanceof ImposePenalty x) {
            return ArbiterDecider.imposePenalty(s, x);
        } else if (c instanceof AwardTime x) {
            return ArbiterDecider.awardTime(s, x);
        } else if (c instanceof RestorePosition x) {
            return ArbiterDecider.restorePosition(s, x);
        } else if (c instanceof AnnulGame x) {
            return ArbiterDecider.annulGame(s, x);
        } else if (c instanceof DeclarePersistentRefusal x) {
            return ArbiterDecider.declarePersistentRefusal(s, x);
        } else if (c instanceof ReportDeviceSignal x) {
            return ArbiterDecider.reportDeviceSignal(s, x);
        } else if (c instanceof Resign x) {
            return EndOfGameDecider.resign(s, x);
        } else if (c instanceof DeclareDeadPosition x) {
            return EndOfGameDecider.declareDeadPosition(s, x);
        } else if (c instanceof adjudicator.command.api.Commands.SignScoresheet x) {
            return ScoresheetDecider.signScoresheet(s, x);
        } else if (c instanceof adjudicator.command.api.Commands.CorrectResult x) {
            return ScoresheetDecider.correctResult(s, x);
        } else if (c instanceof adjudicator.command.api.Commands.RecordSourceEnding x) {
            return ImportDecider.recordSourceEnding(s, x);
        } else if (c instanceof CreateGame || c instanceof adjudicator.command.api.Commands.ImportGame) {
            throw GameRuleException.conflict(Message.of("refusal.game.alreadySetUp"), null, s.edition());
        }
        throw new IllegalArgumentException("no decider for " + c.getClass().getSimpleName());
    }
}
