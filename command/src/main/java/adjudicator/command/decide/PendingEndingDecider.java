package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.AcceptDraw;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.ClaimFlagFall;
import adjudicator.command.api.Commands.DeclareDeadPosition;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.ObserveFlagFall;
import adjudicator.command.api.Commands.OfferDraw;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.RequestIncrement;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.Commands.SignScoresheet;
import adjudicator.command.api.Commands.TouchPiece;
import adjudicator.command.api.Commands.TouchPromotionSquare;
import adjudicator.command.api.Commands.WaiveTouchMoveClaim;
import adjudicator.command.api.EndingAwaitsClaim;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.Party;
import adjudicator.command.api.PlayerResigned;
import adjudicator.command.api.TouchMoveClaimWaived;
import adjudicator.command.state.Breach;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.command.state.PendingEnding;
import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.BreachingMoveEnding;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Outcome;
import adjudicator.engine.rules.Termination;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.requireOngoing;
import static adjudicator.command.decide.Guards.requirePlayer;

/**
 * A checkmate, stalemate or dead position brought about by a move that broke touch-move (FIDE 2017 and
 * 2023). The Laws end the game by them "при условии, что ход ... был выполнен в соответствии со Статьей 3
 * и Статьями 4.2 – 4.7" (5.1.1, 5.2.1, 5.2.2), and the opponent may claim the breach until he touches a
 * man himself (4.8). So the ending waits for him ({@link EndingAwaitsClaim}; the game stays in progress):
 *
 * <ul>
 * <li>his claim is upheld as any touch-move claim (the position before the move is reinstated, the
 * binding stands), and the ending lapses with the move;</li>
 * <li>his first act other than that claim closes the window and the ending takes effect at that
 * instant, citing its article and 4.8: a touch of a man (4.8), a resignation, a draw offer, his
 * signature, or a waiver the arbiter records ({@code WaiveTouchMoveClaim});</li>
 * <li>the mover's press and either player's stopping of the clocks (how a claim is made) leave it
 * open, as does adjusting a man or declining an offer;</li>
 * <li>a flag fall inside the window is recorded and decides nothing: the arbiter, who never ends the
 * game on his own initiative here, waits for the claim or the waiver;</li>
 * <li>what cannot come before the claim is decided is refused (409) and writes nothing: a move, a
 * press or an acceptance by the claimant (a move is a touch: record the touch, which closes the
 * window), a draw claim, a request for an increment, a declaration of a dead position.</li>
 * </ul>
 *
 * Under FIDE 2005 and RF 2013 the proviso asks only for a move legal under Article 3, and these endings
 * end the game at once, as they always have ({@link BreachingMoveEnding#AT_ONCE}).
 */
final class PendingEndingDecider {

    private PendingEndingDecider() {
    }

    /**
     * The ending a legal move brought about: recorded at once, or, where the move broke touch-move and the
     * edition makes the ending wait for the opponent's claim, recorded as waiting. A fivefold repetition
     * or the 75-move rule (2017/2023 9.6) has no such proviso and ends the game at once, except that a
     * checkmate takes precedence over it (9.6.2) and so waits.
     */
    static Optional<GameEvent> endingOfMove(GameState s, Color mover, Position after, List<Position> line, Breach breach,
                                            Instant at) {
        Optional<Outcome> lawful = Adjudication.afterLegalMove(after, s.rules());
        if (lawful.isEmpty()) {
            lawful = Adjudication.deadPosition(after, s.rules());
        }
        Optional<Outcome> automatic = Adjudication.automaticDraw(line, s.rules());
        boolean waits = lawful.isPresent() && breach != null
                && s.rules().breachingMoveEnding().value() == BreachingMoveEnding.AWAITS_TOUCH_MOVE_CLAIM
                && (lawful.get().termination() == Termination.CHECKMATE || automatic.isEmpty());
        if (waits) {
            Outcome o = lawful.get();
            return Optional.of(new EndingAwaitsClaim(s.gameId(), at, Actor.SYSTEM, mover.opposite(), o.result().notation(),
                    o.termination(), o.article(), s.rules().article(Law.TOUCH_MOVE_CLAIM), s.edition()));
        }
        return lawful.or(() -> automatic).map(o -> EndOfGameDecider.ended(s, o, Actor.SYSTEM, at));
    }

    /**
     * What {@code c} does while an ending waits: its events where the window changes it, empty where the
     * command is decided as at any other time.
     */
    static Optional<List<GameEvent>> decide(GameState s, PendingEnding p, GameCommand c) {
        Color claimant = p.claimant();
        if (c instanceof WaiveTouchMoveClaim w) {
            requirePlayer(w.player());
            requireOngoing(s, w.at());
            if (w.player() != claimant) {
                throw conflict(s, Message.of("refusal.game.pending.waiverNotClaimant", claimant),
                        p.claimArticle());
            }
            return closing(s, p, List.of(new TouchMoveClaimWaived(s.gameId(), w.at(), Actor.ARBITER, w.player(),
                    p.claimArticle(), s.edition())), w.at());
        }
        if (c instanceof TouchPiece t && t.player() == claimant) {
            return closing(s, p, TouchMoveDecider.touchPiece(s, t), t.at());
        }
        if (c instanceof TouchPromotionSquare t && t.player() == claimant) {
            return closing(s, p, TouchMoveDecider.touchPromotionSquare(s, t), t.at());
        }
        if (c instanceof Resign r && r.player() == claimant) {
            requireOngoing(s, r.at());
            return closing(s, p, List.of(new PlayerResigned(s.gameId(), r.at(), Actor.of(claimant), claimant)), r.at());
        }
        if (c instanceof OfferDraw o && o.player() == claimant) {
            return closing(s, p, DrawDecider.offerDraw(s, o), o.at());
        }
        if (c instanceof SignScoresheet sign && sign.player() == claimant) {
            requireOngoing(s, sign.at());
            GameEnded ended = takesEffect(s, p, sign.at());
            List<GameEvent> events = new ArrayList<>();
            events.add(ended);
            events.addAll(ScoresheetDecider.signScoresheet(GameFold.from(s, List.of(ended)), sign));
            return Optional.of(events);
        }
        if (c instanceof ClaimFlagFall || (c instanceof ObserveFlagFall o && o.side() != Party.BOTH)) {
            // the fall is recorded; the ending it would bring waits with the rest (the arbiter does not act alone here)
            List<GameEvent> events = new ArrayList<>(c instanceof ClaimFlagFall claim ? FlagsAndTimeDecider.claimFlagFall(s, claim)
                    : FlagsAndTimeDecider.observeFlagFall(s, (ObserveFlagFall) c));
            events.removeIf(e -> e instanceof GameEnded);
            return Optional.of(events);
        }
        Message refusal = refusal(c, claimant);
        if (refusal != null) {
            requireOngoing(s, c.at());
            throw conflict(s, Message.of("refusal.game.pending.waits", p.termination(), p.result(), p.article(), Message.whose(claimant),
                    p.claimArticle(), refusal), p.claimArticle());
        }
        return Optional.empty();
    }

    /** Why {@code c} cannot come while the ending waits, or null if it can. */
    private static Message refusal(GameCommand c, Color claimant) {
        if (c instanceof MakeMove m && m.player() == claimant) {
            return Message.of("refusal.game.pending.move");
        }
        if (c instanceof PressClock press && press.player() == claimant) {
            return Message.of("refusal.game.pending.press");
        }
        if (c instanceof AcceptDraw a && a.player() == claimant) {
            return Message.of("refusal.game.pending.acceptDraw");
        }
        if (c instanceof ClaimDraw || c instanceof RequestIncrement) {
            return Message.of("refusal.game.pending.otherClaim");
        }
        if (c instanceof DeclareDeadPosition) {
            return Message.of("refusal.game.pending.deadPosition");
        }
        if (c instanceof ObserveFlagFall) {
            return Message.of("refusal.game.pending.flagFall");
        }
        return null;
    }

    /** The claimant's act {@code events}, then the ending taking effect at its instant. */
    private static Optional<List<GameEvent>> closing(GameState s, PendingEnding p, List<GameEvent> events, Instant at) {
        List<GameEvent> out = new ArrayList<>(events);
        out.add(takesEffect(s, p, at));
        return Optional.of(out);
    }

    /** The waiting ending, in effect from {@code at}, citing its article and the claim's (4.8). */
    private static GameEnded takesEffect(GameState s, PendingEnding p, Instant at) {
        return new GameEnded(s.gameId(), at, Actor.SYSTEM, p.result(), p.termination(), p.article() + ", " + p.claimArticle(),
                s.edition());
    }

    /** A waiver with no ending waiting for the claim. */
    static List<GameEvent> waiverWithoutEnding(GameState s, WaiveTouchMoveClaim w) {
        requirePlayer(w.player());
        requireOngoing(s, w.at());
        throw conflict(s, Message.of("refusal.game.pending.noEnding", Message.whose(w.player())), s.rules().article(Law.TOUCH_MOVE_CLAIM));
    }
}
