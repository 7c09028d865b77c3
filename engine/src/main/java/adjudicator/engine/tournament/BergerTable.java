package adjudicator.engine.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * The pairings of a round-robin tournament by the Berger tables (FIDE Handbook C.05, Annex 1): players
 * are numbered from 1 by the drawing of lots; with an odd number of players the highest number, one
 * more than the players, is a bye. For {@code n} (even) numbers there are {@code n - 1} rounds. In round
 * {@code r} the number {@code n} meets {@code p = (r - 1) * n / 2 mod (n - 1) + 1}, White in the even
 * rounds and Black in the odd ones; the other games pair {@code p + k} (White) with {@code p - k}
 * (Black), counted round the numbers {@code 1 .. n - 1}, for {@code k = 1 .. n/2 - 1}, the boards in
 * that order. This gives the published tables exactly (tested against them for 4 to 14 players).
 */
public final class BergerTable {

    /** One game: the starting numbers of White and Black. */
    public record Pairing(int white, int black) {
    }

    /** One round: its number, its games board by board, and the player who has the bye (null for none). */
    public record Round(int number, List<Pairing> games, Integer bye) {
        public Round {
            games = List.copyOf(games);
        }
    }

    private BergerTable() {
    }

    /** The rounds of a single round robin of {@code players} players (2 or more). */
    public static List<Round> singleRoundRobin(int players) {
        int n = numbers(players);
        List<Round> rounds = new ArrayList<>();
        for (int r = 1; r < n; r++) {
            rounds.add(round(players, r));
        }
        return rounds;
    }

    /**
     * The rounds of a double round robin: the first cycle with its last two rounds exchanged, as C.05
     * recommends so that nobody has the same colour three times running across the cycles, then the
     * table again with the colours reversed, its rounds numbered on.
     */
    public static List<Round> doubleRoundRobin(int players) {
        List<Round> first = new ArrayList<>(singleRoundRobin(players));
        int last = first.size();
        if (last >= 2) {
            Round a = first.get(last - 2);
            Round b = first.get(last - 1);
            first.set(last - 2, new Round(last - 1, b.games(), b.bye()));
            first.set(last - 1, new Round(last, a.games(), a.bye()));
        }
        List<Round> all = new ArrayList<>(first);
        for (Round r : singleRoundRobin(players)) {
            all.add(new Round(last + r.number(), r.games().stream().map(g -> new Pairing(g.black(), g.white())).toList(), r.bye()));
        }
        return all;
    }

    /** Round {@code round} (1 to the rounds' number) of the table for {@code players} players. */
    public static Round round(int players, int round) {
        int n = numbers(players);
        if (round < 1 || round > n - 1) {
            throw new IllegalArgumentException("a round robin of " + players + " players has rounds 1 to " + (n - 1) + ", not " + round);
        }
        int p = (round - 1) * (n / 2) % (n - 1) + 1;
        List<Pairing> games = new ArrayList<>();
        Integer bye = null;
        Pairing withLast = round % 2 == 1 ? new Pairing(p, n) : new Pairing(n, p);
        if (n > players) {
            bye = p; // the highest number is no player: its opponent rests
        } else {
            games.add(withLast);
        }
        for (int k = 1; k < n / 2; k++) {
            games.add(new Pairing(wrap(p + k, n), wrap(p - k, n)));
        }
        return new Round(round, games, bye);
    }

    private static int numbers(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("a round robin needs 2 players or more, not " + players);
        }
        return players % 2 == 0 ? players : players + 1;
    }

    /** {@code x} counted round the numbers 1 to {@code n - 1}. */
    private static int wrap(int x, int n) {
        return Math.floorMod(x - 1, n - 1) + 1;
    }
}
