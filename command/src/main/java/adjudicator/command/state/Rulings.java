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
import adjudicator.engine.Color;

import adjudicator.command.api.GameEvent;
import adjudicator.command.text.Texts;

import java.util.List;

/**
 * Sentences for people, from the events that record claims and rulings: the views' rulings, the PGN's
 * comments and the timeline. They describe; they decide nothing. Each is worded by the resource bundle of a
 * language ({@link Texts}, keys {@code rulings.*}); the fold keeps the English one (a request without
 * {@code lang}), and a read in another language words the event again ({@link #describe(GameEvent, List, Texts)}).
 * Names, moves, results, articles and a reason as recorded are never translated.
 */
public final class Rulings {

    private Rulings() {
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

    private static final Texts EN = Texts.of(null);

    /** A side in the nominative (English: its name). */
    private static String side(Color c, Texts t) {
        return t.name(c);
    }

    /** A side as the owner of something (English: its name; Russian «белых»). */
    private static String of(Color c, Texts t) {
        return c == null ? "null" : t.get("genitive.Color." + c.name());
    }

    /** {@code , Art. 9.2 FIDE_2017}: an article in its edition's numbering. */
    private static String article(String article, adjudicator.engine.rules.Edition rules, Texts t) {
        return t.get("rulings.article", article, t.of(rules));
    }

    /** {@code  (text)} where there is a text, else nothing. */
    private static String aside(String text, Texts t) {
        return text == null ? "" : t.get("rulings.aside", text);
    }

    static String describe(ClaimRejected e) {
        return describe(e, EN);
    }

    static String describe(ClaimRejected e, Texts t) {
        StringBuilder s = new StringBuilder();
        String reason = t.name(e.reason());
        s.append(e.claim() == ClaimKind.FLAG_FALL ? t.get("rulings.ClaimRejected.flagFall", of(e.player(), t), reason)
                : e.claim() == ClaimKind.TOUCH_MOVE ? t.get("rulings.ClaimRejected.touchMove", of(e.player(), t), reason)
                : e.claim() == ClaimKind.QUICKPLAY_INCREMENT ? t.get("rulings.ClaimRejected.increment", of(e.player(), t), reason)
                : t.get("rulings.ClaimRejected.draw", t.name(e.claim()), of(e.player(), t), reason));
        if (e.found() != null) {
            s.append(e.claim() == ClaimKind.FLAG_FALL ? t.get("rulings.ClaimRejected.left", clk(e.found()))
                    : e.claim() == ClaimKind.THREEFOLD_REPETITION ? t.get("rulings.ClaimRejected.occurrences", e.found())
                    : t.get("rulings.ClaimRejected.halfMoves", e.found()));
        }
        s.append(article(e.article(), e.rules(), t));
        if (e.penaltyArticle() != null) {
            s.append(t.get("rulings.ClaimRejected.penalty", e.penaltyArticle(), side(e.player(), t), signed(e.claimantDeltaMs()),
                    side(e.player().opposite(), t), signed(e.opponentDeltaMs())));
            s.append(aside(e.timeSource(), t));
        }
        if (e.obligedMove() != null) {
            s.append(t.get("rulings.ClaimRejected.obliged", e.obligedMove()));
        }
        return s.toString();
    }

    static String describe(ResultCorrected e) {
        return describe(e, EN);
    }

    static String describe(ResultCorrected e, Texts t) {
        return t.get("rulings.ResultCorrected", e.result()) + switch (e.decision()) {
            case SIGNED -> t.get("rulings.ResultCorrected.SIGNED");
            case RECORDED -> t.get("rulings.ResultCorrected.RECORDED");
            case OTHER -> "";
        } + aside(e.reason(), t) + article(e.article(), e.rules(), t);
    }

    static String describe(BothFlagsFell e) {
        return describe(e, EN);
    }

    static String describe(BothFlagsFell e, Texts t) {
        return t.get(e.lastPeriod() ? "rulings.BothFlagsFell.lastPeriod" : "rulings.BothFlagsFell.playOn", t.name(e.actor()), e.at())
                + article(e.article(), e.rules(), t);
    }

    static String describe(FlagFell e) {
        return describe(e, EN);
    }

    static String describe(FlagFell e, Texts t) {
        return (e.fellAt() == null ? t.get("rulings.FlagFell", of(e.side(), t), t.name(e.establishedBy()), e.at())
                : t.get("rulings.FlagFell.at", of(e.side(), t), e.fellAt(), t.name(e.establishedBy()), e.at()))
                + article(e.article(), e.rules(), t);
    }

    static String describe(ClocksCorrected e) {
        return describe(e, EN);
    }

    static String describe(ClocksCorrected e, Texts t) {
        return t.get("rulings.ClocksCorrected", side(Color.WHITE, t), clk(e.whiteRemainingMs()), e.whiteMovesCompleted(),
                side(Color.BLACK, t), clk(e.blackRemainingMs()), e.blackMovesCompleted())
                + (e.running() == null ? "" : t.get("rulings.ClocksCorrected.running", of(e.running(), t)))
                + article(e.article(), e.rules(), t);
    }

    static String describe(ClocksStopped e) {
        return describe(e, EN);
    }

    static String describe(ClocksStopped e, Texts t) {
        return t.get("rulings.ClocksStopped", t.name(e.actor())) + article(e.article(), e.rules(), t);
    }

    static String describe(ClocksResumed e) {
        return describe(e, EN);
    }

    static String describe(ClocksResumed e, Texts t) {
        return t.get("rulings.ClocksResumed", of(e.side(), t)) + article(e.article(), e.rules(), t);
    }

    static String describe(DrawOffered e) {
        return describe(e, EN);
    }

    static String describe(DrawOffered e, Texts t) {
        return t.get("rulings.DrawOffered", of(e.player(), t)) + article(e.article(), e.rules(), t)
                + (e.proper() ? "" : t.get("rulings.DrawOffered.otherTime", e.otherTimeArticle()))
                + (Boolean.TRUE.equals(e.againstRegulations()) ? (e.regulationsArticle() == null
                ? t.get("rulings.DrawOffered.againstRegulations") : t.get("rulings.DrawOffered.againstRegulations.article",
                e.regulationsArticle())) : "");
    }

    static String describe(adjudicator.command.api.ResultAmendedOnAppeal e) {
        return describe(e, EN);
    }

    static String describe(adjudicator.command.api.ResultAmendedOnAppeal e, Texts t) {
        return t.get("rulings.ResultAmendedOnAppeal", e.appealId(), e.result(), t.name(e.termination()))
                + (e.article() == null ? "" : article(e.article(), e.rules(), t)) + reason(e.reason(), t);
    }

    /** {@code : reason} where there is one, else nothing. */
    private static String reason(String reason, Texts t) {
        return reason == null ? "" : t.get("rulings.reason", reason);
    }

    static String describe(adjudicator.command.api.GameResumedOnAppeal e) {
        return describe(e, EN);
    }

    static String describe(adjudicator.command.api.GameResumedOnAppeal e, Texts t) {
        return t.get("rulings.GameResumedOnAppeal", e.appealId(), e.toPly(), e.fen(), e.whiteRemainingMs(), e.blackRemainingMs())
                + (e.annulledMoves().isEmpty() ? "" : t.get("rulings.annulled.list", String.join(" ", e.annulledMoves())))
                + reason(e.reason(), t);
    }

    static String describe(adjudicator.command.api.PenaltyWithdrawnOnAppeal e) {
        return describe(e, EN);
    }

    static String describe(adjudicator.command.api.PenaltyWithdrawnOnAppeal e, Texts t) {
        return t.get("rulings.PenaltyWithdrawnOnAppeal", e.penaltySeq(), e.appealId()) + reason(e.reason(), t);
    }

    static String describe(adjudicator.command.api.GameAnnulledOnAppeal e) {
        return describe(e, EN);
    }

    static String describe(adjudicator.command.api.GameAnnulledOnAppeal e, Texts t) {
        return t.get(e.replayOrdered() ? "rulings.GameAnnulledOnAppeal.replay" : "rulings.GameAnnulledOnAppeal", e.appealId())
                + reason(e.reason(), t);
    }

    static String describe(DrawOfferDeclined e) {
        return describe(e, EN);
    }

    static String describe(DrawOfferDeclined e, Texts t) {
        return t.get("rulings.DrawOfferDeclined", side(e.player(), t), t.get("rulings.decline." + e.how().name()))
                + article(e.article(), e.rules(), t);
    }

    static String describe(IllegalMoveDetected e) {
        return describe(e, EN);
    }

    static String describe(IllegalMoveDetected e, Texts t) {
        String reason = t.name(adjudicator.engine.IllegalReason.class, e.reason()); // as recorded where it names no IllegalReason
        return (e.uci() == null ? t.get("rulings.IllegalMoveDetected.action", of(e.offender(), t), reason, t.name(e.actor()))
                : t.get("rulings.IllegalMoveDetected.move", e.uci(), of(e.offender(), t), reason, t.name(e.actor())))
                + (e.count() == null ? t.get("rulings.IllegalMoveDetected.notCompleted") : t.get("rulings.IllegalMoveDetected.count", e.count()))
                + article(e.article(), e.rules(), t)
                + (e.timeWaivedBy() == null ? "" : t.get("rulings.IllegalMoveDetected.timeWaived", e.timeWaivedBy()));
    }

    /** @param annulled the moves the reinstatement took off the board, as written (SAN, or UCI for an illegal one) */
    static String describe(PositionRestored e, List<String> annulled) {
        return describe(e, annulled, EN);
    }

    static String describe(PositionRestored e, List<String> annulled, Texts t) {
        return t.get(e.toPly() == 1 ? "rulings.PositionRestored.one" : "rulings.PositionRestored", e.toPly()) + aside(e.reason(), t)
                + (annulled.isEmpty() ? "" : t.get("rulings.annulled", String.join(" ", annulled)))
                + article(e.article(), e.rules(), t)
                + (e.touched() == null || e.touched().isEmpty() ? ""
                : t.get("rulings.PositionRestored.touched", String.join(", ", e.touched()), e.obligationArticle()));
    }

    static String describe(PenaltyImposed e) {
        return describe(e, EN);
    }

    static String describe(PenaltyImposed e, Texts t) {
        String what = switch (e.penalty()) {
            case ADD_OPPONENT_TIME -> t.get("rulings.PenaltyImposed.time", side(e.player().opposite(), t), signedMs(e.amountMs()));
            case DEDUCT_TIME -> t.get("rulings.PenaltyImposed.time", side(e.player(), t), signedMs(e.amountMs() == null ? null : -e.amountMs()));
            default -> t.name(e.penalty());
        };
        return t.get("rulings.PenaltyImposed", side(e.player(), t), what)
                + (e.points() == null ? "" : t.get("rulings.PenaltyImposed.points", e.points())) + aside(e.reason(), t)
                + (e.enforces() == null ? "" : t.get("rulings.PenaltyImposed.enforces", e.enforces())) + article(e.article(), e.rules(), t);
    }

    private static String signedMs(Long ms) {
        return ms == null ? "" : signed(ms);
    }

    static String describe(ObligationBroken e) {
        return describe(e, EN);
    }

    static String describe(ObligationBroken e, Texts t) {
        return t.get("rulings.ObligationBroken", of(e.player(), t), e.uci(), e.article(), t.of(e.rules()), String.join(", ", e.allowed()))
                + (e.touched() == null || e.touched().isEmpty() ? "" : t.get("rulings.ObligationBroken.touched", String.join(", ", e.touched())));
    }

    static String describe(adjudicator.command.api.EndingAwaitsClaim e) {
        return describe(e, EN);
    }

    static String describe(adjudicator.command.api.EndingAwaitsClaim e, Texts t) {
        return t.get("rulings.EndingAwaitsClaim", t.name(e.termination()), e.result(), e.article(), t.of(e.rules()), of(e.claimant(), t),
                e.claimArticle());
    }

    static String describe(ClaimPostponed e) {
        return describe(e, EN);
    }

    static String describe(ClaimPostponed e, Texts t) {
        return t.get("rulings.ClaimPostponed", of(e.player(), t), side(e.player().opposite(), t),
                e.opponentDeltaMs() == 0 ? "+0:00:00" : "+" + clk(e.opponentDeltaMs())) + article(e.article(), e.rules(), t);
    }

    static String describe(GameAnnulled e) {
        return describe(e, EN);
    }

    static String describe(GameAnnulled e, Texts t) {
        return t.get("rulings.GameAnnulled") + aside(e.reason(), t) + article(e.article(), e.rules(), t);
    }

    static String describe(AbsenceReported e) {
        return describe(e, EN);
    }

    static String describe(AbsenceReported e, Texts t) {
        return t.get("rulings.AbsenceReported", side(e.player(), t), clk(e.elapsedMs()), clk(e.defaultTimeMs()))
                + (e.waived() ? t.get("rulings.AbsenceReported.waived") : "") + article(e.article(), e.rules(), t);
    }

    static String describe(TimeAwarded e) {
        return describe(e, EN);
    }

    static String describe(TimeAwarded e, Texts t) {
        return t.get("rulings.TimeAwarded", side(e.player(), t), clk(e.amountMs())) + aside(e.reason(), t) + article(e.article(), e.rules(), t);
    }

    static String describe(DeviceSignalReported e) {
        return describe(e, EN);
    }

    static String describe(DeviceSignalReported e, Texts t) {
        return t.get("rulings.DeviceSignalReported", of(e.player(), t)) + article(e.article(), e.rules(), t);
    }

    static String describe(MoveCompleted e) {
        return describe(e, EN);
    }

    static String describe(MoveCompleted e, Texts t) {
        return t.get("rulings.MoveCompleted") + article(e.article(), e.rules(), t);
    }

    static String describe(ClaimReferredToArbiter e) {
        return describe(e, EN);
    }

    static String describe(ClaimReferredToArbiter e, Texts t) {
        return t.get("rulings.ClaimReferredToArbiter", e.fen()) + article(e.article(), e.rules(), t);
    }

    static String describe(IncrementRequested e) {
        return describe(e, EN);
    }

    static String describe(IncrementRequested e, Texts t) {
        return t.get("rulings.IncrementRequested", side(e.player(), t), e.incrementMs() / 1000) + article(e.article(), e.rules(), t);
    }

    static String describe(IncrementIntroduced e) {
        return describe(e, EN);
    }

    static String describe(IncrementIntroduced e, Texts t) {
        return t.get("rulings.IncrementIntroduced", e.timeControl(), side(e.player().opposite(), t), clk(e.opponentDeltaMs()))
                + article(e.article(), e.rules(), t);
    }

    public static String describe(MateAnalysis a) {
        return describe(a, EN);
    }

    public static String describe(MateAnalysis a, Texts t) {
        return switch (a.verdict()) {
            case WINNABLE -> t.get("rulings.MateAnalysis.WINNABLE", side(a.side(), t), String.join(" ", a.helpmate()));
            case UNWINNABLE -> t.get("rulings.MateAnalysis.UNWINNABLE", side(a.side(), t), a.proof());
            default -> t.get("rulings.MateAnalysis.UNDETERMINED", side(a.side(), t), a.nodes());
        };
    }

    static String describe(DeadPositionDeclared e) {
        return describe(e, EN);
    }

    static String describe(DeadPositionDeclared e, Texts t) {
        return t.get("rulings.DeadPositionDeclared", e.article(), t.of(e.rules()), deadSide(e.white(), t), deadSide(e.black(), t))
                + (e.proved() ? "" : t.get("rulings.DeadPositionDeclared.judgement"));
    }

    private static String deadSide(MateAnalysis a, Texts t) {
        return a.verdict() == MateAnalysis.Verdict.UNWINNABLE ? describe(a, t)
                : t.get("rulings.DeadPositionDeclared.undecided", side(a.side(), t), a.nodes());
    }

    /**
     * The sentence of the ruling {@code event} records, in the language of {@code t}, as the fold words it in English
     * ({@link GameFold}); null for an event that records none. {@code before}: the game's state before the event (a
     * reinstatement names the moves it annulled).
     */
    public static String describe(GameEvent event, GameState before, Texts t) {
        if (event instanceof ClaimRejected e) {
            return describe(e, t);
        } else if (event instanceof ResultCorrected e) {
            return describe(e, t);
        } else if (event instanceof BothFlagsFell e) {
            return describe(e, t);
        } else if (event instanceof FlagFell e) {
            return describe(e, t);
        } else if (event instanceof ClocksCorrected e) {
            return describe(e, t);
        } else if (event instanceof ClocksStopped e) {
            return describe(e, t);
        } else if (event instanceof ClocksResumed e) {
            return describe(e, t);
        } else if (event instanceof DrawOffered e) {
            return describe(e, t);
        } else if (event instanceof adjudicator.command.api.ResultAmendedOnAppeal e) {
            return describe(e, t);
        } else if (event instanceof adjudicator.command.api.GameResumedOnAppeal e) {
            return describe(e, t);
        } else if (event instanceof adjudicator.command.api.PenaltyWithdrawnOnAppeal e) {
            return describe(e, t);
        } else if (event instanceof adjudicator.command.api.GameAnnulledOnAppeal e) {
            return describe(e, t);
        } else if (event instanceof DrawOfferDeclined e) {
            return describe(e, t);
        } else if (event instanceof IllegalMoveDetected e) {
            return describe(e, t);
        } else if (event instanceof PositionRestored e) {
            List<String> annulled = new java.util.ArrayList<>();
            List<MoveRecord> moves = before.moves();
            for (MoveRecord m : moves.subList(Math.min(e.toPly(), moves.size()), moves.size())) {
                annulled.add(m.legal() ? m.san() : m.uci());
            }
            return describe(e, annulled, t);
        } else if (event instanceof PenaltyImposed e) {
            return describe(e, t);
        } else if (event instanceof ObligationBroken e) {
            return describe(e, t);
        } else if (event instanceof adjudicator.command.api.EndingAwaitsClaim e) {
            return describe(e, t);
        } else if (event instanceof ClaimPostponed e) {
            return describe(e, t);
        } else if (event instanceof GameAnnulled e) {
            return describe(e, t);
        } else if (event instanceof AbsenceReported e) {
            return describe(e, t);
        } else if (event instanceof TimeAwarded e) {
            return describe(e, t);
        } else if (event instanceof DeviceSignalReported e) {
            return describe(e, t);
        } else if (event instanceof ClaimReferredToArbiter e) {
            return describe(e, t);
        } else if (event instanceof IncrementRequested e) {
            return describe(e, t);
        } else if (event instanceof MoveCompleted e) {
            return describe(e, t);
        } else if (event instanceof IncrementIntroduced e) {
            return describe(e, t);
        } else if (event instanceof DeadPositionDeclared e) {
            return describe(e, t);
        } else if (event instanceof adjudicator.command.api.GameEnded e && e.analysis() != null) {
            return describe(e.analysis(), t);
        }
        return null;
    }
}
