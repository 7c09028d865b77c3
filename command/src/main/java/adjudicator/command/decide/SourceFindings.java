package adjudicator.command.decide;

import adjudicator.command.api.SourceEndingRecorded;
import adjudicator.command.state.GameState;
import adjudicator.command.state.MoveRecord;
import adjudicator.command.state.SourceEndingRecord;
import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.Status;
import adjudicator.engine.pgn.SourceEnding;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.IllegalMoveKind;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Ruleset;
import adjudicator.engine.Unwinnability;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the Laws judge an imported game's facts otherwise than its source (docs/import.md): the game's
 * findings, each at its ply with the article of the game's edition. They never change the game's result,
 * which is the source's (8.7: the result written stands unless the arbiter decides otherwise): the arbiter
 * acts on a finding with ResultCorrected, or a committee on appeal. A function of the record alone, so that
 * every read (the game's view, its timeline, its PGN, a re-adjudication) says the same.
 *
 * <ul>
 * <li>the Laws had ended the game (a mate, a stalemate, a dead position, the fivefold repetition or 75 moves
 * where the edition has them) with another result than the source's, or the source goes on after that end;</li>
 * <li>a flag fall or a resignation the source records, where the opponent cannot checkmate by any series of
 * legal moves: a draw under the edition's article (2005 6.10, 2017/2023 6.9; a resignation only under
 * 2023 5.1.2);</li>
 * <li>a mate, stalemate or dead position the source names that the position on the board is not;</li>
 * <li>every illegal move, on which the source records no arbiter's action.</li>
 * </ul>
 */
public final class SourceFindings {

    /** What a finding is about (an archive audit counts them by kind). */
    public enum Kind {
        /** A move illegal under Article 3, on which the source records no arbiter's action. */
        ILLEGAL_MOVE,
        /** The Laws had ended the game with another result than the source's. */
        ENDED_OTHERWISE,
        /** The source goes on after the Laws' end of the game. */
        PLAYED_ON,
        /** A flag fall or resignation won where the winner could not checkmate by any series of legal moves. */
        CANNOT_CHECKMATE,
        /** A mate the source names that the position is not. */
        NO_MATE,
        /** A stalemate the source names that the position is not. */
        NO_STALEMATE,
        /** A dead position the source names that the position is not. */
        NOT_DEAD
    }

    /**
     * One finding: the ply it concerns (0 for the game as a whole), the article, the sentence, and what it is
     * about (not in the import's answers, which stay as they were; the audit writes it).
     */
    public record Finding(int ply, String article, String text, @com.fasterxml.jackson.annotation.JsonIgnore Kind kind) {
    }

    private SourceFindings() {
    }

    /** The findings of a game; none for a game recorded here, or one whose source gives no ending. */
    public static List<Finding> of(GameState s) {
        List<Finding> out = new ArrayList<>();
        if (s.source() == null) {
            return out;
        }
        Ruleset rules = s.rules();
        List<MoveRecord> moves = s.moves();
        for (int i = 0; i < moves.size(); i++) {
            MoveRecord m = moves.get(i);
            if (!m.legal()) {
                String action = rules.illegalMoves().articleOf(IllegalMoveKind.ILLEGAL_MOVE).orElse(null);
                out.add(new Finding(i + 1, m.article(), "the move at ply " + (i + 1) + " (" + m.player() + ", " + m.move().uci()
                        + ") is illegal (" + m.reason() + ", Art. " + m.article() + "); the source applied no " + action,
                        Kind.ILLEGAL_MOVE));
            }
        }
        SourceEndingRecord record = s.sourceEnding();
        if (record == null) {
            return out;
        }
        SourceEndingRecorded source = record.ending();
        String recorded = "recorded " + source.result() + " (" + what(source.kind(), source.termination()) + ")";
        if (record.lawsResult() != null) {
            int ply = record.lawsPly();
            if (!record.lawsResult().equals(source.result()) && !"*".equals(source.result())) {
                out.add(new Finding(ply, record.lawsArticle(), recorded + "; the Laws give " + record.lawsResult() + " under "
                        + record.lawsArticle() + ": " + record.lawsTermination().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                        + " after ply " + ply, Kind.ENDED_OTHERWISE));
            }
            if (!source.movesAfterEnd().isEmpty()) {
                out.add(new Finding(ply, record.lawsArticle(), "the game ended after ply " + ply + " under " + record.lawsArticle()
                        + "; the source goes on with " + source.movesAfterEnd().size() + " move" + (source.movesAfterEnd().size() == 1 ? "" : "s")
                        + " (" + String.join(" ", source.movesAfterEnd()) + "), kept as the source's and not played", Kind.PLAYED_ON));
            }
            return out;
        }
        if ("*".equals(source.result())) {
            return out;
        }
        Position position = s.position();
        int ply = moves.size();
        Color loser = "1-0".equals(source.result()) ? Color.BLACK : "0-1".equals(source.result()) ? Color.WHITE : null;
        switch (source.kind()) {
            case TIME_FORFEIT -> {
                if (loser != null) {
                    otherwise(out, ply, recorded, source.result(), loser, Adjudication.flagFall(position, loser, rules));
                }
            }
            case RESIGNATION -> {
                if (loser != null) {
                    otherwise(out, ply, recorded, source.result(), loser, Adjudication.resignation(position, loser, rules));
                }
            }
            case CHECKMATE -> out.add(new Finding(ply, rules.article(Law.CHECKMATE), recorded + "; the position on the board is no mate ("
                    + rules.article(Law.CHECKMATE) + ")" + (position.status() == Status.ONGOING ? "" : ": " + status(position)),
                    Kind.NO_MATE));
            case STALEMATE -> out.add(new Finding(ply, rules.article(Law.STALEMATE), recorded + "; the position on the board is no stalemate ("
                    + rules.article(Law.STALEMATE) + ")" + (position.status() == Status.ONGOING ? "" : ": " + status(position)),
                    Kind.NO_STALEMATE));
            case INSUFFICIENT_MATERIAL -> {
                Adjudication.DeadPositionReview review = Adjudication.reviewDeadPosition(position, rules);
                if (review.refuted()) {
                    Color side = review.white() instanceof Unwinnability.Winnable ? Color.WHITE : Color.BLACK;
                    out.add(new Finding(ply, review.article(), recorded + "; the position on the board is not dead (" + review.article()
                            + "): " + side + " can still checkmate", Kind.NOT_DEAD));
                }
            }
            default -> {
                // an agreement, a repetition, a forfeit, the arbiter's decision: the source's account, which the facts do not contradict
            }
        }
        return out;
    }

    /** The finding where the Laws' ruling on the loser's flag or resignation gives another result than the source's. */
    private static void otherwise(List<Finding> out, int ply, String recorded, String result, Color loser, Adjudication.Ruling ruling) {
        if (!ruling.outcome().result().notation().equals(result)) {
            Color side = loser.opposite();
            out.add(new Finding(ply, ruling.outcome().article(), recorded + "; the Laws give " + ruling.outcome().result().notation()
                    + " under " + ruling.outcome().article() + ": " + side + " cannot checkmate " + side.opposite()
                    + "'s king by any series of legal moves", Kind.CANNOT_CHECKMATE));
        }
    }

    private static String status(Position position) {
        return position.status().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The source's ending in words: the tag as written where there is one, else the kind. */
    private static String what(SourceEnding.Kind kind, String termination) {
        return termination != null && !termination.isBlank() ? termination.strip()
                : kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
