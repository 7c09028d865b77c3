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
import adjudicator.command.text.Message;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
            throw GameRuleException.conflict(Message.of("refusal.appeal.noAppeal", String.valueOf(command.appealId())), null, null);
        }
        if (s.refused() != null) {
            throw GameRuleException.conflict(refused(s), null, null);
        }
        if (command instanceof AppealCommands.RecordEffectRefused c) {
            return effectRefused(s, c);
        }
        if (s.decided() != null) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.decidedFinal", named(s.decided().decision())), null, null);
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

    /** A constant in a refusal's place, named by the bundles; "null" where there is none (as the detail read before). */
    private static Object named(Enum<?> constant) {
        return constant == null ? "null" : constant;
    }

    private static final Pattern EVENT_DECIDED = Pattern.compile("event (\\d+) of the game was decided on appeal (.+): that decision is final");
    private static final Pattern RESULT_DECIDED = Pattern.compile("the game's result was decided on appeal (.+): that decision is final");

    /**
     * The refusal of any step of a refused appeal: "the appeal was refused: " and the reason its refusal records. The
     * recorded reason is English (an event holds no other language); it is worded again from the record's values
     * where it reads as {@link #lodge} words it, else it is quoted as recorded.
     */
    static Message refused(AppealState s) {
        AppealRefused r = s.refused();
        String reason = r.reason();
        Message again = null;
        if (r.refusal() == AppealEvent.Refusal.LATE && s.lodged() != null) {
            AppealLodged l = s.lodged();
            again = Message.of("refusal.appeal.refused.late", String.valueOf(r.at()), l.deadlineMinutes(), String.valueOf(l.gameEndedAt()),
                    String.valueOf(l.deadlineBasis()));
        } else if (r.refusal() == AppealEvent.Refusal.ALREADY_DECIDED_ON_APPEAL && reason != null) {
            Matcher event = EVENT_DECIDED.matcher(reason);
            Matcher result = RESULT_DECIDED.matcher(reason);
            if (event.matches()) {
                again = Message.of("refusal.appeal.refused.eventDecided", event.group(1), event.group(2));
            } else if (result.matches()) {
                again = Message.of("refusal.appeal.refused.resultDecided", result.group(1));
            }
        }
        return again != null && again.english().equals("the appeal was refused: " + reason) ? again
                : Message.of("refusal.appeal.refused", String.valueOf(reason));
    }

    /** An effect of the decision that the game refused, recorded once (the process manager may send it again). */
    private static List<AppealEvent> effectRefused(AppealState s, AppealCommands.RecordEffectRefused c) {
        if (s.decided() == null) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.notDecided"), null, null);
        }
        List<Effect> effects = s.decided().effects() == null ? List.of() : s.decided().effects();
        if (c.effect() < 0 || c.effect() >= effects.size()) {
            throw GameRuleException.notAFact(Message.of("refusal.appeal.noSuchEffect", effects.size(), c.effect()), null, null);
        }
        if (s.effectsRefused().stream().anyMatch(r -> r.effect() == c.effect())) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.effectRefusalRecorded", c.effect()), null, null);
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
            throw GameRuleException.conflict(Message.of("refusal.appeal.lodgedAlready", String.valueOf(c.appealId())), null, null);
        }
        if (c.grounds() == null || c.grounds().isBlank()) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.groundsRequired"));
        }
        List<Long> disputed = c.disputed() == null ? List.of() : List.copyOf(c.disputed());
        for (Long seq : disputed) {
            if (seq == null || seq < 0 || seq > c.gameLastSeq()) {
                throw GameRuleException.notAFact(Message.of("refusal.appeal.noSuchEvent", c.gameLastSeq(), String.valueOf(seq)), null, null);
            }
        }
        if (c.gameEndedAt() == null) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.gameNotEnded"), null, null);
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
            throw GameRuleException.conflict(Message.of("refusal.appeal.committeeFormed"), null, null);
        }
        List<Member> members = c.members();
        List<Member> reserves = c.reserves() == null ? List.of() : c.reserves();
        if (members.size() < 3 || members.size() % 2 == 0) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.committeeSize", members.size()));
        }
        Set<String> names = new HashSet<>();
        Set<String> federations = new HashSet<>();
        for (Member m : concat(members, reserves)) {
            if (m.name() == null || m.name().isBlank()) {
                throw GameRuleException.malformed(Message.of("refusal.appeal.memberWithoutName"));
            }
            if (!names.add(m.name())) {
                throw GameRuleException.malformed(Message.of("refusal.appeal.memberNamedTwice", m.name()));
            }
            if (m.federation() != null && !federations.add(m.federation())) {
                throw GameRuleException.malformed(Message.of("refusal.appeal.sameFederation", m.federation()));
            }
        }
        List<AppealEvent> out = new ArrayList<>();
        out.add(new CommitteeFormed(c.appealId(), c.at(), Actor.APPEALS_COMMITTEE, List.copyOf(members), List.copyOf(reserves)));
        // a member of a party's federation stands aside, the first reserve of none takes his place
        List<Member> free = new ArrayList<>(reserves.stream().filter(r -> !interested(r, c.partyFederations())).toList());
        for (Member m : members) {
            if (interested(m, c.partyFederations())) {
                if (free.isEmpty()) {
                    throw GameRuleException.conflict(Message.of("refusal.appeal.noReserveForParty", m.name(), m.federation()), null, null);
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
            throw GameRuleException.conflict(Message.of("refusal.appeal.committeeNotFormed"), null, null);
        }
        if (s.sitting().stream().noneMatch(m -> m.name().equals(c.member()))) {
            throw GameRuleException.notAFact(Message.of("refusal.appeal.notSitting", String.valueOf(c.member()),
                    String.valueOf(s.sitting().stream().map(Member::name).toList())), null, null);
        }
        Member reserve = s.reserves().stream().filter(r -> !interested(r, c.partyFederations())).findFirst().orElse(null);
        if (reserve == null) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.noReserve", String.valueOf(c.member())), null, null);
        }
        return List.of(new MemberStoodAside(c.appealId(), c.at(), Actor.APPEALS_COMMITTEE, c.member(), c.reason(), reserve.name()));
    }

    private static List<AppealEvent> decideAppeal(AppealState s, DecideAppeal c) {
        if (!s.committeeFormed()) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.committeeNotFormedToDecide"), null, null);
        }
        Set<String> sitting = new HashSet<>(s.sitting().stream().map(Member::name).toList());
        Set<String> voted = new HashSet<>();
        Map<Decision, Integer> count = new EnumMap<>(Decision.class);
        for (Vote v : c.votes()) {
            if (!sitting.contains(v.member())) {
                throw GameRuleException.malformed(Message.of("refusal.appeal.notSitting", String.valueOf(v.member()), String.valueOf(sitting)));
            }
            if (!voted.add(v.member())) {
                throw GameRuleException.malformed(Message.of("refusal.appeal.votesTwice", String.valueOf(v.member())));
            }
            count.merge(Objects.requireNonNull(v.vote()), 1, Integer::sum);
        }
        if (!voted.equals(sitting)) {
            Set<String> missing = new HashSet<>(sitting);
            missing.removeAll(voted);
            throw GameRuleException.malformed(Message.of("refusal.appeal.votesMissing", String.valueOf(missing)));
        }
        int forDecision = count.getOrDefault(c.decision(), 0);
        if (forDecision * 2 <= sitting.size()) {
            throw GameRuleException.conflict(Message.of("refusal.appeal.noMajority", named(c.decision()), forDecision, sitting.size(),
                    String.valueOf(count)), null, null);
        }
        List<Effect> effects = c.effects() == null ? List.of() : List.copyOf(c.effects());
        if (c.decision() == Decision.DISMISSED && !effects.isEmpty()) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.dismissedWithEffects"));
        }
        for (Effect e : effects) {
            if (e.kind() == null) {
                throw GameRuleException.malformed(Message.of("refusal.appeal.effectWithoutKind"));
            }
            switch (e.kind()) {
                case AMEND_RESULT -> {
                    if (e.result() == null || e.termination() == null) {
                        throw GameRuleException.malformed(Message.of("refusal.appeal.amendResultIncomplete"));
                    }
                }
                case RESUME -> {
                    if ((e.toPly() == null) == (e.afterEvent() == null) || e.whiteRemainingMs() == null || e.blackRemainingMs() == null) {
                        throw GameRuleException.malformed(Message.of("refusal.appeal.resumeIncomplete"));
                    }
                }
                case WITHDRAW_PENALTY -> {
                    if (e.penaltySeq() == null) {
                        throw GameRuleException.malformed(Message.of("refusal.appeal.withdrawPenaltyIncomplete"));
                    }
                }
                default -> {
                }
            }
        }
        if (effects.stream().map(Effect::kind).distinct().count() != effects.size()) {
            throw GameRuleException.malformed(Message.of("refusal.appeal.effectNamedTwice"));
        }
        boolean feeReturned = c.feeReturned() != null ? c.feeReturned() : c.decision() != Decision.DISMISSED;
        return List.of(new AppealDecided(c.appealId(), c.at(), Actor.APPEALS_COMMITTEE, c.decision(), c.reasons(),
                c.articles() == null ? List.of() : List.copyOf(c.articles()), List.copyOf(c.votes()), feeReturned, effects,
                c.gameHeadSeq() == null ? -1 : c.gameHeadSeq(), c.gameHeadHash()));
    }
}
