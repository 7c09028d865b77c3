package adjudicator.command.appeal;

import adjudicator.command.api.Actor;
import adjudicator.command.api.Party;
import adjudicator.engine.rules.Termination;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.List;

/**
 * Every event of an appeal, kept in the same store and hash chain as the games: lodged (and refused
 * where late or already decided), the committee formed and its members standing aside, the hearing's
 * statements and evidence, the decision with its votes. The decision's effects on the game are the
 * game's own new events, which cite the appeal.
 */
public sealed interface AppealEvent {
    String appealId();

    Instant at();

    Actor actor();

    /** Who lodges an appeal: the player himself, the arbiter on his behalf, or his team's captain. */
    enum LodgedBy { PLAYER, ARBITER_ON_BEHALF, TEAM_CAPTAIN }

    /**
     * An appeal lodged against rulings of a game ({@code disputed}: their event seqs; none: against the
     * result), with its grounds and fee, and the deadline it was measured against: {@code deadlineMinutes}
     * after the game ended at {@code gameEndedAt}, on {@code deadlineBasis}; {@code late} when it came after.
     * {@code lawsArticle}: the article of the game's edition that gives the right to appeal (2017/2023
     * 11.10), null where the edition has none.
     */
    @Revision("1")
    record AppealLodged(String appealId, Instant at, Actor actor, String gameId, String event, Party appellant,
                        String appellantName, LodgedBy lodgedBy, String captain, List<Long> disputed, String grounds, String fee,
                        Instant gameEndedAt, long deadlineMinutes, String deadlineBasis, boolean late, String lawsArticle)
            implements AppealEvent {
    }

    /** Why an appeal is refused without a hearing. */
    enum Refusal { LATE, ALREADY_DECIDED_ON_APPEAL }

    /** The appeal refused, with the reason: it stays on the record. */
    @Revision("1")
    record AppealRefused(String appealId, Instant at, Actor actor, Refusal refusal, String reason) implements AppealEvent {
    }

    /** A member of an appeals committee and his federation. */
    record Member(String name, String federation) {
    }

    /** The committee: its members (the first the chairman) and reserves (FIDE Handbook C.11, 2). */
    @Revision("1")
    record CommitteeFormed(String appealId, Instant at, Actor actor, List<Member> members, List<Member> reserves)
            implements AppealEvent {
    }

    /** A member with an interest in the case stands aside; the reserve who takes his place, if any. */
    @Revision("1")
    record MemberStoodAside(String appealId, Instant at, Actor actor, String member, String reason, String replacedBy)
            implements AppealEvent {
    }

    /** Who speaks at a hearing. */
    enum Speaker { APPELLANT, OPPONENT, ARBITER, WITNESS }

    /** A statement heard by the committee. */
    @Revision("1")
    record StatementRecorded(String appealId, Instant at, Actor actor, Speaker speaker, String name, String text)
            implements AppealEvent {
    }

    /**
     * The re-adjudication of the game attached as evidence: what the record gives under {@code rules}
     * (another edition, or the game's own with the disputed facts left out), the ending each gives, and
     * where the two records first differ.
     */
    @Revision("1")
    record ReadjudicationAttached(String appealId, Instant at, Actor actor, String rules, List<Long> without,
                                  boolean identical, String recordedResult, String readjudicatedResult,
                                  String readjudicatedTermination, String readjudicatedArticle, Long firstDivergence)
            implements AppealEvent {
    }

    /** The committee's decision. */
    enum Decision { UPHELD, PARTLY_UPHELD, DISMISSED }

    /** What a decision does to the game. */
    enum EffectKind { AMEND_RESULT, RESUME, ANNUL, ANNUL_AND_REPLAY, WITHDRAW_PENALTY }

    /**
     * One effect on the game: the result amended (with its ending and article), the game resumed from the
     * position after {@code toPly} half-moves, or right after the event {@code afterEvent}, with the clocks
     * set, annulled (and ordered replayed), or the penalty of the event {@code penaltySeq} withdrawn.
     */
    record Effect(EffectKind kind, String result, Termination termination, String article, Integer toPly, Long afterEvent,
                  Long whiteRemainingMs, Long blackRemainingMs, Long penaltySeq) {
    }

    /** A member's vote. */
    record Vote(String member, Decision vote) {
    }

    /**
     * The decision, by majority with each sitting member's vote, its reasons and the articles it rests on,
     * whether the fee is returned, its effects on the game, and the game's head (last event, hash) at the
     * moment of the decision, so that the decision can be proved to rest on that record.
     */
    @Revision("1")
    record AppealDecided(String appealId, Instant at, Actor actor, Decision decision, String reasons, List<String> articles,
                         List<Vote> votes, boolean feeReturned, List<Effect> effects, long gameHeadSeq, String gameHeadHash)
            implements AppealEvent {
    }

    /**
     * An effect of the decision that the game refused when it was applied (its state had changed since
     * the decision, say): the effect's index among the decision's, its kind, and the game's refusal with
     * its article. The decision stands as recorded; the refusal is on the record so that no effect is
     * lost without a trace, and the committee or the arbiter acts on it.
     */
    @Revision("1")
    record AppealEffectRefused(String appealId, Instant at, Actor actor, int effect, EffectKind kind, String gameId,
                               adjudicator.command.api.Rejection.Kind refusal, String detail, String article, String rules)
            implements AppealEvent {
    }
}
