package adjudicator.engine.rules;

import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An edition's illegal-move rules (FIDE 2005 7.4; RF 2013 7.4; FIDE 2017 with J18 and 2023 7.5).
 *
 * @param losingMove               which illegal move by the same player loses the game (3 in 2005 and RF
 *                                 2013, 2 from 2014 on); each earlier one adds time to the opponent
 * @param drawIfOpponentCannotMate whether the game is drawn instead of lost when the opponent cannot
 *                                 checkmate by any possible series of legal moves
 * @param kinds                    the faults counted as illegal moves, each with its article; a kind
 *                                 absent here is not an illegal move in the edition (at most a matter for
 *                                 the arbiter's penalties)
 * @param timeAdded                per pace, the time added to the opponent for each illegal move short of
 *                                 the losing one; empty where no time is added because a claim wins the
 *                                 game at once (FIDE 2005 and RF 2013 blitz)
 */
public record IllegalMoves(Cited<Integer> losingMove, Cited<Boolean> drawIfOpponentCannotMate,
                           Map<IllegalMoveKind, String> kinds, Map<Pace, Cited<Optional<Duration>>> timeAdded) {

    public IllegalMoves {
        Objects.requireNonNull(losingMove, "losingMove");
        Objects.requireNonNull(drawIfOpponentCannotMate, "drawIfOpponentCannotMate");
        kinds = Map.copyOf(new EnumMap<>(kinds));
        timeAdded = Map.copyOf(timeAdded);
        if (losingMove.value() < 1) {
            throw new IllegalArgumentException("losing move must be at least the first: " + losingMove);
        }
        for (Pace pace : Pace.values()) {
            if (!timeAdded.containsKey(pace)) {
                throw new IllegalArgumentException("no illegal-move time for " + pace);
            }
        }
        if (!kinds.containsKey(IllegalMoveKind.ILLEGAL_MOVE)) {
            throw new IllegalArgumentException("an edition must count plain illegal moves");
        }
    }

    /** Whether {@code kind} counts as an illegal move in this edition. */
    public boolean counts(IllegalMoveKind kind) {
        return kinds.containsKey(kind);
    }

    /** The article under which {@code kind} counts, or empty if it does not count. */
    public Optional<String> articleOf(IllegalMoveKind kind) {
        return Optional.ofNullable(kinds.get(kind));
    }

    /** The time added to the opponent for an illegal move short of the losing one, at {@code pace}. */
    public Cited<Optional<Duration>> timeAdded(Pace pace) {
        return timeAdded.get(Objects.requireNonNull(pace, "pace"));
    }

    /** The time added to the opponent in standard play (2 minutes in every edition). */
    public Cited<Duration> standardTimeAdded() {
        Cited<Optional<Duration>> std = timeAdded(Pace.STANDARD);
        return Cited.of(std.value().orElseThrow(), std.article());
    }

    /** Whether the {@code count}-th illegal move by the same player (1-based) ends the game. */
    public boolean loses(int count) {
        return count >= losingMove.value();
    }
}
