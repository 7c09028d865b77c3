package adjudicator.engine.rules;

import adjudicator.engine.clock.Period;
import adjudicator.engine.clock.TimeControl;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The quickplay-finish claim (2005 10.2; RF 2013 10.2; 2017/2023 Guidelines III.5): whether a claim may
 * be made, and what each of the arbiter's decisions does. Pure; the edition's
 * {@link Ruleset#quickplayFinish()} says whether the rule must have been announced.
 *
 * <p>It may be made by the player having the move with less than two minutes left, before his flag
 * falls, in the phase where all remaining moves must be made in limited time (10.1): the period in
 * force is sudden death, without increment or delay (a choice that follows the settings' reading of
 * 10.2 and the 2017 Guidelines III, which are for games without increment), and not in blitz (App. B).
 * The arbiter then accepts (a draw), postpones (the opponent may be given two minutes; the final
 * decision comes later or after a flag falls) or rejects (the opponent is given two minutes); his
 * decision is final (10.2d).
 */
public final class QuickplayClaims {

    /** "less than two minutes" (10.2). */
    public static final Duration THRESHOLD = Duration.ofMinutes(2);
    /** "two extra minutes" for the opponent on a rejection, and at most that on a postponement (10.2b, c). */
    public static final Duration OPPONENT_BONUS = Duration.ofMinutes(2);
    /** The increment a player may ask to have introduced for both players (2017 Guidelines III.4). */
    public static final Duration REQUESTED_INCREMENT = Duration.ofSeconds(5);

    private QuickplayClaims() {
    }

    /** Why a claim cannot be made now, with the article; empty when it can. */
    public static Optional<Refusal> refusal(Ruleset rules, TimeControl control, Pace pace, boolean announced,
                                            int claimantMovesCompleted, long claimantRemainingMs) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(control, "control");
        Cited<QuickplayFinish> setting = rules.quickplayFinish();
        String claim = rules.article(Law.QUICKPLAY_CLAIM);
        if (setting.value().onlyWhenAnnounced() && !announced) {
            return Optional.of(new Refusal(Refusal.Reason.NOT_ANNOUNCED, setting.article()));
        }
        if (!control.hasClock()) {
            return Optional.of(new Refusal(Refusal.Reason.NO_CLOCK, claim));
        }
        if (pace == Pace.BLITZ) {
            return Optional.of(new Refusal(Refusal.Reason.BLITZ, claim));
        }
        Period period = control.periodAfter(claimantMovesCompleted);
        if (!period.suddenDeath() || period.incrementSeconds() > 0 || period.delaySeconds() > 0) {
            return Optional.of(new Refusal(Refusal.Reason.NOT_A_QUICKPLAY_FINISH, claim));
        }
        if (claimantRemainingMs <= 0) {
            return Optional.of(new Refusal(Refusal.Reason.FLAG_FALLEN, claim));
        }
        if (claimantRemainingMs >= THRESHOLD.toMillis()) {
            return Optional.of(new Refusal(Refusal.Reason.TIME_LEFT, claim, claimantRemainingMs));
        }
        return Optional.empty();
    }

    /**
     * Why the request for an increment (2017/2023 Guidelines III.4) cannot be made now, with the
     * article; empty when it can. It may be made when a quickplay-finish claim could be (the same
     * player, time and period), and only in an edition that has it.
     */
    public static Optional<Refusal> incrementRefusal(Ruleset rules, TimeControl control, Pace pace, boolean announced,
                                                     int requesterMovesCompleted, long requesterRemainingMs) {
        Objects.requireNonNull(rules, "rules");
        Optional<String> article = rules.articleIfAny(Law.QUICKPLAY_INCREMENT);
        if (article.isEmpty()) {
            return Optional.of(new Refusal(Refusal.Reason.NO_INCREMENT_REQUEST, rules.article(Law.QUICKPLAY_CLAIM),
                    rules.edition(), rules.article(Law.QUICKPLAY_CLAIM)));
        }
        return refusal(rules, control, pace, announced, requesterMovesCompleted, requesterRemainingMs)
                .map(r -> new Refusal(r.reason(), r.article().equals(rules.article(Law.QUICKPLAY_CLAIM)) ? article.get() : r.article(),
                        r.values()));
    }

    /**
     * What granting the request does (III.4): the control gains the increment in its last period, for
     * both players, and the opponent of the player who asked gets two minutes.
     */
    public static TimeControl withRequestedIncrement(TimeControl control) {
        return control.withIncrementInLastPeriod(REQUESTED_INCREMENT.toSeconds());
    }

    /** The arbiter's decisions on a claim (2005 10.2a-c). */
    public enum Decision {
        ACCEPT, POSTPONE, REJECT
    }

    /**
     * What a decision does: a draw ({@code outcome}), or time for the opponent ({@code opponentTime}),
     * and the article.
     */
    public record Consequence(Decision decision, Optional<Outcome> outcome, Duration opponentTime, String article) {
        public Consequence {
            Objects.requireNonNull(decision, "decision");
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(opponentTime, "opponentTime");
            Objects.requireNonNull(article, "article");
        }
    }

    /**
     * The consequence of the arbiter's decision: accepted, a draw (10.2a); postponed, the opponent "may
     * be awarded" up to two minutes, two unless the arbiter says otherwise (10.2b); rejected, two
     * minutes to the opponent (10.2c), or, where the edition is applied with a commentary that leaves
     * them to the arbiter ({@link Commentary#QUICKPLAY_REJECTION_TIME_AT_DISCRETION}), what he gives, up
     * to two minutes.
     *
     * @param postponedExtra under a postponement or a rejection, the time the arbiter gives the opponent, if he says
     * @throws IllegalArgumentException if the time given is negative or over two minutes, or, on a
     *                                  rejection, other than two minutes where no commentary leaves it to him
     */
    public static Consequence decide(Ruleset rules, Decision decision, Optional<Duration> postponedExtra) {
        Objects.requireNonNull(rules, "rules");
        return switch (Objects.requireNonNull(decision, "decision")) {
            case ACCEPT -> {
                String article = rules.article(Law.QUICKPLAY_ACCEPTED);
                yield new Consequence(decision, Optional.of(new Outcome(GameResult.DRAW, Termination.QUICKPLAY_FINISH, article)),
                        Duration.ZERO, article);
            }
            case POSTPONE -> {
                Duration extra = postponedExtra.orElse(OPPONENT_BONUS);
                if (extra.isNegative() || extra.compareTo(OPPONENT_BONUS) > 0) {
                    throw new IllegalArgumentException("the opponent may be given up to two minutes, not " + extra);
                }
                yield new Consequence(decision, Optional.empty(), extra, rules.article(Law.QUICKPLAY_POSTPONED));
            }
            case REJECT -> {
                Duration extra = postponedExtra.orElse(OPPONENT_BONUS);
                if (extra.isNegative() || extra.compareTo(OPPONENT_BONUS) > 0) {
                    throw new IllegalArgumentException("the opponent may be given up to two minutes, not " + extra);
                }
                Optional<Refusal> refused = rejectionTimeRefusal(rules, extra);
                if (refused.isPresent()) {
                    throw new IllegalArgumentException(refused.get().why());
                }
                yield new Consequence(decision, Optional.empty(), extra, rules.article(Law.QUICKPLAY_REJECTED));
            }
        };
    }

    /**
     * Why the arbiter rejecting a claim may not give the opponent {@code given} under these rules: the
     * text's two minutes are owed, unless the rules are applied with the commentary that leaves them to
     * him ({@link Commentary#QUICKPLAY_REJECTION_TIME_AT_DISCRETION}); empty where he may.
     */
    public static Optional<Refusal> rejectionTimeRefusal(Ruleset rules, Duration given) {
        if (given.equals(OPPONENT_BONUS) || rules.commentary(Commentary.QUICKPLAY_REJECTION_TIME_AT_DISCRETION).isPresent()) {
            return Optional.empty();
        }
        return Optional.of(new Refusal(Refusal.Reason.REJECTION_TIME_OWED, rules.article(Law.QUICKPLAY_REJECTED), rules.edition()));
    }

    /** The source of the time a rejection gave where it is not the text's two minutes (the commentary); empty where it is. */
    public static Optional<String> rejectionTimeSource(Ruleset rules, Duration given) {
        return given.equals(OPPONENT_BONUS) ? Optional.empty()
                : rules.commentary(Commentary.QUICKPLAY_REJECTION_TIME_AT_DISCRETION);
    }

    /**
     * A claim that may not be made, and the article: why, as a reason and the values its sentence needs
     * ({@link Reason}), so that a caller words it in its own language; {@link #why()} says it in English.
     */
    public record Refusal(Reason reason, String article, java.util.List<Object> values) {
        public Refusal {
            Objects.requireNonNull(reason, "reason");
            values = java.util.List.copyOf(values);
        }

        Refusal(Reason reason, String article, Object... values) {
            this(reason, article, java.util.List.of(values));
        }

        /** In English, as a refusal's detail says it. */
        public String why() {
            return switch (reason) {
                case NOT_ANNOUNCED -> "the event did not announce the quickplay-finish guidelines";
                case NO_CLOCK -> "the game is played without a clock";
                case BLITZ -> "the quickplay-finish claim does not apply in blitz";
                case NOT_A_QUICKPLAY_FINISH -> "the period in force is not a quickplay finish (sudden death without increment"
                        + " or delay)";
                case FLAG_FALLEN -> "the claimant's flag has fallen";
                case TIME_LEFT -> "the claimant has " + values.get(0) + " ms left, not less than two minutes";
                case NO_INCREMENT_REQUEST -> "the " + values.get(0) + " rules have no request for an increment (it came with "
                        + "the 2017 Guidelines III.4); the claim of " + values.get(1) + " remains";
                case REJECTION_TIME_OWED -> "on rejecting the claim the arbiter adds two minutes to the opponent's time under "
                        + values.get(0) + "; only the RCF commentary to the 2005 Laws leaves them to him";
            };
        }

        /**
         * Why a claim or request may not be made, and the values of its sentence: {@link #TIME_LEFT} the claimant's
         * remaining milliseconds (a long); {@link #NO_INCREMENT_REQUEST} the edition and the claim's article;
         * {@link #REJECTION_TIME_OWED} the edition; the others none.
         */
        public enum Reason {
            NOT_ANNOUNCED, NO_CLOCK, BLITZ, NOT_A_QUICKPLAY_FINISH, FLAG_FALLEN, TIME_LEFT, NO_INCREMENT_REQUEST,
            REJECTION_TIME_OWED
        }
    }
}
