package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.Completion;
import adjudicator.command.api.Commands.MakeMove;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.StartClocks;
import adjudicator.command.api.Decline;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.text.Message;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.state.Breach;
import adjudicator.command.state.GameState;
import adjudicator.engine.Move;
import adjudicator.engine.MoveCheck;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.rules.Law;

import java.util.ArrayList;
import java.util.List;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.parseMove;
import static adjudicator.command.decide.Guards.requireClock;
import static adjudicator.command.decide.Guards.requireOngoing;
import static adjudicator.command.decide.Guards.requirePlayer;

/**
 * Moves and the clock (Art. 1, 3, 4.6 and 6): starting the clocks, a move made on the board (recorded
 * even when illegal, then judged), and the press that completes it.
 */
final class ClocksAndMovesDecider {

    private ClocksAndMovesDecider() {
    }

    /** White's clock is started at the start of the game (2005 6.5; 2017 6.6): the clock of the side to move. */
    static List<GameEvent> startClocks(GameState s, StartClocks cmd) {
        requireOngoing(s, cmd.at());
        requireClock(s);
        if (s.status() != GameStatus.NOT_STARTED) {
            throw conflict(s, Message.of("refusal.clocksStarted"), s.rules().article(Law.START_OF_CLOCKS));
        }
        return List.of(new ClocksStarted(s.gameId(), cmd.at(), Actor.ARBITER, s.position().sideToMove(),
                s.rules().article(Law.START_OF_CLOCKS)));
    }

    /**
     * A move made on the board (2005 4.6): a fact, recorded even when it is illegal (flagged with the
     * reason and article, 3.x), a move that cannot have been made refused (422). Before it: the
     * previous move completed by this one where the edition says so (2017 6.2.1.2), and an open draw
     * offer of the opponent declined by it (9.1a). After a legal move: a broken touch-move or other
     * binding (4.3-4.4, 7.4a, 9.5b), and the ending it brings about (Art. 5, 9.6), which under 2017/2023 waits
     * for the opponent's claim where the move broke touch-move ({@link PendingEndingDecider}).
     */
    static List<GameEvent> makeMove(GameState s, MakeMove cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        if (s.status() == GameStatus.NOT_STARTED && s.clock().control().hasClock()) {
            throw conflict(s, Message.of("refusal.clocksNotStarted.sendStart"), s.rules().article(Law.START_OF_CLOCKS));
        }
        Position position = s.position();
        if (cmd.player() != position.sideToMove()) {
            throw conflict(s, Message.of("refusal.notYourTurn", Message.whose(position.sideToMove()), Message.whose(cmd.player())),
                    s.rules().article(Law.ALTERNATE_MOVES));
        }
        QuickplayDecider.requireNotAwaitingArbiter(s);
        Move move = parseMove(s, cmd.move());
        MoveCheck check = position.check(move);
        if (check instanceof MoveCheck.Impossible impossible) {
            throw GameRuleException.notAFact(Message.of("refusal.impossibleMove." + impossible.reason(), cmd.move(), impossible.square()),
                    null, s.edition());
        }
        Actor mover = Actor.of(cmd.player());
        List<GameEvent> events = new ArrayList<>();
        if (s.playersWithIncompleteMove().contains(cmd.player()) && s.rules().provides(Law.MOVE_COMPLETED_BY_NEXT_MOVE)) {
            events.add(new MoveCompleted(s.gameId(), cmd.at(), Actor.SYSTEM, cmd.player(), Completion.BY_NEXT_MOVE,
                    s.rules().article(Law.MOVE_COMPLETED_BY_NEXT_MOVE), s.edition()));
        }
        if (s.drawOfferBy() == cmd.player().opposite()) {
            // he touched a piece intending to move it: the offer lapses (9.1a)
            events.add(new DrawOfferDeclined(s.gameId(), cmd.at(), mover, cmd.player(), Decline.BY_MOVING,
                    s.rules().article(Law.DRAW_OFFER), s.edition()));
        }
        if (check instanceof MoveCheck.Illegal illegal) {
            Position after = position.playPhysical(move);
            events.add(MoveMade.illegal(s.gameId(), cmd.at(), mover, cmd.player(), move.uci(), illegal.reason().name(),
                    illegal.article(), after.fen()));
            return events;
        }
        String san = San.toSan(position, move);
        Position after = position.play(move);
        Breach breach = TouchMoveDecider.breach(s, cmd.player(), move);
        events.add(MoveMade.legal(s.gameId(), cmd.at(), mover, cmd.player(), move.uci(), san, after.fen()));
        if (breach != null) {
            events.add(new ObligationBroken(s.gameId(), cmd.at(), Actor.SYSTEM, cmd.player(), breach.ply(), move.uci(),
                    breach.allowed().stream().map(Move::uci).sorted().toList(), breach.article(), breach.touched(),
                    s.edition()));
        }
        PendingEndingDecider.endingOfMove(s, cmd.player(), after, lineAfter(s, after), breach, cmd.at()).ifPresent(events::add);
        return events;
    }

    /** The positions since the last pawn move or capture once {@code after} stands on the board. */
    private static List<Position> lineAfter(GameState s, Position after) {
        if (after.halfmoveClock() == 0) {
            return List.of(after);
        }
        List<Position> line = new ArrayList<>(s.positionsForRepetition());
        line.add(after);
        return line;
    }

    /**
     * The press that completes a move (2005 6.8a; 2017 6.2.1), by the player whose clock runs. A press
     * with no move to complete is, from 2017, an illegal move (7.5.4), dealt with at once; before 2017 it
     * is refused.
     */
    static List<GameEvent> pressClock(GameState s, PressClock cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        String article = s.rules().article(Law.PRESSING_THE_CLOCK);
        requireClock(s);
        if (s.status() == GameStatus.NOT_STARTED) {
            throw conflict(s, Message.of("refusal.clocksNotStarted"), s.rules().article(Law.START_OF_CLOCKS));
        }
        if (s.clock().running() != cmd.player()) {
            throw conflict(s, Message.of("refusal.clockNotRunning", Message.whose(cmd.player())), article);
        }
        if (!s.playersWithIncompleteMove().contains(cmd.player())) {
            return IllegalMoveDecider.pressWithoutMove(s, cmd, article);
        }
        return List.of(new ClockPressed(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player()));
    }
}
