package adjudicator.engine.pgn;

import adjudicator.engine.Move;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One main-line move of a PGN game.
 *
 * @param move     the move (legal in the position before it, unless {@code illegal} says otherwise)
 * @param san      the SAN as written in the PGN, with {@code +}/{@code #} but without the {@code !}/{@code ?}
 *                 suffix (that is in {@code nags}); English or Russian letters
 * @param comments the comments that follow the move, in order, with {@code [%clk]} and {@code [%emt]}
 *                 removed and runs of white space written as one space; empty comments are dropped
 * @param nags     the numeric annotation glyphs of the move ({@code $1}, or 1 for {@code !}, 2 for
 *                 {@code ?}, 3 for {@code !!}, 4 for {@code ??}, 5 for {@code !?}, 6 for {@code ?!})
 * @param clk      the clock time after the move, from {@code [%clk h:mm:ss(.f)]}
 * @param emt      the time spent on the move, from {@code [%emt h:mm:ss(.f)]}
 * @param illegal  why the move is illegal, for a move a reader that accepts illegal moves read as made
 *                 ({@link PgnReader#acceptingIllegalMoves()}); null for a legal move
 */
public record PgnMove(Move move, String san, List<String> comments, List<Integer> nags,
        Optional<Duration> clk, Optional<Duration> emt, adjudicator.engine.MoveCheck.Illegal illegal) {

    /** A legal move. */
    public PgnMove(Move move, String san, List<String> comments, List<Integer> nags, Optional<Duration> clk, Optional<Duration> emt) {
        this(move, san, comments, nags, clk, emt, null);
    }

    public PgnMove {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(san, "san");
        comments = List.copyOf(comments);
        nags = List.copyOf(nags);
        Objects.requireNonNull(clk, "clk");
        Objects.requireNonNull(emt, "emt");
    }

    /** A move with SAN only: no comments, annotations or clock times. */
    public PgnMove(Move move, String san) {
        this(move, san, List.of(), List.of(), Optional.empty(), Optional.empty());
    }
}
