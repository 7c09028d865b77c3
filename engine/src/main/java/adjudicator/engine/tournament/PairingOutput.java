package adjudicator.engine.tournament;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The pairings of a round as bbpPairings and JaVaFo write them ({@code -p}): the number of pairs on
 * the first line, then one pair a line, White's starting rank and Black's, board by board; a player
 * paired with {@code 0} has the pairing-allocated bye. Players not listed are not paired.
 */
public final class PairingOutput {

    /** The round read: its games in board order (White, Black) and the player with the pairing-allocated bye, if any. */
    public record Round(List<BergerTable.Pairing> games, Integer bye) {
        public Round {
            games = List.copyOf(games);
        }
    }

    private PairingOutput() {
    }

    public static Round read(String text) {
        List<String> lines = text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("the pairing output is empty: its first line is the number of pairs");
        }
        int pairs;
        try {
            pairs = Integer.parseInt(lines.get(0));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line 1: the number of pairs, not \"" + lines.get(0) + "\"");
        }
        if (pairs != lines.size() - 1) {
            throw new IllegalArgumentException("line 1 announces " + pairs + " pairs, but " + (lines.size() - 1) + " follow");
        }
        List<BergerTable.Pairing> games = new ArrayList<>();
        Integer bye = null;
        Set<Integer> seen = new HashSet<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] ids = lines.get(i).split("\\s+");
            if (ids.length != 2) {
                throw new IllegalArgumentException("line " + (i + 1) + ": two starting ranks, not \"" + lines.get(i) + "\"");
            }
            int white;
            int black;
            try {
                white = Integer.parseInt(ids[0]);
                black = Integer.parseInt(ids[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": two starting ranks, not \"" + lines.get(i) + "\"");
            }
            if (white < 1 || black < 0 || (black > 0 && !seen.add(black)) || !seen.add(white)) {
                throw new IllegalArgumentException("line " + (i + 1) + ": \"" + lines.get(i) + "\" names a player twice or a rank below 1");
            }
            if (black == 0) {
                if (bye != null) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": a second pairing-allocated bye");
                }
                bye = white;
            } else {
                games.add(new BergerTable.Pairing(white, black));
            }
        }
        return new Round(games, bye);
    }
}
