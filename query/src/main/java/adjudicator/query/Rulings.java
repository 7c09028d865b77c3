package adjudicator.query;

import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.MateAnalysis;

/** Sentences for people (the PGN's comments, the views' rulings) from the events that record rulings. */
final class Rulings {

    private Rulings() {
    }

    static String describe(ClaimRejected e) {
        StringBuilder s = new StringBuilder();
        s.append(e.claim() == ClaimKind.FLAG_FALL ? "flag-fall claim" : "draw claim (" + e.claim() + ")")
                .append(" by ").append(e.player()).append(" rejected: ").append(e.reason());
        if (e.found() != null) {
            s.append(e.claim() == ClaimKind.FLAG_FALL ? " (" + PgnWriter.clk(e.found()) + " left)"
                    : e.claim() == ClaimKind.THREEFOLD_REPETITION ? " (" + e.found() + " occurrences)"
                    : " (" + e.found() + " half-moves)");
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

    static String describe(MateAnalysis a) {
        return switch (a.verdict()) {
            case "WINNABLE" -> a.side() + " can checkmate (helpmate: " + String.join(" ", a.helpmate()) + ")";
            case "UNWINNABLE" -> a.side() + " cannot checkmate by any series of legal moves (proof: " + a.proof() + ")";
            default -> "whether " + a.side() + " can checkmate was not determined (" + a.nodes()
                    + " nodes searched); treated as possible";
        };
    }

    /** {@code +0:03:00} or {@code -0:01:30}. */
    private static String signed(long ms) {
        return (ms < 0 ? "-" : "+") + PgnWriter.clk(Math.abs(ms));
    }
}
