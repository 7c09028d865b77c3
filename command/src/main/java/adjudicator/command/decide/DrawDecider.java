package adjudicator.command.decide;

import adjudicator.command.api.Actor;
import adjudicator.command.api.ClaimKind;
import adjudicator.command.api.ClaimRejected;
import adjudicator.command.api.ClaimUpheld;
import adjudicator.command.api.Commands.AcceptDraw;
import adjudicator.command.api.Commands.ClaimDraw;
import adjudicator.command.api.Commands.DeclineDraw;
import adjudicator.command.api.Commands.OfferDraw;
import adjudicator.command.api.Decline;
import adjudicator.command.api.DrawAgreed;
import adjudicator.command.api.DrawClaimed;
import adjudicator.command.api.DrawOfferDeclined;
import adjudicator.command.api.DrawOffered;
import adjudicator.command.api.GameEvent;
import adjudicator.command.api.GameRegulations;
import adjudicator.command.api.RejectionReason;
import adjudicator.command.state.GameState;
import adjudicator.command.text.Message;
import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.MoveCheck;
import adjudicator.engine.San;
import adjudicator.engine.Status;
import adjudicator.engine.clock.ChessClock;
import adjudicator.engine.rules.Cited;
import adjudicator.engine.rules.ClaimPenalty;
import adjudicator.engine.rules.ClaimRightLost;
import adjudicator.engine.rules.ClaimVerdict;
import adjudicator.engine.rules.DrawClaims;
import adjudicator.engine.rules.GameResult;
import adjudicator.engine.rules.Law;
import adjudicator.engine.rules.Pace;
import adjudicator.engine.rules.PaceBands;
import adjudicator.engine.rules.Termination;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static adjudicator.command.decide.Guards.conflict;
import static adjudicator.command.decide.Guards.parseMove;
import static adjudicator.command.decide.Guards.require;
import static adjudicator.command.decide.Guards.requireOngoing;
import static adjudicator.command.decide.Guards.requirePlayer;

/**
 * Draws (Art. 5.2 and 9): offers, their acceptance and decline, and the claims under 9.2 (threefold
 * repetition) and 9.3 (fifty moves), decided at once from the record with the edition's 9.5 arithmetic
 * for an incorrect one.
 */
final class DrawDecider {

    private DrawDecider() {
    }

    /**
     * A draw offer (2005 9.1a): properly after making a move and before pressing the clock; at any other
     * time still valid, with 12.6 to be considered. It cannot be withdrawn.
     */
    static List<GameEvent> offerDraw(GameState s, OfferDraw cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        String article = s.rules().article(Law.DRAW_OFFER);
        if (s.drawOfferBy() == cmd.player()) {
            throw conflict(s, Message.of("refusal.ownOfferOpen", Message.whose(cmd.player())), article);
        }
        if (s.drawOfferBy() != null) {
            throw conflict(s, Message.of("refusal.offerOpen", Message.whose(s.drawOfferBy())), article);
        }
        boolean proper = s.clock().control().hasClock()
                ? s.playersWithIncompleteMove().contains(cmd.player()) && s.position().sideToMove() != cmd.player()
                : s.position().sideToMove() != cmd.player() && s.movesMadeBy(cmd.player()) > 0;
        // recorded all the same (an offer is a fact); flagged where the competition's regulations forbid it (9.1.1)
        boolean restricted = restrictedByRegulations(s);
        return List.of(new DrawOffered(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(), proper, article,
                proper ? null : s.rules().article(Law.DRAW_OFFER_AT_ANOTHER_TIME), s.edition(), restricted ? Boolean.TRUE : null,
                restricted ? regulationsArticle(s) : null));
    }

    /**
     * Whether the competition's regulations forbid a draw by agreement now without the arbiter's consent
     * (RF 2013 and 2017/2023 9.1.1: "in less than a specified number of moves or at all"; the moves are
     * counted as the moves each player has made).
     */
    static boolean restrictedByRegulations(GameState s) {
        GameRegulations r = s.created().regulations();
        return r != null && r.drawNeedsConsent(Math.min(s.movesMadeBy(Color.WHITE), s.movesMadeBy(Color.BLACK)));
    }

    /** The article that lets the regulations restrict draws (9.1.1), or, where the edition has none (2005), none. */
    static String regulationsArticle(GameState s) {
        return s.rules().agreementMinimum().value().regulationsMayRestrict() ? "9.1.1" : null;
    }

    /** The opponent accepts the open offer: a draw by agreement (2005 5.2c; 2017 5.2.3, after a move each). */
    static List<GameEvent> acceptDraw(GameState s, AcceptDraw cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        if (s.drawOfferBy() != cmd.player().opposite()) {
            throw conflict(s, Message.of("refusal.noOffer", Message.whose(cmd.player().opposite())), s.rules().article(Law.DRAW_OFFER));
        }
        int minimum = s.rules().agreementMinimum().value().movesByEachPlayer();
        if (s.movesMadeBy(Color.WHITE) < minimum || s.movesMadeBy(Color.BLACK) < minimum) {
            throw conflict(s, Message.of("refusal.drawTooEarly", minimum),
                    s.rules().agreementMinimum().article());
        }
        boolean consent = Boolean.TRUE.equals(cmd.arbiterConsent());
        if (restrictedByRegulations(s) && !consent) {
            GameRegulations r = s.created().regulations();
            throw conflict(s, r.drawWithArbiterConsentOnly() ? Message.of("refusal.regulations.consent")
                    : Message.of("refusal.regulations.notBefore", r.drawNotBeforeMove()),
                    regulationsArticle(s));
        }
        String article = s.rules().article(Law.AGREEMENT);
        return List.of(new DrawAgreed(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(), article, s.edition(),
                        consent ? Boolean.TRUE : null),
                EndOfGameDecider.ended(s, new adjudicator.engine.rules.Outcome(GameResult.DRAW, Termination.AGREEMENT,
                        article), Actor.SYSTEM, cmd.at()));
    }

    /** The opponent declines the open offer orally (2005 9.1a). */
    static List<GameEvent> declineDraw(GameState s, DeclineDraw cmd) {
        requirePlayer(cmd.player());
        requireOngoing(s, cmd.at());
        String article = s.rules().article(Law.DRAW_OFFER);
        if (s.drawOfferBy() != cmd.player().opposite()) {
            throw conflict(s, Message.of("refusal.noOffer", Message.whose(cmd.player().opposite())), article);
        }
        return List.of(new DrawOfferDeclined(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(), Decline.ORALLY,
                article, s.edition()));
    }

    /**
     * A draw claim under 9.2 or 9.3, decided at once from the record (as the API contract says): the engine
     * judges it on the line on the board. A correct claim ends the game; an incorrect one costs the
     * edition's 9.5 time (2005 9.5b: the opponent +3:00 and the claimant's time cut; 2017 9.5.3: the
     * opponent +2:00), the clocks go on, and the intended move must then be made. The claim counts as a
     * draw offer (2005 9.1c). A quickplay-finish claim goes to {@link QuickplayDecider}.
     */
    static List<GameEvent> claimDraw(GameState s, ClaimDraw cmd) {
        requirePlayer(cmd.player());
        require(cmd.basis() != null, Message.of("refusal.game.draw.basisRequired"));
        requireOngoing(s, cmd.at());
        if (cmd.basis() == ClaimKind.QUICKPLAY_FINISH) {
            return QuickplayDecider.claim(s, cmd);
        }
        require(cmd.basis() == ClaimKind.THREEFOLD_REPETITION || cmd.basis() == ClaimKind.FIFTY_MOVE_RULE,
                Message.of("refusal.game.draw.basis"));
        if (s.position().status() != Status.ONGOING) {
            throw conflict(s, Message.of("refusal.game.draw.afterIllegalMove." + s.position().status()), null);
        }
        if (s.rules().claimRightLost().value() == ClaimRightLost.ON_TOUCHING_A_PIECE && !s.touches().isEmpty()
                && s.position().sideToMove() == cmd.player()) {
            throw conflict(s, Message.of("refusal.touchedBeforeClaim", cmd.player()),
                    s.rules().claimRightLost().article());
        }
        Optional<Move> intended = Optional.ofNullable(cmd.intendedMove()).map(m -> parseMove(s, m));
        ClaimVerdict verdict = cmd.basis() == ClaimKind.THREEFOLD_REPETITION
                ? DrawClaims.threefoldRepetition(s.rules(), s.positionsForRepetition(), cmd.player(), intended)
                : DrawClaims.fiftyMoves(s.rules(), s.positionsForRepetition(), cmd.player(), intended);
        if (verdict instanceof ClaimVerdict.Incorrect i && i.reason() == ClaimVerdict.Reason.NOT_CLAIMANTS_TURN) {
            throw conflict(s, Message.of("refusal.claimNotOnMove", Message.whose(s.position().sideToMove())), i.article());
        }
        String intendedSan = intended.filter(m -> s.position().check(m) instanceof MoveCheck.Legal)
                .map(m -> San.toSan(s.position(), m)).orElse(null);
        List<GameEvent> events = new ArrayList<>();
        events.add(new DrawClaimed(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(), cmd.basis(),
                intended.map(Move::uci).orElse(null), intendedSan));
        if (verdict instanceof ClaimVerdict.Correct correct) {
            events.add(new ClaimUpheld(s.gameId(), cmd.at(), Actor.SYSTEM, cmd.player(), cmd.basis(), correct.article(),
                    s.edition()));
            events.add(EndOfGameDecider.ended(s, correct.outcome(), Actor.SYSTEM, cmd.at()));
            return events;
        }
        events.add(incorrectClaim(s, cmd, (ClaimVerdict.Incorrect) verdict, intended));
        if (s.drawOfferBy() == null) {
            // the claim counts as a draw offer (2005 9.1c), which the opponent may now accept
            events.add(new DrawOffered(s.gameId(), cmd.at(), Actor.of(cmd.player()), cmd.player(), true,
                    s.rules().article(Law.CLAIM_IS_OFFER), null, s.edition()));
        }
        return events;
    }

    /**
     * The ruling on an incorrect claim and what it costs by the edition's 9.5 (2005 9.5b; FIDE 2009 and
     * RF 2013 9.5.2; 2017/2023 9.5.3), applied at the claim's instant; the intended move, when legal,
     * must then be made.
     */
    private static ClaimRejected incorrectClaim(GameState s, ClaimDraw cmd, ClaimVerdict.Incorrect incorrect,
                                                Optional<Move> intended) {
        Color claimant = cmd.player();
        ChessClock clock = s.clock();
        long claimantDelta = 0;
        long opponentDelta = 0;
        String penaltyArticle = null;
        Optional<Cited<Pace>> pace = PaceBands.of(clock.control(), s.rules());
        if (pace.isPresent()) {
            long claimantMs = clock.remainingMs(claimant, cmd.at());
            long opponentMs = clock.remainingMs(claimant.opposite(), cmd.at());
            ClaimPenalty penalty = ClaimPenalty.apply(Duration.ofMillis(claimantMs), Duration.ofMillis(opponentMs),
                    s.rules(), pace.get().value());
            claimantDelta = penalty.claimantRemaining().toMillis() - claimantMs;
            opponentDelta = penalty.opponentRemaining().toMillis() - opponentMs;
            penaltyArticle = penalty.article();
        }
        ChessClock after = pace.isEmpty() ? clock : clock.adjust(claimant, claimantDelta, cmd.at())
                .adjust(claimant.opposite(), opponentDelta, cmd.at());
        String obliged = intended.filter(m -> incorrect.reason() != ClaimVerdict.Reason.INTENDED_MOVE_ILLEGAL)
                .map(Move::uci).orElse(null);
        return new ClaimRejected(s.gameId(), cmd.at(), Actor.SYSTEM, claimant, cmd.basis(), RejectionReason.valueOf(incorrect.reason().name()),
                incorrect.found().isPresent() ? (long) incorrect.found().getAsInt() : null, incorrect.article(),
                s.edition(), claimantDelta, opponentDelta, penaltyArticle,
                pace.isPresent() ? after.remainingMs(Color.WHITE, cmd.at()) : null,
                pace.isPresent() ? after.remainingMs(Color.BLACK, cmd.at()) : null, obliged);
    }
}
