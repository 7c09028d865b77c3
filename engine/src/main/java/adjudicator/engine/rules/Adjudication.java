package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Position;
import adjudicator.engine.PositionIdentity;
import adjudicator.engine.Repetition;
import adjudicator.engine.Status;
import adjudicator.engine.Unwinnability;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Endings that the position alone decides at once, and endings that a player's act decides. Draw
 * claims under 9.2 and 9.3 are judged by {@link DrawClaims}.
 */
public final class Adjudication {

    private Adjudication() {
    }

    /**
     * The ending that a legal move produced, if any: checkmate (2005 5.1a; 5.1.1) or stalemate
     * (2005 5.2a; 5.2.1). Both end the game at once, but only when reached by a legal move; the
     * caller must not ask this after an illegal move.
     */
    public static Optional<Outcome> afterLegalMove(Position position, Ruleset rules) {
        return switch (position.status()) {
            case CHECKMATE -> Optional.of(new Outcome(GameResult.win(position.sideToMove().opposite()),
                    Termination.CHECKMATE, rules.article(Law.CHECKMATE)));
            case STALEMATE -> Optional.of(new Outcome(GameResult.DRAW, Termination.STALEMATE, rules.article(Law.STALEMATE)));
            case ONGOING -> Optional.empty();
        };
    }

    /**
     * A dead position reached by a legal move ends the game at once as a draw (2005 5.2b; RF 2013 and
     * 2017/2023 5.2.2), when {@link Unwinnability#deadAtOnce} proves it: neither side has mating
     * material, the pawns are locked so that no mate can ever be reached, or forced moves lead only to
     * stalemates or to too little material. Checkmate and stalemate take precedence (they are decided
     * first by {@link #afterLegalMove}). A dead position that only the later, longer stages of the
     * analysis prove is not recognised at once; the arbiter may still declare it
     * ({@link #reviewDeadPosition}).
     */
    public static Optional<Outcome> deadPosition(Position position, Ruleset rules) {
        if (position.status() != Status.ONGOING || !Unwinnability.deadAtOnce(position)) {
            return Optional.empty();
        }
        return Optional.of(new Outcome(GameResult.DRAW, Termination.DEAD_POSITION, rules.article(Law.DEAD_POSITION)));
    }

    /**
     * The engine's review of an arbiter's declaration that the position is dead (2005 5.2b; RF 2013 and
     * 2017/2023 5.2.2), for positions that {@link #deadPosition} did not end at once: each side's
     * verdict from the full analysis ({@link Unwinnability#analyse}).
     *
     * @param white   whether White can still checkmate
     * @param black   whether Black can still checkmate
     * @param article the dead-position article of the edition
     */
    public record DeadPositionReview(Unwinnability.Verdict white, Unwinnability.Verdict black, String article) {

        /** A helpmate exists for a side: the position is not dead, whatever anyone declares. */
        public boolean refuted() {
            return white instanceof Unwinnability.Winnable || black instanceof Unwinnability.Winnable;
        }

        /** Both sides proved unable to checkmate. */
        public boolean proved() {
            return white.unwinnable() && black.unwinnable();
        }

        /**
         * The draw, unless {@linkplain #refuted() refuted}. When the analysis could neither prove nor
         * refute it (a side {@code Undetermined}), the arbiter's declaration stands on his judgement.
         */
        public Optional<Outcome> outcome() {
            return refuted() ? Optional.empty()
                    : Optional.of(new Outcome(GameResult.DRAW, Termination.DEAD_POSITION, article));
        }
    }

    /** Reviews the declaration that {@code position} is dead (see {@link DeadPositionReview}). */
    public static DeadPositionReview reviewDeadPosition(Position position, Ruleset rules) {
        return new DeadPositionReview(Unwinnability.analyse(position, Color.WHITE),
                Unwinnability.analyse(position, Color.BLACK), rules.article(Law.DEAD_POSITION));
    }

    /** 2017 9.6.1: "at least five times". */
    static final int FIVEFOLD = 5;
    /** 2017 9.6.2: at least 75 moves by each player, counted in half-moves. */
    static final int SEVENTY_FIVE_MOVES_IN_HALF_MOVES = 150;

    /**
     * The draw that ends the game without a claim, if any: the current position has stood on the board
     * at least five times (2017/2023 9.6.1), or at least 75 moves by each player have been made without a
     * pawn move or capture, i.e. the half-move clock is at least 150 (2017/2023 9.6.2). Only editions
     * that {@linkplain Ruleset#provides(Law) provide} these rules end a game so: FIDE 2005 and RF 2013
     * have neither (they came in 2014), and there this always returns empty.
     *
     * <p>Fivefold counts every appearance in the line, as in 9.2.2: 2017 and 2023 ask for the same
     * position at least five times, and only the 2014 text read "five consecutive alternate moves", so
     * the appearances need not come from consecutive alternate moves. The project had no 2017 Article 9
     * text; this rests on its comparison of the editions (docs/editions.md).
     *
     * <p>"If the last move resulted in checkmate, that shall take precedence" (9.6.2): when the current
     * position is checkmate this returns empty, and {@link #afterLegalMove} decides the game. A stalemate
     * reached on the 75th move is not given precedence by the text; both end the game at once as a draw,
     * this reports the 9.6 ending, and the caller chooses which it records by the order it asks (asking
     * {@link #afterLegalMove} first records the stalemate). When 9.6.1 and 9.6.2 both hold, 9.6.1 is
     * reported.
     *
     * @param line  the positions actually on the board, start position first, current one last (after a
     *              position was restored, the replayed line)
     * @param rules the edition the game is played under
     */
    public static Optional<Outcome> automaticDraw(List<Position> line, Ruleset rules) {
        if (line.isEmpty()) {
            throw new IllegalArgumentException("the line has no position");
        }
        Position current = line.get(line.size() - 1);
        if (current.status() == Status.CHECKMATE) {
            return Optional.empty();
        }
        Optional<String> fivefold = rules.articleIfAny(Law.FIVEFOLD_REPETITION);
        if (fivefold.isPresent()) {
            List<PositionIdentity> identities = new ArrayList<>(line.size());
            for (Position p : line) {
                identities.add(p.identity());
            }
            if (Repetition.occurrencesOfLast(identities) >= FIVEFOLD) {
                return Optional.of(new Outcome(GameResult.DRAW, Termination.FIVEFOLD_REPETITION, fivefold.get()));
            }
        }
        Optional<String> seventyFive = rules.articleIfAny(Law.SEVENTY_FIVE_MOVES);
        if (seventyFive.isPresent() && current.halfmoveClock() >= SEVENTY_FIVE_MOVES_IN_HALF_MOVES) {
            return Optional.of(new Outcome(GameResult.DRAW, Termination.SEVENTY_FIVE_MOVE_RULE, seventyFive.get()));
        }
        return Optional.empty();
    }

    /**
     * Resignation ends the game at once in the opponent's favour (2005 5.1b; 5.1.2). Under FIDE 2023
     * it is a draw when the opponent cannot checkmate the resigning player's king by any series of legal
     * moves (5.1.2; {@link Ruleset#resignationDrawnIfOpponentCannotMate()}): the engine's
     * {@link Unwinnability} decides, and only a proof that the opponent cannot mate makes it a draw (an
     * undetermined analysis leaves the win standing, as the text requires the impossibility).
     *
     * @param position the position on the board when the player resigned
     */
    public static Ruling resignation(Position position, Color resigning, Ruleset rules) {
        Cited<Boolean> drawn = rules.resignationDrawnIfOpponentCannotMate();
        if (!drawn.value()) {
            return new Ruling(new Outcome(GameResult.win(resigning.opposite()), Termination.RESIGNATION,
                    rules.article(Law.RESIGNATION)), Optional.empty());
        }
        Unwinnability.Verdict verdict = Unwinnability.analyse(position, resigning.opposite());
        Outcome outcome = verdict instanceof Unwinnability.Unwinnable
                ? new Outcome(GameResult.DRAW, Termination.RESIGNATION, drawn.article())
                : new Outcome(GameResult.win(resigning.opposite()), Termination.RESIGNATION, drawn.article());
        return new Ruling(outcome, Optional.of(verdict));
    }

    /**
     * The ruling once {@code flagged}'s flag is established as fallen (2005 6.9; 2009+ 6.8): the game
     * is lost on time, unless the opponent cannot checkmate the flagged player's king by any series of
     * legal moves, then it is drawn (2005 6.10 "even with the most unskilled counterplay"; FIDE 2009, so
     * RF 2013, and 2017/2023 6.9 "by any possible series of legal moves"; both wordings ask whether a
     * helpmate exists). {@link Unwinnability} answers; only a proof of unwinnability draws, so an
     * undetermined analysis leaves the loss standing. The caller has checked that the game was still
     * going on (2005 6.10: "except where 5.1a, 5.1b or 5.2a-c applies").
     *
     * @param position the position on the board when the flag fall was established
     */
    public static Ruling flagFall(Position position, Color flagged, Ruleset rules) {
        String article = rules.flagFallDraw().article();
        Unwinnability.Verdict verdict = Unwinnability.analyse(position, flagged.opposite());
        Outcome outcome = verdict instanceof Unwinnability.Unwinnable
                ? new Outcome(GameResult.DRAW, Termination.TIME_FORFEIT_DRAW, article)
                : new Outcome(GameResult.win(flagged.opposite()), Termination.TIME_FORFEIT, article);
        return new Ruling(outcome, Optional.of(verdict));
    }

    /**
     * The ruling on a player's electronic device ({@link Ruleset#deviceRule()}): he loses; his opponent
     * wins (2017/2023 11.3.2.2), or scores ½ when he cannot win by any series of legal moves (FIDE 2009
     * 12.3b, so RF 2013 13.3.2), or scores what the arbiter decides (2005 12.2b). Without the arbiter's
     * decision under 2005, the RCF commentary to the Russian text applies: ½ when the opponent could not
     * help-mate, else a win.
     *
     * @param arbitersScore under 2005 only: the opponent's score as the arbiter set it, {@code "1"} or
     *                      {@code "1/2"}; empty for the commentary's rule
     * @throws IllegalArgumentException if a score is given where the edition leaves the arbiter none, or
     *                                  is neither 1 nor 1/2
     */
    public static Ruling deviceSignal(Position position, Color offender, Ruleset rules, Optional<String> arbitersScore) {
        Cited<DeviceRule> rule = rules.deviceRule();
        Color opponent = offender.opposite();
        GameResult win = GameResult.win(opponent);
        GameResult half = opponent == Color.WHITE ? GameResult.WHITE_HALF_BLACK_ZERO : GameResult.WHITE_ZERO_BLACK_HALF;
        if (arbitersScore.isPresent()) {
            if (rule.value() != DeviceRule.LOSS_ARBITER_SETS_OPPONENTS_SCORE) {
                throw new IllegalArgumentException("under " + rules.edition() + " the arbiter does not set the opponent's score ("
                        + rule.article() + ")");
            }
            GameResult result = switch (arbitersScore.get()) {
                case "1" -> win;
                case "1/2" -> half;
                default -> throw new IllegalArgumentException("the opponent's score must be 1 or 1/2, not " + arbitersScore.get());
            };
            return new Ruling(new Outcome(result, Termination.ELECTRONIC_DEVICE, rule.article()), Optional.empty());
        }
        if (rule.value() == DeviceRule.LOSS_OPPONENT_WINS) {
            return new Ruling(new Outcome(win, Termination.ELECTRONIC_DEVICE, rule.article()), Optional.empty());
        }
        Unwinnability.Verdict verdict = Unwinnability.analyse(position, opponent);
        GameResult result = verdict instanceof Unwinnability.Unwinnable ? half : win;
        return new Ruling(new Outcome(result, Termination.ELECTRONIC_DEVICE, rule.article()), Optional.of(verdict));
    }

    /**
     * Persistent refusal to comply with the Laws (2005 12.8; RF 2013 13.7; 2017/2023 11.7): the offender
     * loses, and the arbiter decides the opponent's score: a win unless he sets ½.
     *
     * @param opponentsScore {@code "1"} or {@code "1/2"}, as the arbiter decides; empty for a win
     * @throws IllegalArgumentException for another score
     */
    public static Outcome persistentRefusal(Color offender, Ruleset rules, Optional<String> opponentsScore) {
        Color opponent = offender.opposite();
        GameResult result = switch (opponentsScore.orElse("1")) {
            case "1" -> GameResult.win(opponent);
            case "1/2" -> opponent == Color.WHITE ? GameResult.WHITE_HALF_BLACK_ZERO : GameResult.WHITE_ZERO_BLACK_HALF;
            default -> throw new IllegalArgumentException("the opponent's score must be 1 or 1/2, not " + opponentsScore.get());
        };
        return new Outcome(result, Termination.PERSISTENT_REFUSAL, rules.article(Law.PERSISTENT_REFUSAL));
    }

    /**
     * An ending and, where the ending turned on whether a side can still checkmate, the engine's
     * analysis for that side (a helpmate, a proof, or undetermined), kept for the record.
     */
    public record Ruling(Outcome outcome, Optional<Unwinnability.Verdict> canCheckmate) {
        public Ruling {
            java.util.Objects.requireNonNull(outcome, "outcome");
            java.util.Objects.requireNonNull(canCheckmate, "canCheckmate");
        }
    }
}
