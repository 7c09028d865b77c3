package adjudicator.command.state;

import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.BothFlagsFell;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimReferredToArbiter;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.DeviceSignalReported;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.IncrementIntroduced;
import adjudicator.command.api.IncrementRequested;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.ResultCorrected;
import adjudicator.command.api.TimeAwarded;

import java.util.List;

/**
 * The rulings' English sentences as {@link Rulings} wrote them in code before the texts moved to the resource
 * bundles (issue 37, commit 17acc0b), kept as they were: the oracle {@code RulingsTest} holds the bundles' English to.
 */
final class RulingsBefore37 {

    private RulingsBefore37() {
    }

    /**
     * The events in a view's rulings that are no ruling: a player's acts (a draw offered or declined, an increment
     * asked for) and the clocks stopped or restarted (by a player calling the arbiter, or by him before he rules).
     */
    public static final java.util.Set<String> NOT_RULINGS = java.util.Set.of(DrawOffered.class.getSimpleName(),
            DrawOfferDeclined.class.getSimpleName(), IncrementRequested.class.getSimpleName(), ClocksStopped.class.getSimpleName(),
            ClocksResumed.class.getSimpleName());


    /** A duration as a clock shows it: {@code 1:29:55}. */
    public static String clk(long ms) {
        long s = ms / 1000;
        return String.format("%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
    }

    /** {@code +0:03:00} or {@code -0:01:30}. */
    static String signed(long ms) {
        return (ms < 0 ? "-" : "+") + clk(Math.abs(ms));
    }

    static String describe(ClaimRejected e) {
        StringBuilder s = new StringBuilder();
        s.append(e.claim() == ClaimKind.FLAG_FALL ? "flag-fall claim" : e.claim() == ClaimKind.TOUCH_MOVE
                        ? "touch-move claim" : e.claim() == ClaimKind.QUICKPLAY_INCREMENT ? "request for an increment"
                        : "draw claim (" + e.claim() + ")")
                .append(" by ").append(e.player()).append(" rejected: ").append(e.reason());
        if (e.found() != null) {
            s.append(e.claim() == ClaimKind.FLAG_FALL ? " (" + clk(e.found()) + " left)"
                    : e.claim() == ClaimKind.THREEFOLD_REPETITION ? " (occurrences: " + e.found() + ")"
                    : " (half-moves without a pawn move or capture: " + e.found() + ")");
        }
        s.append(", Art. ").append(e.article()).append(' ').append(e.rules());
        if (e.penaltyArticle() != null) {
            s.append("; Art. ").append(e.penaltyArticle()).append(": ").append(e.player()).append(' ')
                    .append(signed(e.claimantDeltaMs())).append(", ").append(e.player().opposite()).append(' ')
                    .append(signed(e.opponentDeltaMs()));
            if (e.timeSource() != null) {
                s.append(" (").append(e.timeSource()).append(')');
            }
        }
        if (e.obligedMove() != null) {
            s.append("; the intended move ").append(e.obligedMove()).append(" must be made");
        }
        return s.toString();
    }

    static String describe(ResultCorrected e) {
        return "result decided by the arbiter: " + e.result() + switch (e.decision()) {
            case SIGNED -> " (the result signed on both scoresheets stands)";
            case RECORDED -> " (the record's result stands)";
            case OTHER -> "";
        } + (e.reason() == null ? "" : " (" + e.reason() + ")") + ", Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(BothFlagsFell e) {
        return "both flags fallen, which fell first cannot be established, observed by " + e.actor() + " at " + e.at()
                + (e.lastPeriod() ? ": the last period, the game is drawn" : ": not the last period, the game continues")
                + ", Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(FlagFell e) {
        return e.side() + "'s flag fell" + (e.fellAt() == null ? "" : " at " + e.fellAt()) + ", established by "
                + e.establishedBy() + " at " + e.at() + ", Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(ClocksCorrected e) {
        return "clocks set by the arbiter: WHITE " + clk(e.whiteRemainingMs()) + " (" + e.whiteMovesCompleted()
                + " moves), BLACK " + clk(e.blackRemainingMs()) + " (" + e.blackMovesCompleted() + " moves)"
                + (e.running() == null ? "" : ", " + e.running() + "'s clock running") + ", Art. " + e.article() + ' '
                + e.rules();
    }

    static String describe(ClocksStopped e) {
        return "clocks stopped by " + e.actor() + ", Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(ClocksResumed e) {
        return "clocks resumed (" + e.side() + "'s runs), Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(DrawOffered e) {
        return "=, draw offered by " + e.player() + ", Art. " + e.article() + ' ' + e.rules()
                + (e.proper() ? "" : " (not after a move and before pressing the clock: Art. " + e.otherTimeArticle() + ")")
                + (Boolean.TRUE.equals(e.againstRegulations()) ? " (against the competition's regulations on draws"
                + (e.regulationsArticle() == null ? "" : ", Art. " + e.regulationsArticle()) + ")" : "");
    }

    static String describe(adjudicator.command.api.ResultAmendedOnAppeal e) {
        return "result amended on appeal " + e.appealId() + ": " + e.result() + " (" + e.termination() + ")"
                + (e.article() == null ? "" : ", Art. " + e.article() + ' ' + e.rules()) + (e.reason() == null ? "" : ": " + e.reason());
    }

    static String describe(adjudicator.command.api.GameResumedOnAppeal e) {
        return "game resumed on appeal " + e.appealId() + " from the position after " + e.toPly() + " half-moves ("
                + e.fen() + "), clocks White " + e.whiteRemainingMs() + " ms, Black " + e.blackRemainingMs() + " ms"
                + (e.annulledMoves().isEmpty() ? "" : "; annulled: " + String.join(" ", e.annulledMoves()))
                + (e.reason() == null ? "" : ": " + e.reason());
    }

    static String describe(adjudicator.command.api.PenaltyWithdrawnOnAppeal e) {
        return "penalty of event " + e.penaltySeq() + " withdrawn on appeal " + e.appealId() + (e.reason() == null ? "" : ": " + e.reason());
    }

    static String describe(adjudicator.command.api.GameAnnulledOnAppeal e) {
        return "game annulled on appeal " + e.appealId() + (e.replayOrdered() ? ", to be replayed" : "")
                + (e.reason() == null ? "" : ": " + e.reason());
    }

    static String describe(DrawOfferDeclined e) {
        return "draw offer declined by " + e.player() + " (" + e.how().name().toLowerCase().replace('_', ' ') + "), Art. "
                + e.article() + ' ' + e.rules();
    }

    static String describe(IllegalMoveDetected e) {
        return (e.uci() == null ? "illegal action" : "illegal move " + e.uci()) + " by " + e.offender() + " ("
                + e.reason() + ") reported by " + e.actor()
                + (e.count() == null ? ", not completed: replaced without penalty" : ", illegal move no. " + e.count())
                + ", Art. " + e.article() + ' ' + e.rules()
                + (e.timeWaivedBy() == null ? "" : "; no time to the opponent, who answered it (" + e.timeWaivedBy() + ")");
    }

    /** @param annulled the moves the reinstatement took off the board, as written (SAN, or UCI for an illegal one) */
    static String describe(PositionRestored e, List<String> annulled) {
        return "position after " + e.toPly() + (e.toPly() == 1 ? " half-move" : " half-moves") + " reinstated"
                + (e.reason() == null ? "" : " (" + e.reason() + ")") + (annulled.isEmpty() ? "" : ", annulled: "
                + String.join(" ", annulled)) + ", Art. "
                + e.article() + ' ' + e.rules() + (e.touched() == null || e.touched().isEmpty() ? ""
                : "; the man on " + String.join(", ", e.touched()) + " counts as touched, Art. " + e.obligationArticle());
    }

    static String describe(PenaltyImposed e) {
        String what = switch (e.penalty()) {
            case ADD_OPPONENT_TIME -> e.player().opposite() + " " + signedMs(e.amountMs());
            case DEDUCT_TIME -> e.player() + " " + signedMs(e.amountMs() == null ? null : -e.amountMs());
            default -> e.penalty().name();
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

    static String describe(adjudicator.command.api.EndingAwaitsClaim e) {
        return e.termination() + " (" + e.result() + ", Art. " + e.article() + " " + e.rules() + ") waits for " + e.claimant()
                + ": the move broke touch-move, and he may claim it (Art. " + e.claimArticle() + "); the ending takes effect at "
                + "his first act other than that claim, or at his waiver";
    }

    static String describe(ClaimPostponed e) {
        return "quickplay-finish claim by " + e.player() + " postponed; " + e.player().opposite() + " "
                + (e.opponentDeltaMs() == 0 ? "+0:00:00" : "+" + clk(e.opponentDeltaMs())) + ", Art. " + e.article()
                + ' ' + e.rules();
    }

    static String describe(GameAnnulled e) {
        return "game annulled by the arbiter" + (e.reason() == null ? "" : " (" + e.reason() + ")") + ", Art. "
                + e.article() + ' ' + e.rules();
    }

    static String describe(AbsenceReported e) {
        return e.player() + " absent " + clk(e.elapsedMs()) + " after the start, default time " + clk(e.defaultTimeMs())
                + (e.waived() ? ", the loss waived by the arbiter" : "") + ", Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(TimeAwarded e) {
        return e.player() + " given +" + clk(e.amountMs()) + " for a disturbance" + (e.reason() == null ? "" : " ("
                + e.reason() + ")") + ", Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(DeviceSignalReported e) {
        return e.player() + "'s electronic device, reported by the arbiter, Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(MoveCompleted e) {
        return "the pawn left on the last rank became a queen, Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(ClaimReferredToArbiter e) {
        return "the claim, made with no arbiter present, concludes the game; final position " + e.fen()
                + ", referred to the arbiter, Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(IncrementRequested e) {
        return e.player() + " asked for an increment of " + e.incrementMs() / 1000
                + " s for both players (a draw offer), Art. " + e.article() + ' ' + e.rules();
    }

    static String describe(IncrementIntroduced e) {
        return "increment granted to both players: time control " + e.timeControl() + " from now on; "
                + e.player().opposite() + " +" + clk(e.opponentDeltaMs()) + ", Art. " + e.article() + ' ' + e.rules();
    }

    public static String describe(MateAnalysis a) {
        return switch (a.verdict()) {
            case WINNABLE -> a.side() + " can checkmate (helpmate: " + String.join(" ", a.helpmate()) + ")";
            case UNWINNABLE -> a.side() + " cannot checkmate by any series of legal moves (proof: " + a.proof() + ")";
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
        return a.verdict() == MateAnalysis.Verdict.UNWINNABLE ? describe(a)
                : "the engine could not decide whether " + a.side() + " can checkmate (" + a.nodes() + " nodes searched)";
    }
}
