package adjudicator.engine;

import java.util.List;

final class TestSupport {
    private TestSupport() {
    }

    static Move uci(String s) {
        return Move.parseUci(s);
    }

    static int sq(String s) {
        return Squares.parse(s);
    }

    static List<String> sortedUci(Position p) {
        return p.legalMoves().stream().map(Move::uci).sorted().toList();
    }

    /** Plays a sequence of SAN moves from p. */
    static Position playSan(Position p, String... sans) {
        for (String s : sans) {
            p = p.play(San.parseSan(p, s));
        }
        return p;
    }
}
