package adjudicator.engine.tournament;

import adjudicator.engine.Color;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Cross tables written as the FIDE Technical Commission's tie-break exercise writes them, one player a
 * line, one round a cell: {@code +W9} won with White against 9, {@code =B13} drew with Black against
 * 13, {@code -W4} lost, {@code +F9} / {@code -F11} won / lost by forfeit against 9 / 11, {@code +BYE} a
 * pairing-allocated bye, {@code =BYE} a half-point bye, {@code FBYE} a full-point bye, {@code --} a
 * zero-point bye (absent). Ratings, where given, follow the player's number: {@code 3:2450}.
 */
final class Crosstables {

    private Crosstables() {
    }

    static TournamentTable parse(String text) {
        List<Entrant> entrants = new ArrayList<>();
        Map<Integer, List<RoundEntry>> entries = new HashMap<>();
        int rounds = 0;
        for (String line : text.strip().split("\n")) {
            String[] cells = line.strip().split("\\s*,\\s*");
            String[] head = cells[0].split(":");
            int player = Integer.parseInt(head[0]);
            Integer rating = head.length > 1 ? Integer.valueOf(head[1]) : null;
            entrants.add(new Entrant(player, "Player " + player, null, null, rating, null, null, null));
            List<RoundEntry> own = new ArrayList<>();
            for (int r = 1; r < cells.length; r++) {
                own.add(cell(r, cells[r]));
            }
            rounds = Math.max(rounds, cells.length - 1);
            entries.put(player, own);
        }
        return new TournamentTable(entrants, rounds, entries);
    }

    private static RoundEntry cell(int round, String cell) {
        switch (cell) {
            case "+BYE":
                return RoundEntry.alone(round, RoundResult.PAIRING_ALLOCATED_BYE);
            case "=BYE":
                return RoundEntry.alone(round, RoundResult.HALF_POINT_BYE);
            case "FBYE":
                return RoundEntry.alone(round, RoundResult.FULL_POINT_BYE);
            case "--":
                return RoundEntry.alone(round, RoundResult.ZERO_POINT_BYE);
            default:
                break;
        }
        char result = cell.charAt(0);
        char how = cell.charAt(1);
        int opponent = Integer.parseInt(cell.substring(2));
        if (how == 'F') {
            return new RoundEntry(round, opponent, null, result == '+' ? RoundResult.FORFEIT_WIN : RoundResult.FORFEIT_LOSS);
        }
        Color colour = how == 'W' ? Color.WHITE : Color.BLACK;
        RoundResult r = switch (result) {
            case '+' -> RoundResult.WIN;
            case '=' -> RoundResult.DRAW;
            case '-' -> RoundResult.LOSS;
            default -> throw new IllegalArgumentException(cell);
        };
        return new RoundEntry(round, opponent, colour, r);
    }
}
