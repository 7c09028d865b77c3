package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.AmendResultOnAppeal;
import adjudicator.command.api.Commands.AnnulOnAppeal;
import adjudicator.command.api.Commands.ResumeOnAppeal;
import adjudicator.command.api.GameAnnulledOnAppeal;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameResumedOnAppeal;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.ResultAmendedOnAppeal;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.command.text.Message;
import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.Termination;

import java.util.List;

/**
 * What an appeals committee's decision does to a game, as new events that cite the appeal (the record
 * is never edited): the result amended, the game resumed from a position of its record with the clocks
 * set, the game annulled (and ordered replayed). These come after the game has ended, which is when
 * appeals are made; a game that has not ended has no decision to appeal against yet.
 */
final class AppealEffectsDecider {

    private AppealEffectsDecider() {
    }

    private static void requireAppeal(GameState s, String appealId) {
        if (appealId == null || appealId.isBlank()) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.effect.noAppeal"));
        }
        if (s.status() == GameStatus.IN_PROGRESS || s.status() == GameStatus.NOT_STARTED) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.effect.gameNotEnded"), null, s.edition());
        }
    }

    static List<GameEvent> amendResult(GameState s, AmendResultOnAppeal c) {
        requireAppeal(s, c.appealId());
        if (s.status() == GameStatus.ANNULLED) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.effect.annulledNoResult"), null, s.edition());
        }
        try {
            GameResult.fromNotation(c.result());
        } catch (RuntimeException e) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.effect.result", String.valueOf(c.result())));
        }
        if (c.termination() == null) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.effect.noTermination"));
        }
        return List.of(new ResultAmendedOnAppeal(s.gameId(), c.at(), Actor.APPEALS_COMMITTEE, c.appealId(), c.result(),
                c.termination(), c.article(), c.reason(), s.edition()));
    }

    static List<GameEvent> resume(GameState s, ResumeOnAppeal c) {
        requireAppeal(s, c.appealId());
        if (c.toPly() < 0 || c.toPly() > s.moves().size()) {
            throw GameRuleException.notAFact(Message.of("refusal.appeal.effect.noPosition", s.moves().size(), c.toPly()), null, s.edition());
        }
        for (int i = 0; i < c.toPly(); i++) {
            if (!s.moves().get(i).legal()) {
                throw GameRuleException.conflict(Message.of("refusal.appeal.effect.illegalHalfMove", i + 1), null, s.edition());
            }
        }
        if (c.whiteRemainingMs() < 0 || c.blackRemainingMs() < 0) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.effect.negativeTimes"));
        }
        if (s.clock().control().hasClock() && (c.whiteRemainingMs() == 0 || c.blackRemainingMs() == 0)) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.effect.zeroTime"));
        }
        List<String> annulled = s.moves().subList(c.toPly(), s.moves().size()).stream().map(MoveRecord::uci).toList();
        return List.of(new GameResumedOnAppeal(s.gameId(), c.at(), Actor.APPEALS_COMMITTEE, c.appealId(), c.toPly(),
                s.positionAfter(c.toPly()).fen(), c.whiteRemainingMs(), c.blackRemainingMs(), annulled, c.reason(), s.edition()));
    }

    static List<GameEvent> withdrawPenalty(GameState s, adjudicator.command.api.Commands.WithdrawPenaltyOnAppeal c) {
        requireAppeal(s, c.appealId());
        if (s.penalties().stream().noneMatch(p -> p.seq() == c.penaltySeq())) {
            throw GameRuleException.notAFact(Message.of("refusal.appeal.effect.noPenalty", c.penaltySeq(),
                    String.valueOf(s.penalties().stream().map(p -> String.valueOf(p.seq())).toList())), null, s.edition());
        }
        return List.of(new adjudicator.command.api.PenaltyWithdrawnOnAppeal(s.gameId(), c.at(), Actor.APPEALS_COMMITTEE, c.appealId(),
                c.penaltySeq(), c.reason(), s.edition()));
    }

    static List<GameEvent> annul(GameState s, AnnulOnAppeal c) {
        requireAppeal(s, c.appealId());
        if (s.status() == GameStatus.ANNULLED && s.termination() == Termination.ANNULLED) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.effect.annulledAlready"), null, s.edition());
        }
        return List.of(new GameAnnulledOnAppeal(s.gameId(), c.at(), Actor.APPEALS_COMMITTEE, c.appealId(), c.replay(), c.reason(),
                s.edition()));
    }
}
