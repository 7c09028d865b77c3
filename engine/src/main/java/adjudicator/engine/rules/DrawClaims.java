package adjudicator.engine.rules;

import adjudicator.engine.Color;
import adjudicator.engine.Move;
import adjudicator.engine.Position;
import adjudicator.engine.PositionIdentity;
import adjudicator.engine.Repetition;
import adjudicator.engine.Status;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Draw claims that the record of the game alone decides: threefold repetition (2005 9.2; RF 2013
 * 9.2.1-9.2.2; 2017/2023 9.2.1.1-9.2.1.2) and the fifty-move rule (2005 9.3; RF 2013 and 2017/2023
 * 9.3.1-9.3.2). Pure functions: they judge the claim and never play the intended move.
 *
 * <p><b>The line.</b> {@code line} holds the positions that actually stood on the board, from the
 * game's start position to the current one, in order. After a position was restored (2005 7.4a,
 * 7.5) it is the replayed line: positions of annulled moves are not in it and do not count.
 *
 * <p><b>Which position.</b> A claim without an intended move is judged on the current position (the
 * last of the line); with an intended move, on the position that move would produce. 2005 9.2b reads
 * in Russian "уже возникла" ("has already appeared"), which alone might admit any earlier triple
 * occurrence; it is read as the current position because branch (a) contrasts the position the
 * written move will produce, the English original says "has just appeared", and the
 * right to claim lapses once a move is made (2005 9.4). RF 2013 9.2.2 has the same wording and the
 * same reading; 2017 9.2.1.2 says "has just appeared".
 *
 * <p><b>An intended move that would checkmate or stalemate.</b> The claim is judged on the position
 * that move would produce. A correct claim ends the game as a draw at once (2005 9.5a; RF 2013
 * 9.5.1), and the intended move is never made (a move is made only once the requirements of
 * Article 3 are fulfilled on the board, 2005 4.6), so the checkmate it would have given never happens and 5.1a / 5.1.1 does not
 * apply: the verdict is {@link ClaimVerdict.Correct}, a draw. Only when the claim is incorrect is the
 * intended move then played (2005 9.5b; 2017 9.5.3), and the caller asks
 * {@link Adjudication#afterLegalMove} about the position it produces, where a checkmate wins.
 *
 * <p><b>Fifty moves.</b> 2005 9.3b counts "the last 50 moves made by each player"; RF 2013 9.3.2
 * and the 2005 9.3a wording ("by both players" / "by the players") are read the same way, as
 * FIDE 2009 (RF's base) says "by each player": 100 consecutive half-moves without a pawn move or a
 * capture, which is what {@link Position#halfmoveClock()} counts (a start position given by FEN
 * brings its own count).
 *
 * <p><b>Order of checks.</b> The claimant must have the move (NOT_CLAIMANTS_TURN), then the intended
 * move, if any, must be legal (INTENDED_MOVE_ILLEGAL), then the count decides. An {@code Incorrect}
 * verdict cites the article of the claim made, whichever condition failed.
 *
 * <p>Preconditions: the line is not empty and the game has not ended (the current position is neither
 * checkmate nor stalemate; in 2017/2023 the caller has also asked {@link Adjudication#automaticDraw}).
 */
public final class DrawClaims {

    /** 2005 9.2: "at least three times". */
    static final int REPETITIONS = 3;
    /** 2005 9.3: 50 moves by each player, counted in half-moves. */
    static final int FIFTY_MOVES_IN_HALF_MOVES = 100;

    private DrawClaims() {
    }

    /**
     * Judges a claim of threefold repetition. Without an intended move (2005 9.2b; RF 2013 9.2.2;
     * 2017/2023 9.2.1.2): the claimant has the move and the current position has stood on the board
     * at least three times. With one (2005 9.2a; RF 2013 9.2.1; 2017/2023 9.2.1.1): the claimant has
     * the move, the move is legal, and the position it would produce would stand for at least the
     * third time. Positions are the same as {@link PositionIdentity} defines (9.2; 2017 9.2.2).
     *
     * @param rules        the edition the game is played under
     * @param line         the positions actually on the board, start position first, current one last
     * @param claimant     the player who claims
     * @param intendedMove the move written on the scoresheet and declared, not played; or empty
     */
    public static ClaimVerdict threefoldRepetition(Ruleset rules, List<Position> line, Color claimant,
                                                   Optional<Move> intendedMove) {
        Position current = current(rules, line, claimant, intendedMove);
        String article = rules.article(intendedMove.isPresent()
                ? Law.THREEFOLD_REPETITION_INTENDED_MOVE : Law.THREEFOLD_REPETITION_NOW);
        Optional<ClaimVerdict> refused = refuse(article, current, claimant, intendedMove);
        if (refused.isPresent()) {
            return refused.get();
        }
        List<PositionIdentity> identities = new ArrayList<>(line.size() + 1);
        for (Position p : line) {
            identities.add(p.identity());
        }
        intendedMove.ifPresent(m -> identities.add(current.play(m).identity()));
        int occurrences = Repetition.occurrencesOfLast(identities);
        if (occurrences < REPETITIONS) {
            return new ClaimVerdict.Incorrect(article, ClaimVerdict.Reason.NOT_REPEATED, OptionalInt.of(occurrences));
        }
        return new ClaimVerdict.Correct(new Outcome(GameResult.DRAW, Termination.THREEFOLD_REPETITION, article));
    }

    /**
     * Judges a claim under the fifty-move rule. Without an intended move (2005 9.3b; RF 2013 and
     * 2017/2023 9.3.2): the claimant has the move and the last 50 moves by each player were made
     * without a pawn move or capture (half-move clock at least 100). With one (2005 9.3a; RF 2013 and
     * 2017/2023 9.3.1): the claimant has the move, the move is legal, and after it the half-move clock
     * would be at least 100 (a pawn move or capture as the intended move resets it to 0).
     *
     * @param rules        the edition the game is played under
     * @param line         the positions actually on the board, start position first, current one last
     * @param claimant     the player who claims
     * @param intendedMove the move written on the scoresheet and declared, not played; or empty
     */
    public static ClaimVerdict fiftyMoves(Ruleset rules, List<Position> line, Color claimant,
                                          Optional<Move> intendedMove) {
        Position current = current(rules, line, claimant, intendedMove);
        String article = rules.article(intendedMove.isPresent() ? Law.FIFTY_MOVES_INTENDED_MOVE : Law.FIFTY_MOVES_NOW);
        Optional<ClaimVerdict> refused = refuse(article, current, claimant, intendedMove);
        if (refused.isPresent()) {
            return refused.get();
        }
        int halfMoves = intendedMove.map(m -> current.play(m).halfmoveClock()).orElse(current.halfmoveClock());
        if (halfMoves < FIFTY_MOVES_IN_HALF_MOVES) {
            return new ClaimVerdict.Incorrect(article, ClaimVerdict.Reason.FEWER_THAN_FIFTY_MOVES, OptionalInt.of(halfMoves));
        }
        return new ClaimVerdict.Correct(new Outcome(GameResult.DRAW, Termination.FIFTY_MOVE_RULE, article));
    }

    private static Position current(Ruleset rules, List<Position> line, Color claimant, Optional<Move> intendedMove) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(claimant, "claimant");
        Objects.requireNonNull(intendedMove, "intendedMove");
        if (line.isEmpty()) {
            throw new IllegalArgumentException("the line has no position");
        }
        Position current = line.get(line.size() - 1);
        if (current.status() != Status.ONGOING) {
            throw new IllegalArgumentException("the game has already ended (" + current.status() + "): " + current.fen());
        }
        return current;
    }

    /** The conditions common to every 9.2 and 9.3 claim: the claimant's turn and a legal intended move. */
    private static Optional<ClaimVerdict> refuse(String article, Position current, Color claimant,
                                                 Optional<Move> intendedMove) {
        if (current.sideToMove() != claimant) {
            return Optional.of(new ClaimVerdict.Incorrect(article, ClaimVerdict.Reason.NOT_CLAIMANTS_TURN, OptionalInt.empty()));
        }
        if (intendedMove.isPresent() && !current.isLegal(intendedMove.get())) {
            return Optional.of(new ClaimVerdict.Incorrect(article, ClaimVerdict.Reason.INTENDED_MOVE_ILLEGAL, OptionalInt.empty()));
        }
        return Optional.empty();
    }
}
