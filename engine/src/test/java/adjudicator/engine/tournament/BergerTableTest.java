package adjudicator.engine.tournament;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Berger tables of FIDE Handbook C.05 Annex 1, as published (the tables for 4 to 14 players are
 * written out here from the published ones, a round a line, White first), and what any round robin
 * must satisfy: everyone meets everyone once, nobody plays twice in a round, the colours balanced.
 */
class BergerTableTest {

    /** Round by round, as the published table writes it. */
    private static List<String> written(int players) {
        return BergerTable.singleRoundRobin(players).stream()
                .map(r -> r.games().stream().map(g -> g.white() + "-" + g.black()).collect(Collectors.joining(", ")))
                .toList();
    }

    @Test
    void c05Annex1_theTableFor4Players() {
        assertThat(written(4)).containsExactly("1-4, 2-3", "4-3, 1-2", "2-4, 3-1");
    }

    @Test
    void c05Annex1_theTableFor6Players() {
        assertThat(written(6)).containsExactly("1-6, 2-5, 3-4", "6-4, 5-3, 1-2", "2-6, 3-1, 4-5", "6-5, 1-4, 2-3",
                "3-6, 4-2, 5-1");
    }

    @Test
    void c05Annex1_theTableFor8Players() {
        assertThat(written(8)).containsExactly("1-8, 2-7, 3-6, 4-5", "8-5, 6-4, 7-3, 1-2", "2-8, 3-1, 4-7, 5-6",
                "8-6, 7-5, 1-4, 2-3", "3-8, 4-2, 5-1, 6-7", "8-7, 1-6, 2-5, 3-4", "4-8, 5-3, 6-2, 7-1");
    }

    @Test
    void c05Annex1_theTableFor10Players() {
        assertThat(written(10)).containsExactly("1-10, 2-9, 3-8, 4-7, 5-6", "10-6, 7-5, 8-4, 9-3, 1-2",
                "2-10, 3-1, 4-9, 5-8, 6-7", "10-7, 8-6, 9-5, 1-4, 2-3", "3-10, 4-2, 5-1, 6-9, 7-8",
                "10-8, 9-7, 1-6, 2-5, 3-4", "4-10, 5-3, 6-2, 7-1, 8-9", "10-9, 1-8, 2-7, 3-6, 4-5",
                "5-10, 6-4, 7-3, 8-2, 9-1");
    }

    @Test
    void c05Annex1_theTableFor12Players() {
        assertThat(written(12)).containsExactly("1-12, 2-11, 3-10, 4-9, 5-8, 6-7", "12-7, 8-6, 9-5, 10-4, 11-3, 1-2",
                "2-12, 3-1, 4-11, 5-10, 6-9, 7-8", "12-8, 9-7, 10-6, 11-5, 1-4, 2-3", "3-12, 4-2, 5-1, 6-11, 7-10, 8-9",
                "12-9, 10-8, 11-7, 1-6, 2-5, 3-4", "4-12, 5-3, 6-2, 7-1, 8-11, 9-10", "12-10, 11-9, 1-8, 2-7, 3-6, 4-5",
                "5-12, 6-4, 7-3, 8-2, 9-1, 10-11", "12-11, 1-10, 2-9, 3-8, 4-7, 5-6", "6-12, 7-5, 8-4, 9-3, 10-2, 11-1");
    }

    @Test
    void c05Annex1_theFirstRoundsFor14Players() {
        assertThat(written(14).subList(0, 3)).containsExactly("1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8",
                "14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2", "2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9");
    }

    /** An odd number of players: the table of one more, whose highest number is the bye. */
    @Test
    void c05Annex1_withAnOddNumberTheHighestNumberIsTheBye() {
        List<BergerTable.Round> five = BergerTable.singleRoundRobin(5);
        assertThat(five).hasSize(5);
        assertThat(five.get(0).bye()).isEqualTo(1);
        assertThat(five.get(0).games()).containsExactly(new BergerTable.Pairing(2, 5), new BergerTable.Pairing(3, 4));
        assertThat(five.stream().map(BergerTable.Round::bye).toList()).containsExactlyInAnyOrder(1, 2, 3, 4, 5);
    }

    @Test
    void everyPairMeetsOnceNobodyTwiceInARoundAndTheColoursBalance() {
        for (int players = 2; players <= 24; players++) {
            Set<Set<Integer>> met = new HashSet<>();
            int[] whites = new int[players + 2];
            for (BergerTable.Round round : BergerTable.singleRoundRobin(players)) {
                Set<Integer> busy = new HashSet<>();
                if (round.bye() != null) {
                    busy.add(round.bye());
                }
                for (BergerTable.Pairing g : round.games()) {
                    assertThat(busy.add(g.white()) && busy.add(g.black())).as(players + " players, round " + round.number()).isTrue();
                    assertThat(met.add(Set.of(g.white(), g.black()))).as("%d players: %s met twice", players, g).isTrue();
                    whites[g.white()]++;
                }
                assertThat(busy).hasSize(players);
            }
            assertThat(met).hasSize(players * (players - 1) / 2);
            int games = players - 1;
            for (int p = 1; p <= players; p++) {
                assertThat(Math.abs(2 * whites[p] - games)).as("%d players, player %d", players, p).isLessThanOrEqualTo(1);
            }
        }
    }

    /** C.05: in a double round robin the first cycle's last two rounds are exchanged, the second reverses the colours. */
    @Test
    void c05Annex1_aDoubleRoundRobinExchangesTheFirstCyclesLastTwoRounds() {
        List<BergerTable.Round> rounds = BergerTable.doubleRoundRobin(4);
        assertThat(rounds.stream().map(r -> r.games().stream().map(g -> g.white() + "-" + g.black())
                .collect(Collectors.joining(", "))).toList())
                .containsExactly("1-4, 2-3", "2-4, 3-1", "4-3, 1-2", "4-1, 3-2", "3-4, 2-1", "4-2, 1-3");
        assertThat(rounds.stream().map(BergerTable.Round::number).toList()).containsExactly(1, 2, 3, 4, 5, 6);
        assertThatThrownBy(() -> BergerTable.round(4, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BergerTable.singleRoundRobin(1)).isInstanceOf(IllegalArgumentException.class);
    }
}
