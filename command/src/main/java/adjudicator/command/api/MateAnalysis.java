package adjudicator.command.api;

import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Unwinnability;

import java.util.List;

/**
 * The engine's answer, kept in the record, to "can {@code side} still checkmate by any series of legal
 * moves?" where a ruling turned on it (a flag fall, 2005 6.10; a resignation under 2023 5.1.2).
 * {@code verdict}: {@code WINNABLE} with {@code helpmate} (UCI moves that end in {@code side} giving
 * mate), {@code UNWINNABLE} with {@code proof} (how it was proved), or {@code UNDETERMINED} (the search
 * ended without an answer after {@code nodes} nodes; the ruling then treats the mate as possible).
 */
public record MateAnalysis(Color side, Verdict verdict, List<String> helpmate, String proof, Long nodes) {

    /** The engine's answer. */
    public enum Verdict {
        /** A helpmate exists: the side can checkmate. */
        WINNABLE,
        /** Proved: the side cannot checkmate by any series of legal moves. */
        UNWINNABLE,
        /** The search ended without an answer; a ruling treats the mate as possible. */
        UNDETERMINED
    }

    public static MateAnalysis of(Color side, Unwinnability.Verdict verdict) {
        if (verdict instanceof Unwinnability.Winnable w) {
            return new MateAnalysis(side, Verdict.WINNABLE, w.helpmate().stream().map(Move::uci).toList(), null, null);
        }
        if (verdict instanceof Unwinnability.Unwinnable u) {
            return new MateAnalysis(side, Verdict.UNWINNABLE, null, u.proof().name(), null);
        }
        return new MateAnalysis(side, Verdict.UNDETERMINED, null, null, ((Unwinnability.Undetermined) verdict).nodes());
    }
}
