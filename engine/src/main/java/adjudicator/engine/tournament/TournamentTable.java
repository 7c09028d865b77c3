package adjudicator.engine.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The record of a tournament's rounds as a cross table holds it, and as the TRF's player records
 * write it: the players, the number of rounds, and for each player (by starting rank) one entry per
 * round. A game appears twice, once from each side, and the two sides must agree. {@code extraPoints} are
 * a player's points outside his results (TRF-2026 record 299: a penalty's, the regulations'), which his
 * score holds besides them.
 */
public record TournamentTable(List<Entrant> entrants, int rounds, Map<Integer, List<RoundEntry>> entries,
                              Map<Integer, java.math.BigDecimal> extraPoints) {

    /** A table whose scores are its results alone. */
    public TournamentTable(List<Entrant> entrants, int rounds, Map<Integer, List<RoundEntry>> entries) {
        this(entrants, rounds, entries, Map.of());
    }

    /** A player's points outside his results, zero for none. */
    public java.math.BigDecimal extraPoints(int startRank) {
        return extraPoints.getOrDefault(startRank, java.math.BigDecimal.ZERO);
    }

    public TournamentTable {
        extraPoints = extraPoints == null ? Map.of() : Map.copyOf(extraPoints);
        entrants = entrants.stream().sorted(Comparator.comparingInt(Entrant::startRank)).toList();
        if (rounds < 0) {
            throw new IllegalArgumentException("a negative number of rounds");
        }
        Map<Integer, List<RoundEntry>> copy = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            if (copy.containsKey(e.startRank())) {
                throw new IllegalArgumentException("two players have the starting rank " + e.startRank());
            }
            List<RoundEntry> own = entries.getOrDefault(e.startRank(), List.of());
            List<RoundEntry> full = new ArrayList<>();
            for (int r = 1; r <= rounds; r++) {
                int round = r;
                full.add(own.stream().filter(x -> x.round() == round).findFirst()
                        .orElse(RoundEntry.alone(round, RoundResult.NOT_PAIRED)));
            }
            if (own.stream().anyMatch(x -> x.round() > rounds)) {
                throw new IllegalArgumentException("player " + e.startRank() + " has an entry after round " + rounds);
            }
            copy.put(e.startRank(), List.copyOf(full));
        }
        entries = Map.copyOf(copy);
        for (Entrant e : entrants) {
            for (RoundEntry x : entries.get(e.startRank())) {
                if (!x.result().hasOpponent()) {
                    continue;
                }
                List<RoundEntry> theirs = entries.get(x.opponent());
                if (theirs == null) {
                    throw new IllegalArgumentException("player " + e.startRank() + " met " + x.opponent()
                            + " in round " + x.round() + ", who is not a player");
                }
                RoundEntry other = theirs.get(x.round() - 1);
                if (other.opponent() != e.startRank()
                        || !together(x.result(), other.result())
                        || (x.colour() != null && other.colour() != null && other.colour() == x.colour())) {
                    throw new IllegalArgumentException("round " + x.round() + ": player " + e.startRank() + " has "
                            + x.result().code() + " against " + x.opponent() + ", whose entry does not match");
                }
            }
        }
    }

    /**
     * Whether two players' results of one game go together: the one the other's implies, a double
     * forfeit, or a game played whose scores a rule of the Laws gave otherwise (both lose, 2005 12.9;
     * ½-0 and 0-½), never more than a game's point between them.
     */
    static boolean together(RoundResult a, RoundResult b) {
        if (b == a.opponents() || (a == RoundResult.FORFEIT_LOSS && b == RoundResult.FORFEIT_LOSS)) {
            return true;
        }
        return a.played() && b.played() && (a.kind() == RoundResult.Kind.LOSS || b.kind() == RoundResult.Kind.LOSS)
                && a.kind() != RoundResult.Kind.WIN && b.kind() != RoundResult.Kind.WIN;
    }

    /** A player's entries, round by round. */
    public List<RoundEntry> of(int startRank) {
        List<RoundEntry> own = entries.get(startRank);
        if (own == null) {
            throw new IllegalArgumentException("no player has the starting rank " + startRank);
        }
        return own;
    }

    public Entrant entrant(int startRank) {
        return entrants.stream().filter(e -> e.startRank() == startRank).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no player has the starting rank " + startRank));
    }
}
