package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimPostponed;
import adjudicator.command.api.ClaimReferredToArbiter;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.ClocksResumed;
import adjudicator.command.api.ClocksStopped;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.RequestIncrement;
import adjudicator.command.api.Commands.RuleOnClaim;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRuleException;
import adjudicator.command.api.GameStatus;
import adjudicator.command.api.IncrementIntroduced;
import adjudicator.command.api.IncrementRequested;
import adjudicator.command.api.RejectionReason;
import adjudicator.command.state.GameState;
import adjudicator.command.state.OpenClaim;
import adjudicator.command.text.Message;
import adjudicator.engine.Color;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.rules.Adjudication;
import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Outcome;
import adjudicator.engine.rules.QuickplayClaims;
import adjudicator.engine.rules.Termination;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.pace;
import static adjudicator.command.decide.Guards.require;
import static adjudicator.command.decide.Guards.requireOngoing;
import static adjudicator.command.decide.Guards.requirePlayer;

/**
 * The quickplay finish (2005 10.2; RF 2013 10.2 and Art. 11; 2017/2023 Guidelines III): the claim with
 * under two minutes left, the request for an increment, and the arbiter's final decision on either.
 */
final class QuickplayDecider {

    private QuickplayDecider() {
    }

    /** While a claim or request waits for the arbiter (unless postponed and play goes on), nothing else happens on the board. */
    static void requireNotAwaitingArbiter(GameState s) {
        Optional<OpenClaim> open = s.openClaim();
        if (open.isPresent() && (!open.get().postponed() || open.get().flagFallen())) {
            throw awaitingArbiter(s, open.get());
        }
    }

    private static GameRuleException awaitingArbiter(GameState s, OpenClaim open) {
        if (open.referred()) {
            return conflict(s, Message.of("refusal.game.quickplay.referredAwaitsArbiter", Message.whose(open.claimant())),
                    s.rules().article(Law.QUICKPLAY_WITHOUT_ARBITER));
        }
        return open.increment()
                ? conflict(s, Message.of("refusal.game.quickplay.awaitsArbiterOnIncrement", Message.whose(open.claimant())),
                        s.rules().article(Law.QUICKPLAY_INCREMENT))
                : conflict(s, Message.of("refusal.game.quickplay.awaitsArbiterOnClaim", Message.whose(open.claimant())),
                        s.rules().article(Law.QUICKPLAY_CLAIM));
    }

    /**
     * The quickplay-finish claim (2005 10.2; 2017/2023 Guidelines III.5, when announced): by the player
     * having the move, with less than two minutes left, before his flag falls. The clocks stop, the
     * claim counts as a draw offer (9.1c), and the game waits for the arbiter's decision. Made with no
     * arbiter present (RF 2013 Art. 11; III.6), it concludes the game and is referred to him.
     */
    static List<GameEvent> claim(GameState s, ClaimDraw cmd) {
        Color claimant = cmd.player();
        String article = s.rules().article(Law.QUICKPLAY_CLAIM);
        Optional<String> withoutArbiter = s.rules().articleIfAny(Law.QUICKPLAY_WITHOUT_ARBITER);
        if (cmd.withoutArbiter() && withoutArbiter.isEmpty()) {
            throw conflict(s, Message.of("refusal.game.quickplay.noProvisionWithoutArbiter", Message.whose(s.edition())), article);
        }
        if (cmd.withoutArbiter()) {
            article = withoutArbiter.get();
        }
        if (s.openClaim().isPresent()) {
            throw conflict(s, Message.of("refusal.game.quickplay.claimOpen", Message.whose(s.openClaim().get().claimant())),
                    s.rules().article(Law.QUICKPLAY_FINAL));
        }
        if (s.status() != GameStatus.IN_PROGRESS || s.clock().running() != claimant) {
            throw conflict(s, Message.of("refusal.game.quickplay.notOnMoveForClaim"), article);
        }
        Optional<QuickplayClaims.Refusal> refusal = QuickplayClaims.refusal(s.rules(), s.clock().control(), pace(s),
                s.quickplayAnnounced(), s.clock().movesOf(claimant), s.clock().remainingMs(claimant, cmd.at()));
        if (refusal.isPresent()) {
            throw conflict(s, worded(refusal.get()), refusal.get().article());
        }
        List<GameEvent> events = new ArrayList<>();
        events.add(new DrawClaimed(s.gameId(), cmd.at(), Actor.of(claimant), claimant, ClaimKind.QUICKPLAY_FINISH, null,
                null));
        events.add(stopped(s, Actor.of(claimant), article, cmd.at()));
        if (cmd.withoutArbiter()) {
            events.add(new ClaimReferredToArbiter(s.gameId(), cmd.at(), Actor.of(claimant), claimant, s.position().fen(),
                    article, s.edition()));
        }
        if (s.drawOfferBy() == null) {
            events.add(new DrawOffered(s.gameId(), cmd.at(), Actor.of(claimant), claimant, true,
                    s.rules().article(Law.CLAIM_IS_OFFER), null, s.edition()));
        }
        return events;
    }

    /**
     * The request for an increment (2017/2023 Guidelines III.4): by the player having the move, his clock
     * running, with under two minutes left, in a sudden-death finish, when the event announced the
     * Guidelines. The clocks stop for the arbiter, and the request is a draw offer.
     */
    static List<GameEvent> requestIncrement(GameState s, RequestIncrement cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        Color requester = cmd.player();
        if (s.openClaim().isPresent()) {
            OpenClaim open = s.openClaim().get();
            throw conflict(s, Message.of(open.increment() ? "refusal.game.quickplay.requestOpen" : "refusal.game.quickplay.claimOpen",
                    Message.whose(open.claimant())), s.rules().article(Law.QUICKPLAY_FINAL));
        }
        if (s.status() != GameStatus.IN_PROGRESS || s.clock().running() != requester) {
            throw conflict(s, Message.of("refusal.game.quickplay.notOnMoveForRequest"),
                    s.rules().articleIfAny(Law.QUICKPLAY_INCREMENT).orElse(s.rules().article(Law.QUICKPLAY_CLAIM)));
        }
        Optional<QuickplayClaims.Refusal> refusal = QuickplayClaims.incrementRefusal(s.rules(), s.clock().control(),
                pace(s), s.quickplayAnnounced(), s.clock().movesOf(requester), s.clock().remainingMs(requester, cmd.at()));
        if (refusal.isPresent()) {
            throw conflict(s, worded(refusal.get()), refusal.get().article());
        }
        String article = s.rules().article(Law.QUICKPLAY_INCREMENT);
        List<GameEvent> events = new ArrayList<>();
        events.add(new IncrementRequested(s.gameId(), cmd.at(), Actor.of(requester), requester,
                QuickplayClaims.REQUESTED_INCREMENT.toMillis(), article, s.edition()));
        events.add(stopped(s, Actor.of(requester), article, cmd.at()));
        if (s.drawOfferBy() == null) {
            events.add(new DrawOffered(s.gameId(), cmd.at(), Actor.of(requester), requester, true, article, null,
                    s.edition()));
        }
        return events;
    }

    /** The engine's reason a claim or request may not be made, worded by the bundles ({@code refusal.game.quickplay.<REASON>}). */
    private static Message worded(QuickplayClaims.Refusal refusal) {
        Object[] values = refusal.values().stream()
                .map(v -> v instanceof adjudicator.engine.rules.Edition e ? Message.whose(e) : v).toArray();
        return Message.of("refusal.game.quickplay." + refusal.reason(), values);
    }

    private static ClocksStopped stopped(GameState s, Actor by, String article, Instant at) {
        return new ClocksStopped(s.gameId(), at, by, s.clock().remainingMs(Color.WHITE, at),
                s.clock().remainingMs(Color.BLACK, at), article, s.edition());
    }

    /**
     * The arbiter's decision on the open quickplay-finish claim (2005 10.2a-d): accept (a draw), postpone
     * (the opponent may be given up to two minutes; play goes on and the final decision follows later or
     * after a flag falls), or reject (the opponent is given two minutes). Accepting and rejecting are
     * final. On a request for an increment, or on a claim made with no arbiter present, see below.
     */
    static List<GameEvent> ruleOnClaim(GameState s, RuleOnClaim cmd) {
        require(cmd.decision() != null, Message.of("refusal.game.quickplay.decisionRequired"));
        require(cmd.opponentExtraMs() == null || (cmd.opponentExtraMs() >= 0
                        && cmd.opponentExtraMs() <= QuickplayClaims.OPPONENT_BONUS.toMillis()),
                Message.of("refusal.game.quickplay.opponentExtraMs"));
        requireOngoing(s, cmd.at());
        OpenClaim open = s.openClaim().orElseThrow(() ->
                conflict(s, Message.of("refusal.game.quickplay.noClaimAwaits"), s.rules().article(Law.QUICKPLAY_FINAL)));
        Color claimant = open.claimant();
        QuickplayClaims.Decision decision = cmd.decision();
        if (open.increment()) {
            return ruleOnIncrement(s, cmd, claimant, decision);
        }
        if (open.referred()) {
            return ruleOnReferredClaim(s, cmd, claimant, decision);
        }
        if (decision == QuickplayClaims.Decision.POSTPONE && open.postponed()) {
            throw conflict(s, Message.of("refusal.game.quickplay.alreadyPostponed"),
                    s.rules().article(Law.QUICKPLAY_FINAL));
        }
        if (decision == QuickplayClaims.Decision.REJECT && cmd.opponentExtraMs() != null) {
            Optional<QuickplayClaims.Refusal> refused =
                    QuickplayClaims.rejectionTimeRefusal(s.rules(), Duration.ofMillis(cmd.opponentExtraMs()));
            if (refused.isPresent()) {
                throw conflict(s, worded(refused.get()), refused.get().article());
            }
        }
        QuickplayClaims.Consequence consequence = QuickplayClaims.decide(s.rules(), decision,
                Optional.ofNullable(cmd.opponentExtraMs()).map(Duration::ofMillis));
        String article = consequence.article();
        long bonus = consequence.opponentTime().toMillis();
        List<GameEvent> events = new ArrayList<>();
        switch (decision) {
            case ACCEPT -> {
                Outcome o = consequence.outcome().orElseThrow();
                events.add(new ClaimUpheld(s.gameId(), cmd.at(), Actor.ARBITER, claimant, ClaimKind.QUICKPLAY_FINISH,
                        article, s.edition()));
                events.add(EndOfGameDecider.ended(s, o, Actor.ARBITER, cmd.at()));
            }
            case REJECT -> {
                ChessClock after = s.clock().adjust(claimant.opposite(), bonus, cmd.at());
                // less than the text's two minutes: given under the commentary, which is cited as its source
                String timeSource = QuickplayClaims.rejectionTimeSource(s.rules(), Duration.ofMillis(bonus)).orElse(null);
                events.add(new ClaimRejected(s.gameId(), cmd.at(), Actor.ARBITER, claimant, ClaimKind.QUICKPLAY_FINISH,
                        RejectionReason.REJECTED_BY_ARBITER, null, article, s.edition(), 0, bonus, article,
                        after.remainingMs(Color.WHITE, cmd.at()), after.remainingMs(Color.BLACK, cmd.at()), null, timeSource));
                if (open.flagFallen()) {
                    events.add(EndOfGameDecider.ended(s, Adjudication.flagFall(s.position(), claimant, s.rules()),
                            claimant.opposite(), cmd.at()));
                } else {
                    resumeAfterRuling(s, cmd.at(), events);
                }
            }
            case POSTPONE -> {
                events.add(new ClaimPostponed(s.gameId(), cmd.at(), Actor.ARBITER, claimant, bonus, article, s.edition()));
                resumeAfterRuling(s, cmd.at(), events);
            }
        }
        return events;
    }

    /**
     * The arbiter's final decision on a claim made with no arbiter present, which concluded the game (RF
     * 2013 Art. 11; 2017/2023 Guidelines III.6): accepted, a draw; rejected, the score he gives (the texts
     * leave it to him: {@code result} is required); it cannot be postponed, the game being over.
     */
    private static List<GameEvent> ruleOnReferredClaim(GameState s, RuleOnClaim cmd, Color claimant,
                                                       QuickplayClaims.Decision decision) {
        String article = s.rules().article(Law.QUICKPLAY_WITHOUT_ARBITER);
        return switch (decision) {
            case POSTPONE -> throw conflict(s, Message.of("refusal.game.quickplay.referredNotPostponed"), article);
            case ACCEPT -> List.of(
                    new ClaimUpheld(s.gameId(), cmd.at(), Actor.ARBITER, claimant, ClaimKind.QUICKPLAY_FINISH, article,
                            s.edition()),
                    EndOfGameDecider.ended(s, new Outcome(GameResult.DRAW, Termination.QUICKPLAY_FINISH, article),
                            Actor.ARBITER, cmd.at()));
            case REJECT -> {
                require(cmd.result() != null && List.of("1-0", "0-1").contains(cmd.result()),
                        Message.of("refusal.game.quickplay.referredRejectedResult", article));
                yield List.of(
                        new ClaimRejected(s.gameId(), cmd.at(), Actor.ARBITER, claimant, ClaimKind.QUICKPLAY_FINISH,
                                RejectionReason.REJECTED_BY_ARBITER, null, article, s.edition(), 0, 0, null, null, null, null),
                        EndOfGameDecider.ended(s, new Outcome(GameResult.fromNotation(cmd.result()),
                                Termination.ARBITER_DECISION, article), Actor.ARBITER, cmd.at()));
            }
        };
    }

    /**
     * The arbiter's decision on a request for an increment (2017/2023 Guidelines III.4), once the
     * opponent has refused the draw offer it made: agreed ({@code ACCEPT}), the clocks get the increment
     * and the opponent two minutes; refused ({@code REJECT}), nothing changes. Either way the clocks go on.
     */
    private static List<GameEvent> ruleOnIncrement(GameState s, RuleOnClaim cmd, Color requester,
                                                   QuickplayClaims.Decision decision) {
        String article = s.rules().article(Law.QUICKPLAY_INCREMENT);
        if (decision == QuickplayClaims.Decision.POSTPONE) {
            throw conflict(s, Message.of("refusal.game.quickplay.requestNotPostponed"), article);
        }
        if (s.drawOfferBy() == requester) {
            throw conflict(s, Message.of("refusal.game.quickplay.offerNotRefused"), article);
        }
        List<GameEvent> events = new ArrayList<>();
        ChessClock clock = s.clock();
        if (decision == QuickplayClaims.Decision.ACCEPT) {
            long bonus = QuickplayClaims.OPPONENT_BONUS.toMillis();
            ChessClock after = clock.adjust(requester.opposite(), bonus, cmd.at());
            events.add(new IncrementIntroduced(s.gameId(), cmd.at(), Actor.ARBITER, requester,
                    QuickplayClaims.withRequestedIncrement(clock.control()).format(), bonus,
                    after.remainingMs(Color.WHITE, cmd.at()), after.remainingMs(Color.BLACK, cmd.at()), article,
                    s.edition()));
        } else {
            events.add(new ClaimRejected(s.gameId(), cmd.at(), Actor.ARBITER, requester, ClaimKind.QUICKPLAY_INCREMENT,
                    RejectionReason.REJECTED_BY_ARBITER, null, article, s.edition(), 0, 0, null,
                    clock.remainingMs(Color.WHITE, cmd.at()), clock.remainingMs(Color.BLACK, cmd.at()), null));
        }
        resumeAfterRuling(s, cmd.at(), events);
        return events;
    }

    /** After the arbiter's decision the clocks go on, if the claim or request had stopped them (6.13c; 2017 6.11.3). */
    private static void resumeAfterRuling(GameState s, Instant at, List<GameEvent> events) {
        if (s.clock().running() == null) {
            events.add(new ClocksResumed(s.gameId(), at, Actor.ARBITER, s.runningSide(),
                    s.rules().article(Law.CLOCKS_RESUMED), s.edition()));
        }
    }
}
