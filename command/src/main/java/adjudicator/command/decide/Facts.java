package adjudicator.command.decide;

import adjudicator.command.api.AbsenceReported;
import adjudicator.command.api.Actor;
import adjudicator.command.api.BothFlagsFell;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimReferredToArbiter;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClockPressed;
import adjudicator.command.api.ClocksCorrected;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksStarted;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.Commands.GameCommand;
import adjudicator.command.api.Commands;
import adjudicator.command.api.Completion;
import adjudicator.command.api.DeadPositionDeclared;
import adjudicator.command.api.Decline;
import adjudicator.command.api.DeviceSignalReported;
import adjudicator.command.api.DrawAgreed;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.FlagFallClaimed;
import adjudicator.command.api.FlagFell;
import adjudicator.command.api.GameAnnulled;
import adjudicator.command.api.GameCreated;
import adjudicator.command.api.GameEnded;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.IllegalMoveDetected;
import adjudicator.command.api.IncrementIntroduced;
import adjudicator.command.api.IncrementRequested;
import adjudicator.command.api.MateAnalysis;
import adjudicator.command.api.MoveCompleted;
import adjudicator.command.api.MoveMade;
import adjudicator.command.api.ObligationBroken;
import adjudicator.command.api.Party;
import adjudicator.command.api.PenaltyImposed;
import adjudicator.command.api.PieceAdjusted;
import adjudicator.command.api.PieceTouched;
import adjudicator.command.api.PlayerResigned;
import adjudicator.command.api.PositionRestored;
import adjudicator.command.api.PromotionSquareTouched;
import adjudicator.command.api.ResultCorrected;
import adjudicator.command.api.ResultDecision;
import adjudicator.command.api.ScoresheetSigned;
import adjudicator.command.api.TimeAwarded;
import adjudicator.command.api.TouchMoveClaimed;
import adjudicator.command.state.GameFold;
import adjudicator.command.state.GameState;
import adjudicator.engine.rules.IllegalMoveKind;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.QuickplayClaims;
import adjudicator.engine.rules.Ruleset;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A game's record told apart into facts and rulings, and its facts turned back into the commands that
 * the deciders take, so that the record can be replayed under any edition ({@link Readjudication}).
 *
 * <p>A <b>fact</b> is what a person did or observed at the board, the arbiter's own decisions among
 * them: a move made, a press, a touch, an adjustment, an offer, a claim, a resignation, a report, the
 * arbiter starting, stopping, resuming or setting the clocks, reinstating a position, imposing a
 * penalty, giving time, annulling, declaring a dead position, ruling on a quickplay claim. A
 * <b>ruling</b> is what the Laws derive from the facts: a claim upheld or rejected by the record, the
 * time arithmetic of an incorrect claim, a penalty applied by rule, a reinstatement by replay, a broken
 * obligation, a move completed by the next one, a flag fall established by a claim, an offer lapsing
 * when the opponent moves or touches, and every ending. {@link #natureOf} is the classification, per
 * event type; where one type serves both, the event itself says which it is (its actor, its article,
 * or the event before it), as the table in {@code docs/rules.md} lists.
 *
 * <p>The commands are found by replaying the record under its own edition: for each fact, the commands
 * that could have produced it are tried in turn, and the one whose decision is exactly the recorded
 * events (in everything the Laws decide; see {@link #sameInLaw}) is taken. A fact that no command
 * reproduces (the record of an earlier engine, say) is kept with its first candidate and reported.
 */
public final class Facts {

    private Facts() {
    }

    /** What an event is. */
    public enum Nature {
        /** What a person did or observed at the board, the arbiter's own decisions included. */
        FACT,
        /** What the Laws derive from the facts. */
        RULING
    }

    /**
     * The command found for the recorded events {@code seq .. seq + count - 1}, and its decision under the
     * record's own edition: {@code decided}, the same in law as those events, or null when no command
     * reproduces them.
     */
    public record Fact(long seq, int count, GameCommand command, List<GameEvent> decided) {

        public boolean reproduced() {
            return decided != null;
        }
    }

    /** The events that are rulings whatever they hold: what the Laws derive. */
    public static final Set<Class<? extends GameEvent>> ALWAYS_RULINGS = Set.of(GameEnded.class, ObligationBroken.class,
            MoveCompleted.class, ClaimReferredToArbiter.class, adjudicator.command.api.EndingAwaitsClaim.class);

    /** The events that are a fact or a ruling by what they hold (who acted, which article): each has its case in {@link #natureOf}. */
    public static final Set<Class<? extends GameEvent>> BY_CONTENT = Set.of(MoveMade.class, ClaimUpheld.class, ClaimRejected.class,
            PenaltyImposed.class, PositionRestored.class, IllegalMoveDetected.class, FlagFell.class, DrawOfferDeclined.class,
            DrawOffered.class, ClocksStopped.class, ClocksCorrected.class, ClocksResumed.class);

    /** The events that are facts whatever they hold: what a person did or observed, the arbiter's own decisions included. */
    public static final Set<Class<? extends GameEvent>> ALWAYS_FACTS = Set.of(GameCreated.class, ClocksStarted.class,
            adjudicator.command.api.ClockPressed.class, adjudicator.command.api.PlayerResigned.class,
            adjudicator.command.api.DrawClaimed.class, adjudicator.command.api.FlagFallClaimed.class,
            adjudicator.command.api.DrawAgreed.class, adjudicator.command.api.PieceTouched.class,
            adjudicator.command.api.PieceAdjusted.class, adjudicator.command.api.TouchMoveClaimed.class, ClaimPostponed.class,
            adjudicator.command.api.DeviceSignalReported.class, adjudicator.command.api.AbsenceReported.class,
            adjudicator.command.api.GameAnnulled.class, adjudicator.command.api.TimeAwarded.class,
            adjudicator.command.api.PromotionSquareTouched.class, adjudicator.command.api.IncrementRequested.class,
            IncrementIntroduced.class, adjudicator.command.api.DeadPositionDeclared.class,
            adjudicator.command.api.BothFlagsFell.class, adjudicator.command.api.ScoresheetSigned.class,
            adjudicator.command.api.ResultCorrected.class, adjudicator.command.api.ResultAmendedOnAppeal.class,
            adjudicator.command.api.GameResumedOnAppeal.class, adjudicator.command.api.GameAnnulledOnAppeal.class,
            adjudicator.command.api.PenaltyWithdrawnOnAppeal.class, adjudicator.command.api.SourceEndingRecorded.class,
            adjudicator.command.api.TouchMoveClaimWaived.class);

    /**
     * Whether the event at {@code index} of a game's record is a fact or a ruling. The events before it
     * are needed for one case only: the arbiter's resumption of the clocks after his decision on a
     * quickplay claim or request (6.13c) is a ruling, any other resumption a fact.
     */
    public static Nature natureOf(List<? extends GameEvent> record, int index) {
        GameEvent e = record.get(index);
        if (ALWAYS_RULINGS.contains(e.getClass())) {
            return Nature.RULING;
        }
        if (e instanceof MoveMade m) {
            return m.actor() == Actor.ARBITER ? Nature.RULING : Nature.FACT; // 7.5.2: the queen the arbiter put in
        }
        if (e instanceof ClaimUpheld || e instanceof ClaimRejected || e instanceof PenaltyImposed
                || e instanceof PositionRestored || e instanceof IllegalMoveDetected) {
            return e.actor() == Actor.SYSTEM ? Nature.RULING : Nature.FACT;
        }
        if (e instanceof FlagFell f) {
            return f.establishedBy() == Actor.ARBITER ? Nature.FACT : Nature.RULING; // else established by a claim
        }
        if (e instanceof DrawOfferDeclined d) {
            return d.how() == Decline.ORALLY ? Nature.FACT : Nature.RULING; // by moving or touching: 9.1a
        }
        if (e instanceof DrawOffered o) {
            // an offer made, not a claim or request counting as one (9.1c; III.4)
            return Objects.equals(o.article(), Ruleset.of(o.rules()).article(Law.DRAW_OFFER)) ? Nature.FACT : Nature.RULING;
        }
        if (e instanceof ClocksStopped s) {
            Ruleset rules = Ruleset.of(s.rules());
            boolean stop = Objects.equals(s.article(), rules.article(Law.CLOCKS_STOPPED_BY_ARBITER))
                    || Objects.equals(s.article(), rules.article(Law.CLOCKS_STOPPED_BY_PLAYER));
            return s.actor() != Actor.SYSTEM && stop ? Nature.FACT : Nature.RULING; // else part of a claim
        }
        if (e instanceof ClocksCorrected c) {
            return c.actor() == Actor.SYSTEM ? Nature.RULING : Nature.FACT; // else the clocks set for the next period after both flags
        }
        if (e instanceof ClocksResumed) {
            GameEvent before = index > 0 ? record.get(index - 1) : null;
            boolean afterRuling = before instanceof ClaimPostponed || before instanceof IncrementIntroduced
                    || (before instanceof ClaimRejected r && r.actor() == Actor.ARBITER);
            return afterRuling && before.at().equals(e.at()) ? Nature.RULING : Nature.FACT;
        }
        if (ALWAYS_FACTS.contains(e.getClass())) {
            return Nature.FACT;
        }
        throw new IllegalStateException("the event type " + e.getClass().getSimpleName() + " is classified neither as a fact nor "
                + "as a ruling: add it to Facts (ALWAYS_FACTS, ALWAYS_RULINGS, or BY_CONTENT with its case in natureOf)");
    }

    /** The facts of a game's record, in order, each with the command it was and the events that command produced. */
    public static List<Fact> of(List<? extends GameEvent> record) {
        List<Fact> facts = new ArrayList<>();
        GameState state = GameState.EMPTY;
        int pos = 0;
        while (pos < record.size()) {
            int fact = pos;
            while (fact < record.size() && natureOf(record, fact) == Nature.RULING) {
                fact++;
            }
            if (fact == record.size()) {
                break; // rulings that follow no fact: not a record the deciders made
            }
            List<GameCommand> candidates = candidates(record, fact);
            Fact found = null;
            for (GameCommand command : candidates) {
                Decision<GameEvent> decision = command instanceof Commands.CreateGame create ? GameDecider.create(create)
                        : GameDecider.decide(state, command);
                if (decision instanceof Decision.Accepted<GameEvent> accepted && recordedAt(record, pos, accepted.events())) {
                    found = new Fact(pos, accepted.events().size(), command, accepted.events());
                    break;
                }
            }
            if (found == null) {
                found = new Fact(pos, groupEnd(record, fact) - pos, candidates.get(0), null);
            }
            state = GameFold.from(state, record.subList(pos, pos + found.count()));
            facts.add(found);
            pos += found.count();
        }
        return facts;
    }

    /** Whether {@code decided} stands in the record from {@code pos} on, in everything the Laws decide. */
    private static boolean recordedAt(List<? extends GameEvent> record, int pos, List<GameEvent> decided) {
        if (pos + decided.size() > record.size()) {
            return false;
        }
        for (int i = 0; i < decided.size(); i++) {
            if (!sameInLaw(record.get(pos + i), decided.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where the events of the command whose fact is at {@code fact} end, when no command reproduces
     * them: before the next fact, less the rulings that open the next command (a move completed by the
     * next move, an offer lapsing by it).
     */
    private static int groupEnd(List<? extends GameEvent> record, int fact) {
        int next = fact + 1;
        while (next < record.size() && natureOf(record, next) == Nature.RULING) {
            next++;
        }
        while (next > fact + 1 && next < record.size() && opensTheNextCommand(record.get(next - 1))) {
            next--;
        }
        return next;
    }

    private static boolean opensTheNextCommand(GameEvent e) {
        return (e instanceof MoveCompleted c && c.how() == Completion.BY_NEXT_MOVE)
                || (e instanceof DrawOfferDeclined d && d.how() == Decline.BY_MOVING);
    }

    /**
     * Two events are the same in law when they agree in everything the Laws decide: type, instant,
     * actor, article, edition, result, termination, times, positions, counts. Only the engine's search
     * statistics, where an analysis is attached (its helpmate line, proof method and nodes), are left
     * out: its verdict counts; and the annulled moves of a {@code PositionRestored} of revision 1,
     * which did not record them.
     */
    public static boolean sameInLaw(GameEvent a, GameEvent b) {
        return same(a, b, Comparison.IN_LAW);
    }

    /**
     * Two events of records kept under different editions are the same in substance when they agree in
     * everything but the edition and the articles cited, which each edition numbers its own way (also in
     * the sentence the system writes as the reason of its own rulings, which may cite one).
     */
    public static boolean sameInSubstance(GameEvent a, GameEvent b) {
        return same(a, b, Comparison.IN_SUBSTANCE);
    }

    /**
     * Fields that a later revision of an event added and that an earlier one did not record, though
     * what they say was the same: a record of revision 1 has them null, and that is no difference in
     * law. PositionRestored's annulled moves are the line's moves after {@code toPly} either way.
     */
    private static final Map<Class<?>, String> NOT_RECORDED_BEFORE = Map.of(PositionRestored.class, "annulledMoves");

    /** How two events are compared. */
    private enum Comparison {
        /** Everything the Laws decide (under one edition). */
        IN_LAW,
        /** All but the edition and the articles (across editions). */
        IN_SUBSTANCE
    }

    private static boolean same(GameEvent a, GameEvent b, Comparison comparison) {
        boolean acrossEditions = comparison == Comparison.IN_SUBSTANCE;
        if (a.getClass() != b.getClass()) {
            return false;
        }
        for (RecordComponent c : a.getClass().getRecordComponents()) {
            String name = c.getName();
            if (acrossEditions && (name.equals("rules") || name.equals("article") || name.endsWith("Article")
                    || (name.equals("reason") && a.actor() == Actor.SYSTEM))) {
                continue;
            }
            Object x = value(c, a);
            Object y = value(c, b);
            if (name.equals(NOT_RECORDED_BEFORE.get(a.getClass())) && (x == null || y == null)) {
                continue;
            }
            if (x instanceof MateAnalysis m) {
                x = verdict(m);
                y = y instanceof MateAnalysis n ? verdict(n) : y;
            }
            if (!Objects.equals(x, y)) {
                return false;
            }
        }
        return true;
    }

    private static Object value(RecordComponent c, GameEvent e) {
        try {
            return c.getAccessor().invoke(e);
        } catch (ReflectiveOperationException ex) {
            throw new IllegalStateException(ex);
        }
    }

    private static MateAnalysis verdict(MateAnalysis a) {
        return new MateAnalysis(a.side(), a.verdict(), null, null, null);
    }

    /**
     * The commands that could have produced the fact at {@code index}, most likely first, read from it
     * and from the rulings that follow it.
     */
    static List<GameCommand> candidates(List<? extends GameEvent> record, int index) {
        GameEvent e = record.get(index);
        GameEvent next = index + 1 < record.size() ? record.get(index + 1) : null;
        String id = e.gameId();
        List<GameCommand> out = new ArrayList<>();
        if (e instanceof adjudicator.command.api.ResultAmendedOnAppeal a) {
            out.add(new Commands.AmendResultOnAppeal(id, e.at(), null, a.appealId(), a.result(), a.termination(), a.article(), a.reason()));
            return out;
        } else if (e instanceof adjudicator.command.api.GameResumedOnAppeal r) {
            out.add(new Commands.ResumeOnAppeal(id, e.at(), null, r.appealId(), r.toPly(), r.whiteRemainingMs(), r.blackRemainingMs(),
                    r.reason()));
            return out;
        } else if (e instanceof adjudicator.command.api.PenaltyWithdrawnOnAppeal w) {
            out.add(new Commands.WithdrawPenaltyOnAppeal(id, e.at(), null, w.appealId(), w.penaltySeq(), w.reason()));
            return out;
        } else if (e instanceof adjudicator.command.api.GameAnnulledOnAppeal a) {
            out.add(new Commands.AnnulOnAppeal(id, e.at(), null, a.appealId(), a.replayOrdered(), a.reason()));
            return out;
        }
        if (e instanceof GameCreated c) {
            out.add(new Commands.CreateGame(id, c.at(), null, c.white(), c.black(), c.event(), c.site(), c.round(), c.board(),
                    c.rules(), c.timeControl(), c.startFen(), Boolean.TRUE.equals(c.quickplayFinishAnnounced()), c.regulations(),
                    c.source()));
        } else if (e instanceof adjudicator.command.api.SourceEndingRecorded se) {
            out.add(new Commands.RecordSourceEnding(id, e.at(), null, se.kind(), se.result(), se.termination(), se.movesAfterEnd()));
        } else if (e instanceof ClocksStarted) {
            out.add(new Commands.StartClocks(id, e.at(), null));
        } else if (e instanceof MoveMade m) {
            out.add(new Commands.MakeMove(id, e.at(), null, m.player(), m.uci()));
        } else if (e instanceof ClockPressed p) {
            out.add(new Commands.PressClock(id, e.at(), null, p.player()));
        } else if (e instanceof PlayerResigned r) {
            out.add(new Commands.Resign(id, e.at(), null, r.player()));
        } else if (e instanceof DrawClaimed d) {
            out.add(new Commands.ClaimDraw(id, e.at(), null, d.player(), d.basis(), d.intendedMove(), null));
            out.add(new Commands.ClaimDraw(id, e.at(), null, d.player(), d.basis(), d.intendedMove(), false));
        } else if (e instanceof FlagFallClaimed f) {
            out.add(new Commands.ClaimFlagFall(id, e.at(), null, f.player()));
        } else if (e instanceof FlagFell f) {
            out.add(new Commands.ObserveFlagFall(id, e.at(), null, f.side()));
        } else if (e instanceof BothFlagsFell) {
            out.add(new Commands.ObserveFlagFall(id, e.at(), null, Party.BOTH));
        } else if (e instanceof ScoresheetSigned sg) {
            out.add(new Commands.SignScoresheet(id, e.at(), null, sg.player(), sg.result()));
        } else if (e instanceof ResultCorrected rc) {
            out.add(new Commands.CorrectResult(id, e.at(), null, rc.decision(),
                    rc.decision() == ResultDecision.OTHER ? rc.result() : null, rc.reason()));
        } else if (e instanceof TouchMoveClaimed t) {
            out.add(new Commands.ClaimTouchMove(id, e.at(), null, t.player()));
        } else if (e instanceof adjudicator.command.api.TouchMoveClaimWaived w) {
            out.add(new Commands.WaiveTouchMoveClaim(id, e.at(), null, w.player()));
        } else if (e instanceof PieceTouched t) {
            out.add(new Commands.TouchPiece(id, e.at(), null, t.player(), t.square()));
        } else if (e instanceof PieceAdjusted a) {
            out.add(new Commands.AdjustPiece(id, e.at(), null, a.player(), a.square()));
        } else if (e instanceof PromotionSquareTouched t) {
            out.add(new Commands.TouchPromotionSquare(id, e.at(), null, t.player(), t.square(), t.piece()));
        } else if (e instanceof DrawOffered o) {
            out.add(new Commands.OfferDraw(id, e.at(), null, o.player()));
        } else if (e instanceof DrawAgreed a) {
            out.add(new Commands.AcceptDraw(id, e.at(), null, a.player(), a.arbiterConsent()));
        } else if (e instanceof DrawOfferDeclined d) {
            out.add(new Commands.DeclineDraw(id, e.at(), null, d.player()));
        } else if (e instanceof ClocksStopped s) {
            out.add(new Commands.StopClocks(id, e.at(), null, s.actor()));
        } else if (e instanceof ClocksResumed r) {
            out.add(new Commands.ResumeClocks(id, e.at(), null, r.actor()));
        } else if (e instanceof ClocksCorrected c) {
            out.add(new Commands.CorrectClocks(id, e.at(), null, c.whiteRemainingMs(), c.blackRemainingMs(), null));
            out.add(new Commands.CorrectClocks(id, e.at(), null, c.whiteRemainingMs(), c.blackRemainingMs(),
                    c.whiteMovesCompleted()));
        } else if (e instanceof PositionRestored p) {
            Long white = null;
            Long black = null;
            if (next instanceof ClocksCorrected c && c.at().equals(p.at())) {
                white = c.whiteRemainingMs();
                black = c.blackRemainingMs();
            }
            for (String article : new String[]{null, p.article()}) {
                if (white != null) {
                    out.add(new Commands.RestorePosition(id, e.at(), null, p.toPly(), white, black, p.reason(), article));
                }
                out.add(new Commands.RestorePosition(id, e.at(), null, p.toPly(), null, null, p.reason(), article));
            }
        } else if (e instanceof IllegalMoveDetected i) {
            out.add(new Commands.ReportIllegalMove(id, e.at(), null, i.actor(), null));
            out.add(new Commands.ReportIllegalMove(id, e.at(), null, i.actor(), IllegalMoveKind.TWO_HANDS));
        } else if (e instanceof ClaimUpheld || e instanceof IncrementIntroduced) {
            out.add(new Commands.RuleOnClaim(id, e.at(), null, QuickplayClaims.Decision.ACCEPT, null, null));
        } else if (e instanceof ClaimRejected r) {
            out.add(new Commands.RuleOnClaim(id, e.at(), null, QuickplayClaims.Decision.REJECT, null, null));
            if (r.timeSource() != null) { // less than the text's time, under a commentary (2005 10.2c)
                out.add(new Commands.RuleOnClaim(id, e.at(), null, QuickplayClaims.Decision.REJECT, r.opponentDeltaMs(), null));
            }
            if (next instanceof GameEnded g) {
                out.add(new Commands.RuleOnClaim(id, e.at(), null, QuickplayClaims.Decision.REJECT, null, g.result()));
            }
        } else if (e instanceof ClaimPostponed p) {
            out.add(new Commands.RuleOnClaim(id, e.at(), null, QuickplayClaims.Decision.POSTPONE, null, null));
            out.add(new Commands.RuleOnClaim(id, e.at(), null, QuickplayClaims.Decision.POSTPONE, p.opponentDeltaMs(), null));
        } else if (e instanceof PenaltyImposed p) {
            if (next instanceof PenaltyImposed other && other.actor() == Actor.ARBITER && other.player() == p.player().opposite()) {
                out.add(new Commands.ImposePenalty(id, e.at(), null, Party.BOTH, p.penalty(), null, p.enforces(), p.reason(),
                        null));
            }
            out.add(new Commands.ImposePenalty(id, e.at(), null, Party.of(p.player()), p.penalty(), p.amountMs(),
                    p.enforces(), p.reason(), p.points()));
            for (String score : new String[]{null, "1/2"}) {
                out.add(new Commands.DeclarePersistentRefusal(id, e.at(), null, p.player(), score, p.reason()));
            }
        } else if (e instanceof TimeAwarded t) {
            if (next instanceof TimeAwarded other && other.player() == t.player().opposite()) {
                out.add(new Commands.AwardTime(id, e.at(), null, Party.BOTH, t.amountMs(), t.reason()));
            }
            out.add(new Commands.AwardTime(id, e.at(), null, Party.of(t.player()), t.amountMs(), t.reason()));
        } else if (e instanceof GameAnnulled a) {
            out.add(new Commands.AnnulGame(id, e.at(), null, a.reason()));
        } else if (e instanceof DeviceSignalReported d) {
            for (String score : new String[]{null, "1", "1/2"}) {
                out.add(new Commands.ReportDeviceSignal(id, e.at(), null, d.player(), score));
            }
        } else if (e instanceof AbsenceReported a) {
            out.add(new Commands.ReportAbsence(id, e.at(), null, a.player(), null, a.waived()));
            out.add(new Commands.ReportAbsence(id, e.at(), null, a.player(), a.defaultTimeMs(), a.waived()));
        } else if (e instanceof DeadPositionDeclared) {
            out.add(new Commands.DeclareDeadPosition(id, e.at(), null));
        } else if (e instanceof IncrementRequested r) {
            out.add(new Commands.RequestIncrement(id, e.at(), null, r.player()));
        } else {
            throw new IllegalArgumentException("no command makes the fact " + e.getClass().getSimpleName());
        }
        return out;
    }
}
