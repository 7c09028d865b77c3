package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Commands.CorrectResult;
import adjudicator.command.api.Commands.SignScoresheet;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.ResultCorrected;
import adjudicator.command.api.ResultDecision;
import adjudicator.command.api.ScoresheetSigned;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.command.state.ResultStanding;
import adjudicator.engine.Color;
import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.Law;

import java.util.List;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.require;
import static adjudicator.command.decide.Guards.requireNotBefore;
import static adjudicator.command.decide.Guards.requirePlayer;

/**
 * The signed result (2005 8.7; RF 2013 8.7; 2017/2023 8.7): "at the end of the game both players shall
 * sign both scoresheets, indicating the result of the game. Even if incorrect, this result shall stand,
 * unless the arbiter decides otherwise."
 */
final class ScoresheetDecider {

    /** The results a scoresheet or the arbiter may state (decisive, drawn, both lost). */
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "0-0");

    private ScoresheetDecider() {
    }

    /** A player signs both scoresheets, showing the result he writes; once, and only once the game has ended. */
    static List<GameEvent> signScoresheet(GameState s, SignScoresheet cmd) {
        requirePlayer(cmd.player());
        requireResult(cmd.result(), "result");
        String article = s.rules().article(Law.SIGNED_RESULT);
        requireFinished(s, status -> Message.of("refusal.game.scoresheet.signAtEnd", status), article);
        requireNotBefore(s, cmd.at());
        if (s.signed(cmd.player()) != null) {
            throw conflict(s, Message.of("refusal.game.scoresheet.alreadySigned", cmd.player(), s.signed(cmd.player())), article);
        }
        return List.of(new ScoresheetSigned(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(), cmd.result(), article,
                s.edition()));
    }

    /**
     * The arbiter decides the result: the result signed alike on both scoresheets stands (refused where
     * they differ or are not both signed), or the record's, or another he states with his reason. He
     * decides once; a later change is an appeal's (issue 22).
     */
    static List<GameEvent> correctResult(GameState s, CorrectResult cmd) {
        require(cmd.decision() != null, Message.of("refusal.game.result.decisionRequired"));
        String article = s.rules().article(Law.SIGNED_RESULT);
        requireFinished(s, status -> Message.of("refusal.game.result.ofFinishedGame", status), article);
        requireNotBefore(s, cmd.at());
        if (s.resultDecision() != null) {
            throw conflict(s, Message.of("refusal.game.result.decided", s.resultDecision().result()), article);
        }
        String result = switch (cmd.decision()) {
            case SIGNED -> {
                require(cmd.result() == null || cmd.result().equals(s.signed(Color.WHITE)),
                        Message.of("refusal.game.result.notWithSigned"));
                ResultStanding standing = s.resultStanding();
                if (standing != ResultStanding.SIGNED && standing != ResultStanding.SIGNED_OTHERWISE) {
                    throw conflict(s, standing == ResultStanding.SIGNED_DIFFERENTLY
                            ? Message.of("refusal.game.result.signedDifferently", s.signed(Color.WHITE), s.signed(Color.BLACK))
                            : Message.of("refusal.game.result.notBothSigned"), article);
                }
                yield s.signed(Color.WHITE);
            }
            case RECORDED -> {
                require(cmd.result() == null || cmd.result().equals(s.result()),
                        Message.of("refusal.game.result.notWithRecorded"));
                yield s.result();
            }
            case OTHER -> {
                requireResult(cmd.result(), "result");
                require(cmd.reason() != null && !cmd.reason().isBlank(), Message.of("refusal.game.result.reasonRequired"));
                yield cmd.result();
            }
        };
        return List.of(new ResultCorrected(s.gameId(), cmd.at(), Actor.ARBITER, cmd.decision(), result,
                cmd.reason() == null || cmd.reason().isBlank() ? null : cmd.reason().strip(), article, s.edition()));
    }

    /** The game is finished; else the refusal {@code why} words, given the game's status. */
    private static void requireFinished(GameState s, java.util.function.Function<GameStatus, Message> why, String article) {
        if (s.status() != GameStatus.FINISHED) {
            throw conflict(s, why.apply(s.status()), article);
        }
    }

    private static void requireResult(String result, String field) {
        require(result != null && RESULTS.contains(result), Message.of("refusal.game.result.oneOf", field, RESULTS));
        GameResult.fromNotation(result); // all of them are results the scores know
    }
}
