package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.Commands.AnnulGame;
import adjudicator.command.api.Commands.AwardTime;
import adjudicator.command.api.Commands.DeclarePersistentRefusal;
import adjudicator.command.api.Commands.ImposePenalty;
import adjudicator.command.api.Commands.ReportDeviceSignal;
import adjudicator.command.api.Commands.RestorePosition;
import adjudicator.command.api.DeviceSignalReported;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.Party;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PenaltyKind;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.TimeAwarded;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.command.text.Message;
import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.ArbiterPenalty;
import adjudicator.engine.rules.Cited;
import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Outcome;
import adjudicator.engine.rules.Scores;
import adjudicator.engine.rules.Termination;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.require;
import static adjudicator.command.decide.Guards.requireClock;
import static adjudicator.command.decide.Guards.requireClockTime;
import static adjudicator.command.decide.Guards.requireNotBefore;
import static adjudicator.command.decide.Guards.requireOngoing;
import static adjudicator.command.decide.Guards.requirePlayer;

/**
 * The arbiter's powers and penalties (2005 Art. 12-13; RF 2013 Art. 13-14; 2017/2023 Art. 11-12, with
 * 7.1-7.6): penalties from the edition's catalogue, extra time for a disturbance, reinstating a
 * position, annulling the game, a player's persistent refusal and electronic device.
 */
final class ArbiterDecider {

    private ArbiterDecider() {
    }

    /**
     * The arbiter's penalty from the edition's catalogue (2005 13.4a-g; RF 2013 14.4.1-7; 2017/2023
     * 12.9.1-9), with its effect: time to the opponent or from the offender, the game lost (also by
     * expulsion), a score set for the game; or only recorded (a warning, a fine, exclusion from rounds).
     * Both players losing is 0-0 (2005 12.9; RF 2013 13.8; 2017/2023 11.8). Time and the loss of the game
     * need a game in progress; the others may follow the end of the game.
     */
    static List<GameEvent> imposePenalty(GameState s, ImposePenalty cmd) {
        require(cmd.penalty() != null, Message.of("refusal.game.penalty.required", List.of(PenaltyKind.values())));
        require(cmd.player() != null, Message.of("refusal.game.playerOrBothRequired"));
        ArbiterPenalty kind = cmd.penalty().option();
        boolean timed = cmd.penalty().timed();
        boolean bothPlayers = cmd.player() == Party.BOTH;
        require(!timed || (cmd.amountMs() != null && cmd.amountMs() > 0), Message.of("refusal.game.penalty.amountRequired",
                cmd.penalty()));
        requireClockTime(cmd.amountMs(), "amountMs");
        boolean scored = cmd.penalty().scored();
        Cited<List<String>> scores = Scores.allowed(s.rules());
        require(!scored || (cmd.points() != null && scores.value().contains(cmd.points())), Message.of(
                "refusal.game.penalty.pointsRequired", cmd.penalty(), scores.value(), scores.article()));
        boolean endsGame = kind == ArbiterPenalty.LOSS_OF_THE_GAME || (kind == ArbiterPenalty.EXPULSION
                && s.status() != GameStatus.FINISHED);
        if (timed || kind == ArbiterPenalty.LOSS_OF_THE_GAME || bothPlayers) {
            requireOngoing(s, cmd.at());
        } else {
            requireNotBefore(s, cmd.at());
        }
        if (timed) {
            requireClock(s);
        }
        Optional<String> article = s.rules().arbiterPenaltyArticle(kind);
        if (article.isEmpty()) {
            throw conflict(s, Message.of("refusal.game.penalty.notInEdition", cmd.penalty(), Message.whose(s.edition()),
                    s.rules().arbiterPenalties().stream().map(c -> c.value() + " " + c.article()).toList()), null);
        }
        List<GameEvent> events = new ArrayList<>();
        if (bothPlayers) {
            if (kind != ArbiterPenalty.LOSS_OF_THE_GAME || !s.rules().bothPlayersLoseWhenBothAtFault().value()) {
                throw conflict(s, Message.of("refusal.game.penalty.bothOnlyLose"),
                        s.rules().bothPlayersLoseWhenBothAtFault().article());
            }
            for (Color player : Color.values()) {
                events.add(new PenaltyImposed(s.gameId(), cmd.at(), Actor.ARBITER, player, cmd.penalty(), null,
                        article.get(), s.edition(), cmd.reason(), cmd.enforces(), null));
            }
            events.add(EndOfGameDecider.ended(s, new Outcome(GameResult.BOTH_LOSE, Termination.ARBITER_DECISION,
                    s.rules().bothPlayersLoseWhenBothAtFault().article()), Actor.ARBITER, cmd.at()));
            return events;
        }
        Color offender = cmd.player().color();
        events.add(new PenaltyImposed(s.gameId(), cmd.at(), Actor.ARBITER, offender, cmd.penalty(),
                timed ? cmd.amountMs() : null, article.get(), s.edition(), cmd.reason(), cmd.enforces(),
                scored ? cmd.points() : null));
        if (endsGame) {
            events.add(EndOfGameDecider.ended(s, new Outcome(GameResult.win(offender.opposite()),
                    Termination.ARBITER_DECISION, article.get()), Actor.ARBITER, cmd.at()));
        }
        return events;
    }

    /** The arbiter gives a player, or both, more time after an external disturbance (2005 13.5; 2017 12.5). */
    static List<GameEvent> awardTime(GameState s, AwardTime cmd) {
        require(cmd.player() != null, Message.of("refusal.game.playerOrBothRequired"));
        require(cmd.amountMs() != null && cmd.amountMs() > 0, Message.of("refusal.game.awardTime.amountRequired"));
        requireClockTime(cmd.amountMs(), "amountMs");
        requireOngoing(s, cmd.at());
        requireClock(s);
        String article = s.rules().article(Law.EXTRA_TIME_FOR_DISTURBANCE);
        List<GameEvent> events = new ArrayList<>();
        for (Color player : cmd.player().colors()) {
            events.add(new TimeAwarded(s.gameId(), cmd.at(), Actor.ARBITER, player, cmd.amountMs(), cmd.reason(), article,
                    s.edition()));
        }
        return events;
    }

    /**
     * The arbiter reinstates the position after {@code ply} half-moves of the line on the board (2005
     * 7.5; 2017 7.6), by replay, and may set the clocks at once (2005 6.14; 2017 7.1); the move counters
     * then follow the reinstated line.
     */
    static List<GameEvent> restorePosition(GameState s, RestorePosition cmd) {
        require(cmd.ply() != null && cmd.ply() >= 0, Message.of("refusal.game.restore.plyRequired"));
        require((cmd.whiteRemainingMs() == null || cmd.whiteRemainingMs() >= 0)
                && (cmd.blackRemainingMs() == null || cmd.blackRemainingMs() >= 0), Message.of("refusal.game.clocks.remainingNegative"));
        requireClockTime(cmd.whiteRemainingMs(), "whiteRemainingMs");
        requireClockTime(cmd.blackRemainingMs(), "blackRemainingMs");
        requireOngoing(s, cmd.at());
        require(cmd.article() == null || cmd.article().matches("[0-9A-Z][0-9A-Za-z.()]{0,15}"),
                Message.of("refusal.game.restore.article"));
        String article = cmd.article() != null ? cmd.article() : s.rules().article(Law.POSITION_REINSTATED);
        if (cmd.ply() > s.moves().size()) {
            throw conflict(s, Message.of("refusal.game.restore.lineShorter", s.moves().size(), cmd.ply()), article);
        }
        boolean setClocks = cmd.whiteRemainingMs() != null || cmd.blackRemainingMs() != null;
        if (setClocks) {
            requireClock(s);
        }
        Position restored = s.positionAfter(cmd.ply());
        List<GameEvent> events = new ArrayList<>();
        events.add(new PositionRestored(s.gameId(), cmd.at(), Actor.ARBITER, cmd.ply(), restored.fen(), article,
                cmd.reason(), s.edition(), List.of(), List.of(), null, s.movesAfter(cmd.ply())));
        if (setClocks) {
            long white = cmd.whiteRemainingMs() != null ? cmd.whiteRemainingMs()
                    : s.clock().remainingMs(Color.WHITE, cmd.at());
            long black = cmd.blackRemainingMs() != null ? cmd.blackRemainingMs()
                    : s.clock().remainingMs(Color.BLACK, cmd.at());
            // the counters follow the reinstated line, and the clock of its side to move runs
            int whiteMoves = 0;
            int blackMoves = 0;
            for (MoveRecord m : s.moves().subList(0, cmd.ply())) {
                if (m.player() == Color.WHITE) {
                    whiteMoves++;
                } else {
                    blackMoves++;
                }
            }
            Color running = s.clock().running() == null ? null : restored.sideToMove();
            events.add(new ClocksCorrected(s.gameId(), cmd.at(), Actor.ARBITER, white, black, whiteMoves, blackMoves,
                    running, s.rules().article(Law.CLOCKS_SET), s.edition()));
        }
        return events;
    }

    /** The arbiter annuls the game (2005 7.1a; RF 2013 7.1.1; 2017/2023 7.2.1). */
    static List<GameEvent> annulGame(GameState s, AnnulGame cmd) {
        requireOngoing(s, cmd.at());
        return List.of(new GameAnnulled(s.gameId(), cmd.at(), Actor.ARBITER, cmd.reason(),
                s.rules().article(Law.ANNULMENT), s.edition()));
    }

    /**
     * The arbiter declares a player's persistent refusal to comply with the Laws (2005 12.8; RF 2013
     * 13.7; 2017/2023 11.7): a penalty, the loss of the game, and the opponent's score as the arbiter
     * decides (a win unless he sets 1/2).
     */
    static List<GameEvent> declarePersistentRefusal(GameState s, DeclarePersistentRefusal cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        if (cmd.opponentScore() != null && !List.of("1", "1/2").contains(cmd.opponentScore())) {
            throw GameRuleException.malformed(Message.of("refusal.game.opponentScore.value", cmd.opponentScore()));
        }
        Outcome o;
        try {
            o = Adjudication.persistentRefusal(cmd.player(), s.rules(), Optional.ofNullable(cmd.opponentScore()));
        } catch (IllegalArgumentException e) {
            throw GameRuleException.malformed("opponentScore: " + e.getMessage());
        }
        return List.of(new PenaltyImposed(s.gameId(), cmd.at(), Actor.ARBITER, cmd.player(), PenaltyKind.LOSS_OF_GAME, null,
                        o.article(), s.edition(), cmd.reason(), o.article(), null),
                EndOfGameDecider.ended(s, o, Actor.ARBITER, cmd.at()));
    }

    /**
     * A player's electronic device (2005 12.2b; RF 2013 13.3.2; 2017/2023 11.3.2.2): he loses, and his
     * opponent's score is as the edition says (the engine's {@link Adjudication#deviceSignal}).
     */
    static List<GameEvent> reportDeviceSignal(GameState s, ReportDeviceSignal cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        if (cmd.opponentScore() != null) {
            // the engine's refusals (Adjudication.deviceSignal), worded here
            if (s.rules().deviceRule().value() != adjudicator.engine.rules.DeviceRule.LOSS_ARBITER_SETS_OPPONENTS_SCORE) {
                throw GameRuleException.malformed(Message.of("refusal.game.opponentScore.notSet", Message.whose(s.rules().edition()),
                        s.rules().deviceRule().article()));
            }
            if (!List.of("1", "1/2").contains(cmd.opponentScore())) {
                throw GameRuleException.malformed(Message.of("refusal.game.opponentScore.value", cmd.opponentScore()));
            }
        }
        Adjudication.Ruling ruling;
        try {
            ruling = Adjudication.deviceSignal(s.position(), cmd.player(), s.rules(),
                    Optional.ofNullable(cmd.opponentScore()));
        } catch (IllegalArgumentException e) {
            throw GameRuleException.malformed("opponentScore: " + e.getMessage());
        }
        Outcome o = ruling.outcome();
        MateAnalysis analysis = ruling.canCheckmate().map(v -> MateAnalysis.of(cmd.player().opposite(), v)).orElse(null);
        return List.of(new DeviceSignalReported(s.gameId(), cmd.at(), Actor.ARBITER, cmd.player(),
                        s.rules().deviceRule().article(), s.edition()),
                new adjudicator.command.api.GameEnded(s.gameId(), cmd.at(), Actor.ARBITER, o.result().notation(),
                        o.termination(), o.article(), s.edition(), analysis));
    }
}
