package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.Completion;
import adjudicator.command.api.Commands.PressClock;
import adjudicator.command.api.Commands.ReportIllegalMove;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.command.state.MoveRecord;
import adjudicator.engine.Color;
import adjudicator.engine.IllegalReason;
import adjudicator.engine.Move;
import adjudicator.engine.Piece;
import adjudicator.engine.PieceType;
import adjudicator.engine.Position;
import adjudicator.engine.San;
import adjudicator.engine.Squares;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.Commentary;
import adjudicator.engine.rules.IllegalMoveKind;
import adjudicator.engine.rules.IllegalMovePenalty;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Pace;
import adjudicator.engine.rules.TouchMove;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.pace;
import static adjudicator.command.decide.Guards.require;
import static adjudicator.command.decide.Guards.requireOngoing;

/**
 * Illegal moves and reinstatement (2005 7.4-7.5; RF 2013 7.4; 2017/2023 7.5-7.6): a reported illegal
 * move is found in the line on the board, the position before it reinstated by replay, the replacement
 * bound by touch-move (4.3), and the edition's penalty applied; from 2017 also the unreplaced pawn, the
 * move made with two hands and the clock pressed without a move.
 */
final class IllegalMoveDecider {

    private IllegalMoveDecider() {
    }

    /**
     * An illegal move is reported (2005 7.4; RF 2013 7.4; 2017/2023 7.5): "the position immediately
     * before the irregularity shall be reinstated". In standard play the irregularity is the earliest
     * illegal move in the line on the board (every one before it was dealt with when it was reported,
     * its reinstatement having removed it from the line): the position before it is reinstated by
     * replay, every move after it is annulled with it and recorded as annulled, the replacement move is
     * bound as if the man moved illegally had been touched (4.3), and the edition's penalty follows once,
     * for that irregularity, to the player who made it (time to the opponent, or the game). A later
     * illegal move in the annulled moves, by either player, goes with them unpenalised: the penalty
     * (2005 7.4b, RF 2013 7.4.2, 2017 7.5.5) follows the reinstatement of 7.4a/7.4.1/7.5.1, which is
     * made once, for the first irregularity (docs/rules.md, "One irregularity"). In rapid and blitz an
     * illegal move must be dealt with before the opponent has made his next move; after that it
     * stands, so only the most recent one can be reported.
     */
    static List<GameEvent> reportIllegalMove(GameState s, ReportIllegalMove cmd) {
        require(cmd.by() != null && cmd.by() != Actor.SYSTEM, Message.of("refusal.game.illegal.byRequired"));
        require(cmd.kind() == null || cmd.kind() == IllegalMoveKind.ILLEGAL_MOVE || cmd.kind() == IllegalMoveKind.TWO_HANDS,
                Message.of("refusal.game.illegal.kind"));
        requireOngoing(s, cmd.at());
        List<MoveRecord> moves = s.moves();
        String article = s.rules().illegalMoves().articleOf(IllegalMoveKind.ILLEGAL_MOVE).orElseThrow();
        if (cmd.kind() == IllegalMoveKind.TWO_HANDS && (moves.isEmpty() || moves.get(moves.size() - 1).legal())) {
            return twoHands(s, cmd);
        }
        Pace pace = pace(s);
        int index = pace == Pace.STANDARD ? earliestIllegal(moves) : latestIllegal(moves);
        if (index < 0) {
            throw conflict(s, Message.of("refusal.game.illegal.none"), article);
        }
        MoveRecord illegal = moves.get(index);
        Color offender = illegal.player();
        if (pace != Pace.STANDARD) {
            if (cmd.by() == Actor.ARBITER && !s.rules().provides(Law.ARBITER_ACTS_ON_ILLEGAL_MOVES_IN_RAPID_AND_BLITZ)) {
                throw conflict(s, Message.of("refusal.game.illegal.onlyOnClaim." + pace), s.rules().illegalMoves().timeAdded(pace).article());
            }
            for (MoveRecord later : moves.subList(index + 1, moves.size())) {
                if (later.player() == offender.opposite()) {
                    throw conflict(s, Message.of("refusal.game.illegal.stands." + pace), s.rules().illegalMoves().timeAdded(pace).article());
                }
            }
        }
        boolean completed = !(index == moves.size() - 1 && s.playersWithIncompleteMove().contains(offender));
        boolean counted = completed || !s.rules().provides(Law.ILLEGAL_MOVE_COMPLETED);
        int nth = s.illegalMovesOf(offender) + 1;
        Position before = s.positionAfter(index);
        Optional<String> unreplaced = s.rules().illegalMoves().articleOf(IllegalMoveKind.UNREPLACED_PAWN);
        Move queening = new Move(illegal.move().from(), illegal.move().to(), PieceType.QUEEN);
        if (completed && unreplaced.isPresent() && IllegalReason.PROMOTION_MISSING.name().equals(illegal.reason())
                && before.isLegal(queening)) {
            return unreplacedPawn(s, cmd, index, before, queening, offender, nth, unreplaced.get(), pace);
        }
        // the RCF commentary to 2005 7.4a: an illegal move the opponent answered, not seeing it, costs no time
        // (where the penalty is time: the one that loses the game still does)
        boolean answered = moves.subList(index + 1, moves.size()).stream().anyMatch(m -> m.player() == offender.opposite());
        Optional<String> timeWaivedBy = answered && IllegalMovePenalty.of(s.rules(), pace, nth, before, offender)
                instanceof IllegalMovePenalty.TimeToOpponent
                ? s.rules().commentary(Commentary.NO_TIME_FOR_AN_ILLEGAL_MOVE_ANSWERED) : Optional.empty();
        List<GameEvent> events = new ArrayList<>();
        events.add(new IllegalMoveDetected(s.gameId(), cmd.at(), cmd.by(), offender, index + 1, illegal.uci(),
                illegal.reason(), article, completed, counted ? nth : null, s.edition(),
                counted ? timeWaivedBy.orElse(null) : null));
        List<Integer> touched = new ArrayList<>();
        touched.add(illegal.move().from());
        Piece taken = before.pieceAt(illegal.move().to());
        if (taken != null && taken.color() == offender.opposite()) {
            touched.add(illegal.move().to());
        }
        TouchMove.Obligation obligation = TouchMove.oblige(before, touched);
        boolean binds = obligation.law() != Law.NOTHING_TOUCHED_CAN_MOVE;
        events.add(new PositionRestored(s.gameId(), cmd.at(), Actor.SYSTEM, index, before.fen(), article,
                "illegal move " + illegal.uci() + " (" + illegal.reason() + ")", s.edition(),
                touched.stream().map(Squares::name).toList(),
                binds ? obligation.allowed().stream().map(Move::uci).sorted().toList() : List.of(),
                s.rules().article(obligation.law()), s.movesAfter(index)));
        if (counted) {
            penalise(s, cmd.at(), pace, nth, before, offender, timeWaivedBy.isPresent(), events);
        }
        return events;
    }

    /** The index in the line of its first illegal move, -1 where there is none. */
    private static int earliestIllegal(List<MoveRecord> moves) {
        for (int i = 0; i < moves.size(); i++) {
            if (!moves.get(i).legal()) {
                return i;
            }
        }
        return -1;
    }

    /** The index in the line of its last illegal move, -1 where there is none. */
    private static int latestIllegal(List<MoveRecord> moves) {
        int index = moves.size() - 1;
        while (index >= 0 && moves.get(index).legal()) {
            index--;
        }
        return index;
    }

    /**
     * A pawn moved to the last rank and left there, the clock pressed (2017/2023 7.5.2): an illegal move
     * that counts, but the position is not simply reinstated: the pawn is replaced by a queen, so the
     * position before it comes back with the queen promotion made in its place (by the arbiter, and
     * complete, the press having been made), and the edition's penalty follows. Should the queen give
     * mate or stalemate, that ends the game after the penalty, if the penalty has not ended it.
     */
    private static List<GameEvent> unreplacedPawn(GameState s, ReportIllegalMove cmd, int index, Position before,
                                                  Move queening, Color offender, int nth, String article, Pace pace) {
        MoveRecord illegal = s.moves().get(index);
        List<GameEvent> events = new ArrayList<>();
        events.add(new IllegalMoveDetected(s.gameId(), cmd.at(), cmd.by(), offender, index + 1, illegal.uci(),
                IllegalMoveKind.UNREPLACED_PAWN.name(), article, true, nth, s.edition()));
        events.add(new PositionRestored(s.gameId(), cmd.at(), Actor.SYSTEM, index, before.fen(), article,
                "pawn left unreplaced on " + Squares.name(queening.to()) + ": it becomes a queen", s.edition(),
                List.of(), List.of(), null, s.movesAfter(index)));
        Position after = before.play(queening);
        events.add(MoveMade.legal(s.gameId(), cmd.at(), Actor.ARBITER, offender, queening.uci(), San.toSan(before, queening),
                after.fen()));
        if (s.clock().control().hasClock()) {
            events.add(new MoveCompleted(s.gameId(), cmd.at(), Actor.ARBITER, offender, Completion.REPLACED_BY_ARBITER,
                    article, s.edition()));
        }
        if (penalise(s, cmd.at(), pace, nth, after, offender, false, events)) {
            Adjudication.afterLegalMove(after, s.rules())
                    .ifPresent(o -> events.add(EndOfGameDecider.ended(s, o, Actor.SYSTEM, cmd.at())));
        }
        return events;
    }

    /**
     * The last move was made with two hands (2017/2023 7.5.3): once completed by the press it counts and
     * is penalised as an illegal move, the move itself standing. Under 2005 and RF 2013 it breaks 4.1 and
     * is a matter for the arbiter's penalties only (409 citing 4.1).
     */
    private static List<GameEvent> twoHands(GameState s, ReportIllegalMove cmd) {
        Optional<String> article = s.rules().illegalMoves().articleOf(IllegalMoveKind.TWO_HANDS);
        if (article.isEmpty()) {
            throw conflict(s, Message.of("refusal.game.illegal.twoHandsNotIllegal", Message.whose(s.edition()),
                    s.rules().article(Law.ONE_HAND)), s.rules().article(Law.ONE_HAND));
        }
        if (s.moves().isEmpty()) {
            throw conflict(s, Message.of("refusal.game.illegal.noMove"), article.get());
        }
        MoveRecord last = s.moves().get(s.moves().size() - 1);
        Color offender = last.player();
        if (s.playersWithIncompleteMove().contains(offender)) {
            throw conflict(s, Message.of("refusal.game.illegal.twoHandsNotPressed", offender), article.get());
        }
        int nth = s.illegalMovesOf(offender) + 1;
        List<GameEvent> events = new ArrayList<>();
        events.add(new IllegalMoveDetected(s.gameId(), cmd.at(), cmd.by(), offender, s.moves().size(), last.uci(),
                IllegalMoveKind.TWO_HANDS.name(), article.get(), true, nth, s.edition()));
        penalise(s, cmd.at(), pace(s), nth, s.position(), offender, false, events);
        return events;
    }

    /**
     * A press with no move to complete: from 2017 it counts and is penalised as an illegal move (7.5.4;
     * {@link IllegalMoveKind#CLOCK_WITHOUT_MOVE}), recorded as the fact it is and then dealt with at
     * once: the player's clock runs again (the position is the one before it) and the edition's
     * penalty follows. Under 2005 and RF 2013 it is no illegal move, and the press is refused.
     */
    static List<GameEvent> pressWithoutMove(GameState s, PressClock cmd, String pressArticle) {
        Optional<String> illegal = s.rules().illegalMoves().articleOf(IllegalMoveKind.CLOCK_WITHOUT_MOVE);
        if (illegal.isEmpty()) {
            throw conflict(s, Message.of("refusal.game.illegal.noMoveToComplete", cmd.player()), pressArticle);
        }
        Color offender = cmd.player();
        int nth = s.illegalMovesOf(offender) + 1;
        int plies = s.moves().size();
        List<GameEvent> events = new ArrayList<>();
        events.add(ClockPressed.withoutMove(s.gameId(), cmd.at(), Actor.of(offender), offender));
        events.add(new IllegalMoveDetected(s.gameId(), cmd.at(), Actor.SYSTEM, offender, plies, null,
                IllegalMoveKind.CLOCK_WITHOUT_MOVE.name(), illegal.get(), true, nth, s.edition()));
        events.add(new PositionRestored(s.gameId(), cmd.at(), Actor.SYSTEM, plies, s.position().fen(), illegal.get(),
                "clock pressed without a move", s.edition(), List.of(), List.of(), null, List.of()));
        penalise(s, cmd.at(), pace(s), nth, s.position(), offender, false, events);
        return events;
    }

    /**
     * The edition's penalty for the {@code nth} counted illegal move of {@code offender} (2005 7.4b; RF
     * 2013 7.4.2; 2017/2023 7.5.5; the appendices in rapid and blitz), judged in {@code position}: time
     * to the opponent (when the game has a clock, and no commentary waives it: {@code timeWaived}), or
     * the game ends.
     *
     * @return whether the game goes on
     */
    private static boolean penalise(GameState s, Instant at, Pace pace, int nth, Position position, Color offender,
                                    boolean timeWaived, List<GameEvent> events) {
        IllegalMovePenalty.Consequence consequence = IllegalMovePenalty.of(s.rules(), pace, nth, position, offender);
        if (consequence instanceof IllegalMovePenalty.TimeToOpponent time) {
            if (s.clock().control().hasClock() && !timeWaived) {
                events.add(new PenaltyImposed(s.gameId(), at, Actor.SYSTEM, offender, PenaltyKind.ADD_OPPONENT_TIME,
                        time.time().toMillis(), time.article(), s.edition(), "illegal move no. " + nth));
            }
            return true;
        }
        events.add(EndOfGameDecider.ended(s, ((IllegalMovePenalty.GameEnds) consequence).ruling(), offender.opposite(), at));
        return false;
    }
}
