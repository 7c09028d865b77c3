package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.DeclareDeadPosition;
import adjudicator.command.api.Commands.Resign;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.PlayerResigned;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Unwinnability;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.Outcome;

import java.time.Instant;
import java.util.List;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.requireOngoing;
import static adjudicator.command.decide.Guards.requirePlayer;

/**
 * The end of the game (Art. 5): resignation and the arbiter's declaration of a dead position; the
 * endings a move brings about by itself (checkmate, stalemate, a dead position, and from 2017 the
 * fivefold repetition and the 75-move rule) are {@link PendingEndingDecider#endingOfMove}'s.
 */
final class EndOfGameDecider {

    private EndOfGameDecider() {
    }

    /**
     * A resignation ends the game at once in the opponent's favour (2005 5.1b; RF 2013 and 2017 5.1.2);
     * under FIDE 2023 5.1.2 it is a draw when the opponent cannot checkmate by any series of legal moves.
     */
    static List<GameEvent> resign(GameState s, Resign cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        Adjudication.Ruling ruling = Adjudication.resignation(s.position(), cmd.player(), s.rules());
        return List.of(new PlayerResigned(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player()),
                ended(s, ruling, cmd.player().opposite(), cmd.at()));
    }

    /**
     * The arbiter declares the position on the board dead (2005 5.2b; RF 2013 and 2017/2023 5.2.2), for
     * one that did not end the game at once (a dead position that only a search proves). The engine
     * reviews it: a helpmate for either side refutes the declaration (409, with the line); otherwise the
     * game is drawn, the analysis of each side kept in the record.
     */
    static List<GameEvent> declareDeadPosition(GameState s, DeclareDeadPosition cmd) {
        requireOngoing(s, cmd.at());
        Adjudication.DeadPositionReview review = Adjudication.reviewDeadPosition(s.position(), s.rules());
        if (review.refuted()) {
            Color side = review.white() instanceof Unwinnability.Winnable ? Color.WHITE : Color.BLACK;
            var helpmate = (Unwinnability.Winnable) (side == Color.WHITE ? review.white() : review.black());
            throw conflict(s, Message.of("refusal.game.notDead", side,
                    String.join(" ", helpmate.helpmate().stream().map(Move::uci).toList())), review.article());
        }
        Outcome draw = review.outcome().orElseThrow();
        return List.of(new DeadPositionDeclared(s.gameId(), cmd.at(), Actor.ARBITER, s.position().fen(),
                        MateAnalysis.of(Color.WHITE, review.white()), MateAnalysis.of(Color.BLACK, review.black()),
                        review.proved(), review.article(), s.edition()),
                ended(s, draw, Actor.ARBITER, cmd.at()));
    }

    /** The ending a ruling gives, recorded by the system, with the engine's analysis of {@code analysed} where it turned on it. */
    static GameEnded ended(GameState s, Adjudication.Ruling ruling, Color analysed, Instant at) {
        Outcome o = ruling.outcome();
        MateAnalysis analysis = ruling.canCheckmate().map(v -> MateAnalysis.of(analysed, v)).orElse(null);
        return new GameEnded(s.gameId(), at, Actor.SYSTEM, o.result().notation(), o.termination(), o.article(),
                s.edition(), analysis);
    }

    /** The ending {@code o}, recorded as {@code actor}'s. */
    static GameEnded ended(GameState s, Outcome o, Actor actor, Instant at) {
        return new GameEnded(s.gameId(), at, actor, o.result().notation(), o.termination(), o.article(), s.edition());
    }
}
