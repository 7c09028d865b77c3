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
            throw GameRuleException.malformed("an appeal's decision names the appeal");
        }
        if (s.status() == GameStatus.IN_PROGRESS || s.status() == GameStatus.NOT_STARTED) {
            throw GameRuleException.conflict("the game has not ended: an appeal is decided after it", null, s.edition());
        }
    }

    static List<GameEvent> amendResult(GameState s, AmendResultOnAppeal c) {
        requireAppeal(s, c.appealId());
        if (s.status() == GameStatus.ANNULLED) {
            throw GameRuleException.conflict("the game was annulled: it has no result to amend", null, s.edition());
        }
        try {
            GameResult.fromNotation(c.result());
        } catch (RuntimeException e) {
            throw GameRuleException.malformed("\"result\" must be 1-0, 0-1, 1/2-1/2, 0-0, 1/2-0 or 0-1/2, not " + c.result());
        }
        if (c.termination() == null) {
            throw GameRuleException.malformed("an amended result names how the game ended (\"termination\")");
        }
        return List.of(new ResultAmendedOnAppeal(s.gameId(), c.at(), Actor.APPEALS_COMMITTEE, c.appealId(), c.result(),
                c.termination(), c.article(), c.reason(), s.edition()));
    }

    static List<GameEvent> resume(GameState s, ResumeOnAppeal c) {
        requireAppeal(s, c.appealId());
        if (c.toPly() < 0 || c.toPly() > s.moves().size()) {
            throw GameRuleException.notAFact("the game's line has " + s.moves().size() + " half-moves; there is no position after "
                    + c.toPly(), null, s.edition());
        }
        for (int i = 0; i < c.toPly(); i++) {
            if (!s.moves().get(i).legal()) {
                throw GameRuleException.conflict("half-move " + (i + 1) + " of the line was illegal: a game resumes from a position "
                        + "reached by legal moves", null, s.edition());
            }
        }
        if (c.whiteRemainingMs() < 0 || c.blackRemainingMs() < 0) {
            throw GameRuleException.malformed("the clocks' times cannot be negative");
        }
        if (s.clock().control().hasClock() && (c.whiteRemainingMs() == 0 || c.blackRemainingMs() == 0)) {
            throw GameRuleException.malformed("a game resumed with a clock at zero would end at once: give each player time");
        }
        List<String> annulled = s.moves().subList(c.toPly(), s.moves().size()).stream().map(MoveRecord::uci).toList();
        return List.of(new GameResumedOnAppeal(s.gameId(), c.at(), Actor.APPEALS_COMMITTEE, c.appealId(), c.toPly(),
                s.positionAfter(c.toPly()).fen(), c.whiteRemainingMs(), c.blackRemainingMs(), annulled, c.reason(), s.edition()));
    }

    static List<GameEvent> withdrawPenalty(GameState s, adjudicator.command.api.Commands.WithdrawPenaltyOnAppeal c) {
        requireAppeal(s, c.appealId());
        if (s.penalties().stream().noneMatch(p -> p.seq() == c.penaltySeq())) {
            throw GameRuleException.notAFact("event " + c.penaltySeq() + " imposed no penalty that stands (penalties at events "
                    + s.penalties().stream().map(p -> String.valueOf(p.seq())).toList() + ")", null, s.edition());
        }
        return List.of(new adjudicator.command.api.PenaltyWithdrawnOnAppeal(s.gameId(), c.at(), Actor.APPEALS_COMMITTEE, c.appealId(),
                c.penaltySeq(), c.reason(), s.edition()));
    }

    static List<GameEvent> annul(GameState s, AnnulOnAppeal c) {
        requireAppeal(s, c.appealId());
        if (s.status() == GameStatus.ANNULLED && s.termination() == Termination.ANNULLED) {
            throw GameRuleException.conflict("the game is annulled already", null, s.edition());
        }
        return List.of(new GameAnnulledOnAppeal(s.gameId(), c.at(), Actor.APPEALS_COMMITTEE, c.appealId(), c.replay(), c.reason(),
                s.edition()));
    }
}
