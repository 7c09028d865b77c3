package adjudicator.query;

import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.MateAnalysis;

/** Sentences for people (the PGN's comments, the views' rulings) from the events that record rulings. */
final class Rulings {

    private Rulings() {
    }

    static String describe(ClaimRejected e) {
        StringBuilder s = new StringBuilder();
        s.append(e.claim() == ClaimKind.FLAG_FALL ? "flag-fall claim" : e.claim() == ClaimKind.TOUCH_MOVE
                        ? "touch-move claim" : e.claim() == ClaimKind.QUICKPLAY_INCREMENT ? "request for an increment"
                        : "draw claim (" + e.claim() + ")")
                .append(" by ").append(e.player()).append(" rejected: ").append(e.reason());
        if (e.found() != null) {
            s.append(e.claim() == ClaimKind.FLAG_FALL ? " (" + PgnWriter.clk(e.found()) + " left)"
                    : e.claim() == ClaimKind.THREEFOLD_REPETITION ? " (occurrences: " + e.found() + ")"
                    : " (half-moves without a pawn move or capture: " + e.found() + ")");
        }
        s.append(", Art. ").append(e.article()).append(' ').append(e.rules());
        if (e.penaltyArticle() != null) {
            s.append("; Art. ").append(e.penaltyArticle()).append(": ").append(e.player()).append(' ')
                    .append(signed(e.claimantDeltaMs())).append(", ").append(e.player().opposite()).append(' ')
                    .append(signed(e.opponentDeltaMs()));
        }
        if (e.obligedMove() != null) {
            s.append("; the intended move ").append(e.obligedMove()).append(" must be made");
        }
        return s.toString();
    }

    static String describe(FlagFell e) {
        return e.side() + "'s flag fell" + (e.fellAt() == null ? "" : " at " + e.fellAt()) + ", established by "
                + e.establishedBy() + " at " + e.at() + ", Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(ClocksCorrected e) {
        return "clocks set by the arbiter: WHITE " + PgnWriter.clk(e.whiteRemainingMs()) + " (" + e.whiteMovesCompleted()
                + " moves), BLACK " + PgnWriter.clk(e.blackRemainingMs()) + " (" + e.blackMovesCompleted() + " moves)"
                + (e.running() == null ? "" : ", " + e.running() + "'s clock running") + ", Art. " + e.article() + ' '
                + e.rules();
    }

    static String describe(DrawOffered e) {
        return "=, draw offered by " + e.player() + ", Art. " + e.article() + ' ' + e.rules()
                + (e.proper() ? "" : " (not after a move and before pressing the clock: Art. " + e.otherTimeArticle() + ")");
    }

    static String describe(IllegalMoveDetected e) {
        return (e.uci() == null ? "illegal action" : "illegal move " + e.uci()) + " by " + e.offender() + " (" + e.reason() + ") reported by " + e.actor()
                + (e.count() == null ? ", not completed: replaced without penalty" : ", illegal move no. " + e.count())
                + ", Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(PositionRestored e, java.util.List<String> annulled) {
        return "position after " + e.toPly() + (e.toPly() == 1 ? " half-move" : " half-moves") + " reinstated"
                + (e.reason() == null ? "" : " (" + e.reason() + ")") + (annulled.isEmpty() ? "" : ", annulled: "
                + String.join(" ", annulled)) + ", Art. "
                + e.article() + ' ' + e.rules() + (e.touched() == null || e.touched().isEmpty() ? ""
                : "; the man on " + String.join(", ", e.touched()) + " counts as touched, Art. " + e.obligationArticle());
    }

    static String describe(PenaltyImposed e) {
        String what = switch (e.penalty()) {
            case "ADD_OPPONENT_TIME" -> e.player().opposite() + " " + signedMs(e.amountMs());
            case "DEDUCT_TIME" -> e.player() + " " + signedMs(-e.amountMs());
            default -> e.penalty();
        };
        return "penalty on " + e.player() + ": " + what + (e.points() == null ? "" : " (score " + e.points() + ")")
                + (e.reason() == null ? "" : " (" + e.reason() + ")")
                + (e.enforces() == null ? "" : " for breaking Art. " + e.enforces()) + ", Art. " + e.article() + ' ' + e.rules();
    }

    private static String signedMs(Long ms) {
        return ms == null ? "" : signed(ms);
    }

    static String describe(ObligationBroken e) {
        return e.player() + "'s move " + e.uci() + " broke Art. " + e.article() + " " + e.rules() + ": only "
                + String.join(", ", e.allowed()) + " could be made"
                + (e.touched() == null || e.touched().isEmpty() ? "" : " (touched: " + String.join(", ", e.touched()) + ")");
    }

    static String describe(MateAnalysis a) {
        return switch (a.verdict()) {
            case "WINNABLE" -> a.side() + " can checkmate (helpmate: " + String.join(" ", a.helpmate()) + ")";
            case "UNWINNABLE" -> a.side() + " cannot checkmate by any series of legal moves (proof: " + a.proof() + ")";
            default -> "whether " + a.side() + " can checkmate was not determined (" + a.nodes()
                    + " nodes searched); treated as possible";
        };
    }

    static String describe(DeadPositionDeclared e) {
        return "the arbiter declared the position dead, Art. " + e.article() + " " + e.rules() + ": "
                + deadSide(e.white()) + "; " + deadSide(e.black())
                + (e.proved() ? "" : "; the declaration stands on the arbiter's judgement");
    }

    private static String deadSide(MateAnalysis a) {
        return "UNWINNABLE".equals(a.verdict()) ? describe(a)
                : "the engine could not decide whether " + a.side() + " can checkmate (" + a.nodes() + " nodes searched)";
    }

    /** {@code +0:03:00} or {@code -0:01:30}. */
    private static String signed(long ms) {
        return (ms < 0 ? "-" : "+") + PgnWriter.clk(Math.abs(ms));
    }
}
