package adjudicator.command.appeal;

import adjudicator.command.api.Actor;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.appeal.AppealCommands.AppealCommand;
import adjudicator.command.appeal.AppealCommands.AttachReadjudication;
import adjudicator.command.appeal.AppealCommands.DecideAppeal;
import adjudicator.command.appeal.AppealCommands.FormCommittee;
import adjudicator.command.appeal.AppealCommands.LodgeAppeal;
import adjudicator.command.appeal.AppealCommands.RecordStatement;
import adjudicator.command.appeal.AppealCommands.StandAside;
import adjudicator.command.appeal.AppealCommands;
import adjudicator.command.appeal.AppealEvent.AppealDecided;
import adjudicator.command.appeal.AppealEvent.AppealLodged;
import adjudicator.command.appeal.AppealEvent.AppealRefused;
import adjudicator.command.appeal.AppealEvent.CommitteeFormed;
import adjudicator.command.appeal.AppealEvent.Decision;
import adjudicator.command.appeal.AppealEvent.Effect;
import adjudicator.command.appeal.AppealEvent.Member;
import adjudicator.command.appeal.AppealEvent.MemberStoodAside;
import adjudicator.command.appeal.AppealEvent.StatementRecorded;
import adjudicator.command.appeal.AppealEvent.Vote;
import adjudicator.command.appeal.AppealEvent;
import adjudicator.command.appeal.AppealState;

import adjudicator.engine.rules.AppealDeadline;
import adjudicator.engine.rules.Cited;
import adjudicator.engine.rules.Ruleset;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The decisions of an appeal, pure: lodged in time or recorded and refused as late; refused where the
 * ruling was decided on appeal before (a decision is final); the committee formed of members of
 * different federations, a member of a party's federation standing aside for a reserve (FIDE Handbook
 * C.11, 2); statements and evidence heard until the decision; the decision by majority of the sitting
 * members' votes, once.
 */
public final class AppealDecider {

    private AppealDecider() {
    }

    /** The events {@code command} makes of the appeal {@code s}, or its refusal: pure. */
    public static adjudicator.command.decide.Decision<AppealEvent> decide(AppealState s, AppealCommand command) {
        return adjudicator.command.decide.Decision.of(() -> events(s, command));
    }

    private static List<AppealEvent> events(AppealState s, AppealCommand command) {
        if (command instanceof LodgeAppeal c) {
            return lodge(s, c);
        }
        if (!s.exists()) {
            throw GameRuleException.conflict("there is no appeal " + command.appealId(), null, null);
        }
        if (s.refused() != null) {
            throw GameRuleException.conflict("the appeal was refused: " + s.refused().reason(), null, null);
        }
        if (command instanceof AppealCommands.RecordEffectRefused c) {
            return effectRefused(s, c);
        }
        if (s.decided() != null) {
            throw GameRuleException.conflict("the appeal was decided (" + s.decided().decision() + "): the decision is final", null, null);
        }
        if (command instanceof FormCommittee c) {
            return form(s, c);
        } else if (command instanceof StandAside c) {
            return standAside(s, c);
        } else if (command instanceof RecordStatement c) {
            return List.of(new StatementRecorded(c.appealId(), c.at(), Actor.APPEALS_COMMITTEE, c.speaker(), c.name(), c.text()));
        } else if (command instanceof AttachReadjudication c) {
            return List.of(c.evidence());
        } else if (command instanceof DecideAppeal c) {
            return decideAppeal(s, c);
        }
        throw new IllegalArgumentException("unknown command " + command);
    }

    /** An effect of the decision that the game refused, recorded once (the process manager may send it again). */
    private static List<AppealEvent> effectRefused(AppealState s, AppealCommands.RecordEffectRefused c) {
        if (s.decided() == null) {
            throw GameRuleException.conflict("the appeal is not decided: it has no effects yet", null, null);
        }
        List<Effect> effects = s.decided().effects() == null ? List.of() : s.decided().effects();
        if (c.effect() < 0 || c.effect() >= effects.size()) {
            throw GameRuleException.notAFact("the decision has " + effects.size() + " effects; there is no effect " + c.effect(), null, null);
        }
        if (s.effectsRefused().stream().anyMatch(r -> r.effect() == c.effect())) {
            throw GameRuleException.conflict("the refusal of effect " + c.effect() + " is recorded already", null, null);
        }
        return List.of(new AppealEvent.AppealEffectRefused(c.appealId(), c.at(), Actor.SYSTEM, c.effect(), effects.get(c.effect()).kind(),
                c.gameId(), c.refusal().kind(), c.refusal().detail(), c.refusal().article(),
                c.refusal().rules() == null ? null : c.refusal().rules().name()));
    }

    /**
     * The deadline an appeal is measured against: the one the competition's regulations set (the game's
     * own, else its tournament's), where they set one, else FIDE Handbook C.11 3.4 for the game's pace
     * ({@link AppealDeadline}); cited with its basis.
     */
    static Cited<Long> deadline(LodgeAppeal c) {
        String regulations = "the regulations of " + (c.event() == null ? "the game" : c.event());
        if (c.gameRegulationsDeadlineMinutes() != null) {
            return Cited.of((long) c.gameRegulationsDeadlineMinutes(), regulations);
        }
        if (c.tournamentRegulationsDeadlineMinutes() != null) {
            return Cited.of(c.tournamentRegulationsDeadlineMinutes(), regulations);
        }
        return AppealDeadline.minutes(c.timeControl(), Ruleset.of(c.edition()));
    }

    /**
     * When a game ended, for the deadline of an appeal (docs/appeals.md: it runs from the end of the
     * game): the instant of the last event that ended it (its ending, its annulment, on appeal too), where
     * it has ended (finished or annulled) and is not resumed; null while it goes on.
     */
    public static Instant endOf(adjudicator.command.state.GameState v, List<adjudicator.command.api.GameEvent> events) {
        if (v.status() != adjudicator.command.api.GameStatus.FINISHED && v.status() != adjudicator.command.api.GameStatus.ANNULLED) {
            return null;
        }
        for (int i = events.size() - 1; i >= 0; i--) {
            adjudicator.command.api.GameEvent e = events.get(i);
            if (e instanceof adjudicator.command.api.GameEnded || e instanceof adjudicator.command.api.GameAnnulled
                    || e instanceof adjudicator.command.api.GameAnnulledOnAppeal) {
                return e.at();
            }
        }
        return null;
    }

    private static List<AppealEvent> lodge(AppealState s, LodgeAppeal c) {
        if (s.exists()) {
            throw GameRuleException.conflict("appeal " + c.appealId() + " is lodged already", null, null);
        }
        if (c.grounds() == null || c.grounds().isBlank()) {
            throw GameRuleException.malformed("\"grounds\" are required: an appeal says why");
        }
        List<Long> disputed = c.disputed() == null ? List.of() : List.copyOf(c.disputed());
        for (Long seq : disputed) {
            if (seq == null || seq < 0 || seq > c.gameLastSeq()) {
                throw GameRuleException.notAFact("the game has events 0 to " + c.gameLastSeq() + "; there is no event " + seq, null, null);
            }
        }
        if (c.gameEndedAt() == null) {
            throw GameRuleException.conflict("the game has not ended: an appeal is lodged after the game (FIDE Handbook C.11, 3.4)",
                    null, null);
        }
        Cited<Long> deadlineMinutes = deadline(c);
        Instant deadline = c.gameEndedAt().plus(Duration.ofMinutes(deadlineMinutes.value()));
        boolean late = c.at().isAfter(deadline);
        List<AppealEvent> out = new ArrayList<>();
        out.add(new AppealLodged(c.appealId(), c.at(), Actor.ARBITER, c.gameId(), c.event(), c.appellant(), c.appellantName(),
                c.lodgedBy(), c.captain(), disputed, c.grounds(), c.fee(), c.gameEndedAt(), deadlineMinutes.value(),
                deadlineMinutes.article(), late, Ruleset.of(c.edition()).rightOfAppeal().orElse(null)));
        if (late) {
            out.add(new AppealRefused(c.appealId(), c.at(), Actor.SYSTEM, AppealEvent.Refusal.LATE, "lodged at " + c.at()
                    + ", after the deadline of " + deadlineMinutes.value() + " minutes from the end of the game at " + c.gameEndedAt()
                    + " (" + deadlineMinutes.article() + ")"));
            return out;
        }
        for (Long seq : disputed) {
            String earlier = c.decidedOnAppeal() == null ? null : c.decidedOnAppeal().get(seq);
            if (earlier != null) {
                out.add(new AppealRefused(c.appealId(), c.at(), Actor.SYSTEM, AppealEvent.Refusal.ALREADY_DECIDED_ON_APPEAL,
                        "event " + seq + " of the game was decided on appeal " + earlier + ": that decision is final"));
                return out;
            }
        }
        if (disputed.isEmpty() && c.resultDecidedOnAppeal()) {
            out.add(new AppealRefused(c.appealId(), c.at(), Actor.SYSTEM, AppealEvent.Refusal.ALREADY_DECIDED_ON_APPEAL,
                    "the game's result was decided on appeal " + c.resultAppealId() + ": that decision is final"));
        }
        return out;
    }

    private static List<AppealEvent> form(AppealState s, FormCommittee c) {
        if (s.committeeFormed()) {
            throw GameRuleException.conflict("the committee is formed already", null, null);
        }
        List<Member> members = c.members();
        List<Member> reserves = c.reserves() == null ? List.of() : c.reserves();
        if (members.size() < 3 || members.size() % 2 == 0) {
            throw GameRuleException.malformed("a committee has an odd number of members, three or more (a chairman and two members, "
                    + "FIDE Handbook C.11, 2), so that a majority decides; " + members.size() + " given");
        }
        Set<String> names = new HashSet<>();
        Set<String> federations = new HashSet<>();
        for (Member m : concat(members, reserves)) {
            if (m.name() == null || m.name().isBlank()) {
                throw GameRuleException.malformed("every member has a name");
            }
            if (!names.add(m.name())) {
                throw GameRuleException.malformed(m.name() + " is named twice");
            }
            if (m.federation() != null && !federations.add(m.federation())) {
                throw GameRuleException.malformed("two members are of " + m.federation() + ": they are of different federations "
                        + "(FIDE Handbook C.11, 2)");
            }
        }
        List<AppealEvent> out = new ArrayList<>();
        out.add(new CommitteeFormed(c.appealId(), c.at(), Actor.APPEALS_COMMITTEE, List.copyOf(members), List.copyOf(reserves)));
        // a member of a party's federation stands aside, the first reserve of none takes his place
        List<Member> free = new ArrayList<>(reserves.stream().filter(r -> !interested(r, c.partyFederations())).toList());
        for (Member m : members) {
            if (interested(m, c.partyFederations())) {
                if (free.isEmpty()) {
                    throw GameRuleException.conflict(m.name() + " is of " + m.federation() + ", a party's federation, and no reserve of "
                            + "another federation can take his place", null, null);
                }
                Member reserve = free.remove(0);
                out.add(new MemberStoodAside(c.appealId(), c.at(), Actor.APPEALS_COMMITTEE, m.name(),
                        "of " + m.federation() + ", a party's federation", reserve.name()));
            }
        }
        return out;
    }

    private static boolean interested(Member m, List<String> partyFederations) {
        return m.federation() != null && partyFederations != null && partyFederations.contains(m.federation());
    }

    private static List<Member> concat(List<Member> a, List<Member> b) {
        List<Member> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static List<AppealEvent> standAside(AppealState s, StandAside c) {
        if (!s.committeeFormed()) {
            throw GameRuleException.conflict("the committee is not formed", null, null);
        }
        if (s.sitting().stream().noneMatch(m -> m.name().equals(c.member()))) {
            throw GameRuleException.notAFact(c.member() + " does not sit on this committee (sitting: "
                    + s.sitting().stream().map(Member::name).toList() + ")", null, null);
        }
        Member reserve = s.reserves().stream().filter(r -> !interested(r, c.partyFederations())).findFirst().orElse(null);
        if (reserve == null) {
            throw GameRuleException.conflict("no reserve can take " + c.member() + "'s place: the committee would have an even "
                    + "number of members", null, null);
        }
        return List.of(new MemberStoodAside(c.appealId(), c.at(), Actor.APPEALS_COMMITTEE, c.member(), c.reason(), reserve.name()));
    }

    private static List<AppealEvent> decideAppeal(AppealState s, DecideAppeal c) {
        if (!s.committeeFormed()) {
            throw GameRuleException.conflict("the committee is not formed: it hears and decides", null, null);
        }
        Set<String> sitting = new HashSet<>(s.sitting().stream().map(Member::name).toList());
        Set<String> voted = new HashSet<>();
        Map<Decision, Integer> count = new EnumMap<>(Decision.class);
        for (Vote v : c.votes()) {
            if (!sitting.contains(v.member())) {
                throw GameRuleException.malformed(v.member() + " does not sit on this committee (sitting: " + sitting + ")");
            }
            if (!voted.add(v.member())) {
                throw GameRuleException.malformed(v.member() + " votes twice");
            }
            count.merge(Objects.requireNonNull(v.vote()), 1, Integer::sum);
        }
        if (!voted.equals(sitting)) {
            Set<String> missing = new HashSet<>(sitting);
            missing.removeAll(voted);
            throw GameRuleException.malformed("every sitting member votes; missing: " + missing);
        }
        int forDecision = count.getOrDefault(c.decision(), 0);
        if (forDecision * 2 <= sitting.size()) {
            throw GameRuleException.conflict("the decision " + c.decision() + " has " + forDecision + " of " + sitting.size()
                    + " votes: a decision needs a majority (" + count + ")", null, null);
        }
        List<Effect> effects = c.effects() == null ? List.of() : List.copyOf(c.effects());
        if (c.decision() == Decision.DISMISSED && !effects.isEmpty()) {
            throw GameRuleException.malformed("a dismissed appeal changes nothing in the game: no effects");
        }
        for (Effect e : effects) {
            if (e.kind() == null) {
                throw GameRuleException.malformed("an effect names its kind");
            }
            switch (e.kind()) {
                case AMEND_RESULT -> {
                    if (e.result() == null || e.termination() == null) {
                        throw GameRuleException.malformed("AMEND_RESULT names the result and the termination (and its article)");
                    }
                }
                case RESUME -> {
                    if ((e.toPly() == null) == (e.afterEvent() == null) || e.whiteRemainingMs() == null || e.blackRemainingMs() == null) {
                        throw GameRuleException.malformed("RESUME names the position (toPly, or afterEvent: an event's seq) and both "
                                + "clocks' times");
                    }
                }
                case WITHDRAW_PENALTY -> {
                    if (e.penaltySeq() == null) {
                        throw GameRuleException.malformed("WITHDRAW_PENALTY names the event that imposed it (penaltySeq)");
                    }
                }
                default -> {
                }
            }
        }
        if (effects.stream().map(Effect::kind).distinct().count() != effects.size()) {
            throw GameRuleException.malformed("an effect is named twice");
        }
        boolean feeReturned = c.feeReturned() != null ? c.feeReturned() : c.decision() != Decision.DISMISSED;
        return List.of(new AppealDecided(c.appealId(), c.at(), Actor.APPEALS_COMMITTEE, c.decision(), c.reasons(),
                c.articles() == null ? List.of() : List.copyOf(c.articles()), List.copyOf(c.votes()), feeReturned, effects,
                c.gameHeadSeq() == null ? -1 : c.gameHeadSeq(), c.gameHeadHash()));
    }
}
